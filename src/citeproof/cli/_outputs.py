"""The output rules: what a command may write, and how.

Every file a command writes (``--report``, ``--warc``, batch's ``-o``) is refused, before
anything is read or written, when it is one of the run's inputs (by resolved path and by
device and inode: ``output_is_input``), a symbolic link, dangling too
(``output_is_symlink``), not a regular file (a directory, device or FIFO:
``not_a_regular_file``), or an existing file without ``--overwrite`` (``output_exists``).
With ``--overwrite`` the new content is written beside it and renamed over it
(:func:`write_atomic`), so a failed write leaves the old file whole.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from ..errors import ErrorCode, InputError

__all__ = ["check_output", "write_atomic"]


def _identity(path: str) -> tuple[str, tuple[int, int] | None]:
    resolved = os.path.realpath(path)
    try:
        info = os.stat(path)
    except OSError:
        return resolved, None
    return resolved, (info.st_dev, info.st_ino)


def check_output(
    path: str,
    inputs: Iterable[str | None],
    *,
    overwrite: bool,
    option: str,
    existing_ok: bool = False,
) -> Path:
    """Refuse ``path`` as ``option``'s output unless the rules allow it (see the module);
    ``existing_ok``: the caller has its own rule for an existing file (batch resumes)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise InputError(
            f"cannot write {path}: {error.strerror}", code=ErrorCode.UNWRITABLE_OUTPUT
        ) from error
    if info is not None and stat.S_ISLNK(info.st_mode):
        raise InputError(
            f"{option} {path} is a symbolic link; nothing is written through one",
            code=ErrorCode.OUTPUT_IS_SYMLINK,
        )
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"{option} {path} is not a regular file (a directory, device or pipe)",
            code=ErrorCode.NOT_A_REGULAR_FILE,
        )
    out_path, out_id = _identity(path)
    # Each input once: a batch names its inputs per citation, 100,000 names for 1,000
    # files, and resolving each (a realpath and a stat) was a second of the run's serial
    # start-up, while every worker waited.
    for given in dict.fromkeys(inputs):
        if not given or given == "-" or "://" in given:
            continue
        in_path, in_id = _identity(given)
        if in_path == out_path or (out_id is not None and in_id == out_id):
            raise InputError(
                f"{option} {path} is an input of this run ({given}); nothing was written",
                code=ErrorCode.OUTPUT_IS_INPUT,
            )
    if info is not None and not overwrite and not existing_ok:
        raise InputError(
            f"{option} {path} exists; give --overwrite to replace it", code=ErrorCode.OUTPUT_EXISTS
        )
    return Path(path)


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it over ``path``."""
    target = Path(path)
    try:
        import tempfile  # only when a file is written

        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(temp, target)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise InputError(
            f"cannot write {path}: {error.strerror}", code=ErrorCode.UNWRITABLE_OUTPUT
        ) from error
