"""The HTTP API under load on loopback: requests per second, p50 and p99 latency.

Starts ``citeproof serve`` (one worker, offline) as a subprocess and drives it with an
async httpx client at 1, 8 and 32 concurrent connections, a bounded number of requests
each. The baseline is the same work called in-process, without HTTP.
"""

from __future__ import annotations

import asyncio
import json
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx
from _timing import best
from bench_span import quotes, varied_corpus

from citeproof import anchor_check, citation_span

JSON_HEADERS = {"Content-Type": "application/json"}
ANCHOR = json.loads(
    (Path(__file__).parents[1] / "tests/data/seed000_examples.json").read_text("utf-8")
)[0]["input"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def _load(url: str, body: bytes, concurrency: int, total: int) -> tuple[float, list[float]]:
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=concurrency)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        queue = iter(range(total))

        async def worker() -> None:
            for _ in queue:
                started = time.perf_counter()
                response = await client.post(url, content=body, headers=JSON_HEADERS)
                response.raise_for_status()
                latencies.append(time.perf_counter() - started)

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        return time.perf_counter() - started, latencies


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run() -> None:
    """Print the HTTP figures."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "citeproof", "serve", "--port", str(port),
         "--no-urls", "--no-store"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                httpx.get(base + "/healthz", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        source = varied_corpus()
        span_payload = {"source": source, "quotes": [{"text": q} for q in quotes(source)]}
        cases = [
            ("small anchor check (seed 000 example)", "/v1/anchor-check", ANCHOR, 400,
             best(lambda: anchor_check(ANCHOR))),
            ("citation-span, 100,000 chars and 50 quotes", "/api/v1/citation-span", span_payload,
             48, best(lambda: citation_span(span_payload), repeat=3)),
        ]  # fmt: skip
        print("HTTP API on loopback — uvicorn, one worker (load generator in the same script)")
        for label, path, payload, total, in_process in cases:
            body = json.dumps(payload).encode()
            print(f"  {label}: in-process call {in_process * 1000:.2f} ms (baseline)")
            for concurrency in (1, 8, 32):
                elapsed, latencies = asyncio.run(_load(base + path, body, concurrency, total))
                rps = len(latencies) / elapsed
                p50 = statistics.median(latencies) * 1000
                p99 = _percentile(latencies, 0.99) * 1000
                ratio = p50 / 1000 / in_process
                print(f"    {concurrency:>2} connections: {rps:8.1f} req/s   p50 {p50:8.2f} ms   "
                      f"p99 {p99:8.2f} ms   p50/baseline {ratio:5.1f}x")  # fmt: skip
    finally:
        server.terminate()
        server.wait(timeout=10)
