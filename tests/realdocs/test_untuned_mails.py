"""Real e-mails nobody tuned the reading for (issue 20): both halves of
:mod:`.untuned_mails`, measured against the standard library's own reading.

The goal on the held-out half is the issue's: at most 1% of genuine paragraphs judged
absent, no quoted reply confirmed as the sender's text, no altered paragraph confirmed.
"""

from __future__ import annotations

from functools import cache

import pytest

from ._table import add_row
from .report_untuned_mails import rows
from .untuned_mails import HELD_OUT, TUNING, MailResult, mails, measure

TABLE = "Untuned e-mails (issue 20): paragraphs confirmed, quoted replies and altered ones not"
#: The issue's goal: at most this share of genuine paragraphs judged absent.
ABSENT_SHARE = 0.01


@cache
def measured(half: str) -> tuple[MailResult, ...]:
    results = tuple(measure(m) for m in mails(half))
    for row in rows(list(results)):
        add_row(TABLE, {"half / package": f"{half} / {row.pop('package')}", **row})
    return results


def test_the_halves_share_no_package_and_the_tuning_mails_are_cpythons_first() -> None:
    tuning = {p.name for p, _ in TUNING}
    held_out = {p.name for p, _ in HELD_OUT}
    assert not tuning & held_out
    assert TUNING[0][0].name == "libpython3.11-testsuite"  # what the reader was made on


@pytest.mark.parametrize("half", ["tuning", "held-out"])
def test_no_altered_paragraph_and_no_quoted_reply_is_confirmed(half: str) -> None:
    results = measured(half)
    assert sum(r.genuine for r in results) > 100
    altered = [f"{r.mail.name}: {q!r}" for r in results for q in r.altered_confirmed]
    quoted = [f"{r.mail.name}: {q!r}" for r in results for q in r.quoted_confirmed]
    assert sum(r.altered for r in results) > 50
    assert not altered, altered[:10]
    assert not quoted, quoted[:10]


def _absent(results: tuple[MailResult, ...]) -> tuple[int, int, list[str]]:
    genuine = sum(r.genuine for r in results)
    missed = [f"{r.mail.name}: {q[:120]!r}" for r in results for q in r.absent]
    return len(missed), genuine, missed


def test_tuning_half_criterion() -> None:
    absent, genuine, missed = _absent(measured("tuning"))
    assert absent <= ABSENT_SHARE * genuine, f"{absent} of {genuine} judged absent: {missed}"


@pytest.mark.xfail(
    reason="issue 20 open: held-out paragraphs 131/135 confirmed, 4 judged absent (3.0%; "
    "the goal is 1%), all 4 in enmime's mails (mail-parser's 60/60). Measured first at "
    "131/147 (10.9%) with one mail refused whole; then a text part no charset decodes "
    "costs the message only itself (mail-parser 60/70 -> 60/60, the 10 were that mail's) "
    "and paragraphs the standard library decoded with U+FFFD left the oracle (12). The "
    "held-out misses were not looked at. Tuning half 661/662: a hyphenated line break "
    "quoted with a space after the hyphen",
    strict=True,
)
def test_held_out_criterion() -> None:
    absent, genuine, _ = _absent(measured("held-out"))
    assert absent <= ABSENT_SHARE * genuine, f"{absent} of {genuine} judged absent"
