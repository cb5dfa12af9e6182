"""What every subcommand shares: reading JSON input, printing results and errors.

``json`` is imported where it is used: a check printed for a person never loads it.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import Any, BinaryIO

from ..errors import CiteproofError, ErrorCode, InputError
from ..sources import read_at_most

__all__ = [
    "EXIT_FALSE",
    "EXIT_INVALID",
    "EXIT_TRUE",
    "MAX_INPUT_BYTES",
    "fail",
    "loads",
    "open_input",
    "print_json",
    "read_input",
    "read_json",
]

EXIT_TRUE = 0
EXIT_FALSE = 1
EXIT_INVALID = 2

#: The most a command reads of an input it is handed (a JSON document, a quote file, a
#: JSON Lines file of responses): 256 MiB. A device that never ends (``/dev/zero``) or a
#: runaway pipe is ``too_large`` at that, not read until memory runs out; a pipe or
#: ``<(...)`` is read as the stream it is.
MAX_INPUT_BYTES = 256 * 1024 * 1024


def open_input(file: str | None) -> contextlib.AbstractContextManager[BinaryIO]:
    """``file`` opened to read bytes (standard input, left open after, when None or
    ``-``): ``unreadable_input`` when it cannot be opened."""
    if file in (None, "-"):
        return contextlib.nullcontext(sys.stdin.buffer)
    try:
        return Path(str(file)).open("rb")
    except OSError as error:
        raise InputError(
            f"cannot read {file}: {error.strerror}", code=ErrorCode.UNREADABLE_INPUT
        ) from error
    except (ValueError, UnicodeError):  # a NUL byte, a lone surrogate in the name
        raise InputError(
            f"cannot read {file!r}: no file name holds a NUL byte or a lone surrogate",
            code=ErrorCode.UNREADABLE_INPUT,
        ) from None


def read_input(file: str | None, limit: int | None = None) -> bytes:
    """The bytes of ``file`` (standard input when None or ``-``), at most ``limit``
    (:data:`MAX_INPUT_BYTES`): ``unreadable_input`` when it cannot be read, ``too_large``
    past the limit (at most ``limit`` + 1 bytes are ever read)."""
    cap = MAX_INPUT_BYTES if limit is None else limit
    shown = "standard input" if file in (None, "-") else str(file)
    try:
        with open_input(file) as stream:
            data = read_at_most(stream.read, cap)
    except OSError as error:
        raise InputError(
            f"cannot read {shown}: {error.strerror}", code=ErrorCode.UNREADABLE_INPUT
        ) from error
    if data is None:
        most = "the most a command reads" if limit is None else "the most read of it"
        raise InputError(f"{shown} is larger than {cap} bytes, {most}", code=ErrorCode.TOO_LARGE)
    return data


def loads(raw: bytes, what: str) -> Any:
    """One JSON value (``what`` names it in the error): ``too_deep`` when nested deeper than
    Python's reader goes, ``invalid_json`` when not JSON, an integer of over 4,300 digits
    included (both were tracebacks)."""
    import json

    try:
        return json.loads(raw)
    except RecursionError:
        raise InputError(
            f"{what} is nested too deep for a JSON reader", code=ErrorCode.TOO_DEEP
        ) from None
    except (ValueError, UnicodeDecodeError) as error:
        raise InputError(
            f"{what} is not valid JSON: {error}", code=ErrorCode.INVALID_JSON
        ) from None


def read_json(file: str | None) -> Any:
    """Parse JSON from ``file`` (or standard input when None or ``-``): ``invalid_json``,
    ``too_deep`` or ``too_large`` when it is not one JSON document a command can take."""
    return loads(read_input(file), "the input")


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
