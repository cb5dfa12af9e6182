"""``/v1/locate`` and ``/v1/pictures`` take a multipart upload (``curl -F file=@x.pdf``)."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from importlib import resources
from typing import Any

import httpx
import pytest

from citeproof.http import ServiceConfig

from .conftest import RunningServer

PDF = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf").read_bytes()
QUOTES = ["Treatment 42 7.5", "The left column reports 25 samples."]


def upload(api: str, path: str, data: list[tuple[str, str]], file: Any = ("paper.pdf", PDF)):  # type: ignore[no-untyped-def]
    files: list[tuple[str, Any]] = [(name, (None, value)) for name, value in data]
    if file is not None:
        files.append(("file", file))
    return httpx.post(api + path, files=files, timeout=60)


def test_locate_an_upload_gives_what_the_json_form_gives(api: str) -> None:
    form = [("quotes", q) for q in QUOTES] + [("policy", '{"tolerate": ["case"]}'),
                                               ("include_text", "true")]  # fmt: skip
    uploaded = upload(api, "/v1/locate", form)
    assert uploaded.status_code == 200, uploaded.text
    file = {"name": "paper.pdf", "base64": base64.b64encode(PDF).decode()}
    payload = {"source": {"file": file}, "quotes": QUOTES, "policy": {"tolerate": ["case"]},
               "include_text": True}  # fmt: skip
    as_json = httpx.post(api + "/v1/locate", json=payload, timeout=60)
    assert uploaded.json() == as_json.json()
    span = uploaded.json()["results"][0]["spans"][0]
    assert span["pages"] == {"start": 2, "end": 2}


def test_pictures_of_an_upload(api: str) -> None:
    response = upload(api, "/v1/pictures", [("quotes", QUOTES[0]), ("scale", "0.5")])
    assert response.status_code == 200, response.text
    [picture] = response.json()["pictures"]
    assert (picture["page"], picture["width"], picture["scale"]) == (2, 306, 0.5)
    text = upload(api, "/v1/pictures", [("quotes", "some words")], ("a.txt", b"some words"))
    assert text.status_code == 400
    assert text.json()["error"] == {
        "code": "not_a_pdf", "message": "pictures are of a PDF's pages; the source is literal_text",
        "path": "/file"}  # fmt: skip


def test_curl_as_the_readme_shows(api: str, tmp_path: Any) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed")
    (tmp_path / "x.pdf").write_bytes(PDF)
    done = subprocess.run(
        ["curl", "-sS", "-F", "file=@x.pdf", "-F", "quotes=Treatment 42 7.5",
         "-F", "quotes=The left column reports 24 samples.", api + "/v1/locate"],
        cwd=tmp_path, capture_output=True, check=True, timeout=60,
    )  # fmt: skip
    results = json.loads(done.stdout)["results"]
    assert [r["classification"] for r in results] == ["verbatim", "verbatim"]


@pytest.mark.parametrize(
    ("data", "file", "code", "path"),
    [
        ([("quotes", "x words")], None, "missing_field", "/file"),
        ([("quotes", "x words"), ("file", "not a file part")], None, "missing_field", "/file"),
        ([], ("a.txt", b"x words"), "missing_field", "/quotes"),
        ([("quotes", "x words"), ("source", "text")], ("a.txt", b"x"), "ambiguous_source",
         "/source"),
        ([("quotes", "x words"), ("colour", "red")], ("a.txt", b"x"), "unknown_field", "/colour"),
        ([("quotes", "x words"), ("policy", "{nope")], ("a.txt", b"x"), "invalid_json",
         "/policy"),
        ([("quotes", "x words"), ("max_characters", "5.5")], ("a.txt", b"x"), "wrong_type",
         "/max_characters"),
        ([("quotes", "x words"), ("max_characters", "1"), ("max_characters", "2")],
         ("a.txt", b"x"), "wrong_type", "/max_characters"),
        ([("quotes", "x words"), ("include_text", "yes")], ("a.txt", b"x"), "wrong_type",
         "/include_text"),
        ([("quotes", "x words")], ("a" * 300 + ".txt", b"x"), "too_long", "/file"),
    ],
)  # fmt: skip
def test_form_errors_are_typed(
    api: str, data: list[tuple[str, str]], file: Any, code: str, path: str
) -> None:
    response = upload(api, "/v1/locate", data, file)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert (error["code"], error["path"]) == (code, path), error


def test_a_form_without_a_boundary_and_a_second_file_are_refused(api: str) -> None:
    bare = httpx.post(api + "/v1/locate", content=b"--x--",
                      headers={"Content-Type": "multipart/form-data"})  # fmt: skip
    assert (bare.status_code, bare.json()["error"]["code"]) == (400, "invalid_form")
    files = [("file", ("a.txt", b"a")), ("file", ("b.txt", b"b")), ("quotes", (None, "a"))]
    two = httpx.post(api + "/v1/locate", files=files)
    assert (two.status_code, two.json()["error"]["code"]) == (400, "invalid_form")


def test_an_upload_over_the_limit_is_413() -> None:
    with RunningServer(ServiceConfig(max_upload_bytes=50_000)) as running:
        response = upload(running.url, "/v1/locate", [("quotes", "x")], ("a.txt", b"x" * 60_000))
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "body_too_large"


def test_the_form_is_documented(api: str) -> None:
    spec = httpx.get(api + "/openapi.json").json()
    for path in ("/v1/locate", "/v1/pictures"):
        content = spec["paths"][path]["post"]["requestBody"]["content"]
        form = content["multipart/form-data"]["schema"]
        assert form["properties"]["file"] == {**form["properties"]["file"], "type": "string",
                                              "format": "binary"}  # fmt: skip
        assert set(form["required"]) == {"file", "quotes"}
        json_fields = set(content["application/json"]["schema"]["properties"]) - {"source"}
        assert set(form["properties"]) == json_fields | {"file"}
