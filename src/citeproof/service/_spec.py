"""How a caller names a source: one explicit value, parsed once at each face.

A string is never guessed to be a path, a URL or the text itself from whether a file
happens to exist: an agent that passes ``/nonexistent/file.pdf`` must get
``unreadable_file``, not a check of the path's characters as if they were the source
(which answers "not present" and gets a real quote called fabricated). Each face says
what its inputs are — a CLI argument is a path or a URL, a JSON field is named ``text``,
``url``, ``path``, ``snapshot`` or ``file`` — and builds a :class:`SourceSpec` with one
of the constructors below.
"""

from __future__ import annotations

import binascii
import re
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import PurePath
from typing import Any
from urllib.parse import urlsplit

from ..errors import ErrorCode, InputError

__all__ = ["SourceKind", "SourceSpec"]

_SHA256 = re.compile(r"[0-9a-f]{64}")
#: ``scheme://`` at the start of an argument: it names a URL, never a path (two letters at
#: least, so a drive letter ``C://`` stays a path).
_SCHEMED = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+://")


class SourceKind(StrEnum):
    """What a source is; a face's :class:`~citeproof.service.AccessPolicy` allows some."""

    TEXT = "text"
    """Text supplied by the caller, read exactly."""
    PATH = "path"
    """A file on the machine citeproof runs on."""
    URL = "url"
    """An http(s) URL, read through the address guard, robots.txt and the caps."""
    SNAPSHOT = "snapshot"
    """Bytes kept in the evidence store, named by their SHA-256."""
    UPLOAD = "upload"
    """Bytes the caller sent (an uploaded file, standard input)."""


def is_url(target: str) -> bool:
    """True when ``target`` has an http(s) scheme (anything else is a path)."""
    return urlsplit(target).scheme.lower() in ("http", "https") and "://" in target


@dataclass(frozen=True, slots=True)
class SourceSpec:
    """A source, named explicitly: its kind, its value and, for uploads, its bytes.

    ``value`` is the text, the path, the URL, the SHA-256 or the upload's file name;
    ``record`` picks one record of a web archive (its target URI); ``pointer`` is where
    the spec came from in a JSON request (``/source``, ``/citations/3/url``), so an error
    about it points there. Specs that name the same source are equal whatever their
    pointer, so a request reads each source once.
    """

    kind: SourceKind
    value: str
    data: bytes | None = field(default=None, repr=False)
    record: str | None = None
    pointer: str = field(default="", compare=False)

    @classmethod
    def text(cls, text: str, *, pointer: str = "") -> SourceSpec:
        """Supplied text."""
        return cls(SourceKind.TEXT, text, pointer=pointer)

    @classmethod
    def path(
        cls, path: str | PurePath, *, record: str | None = None, pointer: str = ""
    ) -> SourceSpec:
        """A local file (``record`` picks a web archive's record)."""
        return cls(SourceKind.PATH, str(path), record=record, pointer=pointer)

    @classmethod
    def url(cls, url: str, *, record: str | None = None, pointer: str = "") -> SourceSpec:
        """An http(s) URL; anything else is ``invalid_url``."""
        if not is_url(url):
            raise InputError(
                f"{url!r} is not an http(s) URL", path=pointer, code=ErrorCode.INVALID_URL
            )
        return cls(SourceKind.URL, url, record=record, pointer=pointer)

    @classmethod
    def snapshot(cls, sha256: str, *, pointer: str = "") -> SourceSpec:
        """Stored bytes, by their SHA-256 (64 lower-case hex digits)."""
        digest = sha256.strip().lower()
        if not _SHA256.fullmatch(digest):
            raise InputError(
                f"{sha256!r} is not a SHA-256 (64 hex digits)",
                path=pointer,
                code=ErrorCode.INVALID_SNAPSHOT,
            )
        return cls(SourceKind.SNAPSHOT, digest, pointer=pointer)

    @classmethod
    def upload(
        cls, name: str, data: bytes, *, record: str | None = None, pointer: str = ""
    ) -> SourceSpec:
        """Bytes sent by the caller, with the file name that helps tell their format."""
        return cls(SourceKind.UPLOAD, name, data=data, record=record, pointer=pointer)

    @classmethod
    def argument(cls, target: str, *, record: str | None = None) -> SourceSpec:
        """A command-line ``SOURCE``: an http(s) URL, else a path (never the text itself).

        Any ``scheme://`` argument is a URL; a scheme other than http(s) (``ftp://host/x``)
        is ``invalid_url``, not the path ``ftp:/host/x``."""
        if is_url(target) or _SCHEMED.match(target):
            return cls.url(target, record=record)
        return cls.path(target, record=record)

    @classmethod
    def from_json(cls, spec: Any, pointer: str = "/source") -> SourceSpec:
        """A request's source object: exactly one of ``text``, ``url``, ``path``,
        ``snapshot`` or ``file`` (``{"name", "base64"}``), and optionally ``record``."""
        if not isinstance(spec, dict):
            raise InputError(
                "the source must be an object", path=pointer, code=ErrorCode.WRONG_TYPE
            )
        named = [k for k in ("text", "url", "path", "snapshot", "file") if k in spec]
        if len(named) != 1:
            raise InputError(
                "name the source with exactly one of text, url, path, snapshot or file",
                path=pointer,
                code=ErrorCode.AMBIGUOUS_SOURCE if named else ErrorCode.MISSING_FIELD,
            )
        kind = named[0]
        value = spec[kind]
        record = spec.get("record")
        where = f"{pointer}/{kind}"
        if kind == "file":
            return cls._file(value, where, record)
        if not isinstance(value, str):
            raise InputError(f"{kind} must be a string", path=where, code=ErrorCode.WRONG_TYPE)
        if kind == "text":
            return cls.text(value, pointer=where)
        if kind == "url":
            return cls.url(value, record=record, pointer=where)
        if kind == "path":
            return cls.path(value, record=record, pointer=where)
        return cls.snapshot(value, pointer=where)

    @classmethod
    def _file(cls, value: Any, pointer: str, record: str | None) -> SourceSpec:
        if not isinstance(value, dict) or not isinstance(value.get("base64"), str):
            raise InputError("file must be {name, base64}", path=pointer, code=ErrorCode.WRONG_TYPE)
        try:
            import base64  # only a request that uploads a file needs it

            data = base64.b64decode(value["base64"], validate=True)
        except (binascii.Error, ValueError) as error:
            raise InputError(
                "file.base64 is not base64", path=f"{pointer}/base64", code=ErrorCode.INVALID_BASE64
            ) from error
        return cls.upload(str(value.get("name", "upload")), data, record=record, pointer=pointer)

    def describe(self) -> str:
        """The source for a person: the URL or path, or what kind of thing it is."""
        if self.kind in (SourceKind.URL, SourceKind.PATH, SourceKind.UPLOAD):
            return self.value
        if self.kind is SourceKind.SNAPSHOT:
            return f"snapshot {self.value}"
        return "supplied text"
