"""Work in threads: answered at the deadline, never more threads than slots, slots returned."""

from __future__ import annotations

import threading
import time

import anyio
import pytest

from citeproof.errors import CiteproofError
from citeproof.service import Work


def test_the_deadline_answers_and_the_abandoned_work_keeps_its_slot() -> None:
    work = Work(slots=1, deadline=0.2)
    ran: list[str] = []
    release = threading.Event()

    def long(name: str) -> str:
        ran.append(name)
        release.wait(5)
        return name

    async def scenario() -> list[str]:
        outcomes: list[str] = []

        async def one(name: str) -> None:
            try:
                outcomes.append(await work.run(long, name))
            except CiteproofError as error:
                outcomes.append(f"{name}: {error.code}")

        started = time.monotonic()
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(one, "first")
            await anyio.sleep(0.05)
            tasks.start_soon(one, "second")  # waits for the slot the first still holds
        assert time.monotonic() - started < 1.0
        return outcomes

    outcomes = anyio.run(scenario)
    assert sorted(outcomes) == ["first: deadline_exceeded", "second: deadline_exceeded"]
    assert ran == ["first"]  # the second never started: no slot was free within its deadline
    release.set()
    time.sleep(0.2)  # the abandoned first ends and gives its slot back
    assert anyio.run(work.run, long, "third") == "third"


def test_errors_pass_through_and_free_the_slot() -> None:
    work = Work(slots=1, deadline=5)

    def broken() -> None:
        raise CiteproofError("no", code="bad_input")

    for _ in range(3):
        with pytest.raises(CiteproofError, match="no"):
            anyio.run(work.run, broken)


def test_work_needs_a_slot_and_a_deadline() -> None:
    with pytest.raises(ValueError, match="slot"):
        Work(slots=0, deadline=1)
    with pytest.raises(ValueError, match="deadline"):
        Work(slots=1, deadline=0)
