"""A Dask client for the faces that fan out over a cluster (``batch``, ``recheck``).

One place says what a missing Dask or an unreachable scheduler is: ``engine_unavailable``,
with the ``pip install`` to run or the address that did not answer. Dask itself is
imported here only when a client is asked for.
"""

from __future__ import annotations

from typing import Any

from .errors import CiteproofError, ErrorCode

__all__ = ["LOCAL_CLUSTER_CONFIG", "dask_client", "dask_completed", "require_dask"]


def require_dask() -> Any:
    """``dask.distributed``; ``engine_unavailable`` when Dask is not installed."""
    try:
        from dask import distributed
    except ImportError:
        raise CiteproofError(
            "--engine dask needs Dask: pip install 'citeproof[dask]'",
            code=ErrorCode.ENGINE_UNAVAILABLE,
        ) from None
    return distributed


#: Dask settings for the local cluster citeproof starts itself: nothing beside the work that
#: wakes up every few milliseconds to take the GIL from it. The worker's stack-sampling
#: profiler samples the working thread every 10 ms (on 100,000 citations over two workers
#: 1-2 CPU-s of 28 and 5% of the wall time, ``bench_batch``, A/B alternated); the event
#: loop's tick watch (every 20 ms), the memory monitor (every 100 ms) and the system
#: monitor (every 500 ms, with disk counters) watch a worker for a dashboard and for memory
#: limits; slowed to once a second (five for the system monitor) they cost the scheduler
#: 0.27 CPU-s instead of 0.67-0.76 and the workers about 1 CPU-s less, and the local
#: cluster went from 1.64x one process to 1.69-1.70x (three rounds alternated, idle
#: machine). The memory limit still holds, checked once a second. A cluster of one's own is
#: started so with the environment variables the README's multi-machine run shows.
LOCAL_CLUSTER_CONFIG = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.admin.system-monitor.disk": False,
    "distributed.admin.system-monitor.gil.enabled": False,
}


def dask_client(scheduler: str | None) -> Any:
    """A client of the scheduler at ``scheduler`` (None: a local cluster, as
    ``dask.distributed.Client()`` starts, with :data:`LOCAL_CLUSTER_CONFIG`);
    ``engine_unavailable`` without Dask or when the scheduler cannot be reached."""
    distributed = require_dask()
    try:
        if scheduler is None:
            import dask

            with dask.config.set(LOCAL_CLUSTER_CONFIG):
                return distributed.Client()
        return distributed.Client(scheduler)
    except (OSError, ValueError) as error:  # unreachable, timed out, not an address
        raise CiteproofError(
            f"cannot reach the Dask scheduler {scheduler}: {error}",
            code=ErrorCode.ENGINE_UNAVAILABLE,
        ) from None


def dask_completed(futures: list[Any]) -> Any:
    """Dask's ``as_completed`` over ``futures``."""
    return require_dask().as_completed(futures)
