"""Lines waiting for their turn come back exactly once, in input order, wherever they
waited: in memory, on their way to disk, on disk, or read back ahead of their turn."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.batch._writer import Waiting


def _drain(waiting: Waiting, start: int) -> tuple[list[str], int]:
    out: list[str] = []
    while (line := waiting.take(start)) is not None:
        out.append(line)
        start += 1
    return out, start


@settings(max_examples=200, deadline=None)
@given(
    order=st.integers(1, 120).flatmap(lambda n: st.permutations(range(n))),
    in_memory=st.integers(0, 10),
    batch=st.integers(1, 7),
    drain_every=st.integers(1, 9),
)
def test_every_line_comes_back_once_in_order(
    order: list[int], in_memory: int, batch: int, drain_every: int
) -> None:
    waiting = Waiting(in_memory, batch)
    written: list[str] = []
    start = 0
    for count, index in enumerate(order, start=1):
        waiting.put(index, f"line {index} \u2028 é")
        if count % drain_every == 0:
            more, start = _drain(waiting, start)
            written += more
    more, start = _drain(waiting, start)
    written += more
    waiting.close()
    assert written == [f"line {i} \u2028 é" for i in range(len(order))]
    assert waiting.on_disk == 0
    assert not waiting.memory
    assert not waiting.spilled
    assert not waiting.ahead


def test_a_line_not_yet_done_is_not_read_ahead_of_its_turn() -> None:
    waiting = Waiting(in_memory=0, batch=2)
    for index in (1, 2, 3, 4):  # 0 is not done: 1..4 go to disk, two at a time
        waiting.put(index, str(index))
    assert waiting.on_disk == 4
    assert waiting.take(0) is None
    assert waiting.on_disk == 4
    assert not waiting.ahead
    waiting.put(0, "0")
    assert [waiting.take(i) for i in range(5)] == ["0", "1", "2", "3", "4"]
    assert waiting.on_disk == 0
