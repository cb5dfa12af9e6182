"""Word, Markdown, reStructuredText and subtitle files nobody tuned the readers for (issue
20, "every other format"): both halves of :mod:`.untuned_formats`, against other
programs' readings. The goal per format on the held-out half: at most 1% of genuine quotes
judged absent, no altered quote confirmed."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from ._table import add_row
from .report_untuned_formats import rows
from .untuned_formats import (
    HELD_OUT,
    Document,
    Result,
    _site_fences,
    documents,
    measure,
    oracle_paragraphs,
    site_hooks_source,
)

TABLE = "Untuned Word, Markdown, reStructuredText and subtitles (issue 20): quotes confirmed"
ABSENT_SHARE = 0.01


@cache
def measured(half: str) -> tuple[Result, ...]:
    results = tuple(measure(d) for d in documents(half))
    for row in rows(list(results)):
        add_row(TABLE, {"half / kind / package": f"{half} / {row.pop('kind')} / "
                        f"{row.pop('package')}", **row})  # fmt: skip
    return results


def _of(kind: str, half: str) -> tuple[int, int, list[str]]:
    results = [r for r in measured(half) if r.document.kind == kind]
    missed = [f"{r.document.name}: {q[:100]!r}" for r in results for q in r.absent]
    return len(missed), sum(r.genuine for r in results), missed


def test_the_oracle_reads_a_fence_word_the_sites_hooks_name_as_the_sites_code_does(
    tmp_path: Path,
) -> None:
    """Round 52 (hatch): a fence's word after its language that the site's hooks (or a
    module beside them they import) name is theirs to read: the fence stays code, not a
    paragraph; a word no hook names leaves the fence as superfences reads it."""
    (tmp_path / "mkdocs.yml").write_text(
        "hooks:\n- hooks/register.py\nmarkdown_extensions:\n- pymdownx.superfences\n"
    )
    (tmp_path / "hooks").mkdir()
    (tmp_path / "hooks" / "register.py").write_text("from expand import Expand\n")
    (tmp_path / "hooks" / "expand.py").write_text("PATTERN = r'toml config-example'\n")
    (tmp_path / "docs").mkdir()
    page = tmp_path / "docs" / "page.md"
    text = (
        "Some words of prose to quote here.\n\n```toml config-example\n[tool.x]\n"
        "option = 'one two three four'\n```\n\n```toml other words\nx = 1\n```\n"
    )
    page.write_text(text)
    hooks = site_hooks_source(page)
    assert "config-example" in hooks
    fenced = _site_fences(text, ["pymdownx.superfences"], frozenset(), hooks)
    assert "```toml\n[tool.x]" in fenced
    assert "```toml other words" in fenced  # no hook names "other" or "words"
    read = oracle_paragraphs(Document("markdown", HELD_OUT[0][1], page))
    assert not any("option" in paragraph for paragraph in read), read


def test_the_held_out_half_shares_no_package_with_the_tuning_half() -> None:
    tuning = {d.package.name for d in documents("tuning")}
    assert not tuning & {package.name for _, package, _ in HELD_OUT}


@pytest.mark.parametrize("half", ["tuning", "held-out"])
def test_no_altered_quote_is_confirmed(half: str) -> None:
    results = measured(half)
    assert sum(r.altered for r in results) > 100
    altered = [f"{r.document.name}: {q!r}" for r in results for q in r.altered_confirmed]
    assert not altered, altered[:10]


#: Markdown since round 52: the held-out half renewed (hatch moved to the tuning half, where
#: its 9 misses of 113 proved the oracle's: see ``untuned_formats.site_hooks_source``;
#: molecule, ragas and magicgui fixed before they were read), first measured 675/676
#: (0.1%: attrs 0, black 0, magicgui 0, molecule 1, ragas 0), altered 0/543.
@pytest.mark.parametrize("kind", ["docx", "subtitles", "rst", "markdown"])
def test_held_out_criterion_met(kind: str) -> None:
    absent, genuine, missed = _of(kind, "held-out")
    assert genuine > 0
    assert absent <= ABSENT_SHARE * genuine, f"{absent} of {genuine} judged absent: {missed}"
