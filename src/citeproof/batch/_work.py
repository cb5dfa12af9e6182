"""The unit of batch work: one or more sources, each read once, with all their citations.

:func:`process_partition` is a plain top-level function of picklable arguments, so the
same code runs in this process, in a process pool, or on a Dask worker.
"""

from __future__ import annotations

import hashlib
import json
import math
import pickle
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..contracts import failure, result_json, source_json
from ..errors import SourceError
from ..match import Policy
from ..service import (
    DEFAULT_MAX_CHARACTERS,
    LOCAL,
    AccessPolicy,
    SourceEvidence,
    SourceKind,
    SourceSpec,
    check,
    read,
)
from ..sources import DocumentCache, EvidenceStore, FetchConfig, SourceReader
from ..sources.ocr import OCR_OFF, OcrOptions
from ..sources.render import RenderMode
from ._jobs import Job

__all__ = [
    "Group",
    "GroupResult",
    "WorkerOptions",
    "dumps",
    "iter_partition",
    "process_partition",
    "process_pickled",
    "source_id",
]


def dumps(record: dict[str, Any]) -> str:
    """One output line: sorted keys, so the same record is always the same bytes."""
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def source_id(spec: SourceSpec) -> str:
    """A short stable name for a source in the output (supplied text by its SHA-256)."""
    if spec.kind is SourceKind.TEXT:
        return "text:" + hashlib.sha256(spec.value.encode("utf-8", "surrogatepass")).hexdigest()
    return f"{spec.kind.value}:{spec.value}"


@dataclass(frozen=True, slots=True)
class WorkerOptions:
    """What every worker needs to know; picklable.

    URL sources come from the evidence store when it holds them (whatever their age,
    so reruns are identical) unless ``refresh``; ``cache_path`` is the document cache
    every worker shares (a source named by many citations, or on a rerun, is read once);
    ``ocr`` and ``render`` say whether scanned PDFs are recognised and pages that need
    JavaScript rendered (neither, by default: the command line asks).
    """

    store_path: str | None = None
    cache_path: str | None = None
    refresh: bool = False
    max_characters: int = DEFAULT_MAX_CHARACTERS
    selectors: bool = False
    fetch: FetchConfig = field(default_factory=FetchConfig)
    access: AccessPolicy = LOCAL
    ocr: OcrOptions = OCR_OFF
    render: RenderMode = RenderMode.NEVER


@dataclass(frozen=True, slots=True)
class Group:
    """One source and the citations against it (in input order)."""

    source: SourceSpec
    jobs: tuple[Job, ...]


@dataclass(frozen=True, slots=True)
class GroupResult:
    """A source's evidence line, and each of its citations' lines by input index."""

    source: str
    source_line: str
    source_failed: bool
    lines: tuple[tuple[int, str], ...]
    verdicts: tuple[str, ...]


def _citation(job: Job, source: str, finding: dict[str, Any] | None) -> str:
    return dumps({
        "type": "citation", "index": job.index, "line": job.line, "column": job.column,
        "id": job.id, "source": source, "finding": finding,
    })  # fmt: skip


def _process(group: Group, reader: SourceReader, options: WorkerOptions) -> GroupResult:
    name = source_id(group.source)
    try:
        source = read(group.source, reader, options.access)
    except SourceError as error:
        url = group.source.value if group.source.kind is SourceKind.URL else None
        evidence = failure({"url": url}, error)
        lines = tuple((job.index, _citation(job, name, None)) for job in group.jobs)
        record = {"type": "source", "source": name, "evidence": evidence}
        return GroupResult(name, dumps(record), True, lines, ("unreadable",) * len(group.jobs))
    evidence = source_json(SourceEvidence.of(source, options.max_characters))
    by_policy: dict[Policy, list[Job]] = {}
    for job in group.jobs:
        by_policy.setdefault(job.policy, []).append(job)
    out: dict[int, tuple[str, str]] = {}
    for policy, jobs in by_policy.items():
        report = check(
            source, [j.quote for j in jobs], policy, max_characters=options.max_characters,
            selectors=options.selectors, boxes=options.selectors,
        )  # fmt: skip
        for job, result in zip(jobs, report.results, strict=True):
            finding = result_json(result)
            finding["index"] = 0  # the finding's index within its batch call means nothing here
            out[job.index] = (_citation(job, name, finding), finding["classification"])
    ordered = sorted(out.items())
    record = {"type": "source", "source": name, "evidence": evidence}
    return GroupResult(
        name,
        dumps(record),
        False,
        tuple((index, line) for index, (line, _) in ordered),
        tuple(verdict for _, (_, verdict) in ordered),
    )


def iter_partition(groups: list[Group], options: WorkerOptions) -> Iterator[GroupResult]:
    """Process groups one after another with one reader (one store, shared robots.txt)."""
    store = EvidenceStore(options.store_path) if options.store_path else None
    freshness = 3600.0 if options.refresh else math.inf
    cache = DocumentCache(Path(options.cache_path)) if options.cache_path else None
    reader = SourceReader(
        fetch=options.fetch,
        store=store,
        cache=cache,
        freshness=freshness,
        ocr=options.ocr,
        render=options.render,
    )
    try:
        for group in groups:
            yield _process(group, reader, options)
    finally:
        reader.close()
        if store is not None:
            store.close()


def process_partition(groups: list[Group], options: WorkerOptions) -> list[GroupResult]:
    """Process several groups in one task (for a process pool or a Dask worker)."""
    return list(iter_partition(groups, options))


def process_pickled(partition: bytes, options: WorkerOptions) -> bytes:
    """:func:`process_partition` of a pickled partition, its results pickled: what a Dask
    worker runs. Dask's scheduler unpickles each task it is given and pickles it again for
    the worker, and passes results on the same way; as bytes, 100,000 citations' jobs and
    findings cross it as a few opaque messages instead of 200,000 objects made and
    unmade in the scheduler's process (on a small cluster, a process beside the workers
    on the same cores)."""
    groups: list[Group] = pickle.loads(partition)
    return pickle.dumps(process_partition(groups, options), protocol=pickle.HIGHEST_PROTOCOL)
