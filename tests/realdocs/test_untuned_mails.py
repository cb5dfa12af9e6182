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


def test_held_out_criterion() -> None:
    """Met since a ``multipart/alternative`` version saying other words than the one read
    is read too (tuned on django-mailbox's mails, added to the tuning half for it): 131 ->
    134 of 135 confirmed, none judged absent. Held to the stricter reading as well: not
    confirmed at all (a furniture verdict included) at most 1%."""
    results = measured("held-out")
    absent, genuine, missed = _absent(results)
    assert absent <= ABSENT_SHARE * genuine, f"{absent} of {genuine} judged absent: {missed}"
    unconfirmed = sum(r.genuine - r.confirmed for r in results)
    assert unconfirmed <= ABSENT_SHARE * genuine, f"{unconfirmed} of {genuine} not confirmed"
