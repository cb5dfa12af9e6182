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
            assert status.replace("_", " ").upper() == verdict.label
