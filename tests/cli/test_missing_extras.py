"""``serve`` and ``mcp`` without their optional extras end in a typed error, not a traceback.

A missing package is simulated in a subprocess by ``sys.modules[name] = None``, which makes
every ``import name`` raise ``ImportError`` (``ModuleNotFoundError``) as if it were absent.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"


def _run_without(modules: list[str], argv: list[str]) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys\n"
        f"for name in {modules!r}:\n"
        "    sys.modules[name] = None\n"
        "from citeproof.cli import main\n"
        f"sys.exit(main({argv!r}))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize(
    ("modules", "argv", "extra"),
    [
        (["fastapi"], ["serve", "--port", "0"], "serve"),
        (["mcp"], ["mcp"], "mcp"),
    ],
)
def test_a_missing_extra_names_the_pip_install(
    modules: list[str], argv: list[str], extra: str
) -> None:
    done = _run_without(modules, argv)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "extra_not_installed" in done.stderr
    assert f"pip install 'citeproof[{extra}]'" in done.stderr
