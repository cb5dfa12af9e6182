"""``citeproof span [FILE]``: seed 003's citation-span on a JSON request.

Prints the response ``data`` object. Exit 0 on pass, 1 on fail or unknown, 2 on invalid
input.
"""

from __future__ import annotations

import argparse

from ..errors import CiteproofError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, print_json, read_json


def run(args: argparse.Namespace) -> int:
    """Read the request, locate its quotes, print the data object."""
    from ..contracts import citation_span

    try:
        data = citation_span(read_json(args.file))
    except CiteproofError as error:
        return fail(error)
    print_json(data)
    return EXIT_TRUE if data["status"] == "pass" else EXIT_FALSE


class SpanCommand:
    """Registers ``citeproof span``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``span`` subparser."""
        parser = sub.add_parser(
            "span",
            help="locate quotes in supplied text, with offsets in UTF-16, code points, UTF-8 "
            "and graphemes",
            description="Read a JSON request {source: text, quotes: [{text, id}], "
            "ignoreCase?, tolerate?, exactOnly?, minLength?} and print each quote's verdict "
            "and spans in four coordinate systems (the citation-span API's response data). "
            "Exit 0 on pass, 1 on fail or unknown, 2 on invalid input.",
        )
        parser.add_argument("file", nargs="?", help="request file (default: standard input)")
        parser.set_defaults(run=run)


COMMANDS.append(SpanCommand())
