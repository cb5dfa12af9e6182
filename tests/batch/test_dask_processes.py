"""A Dask cluster as the README's multi-machine run starts one, on loopback: a ``dask
scheduler`` process and two ``dask worker`` processes (on other hosts in production, here on
127.0.0.1), ``citeproof batch --engine dask --scheduler tcp://…`` against it, the workers
sharing one evidence store; the output equals the local engine's byte for byte."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .test_batch import write_corpus

pytestmark = pytest.mark.slow

_DASK = Path(sys.executable).with_name("dask")
#: As the README starts its workers: quiet, without the stack-sampling profiler, the
#: monitors slowed (``citeproof._dask.LOCAL_CLUSTER_CONFIG``).
_QUIET = {
    **os.environ,
    "DASK_LOGGING__DISTRIBUTED": "error",
    "DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED": "False",
    "DASK_DISTRIBUTED__ADMIN__TICK__INTERVAL": "1s",
    "DASK_DISTRIBUTED__WORKER__MEMORY__MONITOR_INTERVAL": "1s",
    "DASK_DISTRIBUTED__ADMIN__SYSTEM_MONITOR__INTERVAL": "5s",
    "DASK_DISTRIBUTED__ADMIN__SYSTEM_MONITOR__DISK": "False",
}


def _start(argv: list[str], log: Path) -> subprocess.Popen[bytes]:
    with log.open("wb") as out:  # the child keeps its own descriptor
        return subprocess.Popen(
            argv, stdout=out, stderr=subprocess.STDOUT, env=_QUIET, start_new_session=True
        )


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)  # the process and what it started
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture
def scheduler(tmp_path: Path) -> Iterator[str]:
    """The address of a real scheduler on loopback with two single-threaded workers."""
    distributed = pytest.importorskip("dask.distributed")
    if not _DASK.exists() and shutil.which("dask") is None:
        pytest.skip("the dask command line is not installed")
    dask = str(_DASK if _DASK.exists() else shutil.which("dask"))
    info = tmp_path / "scheduler.json"
    started = [
        _start([dask, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                "--scheduler-file", str(info)], tmp_path / "scheduler.log"),
    ]  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not info.exists() or not info.read_text():
            assert started[0].poll() is None, (tmp_path / "scheduler.log").read_text()
            assert time.monotonic() < deadline, "the scheduler did not start in 60 s"
            time.sleep(0.2)
        time.sleep(0.2)  # the file is written whole before it is read
        address = json.loads(info.read_text())["address"]
        for n in (1, 2):
            worker = [dask, "worker", address, "--host", "127.0.0.1", "--nworkers", "1",
                      "--nthreads", "1", "--no-dashboard", "--name", f"w{n}"]  # fmt: skip
            started.append(_start(worker, tmp_path / f"worker{n}.log"))
        with distributed.Client(address, timeout=60) as client:
            client.wait_for_workers(2, timeout=120)
        yield address
    finally:
        for process in reversed(started):
            _stop(process)


def _batch(folder: Path, output: Path, *options: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "citeproof", "batch", str(folder / "citations.jsonl"),
         "-o", str(output), *options],
        cwd=folder, check=False, capture_output=True, timeout=300,
    )  # fmt: skip
    assert output.exists()


def test_a_scheduler_and_workers_on_loopback_equal_the_local_engine(
    tmp_path: Path, scheduler: str
) -> None:
    write_corpus(tmp_path, copies=6)
    local, on_dask = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    _batch(tmp_path, local, "--store", str(tmp_path / "local.sqlite3"))
    _batch(tmp_path, on_dask, "--engine", "dask", "--scheduler", scheduler,
           "--store", str(tmp_path / "shared.sqlite3"))  # fmt: skip
    assert on_dask.read_bytes() == local.read_bytes()
    assert len(on_dask.read_text("utf-8").splitlines()) == len(local.read_text().splitlines())


def test_the_local_cluster_citeproof_starts_runs_no_worker_profiler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``--engine dask`` without ``--scheduler`` starts its cluster with the worker's
    stack-sampling profiler off and its monitors slowed (they take the GIL from the work);
    a scheduler of one's own is asked as it is."""
    distributed = pytest.importorskip("dask.distributed")
    import dask

    from citeproof._dask import LOCAL_CLUSTER_CONFIG, dask_client

    keys = (
        "distributed.worker.profile.enabled",
        "distributed.admin.tick.interval",
        "distributed.worker.memory.monitor-interval",
        "distributed.admin.system-monitor.interval",
        "distributed.admin.system-monitor.disk",
    )
    seen: list[tuple[object, dict[str, object]]] = []

    def client(address: object = None) -> object:
        seen.append((address, {key: dask.config.get(key) for key in keys}))
        return object()

    monkeypatch.setattr(distributed, "Client", client)
    defaults = {key: dask.config.get(key) for key in keys}
    dask_client(None)
    dask_client("tcp://127.0.0.1:1")
    assert seen[0] == (None, {key: LOCAL_CLUSTER_CONFIG[key] for key in keys})
    assert seen[0][1]["distributed.worker.profile.enabled"] is False
    assert seen[0][1]["distributed.admin.tick.interval"] == "1s" != defaults[keys[1]]
    assert seen[1] == ("tcp://127.0.0.1:1", defaults)
