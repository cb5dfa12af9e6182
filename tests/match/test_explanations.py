"""What a finding says must be what happened (issue 13's "explanations that mislead").

A near miss at 100% with no difference listed, an elision refused for a short part
explained as "leaves out …", an absent quote with a word diff against an unrelated passage:
each is a report a reader cannot act on, or one that misleads.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from citeproof import Verdict, locate
from citeproof.sources import Representation

SOURCE = (
    "The primary group recorded 24 samples across three sessions; the pilot ran twice. "
    "It did not rain on Tuesday evening, and the second survey team stayed at the depot."
)


def _said(quote: str) -> list[str]:
    finding = locate(SOURCE, [quote])[0]
    assert not finding.confirmed
    return [d.describe() for d in finding.differences]


def test_a_near_miss_in_punctuation_names_the_marks() -> None:
    assert _said("The primary group, recorded 24 samples across three sessions") == [
        "the quote adds ','"
    ]
    assert _said("recorded 24 samples across three sessions: the pilot ran twice") == [
        "the quote says ':' where the source says ';'"
    ]


def test_a_refused_elision_says_why() -> None:
    short = _said("The primary group recorded 24 samples … twice")
    assert short[0].startswith("the part 'twice' beside an ellipsis is too short")
    hidden = _said("It did … rain on Tuesday evening, and the second survey team stayed")
    assert hidden[0].startswith("the part 'It did'")
    negation = _said("the pilot ran twice. It did … rain on Tuesday evening, and the second")
    assert negation[0] == (
        "the ellipsis leaves out 'not', a negation: the elision would reverse what the source says"
    )


def test_every_near_miss_reports_something() -> None:
    # Every word of each quote is the source's (case aside), so the word diff alone would
    # name nothing: the marks that differ must be named. (A quote differing in case only is
    # no near miss at all but CASE_DIFFERS, so each here also adds a mark.)
    for quote in (
        "The primary group recorded 24 samples across three sessions.",  # a full stop more
        "the primary group recorded 24 samples across three sessions.",  # case, a full stop
    ):
        finding = locate(SOURCE, [quote])[0]
        assert finding.verdict is Verdict.PARAPHRASE, quote
        assert finding.overlap == 1.0, quote
        assert finding.differences, quote


def test_every_representation_fits_the_response_schemas() -> None:
    schemas = Path(__file__).parents[2] / "src/citeproof/contracts/schemas"
    locate_schema = json.loads((schemas / "locate.response.json").read_text("utf-8"))
    pattern = locate_schema["properties"]["source"]["properties"]["representation"]["pattern"]
    names = {str(representation) for representation in Representation}
    names |= {"literal_text", "extracted_html_text", "pdf_text_layer", "archived_pdf_text_layer"}
    for name in names:
        assert re.fullmatch(pattern, name), name


def test_a_nearest_passage_never_starts_or_ends_inside_a_word() -> None:
    from citeproof.match._near import fit_passage

    text = "the primary group recorded twenty samples"
    # No word of the quote is shared: the aligned window is only widened to whole words.
    start, end = fit_passage(text, 6, 13, "zzz qqq")
    assert text[start:end] == "primary group"
    for quote in ("roup recorded 24 samples", "primary gro recorded twenty"):
        finding = locate(text, [quote])[0]
        if finding.nearest is not None:
            near = finding.nearest
            assert near.start == 0 or not text[near.start - 1].isalnum()
            assert near.end == len(text) or not text[near.end].isalnum()
