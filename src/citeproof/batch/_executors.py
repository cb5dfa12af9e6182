"""Where a batch's partitions are processed: in this process (one group at a time, so
lines are written as soon as they are ready), in a local process pool, or on a Dask
cluster. Each yields the results of one partition (or group) as it completes; the writer
puts them back in input order."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed

from .._dask import dask_client, dask_completed
from ._work import (
    Group,
    GroupResult,
    WorkerOptions,
    iter_partition,
    process_partition,
    process_pickled,
)

__all__ = ["engine_results"]


def _dask_results(
    work: list[list[Group]], options: WorkerOptions, scheduler: str | None
) -> Iterator[list[GroupResult]]:
    client = dask_client(scheduler)
    with client:
        futures = [
            client.submit(
                process_pickled,
                pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL),
                options,
                key=f"citeproof-partition-{i}",
            )
            for i, part in enumerate(work)
        ]
        for future in dask_completed(futures):
            results: list[GroupResult] = pickle.loads(future.result())
            future.release()  # the worker may forget it: the writer holds what waits
            yield results


def _pool_results(
    work: list[list[Group]], options: WorkerOptions, workers: int
) -> Iterator[list[GroupResult]]:
    pool = ProcessPoolExecutor(max_workers=workers)
    try:
        for future in as_completed([pool.submit(process_partition, p, options) for p in work]):
            yield future.result()
    finally:  # on a failure (a full disk), do not wait for partitions not yet begun
        pool.shutdown(wait=True, cancel_futures=True)


def _local_results(work: list[list[Group]], options: WorkerOptions) -> Iterator[list[GroupResult]]:
    # In this process, one group at a time: lines are written as soon as they are ready.
    for part in work:
        for result in iter_partition(part, options):
            yield [result]


def engine_results(
    work: list[list[Group]],
    options: WorkerOptions,
    engine: str,
    workers: int,
    scheduler: str | None,
) -> Iterator[list[GroupResult]]:
    """The results of ``work`` as they complete, on the engine asked for."""
    if engine == "dask":
        return _dask_results(work, options, scheduler)
    if workers > 1:
        return _pool_results(work, options, workers)
    return _local_results(work, options)
