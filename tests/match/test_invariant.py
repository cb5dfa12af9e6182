"""The invariant users depend on: an altered quote is never verbatim, normalized or elided.

Quotes are drawn from real sentences in a source with typographic noise (curly quotes,
line breaks, non-breaking spaces); a genuine quote must verify, and a changed number, a
changed word, an inserted word (a negation above all) or a dropped word must not.
"""

import json
import re
from pathlib import Path

import regex
from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof.match import PreparedSource, locate
from citeproof.text._scripts import NEGATION_PREFIXES, NEGATION_SUFFIXES

SENTENCES = (Path(__file__).parents[1] / "data/sentences.txt").read_text("utf-8").splitlines()
# The source: every sentence, with line breaks mid-sentence and typographic variants.
SOURCE_TEXT = "\n".join(
    s.replace(" the ", " the\n", 1).replace(" of ", " of\u00a0", 1) for s in SENTENCES
)
SOURCE = PreparedSource(SOURCE_TEXT)
VOCABULARY = sorted({w for s in SENTENCES for w in re.findall(r"[A-Za-z]+", s)})


def oracle_holds(quote: str) -> bool:
    """An independent check: are the quote's words, in order, contiguous in some sentence?"""
    words = re.findall(r"\w+(?:\.\w+)?", quote.casefold())
    for sentence in SENTENCES:
        source_words = re.findall(r"\w+(?:\.\w+)?", sentence.casefold())
        for i in range(len(source_words) - len(words) + 1):
            if source_words[i : i + len(words)] == words:
                return True
    return False


@st.composite
def genuine_quote(draw: st.DrawFn) -> str:
    sentence = draw(st.sampled_from(SENTENCES))
    words = sentence.split(" ")
    start = draw(st.integers(0, len(words) - 4))
    end = draw(st.integers(start + 4, len(words)))
    return " ".join(words[start:end])


@given(genuine_quote())
def test_genuine_quotes_verify(quote: str) -> None:
    finding = locate(SOURCE, [quote])[0]
    assert finding.confirmed, (quote, finding.verdict)


@st.composite
def altered_quote(draw: st.DrawFn) -> tuple[str, str]:
    words = draw(genuine_quote()).split(" ")
    kind = draw(st.sampled_from(["number", "word", "insert", "negation", "drop"]))
    i = draw(st.integers(0, len(words) - 1))
    if kind == "number":
        numbers = [j for j, w in enumerate(words) if re.search(r"\d", w)]
        assume(numbers)
        j = draw(st.sampled_from(numbers))
        digits = [k for k, c in enumerate(words[j]) if c.isdigit()]
        k = draw(st.sampled_from(digits))
        new = str((int(words[j][k]) + draw(st.integers(1, 9))) % 10)
        words[j] = words[j][:k] + new + words[j][k + 1 :]
    elif kind == "word":
        replacement = draw(st.sampled_from(VOCABULARY))
        assume(replacement.casefold() != words[i].strip(".,;").casefold())
        words[i] = replacement
    elif kind == "insert":
        words.insert(i, draw(st.sampled_from(VOCABULARY)))
    elif kind == "negation":
        if "not" in words:
            words.remove("not")
        else:
            words.insert(i, draw(st.sampled_from(["not", "never", "no"])))
    else:
        assume(len(words) > 4)
        del words[i]
    return kind, " ".join(words)


@given(altered_quote())
def test_altered_quotes_are_never_confirmed(case: tuple[str, str]) -> None:
    kind, quote = case
    assume(not oracle_holds(quote))  # the change happens to say what some sentence says
    finding = locate(SOURCE, [quote])[0]
    assert not finding.confirmed, (kind, quote, finding.verdict, finding.matched_text)


# ---- Scripts without spaces and right-to-left scripts -------------------------------------
# Real texts (tests/data/cases/languages.json): the UDHR in Chinese, Japanese, Thai, Arabic,
# Hebrew and Russian, and news in Chinese, Japanese and Thai (numbers inside runs).

_DATA = json.loads((Path(__file__).parents[1] / "data/cases/languages.json").read_text("utf-8"))
_NAMES = {
    "zh/cmn_hans": "zh", "zh/chinese_article_001": "zh", "ja/jpn": "ja",
    "ja/japanese_article": "ja", "th/tha": "th", "th/thai_article": "th",
    "ar/arb": "ar", "he/heb": "he", "ru/rus": "ru",
}  # fmt: skip
PREPARED = {name: PreparedSource(_DATA["sources"][name]["text"]) for name in _NAMES}
UNSPACED_LANGUAGES = ("zh", "ja", "th")
#: A negation particle or word of each language, to add or take away.
PARTICLES = {"zh": ("不", "没", "未", "非", "无"), "ja": ("ない", "ず", "ません"),
             "th": ("ไม่",), "ar": ("لا", "لن", "لم"), "he": ("לא", "אין"),
             "ru": ("не", "ни")}  # fmt: skip
#: Names the texts hold.
NAMES = {"zh": ("联合国", "米勒-怀特", "中国日报"), "ja": ("国際連合", "トランプ", "金正恩"),
         "th": ("สหประชาชาติ", "สุรชัย"), "ar": ("الأمم المتحدة",),
         "he": ("האומות המאוחדות",), "ru": ("Объединенных Наций",)}  # fmt: skip
_HAN_NUMERALS = set("〇零一二三四五六七八九十百千万萬亿億两兩")
_WORD = regex.compile(r"\w", regex.V1)
#: Letters of the scripts written without spaces that these texts use.
_RUN = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}]", regex.V1)


def _numeral(char: str) -> bool:
    return char.isdecimal() or char in _HAN_NUMERALS


def _edges(text: str, unspaced: bool) -> list[int]:
    """Where a quote may start or end, by the rules a reader expects: between grapheme
    clusters in a script without spaces (words elsewhere), never inside a number, never
    just after a negation prefix (不, ไม่) nor just before a negation suffix (ない)."""
    if unspaced:
        cuts = [m.start() for m in regex.finditer(r"\X", text)] + [len(text)]
    else:
        cuts = sorted({m.start() for m in regex.finditer(r"\w+", text)}
                      | {m.end() for m in regex.finditer(r"\w+", text)})  # fmt: skip
    out = []
    for i in cuts:
        inside = 0 < i < len(text)
        if inside and _numeral(text[i - 1]) and _numeral(text[i]):
            continue
        if inside and all(_WORD.match(c) and not _RUN.match(c) for c in text[i - 1 : i + 1]):
            continue  # inside a word of a spaced script (DNA in Thai news)
        if any(text.endswith(p, 0, i) for p in NEGATION_PREFIXES):
            continue
        if any(text.startswith(s, i) for s in NEGATION_SUFFIXES):
            continue
        out.append(i)
    return out


def _paragraphs(name: str) -> list[tuple[str, list[int]]]:
    unspaced = _NAMES[name] in UNSPACED_LANGUAGES
    text = PREPARED[name].text
    out = []
    for paragraph in text.split("\n"):
        if len(paragraph) >= 12:
            out.append((paragraph, _edges(paragraph, unspaced)))
    return out


PARAGRAPHS = {name: _paragraphs(name) for name in _NAMES}


def _absent(name: str, quote: str) -> bool:
    """Independently of the engine's tiers: the quote's characters, white space ignored,
    are nowhere in the source (an alteration that happens to say what the source says
    elsewhere is no alteration)."""
    squash = lambda s: regex.sub(r"\s+", "", s).casefold()  # noqa: E731
    return squash(quote) not in squash(PREPARED[name].text)


@st.composite
def _stretch(
    draw: st.DrawFn, name: str, inside: tuple[int, int] | None = None
) -> tuple[str, int, int]:
    """A stretch of a paragraph of ``name`` between two edges, at least 8 characters long;
    with ``inside`` = (paragraph index, offset range), one that holds that range."""
    if inside is None:
        index = draw(st.integers(0, len(PARAGRAPHS[name]) - 1))
        paragraph, edges = PARAGRAPHS[name][index]
        starts = [e for e in edges[:-1] if _WORD.match(paragraph, e) and e + 8 <= edges[-1]]
        start = draw(st.sampled_from(starts))
        ends = [e for e in edges if e >= start + 8 and _WORD.match(paragraph[e - 1])]
        end = draw(st.sampled_from(ends)) if ends else edges[-1]
        return paragraph, start, end
    index, (lo, hi) = inside
    paragraph, edges = PARAGRAPHS[name][index]
    starts = [e for e in edges if e < lo] or [0]
    ends = [e for e in edges if e > hi] or [len(paragraph)]
    start = draw(st.sampled_from(starts[-6:]))
    end = draw(st.sampled_from(ends[:6]))
    return paragraph, start, end


@given(st.data())
def test_substrings_cut_anywhere_in_runs_verify(data: st.DataObject) -> None:
    """A genuine quote that starts and ends at any cluster boundary inside a run of Han, Kana
    or Thai characters (but inside no number, next to no negation particle) is confirmed."""
    name = data.draw(
        st.sampled_from([n for n, lang in _NAMES.items() if lang in UNSPACED_LANGUAGES])
    )
    paragraph, start, end = data.draw(_stretch(name))
    quote = paragraph[start:end]
    finding = locate(PREPARED[name], [quote])[0]
    assert finding.confirmed, (name, quote, finding.verdict)


def _occurrences(name: str, needles: tuple[str, ...]) -> list[tuple[int, int, int]]:
    """(paragraph index, start, end) of every occurrence of the needles."""
    out = []
    for index, (paragraph, _) in enumerate(PARAGRAPHS[name]):
        for needle in needles:
            for m in regex.finditer(regex.escape(needle), paragraph):
                out.append((index, m.start(), m.end()))
    return out


_DIGITS = {name: [(i, m.start(), m.end()) for i, (p, _) in enumerate(PARAGRAPHS[name])
                  for m in regex.finditer(r"\d", p)] for name in _NAMES}  # fmt: skip
_WITH_DIGITS = [name for name, found in _DIGITS.items() if found]


@given(st.data())
def test_a_changed_digit_is_never_confirmed_in_any_script(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(_WITH_DIGITS))
    index, lo, hi = data.draw(st.sampled_from(_DIGITS[name]))
    paragraph, start, end = data.draw(_stretch(name, (index, (lo, hi))))
    digit = paragraph[lo]
    value = (int(digit) + data.draw(st.integers(1, 9))) % 10
    changed = chr(ord(digit) - int(digit) + value)  # the same script's digit
    quote = paragraph[start:lo] + changed + paragraph[hi:end]
    assume(_absent(name, quote))
    finding = locate(PREPARED[name], [quote])[0]
    assert not finding.confirmed, (name, quote, finding.verdict, finding.matched_text)


@given(st.data())
def test_a_negation_added_or_taken_away_is_never_confirmed(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(_NAMES)))
    language = _NAMES[name]
    found = _occurrences(name, PARTICLES[language])
    unspaced = language in UNSPACED_LANGUAGES
    if found and data.draw(st.booleans()):  # take one away
        index, lo, hi = data.draw(st.sampled_from(found))
        paragraph, start, end = data.draw(_stretch(name, (index, (lo, hi))))
        if not unspaced and paragraph[hi : hi + 1] == " ":
            hi += 1  # and the space after the word
        quote = paragraph[start:lo] + paragraph[hi:end]
    else:  # add one at an edge inside the quote
        paragraph, start, end = data.draw(_stretch(name))
        inner = [e for e in _edges(paragraph, unspaced) if start < e < end]
        at = data.draw(st.sampled_from(inner)) if inner else start
        particle = data.draw(st.sampled_from(PARTICLES[language]))
        particle = particle if unspaced else particle + " "
        quote = paragraph[start:at] + particle + paragraph[at:end]
    assume(_absent(name, quote))
    finding = locate(PREPARED[name], [quote])[0]
    assert not finding.confirmed, (name, quote, finding.verdict, finding.matched_text)


@given(st.data())
def test_a_changed_letter_of_a_name_is_never_confirmed(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from([n for n in _NAMES if _occurrences(n, NAMES[_NAMES[n]])]))
    index, lo, hi = data.draw(st.sampled_from(_occurrences(name, NAMES[_NAMES[name]])))
    paragraph, start, end = data.draw(_stretch(name, (index, (lo, hi))))
    letters = [i for i in range(lo, hi) if regex.match(r"\p{L}", paragraph[i])]
    at = data.draw(st.sampled_from(letters))
    alphabet = sorted({c for c in paragraph if regex.match(r"\p{L}", c)} - {paragraph[at]})
    quote = paragraph[start:at] + data.draw(st.sampled_from(alphabet)) + paragraph[at + 1 : end]
    assume(_absent(name, quote))
    finding = locate(PREPARED[name], [quote])[0]
    assert not finding.confirmed, (name, quote, finding.verdict, finding.matched_text)
