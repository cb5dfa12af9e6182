"""What the commands that read one source share: its options, reading it, its bytes.

``SOURCE`` is a path or an http(s) URL, or ``--snapshot SHA256`` names stored bytes;
URL bodies are kept in the evidence store (``--store``) unless ``--no-store``. A command
that draws pictures of a PDF's pages also needs the bytes that were read: a file's are
read again (and must be the same), stored ones come from the store, and a URL read with
``--no-store`` is kept in a store in memory for the run.
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError, SourceError
from ..sources import EvidenceStore, SourceRead, SourceReader

__all__ = ["Source", "add_source_options", "read_source", "write_pictures"]


def add_source_options(parser: argparse.ArgumentParser) -> None:
    """``--snapshot``, ``--store`` and ``--no-store``."""
    parser.add_argument(
        "--snapshot", metavar="SHA256",
        help="use the stored body with this SHA-256 instead of reading SOURCE",
    )  # fmt: skip
    parser.add_argument(
        "--store", metavar="PATH",
        help="evidence store (default: $CITEPROOF_STORE or ~/.local/share/citeproof/)",
    )  # fmt: skip
    parser.add_argument("--no-store", action="store_true", help="do not keep what is read")


@dataclass(frozen=True, slots=True)
class Source:
    """A source as read, and where its bytes can be had again."""

    read: SourceRead
    store: EvidenceStore | None

    @property
    def is_pdf(self) -> bool:
        """True when the source was read as a PDF."""
        return self.read.document.representation == "pdf_text_layer"

    def data(self) -> bytes:
        """Exactly the bytes that were read (``changed_since_read`` if a file changed)."""
        document = self.read.document
        if self.read.origin == "file" and self.read.path is not None:
            try:
                data = Path(self.read.path).read_bytes()
            except OSError as error:
                raise SourceError(
                    f"cannot read {self.read.path} again: {error.strerror}",
                    code="unreadable_file",
                ) from error
            if hashlib.sha256(data).hexdigest() != document.sha256:
                raise SourceError(
                    f"{self.read.path} changed while it was being checked",
                    code="changed_since_read",
                )
            return data
        if self.store is None:
            raise SourceError("the bytes read were not kept (no store)", code="snapshot_not_found")
        return self.store.snapshot(document.sha256).body


def read_source(args: argparse.Namespace, *, keep_bytes: bool = False) -> Source:
    """Read ``args.source`` (or ``args.snapshot``) with the store options in ``args``.

    ``keep_bytes``: a URL read under ``--no-store`` is kept in memory, so that
    :meth:`Source.data` can give its bytes.
    """
    store = None
    if not args.no_store:
        store = EvidenceStore(args.store) if args.store else EvidenceStore()
    elif keep_bytes:
        store = EvidenceStore(":memory:")  # SQLite's in-memory database: gone on exit
    reader = SourceReader(store=store)
    try:
        if args.snapshot:
            read = reader.read_snapshot(args.snapshot)
        elif not args.source:
            raise InputError("give a SOURCE (a path or a URL) or --snapshot", code="missing_field")
        else:
            read = reader.read(args.source)
    finally:
        reader.close()
    return Source(read, reader.store)


def write_pictures(directory: str, named: list[tuple[str, bytes]]) -> list[Path]:
    """Write each ``(file name, PNG bytes)`` into ``directory`` (created); the paths."""
    folder = Path(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for name, png in named:
            path = folder / name
            path.write_bytes(png)
            paths.append(path)
    except OSError as error:
        raise InputError(
            f"cannot write pictures to {directory}: {error.strerror}", code="unwritable_output"
        ) from error
    return paths
