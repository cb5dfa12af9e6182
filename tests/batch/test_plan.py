"""Planning: groups in order of each source's first citation, split into partitions of
similar size that keep every group whole and the groups in order; a job crosses to a
worker pickled as its fields, and comes back equal."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from citeproof.batch import Job
from citeproof.batch._plan import PER_WORKER, group_jobs, partition_count, partitions
from citeproof.match import DEFAULT_POLICY, Policy
from citeproof.service import SourceSpec


def _jobs(sources: list[int]) -> list[Job]:
    return [
        Job(i, i + 1, str(i), "q", SourceSpec.path(Path(f"/s{s}.txt")), DEFAULT_POLICY)
        for i, s in enumerate(sources)
    ]


@given(sources=st.lists(st.integers(0, 30), max_size=300), parts=st.integers(0, 70))
def test_partitions_keep_groups_whole_in_order_and_of_similar_size(
    sources: list[int], parts: int
) -> None:
    groups = group_jobs(_jobs(sources))
    assert [g.source.value for g in groups] == list(
        dict.fromkeys(str(Path(f"/s{s}.txt")) for s in sources)
    )
    split = partitions(groups, parts)
    assert [g for part in split for g in part] == groups
    if parts <= 1 or len(groups) <= 1:
        assert len(split) == 1
        return
    total = sum(len(g.jobs) for g in groups)
    target = max(1, total // parts)
    largest = max(len(g.jobs) for g in groups)
    sizes = [sum(len(g.jobs) for g in part) for part in split]
    assert all(part for part in split)
    assert all(target <= size < target + largest for size in sizes[:-1])
    assert (len(split) - 1) * target <= total


def test_partition_count_gives_each_worker_many_small_partitions() -> None:
    assert partition_count("local", 1) == 1
    assert partition_count("local", 2) == 2 * PER_WORKER
    assert partition_count("dask", 1) == 2 * PER_WORKER
    assert partition_count("dask", 3) == 3 * PER_WORKER
    assert PER_WORKER >= 8


@given(
    index=st.integers(0, 10**6),
    line=st.integers(1, 10**6),
    ident=st.text(max_size=8),
    quote=st.text(max_size=20),
    column=st.none() | st.integers(1, 500),
    min_length=st.integers(1, 1000),
)
def test_a_job_pickles_to_an_equal_job(
    index: int, line: int, ident: str, quote: str, column: int | None, min_length: int
) -> None:
    spec = SourceSpec.url("https://example.org/a", record="https://example.org/b")
    job = Job(index, line, ident, quote, spec, Policy(min_length=min_length), column)
    assert pickle.loads(pickle.dumps(job)) == job
    assert copy.deepcopy(job) == job
