"""What every subcommand shares: reading JSON input, printing results and errors.

``json`` is imported where it is used: a check printed for a person never loads it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import CiteproofError, ErrorCode, InputError

__all__ = ["EXIT_FALSE", "EXIT_INVALID", "EXIT_TRUE", "fail", "print_json", "read_json"]

EXIT_TRUE = 0
EXIT_FALSE = 1
EXIT_INVALID = 2


def read_json(file: str | None) -> Any:
    """Parse JSON from ``file`` (or standard input when None or ``-``)."""
    try:
        raw = sys.stdin.buffer.read() if file in (None, "-") else Path(str(file)).read_bytes()
    except OSError as error:
        raise InputError(
            f"cannot read {file}: {error.strerror}", code=ErrorCode.UNREADABLE_INPUT
        ) from error
    import json

    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise InputError(
            f"the input is not valid JSON: {error}", code=ErrorCode.INVALID_JSON
        ) from error


def print_json(value: Any) -> None:
    """Print ``value`` as one line of JSON (UTF-8, key order as given)."""
    import json

    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")


def fail(error: CiteproofError, *, as_json: bool = True) -> int:
    """Report an error in its one shape: ``{"error": {code, message, path}}`` on standard
    output (when the command prints JSON), and one line on standard error; exit 2."""
    if as_json:
        print_json({"error": error.to_dict()})
    where = f" at {error.path}" if error.path else ""
    url = getattr(error, "url", None)
    about = f" ({url})" if url else ""
    sys.stderr.write(f"citeproof: {error.code}{where}: {error.message}{about}\n")
    return EXIT_INVALID


def missing_extra(extra: str, error: ImportError) -> CiteproofError:
    """The typed error for a command whose optional ``extra`` is not installed."""
    module = error.name or "a module"
    return CiteproofError(
        f"this command needs the {extra!r} extra ({module} is not installed): "
        f"pip install 'citeproof[{extra}]'",
        code=ErrorCode.EXTRA_NOT_INSTALLED,
    )


def add_no_cache_option(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """``--no-cache``, the same on every command that reads sources."""
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help="extract every source afresh (default: each document read is kept in "
        "$CITEPROOF_CACHE or ~/.cache/citeproof/documents, and read once)",
    )
