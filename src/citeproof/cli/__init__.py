"""The ``citeproof`` command line.

Exit status, for every subcommand: 0 when every verdict holds, 1 when one does not,
2 when the input is invalid or the source cannot be read (the error is printed as JSON
``{"error": {"code", "message", "path"}}`` on standard output and one line on standard error).
"""

from ._main import main, program

__all__ = ["main", "program"]
