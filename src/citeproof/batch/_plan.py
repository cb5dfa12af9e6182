"""Planning a batch: citations grouped by source (each source read once), and the groups
split into partitions of similar size for the executors, in input order."""

from __future__ import annotations

from ..service import SourceSpec
from ._jobs import Job
from ._work import Group

__all__ = ["PER_WORKER", "group_jobs", "partition_count", "partitions"]


def group_jobs(jobs: list[Job]) -> list[Group]:
    """Citations grouped by source, groups in order of each source's first citation."""
    groups: dict[SourceSpec, list[Job]] = {}
    for job in jobs:
        groups.setdefault(job.source, []).append(job)
    return [Group(source, tuple(members)) for source, members in groups.items()]


def partitions(groups: list[Group], parts: int) -> list[list[Group]]:
    """Split groups into about ``parts`` partitions of similar citation counts, in order."""
    if parts <= 1 or len(groups) <= 1:
        return [groups]
    total = sum(len(g.jobs) for g in groups)
    target = max(1, total // parts)
    out: list[list[Group]] = [[]]
    size = 0
    for group in groups:
        if size >= target:
            out.append([])
            size = 0
        out[-1].append(group)
        size += len(group.jobs)
    return out


#: Partitions made for each worker. The last partitions to finish decide the run's end:
#: while one worker works through its last partition the other has nothing left, so a
#: partition should be small against the run. Four a worker (eight of about 4 CPU-s for
#: 100,000 citations on two workers) left one worker idle for up to a partition at the end;
#: sixteen cut that tail to a quarter, at a cost per partition of a reader opened (three
#: microseconds without a store) and one result message.
PER_WORKER = 16


def partition_count(engine: str, workers: int) -> int:
    """How many partitions to make: :data:`PER_WORKER` per worker (at least two workers on
    Dask), so a slow source does not hold the others back and no worker idles long at the
    end; one when everything runs here."""
    count = workers if engine == "local" else max(2, workers)
    return count * PER_WORKER if count > 1 or engine == "dask" else 1
