"""The ``citeproof`` program pauses Python's cycle collector while its modules load, then
freezes what the start made and collects again (issue 23: the collector's passes over a
check's imports were 6 % of a second check of a 311-page PDF); :func:`main` called by a
host process leaves the collector alone."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import gc, json, sys
from citeproof.cli import _main

enabled_while_loading = []
build = _main.build_parser

def watched(command=None):
    enabled_while_loading.append(gc.isenabled())
    return build(command)

_main.build_parser = watched
sys.argv = ["citeproof", "check", sys.argv[1], "quick brown fox", "--no-store", "--no-cache"]
status = getattr(_main, ENTRY)()
print(json.dumps([enabled_while_loading, gc.isenabled(), gc.get_freeze_count() > 0, status]))
"""


def probe(entry: str, tmp_path: Path) -> list[object]:
    source = tmp_path / "small.txt"
    source.write_text("The quick brown fox jumps over the lazy dog.\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", PROBE.replace("ENTRY", repr(entry)), str(source)],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    last: list[object] = json.loads(done.stdout.strip().splitlines()[-1])
    return last


def test_the_program_loads_its_command_without_the_collector_then_collects(
    tmp_path: Path,
) -> None:
    loading, enabled_after, frozen, status = probe("program", tmp_path)
    assert loading == [False]
    assert enabled_after is True  # the command's own work is collected
    assert frozen is True
    assert status == 0


def test_main_called_by_a_host_leaves_the_collector_alone(tmp_path: Path) -> None:
    loading, enabled_after, frozen, status = probe("main", tmp_path)
    assert loading == [True]
    assert enabled_after is True
    assert frozen is False
    assert status == 0


def test_a_program_that_ends_before_parsing_leaves_the_collector_on() -> None:
    probe = (
        "import gc, sys\n"
        "from citeproof.cli import program\n"
        "for argv in (['citeproof', '--version'], ['citeproof', 'check', '--no-such-flag']):\n"
        "    sys.argv = argv\n"
        "    try:\n"
        "        program()\n"
        "    except SystemExit:\n"
        "        pass\n"
        "    assert gc.isenabled(), argv\n"
        "print('on')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "on"
