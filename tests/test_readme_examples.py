"""Every example of the README that needs no network runs here (issue 22), so the README
cannot drift from the code again (its library example once named a file the repository
does not have and a function that does not exist).

- A ```python block is executed, in a temporary directory holding a copy of
  ``examples/`` (the files ``scripts/demo`` uses), and must exit 0.
- In a ```sh or ```console block, every line that starts with ``citeproof `` (or
  ``$ citeproof ``) is run with this interpreter's ``citeproof``, in that directory:
  with the exit status its comment states (``# exit 1``), else 0 or 1 (a verdict, never
  invalid input), and never a traceback. A synopsis line (``[--option]``, ``...``, an
  upper-case placeholder such as ``SOURCE``) runs as ``citeproof COMMAND --help``; a line
  that names a URL is not run (no network in CI).
- In a ```console block, the lines after a ``$ citeproof`` line are its output, compared
  exactly.
- A block preceded by ``<!-- no-test: reason -->`` is skipped: few, each with its reason.

The evidence store is a file of the temporary directory, never the user's.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).parents[1]
README = ROOT / "README.md"
NO_TEST = re.compile(r"^<!--\s*no-test:\s*(\S.*?)\s*-->$")
EXIT = re.compile(r"#.*\bexit(?: status)? (\d)\b")
PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_-]*$")
#: At most this many blocks may be skipped: each needs a server, a cluster or a network.
MAX_SKIPPED = 6
#: Generous: one command is a fraction of a second (the conformance run a few seconds).
WATCHDOG_SECONDS = 300


@dataclass(frozen=True)
class Block:
    line: int  # of the opening fence, 1-based
    language: str
    body: tuple[str, ...]
    skip: str | None  # the reason given, when marked no-test


def blocks(text: str) -> list[Block]:
    """The README's fenced code blocks, as markdown-it-py parses them."""
    lines = text.splitlines()
    found: list[Block] = []
    for token in MarkdownIt().parse(text):
        if token.type != "fence" or token.map is None:
            continue
        start = token.map[0]
        before = next((line.strip() for line in reversed(lines[:start]) if line.strip()), "")
        marker = NO_TEST.match(before)
        found.append(
            Block(start + 1, token.info.strip(), tuple(token.content.splitlines()),
                  marker[1] if marker else None)
        )  # fmt: skip
    return found


ALL = blocks(README.read_text(encoding="utf-8"))
PYTHON = [b for b in ALL if b.language == "python"]
SHELL = [b for b in ALL if b.language in ("sh", "console")]


@dataclass(frozen=True)
class Command:
    line: str
    words: tuple[str, ...]
    exit: int | None  # as the README states it
    output: tuple[str, ...] | None  # as a console block shows it


def joined(body: tuple[str, ...]) -> list[str]:
    """The block's lines, continuation backslashes joined."""
    out: list[str] = []
    pending = ""
    for raw in body:
        if raw.rstrip().endswith("\\"):
            pending += raw.rstrip()[:-1] + " "
            continue
        out.append(pending + raw)
        pending = ""
    return out


def commands(block: Block) -> list[Command]:
    lines = joined(block.body)
    found: list[Command] = []
    for number, raw in enumerate(lines):
        line = raw.strip()
        console = line.startswith("$ ")
        if console:
            line = line[2:]
        if not line.startswith("citeproof "):
            continue
        stated = EXIT.search(line)
        output = None
        if block.language == "console":
            following = []
            for later in lines[number + 1 :]:
                if later.startswith("$ "):
                    break
                following.append(later.rstrip())
            while following and not following[-1]:
                following.pop()
            output = tuple(following)
        words = tuple(shlex.split(line, comments=True))
        found.append(Command(line, words, int(stated[1]) if stated else None, output))
    return found


def is_synopsis(words: tuple[str, ...]) -> bool:
    return any("[" in w or "..." in w or "…" in w or PLACEHOLDER.match(w) for w in words[1:])


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    return tmp_path


def environment(workdir: Path) -> dict[str, str]:
    return {
        **os.environ,
        "CITEPROOF_STORE": str(workdir / "store.sqlite3"),
        "XDG_DATA_HOME": str(workdir / "data"),
        "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]
        ),
    }


def run(argv: list[str], workdir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        argv, cwd=workdir, env=environment(workdir), capture_output=True, text=True,
        check=False, timeout=WATCHDOG_SECONDS, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def test_the_readme_has_runnable_examples_and_few_skips() -> None:
    assert len(PYTHON) >= 3
    assert sum(len(commands(b)) for b in SHELL if b.skip is None) >= 8
    skipped = [b for b in ALL if b.skip is not None]
    assert len(skipped) <= MAX_SKIPPED, [b.line for b in skipped]


@pytest.mark.parametrize("block", PYTHON, ids=[f"line-{b.line}" for b in PYTHON])
def test_python_example_runs(block: Block, workdir: Path) -> None:
    if block.skip:
        pytest.skip(block.skip)
    done = run([sys.executable, "-c", "\n".join(block.body)], workdir)
    assert done.returncode == 0, f"README line {block.line}:\n{done.stderr}"


@pytest.mark.parametrize("block", SHELL, ids=[f"line-{b.line}" for b in SHELL])
def test_shell_example_runs(block: Block, workdir: Path) -> None:
    if block.skip:
        pytest.skip(block.skip)
    for command in commands(block):
        if any("://" in word for word in command.words):
            continue  # reads the network
        argv = [sys.executable, "-m", "citeproof", *command.words[1:]]
        if is_synopsis(command.words):
            argv = [sys.executable, "-m", "citeproof", command.words[1], "--help"]
        done = run(argv, workdir)
        where = f"README line {block.line}: {command.line}\n{done.stdout}\n{done.stderr}"
        assert "Traceback" not in done.stderr, where
        if is_synopsis(command.words):
            assert done.returncode == 0, where
        elif command.exit is not None:
            assert done.returncode == command.exit, where
        else:
            assert done.returncode in (0, 1), where  # a verdict, never invalid input
        if command.output is not None:
            shown = [line.rstrip() for line in done.stdout.rstrip("\n").splitlines()]
            assert tuple(shown) == command.output, where


def test_a_broken_example_would_fail(workdir: Path) -> None:
    """The harness itself: the README's old library example fails here."""
    old = "import citeproof\nciteproof.match_boxes\n"
    assert run([sys.executable, "-c", old], workdir).returncode != 0
    block = Block(1, "console", ("$ citeproof check examples/report.txt 'recorded 24 samples'",
                                 "something else"), None)  # fmt: skip
    [command] = commands(block)
    assert command.output == ("something else",)
