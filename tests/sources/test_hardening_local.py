"""Local files: only regular files are read, and never more than the cap + 1 bytes."""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

import pytest

from citeproof.errors import SourceError
from citeproof.sources import SourceReader
from citeproof.sources._local import read_bytes


def _code(path: str | Path, cap: int = 1 << 20) -> str:
    started = time.monotonic()
    with pytest.raises(SourceError) as caught:
        read_bytes(path, cap)
    assert time.monotonic() - started < 1.0
    return caught.value.code


def test_a_fifo_without_a_writer_does_not_block(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert _code(fifo) == "not_a_regular_file"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_devices_are_refused(device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    assert _code(device) == "not_a_regular_file"


def test_a_directory_and_a_socket_are_refused(tmp_path: Path) -> None:
    assert _code(tmp_path) == "not_a_regular_file"
    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        assert _code(path) in ("not_a_regular_file", "unreadable_file")


def test_a_missing_file_and_a_symlink(tmp_path: Path) -> None:
    assert _code(tmp_path / "absent") == "unreadable_file"
    target = tmp_path / "real.txt"
    target.write_bytes(b"linked text")
    (tmp_path / "link.txt").symlink_to(target)
    assert read_bytes(tmp_path / "link.txt", 100) == b"linked text"


def test_the_cap_is_checked_before_and_while_reading(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "f.txt"
    path.write_bytes(b"x" * 11)
    assert _code(path, cap=10) == "too_large"
    assert read_bytes(path, 11) == b"x" * 11
    # A file that grows after the size check: the read stops at cap + 1 bytes.
    requested: list[int] = []
    real_read = os.read
    real_fstat = os.fstat

    def small_fstat(fd: int) -> os.stat_result:
        info = real_fstat(fd)
        return os.stat_result((info.st_mode, *info[1:6], 1, *info[7:10]))

    def counting_read(fd: int, n: int) -> bytes:
        requested.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(os, "fstat", small_fstat)
    monkeypatch.setattr(os, "read", counting_read)
    assert _code(path, cap=10) == "too_large"
    assert sum(requested) <= 11


def test_the_reader_refuses_a_fifo_named_as_a_source(tmp_path: Path) -> None:
    fifo = tmp_path / "source.txt"
    os.mkfifo(fifo)
    with pytest.raises(SourceError) as caught:
        SourceReader().read_file(fifo)
    assert caught.value.code == "not_a_regular_file"


@pytest.mark.parametrize("name", ["a\u0000b", "a\ud800b"])
def test_a_name_no_file_can_have_is_unreadable(name: str) -> None:
    """A NUL byte or a lone surrogate in a path: ``unreadable_file``, not the
    ``ValueError``/``UnicodeEncodeError`` of the system call (an HTTP 500, an MCP
    ``internal_error``, a library caller's traceback)."""
    with pytest.raises(SourceError) as raised:
        read_bytes(name, 1000)
    assert raised.value.code == "unreadable_file"
    assert repr(name)[1:-1] in str(raised.value)
