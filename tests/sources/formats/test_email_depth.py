"""Issue 22: an e-mail nested thousands deep is a typed ``too_deep`` error, never a
RecursionError traceback (checked through the CLI, ``--record`` included)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def _multipart(depth: int) -> bytes:
    head = b"From: a@example.org\nSubject: deep\nMIME-Version: 1.0\n"
    parts = [head]
    for level in range(depth):
        parts.append(f'Content-Type: multipart/mixed; boundary="b{level}"\n\n--b{level}\n'.encode())
    parts.append(b"Content-Type: text/plain\n\nhello there friend\n")
    for level in reversed(range(depth)):
        parts.append(f"--b{level}--\n".encode())
    return b"".join(parts)


def _forwarded(depth: int) -> bytes:
    head = b"From: a@example.org\nSubject: deep\nMIME-Version: 1.0\n"
    body = b"Content-Type: message/rfc822\n\n" * depth
    return head + body + b"Content-Type: text/plain\n\nhello there friend\n"


@pytest.mark.parametrize("data", [_multipart(3000), _forwarded(1500)], ids=["multipart", "rfc822"])
@pytest.mark.parametrize("record", [False, True], ids=["body", "record"])
def test_deep_nesting_is_too_deep(tmp_path: Path, data: bytes, record: bool) -> None:
    path = tmp_path / "deep.eml"
    path.write_bytes(data)
    args = [sys.executable, "-m", "citeproof", "check", str(path), "hello there friend"]
    if record:
        args += ["--record", "1"]
    run = subprocess.run(args, capture_output=True, text=True, check=False, timeout=120)
    assert "Traceback" not in run.stderr, run.stderr[-2000:]
    assert run.returncode == 2, run.stdout
    assert "too_deep" in run.stderr
