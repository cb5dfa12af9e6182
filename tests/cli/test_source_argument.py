"""A command-line SOURCE with a ``scheme://`` is a URL on every face (issue 22)."""

from __future__ import annotations

import pytest


def test_a_non_http_scheme_is_an_invalid_url_not_a_path(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from citeproof.cli import main

    assert main(["check", "ftp://host/x", "a quote", "--no-store", "--json"]) == 2
    captured = capsys.readouterr()
    assert "invalid_url" in captured.out
    assert "ftp:/host/x" not in captured.err.replace("ftp://host/x", "")
