"""``check URL --warc OUT`` writes what was fetched; ``check OUT --record URL`` reads it
back and gives the same finding: evidence that can be replayed with the archiving tools
people already use."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.cli import main
from citeproof.sources import FetchConfig
from tests.sources.conftest import Routes, server  # noqa: F401  (the loopback fixture)

PAGE = (
    b"<!doctype html><html><head><title>Report</title></head><body><main><p>The primary "
    b"group recorded 24 samples across three sessions.</p></main></body></html>"
)


def _check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object]]:
    status = main(["check", *args, "--json", "--no-store"])
    return status, json.loads(capsys.readouterr().out)


def test_fetch_to_warc_and_back_gives_the_same_finding(
    server: tuple[Routes, int],  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    routes, port = server
    routes["/start"] = (302, {"Location": "/article"}, b"")
    routes["/article"] = (200, {"Content-Type": "text/html; charset=utf-8"}, PAGE)
    # The fixture server is on loopback: this test opts out of the address guard.
    loopback = FetchConfig(allow_private=True, respect_robots=False)
    monkeypatch.setattr("citeproof.cli._source.fetch_config", lambda args: loopback)
    url = f"http://127.0.0.1:{port}/start"
    archive = tmp_path / "capture.warc.gz"
    quotes = ["recorded 24 samples across three sessions", "recorded 25 samples"]
    status, live = _check(capsys, url, *quotes, "--warc", str(archive))
    assert status == 1
    assert archive.stat().st_size > 0
    status, replayed = _check(
        capsys, str(archive), *quotes, "--record", f"http://127.0.0.1:{port}/article"
    )
    assert status == 1
    assert replayed["results"] == live["results"]
    source = replayed["source"]
    assert isinstance(source, dict)
    assert source["representation"] == "archived_extracted_html_text"
    assert source["metadata"]["WARC-Target-URI"] == f"http://127.0.0.1:{port}/article"
    # Without --record the first HTML response is taken: the same page.
    status, first = _check(capsys, str(archive), *quotes)
    assert first["results"] == live["results"]


def test_record_and_warc_misuse_are_typed_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmp_path / "plain.txt"
    text.write_text("The primary group recorded 24 samples.", "utf-8")
    assert main(["check", str(text), "recorded 24 samples", "--record", "http://x.test/",
                 "--json", "--no-store"]) == 2  # fmt: skip
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "not_an_archive"
    assert main(["check", str(text), "recorded 24 samples", "--warc", str(tmp_path / "o"),
                 "--json", "--no-store"]) == 2  # fmt: skip
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "invalid_value"


def test_an_email_attachment_is_a_source_of_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from email.message import EmailMessage

    message = EmailMessage()
    message["From"] = "press@example.org"
    message["Subject"] = "Statement"
    message.set_content("Please find the statement attached.")
    message.add_attachment(
        b"The board approved 24 new positions on Tuesday.",
        maintype="text", subtype="plain", filename="statement.txt",
    )  # fmt: skip
    mail = tmp_path / "statement.eml"
    mail.write_bytes(message.as_bytes())
    status, _ = _check(capsys, str(mail), "find the statement attached")
    assert status == 0
    status, attached = _check(capsys, str(mail), "approved 24 new positions",
                              "--record", "statement.txt")  # fmt: skip
    assert status == 0
    assert attached["results"][0]["classification"] == "verbatim"  # type: ignore[index]
    assert main(["check", str(mail), "approved 24 new positions", "--record", "other.pdf",
                 "--json", "--no-store"]) == 2  # fmt: skip
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "record_not_found"
