"""Re-checking stored citations (issue 25): ``citeproof recheck`` on a loopback site.

bench/run recheck

A site of 100 pages (about 3,000 characters each, generated prose), five quotations a page
(500 citations), checked once by ``citeproof batch`` into an evidence store; then
re-checked three ways, each timed end to end (command line, fetches, extraction,
re-anchoring; one process, pages fetched 8 at a time):

- every page answers ``304 Not Modified`` to the stored ``ETag`` (nothing to download);
- the pages send no validators and the same bytes come back (200, identical text);
- every page was edited: a paragraph inserted at the top (every quotation moved) and one
  word changed in one quotation a page (100 changed, never found; the 400 others moved,
  or context-changed when the edited sentence is within their stored context).

Printed: the time per run and per citation, and the statuses (the truth is known). About
half the time is the engine describing the new selectors of each quotation found again
(``describe``: the shortest unique context); the rest reading and extracting the pages.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from citeproof.cli import main

PAGES = 100
QUOTES_PER_PAGE = 5
WORDS = (
    "the council budget approved review samples session committee report minutes data "
    "survey policy members public record finding evidence result draft version change "
    "meeting vote proposal amendment schedule office staff visitors program funding"
).split()


def _page(rng: random.Random) -> list[str]:
    sentences = []
    while sum(len(s) + 1 for s in sentences) < 3000:
        words = [rng.choice(WORDS) for _ in range(rng.randint(9, 16))]
        words.append(f"n{rng.randint(0, 10**6)}")  # every sentence its own
        sentences.append(" ".join(words).capitalize() + ".")
    return sentences


def _site(pages: dict[str, tuple[bytes, dict[str, str]]]) -> tuple[ThreadingHTTPServer, int]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            body, headers = pages.get(self.path, (b"missing", {}))
            status = 200 if self.path in pages else 404
            if headers.get("ETag") and self.headers.get("If-None-Match") == headers["ETag"]:
                status, body = 304, b""
            self.send_response(status)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            for key, value in headers.items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, int(server.server_address[1])


def _quiet(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue()


def run() -> None:
    """Print the figures."""
    rng = random.Random(25)
    texts = {f"/p{i}": _page(rng) for i in range(PAGES)}
    pages: dict[str, tuple[bytes, dict[str, str]]] = {}
    server, port = _site(pages)
    loopback = ["--allow-network", "127.0.0.1/32", "--no-cache"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        lines, quoted = [], {}
        for path, sentences in texts.items():
            pages[path] = (" ".join(sentences).encode(), {"ETag": f'"{path}-1"'})
            picks = rng.sample(range(1, len(sentences)), QUOTES_PER_PAGE)
            quoted[path] = [sentences[k] for k in picks]
            for k, sentence in enumerate(quoted[path]):
                url = f"http://127.0.0.1:{port}{path}"
                lines.append(json.dumps({"id": f"{path}#{k}", "quote": sentence, "url": url}))
        given = folder / "citations.jsonl"
        given.write_text("\n".join(lines) + "\n")
        output, store = folder / "out.jsonl", folder / "evidence.sqlite3"
        start = time.perf_counter()
        code, _ = _quiet(["batch", str(given), "-o", str(output), "--store", str(store),
                          *loopback])  # fmt: skip
        batch_seconds = time.perf_counter() - start
        assert code == 0, code
        total = PAGES * QUOTES_PER_PAGE
        print(f"recheck: {PAGES} pages, {total} citations (batch run first: "
              f"{batch_seconds:.2f} s)")  # fmt: skip

        def once(label: str, expected: dict[str, int], held: int = 0) -> None:
            """One timed run; ``expected`` the counts of these statuses, ``held`` how
            many are moved or context-changed (a quotation beside an edited one has its
            context changed: either is right)."""
            begin = time.perf_counter()
            code, printed = _quiet(["recheck", str(output), "--store", str(store), "--json",
                                    *loopback])  # fmt: skip
            seconds = time.perf_counter() - begin
            counts = Counter(c["status"] for c in json.loads(printed)["citations"])
            right = all(counts[s] == n for s, n in expected.items()) and (
                not held or counts["moved"] + counts["context-changed"] == held
            )
            ok = "as expected" if right else f"EXPECTED {expected}, {held} held"
            print(f"  {label:<44} {seconds:7.2f} s {seconds / total * 1000:7.2f} ms/citation"
                  f"  exit {code}  {dict(counts)} {ok}")  # fmt: skip

        once("all 304 Not Modified (stored ETag)", {"unchanged": total})
        for path, (body, _) in list(pages.items()):
            pages[path] = (body, {})
        once("no validators, same bytes (200)", {"unchanged": total})
        for path, sentences in texts.items():
            edited = " ".join(sentences).replace(
                quoted[path][0], quoted[path][0].replace(" ", " not ", 1), 1
            )
            pages[path] = (("Inserted paragraph. " * 10 + edited).encode(), {})
        once("edited: paragraph inserted, one word a page", {"changed": PAGES},
             held=total - PAGES)  # fmt: skip
    server.shutdown()
    server.server_close()


if __name__ == "__main__":
    run()
    sys.exit(0)
