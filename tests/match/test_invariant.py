"""The invariant users depend on: an altered quote is never verbatim, normalized or elided.

Quotes are drawn from real sentences in a source with typographic noise (curly quotes,
line breaks, non-breaking spaces); a genuine quote must verify, and a changed number, a
changed word, an inserted word (a negation above all) or a dropped word must not.
"""

import re
from pathlib import Path

from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof.match import PreparedSource, locate

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
