"""The native ``/v1/locate`` route gives the ``furniture`` verdict, kind and words."""

from __future__ import annotations

import base64

import httpx

from tests.test_furniture_verdict import MAIL


def test_locate_names_furniture(api: str) -> None:
    quote = "The committee will meet again on the third Tuesday of May."
    file = {"name": "reply.eml", "base64": base64.b64encode(MAIL).decode()}
    response = httpx.post(
        api + "/v1/locate", json={"source": {"file": file}, "quotes": [quote]}, timeout=60
    )
    assert response.status_code == 200, response.text
    result = response.json()["results"][0]
    assert result["classification"] == "furniture", result
    assert result["confirmed"] is False
    assert result["furniture"]["kind"] == "quoted-reply"
    assert "third Tuesday" in result["furniture"]["text"]
