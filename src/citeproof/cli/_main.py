"""Argument parsing and dispatch; each subcommand lives in its own module."""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
from collections.abc import Callable, Sequence

from .._version import __version__
from ._commands import COMMANDS

#: Every subcommand, each the module of that name that registers it.
COMMAND_NAMES = (
    "anchor", "batch", "check", "config", "conformance", "extract", "llm", "manuscript",
    "mcp", "reanchor", "recheck", "serve", "span",
)  # fmt: skip


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser with one subparser per registered command; given the ``command`` about
    to run, only that command's module is imported (each imports what it uses, and
    ``check`` of a text file stays light), else every command's, for the overview."""
    names = [command] if command in COMMAND_NAMES else COMMAND_NAMES
    for name in names:  # each module registers its command
        importlib.import_module(f"{__package__}.{name}")
    parser = argparse.ArgumentParser(
        prog="citeproof",
        description="Is this quotation really in the source? Where exactly, and if not, "
        "what does the source say?",
    )
    parser.add_argument("--version", action="version", version=f"citeproof {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for registered in COMMANDS:
        registered.register(sub)
    return parser


def program() -> int:
    """The ``citeproof`` program (its console script and ``python -m citeproof``): :func:`main`
    with Python's cycle collector paused while the command's modules load.

    A check's start imports about a hundred modules and creates their classes and tables;
    the collector ran some forty times over them, and the interpreter's last collections
    went over them again (31 M of the 512 M instructions of a second check of a 311-page
    PDF: 6 %, `bench/run startup`). Once the command line is parsed, what the start made
    lives as long as the process, so it is frozen out of collection (:func:`gc.freeze`, as
    Python's documentation suggests for a program's start) and the collector resumes for
    the command's own work: a long batch or server still has its cycles collected.

    Not :func:`main` itself: a process that calls :func:`main` many times (tests, a host
    program) would freeze its own garbage each time. A command that ends before its
    arguments are parsed (``--version``, ``--help``, a usage error) leaves the collector on,
    as it found it, for a host that calls this in its own process."""
    gc.disable()
    try:
        return main(on_parsed=_resume_collection)
    finally:
        if not gc.isenabled():
            gc.enable()


def _resume_collection() -> None:
    gc.freeze()
    gc.enable()


def main(argv: Sequence[str] | None = None, *, on_parsed: Callable[[], None] | None = None) -> int:
    """Run the command line; returns the exit status. ``on_parsed`` is called once the
    command's modules are imported and its arguments parsed (see :func:`program`)."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments == ["--version"]:  # answered before any command's machinery is imported
        sys.stdout.write(f"citeproof {__version__}\n")
        return 0
    # The command is the first argument unless a top-level option (--help) comes first.
    parser = build_parser(arguments[0] if arguments else None)
    args, extra = parser.parse_known_args(arguments)
    # Positionals after an option (``check SRC --quote-file F "a quote"``) come back as
    # extras; a command that takes a list of them says where they go.
    into = getattr(args, "extra_positionals", None)
    if extra and (into is None or any(e.startswith("-") for e in extra)):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if extra and into is not None:
        getattr(args, into).extend(extra)
    if on_parsed is not None:
        on_parsed()
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return 2
    from ..errors import CiteproofError
    from ._io import fail
    from ._settings import apply, load, uses_settings

    if uses_settings(args):
        try:
            apply(load(args), args)
        except CiteproofError as error:
            return fail(error, as_json=_errors_as_json(args))
    status: int = args.run(args)
    return status


def _errors_as_json(args: argparse.Namespace) -> bool:
    """Whether the command prints its errors as JSON too (as its own ``fail`` would)."""
    if hasattr(args, "json"):
        return bool(args.json)
    if getattr(args, "format", None) is not None:
        return bool(args.format == "json")
    return args.command not in {"serve", "mcp"}
