"""The tolerated differences between a quotation and its source, one named object each.

Every normalization exists because a genuine quotation was once called absent. Each one
names that false alarm in its docstring, and what it deliberately leaves alone: none may
change meaning, so digits, superscripts (``m²`` is not ``m2``) and letters with
diacritics (``résumé`` is not ``resume``) always stay distinct.

Each applies to a whole text and returns the folded text and an :class:`EditLayer` of the
places it changed. Costs are in proportion to the changes: a one-to-one replacement is a
single ``str.translate`` with no edits, and the others visit only regex matches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from typing import ClassVar

import regex

from ._offsetmap import EditLayer
from ._unicode import nfc, unicodedata

__all__ = [
    "NORMALIZATIONS",
    "SOFT_HYPHEN_MARK",
    "Case",
    "Dashes",
    "Ellipsis",
    "Hyphenation",
    "Invisible",
    "Normalization",
    "Quotes",
    "UnicodeForms",
    "Whitespace",
]

#: What :class:`Hyphenation` leaves where a word was hyphenated across a line break: a
#: noncharacter reserved for internal use, read by the search as "a hyphen, or nothing".
SOFT_HYPHEN_MARK = "\ufdd0"

Replacement = tuple[int, int, str]


def _rewrite(text: str, replacements: Iterable[Replacement]) -> tuple[str, EditLayer]:
    """Apply sorted, disjoint ``(start, end, new)`` replacements; record them as edits."""
    pieces: list[str] = []
    edits: list[tuple[int, int, int, int]] = []
    last = 0
    folded_pos = 0
    for start, end, new in replacements:
        pieces.append(text[last:start])
        folded_pos += start - last
        pieces.append(new)
        edits.append((folded_pos, folded_pos + len(new), start, end))
        folded_pos += len(new)
        last = end
    if not edits:
        return text, EditLayer((), original_length=len(text), folded_length=len(text))
    pieces.append(text[last:])
    folded = "".join(pieces)
    return folded, EditLayer(edits, original_length=len(text), folded_length=len(folded))


class Normalization:
    """A tolerated difference: a name, and a fold that comes with an edit layer."""

    name: ClassVar[str]

    def apply(self, text: str) -> tuple[str, EditLayer]:
        """Fold ``text``; return the folded text and the edits that map it back."""
        raise NotImplementedError

    def __call__(self, text: str) -> str:
        """Just the folded text."""
        return self.apply(text)[0]

    def __repr__(self) -> str:
        return f"<normalization {self.name}>"


class _OneToOne(Normalization):
    """A normalization that swaps single characters, so offsets never move."""

    table: ClassVar[dict[int, str]]
    _present: ClassVar[regex.Pattern[str]]

    def __init_subclass__(cls, replacements: Mapping[str, str] | None = None) -> None:
        super().__init_subclass__()
        if replacements:
            cls.table = {ord(old): new for old, new in replacements.items()}
            cls._present = regex.compile("[" + regex.escape("".join(replacements)) + "]")

    def apply(self, text: str) -> tuple[str, EditLayer]:
        folded = text.translate(self.table) if self._present.search(text) else text
        return folded, EditLayer((), original_length=len(text), folded_length=len(folded))


class _Pattern(Normalization):
    """A normalization that rewrites what a pattern matches."""

    pattern: ClassVar[regex.Pattern[str]]

    def replace(self, matched: str) -> str:
        """The replacement for one match."""
        raise NotImplementedError

    def apply(self, text: str) -> tuple[str, EditLayer]:
        replace = self.replace
        return _rewrite(
            text,
            (
                (m.start(), m.end(), new)
                for m in self.pattern.finditer(text)
                if (new := replace(m.group())) != m.group()
            ),
        )


_SINGLE_QUOTES = "\u2018\u2019\u201a\u201b\u2032\u2035\u2039\u203a\uff07\u0060\u00b4"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_DOUBLE_QUOTES = "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\u301f\uff02"


class Quotes(
    _OneToOne,
    replacements={**dict.fromkeys(_SINGLE_QUOTES, "'"), **dict.fromkeys(_DOUBLE_QUOTES, '"')},
):
    """``quotes``: curly, low-9, guillemet, prime and full-width quote marks equal straight ones.

    False alarm prevented: a model (or a keyboard) writes ``the "pilot"`` for the source's
    ``the “pilot”``, or ``it's`` for ``it’s``; a PDF gives ``″`` where the print shows ``"``.
    Leaves alone: single and double marks stay distinct from each other, and nothing else
    (an apostrophe is never dropped).

    >>> Quotes()("“pilot” ‚low‘ «fr» it’s")
    '"pilot" \\'low\\' "fr" it\\'s'
    """

    name = "quotes"


class Dashes(_OneToOne, replacements=dict.fromkeys(_DASHES, "-")):
    """``dashes``: hyphen, non-breaking hyphen, figure, en and em dash, bar and minus equal ``-``.

    False alarm prevented: the source prints ``six months — ending`` or ``pp. 10–12`` and
    the quotation types ``-``; a PDF stores a minus sign ``−5`` where the quote has ``-5``.
    Leaves alone: spaces around a dash (``a—b`` is not ``a - b`` without ``whitespace``,
    and never ``a-b`` when the source spaces it), and the number of dashes.

    >>> Dashes()("six months — ending −5 10–12")
    'six months - ending -5 10-12'
    """

    name = "dashes"


class Ellipsis(_Pattern):
    """``ellipsis``: the single character ``…`` equals three full stops ``...``.

    False alarm prevented: typography turns ``...`` into ``…`` (or back) between the source
    and the quotation. Leaves alone: two dots, four dots, and spaced ``. . .``.

    >>> Ellipsis()("wait… what")
    'wait... what'
    """

    name = "ellipsis"
    pattern = regex.compile("\u2026")

    def replace(self, matched: str) -> str:
        return "..."


_INVISIBLE = (
    "\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u2069\ufe0e\ufe0f\ufeff"
)


class Invisible(_Pattern):
    """``invisible``: zero-width, soft-hyphen, BOM, bidi-control and emoji-style characters vanish.

    False alarm prevented: a web page carries a zero-width space or a soft hyphen inside a
    word (``co\\u00adoperation``), a file starts with a BOM, right-to-left text is wrapped in
    bidi isolates, and none of it shows, so the reader's copy lacks it. Leaves alone:
    every visible character, and spaces (that is ``whitespace``'s job).

    >>> Invisible()("co\\u00adoper\\u200bation")
    'cooperation'
    """

    name = "invisible"
    pattern = regex.compile("[" + _INVISIBLE + "]+")

    def replace(self, matched: str) -> str:
        return ""


class Whitespace(_Pattern):
    """``whitespace``: any run of Unicode white space, line breaks included, equals one space.

    False alarm prevented: the source breaks a sentence across lines (``The measured\\n
    value``), uses CRLF, non-breaking or thin spaces, or a PDF leaves two spaces where the
    quote has one. Leaves alone: the presence of a space: ``a b`` never equals ``ab``.

    >>> Whitespace()("The measured\\r\\n  value\\u00a0is")
    'The measured value is'
    """

    name = "whitespace"
    # Every run of White_Space except one that is already a single ASCII space.
    pattern = regex.compile(r"(?! (?!\p{White_Space}))\p{White_Space}+")

    def replace(self, matched: str) -> str:
        return " "


class Hyphenation(_Pattern):
    """``hyphenation``: a word hyphenated across a line break equals the word, joined or hyphenated.

    False alarm prevented: a PDF or a narrow column prints ``hyphen-\\nation``; the quotation
    says ``hyphenation``; and a compound broken at its own hyphen, ``cross-\\nvalidation``,
    is quoted ``cross-validation``. The break becomes :data:`SOFT_HYPHEN_MARK`, which the
    search reads as "a hyphen or nothing", so both readings match. Leaves alone: a hyphen
    that is not at a line break, and breaks between digits (``2-\\n3`` is a range).

    >>> Hyphenation()("hyphen-\\nation") == "hyphen" + SOFT_HYPHEN_MARK + "ation"
    True
    """

    name = "hyphenation"
    pattern = regex.compile(
        r"(?<=\p{L}\p{M}*)[\-\u00ad\u2010\u2011\ufffe][^\S\r\n]*(?:\r\n|\r|\n)"
        r"\p{White_Space}*(?=\p{L})"
    )

    def replace(self, matched: str) -> str:
        return SOFT_HYPHEN_MARK


@cache
def _expanding_casefold() -> regex.Pattern[str]:
    """Characters whose full case folding is longer than one character (``ß`` → ``ss``)."""
    chars = [chr(c) for c in range(0x80, 0x10000) if len(chr(c).casefold()) > 1]
    chars += [chr(c) for c in range(0x10000, 0x20000) if len(chr(c).casefold()) > 1]
    return regex.compile("[" + regex.escape("".join(chars)) + "]")


class Case(Normalization):
    """``case``: full Unicode case folding (``ß`` equals ``SS``, ``ﬁ`` equals ``FI``).

    False alarm prevented: a quotation starting a sentence capitalises the source's
    mid-sentence word (``May`` for ``may``), or a heading is quoted in small letters.
    Leaves alone: everything but letter case; it is tolerated only when a policy asks.

    >>> Case()("Straße MAY")
    'strasse may'
    """

    name = "case"

    def apply(self, text: str) -> tuple[str, EditLayer]:
        folded = text.casefold()
        if len(folded) == len(text):  # folding never shortens, so nothing expanded
            return folded, EditLayer((), original_length=len(text), folded_length=len(folded))
        edits: list[tuple[int, int, int, int]] = []
        shift = 0
        for m in _expanding_casefold().finditer(text):
            start = m.start()
            grown = len(m.group().casefold())
            edits.append((start + shift, start + shift + grown, start, start + 1))
            shift += grown - 1
        return folded, EditLayer(edits, original_length=len(text), folded_length=len(folded))


_LIGATURES = "\u0132\u0133\ufb00-\ufb06\ufb13-\ufb17"


@cache
def _nfc_candidates() -> regex.Pattern[str]:
    """What NFC may change, and the ligatures.

    A base followed by combining marks or Hangul vowels and trailing consonants (NFC
    composes and reorders those), and every code point that NFC replaces on its own (the
    canonical singletons such as U+212B ANGSTROM SIGN and the composition exclusions such
    as U+0958), read from the Unicode data in use rather than typed by hand.
    """
    changed = "".join(
        char
        for char in map(chr, range(0x80, 0x30000))
        if not 0xD800 <= ord(char) <= 0xDFFF and nfc(char) != char
    )
    return regex.compile(
        f"[{_LIGATURES}]|(?:\\P{{M}}|^)[\\p{{M}}\u1160-\u11ff\ud7b0-\ud7ff]+"
        f"|[{regex.escape(changed)}]"
    )


class UnicodeForms(_Pattern):
    """``unicode``: canonically equivalent text is equal (NFC), and ligatures equal their letters.

    False alarm prevented: the source stores ``café`` as ``e`` + U+0301 and the quotation as
    precomposed ``é`` (or the reverse); a PDF stores ``ﬁnd`` with the ``ﬁ`` ligature glyph.
    Leaves alone: compatibility forms that change meaning or reading: superscripts and
    subscripts (``m²`` is not ``m2``), fractions, full-width letters; and diacritics are
    never removed (``résumé`` is not ``resume``).

    >>> UnicodeForms()("cafe\\u0301 \\ufb01nd m²")
    'café find m²'
    """

    name = "unicode"
    _ligature = regex.compile(f"[{_LIGATURES}]")

    @property
    def pattern(self) -> regex.Pattern[str]:
        return _nfc_candidates()

    def replace(self, matched: str) -> str:
        if len(matched) == 1 and self._ligature.match(matched):
            return str(unicodedata.normalize("NFKC", matched))
        return nfc(matched)


class _Registry(Mapping[str, Normalization]):
    """Normalizations by name, iterated in the one order in which they are applied."""

    def __init__(self, items: Iterable[Normalization]) -> None:
        self._items = {n.name: n for n in items}

    def __getitem__(self, name: str) -> Normalization:
        return self._items[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


#: Every normalization, in application order. Hyphenation runs first (it needs the line
#: breaks and soft hyphens the others remove); case runs before unicode so that NFC repairs
#: what full case folding decomposes (``ΐ``), which keeps every fold idempotent.
NORMALIZATIONS: Mapping[str, Normalization] = _Registry(
    [
        Hyphenation(),
        Invisible(),
        Case(),
        UnicodeForms(),
        Quotes(),
        Dashes(),
        Ellipsis(),
        Whitespace(),
    ]
)

FoldFunction = Callable[[str], str]
