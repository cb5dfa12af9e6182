"""The web page names its icon inline (a data: URL), so a browser asks the server for no
``/favicon.ico`` and the console shows no 404."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "src" / "citeproof" / "web" / "static" / "index.html"


def test_the_page_has_an_inline_icon() -> None:
    html = PAGE.read_text(encoding="utf-8")
    icons = re.findall(r'<link rel="icon" href="([^"]*)"', html)
    assert len(icons) == 1
    assert icons[0].startswith("data:image/svg+xml,")
