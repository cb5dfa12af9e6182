"""``citeproof check`` as a new user meets it: each case here was a trust bug once.

The README's own ``--snapshot`` command exited 2; ``-`` did not mean standard input; the
furniture warning never reached the terminal; a case difference was reported beside
"tolerated: case"; an absent quote got a word diff against an unrelated passage;
``--no-store`` still created a database; the policy options the library has were missing.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from citeproof.sources import EvidenceStore, Provenance, Snapshot

ROOT = Path(__file__).parents[2]
SOURCE = "The primary group recorded 24 samples across three sessions.\n"
HTML = (
    b"<!doctype html><html><body><nav>Subscribe to the weekly climate newsletter</nav>"
    b"<main><p>The primary group recorded 24 samples across three sessions.</p></main>"
    b"</body></html>"
)


def run(
    *args: str, stdin: str = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args], input=stdin, capture_output=True,
        text=True, check=False, cwd=ROOT, env={**os.environ, **(env or {})},
    )  # fmt: skip


def test_snapshot_then_quotes_checks_the_stored_bytes(tmp_path: Path) -> None:
    body = SOURCE.encode()
    digest = hashlib.sha256(body).hexdigest()
    store = EvidenceStore(tmp_path / "store.sqlite3")
    store.put(Snapshot(
        provenance=Provenance(
            requested_url="https://example.org/a", final_url="https://example.org/a",
            http_status=200, redirects=(), retrieved_at="2026-01-01T00:00:00.000Z",
        ),
        content_type="text/plain", sha256=digest, body=body, retrieved_epoch=0.0,
    ))  # fmt: skip
    store.close()
    done = run("check", "--store", str(tmp_path / "store.sqlite3"), "--snapshot", digest,
               "recorded 24 samples", "recorded 25 samples")  # fmt: skip
    assert done.returncode == 1, done.stderr  # one confirmed, one not: not "invalid input"
    assert "✔ VERBATIM  recorded 24 samples" in done.stdout
    assert "✘ PARAPHRASE  recorded 25 samples" in done.stdout


def test_dash_is_standard_input_as_source_and_as_quote_file(tmp_path: Path) -> None:
    done = run("check", "-", "recorded 24 samples", "--no-store", stdin=SOURCE)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("standard input: literal_text")
    quote = tmp_path / "source.txt"
    quote.write_text(SOURCE, "utf-8")
    done = run("check", str(quote), "--quote-file", "-", "--no-store", stdin="24 samples across")
    assert done.returncode == 0, done.stderr


def test_the_furniture_warning_reaches_the_terminal(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_bytes(HTML)
    done = run("check", str(page), "Subscribe to the weekly climate newsletter", "--no-store")
    assert done.returncode == 1
    assert "note: The quotation appears only in the page's navigation" in done.stdout


def test_explanations_say_what_happened(tmp_path: Path) -> None:
    path = tmp_path / "source.txt"
    path.write_text(SOURCE, "utf-8")
    done = run("check", str(path), "THE PRIMARY GROUP recorded", "the moon is made of cheese "
               "and samples", "--no-store", "--color", "never")  # fmt: skip
    case_block, absent_block = done.stdout.split("\n\n")[1:3]
    assert case_block.startswith("✘ CASE DIFFERS")
    assert "tolerated: case" not in case_block
    assert "other capitals" in case_block
    assert absent_block.startswith("✘ NOT PRESENT")
    assert "the quote says" not in absent_block  # no word diff against an unrelated passage


def test_policy_options(tmp_path: Path) -> None:
    path = tmp_path / "source.txt"
    path.write_text("He said “recorded 24 samples” — twice, in the morning report.\n", "utf-8")

    def verdict(*options: str, quote: str) -> str:
        done = run("check", str(path), quote, "--no-store", "--json", *options)
        assert done.returncode in (0, 1), done.stderr
        return str(json.loads(done.stdout)["results"][0]["classification"])

    assert verdict(quote="RECORDED 24 samples") == "case-differs"
    assert verdict("--ignore-case", quote="RECORDED 24 samples") == "normalized"
    assert verdict(quote='"recorded 24 samples"') in ("verbatim", "normalized")
    assert verdict("--tolerate", "whitespace", quote='said "recorded 24 samples"') != "normalized"
    assert verdict("--exact-only", quote="said “recorded 24 samples”") == "verbatim"
    elided = "He said “recorded … twice, in the morning report"
    assert verdict(quote=elided) == "elided"
    assert verdict("--no-elisions", quote=elided) != "elided"
    bad = run("check", str(path), "x" * 20, "--tolerate", "speling", "--no-store")
    assert bad.returncode == 2
    assert "citeproof: invalid_value" in bad.stderr


def test_no_store_creates_no_database(tmp_path: Path) -> None:
    path = tmp_path / "source.txt"
    path.write_text(SOURCE, "utf-8")
    store = tmp_path / "store" / "evidence.sqlite3"
    done = run("check", str(path), "recorded 24 samples", "--no-store",
               env={"CITEPROOF_STORE": str(store)})  # fmt: skip
    assert done.returncode == 0
    assert not store.exists()
    assert not store.parent.exists()


def test_force_color_and_no_color(tmp_path: Path) -> None:
    path = tmp_path / "source.txt"
    path.write_text(SOURCE, "utf-8")
    forced = run("check", str(path), "recorded 24 samples", "--no-store",
                 env={"FORCE_COLOR": "1"})  # fmt: skip
    assert "\x1b[" in forced.stdout
    plain = run("check", str(path), "recorded 24 samples", "--no-store")
    assert "\x1b[" not in plain.stdout


def test_version_is_fast_and_imports_no_machinery() -> None:
    code = (
        "import sys\nfrom citeproof.cli import main\nmain(['--version'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('citeproof.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)  # fmt: skip
    version, loaded = done.stdout.splitlines()
    assert version.startswith("citeproof ")
    assert "citeproof.sources" not in loaded
    assert "citeproof.match" not in loaded


def test_a_missing_file_is_an_error_with_its_code_in_both_modes(tmp_path: Path) -> None:
    missing = str(tmp_path / "nope.pdf")
    text = run("check", missing, "some quote here", "--no-store")
    assert (text.returncode, text.stdout) == (2, "")
    assert text.stderr.startswith("citeproof: unreadable_file: ")
    as_json = run("check", missing, "some quote here", "--no-store", "--json")
    assert as_json.returncode == 2
    assert json.loads(as_json.stdout) == {"error": {
        "code": "unreadable_file", "message": json.loads(as_json.stdout)["error"]["message"],
        "path": ""}}  # fmt: skip


def test_library_arguments_are_typed_errors() -> None:
    import pytest

    from citeproof import InputError, SourceReader, SourceSpec, check, read

    source = read(SourceSpec.text(SOURCE), SourceReader())
    for kwargs, code in [
        ({"max_characters": 5.0}, "wrong_type"),
        ({"max_characters": 0}, "out_of_range"),
    ]:
        with pytest.raises(InputError) as raised:
            check(source, ["recorded 24 samples"], **kwargs)  # type: ignore[arg-type]
        assert raised.value.code == code
    with pytest.raises(InputError) as raised:
        check(source, ["recorded \ud800 samples"])
    assert (raised.value.code, raised.value.path) == ("invalid_text", "/quotes/0")
    with pytest.raises(InputError) as raised:
        check(source, "recorded 24 samples")
    assert raised.value.code == "wrong_type"
    assert check(source, ["recorded 24 samples"], max_characters=10**5000).all_confirmed
