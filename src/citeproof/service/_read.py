"""Reading what a :class:`SourceSpec` names: the one place that turns a kind into a read."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextvars import copy_context

from ..errors import SourceError
from ..sources import SourceRead, SourceReader
from ._access import LOCAL, AccessPolicy
from ._spec import SourceKind, SourceSpec

__all__ = ["read", "read_each"]


def read(spec: SourceSpec, reader: SourceReader, access: AccessPolicy = LOCAL) -> SourceRead:
    """The source ``spec`` names, read by ``reader`` if ``access`` allows its kind.

    Raises :class:`~citeproof.InputError` ``source_kind_not_allowed`` or
    :class:`~citeproof.SourceError` (its ``path`` the spec's pointer, its ``url`` the URL).
    """
    access.check(spec)
    try:
        if spec.kind is SourceKind.TEXT:
            return reader.read_text(spec.value)
        if spec.kind is SourceKind.PATH:
            return reader.read_file(spec.value, record=spec.record)
        if spec.kind is SourceKind.URL:
            return reader.read_url(spec.value, record=spec.record)
        if spec.kind is SourceKind.SNAPSHOT:
            return reader.read_snapshot(spec.value)
        assert spec.data is not None, "an upload carries its bytes"
        return reader.read_upload(spec.data, spec.value, record=spec.record)
    except SourceError as error:
        if error.url is None and spec.kind is SourceKind.URL:
            error.url = spec.value
        if not error.path:
            error.path = spec.pointer
        raise


def read_each(
    specs: Iterable[SourceSpec],
    reader: SourceReader,
    access: AccessPolicy = LOCAL,
    progress: Callable[[int], None] | None = None,
) -> dict[SourceSpec, SourceRead | SourceError]:
    """Each distinct source once, an unreadable one as its error; URLs concurrently (one
    slow site does not hold up the others). Access is checked for all before any read.
    ``progress`` is called with 1 as each source is read (from the reading thread)."""
    distinct = list(dict.fromkeys(specs))
    for spec in distinct:
        access.check(spec)
    reads: dict[SourceSpec, SourceRead | SourceError] = {}

    def one(spec: SourceSpec) -> SourceRead | SourceError:
        try:
            return read(spec, reader, access)
        except SourceError as error:
            return error
        finally:
            if progress is not None:
                progress(1)

    urls = [spec for spec in distinct if spec.kind is SourceKind.URL]
    if len(urls) > 1:
        # each thread runs in a copy of the caller's context: a PDF's reading deadline
        # (sources.reading_deadline) goes with it
        contexts = [copy_context() for _ in urls]
        from concurrent.futures import ThreadPoolExecutor  # several URLs only

        with ThreadPoolExecutor(max_workers=min(8, len(urls))) as pool:
            done = pool.map(lambda context, spec: context.run(one, spec), contexts, urls)
            reads.update(zip(urls, done, strict=True))
    for spec in distinct:
        if spec not in reads:
            reads[spec] = one(spec)
    return reads
