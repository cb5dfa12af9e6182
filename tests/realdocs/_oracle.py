"""The oracle for real PDFs: two independent readings, and citeproof measured against them.

The two readings are pdfminer.six (pure Python) and poppler's ``pdftotext`` (C++), both
test-only. Neither is trusted alone: a word or a sentence counts only where both agree, so
an artifact of one reader (a glued pair, a column read across) never becomes a demand on
citeproof. Readings are cached next to the documents (keyed by the file's sha256 and the
readers' versions), so a second run costs only citeproof's own reading.

Words
    Text is NFKC-normalised (ligatures, full-width forms) and casefolded, soft hyphens are
    dropped, and it is cut into words: runs of ``\\w`` outside the scripts written without
    spaces, and single characters of Han, Hiragana, Katakana and Thai (those scripts do not
    mark word ends, so a line break inside a sentence must not make or break a "word").
    A word ending a line with a hyphen and the word starting the next line are *fragments*:
    whether ``exam-`` / ``ple`` is one word or a compound is not knowable, so fragments are
    left out of the oracle words, and their joins (``example``) are added to the vocabulary.

    The oracle words of a page are the multiset intersection of the two readings' words on
    that page (fragments left out). **Recall** of a page is the share of them found in
    citeproof's text of that page (multiset: a word the page has three times must be there
    three times). A word missing from the body but present in citeproof's furniture for the
    page (running heads, page numbers: ``Block.kind == "furniture"``) counts as found and is
    reported separately. A document's recall is the pooled count over its pages.

Glued words
    A word of citeproof's text (body or furniture) that neither reading has anywhere in the
    document (nor as a fragment join), and that is the concatenation of two to five words
    standing next to each other in either reading ("here's to the crazy ones" ->
    "herestothecrazyones"), is *glued*; digits alone ("2928" from an axis's "29 28") are
    too ambiguous to count. Adjacency keeps this exact: a reversed word
    ("rebmun") or a lost ligature ("irst") is no glue (recall sees those).

Sentences
    Passages are cut from pdftotext's page text at sentence ends and blank lines and kept
    when they are sentences of prose (they end with a sentence's final mark: a table's
    column, a form's labels or a slide's word list is not what people quote, and two
    readers of a table need not agree with a third on its order) and have 6 to 30 words
    (a longer one gives its first 20 words, or fewer so as to end where a word ends, not
    inside a run of Japanese), hold at least three words of three letters or more, have
    no space before a punctuation mark (a sign of a note marker or a layout artifact) and
    no markup or code characters, are not on a table of contents' or index's page (dot leaders), and
    share no line with a running head (a line of two
    words or more on three pages or more, digits masked); a page's number standing alone
    atop its first passage is left out of it (no one quotes it). A word hyphenated at a line end
    between small letters is quoted joined (``exam-`` / ``ple`` as ``example``, what a
    writer types; the ``hyphenation`` normalization must match it either way); their word
    sequence must occur contiguously in pdfminer's reading of the same page, each dash
    standing free between words counted as a word (pdftotext takes one ending a line for
    a word's hyphen and drops it: acmart's sample "appropriately -" over "https://…" read
    "appropriately https://…", where the page and pdfminer keep the dash), so a passage
    is what both readings agree the page says. They are written as a person would quote
    them: the reading's characters, single spaces. Up to ``SENTENCES`` are taken per
    document, evenly spread over the candidates in page order (deterministic). Each is then
    *altered* (a digit changed, a content word swapped for another word of the document,
    or "not" inserted), keeping only alterations whose word sequence neither reading has
    anywhere in the document: those must never be confirmed.
"""

from __future__ import annotations

import bisect
import hashlib
import html
import json
import logging
import statistics
import subprocess
import time
import unicodedata
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import regex

from citeproof.match import DEFAULT_POLICY
from citeproof.text import evidence_length

from ._cache import cache_dir, write_whole

__all__ = [
    "SENTENCES",
    "Alteration",
    "DocumentResult",
    "Readings",
    "accented_quotes",
    "altered",
    "furniture_quotes",
    "head_quotes",
    "measure",
    "measure_furniture_and_accents",
    "readings",
    "repeated_edge_lines",
    "running_heads",
    "sentences",
    "words",
]

SENTENCES = 15
#: A line set larger than this share of its page's median line height is a title there.
TITLE_SIZE = 1.1
#: A running head's occurrences differ in size by this share at most.
ONE_SIZE = 1.15
#: A running head's or foot's box tops on its pages lie within this many points.
PLACE_SLACK = 12.0
_NO_SPACE = r"\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}"
_WORD = regex.compile(rf"[{_NO_SPACE}]|[^\W{_NO_SPACE}]+", regex.V1)
_HYPHENS = "-\u2010\u2011"
_LINE_END_HYPHEN = regex.compile(rf"(\w)[{_HYPHENS}\u00ad][ \t]*\n\s*(\w)")
_SENTENCE_END = regex.compile(r"(?<=[.!?;:。！？])[\"'”’)\]」』]*\s+|\n\s*\n|(?<=[。！？])")
_FINAL_MARK = regex.compile(r"[.!?。！？][\"'”’)\]」』]*\s*$")
_HYPHEN_BREAK = regex.compile(rf"(?<=\p{{Ll}})[{_HYPHENS}\u00ad][ \t]*\n\s*(?=\p{{Ll}})")
_NO_SPACE_CHAR = regex.compile(rf"[{_NO_SPACE}\p{{Hangul}}]")
_DIGIT = regex.compile(r"[0-9]")
_SPACE_BEFORE_PUNCTUATION = regex.compile(r"\s[.,;:!?]")
_WORD_CHAR = regex.compile(r"\w")
_LEADERS = regex.compile(r"(?:\. ?){4,}|…{2,}")
_CODE = regex.compile(r"[<>{}\\=_|~^`@]")
_PAGE_NUMBER_LINE = regex.compile(r"\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*$")
_STOP = frozenset(
    "the a an and or but of to in on at by for with from as is are was were be been being it "
    "its this that these those not no can will would should could may might must do does did "
    "has have had which who whom whose what when where why how than then there their they "
    "them he she his her we our you your i me my all any each some such only also into".split()
)
_AUXILIARIES = ("is", "are", "was", "were", "can", "will", "should", "must", "may", "does")


def normalize(text: str) -> str:
    """NFKC, casefold, soft hyphens dropped: the form words are compared in."""
    return unicodedata.normalize("NFKC", text).replace("\u00ad", "").casefold()


def words(text: str) -> list[str]:
    """The words of ``text`` (normalised; see the module docstring)."""
    return _WORD.findall(normalize(text))


@dataclass(frozen=True)
class _PageWords:
    """One reading of one page: its words (fragments left out) and its fragment joins."""

    clean: Counter[str]
    joins: frozenset[str]
    sequence: tuple[str, ...]


def _page_words(text: str) -> _PageWords:
    text = unicodedata.normalize("NFKC", text)
    spans = [(m.start(), m.end(), normalize(m.group())) for m in _WORD.finditer(text)]
    starts = [s for s, _, _ in spans]
    fragments: set[int] = set()
    joins: set[str] = set()
    for match in _LINE_END_HYPHEN.finditer(text):
        before = bisect.bisect_right(starts, match.start(1)) - 1
        after = bisect.bisect_right(starts, match.end(2) - 1) - 1
        if before < 0 or after < 0:
            continue
        fragments.update((before, after))
        joins.add(spans[before][2] + spans[after][2])
    clean: Counter[str] = Counter()
    for i, (_, _, word) in enumerate(spans):
        if word and i not in fragments:
            clean[word] += 1
    return _PageWords(clean, frozenset(joins), tuple(w for _, _, w in spans if w))


@dataclass
class Readings:
    """Both readings of a document, page by page (text as each reader wrote it)."""

    pdfminer: list[str]
    pdftotext: list[str]
    seconds: float = 0.0

    @property
    def agree_on_pages(self) -> bool:
        return len(self.pdfminer) == len(self.pdftotext)


def _tool_versions() -> str:
    import pdfminer

    try:
        poppler = subprocess.run(
            ["pdftotext", "-v"], capture_output=True, text=True, timeout=30, check=False
        ).stderr.split("\n")[0]
    except FileNotFoundError as error:
        raise RuntimeError(
            "pdftotext (Debian package poppler-utils) is needed by the PDF oracle"
        ) from error
    return f"pdfminer.six {pdfminer.__version__}; {poppler}"


def _pages(text: str) -> list[str]:
    """Split a reader's output at form feeds (both end every page with one)."""
    pages = text.split("\f")
    if pages and not pages[-1].strip():
        pages.pop()
    return pages


def _read_pdfminer(path: Path) -> list[str]:
    from pdfminer.high_level import extract_text

    logging.getLogger("pdfminer").setLevel(logging.ERROR)

    try:
        return _pages(extract_text(str(path)))
    except Exception:
        return []


def readings(path: Path, sha256: str) -> Readings:
    """Both readings of the PDF at ``path`` (cached by ``sha256`` and the readers' versions).

    pdftotext runs in a subprocess while pdfminer reads in this one.
    """
    versions = _tool_versions()
    key = hashlib.sha256(f"{sha256}\n{versions}".encode()).hexdigest()[:24]
    cached = cache_dir() / "oracle" / f"{key}.json"
    if cached.exists():
        data = json.loads(cached.read_text("utf-8"))
        return Readings(data["pdfminer"], data["pdftotext"], data["seconds"])
    started = time.perf_counter()
    poppler = subprocess.Popen(
        ["pdftotext", "-q", "-enc", "UTF-8", str(path), "-"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    miner = _read_pdfminer(path)
    out, _ = poppler.communicate(timeout=600)
    text = _pages(out.decode("utf-8", "replace")) if poppler.returncode == 0 else []
    result = Readings(miner, text, time.perf_counter() - started)
    cached.parent.mkdir(parents=True, exist_ok=True)
    write_whole(
        cached, json.dumps({"pdfminer": miner, "pdftotext": text, "seconds": result.seconds})
    )
    return result


# -- sentences -------------------------------------------------------------------------


def _quote_form(passage: str) -> str:
    """A passage as a person would quote it: single spaces (none between two characters
    of a script written without spaces, where the break was only a line end)."""
    passage = passage.strip()
    passage = regex.sub(rf"(?<=[{_NO_SPACE}])\s*\n\s*(?=[{_NO_SPACE}])", "", passage)
    return regex.sub(r"\s+", " ", passage)


def _contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    if not needle:
        return False
    joined = "\x00" + "\x00".join(haystack) + "\x00"
    return ("\x00" + "\x00".join(needle) + "\x00") in joined


def _masked(line: str) -> str:
    return regex.sub(r"\s+", " ", _DIGIT.sub("#", line)).strip()


def _repeated_lines(pages: Sequence[str], least: int = 3) -> set[str]:
    """Lines of two words or more found on ``least`` pages or more (digits masked, so
    "Page 3 of 48" repeats): running heads and feet, stamps."""
    count: Counter[str] = Counter()
    for page in pages:
        count.update({_masked(line) for line in page.split("\n") if len(line.split()) >= 2})
    return {line for line, n in count.items() if n >= least}


def sentences(read: Readings, limit: int = SENTENCES) -> list[tuple[int, str]]:
    """Up to ``limit`` passages (page index, quote) both readings agree on (see module)."""
    if not read.agree_on_pages:
        return []
    candidates: list[tuple[int, str]] = []
    repeated = _repeated_lines(read.pdftotext)
    seen: set[str] = set()
    for index, (poppler, miner) in enumerate(zip(read.pdftotext, read.pdfminer, strict=True)):
        if len(_LEADERS.findall(poppler)) >= 3:
            continue  # a table of contents or an index: entries, dot leaders, page numbers
        miner_sequence = _page_words(miner).sequence
        miner_dashed = words(_FREE_DASH.sub(_DASH_WORD, miner))
        for raw in _SENTENCE_END.split(poppler):
            if raw is None or not _FINAL_MARK.search(raw):
                continue
            raw = _HYPHEN_BREAK.sub("", raw)  # quoted joined, as a writer types the word
            first = raw.lstrip().split("\n", 1)
            if (
                len(first) == 2
                and _PAGE_NUMBER_LINE.match(first[0])
                and poppler.lstrip().startswith(first[0])
            ):
                raw = first[1]  # the page's number atop its first passage: no one quotes it
            if regex.search(rf"[{_HYPHENS}\u00ad][ \t]*\n", raw):
                continue  # a break at a hyphen between capitals or digits: unknowable
            spans = list(_WORD.finditer(normalize(raw)))
            if len(spans) < 6:
                continue
            passage = raw
            if len(spans) > 30:
                # Cut after the 20th word or the nearest one before it that ends a word
                # (not inside a run of a script written without spaces).
                raw_spans = list(_WORD.finditer(raw))[:20]
                ends = [m.end() for m in raw_spans[5:] if not _WORD_CHAR.match(raw, m.end())]
                if not ends:
                    continue
                passage = raw[: ends[-1]]
            quote = _quote_form(passage)
            sequence = words(quote)
            if not 6 <= len(sequence) <= 30:
                continue
            if sum(1 for w in sequence if len(w) >= 3 and w.isalpha()) < 3:
                continue
            if "\ufffd" in quote:
                continue  # a glyph neither reader could name (a font's missing-glyph box)
            if _SPACE_BEFORE_PUNCTUATION.search(quote) or _CODE.search(quote):
                continue  # "hurricanes 3 ." (a note marker), markup or code: not prose
            if any(_masked(line) in repeated for line in passage.split("\n")):
                continue  # a running head, foot or stamp: never evidence
            if quote in seen or not _contains(miner_sequence, sequence):
                continue
            if not _contains(miner_dashed, words(_FREE_DASH.sub(_DASH_WORD, quote))):
                continue  # pdftotext took a free dash ending a line for a hyphen
            seen.add(quote)
            candidates.append((index, quote))
    if len(candidates) <= limit:
        return candidates
    step = (len(candidates) - 1) / (limit - 1)
    return [candidates[round(i * step)] for i in range(limit)]


@dataclass(frozen=True)
class Alteration:
    """A genuine quote made false: ``how`` is ``digit``, ``swap`` or ``not``."""

    how: str
    quote: str


def _stable(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)


def _alter_digit(quote: str) -> str | None:
    digits = list(_DIGIT.finditer(quote))
    if not digits:
        return None
    match = digits[_stable(quote) % len(digits)]
    new = str((int(match.group()) + 1) % 10)
    return quote[: match.start()] + new + quote[match.end() :]


def _alter_swap(quote: str, vocabulary: Sequence[str]) -> str | None:
    spans = [m for m in regex.finditer(r"\p{L}{4,}", quote) if normalize(m.group()) not in _STOP]
    if not spans or not vocabulary:
        return None
    match = spans[_stable(quote) % len(spans)]
    start = _stable(quote + "swap") % len(vocabulary)
    for offset in range(len(vocabulary)):
        other = vocabulary[(start + offset) % len(vocabulary)]
        if other != normalize(match.group()):
            return quote[: match.start()] + other + quote[match.end() :]
    return None


def _alter_not(quote: str) -> str | None:
    tokens = quote.split(" ")
    for i, token in enumerate(tokens):
        if normalize(token) in _AUXILIARIES and i + 1 < len(tokens):
            return " ".join([*tokens[: i + 1], "not", *tokens[i + 1 :]])
    if len(tokens) < 4 or _NO_SPACE_CHAR.search(quote):
        return None
    middle = len(tokens) // 2
    return " ".join([*tokens[:middle], "not", *tokens[middle:]])


def altered(quotes: Sequence[str], read: Readings, per_quote: int = 2) -> list[Alteration]:
    """False versions of ``quotes``: none of their word sequences is in either reading."""
    pages = [_page_words(p).sequence for p in [*read.pdfminer, *read.pdftotext]]
    pool = sorted({w for p in pages for w in p if len(w) >= 4 and w.isalpha() and w not in _STOP})
    out: list[Alteration] = []
    for index, quote in enumerate(quotes):
        made = 0
        for turn in range(3):
            how = ("digit", "swap", "not")[(index + turn) % 3]
            if how == "digit":
                candidate = _alter_digit(quote)
            elif how == "swap":
                candidate = _alter_swap(quote, pool)
            else:
                candidate = _alter_not(quote)
            if candidate is None or candidate == quote:
                continue
            sequence = words(candidate)
            if any(_contains(page, sequence) for page in pages):
                continue
            out.append(Alteration(how, candidate))
            made += 1
            if made == per_quote:
                break
    return out


# -- citeproof against the oracle ------------------------------------------------------


@dataclass
class DocumentResult:
    """One document measured (see the module docstring for every number)."""

    pages: int = 0
    oracle_pages: int = 0
    oracle_words: int = 0
    found_body: int = 0
    found_furniture: int = 0
    glued: int = 0
    glued_examples: list[str] = field(default_factory=list)
    sentences: int = 0
    confirmed: int = 0
    unconfirmed_examples: list[str] = field(default_factory=list)
    #: Every genuine sentence not confirmed (``unconfirmed_examples`` is the first three).
    unconfirmed: list[str] = field(default_factory=list)
    #: Of those, how many were told ONLY IN THE FURNITURE rather than judged absent (set
    #: by the untuned report, which asks for the verdicts).
    furniture_told: int = 0
    altered: int = 0
    altered_confirmed: int = 0
    altered_examples: list[str] = field(default_factory=list)
    heads: int = 0
    heads_confirmed: int = 0
    heads_examples: list[str] = field(default_factory=list)
    accented: int = 0
    accented_confirmed: int = 0
    accented_examples: list[str] = field(default_factory=list)
    worst_pages: list[tuple[int, float]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        if not self.oracle_words:
            return 1.0
        return (self.found_body + self.found_furniture) / self.oracle_words


def _adjacent_joins(sequences: Sequence[Sequence[str]], longest: int = 5) -> set[str]:
    """Every concatenation of 2..``longest`` words standing next to each other."""
    joins: set[str] = set()
    for sequence in sequences:
        for i in range(len(sequence)):
            joined = sequence[i]
            for j in range(i + 1, min(i + longest, len(sequence))):
                joined += sequence[j]
                joins.add(joined)
    return joins


def _citeproof_pages(document: object) -> tuple[list[str], list[str]]:
    """citeproof's body text and furniture text of every page."""
    text: str = document.text  # type: ignore[attr-defined]
    starts = document.page_starts or (0,)  # type: ignore[attr-defined]
    bounds = [*starts, len(text)]
    body = [text[bounds[i] : bounds[i + 1]] for i in range(len(starts))]
    furniture = [""] * len(body)
    whole: str = document.furniture  # type: ignore[attr-defined]
    blocks = [b for b in document.blocks if b.kind == "furniture"]  # type: ignore[attr-defined]
    if blocks:
        for block in blocks:
            if 1 <= block.page <= len(furniture):
                furniture[block.page - 1] += "\n" + whole[block.start : block.end]
    elif whole:
        # No per-page blocks: the furniture is one pool for the whole document.
        furniture = [whole] * len(body)
    return body, furniture


def measure(
    document: object, read: Readings, check: object, limit: int = SENTENCES
) -> DocumentResult:
    """citeproof's reading of a document (a ``SourceDocument``) against both readings
    (``limit`` genuine sentences at most).

    ``check(quotes) -> list[bool]`` says which quotes citeproof confirms.
    """
    result = DocumentResult()
    body, furniture = _citeproof_pages(document)
    result.pages = len(body)
    result.oracle_pages = len(read.pdftotext)
    if not read.agree_on_pages:
        result.notes.append(
            f"readings disagree on pages: pdfminer {len(read.pdfminer)}, "
            f"pdftotext {len(read.pdftotext)}"
        )
        return result
    miner = [_page_words(p) for p in read.pdfminer]
    poppler = [_page_words(p) for p in read.pdftotext]
    if len(body) != len(miner):
        result.notes.append(f"citeproof has {len(body)} pages, the readings {len(miner)}")
        # Compare the whole document as one page.
        body, furniture = ["\n\n".join(body)], ["\n".join(dict.fromkeys(furniture))]
        merged_m, merged_p = Counter[str](), Counter[str]()
        for m, p in zip(miner, poppler, strict=True):
            merged_m.update(m.clean)
            merged_p.update(p.clean)
        oracle_pages = [merged_m & merged_p]
    else:
        oracle_pages = [m.clean & p.clean for m, p in zip(miner, poppler, strict=True)]
    vocabulary: set[str] = set()
    for reading in (*miner, *poppler):
        vocabulary.update(reading.sequence)
        vocabulary.update(reading.joins)
    adjacent = _adjacent_joins([r.sequence for r in (*miner, *poppler)])
    glued: Counter[str] = Counter()
    for index, (oracle, text, furn) in enumerate(zip(oracle_pages, body, furniture, strict=True)):
        mine = Counter(words(text))
        extra = Counter(words(furn))
        total = sum(oracle.values())
        in_body = sum(min(n, mine[w]) for w, n in oracle.items())
        in_furniture = sum(min(n - min(n, mine[w]), extra[w]) for w, n in oracle.items())
        result.oracle_words += total
        result.found_body += in_body
        result.found_furniture += in_furniture
        if total:
            result.worst_pages.append((index + 1, (in_body + in_furniture) / total))
        for word, n in (mine + extra).items():
            if word not in vocabulary and word in adjacent and not word.isdigit():
                glued[word] += n
    result.worst_pages = sorted(result.worst_pages, key=lambda p: p[1])[:3]
    result.glued = sum(glued.values())
    result.glued_examples = [w for w, _ in glued.most_common(5)]
    genuine = [quote for _, quote in sentences(read, limit)]
    false = altered(genuine, read)
    verdicts = check([*genuine, *(a.quote for a in false)])  # type: ignore[operator]
    result.sentences = len(genuine)
    result.confirmed = sum(verdicts[: len(genuine)])
    result.unconfirmed = [
        q for q, ok in zip(genuine, verdicts[: len(genuine)], strict=True) if not ok
    ]
    result.unconfirmed_examples = result.unconfirmed[:3]
    result.altered = len(false)
    result.altered_confirmed = sum(verdicts[len(genuine) :])
    result.altered_examples = [
        f"{a.how}: {a.quote}" for a, ok in zip(false, verdicts[len(genuine) :], strict=True) if ok
    ][:3]
    return result


# -- running heads and accented names (issue 20) ---------------------------------------

#: TeX's spacing accent glyphs (and ASCII's), as a reader without composition leaves them.
_SPACING_ACCENTS = "\u00a8\u00b4`\u02c6\u02dc\u00b8\u02c7\u02d8\u02d9\u02da\u02dd\u00af^~"
_DOTLESS = str.maketrans({"\u0131": "i", "\u0237": "j"})
_TOKEN = regex.compile(r"\S+")
_ACCENTED = regex.compile(r"[^\W\d_]*\p{M}[\w\p{M}]*|\w*[À-ÖØ-öø-ɏḀ-ỿ][\w\p{M}]*", regex.V1)


def _fold(text: str) -> str:
    """Letters only: accents (combining or spacing) dropped, dotless i as i, casefolded."""
    text = unicodedata.normalize("NFD", text.translate(_DOTLESS))
    text = "".join(c for c in text if not unicodedata.combining(c) and c not in _SPACING_ACCENTS)
    return text.casefold()


def _folded_words(text: str) -> list[str]:
    return [w for w in (_fold(m) for m in _WORD.findall(_fold(text))) if w]


#: A dash standing free between words (not a word's hyphen): "v - písmeno - značka".
_FREE_DASH = regex.compile(r"(?<!\S)[-\u2010-\u2015\u2212](?!\S)")
_DASH_WORD = " \u02bfdash\u02bf "  # one word of its own through _fold and _WORD


def _folded_words_and_dashes(text: str) -> list[str]:
    """:func:`_folded_words`, each free-standing dash a word of its own: two readings that
    disagree on one (pdftotext joins a line ending in a free dash to the next without it,
    taking it for a word's hyphen) do not agree on the words beside it."""
    return _folded_words(_FREE_DASH.sub(_DASH_WORD, text))


#: Each spacing accent as the combining mark it draws (ASCII's too: a font without its
#: accents' names reads TeX's circumflex "B^atiment", and Adobe's glyph list names the
#: grave accent U+0060, "pi`u").
_AS_MARK = dict(
    zip(
        _SPACING_ACCENTS,
        "\u0308\u0301\u0300\u0302\u0303\u0327\u030c\u0306\u0307\u030a\u030b\u0304\u0302\u0303",
        strict=True,
    )
)
#: A combining accent (the diacritical marks' blocks), not a script's own vowel sign or
#: virama (written after its letter, in Unicode's order, by every reader) nor a mark
#: standing between two letters (U+035C-U+0362's double marks, half marks, U+1DCD, U+1DFC:
#: "a͞e", written after the first of its two letters).
_ACCENT_MARK = regex.compile(
    r"[\u0300-\u035b\u0363-\u036f\u1ab0-\u1dcc\u1dce-\u1dfb\u1dfd-\u1dff\u20d0-\u20ff]"
)


def _drawn_first(text: str, *, combining: bool) -> str:
    """``text`` with each accent drawn before a letter written as a combining mark after
    it, as a person types it. pdfminer writes a line's glyphs in the order they are drawn
    and composes none, and TeX draws an accent before its letter (``\\accent``, math
    accents: "Br¨oker", "nota¸c˜ao", and "𝑚⃗a" for a vector arrow drawn over the ``a``;
    the page shows "Bröker", "notação", "𝑚a⃗"): a spacing accent with a letter right
    after it is that letter's, and so, in pdfminer's reading (``combining``), is a
    combining one. pdftotext seats combining marks itself (after their letter, Unicode's
    order), so in its reading only its spacing accents are moved, as in pdfminer's: a
    spacing glyph both readers keep ("´tools’", a verbatim "a~tady") reads alike in both.
    An accent with no letter after it (at a word's end) is the letter's before it
    (:func:`_after_letter`). An accent drawn after its letter inside a word (a font's
    mark positioning) reads here as the next letter's: a name so drawn is not taken (a
    weaker oracle, never a wrong one)."""
    out: list[str] = []
    held: list[tuple[str, str]] = []  # (the glyph as read, the mark it draws)
    for char in text:
        mark = _AS_MARK.get(char)
        if mark is None and combining and _ACCENT_MARK.fullmatch(char):
            mark = char
        if mark is not None:
            held.append((char, mark))
            continue
        if held and _is_letter(char):
            out.append(char + "".join(mark for _, mark in held))
        else:
            _after_letter(out, held)
            out.append(char)
        held.clear()
    _after_letter(out, held)
    return "".join(out)


def _is_letter(char: str) -> bool:
    return unicodedata.category(char).startswith("L")


def _after_letter(out: list[str], held: list[tuple[str, str]]) -> None:
    """Accents with no letter after them: on the letter before them if there is one
    ("Thê´", TeX's Vietnamese acute drawn after its ê and moved back over it), else
    glyphs of their own. ASCII's ``^ ~ `` are an accent only before a letter: after one
    they are glyphs of their own (a verbatim "jusqu’ici~:")."""
    if held and out and out[-1] and _is_letter(out[-1][0]):
        if any(glyph.isascii() for glyph, _ in held):
            out.extend(glyph for glyph, _ in held)
        else:
            out[-1] += "".join(mark for _, mark in held)
    else:
        out.extend(glyph for glyph, _ in held)


def _seated_words_and_dashes(text: str) -> list[str]:
    """:func:`_folded_words_and_dashes` with each letter's accents kept (NFC): the words
    two readings must share letter for letter and mark for mark."""
    text = unicodedata.normalize("NFC", text.translate(_DOTLESS)).casefold()
    return [w for w in _WORD.findall(_FREE_DASH.sub(_DASH_WORD, text)) if w]


def _composed(token: str) -> str:
    """A word as a person types it: composed (NFC), an accent over a dotless i on an i."""
    token = unicodedata.normalize("NFD", token)
    token = regex.sub(r"[\u0131\u0237](?=\p{M})", lambda m: m.group().translate(_DOTLESS), token)
    return unicodedata.normalize("NFC", token)


def accented_quotes(
    read: Readings, limit: int = 20, heads: Collection[str] = ()
) -> list[tuple[int, str]]:
    """Up to ``limit`` short quotes naming an accented word (a name, mostly) as pdftotext
    reads it composed, with the words beside it on its line; the letters (accents aside)
    must stand in the same order in pdfminer's reading of the page (which may leave TeX's
    accents as separate glyphs, "Br¨oker"), and so must every free-standing dash between
    them (pdftotext joins a line ending in " -" to the next without the dash: "písmeno
    značka" where the page says "písmeno - značka"). Its accents too must stand on the
    same letters in both readings, as :func:`_drawn_first` reads them (where the two
    differ, one of them is wrong: asmeconf's "𝑚⃗a", an arrow pdftotext leaves on the m
    that the page shows over the a; sktdoc's grave over an ī, read beside it, "dh`ī").
    Written as a person types them (NFC). A quote shorter than the checker's least
    length (which gets no verdict, ``too-short``: "elk één") takes a second word each
    side, or is left out. A line that is one of ``heads`` (:func:`repeated_edge_lines`) is
    furniture, not the page's text: no name is taken from it (``r-cran-lme4``'s head
    "Douglas Bates, Martin Mächler, Ben Bolker, Steve Walker", rightly told ONLY IN THE
    FURNITURE)."""
    if not read.agree_on_pages:
        return []
    out: list[tuple[int, str]] = []
    seen: set[str] = set()
    for index, (poppler, miner) in enumerate(zip(read.pdftotext, read.pdfminer, strict=True)):
        miner_words = _folded_words_and_dashes(miner)
        miner_seated = _seated_words_and_dashes(_drawn_first(miner, combining=True))
        for line in poppler.split("\n"):
            if heads and _head_key(line.strip()) in heads:
                continue
            tokens = _TOKEN.findall(unicodedata.normalize("NFC", line))
            for i, token in enumerate(tokens):
                word = token.strip(".,;:()[]\"'")
                if len(word) < 3 or not _ACCENTED.fullmatch(word) or _CODE.search(token):
                    continue
                for reach in (1, 2):  # a word more each side when too short for a verdict
                    window = [_composed(t) for t in tokens[max(0, i - reach) : i + 1 + reach]]
                    quote = " ".join(window).strip(" ,;:")
                    if evidence_length(quote) >= DEFAULT_POLICY.min_length:
                        break
                else:
                    continue  # the checker gives no verdict on so short a quote
                folded = _folded_words_and_dashes(quote)
                words = len(_folded_words(quote))
                if words < 2 or quote in seen or not _contains(miner_words, folded):
                    continue
                seated = _seated_words_and_dashes(_drawn_first(quote, combining=False))
                if not _contains(miner_seated, seated):
                    continue  # the readers put an accent on different letters
                seen.add(quote)
                out.append((index, quote))
    if len(out) <= limit:
        return out
    step = (len(out) - 1) / (limit - 1)
    return [out[round(i * step)] for i in range(limit)]


def layout_pages(path: Path, sha256: str) -> list[str]:
    """pdftotext's ``-layout`` reading, page by page (cached like :func:`readings`): the
    page as laid out, so a line's place on the page (its first or last lines) is known."""
    key = hashlib.sha256(f"{sha256}\n{_tool_versions()}\nlayout".encode()).hexdigest()[:24]
    cached = cache_dir() / "oracle" / f"{key}.json"
    if cached.exists():
        pages: list[str] = json.loads(cached.read_text("utf-8"))
        return pages
    done = subprocess.run(
        ["pdftotext", "-q", "-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True, timeout=600, check=False,
    )  # fmt: skip
    pages = _pages(done.stdout.decode("utf-8", "replace")) if done.returncode == 0 else []
    cached.parent.mkdir(parents=True, exist_ok=True)
    write_whole(cached, json.dumps(pages))
    return pages


_BBOX_PAGE = regex.compile(r"<page .*?</page>", regex.S)
_BBOX_LINE = regex.compile(
    r'<line xMin="[^"]*" yMin="([^"]*)" xMax="[^"]*" yMax="([^"]*)">(.*?)</line>', regex.S
)
_BBOX_WORD = regex.compile(r"<word [^>]*>(.*?)</word>", regex.S)


def _bbox_lines(path: Path, sha256: str) -> list[list[tuple[str, float, float]]]:
    """pdftotext's ``-bbox-layout`` lines, page by page: each line's text and the top and
    bottom of its box (points from the page's top), cached like :func:`readings` (one
    pdftotext run for :func:`line_heights` and :func:`line_places` alike)."""
    key = hashlib.sha256(f"{sha256}\n{_tool_versions()}\nbbox-lines".encode()).hexdigest()[:24]
    cached = cache_dir() / "oracle" / f"{key}.json"
    if cached.exists():
        stored = json.loads(cached.read_text("utf-8"))
        return [[(text, top, bottom) for text, top, bottom in page] for page in stored]
    done = subprocess.run(
        ["pdftotext", "-q", "-bbox-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True, timeout=600, check=False,
    )  # fmt: skip
    pages: list[list[tuple[str, float, float]]] = []
    if done.returncode == 0:
        for page in _BBOX_PAGE.findall(done.stdout.decode("utf-8", "replace")):
            lines = []
            for y0, y1, inner in _BBOX_LINE.findall(page):
                text = " ".join(html.unescape(w) for w in _BBOX_WORD.findall(inner))
                lines.append((text, float(y0), float(y1)))
            pages.append(lines)
    cached.parent.mkdir(parents=True, exist_ok=True)
    write_whole(cached, json.dumps(pages))
    return pages


def line_heights(path: Path, sha256: str) -> list[list[tuple[str, float]]]:
    """pdftotext's lines, page by page: each line's text and the height of its box (its
    type size, about)."""
    return [
        [(text, bottom - top) for text, top, bottom in page] for page in _bbox_lines(path, sha256)
    ]


def line_places(path: Path, sha256: str) -> list[list[tuple[str, float]]]:
    """pdftotext's lines, page by page: each line's text and the top of its box (points
    from the page's top)."""
    return [[(text, top) for text, top, _ in page] for page in _bbox_lines(path, sha256)]


def _one_place(
    found: Sequence[tuple[int, str]],
    sequence: Sequence[str],
    places: Sequence[Sequence[tuple[str, float]]],
    least: int,
) -> bool:
    """True when a repeated line stands at one place (its box's top within PLACE_SLACK
    points) on ``least`` of its pages or more, or when where it stands is not known (no
    box line of a page holds its words). A running head or foot keeps its place on every
    page; a table's row that ends a page's table at different heights (a table of a
    Bible's books whose row "Jud Judas Der Brief des Judas" ends three pages' tables,
    among their last two lines) or a paragraph's line that happens to end pages does not.
    """
    tops = []
    for index in dict.fromkeys(i for i, _ in found):
        mine = [top for text, top in places[index] if _contains(_unnumbered_words(text), sequence)]
        if not mine:
            return True  # pdftotext's boxes part the line otherwise: no evidence either way
        tops.append(mine)
    return any(
        sum(any(abs(top - at) <= PLACE_SLACK for top in page) for page in tops) >= least
        for page in tops
        for at in page
    )


def _titles(
    found: Sequence[tuple[int, str]],
    sequence: Sequence[str],
    heights: Sequence[Sequence[tuple[str, float]]],
) -> bool:
    """True when a repeated line is set as a title somewhere it stands: larger than the
    text of its page (a slide's frame title on each of its overlays, a chapter's title at
    the top of its first page), or larger on one page than on another (an outline slide's
    entry that the headline repeats in small type). A running head is set in one size,
    no larger than the text it runs over."""
    sizes = []
    for index in dict.fromkeys(i for i, _ in found):
        page = heights[index]
        if not page:
            continue
        usual = statistics.median(height for _, height in page)
        mine = [h for text, h in page if _contains(_unnumbered_words(text), sequence)]
        if any(h > TITLE_SIZE * usual for h in mine):
            return True
        sizes.extend(mine)
    return bool(sizes) and max(sizes) > ONE_SIZE * min(sizes)


def _edges(page: str, lines: int = 2) -> str:
    """The first and last ``lines`` lines of a laid-out page, as one run of words."""
    kept = [x for x in page.split("\n") if x.strip()]
    return " ".join(" ".join(kept[:lines] + kept[-lines:]).split())


def furniture_quotes(
    read: Readings,
    layout: Sequence[str],
    limit: int = 10,
    heights: Sequence[Sequence[tuple[str, float]]] | None = None,
    places: Sequence[Sequence[tuple[str, float]]] | None = None,
) -> list[str]:
    """Up to ``limit`` running heads and feet, each as a quote of its whole line (the
    first two pages' of each of :func:`running_heads`)."""
    return head_quotes(running_heads(read, layout, heights, places), limit)


def head_quotes(heads: dict[str, list[tuple[int, str]]], limit: int = 10) -> list[str]:
    """:func:`furniture_quotes` of heads already found."""
    out = [(i, _quote_form(x)) for found in heads.values() for i, x in found[:2]]
    out.sort()
    if len(out) <= limit:
        return [quote for _, quote in out]
    step = (len(out) - 1) / (limit - 1)
    return [out[round(i * step)][1] for i in range(limit)]


def running_heads(
    read: Readings,
    layout: Sequence[str],
    heights: Sequence[Sequence[tuple[str, float]]] | None = None,
    places: Sequence[Sequence[tuple[str, float]]] | None = None,
) -> dict[str, list[tuple[int, str]]]:
    """The running heads and feet, each by its key (the line, digits aside) with the
    pages and lines where it stands.

    A line is one when, its digits aside (letter case kept: a section's title is no
    running head in capitals), it stands on three pages or more (every page
    of a shorter document, two at least), on each of them among the first or last two
    lines of the laid-out page (``layout``: a reference card's column heads are on the
    page's first line), has two words or more with one of three letters, and pdfminer
    reads it on those pages too; its pages are not all overlays of one or two slides
    (:func:`_frames`: they must make three frames, or two in a shorter document); and no
    page says its words (digits aside) in any line but its own (a paper's title that the
    head repeats the start of), nor the whole line across a line break (a title set in two
    lines), so confirming it can only mean reading furniture as text. With
    ``heights`` (:func:`line_heights`), a line set as a title where it stands (see
    :func:`_titles`) is no running head either: it is the page's own first line. With
    ``places`` (:func:`line_places`), a line that does not keep one place on three of its
    pages (two in a shorter document) is no running head or foot: see :func:`_one_place`.
    """
    pages = len(read.pdftotext)
    if not read.agree_on_pages or pages < 2 or len(layout) != pages:
        return {}
    where = _edge_lines(read, layout)
    heads: dict[str, list[tuple[int, str]]] = {}
    masked_lines = [[_unnumbered_words(x) for x in page.split("\n")] for page in read.pdftotext]
    flat_pages = [
        " ".join(_DIGIT.sub("", unicodedata.normalize("NFKC", page)).split())
        for page in read.pdftotext
    ]
    frames = _frames(read.pdftotext)
    for key, found in where.items():
        if len({index for index, _ in found}) < min(3, pages) or len(
            {frames[index] for index, _ in found}
        ) < max(2, min(3, frames[-1] + 1)):
            continue
        if not all(_contains(_page_words(read.pdfminer[i]).sequence, words(x)) for i, x in found):
            continue
        # Its words (digits aside, as it was grouped) must stand nowhere but in its own
        # lines: a page that says them in another line too (an outline slide listing the
        # headline's sections, a letter's sender block under its head, a numbered section
        # title, a listing's line with its line number, a paper's title on its first page
        # that the head repeats the start of) has them as its own text, and confirming
        # them is right.
        sequence = _unnumbered_words(key)
        own = Counter(i for i, _ in found)
        if any(
            sum(_contains(x, sequence) for x in page) > own[index]
            for index, page in enumerate(masked_lines)
        ):
            continue
        # Across a line break too, character for character (digits aside): a title set in
        # two lines on the first page ("HPC-GAP — Reference" above "Manual", gap-doc's
        # HPC-GAP manual) that the head repeats whole.
        said = regex.compile(rf"(?<!\w){regex.escape(key)}(?!\w)")
        if any(len(said.findall(page)) > own[index] for index, page in enumerate(flat_pages)):
            continue
        if heights is not None and len(heights) == pages and _titles(found, sequence, heights):
            continue
        if (
            places is not None
            and len(places) == pages
            and not _one_place(found, sequence, places, min(3, pages))
        ):
            continue
        heads[key] = found
    return heads


def _edge_lines(read: Readings, layout: Sequence[str]) -> dict[str, list[tuple[int, str]]]:
    """Lines among the first or last two of their laid-out page, of two words or more with
    one of three letters, by key (:func:`_head_key`), with the pages where they stand."""
    edges = [" ".join(_TOKEN.findall(page)) for page in (_edges(p) for p in layout)]
    where: dict[str, list[tuple[int, str]]] = {}
    for index, page in enumerate(read.pdftotext):
        for line in dict.fromkeys(x.strip() for x in page.split("\n")):
            sequence = words(line)
            if len(sequence) < 2 or not any(len(w) >= 3 and w.isalpha() for w in sequence):
                continue
            if (
                _LEADERS.search(line)
                or _CODE.search(line)
                or " ".join(line.split()) not in edges[index]
            ):
                continue
            where.setdefault(_head_key(line), []).append((index, line))
    return where


def repeated_edge_lines(read: Readings, layout: Sequence[str]) -> set[str]:
    """Keys of the lines that stand at a page's edge on three pages or more (every page of
    a shorter document, two at least): a running head or foot, whether or not a page also
    says its words as its own text (a paper's authors under its title, who then head every
    page). An accented name is not taken from such a line (:func:`accented_quotes`)."""
    pages = len(read.pdftotext)
    if not read.agree_on_pages or pages < 2 or len(layout) != pages:
        return set()
    return {
        key
        for key, found in _edge_lines(read, layout).items()
        if len({index for index, _ in found}) >= min(3, pages)
    }


def _head_key(line: str) -> str:
    """A line as :func:`running_heads` groups it: its digits aside."""
    return " ".join(_DIGIT.sub("", unicodedata.normalize("NFKC", line)).split())


def _frames(pages: Sequence[str]) -> list[int]:
    """Each page's frame: consecutive pages are one frame when they are overlays of one
    slide (the words of the one with fewer, digits aside, are all but a tenth in the
    other: a build adds or hides an item, the page number changes). A frame title or a
    diagram's label shown on each overlay of one slide repeats on several pages but is
    that slide's own text, said once; a running head repeats over pages that say
    different things."""
    out: list[int] = []
    previous: Counter[str] = Counter()
    for page in pages:
        mine = Counter(_unnumbered_words(page))
        smaller, larger = (mine, previous) if mine.total() <= previous.total() else (previous, mine)
        same = (
            bool(out)
            and smaller.total() > 0
            and ((smaller - larger).total() <= 0.1 * smaller.total())
        )
        out.append(out[-1] if same else (out[-1] + 1 if out else 0))
        previous = mine
    return out


def _unnumbered_words(text: str) -> list[str]:
    """``text``'s words with its digits left out (a page or line number)."""
    return words(_DIGIT.sub(" ", unicodedata.normalize("NFKC", text)))


def measure_furniture_and_accents(
    read: Readings,
    layout: Sequence[str],
    check: object,
    result: DocumentResult,
    heights: Sequence[Sequence[tuple[str, float]]] | None = None,
    places: Sequence[Sequence[tuple[str, float]]] | None = None,
) -> None:
    """Add the running-head and accented-name counts to ``result`` (see the functions)."""
    heads = furniture_quotes(read, layout, heights=heights, places=places)
    names = [quote for _, quote in accented_quotes(read, heads=repeated_edge_lines(read, layout))]
    verdicts = check([*heads, *names])  # type: ignore[operator]
    result.heads = len(heads)
    result.heads_confirmed = sum(verdicts[: len(heads)])
    result.heads_examples = [q for q, ok in zip(heads, verdicts, strict=False) if ok][:3]
    result.accented = len(names)
    result.accented_confirmed = sum(verdicts[len(heads) :])
    result.accented_examples = [
        q for q, ok in zip(names, verdicts[len(heads) :], strict=True) if not ok
    ][:3]
