"""``citeproof anchor [FILE]``: seed 000's anchor check on a JSON payload.

Exit status 0 when ``valid`` is true, 1 when false, 2 on invalid input.
"""

from __future__ import annotations

import argparse

from ..errors import CiteproofError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, print_json, read_json


def run(args: argparse.Namespace) -> int:
    """Read the payload, check it, print the result."""
    from ..contracts import anchor_check

    try:
        result = anchor_check(read_json(args.file))
    except CiteproofError as error:
        return fail(error)
    print_json(result)
    return EXIT_TRUE if result["valid"] else EXIT_FALSE


class AnchorCommand:
    """Registers ``citeproof anchor``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``anchor`` subparser."""
        parser = sub.add_parser(
            "anchor",
            help="check that a stored annotation anchor (W3C TextQuoteSelector) still points "
            "at exactly one place in a text",
            description="Read a JSON payload {sources: [{source_id, version, text}], "
            "citation: {source_id, version, selector: {exact, prefix, suffix}}} and print "
            "whether the selector matches exactly one place, character for character, and if "
            "not why (citation-anchor-check 1.0.0). Exit 0 when valid, 1 when not, 2 on "
            "invalid input.",
        )
        parser.add_argument("file", nargs="?", help="payload file (default: standard input)")
        parser.set_defaults(run=run)


COMMANDS.append(AnchorCommand())
