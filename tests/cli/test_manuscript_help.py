"""``citeproof manuscript --help`` is plain text, and ``--format`` says what each does."""

from __future__ import annotations

import pytest

from citeproof.cli import main


def test_manuscript_help_is_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["manuscript", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "``" not in out
    assert "github: workflow annotations" in " ".join(out.split())
