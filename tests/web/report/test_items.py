"""The report's status vocabulary: one spelling for each verdict, from :class:`Verdict`."""

from __future__ import annotations

from dataclasses import replace

from citeproof.match import Verdict, locate
from citeproof.web.report import CONFIRMED, finding_status


def test_a_status_is_confirmed_or_the_verdicts_own_name() -> None:
    [finding] = locate("The committee approved the budget.", ["approved the budget"])
    assert finding_status(finding) == CONFIRMED
    for verdict in Verdict:
        if not verdict.confirmed:
            status = finding_status(replace(finding, verdict=verdict))
            assert status == verdict.name.lower()
            if verdict is Verdict.FURNITURE:  # the one label that is a phrase
                assert verdict.label == "ONLY IN THE FURNITURE"
            else:
                assert status.replace("_", " ").upper() == verdict.label


def test_case_differs_is_never_beside_tolerated_case_in_the_report() -> None:
    from citeproof.service import check
    from citeproof.sources import SourceReader
    from citeproof.web.report import evidence_items, render_evidence

    read = SourceReader().read_text("The primary group recorded 24 samples.", name="s.txt")
    items = evidence_items(check(read, ["the PRIMARY group recorded 24 samples"]))
    assert items[0].status == "case_differs"
    page = render_evidence(items, title="t")
    assert "CASE DIFFERS" in page
    assert "Tolerated differences: case" not in page
    assert "The source has these words in other capitals." in page


def test_a_page_note_is_flagged_on_any_verdict() -> None:
    from citeproof.service import check
    from citeproof.sources import SourceReader
    from citeproof.web.report import evidence_items, render_evidence

    read = SourceReader().read_text("The primary group recorded 24 samples.", name="s.txt")
    item = evidence_items(check(read, ["The primary group recorded 25 samples"]))[0]
    assert item.status == "paraphrase"
    page = render_evidence([replace(item, page_note="cited to p. 3, but it is on p. 2")], title="t")
    assert '<p class="flag wrong-page">' in page
    assert "Wrong page:</strong> cited to p. 3, but it is on p. 2." in page
    assert 'class="flag wrong-page"' not in render_evidence([item], title="t")
