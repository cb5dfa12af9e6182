"""The Symbol font's characters: what Word, RTF and other writers keep as a code.

Adobe's Symbol font draws Greek letters and mathematical signs at the codes of ASCII and
Latin-1 letters. A writer keeps a character typed in it as that code: Word as
``w:sym w:font="Symbol" w:char="F06D"`` or U+F06D in a run set in Symbol, RTF as ``m`` in
a font of ``\\fcharset2``. Read as the code, "5 μg/kg" was "5 g/kg" in Word (the sign
dropped) and "5 mg/kg" in RTF (the letter read): a quote of the wrong dose confirmed.
"""

from __future__ import annotations

import re

__all__ = [
    "HEX_CODE", "SYMBOL", "decode_symbol", "from_symbol", "is_symbol_font", "symbol_char"
]  # fmt: skip

#: The Symbol font's characters at codes 0x20-0xFF (Adobe's Symbol encoding; NUL where it
#: has none in Unicode): Word keeps a Greek letter or a sign typed in that font as its code
#: (``w:sym w:char="F06D"``, or U+F06D in the text), and a reader that drops it reads
#: "5 μg/kg" as "5 g/kg", a quote of the wrong dose confirmed (pandoc's unicode.docx: its
#: "∨" lost, found against LibreOffice).
SYMBOL = (
    " !∀#∃%&∍()∗+,−./0123456789:;<=>?≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_\x00αβχδεφγηιϕκλμνο"
    "πθρστυϖωξψζ{|}∼" + "\x00" * 34 + "ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓°±″≥×∝∂•÷≠≡≈…\x00\x00↵ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂"
    "⊆∈∉∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓⋄〈®©™∑" + "\x00" * 11 + "〉∫⌠\x00⌡" + "\x00" * 10
)
#: A ``w:char`` value: a code in hexadecimal.
HEX_CODE = re.compile(r"[0-9A-Fa-f]{1,4}")


def is_symbol_font(name: str) -> bool:
    """Whether a font name is the Symbol font's: ``Symbol``, or a foundry's copy of it with
    the same encoding (``Symbol MT``, Monotype's)."""
    return name.strip(" ;").lower() in ("symbol", "symbol mt")


def symbol_char(code: int) -> str:
    """The character of the Symbol font at ``code`` (0x20-0xFF, or Word's U+F020-U+F0FF
    for it), or ``""`` when it has none in Unicode."""
    code = code - 0xF000 if 0xF020 <= code <= 0xF0FF else code
    char = SYMBOL[code - 0x20] if 0x20 <= code <= 0xFF else "\x00"
    return "" if char == "\x00" else char


def from_symbol(text: str) -> str:
    """A Symbol-font run's text as the font draws it: its private-use codes (U+F020-U+F0FF)
    and its characters at the Symbol codes themselves (``m`` in Symbol is ``μ``, as an old
    ``.doc`` converted keeps it); other characters as they are."""
    return "".join(
        symbol_char(ord(char)) if "\uf020" <= char <= "\uf0ff" or " " <= char <= "\xff" else char
        for char in text
    )


def decode_symbol(data: bytes) -> str:
    """Bytes of text in the Symbol font (RTF's ``\\fcharset2``), each its character."""
    return "".join(map(symbol_char, data))
