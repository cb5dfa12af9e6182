"""Which Unicode data citeproof's answers depend on.

Python 3.11 ships Unicode 14.0; characters added since (and their NFC data) would be
unassigned there. ``unicodedata2`` brings current data, so NFC and case decisions do not
silently depend on the interpreter. Grapheme clusters come from the ``regex`` module, which
carries its own tables; both versions are reported in every result's ``versions``.
"""

from __future__ import annotations

import re
import unicodedata as _stdlib_unicodedata
from functools import cache, lru_cache
from types import ModuleType

from ._charsets import RUN_COST, CharSet, PresentScan, char_class

try:  # pragma: no cover - exercised by whichever is installed
    import unicodedata2 as _unicodedata2

    unicodedata: ModuleType = _unicodedata2
except ImportError:  # pragma: no cover
    unicodedata = _stdlib_unicodedata

__all__ = [
    "UNICODE_VERSION",
    "changing_in",
    "composes_back",
    "expanding_in",
    "ligature_codes",
    "ligature_letters",
    "ligature_table",
    "nfc",
    "nfc_candidate",
    "unicode_tables",
    "unicode_versions",
    "unicodedata",
]

UNICODE_VERSION: str = str(unicodedata.unidata_version)


def nfc(text: str) -> str:
    """Canonical composition (NFC) with the newest Unicode data available."""
    return str(unicodedata.normalize("NFC", text))


def unicode_versions() -> dict[str, str]:
    """The Unicode data versions behind normalization and grapheme segmentation."""
    return {
        "unicode": UNICODE_VERSION,
        "unicodedata": _distribution_version(getattr(unicodedata, "__name__", "unicodedata")),
        "regex": _distribution_version("regex"),
    }


def _distribution_version(name: str) -> str:
    # imported here: importlib.metadata costs every command tens of milliseconds, and only
    # results that name their versions ask for it
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{name} {version(name)}"
    except PackageNotFoundError:
        return f"{name} (Python stdlib)"


@cache
def unicode_tables() -> tuple[re.Pattern[str], CharSet]:
    """Character classes read once from the Unicode data in use, rather than typed by hand.

    Returns ``(expanding_casefold, nfc_candidates)``: the characters whose full case folding
    is longer than one character (``ß`` → ``ss``), and what NFC may change: combining marks,
    Hangul vowels and trailing consonants, code points NFC replaces on their own (canonical
    singletons such as U+212B ANGSTROM SIGN, composition exclusions such as U+0958), and
    the ligatures.
    """
    expanding: list[int] = []
    changing: list[int] = list(ligature_codes())
    for code in range(0x80, 0x30000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        char = chr(code)
        if len(char.casefold()) > 1:
            expanding.append(code)
        if unicodedata.category(char)[0] == "M" or nfc(char) != char:
            changing.append(code)
    changing.extend(range(0x1160, 0x1200))  # Hangul vowels and trailing consonants
    changing.extend(range(0xD7B0, 0xD800))
    changing.extend(range(0xE0100, 0xE01F0))  # variation selectors supplement (marks)
    return re.compile(f"[{char_class(expanding)}]"), CharSet(changing)


#: The distinct non-ASCII code points of a text, until the whole tables pay (see
#: :class:`~._charsets.PresentScan`: about 60 ms to build; the scans of 20,000 accented
#: letters between ASCII, or of 140,000 characters of Chinese, take the tables).
_NON_ASCII = PresentScan(0x80, 20_000 * (RUN_COST + 1))
#: A pattern that matches nothing (a text with no expanding character).
_NOTHING = re.compile("(?!)")


def expanding_in(text: str) -> re.Pattern[str]:
    """:func:`unicode_tables`' expanding case folding, for the code points ``text`` holds:
    the same matches on ``text``.

    The whole tables ask the Unicode data about 196,000 code points, about 60 ms at the
    start of every process whose first check is not verbatim (a second check from the
    document cache is mostly that start); a text's own code points are asked once a
    process each (:func:`_expands`, :func:`nfc_candidate`)."""
    present = _NON_ASCII(text)
    if present is None:
        return unicode_tables()[0]
    expanding = [ord(c) for c in present if _expands(c)]
    return re.compile(f"[{char_class(expanding)}]") if expanding else _NOTHING


def changing_in(text: str) -> CharSet:
    """:func:`unicode_tables`' NFC candidates, for the code points ``text`` holds: the
    same runs on ``text`` (see :func:`expanding_in`)."""
    present = _NON_ASCII(text)
    if present is None:
        return unicode_tables()[1]
    return CharSet(ord(c) for c in present if nfc_candidate(c))


def _in_tables(code: int) -> bool:
    """The code points :func:`unicode_tables` asks the Unicode data about."""
    return 0x80 <= code < 0x30000 and not 0xD800 <= code <= 0xDFFF


@lru_cache(maxsize=65536)
def _expands(char: str) -> bool:
    """``char`` is in :func:`unicode_tables`' expanding case folding."""
    return _in_tables(ord(char)) and len(char.casefold()) > 1


@lru_cache(maxsize=65536)
def nfc_candidate(char: str) -> bool:
    """``char`` is in :func:`unicode_tables`' NFC candidates (what NFC or the ligature
    table may change), asked of one character without building the tables."""
    code = ord(char)
    if code in _ligature_set() or 0x1160 <= code < 0x1200 or 0xD7B0 <= code < 0xD800:
        return True
    if 0xE0100 <= code < 0xE01F0:
        return True
    return _in_tables(code) and (unicodedata.category(char)[0] == "M" or nfc(char) != char)


@cache
def _ligature_set() -> frozenset[int]:
    return frozenset(ligature_codes())


@cache
def ligature_codes() -> tuple[int, ...]:
    """Latin and Armenian ligatures, and Arabic presentation forms (the shapes a letter
    takes at the start, middle or end of a word, and lam-alef): glyph variants of letters
    that PDFs and old encodings store instead of the letters themselves.

    Read from the Unicode data on first use (about 3 ms of a check's start, issue 23)."""

    def is_letter_form(code: int) -> bool:
        letters = unicodedata.normalize("NFKC", chr(code))
        return (
            unicodedata.category(chr(code)) == "Lo"
            and all(unicodedata.category(c)[0] == "L" for c in letters)
            and letters != chr(code)
        )

    presentation = (*range(0xFB50, 0xFE00), *range(0xFE70, 0xFEFF))
    return (
        0x0132, 0x0133, *range(0xFB00, 0xFB07), *range(0xFB13, 0xFB18),
        *filter(is_letter_form, presentation),
    )  # fmt: skip


def composes_back(char: str) -> bool:
    """A combining mark or a Hangul vowel/trailing consonant joins the character before it."""
    code = ord(char)
    return (
        0x1160 <= code < 0x1200 or 0xD7B0 <= code < 0xD800 or unicodedata.category(char)[0] == "M"
    )


def ligature_letters(code: int) -> str:
    """The letters the ligature ``code`` is made of, as its Unicode decomposition names
    them: NFKC, but a long s stays a long s. ``ﬅ`` (U+FB05, LATIN SMALL LIGATURE LONG S T)
    is ``ſt``, not NFKC's ``st``, which also folds the long s it is made of to a round one:
    a blackletter or old-style specimen's ``teﬅe`` (Junicode's or a Fraktur's ``longs_t``
    glyph) was read ``teſte`` from the page's own ``ſ`` and ``t`` and the quote of it
    ``teste``, a case difference, never confirmed (fontbook's specimens of free fonts,
    "Danſ l'aﬄiction éphémère qui m'accable, je teﬅe la police")."""
    char = chr(code)
    parts = unicodedata.decomposition(char).split()
    if parts and parts[0].startswith("<"):
        parts = parts[1:]
    if not parts:
        return str(unicodedata.normalize("NFKC", char))
    letters = "".join(
        c if c == "\u017f" else unicodedata.normalize("NFKC", c)
        for c in (chr(int(part, 16)) for part in parts)
    )
    return nfc(letters)


@cache
def ligature_table() -> dict[int, str]:
    """Each of :func:`ligature_codes` to the letters it stands for (for ``str.translate``):
    :func:`ligature_letters`."""
    return {code: ligature_letters(code) for code in ligature_codes()}
