"""``POST /v1/pictures``: a PDF's pages with the quotes found on them highlighted."""

from __future__ import annotations

import base64
import io
from importlib import resources

import httpx
from jsonschema import Draft202012Validator
from PIL import Image

from citeproof.contracts._validation import load_schema

PDF = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf").read_bytes()
FILE = {"file": {"name": "layout-v1.pdf", "base64": base64.b64encode(PDF).decode()}}


def post(api: str, payload: object) -> httpx.Response:
    return httpx.post(api + "/v1/pictures", json=payload, timeout=60)


def test_each_page_a_quote_is_on_comes_back_highlighted(api: str) -> None:
    quotes = ["Treatment 42 7.5", "The left column reports 25 samples.", "absent words entirely"]
    response = post(api, {"source": FILE, "quotes": quotes})
    assert response.status_code == 200, response.text
    body = response.json()
    Draft202012Validator(load_schema("pictures.response.json")).validate(body)
    assert body["pages"] == 2
    assert [p["page"] for p in body["pictures"]] == [1, 2]
    one, two = body["pictures"]
    assert one["quotes"] == [{"index": 1, "classification": "paraphrase", "tone": "near"}]
    assert two["quotes"] == [{"index": 0, "classification": "verbatim", "tone": "match"}]
    assert (two["width"], two["height"], two["scale"]) == (918, 1188, 1.5)
    png = base64.b64decode(two["src"].removeprefix("data:image/png;base64,"))
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (918, 1188)
    r, g, b = image.getpixel((round(290 * 1.5), round((792 - 644) * 1.5)))  # type: ignore[misc]
    assert g > r
    assert g > b
    again = post(api, {"source": FILE, "quotes": quotes}).json()
    assert again == body  # the same bytes every time


def test_scale_and_max_pages(api: str) -> None:
    quotes = ["Treatment 42 7.5", "The left column reports 24 samples."]
    body = post(api, {"source": FILE, "quotes": quotes, "scale": 0.5, "max_pages": 1}).json()
    assert body["pages"] == 2
    [picture] = body["pictures"]
    assert (picture["page"], picture["width"], picture["height"]) == (1, 306, 396)


def test_not_a_pdf_and_bad_input_are_400(api: str) -> None:
    text = post(api, {"source": {"text": "Some plain text here."}, "quotes": ["plain text"]})
    assert text.status_code == 400
    assert text.json()["error"]["code"] == "not_a_pdf"
    for extra, code in [({"scale": 0}, "out_of_range"), ({"max_pages": 50}, "out_of_range"),
                        ({"include_text": True}, "unknown_field")]:  # fmt: skip
        response = post(api, {"source": FILE, "quotes": ["Treatment"], **extra})
        assert response.status_code == 400
        assert response.json()["error"]["code"] == code
    garbage = {"file": {"name": "x.pdf", "base64": base64.b64encode(b"%PDF-1.4 junk").decode()}}
    response = post(api, {"source": garbage, "quotes": ["anything at all"]})
    assert response.status_code == 400


def test_the_route_is_documented(api: str) -> None:
    spec = httpx.get(api + "/openapi.json").json()
    route = spec["paths"]["/v1/pictures"]["post"]
    assert "requestBody" in route
    assert "200" in route["responses"]
