"""Re-checking on a Dask cluster (``citeproof recheck --engine dask``), as batch fans out.

The pages are cut into partitions of :data:`PAGES_PER_TASK`; each partition is one task,
run on a worker with a reader of its own (the same :class:`~citeproof.sources.FetchConfig`:
the address guard and its allow-list travel with the work) and the evidence store at the
same path (a shared file system that supports SQLite locking, as for batch's ``--store``):
the stored snapshots are read there and the new ones added there. Results come back in
the order given, so the report is the one a single process gives.
"""

from __future__ import annotations

from .._dask import dask_client, require_dask
from ..sources import EvidenceStore, FetchConfig, SourceReader
from ._run import Engine, PageDone, PageWork, check_page

__all__ = ["PAGES_PER_TASK", "dask_engine"]

#: Pages per task: enough to pay for opening the store, few enough to spread the work.
PAGES_PER_TASK = 16


def _partition(work: list[PageWork], fetch: FetchConfig, store_path: str | None) -> list[PageDone]:
    """One task: its pages re-checked with a reader of the worker's own."""
    store = EvidenceStore(store_path) if store_path else None
    reader = SourceReader(fetch=fetch, store=store)
    try:
        return [check_page(item, reader) for item in work]
    finally:
        reader.close()
        if store is not None:
            store.close()


def dask_engine(scheduler: str | None, fetch: FetchConfig, store_path: str | None) -> Engine:
    """Pages re-checked on the Dask cluster at ``scheduler`` (None: a local one, as
    ``dask.distributed.Client()`` starts); ``engine_unavailable`` without Dask or when the
    scheduler cannot be reached."""
    require_dask()  # Dask's absence is told before any page is read

    def run(work: list[PageWork]) -> list[PageDone]:
        if not work:
            return []
        client = dask_client(scheduler)
        parts = [work[i : i + PAGES_PER_TASK] for i in range(0, len(work), PAGES_PER_TASK)]
        with client:
            futures = [
                client.submit(_partition, part, fetch, store_path, key=f"citeproof-recheck-{i}")
                for i, part in enumerate(parts)
            ]
            done: list[list[PageDone]] = client.gather(futures)
        return [one for part in done for one in part]

    return run
