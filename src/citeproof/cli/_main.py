"""Argument parsing and dispatch; each subcommand lives in its own module."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .._version import __version__
from ._commands import COMMANDS


def build_parser() -> argparse.ArgumentParser:
    """The parser with one subparser per registered command."""
    from . import (  # noqa: F401  (each registers its command)
        anchor,
        batch,
        check,
        conformance,
        extract,
        llm,
        manuscript,
        mcp,
        reanchor,
        recheck,
        serve,
        span,
    )

    parser = argparse.ArgumentParser(
        prog="citeproof",
        description="Is this quotation really in the source? Where exactly, and if not, "
        "what does the source say?",
    )
    parser.add_argument("--version", action="version", version=f"citeproof {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments == ["--version"]:  # answered before any command's machinery is imported
        sys.stdout.write(f"citeproof {__version__}\n")
        return 0
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    # Positionals after an option (``check SRC --quote-file F "a quote"``) come back as
    # extras; a command that takes a list of them says where they go.
    into = getattr(args, "extra_positionals", None)
    if extra and (into is None or any(e.startswith("-") for e in extra)):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if extra and into is not None:
        getattr(args, into).extend(extra)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return 2
    status: int = args.run(args)
    return status
