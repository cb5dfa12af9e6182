"""A Dask client for the faces that fan out over a cluster (``batch``, ``recheck``).

One place says what a missing Dask or an unreachable scheduler is: ``engine_unavailable``,
with the ``pip install`` to run or the address that did not answer. Dask itself is
imported here only when a client is asked for.
"""

from __future__ import annotations

from typing import Any

from .errors import CiteproofError, ErrorCode

__all__ = ["dask_client", "dask_completed", "require_dask"]


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


def dask_client(scheduler: str | None) -> Any:
    """A client of the scheduler at ``scheduler`` (None: a local cluster, as
    ``dask.distributed.Client()`` starts); ``engine_unavailable`` without Dask or when
    the scheduler cannot be reached."""
    distributed = require_dask()
    try:
        return distributed.Client(scheduler)
    except (OSError, ValueError) as error:  # unreachable, timed out, not an address
        raise CiteproofError(
            f"cannot reach the Dask scheduler {scheduler}: {error}",
            code=ErrorCode.ENGINE_UNAVAILABLE,
        ) from None


def dask_completed(futures: list[Any]) -> Any:
    """Dask's ``as_completed`` over ``futures``."""
    return require_dask().as_completed(futures)
