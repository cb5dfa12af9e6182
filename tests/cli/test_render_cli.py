"""``citeproof check URL --render``: a page that only scripts fill, from the command line.

``auto`` (the default) renders the empty shell and confirms the quote, ``never`` reads
it as sent; ``--warc`` keeps the rendered DOM as a ``resource`` record beside the
response, and that record can be checked again, offline, with ``--record``.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from citeproof.cli import main
from citeproof.sources.formats import RENDERED_PREFIX

from ..sources.conftest import Routes
from ..sources.render.test_render import _shell

pytestmark = pytest.mark.skipif(shutil.which("chromium") is None, reason="needs chromium")

QUOTE = "approved the coastal survey budget on Tuesday"


def _check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object]]:
    # time enough for a browser started on a loaded machine (the cap has its own test)
    common = ["--json", "--no-store", "--allow-host", "localhost", "--render-seconds", "120"]
    code = main(["check", *args, *common])
    return code, json.loads(capsys.readouterr().out)


def test_auto_renders_never_does_not_and_the_warc_keeps_the_dom(
    server: tuple[Routes, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _shell(routes)
    url = f"http://localhost:{port}/page"
    code, out = _check(capsys, url, QUOTE, "--render", "never")
    assert code == 1
    code, out = _check(capsys, url, QUOTE)
    assert code == 0, out
    warnings = out["source"]["warnings"]  # type: ignore[index]
    assert any("rendered by Chromium" in w for w in warnings)
    warc = tmp_path / "page.warc.gz"
    code, out = _check(capsys, url, QUOTE, "--warc", str(warc))
    assert code == 0
    capsys.readouterr()
    record = RENDERED_PREFIX + url
    assert main(["check", str(warc), QUOTE, "--record", record, "--no-store"]) == 0
    assert main(["check", url, QUOTE, "--render-seconds", "0", "--no-store"]) == 2
    assert main(["check", str(warc), QUOTE, "--record", url, "--no-store"]) == 1  # as sent
