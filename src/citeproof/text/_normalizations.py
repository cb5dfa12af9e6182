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

import heapq
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from itertools import product
from typing import TYPE_CHECKING, ClassVar

from .._lazy import deferred, re_pattern, regex_pattern
from ._charsets import ARRAY_SCAN, arrays_at_hand, characters_beyond_ascii
from ._edits import Inventory, Replacement, positions, present, rewrite
from ._letterspacing import spaced_letters
from ._lookalikes import lookalike_replacements
from ._offsetmap import EditLayer
from ._unicode import (
    changing_in,
    composes_back,
    expanding_in,
    ligature_table,
    nfc,
    unicodedata,
)

if TYPE_CHECKING:
    import regex
else:
    regex = deferred("regex")

__all__ = [
    "NORMALIZATIONS",
    "SOFT_HYPHEN_MARK",
    "Case",
    "Dashes",
    "Ellipsis",
    "Hyphenation",
    "Invisible",
    "LetterSpacing",
    "LookAlikes",
    "Normalization",
    "Quotes",
    "Symbols",
    "UnicodeForms",
    "Whitespace",
    "inventory",
    "spelled_in_capitals",
]

#: What :class:`Hyphenation` leaves where a word was hyphenated across a line break: a
#: noncharacter reserved for internal use, read by the search as "a hyphen, or nothing".
SOFT_HYPHEN_MARK = "\ufdd0"


class Normalization:
    """A tolerated difference: a name, and a fold that comes with an edit layer."""

    name: ClassVar[str]

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        """Fold ``text``; return the folded text and the edits that map it back."""
        raise NotImplementedError

    def __call__(self, text: str) -> str:
        """Just the folded text."""
        return self.apply(text)[0]

    def __repr__(self) -> str:
        return f"<normalization {self.name}>"


class _OneToOne(Normalization):
    """A normalization that swaps single characters, so offsets never move."""

    _swaps: ClassVar[tuple[tuple[str, str], ...]]

    def __init_subclass__(cls, replacements: Mapping[str, str] | None = None) -> None:
        super().__init_subclass__()
        if replacements:
            cls._swaps = tuple(replacements.items())

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        # str.replace per character present is a vectorised C loop: 20 times faster than a
        # regex substitution and 300 times faster than str.translate on non-ASCII text.
        for char, target in self._swaps:
            if char in (known if known is not None else text):
                text = text.replace(char, target)
        return text, EditLayer.empty(len(text))


class _Pattern(Normalization):
    """A normalization that rewrites what a pattern matches."""

    pattern: ClassVar[re.Pattern[str] | regex.Pattern[str]]

    def replace(self, matched: str) -> str:
        """The replacement for one match."""
        raise NotImplementedError

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        replace = self.replacing(text)
        return rewrite(
            text,
            (
                (m.start(), m.end(), new)
                for m in self.pattern.finditer(text)
                if (new := replace(m)) != m.group()
            ),
        )

    def replacing(self, text: str) -> Callable[[re.Match[str]], str]:
        """The replacement of each match in ``text``: :meth:`replace` of its text, unless a
        normalization must see what stands around it."""
        replace = self.replace
        return lambda m: replace(m.group())


_SINGLE_QUOTES = (
    "\u2018\u2019\u201a\u201b\u2032\u2035\u2039\u203a\uff07\u0060\u00b4"
    "\u1fbd\u1fbf"  # Greek koronis and psili, set for the apostrophe of elision
)
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_DOUBLE_QUOTES = "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\u301f\uff02"


class Quotes(
    _OneToOne,
    replacements={**dict.fromkeys(_SINGLE_QUOTES, "'"), **dict.fromkeys(_DOUBLE_QUOTES, '"')},
):
    """``quotes``: curly, low-9, guillemet, prime and full-width quote marks equal straight ones.

    False alarm prevented: a model (or a keyboard) writes ``the "pilot"`` for the source's
    ``the “pilot”``, or ``it's`` for ``it’s``; a PDF gives ``″`` where the print shows ``"``,
    or Greek elision's apostrophe as a spacing koronis or psili (Old Standard's ``ἀλλ᾿``,
    U+1FBF, for ``ἀλλ’``).
    Leaves alone: single and double marks stay distinct from each other, and nothing else
    (an apostrophe is never dropped).

    >>> Quotes()("“pilot” ‚low‘ «fr» it’s")
    '"pilot" \\'low\\' "fr" it\\'s'
    """

    name = "quotes"


_HYPHENS: re.Pattern[str] = re_pattern("-+")


class Dashes(_OneToOne, replacements=dict.fromkeys(_DASHES, "-")):
    """``dashes``: hyphen, non-breaking hyphen, figure, en and em dash, bar and minus equal
    ``-``; so do ``--`` and ``---`` typed for a dash, between two words or two spaces (a
    text's start or end counts as a space: a quote that opens with the source's ``--- ``
    starts where the source had a space or a line break before it).

    False alarm prevented: the source prints ``six months — ending`` or ``pp. 10–12`` and
    the quotation types ``-``, or types the dash as most people (and TeX) do:
    ``six months -- ending``, ``pp. 10--12``; a PDF stores a minus sign ``−5`` where the
    quote has ``-5``. Leaves alone: spaces around a dash (``a—b`` is not ``a - b`` without
    ``whitespace``, and never ``a-b`` when the source spaces it), runs of hyphens anywhere
    else (``--help`` is not ``-help``, a rule ``-----`` stays) and runs of four or more.

    >>> Dashes()("six months — ending −5 10–12")
    'six months - ending -5 10-12'
    >>> Dashes()("six months -- ending 10--12 --help a---b")
    'six months - ending 10-12 --help a-b'
    >>> Dashes()("--- Below the line ---")
    '- Below the line -'
    """

    name = "dashes"
    #: Two or three hyphens standing for a dash: between word characters or white space.
    typed: re.Pattern[str] = re_pattern(r"(?<=\w)-{2,3}(?=\w)|(?<!\S)-{2,3}(?!\S)")

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        text, layer = super().apply(text, known)
        if "--" not in text:
            return text, layer
        return rewrite(text, ((m.start(), m.end(), "-") for m in self._typed_in(text)))

    def _typed_in(self, text: str) -> Iterator[re.Match[str]]:
        """:attr:`typed`'s matches in ``text``, sought only in each run of hyphens (with the
        character after it, which its lookahead reads; its lookbehind reads the one before,
        as a search from a position does). The pattern opens with a lookbehind, so ``re``
        tried it at every character: 40 ms of a fold of a 311-page manual whose text holds
        ``--`` (command-line options), about a third of checking a quote that is not
        verbatim. A match lies inside one run, so each run's are the whole text's there."""
        at = text.find("--")
        while at >= 0:
            run = _HYPHENS.match(text, at)
            end = run.end() if run else at + 2
            yield from self.typed.finditer(text, at, end + 1)
            at = text.find("--", end)


class Ellipsis(_Pattern):
    """``ellipsis``: the single character ``…`` equals three full stops ``...``.

    False alarm prevented: typography turns ``...`` into ``…`` (or back) between the source
    and the quotation. Leaves alone: two dots, four dots, and spaced ``. . .``.

    >>> Ellipsis()("wait… what")
    'wait... what'
    """

    name = "ellipsis"
    pattern = re_pattern("\u2026")

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        if "\u2026" not in (known if known is not None else text):
            return text, EditLayer.empty(len(text))
        return rewrite(text, ((i, i + 1, "...") for i in positions(text, "\u2026")))

    def replace(self, matched: str) -> str:
        return "..."


#: The C0 control characters that are not white space, and DEL: never shown. A PDF's text
#: layer gives a glyph its font maps to nothing as its code (TeX's “ at 16 in a bitmap
#: font), and a quote copied from ``pdftotext`` carries it: "\x10 This is a simple
#: little example" was judged absent where the page shows “This is a simple …”.
_CONTROLS = "".join(map(chr, (*range(0x00, 0x09), *range(0x0E, 0x20), 0x7F)))
#: U+034F COMBINING GRAPHEME JOINER: invisible, but it blocks canonical reordering.
_JOINER = "\u034f"
_INVISIBLE = (
    "\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u034f\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufe0e\ufe0f\ufeff"
    "\u0640"  # Arabic tatweel: a stroke that stretches a word, no letter
) + _CONTROLS


class Invisible(_Pattern):
    """``invisible``: zero-width, soft-hyphen, BOM, bidi-control, emoji-style and control
    characters vanish.

    False alarm prevented: a web page carries a zero-width space or a soft hyphen inside a
    word (``co\\u00adoperation``), a file starts with a BOM, right-to-left text is wrapped in
    bidi isolates, and none of it shows, so the reader's copy lacks it; XeTeX's text layer
    puts a combining grapheme joiner (U+034F) before a pointed Hebrew letter that the page
    does not show (no quote of pointed Hebrew set by XeTeX in Ezra SIL was confirmed,
    round 57's probe of pages set by TeX; one before a combining mark stays: :func:`_kept`);
    an Arabic word is stretched with tatweel (U+0640), a stroke that is no letter; a quote
    copied from a PDF text layer carries a control character where a glyph mapped to
    nothing (:data:`_CONTROLS`). Leaves alone: every visible character, and spaces (that is
    ``whitespace``'s job).

    >>> Invisible()("co\\u00adoper\\u200bation")
    'cooperation'
    """

    name = "invisible"
    pattern = re_pattern(f"[{re.escape(_INVISIBLE)}][{re.escape(_INVISIBLE)}]*")

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        if not present(text, _INVISIBLE, known):
            return text, EditLayer.empty(len(text))
        return super().apply(text)

    def replacing(self, text: str) -> Callable[[re.Match[str]], str]:
        return lambda m: _kept(m.group(), text[m.end() : m.end() + 1])

    def replace(self, matched: str) -> str:
        return ""


def _kept(run: str, after: str) -> str:
    """What stays of a run of invisible characters followed by ``after``: nothing, but a
    combining grapheme joiner before a combining mark. There it keeps two marks apart that
    canonical ordering would otherwise swap (Biblical Hebrew keeps a patah before a hiriq
    so): dropped, a quote with the marks in the other order equalled the source once both
    were put in Unicode's form. Before a letter (XeTeX's, before a pointed Hebrew
    letter) or at the end it changes no order, and goes."""
    if _JOINER in run and after and unicodedata.combining(after):
        return _JOINER * run.count(_JOINER)
    return ""


# The Unicode White_Space property but the ASCII space.
_WHITE_SPACE_BUT_SPACE = (
    "\t\n\x0b\x0c\r\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)


#: Scripts written without spaces between words, and their punctuation: a line break
#: between two of their characters is nothing (CSS Text's segment-break transformation).
_UNSPACED = (
    r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}"
    r"\u3000-\u303f\u30fc\uff01-\uff60]"
)
#: One character of a script written without spaces.
_UNSPACED_CHAR: regex.Pattern[str] = regex_pattern(_UNSPACED)
#: The pattern starts at the line break itself (the spaces before it are in a
#: variable-length lookbehind), so the search jumps from line break to line break instead
#: of testing the lookbehind at every character: 5x faster on 100,000 characters.
_UNSPACED_BREAK: regex.Pattern[str] = regex_pattern(
    rf"(?<={_UNSPACED}[^\S\r\n]*)(?:\r\n|\r|\n)\p{{White_Space}}*(?={_UNSPACED})"
)


def _unspaced_breaks(text: str) -> list[tuple[int, int]]:
    """Each line break between two characters of unspaced scripts, with the white space
    around it (the spaces before it included).

    A long text none of whose distinct characters is of such a script has none: asked of
    those characters (:func:`._charsets.characters_beyond_ascii`: numpy when at hand, else
    the runs of ASCII taken out), not by the pattern's lookbehind tried at every
    character (0.1 ms against 0.5 for 100,000 characters with numpy; 2.8 ms against 7.1
    for a 311-page manual without)."""
    if len(text) >= ARRAY_SCAN and not any(
        _UNSPACED_CHAR.match(char) for char in characters_beyond_ascii(text)
    ):
        return []
    out = []
    for m in _UNSPACED_BREAK.finditer(text):
        start = m.start()
        while start and text[start - 1] not in "\r\n" and text[start - 1].isspace():
            start -= 1
        out.append((start, m.end()))
    return out


#: Brackets inside which a space at the edge is nothing (``f( x )`` is ``f(x)``).
_OPENING = "([{\u27e8\u3008\u3010"
_CLOSING = ")]}\u27e9\u3009\u3011"
#: A space just inside a bracket (taken out), or a run of two or more spaces (one left):
#: what :func:`_spacing_runs` finds, as a pattern (the tests hold the two together).
_SPACING: re.Pattern[str] = re_pattern(
    rf" (?:(?<=[{re.escape(_OPENING)}] ) *| *(?=[{re.escape(_CLOSING)}])|( +))"
)
_SPACES: re.Pattern[str] = re_pattern(" +")


def _spacing_runs(text: str) -> list[tuple[int, int, str]]:
    """The runs of spaces :data:`_SPACING` matches, each with its replacement: a run just
    inside a bracket (after an opening one, else before a closing one) is taken out, any
    other run of two or more spaces becomes one.

    Found by a search for two spaces and one for brackets (each a C scan that skips to
    what it looks for), a bracket's neighbour then looked at: the pattern tried its
    alternatives at every space of the text, a fifth of a normalized search's fold (1.2 ms
    of 100,000 characters)."""
    runs: dict[int, int] = {}  # start -> end, of runs of two or more spaces (maximal)
    at = text.find("  ")
    while at >= 0:
        found = _SPACES.match(text, at)  # two spaces at least: always a match
        end = found.end() if found else at + 2
        runs[at] = end
        at = text.find("  ", end)
    ending = {end: start for start, end in runs.items()}
    for bracket in _BRACKETS.finditer(text):
        at = bracket.start()
        if bracket.group() in _OPENING_SET:
            if text[at + 1 : at + 2] == " ":
                runs.setdefault(at + 1, at + 2)  # a lone space, unless a longer run is known
        elif at and text[at - 1] == " ":
            runs.setdefault(ending.get(at, at - 1), at)
    return [
        (start, end, "" if text[start - 1 : start] in _OPENING_SET
         or text[end : end + 1] in _CLOSING_SET else " ")
        for start, end in sorted(runs.items())
    ]  # fmt: skip


_OPENING_SET = frozenset(_OPENING)
_CLOSING_SET = frozenset(_CLOSING)
_BRACKETS: re.Pattern[str] = re_pattern(f"[{re.escape(_OPENING + _CLOSING)}]")


class Whitespace(_Pattern):
    """``whitespace``: any run of Unicode white space, line breaks included, equals one space;
    a line break between two characters of a script written without spaces equals nothing;
    and a space just inside a bracket equals nothing.

    False alarm prevented: the source breaks a sentence across lines (``The measured\\n
    value``), uses CRLF, non-breaking or thin spaces, or a PDF leaves two spaces where the
    quote has one; a hard-wrapped Japanese, Chinese or Thai text breaks a line between two
    characters of a word (``地名\\nは`` is quoted ``地名は``); a PDF's reader puts a space
    before a closing bracket that follows an italic word, or drops one, where the quote
    does the other (``(ζf )`` for ``(ζf)``, ``margin ⟩``). Leaves alone: the presence of a
    space between words: ``a b`` never equals ``ab``, nor a space typed between two Han
    characters; and every character that is not white space.

    >>> Whitespace()("The measured\\r\\n  value\\u00a0is")
    'The measured value is'
    >>> Whitespace()("地名\\n  は")
    '地名は'
    >>> Whitespace()("f( x ) and [ y]")
    'f(x) and [y]'
    """

    name = "whitespace"
    pattern = _SPACING

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        breaks: list[tuple[int, int]] = []
        if known is None or "\n" in known or "\r" in known:
            breaks = _unspaced_breaks(text)
        # Swapping each white-space character for a space moves no offset; only the runs
        # that then remain (and the spaces inside brackets) are edited.
        for char in present(text, _WHITE_SPACE_BUT_SPACE, known):
            text = text.replace(char, " ")
        runs = _spacing_runs(text)
        if not breaks:
            return rewrite(text, runs)
        gone = ((start, end, "") for start, end in breaks)
        edits: list[tuple[int, int, str]] = []
        for start, end, new in heapq.merge(gone, runs):
            if edits and start < edits[-1][1]:
                continue  # a run of spaces inside a break already taken out
            edits.append((start, end, new))
        return rewrite(text, edits)

    def replace(self, matched: str) -> str:
        return " "


class LetterSpacing(Normalization):
    """``letterspacing``: a word set letter by letter, three or more letters of a cased script
    each alone between single spaces, equals the word.

    False alarm prevented: a Cyrillic or German book stresses a word by spacing its letters
    (разрядка, Sperrsatz), as wide apart as words, and a PDF's text layer gives them apart
    (``с м и р е́ н ъ``), as an old e-text types them (``g e s p e r r t``); the quote
    reads the word. Both sides are folded, so three words of one letter still equal
    themselves. Leaves alone: two letters (``a b``), letters of scripts without case
    (Han, Arabic, Hebrew: a space typed between two Han characters stays), digits
    (``1 2 3``), and a letter beside a longer word (``of a to``); a one-letter word just
    before or after a spaced word is read into it (``и с м и р е́ н ъ``: ``исмире́нъ``), and
    two spaced words side by side are one.

    >>> LetterSpacing()("such as с м и р е́ н ъ, not a b or 1 2 3")
    'such as смире́нъ, not a b or 1 2 3'
    """

    name = "letterspacing"

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        return rewrite(text, spaced_letters(text))


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
    pattern = regex_pattern(
        r"(?<=\p{L}\p{M}*)[\-\u00ad\u2010\u2011\ufffe][^\S\r\n]*(?:\r\n|\r|\n)"
        r"\p{White_Space}*(?=\p{L})"
    )

    # A cheap first look: most texts have no hyphen at a line break at all.
    _hyphen_at_break: re.Pattern[str] = re_pattern(r"[\-\u00ad\u2010\u2011\ufffe][^\S\r\n]*[\r\n]")

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        no_breaks = known is not None and "\n" not in known and "\r" not in known
        if no_breaks or not self._hyphen_at_break.search(text):
            return text, EditLayer.empty(len(text))
        return super().apply(text)

    def replace(self, matched: str) -> str:
        return SOFT_HYPHEN_MARK


class Case(Normalization):
    """``case``: full Unicode case folding (``ß`` equals ``SS``, ``ﬁ`` equals ``FI``).

    False alarm prevented: a quotation starting a sentence capitalises the source's
    mid-sentence word (``May`` for ``may``), or a heading is quoted in small letters.
    Leaves alone: everything but letter case; it is tolerated only when a policy asks.

    >>> Case()("Straße MAY")
    'strasse may'
    """

    name = "case"

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        folded = text.casefold()
        if len(folded) == len(text):  # folding never shortens, so nothing expanded
            return folded, EditLayer.empty(len(folded))
        edits: list[tuple[int, int, int, int]] = []
        shift = 0
        for m in expanding_in(text).finditer(text):
            start = m.start()
            grown = len(m.group().casefold())
            edits.append((start + shift, start + shift + grown, start, start + 1))
            shift += grown - 1
        return folded, EditLayer(edits, original_length=len(text), folded_length=len(folded))


class UnicodeForms(Normalization):
    """``unicode``: canonically equivalent text is equal (NFC), and ligatures equal their letters.

    False alarm prevented: the source stores ``café`` as ``e`` + U+0301 and the quotation as
    precomposed ``é`` (or the reverse); a PDF stores ``ﬁnd`` with the ``ﬁ`` ligature glyph,
    or Arabic in presentation forms (``ﻟﺒ`` for ``لب``, the shapes letters take in a word);
    a PDF's text layer gives the marks of one class on a letter in the order its font
    draws them, not the order they were typed (Triod Postnaja's Church Slavonic: the varia
    before the psili of ``и҆̀``, the pokrytie before the combining es of ``мⷭ҇цъ``), so a
    letter's marks of one combining class among which a Cyrillic mark stands are equal in
    any order (canonical ordering sorts marks of different classes; :func:`_composed`).
    Leaves alone: compatibility forms that change meaning or reading: superscripts and
    subscripts (``m²`` is not ``m2``), fractions, full-width letters; and diacritics are
    never removed (``résumé`` is not ``resume``).

    >>> UnicodeForms()("cafe\\u0301 \\ufb01nd m²")
    'café find m²'
    """

    name = "unicode"

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        return rewrite(text, self._replacements(text))

    @staticmethod
    def _replacements(text: str) -> Iterator[Replacement]:
        last_end = 0
        for run_start, end in changing_in(text).runs(text):
            # A mark (or Hangul vowel) composes with the character before it: take that too.
            joins_previous = composes_back(text[run_start])
            start = run_start - 1 if joins_previous and run_start > last_end else run_start
            piece = text[start:end]
            new = _composed(piece).translate(ligature_table())
            if new != piece:
                yield start, end, new
                last_end = end


def _composed(piece: str) -> str:
    """``piece`` in NFC, each letter's marks of one combining class sorted by code point
    where one of them is a Cyrillic combining mark (:class:`UnicodeForms` says why): the
    same text for every order of them. Marks of other scripts keep their order, as NFC
    keeps it: Vietnamese ``e`` with an acute under its circumflex is not ``ế``, nor Latvian
    ``ṻ`` (a macron, then a diaeresis) Pinyin's ``ǖ`` (a diaeresis, then a macron)."""
    if not any(_CYRILLIC_MARK.fullmatch(char) for char in piece):
        return nfc(piece)
    out: list[str] = []
    group: list[str] = []  # marks of one class on one letter, in order
    for char in unicodedata.normalize("NFD", piece):
        ccc = unicodedata.combining(char)
        if group and ccc != unicodedata.combining(group[-1]):
            out.extend(sorted(group) if any(map(_CYRILLIC_MARK.fullmatch, group)) else group)
            group = []
        if ccc:
            group.append(char)
        else:
            out.append(char)
    out.extend(sorted(group) if any(map(_CYRILLIC_MARK.fullmatch, group)) else group)
    return nfc("".join(out))


class LookAlikes(Normalization):
    """``lookalikes``: a Latin letter standing in a Cyrillic word for the Cyrillic letter it
    looks like equals that letter, and a Cyrillic one standing in a Latin word the Latin.

    False alarm prevented: a PDF's text layer names a Cyrillic font's glyphs by Latin
    letters (XeTeX gives Triod Postnaja's stressed ``а`` and ``о`` as the Latin ``á`` and
    ``ó``: ``прїидóша`` for ``прїидо́ша``), or a page writes a Latin word with a Cyrillic
    ``о``: the quote reads the same to any eye and was absent. Which script a mixed word
    is, and which pairs look alike, :mod:`._lookalikes` says; the fold rewrites only the
    letters of a word that mixes both scripts, so a word of one script alone is never
    another's (``сор`` is not ``cop``), and a letter with no look-alike is never made one
    (``Pуccкий`` is ``Русский``; ``к`` stays). Leaves alone: letters of Greek and other
    scripts, and capitals whose small letters differ (``В`` and ``B``, ``в`` and ``b``).

    >>> LookAlikes()("пр\u0457ид\u00f3ша c\u043emputer")
    'прїидо́ша computer'
    """

    name = "lookalikes"

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        return rewrite(text, lookalike_replacements(text, _composed))


#: The combining marks of Cyrillic: titlo, pokrytie, psili, dasia and the rest (U+0483 to
#: U+0489), the combining letters (U+2DE0 to U+2DFF) and the Slavonic marks of Cyrillic
#: Extended-B (U+A66F to U+A67D).
_CYRILLIC_MARK = re.compile("[\u0483-\u0489\u2de0-\u2dff\ua66f-\ua67d]")


#: What a writer types for a typographic symbol, as Python-Markdown's smart symbols
#: (``pymdownx.smartsymbols``, on in most MkDocs Material sites) and markdown-it's
#: typographer print it: arrows, not-equal, plus-minus, the legal marks, care-of.
_SPELLED_SYMBOLS = {
    "<-->": "\u2194",
    "-->": "\u2192",
    "<--": "\u2190",
    "=/=": "\u2260",
    "+/-": "\u00b1",
    "(c)": "\u00a9",
    "(r)": "\u00ae",
    "(tm)": "\u2122",
    "c/o": "\u2105",
}
#: Where a spelling is one, as smart symbols read it: ``<-->`` before its two arrows, an
#: arrow not inside a longer run of hyphens (``--->`` stays), ``c/o`` a word of its own;
#: and ``+/-`` not just before ``-->``, whose hyphen it would take: ``+/--->`` folded to
#: ``±-->``, whose arrow then had no hyphen before it, so folding again gave ``±→`` (the
#: idempotence property test found it; a fold must be its own fixed point, or a quote
#: typed as the folded source reads is not found). The fold finds them by substring
#: searches (:func:`_spellings_in`); this pattern says the same in one expression, and
#: the tests hold the searches to it.
_SPELLINGS: re.Pattern[str] = re_pattern(
    r"<-->|(?<![-<])-->|<--(?![->])|=/=|\+/-(?!-->)|\(c\)|\(r\)|\(tm\)|(?<!\w)c/o(?!\w)"
)


def _spellings_in(text: str) -> Iterator[Replacement]:
    """:data:`_SPELLINGS`' matches in ``text`` with their symbols, found by a substring
    search for each spelling (the pattern's lookbehinds made ``re`` try it at every
    character: a fold of a 311-page manual holding ``--`` options paid for it)."""
    found: list[tuple[int, int, str]] = []
    for spelling, symbol in _SPELLED_SYMBOLS.items():
        size = len(spelling)
        at = text.find(spelling)
        while at >= 0:
            end = at + size
            if _spelled_at(text, spelling, at, end):
                found.append((at, end, symbol))
            at = text.find(spelling, at + 1)
    found.sort()
    last_end = 0
    for start, end, symbol in found:
        if start >= last_end:  # leftmost first, as a pattern's scan takes them
            yield start, end, symbol
            last_end = end


def _is_w(char: str) -> bool:
    """``re``'s ``\\w``: a character ``str.isalnum`` takes, or the underscore."""
    return char.isalnum() or char == "_"


def _spelled_at(text: str, spelling: str, start: int, end: int) -> bool:
    """Whether ``spelling``, found at ``start``, stands for its symbol there."""
    if spelling == "-->":
        return start == 0 or text[start - 1] not in "-<"
    if spelling == "<--":
        return end == len(text) or text[end] not in "->"
    if spelling == "+/-":
        return not text.startswith("-->", end)
    if spelling == "c/o":
        return not (start > 0 and _is_w(text[start - 1])) and not (
            end < len(text) and _is_w(text[end])
        )
    return True


#: The spellings holding letters, in every other mix of case (``(C)``, ``(Tm)``, ``C/O``).
_CAPITAL_SPELLINGS = tuple(
    variant
    for spelling in _SPELLED_SYMBOLS
    if any(char.isalpha() for char in spelling)
    for variant in map(
        "".join, product(*(dict.fromkeys((char, char.upper())) for char in spelling))
    )
    if variant != spelling
)


def spelled_in_capitals(text: str) -> bool:
    """Whether ``text`` holds a symbol's spelling in capitals: ``(C)``, ``(TM)``, ``C/O``.

    ``symbols`` reads its spellings in small letters, so in such a text folding with
    ``case`` (which makes ``(C)`` a spelling, then ``©``) is not folding without it and
    case folding after (``(c)``): a prepared source must fold afresh."""
    return any(variant in text for variant in _CAPITAL_SPELLINGS)


class Symbols(Normalization):
    """``symbols``: what a writer types for a typographic symbol equals the symbol: ``-->``
    is ``→``, ``<--`` ``←``, ``<-->`` ``↔``, ``=/=`` ``≠``, ``+/-`` ``±``, ``(c)`` ``©``,
    ``(r)`` ``®``, ``(tm)`` ``™``, ``c/o`` ``℅``.

    False alarm prevented: a Markdown site's smart symbols (MkDocs Material with
    ``pymdownx.smartsymbols``, markdown-it's typographer) print ``A --> B`` in the file as
    ``A → B`` on the page, and a clause's ``(c)`` as ``©``, so a quote copied from the
    page was absent from the file, and a quote typed from the file absent from a PDF made
    of the page. The typed spelling becomes the symbol (not the reverse), so no match can
    begin or end inside ``(tm)``. Leaves alone: ``->`` and ``=>`` (code's operators, never
    made symbols), ``--->``, ``(C)`` in capitals (equal only with ``case``), and vulgar
    fractions: smart symbols print ``1/2`` as ``½`` too, but ``1½`` is one and a half,
    never ``11/2``, so ``½`` stays apart from ``1/2``.

    >>> Symbols()("A --> B =/= C +/-1 (c) 2024 <--> c/o ---> 1/2")
    'A → B ≠ C ±1 © 2024 ↔ ℅ ---> 1/2'
    """

    name = "symbols"

    def apply(self, text: str, known: Inventory | None = None) -> tuple[str, EditLayer]:
        return rewrite(text, _spellings_in(text))


_INVENTORIED_CHARS = (
    _SINGLE_QUOTES + _DOUBLE_QUOTES + _DASHES + _INVISIBLE + "\u2026" + _WHITE_SPACE_BUT_SPACE
)
_INVENTORIED: re.Pattern[str] = re_pattern(f"[{re.escape(_INVENTORIED_CHARS)}]")
_INVENTORIED_ASCII = "".join(
    sorted({char for char in _INVENTORIED_CHARS if char.isascii() and char not in _CONTROLS})
)
_CONTROL: re.Pattern[str] = re_pattern(f"[{re.escape(_CONTROLS)}]")
_INVENTORIED_WIDE = frozenset(char for char in _INVENTORIED_CHARS if not char.isascii())


def inventory(text: str) -> Inventory:
    """The characters of ``text`` that quotes, dashes, invisible, ellipsis or whitespace
    would touch: one scan, shared by the normalizations of one fold (for a long text with
    numpy at hand, its distinct characters beyond ASCII, and a search for each ASCII one)."""
    if len(text) >= ARRAY_SCAN and arrays_at_hand():
        wide = characters_beyond_ascii(text) & _INVENTORIED_WIDE
        # the controls in one scan, not one each (almost every text has none)
        controls = frozenset(_CONTROL.findall(text)) if _CONTROL.search(text) else frozenset()
        return frozenset(char for char in _INVENTORIED_ASCII if char in text) | wide | controls
    return frozenset(_INVENTORIED.findall(text))


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
#: what full case folding decomposes (``ΐ``), which keeps every fold idempotent; look-alikes
#: run after letterspacing, which can make one word of a Latin and a Cyrillic letter
#: (``a ж ж``: its fold folded again was another, a review's finding); symbols
#: runs last, since the others can make a spelling (``–->`` once dashes are folded,
#: ``( c)`` once white space is) and none touches a symbol.
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
        LetterSpacing(),
        LookAlikes(),
        Symbols(),
    ]
)

FoldFunction = Callable[[str], str]
