"""Work in threads: answered at the deadline, never more threads than slots, slots returned."""

from __future__ import annotations

import functools
import http.server
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import ClassVar

import anyio
import pytest

from citeproof.conformance._pdfwrite import build_pdf
from citeproof.errors import CiteproofError
from citeproof.service import SourceSpec, Work, read_each
from citeproof.sources import FetchConfig, SourceReader, extract, reading_deadline
from citeproof.sources.pdf import _isolated


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


class _HungWorker(_isolated._Worker):
    """A PDF worker that never answers (a PDF that takes minutes), recorded to be checked."""

    started: ClassVar[list[subprocess.Popen[bytes]]] = []

    def __init__(self, memory: int) -> None:
        self.memory = memory
        self.process = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(60)"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        _HungWorker.started.append(self.process)


@pytest.fixture
def hung_pdf_workers(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[subprocess.Popen[bytes]]]:
    _HungWorker.started = []
    _isolated._POOL.close()  # no idle real worker left to answer
    monkeypatch.setattr(_isolated, "_Worker", _HungWorker)
    yield _HungWorker.started
    for process in _HungWorker.started:
        process.kill()
        process.wait()


def _read_pdf() -> str:
    return extract(build_pdf([[(72.0, 700.0, 11.0, "slow")]]), "application/pdf", "slow.pdf").text


def test_overdue_pdf_work_is_killed_at_the_deadline_and_gives_its_slot_back(
    hung_pdf_workers: list[subprocess.Popen[bytes]],
) -> None:
    work = Work(slots=1, deadline=0.5)
    started = time.monotonic()
    with pytest.raises(CiteproofError) as late:
        anyio.run(functools.partial(work.run, _read_pdf, heavy=True))
    assert late.value.code == "deadline_exceeded"
    assert time.monotonic() - started < 2.0
    # The worker reading past the deadline is killed, so its thread ends and the slot is
    # free again at once (not after MAX_PDF_SECONDS).
    assert len(hung_pdf_workers) == 1
    hung_pdf_workers[0].wait(timeout=2)
    assert anyio.run(functools.partial(work.run, str.upper, "next", heavy=True)) == "NEXT"


def test_a_pdf_reading_past_its_deadline_is_deadline_exceeded(
    hung_pdf_workers: list[subprocess.Popen[bytes]],
) -> None:
    with reading_deadline(time.monotonic() + 0.3), pytest.raises(CiteproofError) as late:
        _read_pdf()
    assert late.value.code == "deadline_exceeded"
    assert hung_pdf_workers[0].wait(timeout=2) != 0  # killed, not left to run
    with reading_deadline(time.monotonic() - 1), pytest.raises(CiteproofError) as gone:
        _read_pdf()  # already past: no worker is even asked
    assert gone.value.code == "deadline_exceeded"
    assert len(hung_pdf_workers) == 1


def test_light_work_does_not_queue_behind_heavy_work() -> None:
    work = Work(slots=1, deadline=2)
    release = threading.Event()

    def heavy() -> str:
        release.wait(5)
        return "heavy"

    async def scenario() -> tuple[str, float]:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(functools.partial(work.run, heavy, heavy=True))
            await anyio.sleep(0.05)
            started = time.monotonic()
            light = await work.run(str.upper, "light")
            took = time.monotonic() - started
            release.set()
        return light, took

    light, took = anyio.run(scenario)
    assert light == "LIGHT"
    assert took < 1.0  # not after the heavy work, nor at the deadline


def test_heavy_work_is_capped_on_its_own_slots() -> None:
    work = Work(slots=1, deadline=0.3)
    release = threading.Event()

    async def scenario() -> list[str]:
        outcomes: list[str] = []

        async def one() -> None:
            try:
                outcomes.append(await work.run(release.wait, 2, heavy=True))
            except CiteproofError as error:
                outcomes.append(error.code)

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(one)
            await anyio.sleep(0.05)
            tasks.start_soon(one)
        return outcomes

    assert anyio.run(scenario) == ["deadline_exceeded", "deadline_exceeded"]
    release.set()


def test_pdfs_read_from_urls_side_by_side_keep_the_deadline(
    hung_pdf_workers: list[subprocess.Popen[bytes]],
) -> None:
    """``read_each`` reads URLs in threads of its own: the deadline goes with them."""
    pdf = build_pdf([[(72.0, 700.0, 11.0, "slow")]])

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/pdf")
            self.send_header("Content-Length", str(len(pdf)))
            self.end_headers()
            self.wfile.write(pdf)

        def log_message(self, *args: object) -> None:
            pass

    with http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        reader = SourceReader(fetch=FetchConfig(allow_private=True, respect_robots=False))
        specs = [SourceSpec.url(f"{base}/{n}.pdf") for n in range(2)]
        started = time.monotonic()
        with reading_deadline(time.monotonic() + 0.5):
            reads = read_each(specs, reader)
        server.shutdown()
    assert time.monotonic() - started < 3.0
    assert [getattr(reads[spec], "code", None) for spec in specs] == ["deadline_exceeded"] * 2
