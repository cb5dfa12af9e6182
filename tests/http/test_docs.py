"""``/docs`` works without a network, the OpenAPI shows one error shape, the command says
what every option does."""

from __future__ import annotations

import argparse
import os
import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from citeproof.cli._main import build_parser
from citeproof.http._openapi import ERROR_SCHEMA, SEED_003_ERROR_SCHEMA

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"


def test_the_docs_page_loads_nothing_from_elsewhere(api: str) -> None:
    page = httpx.get(api + "/docs")
    assert page.status_code == 200
    assets = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert {urlsplit(a).path.rsplit("/", 1)[-1] for a in assets} >= {
        "swagger-ui-bundle.js", "swagger-ui.css"}  # fmt: skip
    for asset in assets:
        assert asset.startswith("/"), asset  # same origin, no CDN
        assert httpx.get(api + asset).status_code == 200, asset
        assert httpx.head(api + asset).status_code == 200, asset
    assert "validatorUrl" in page.text  # the validator badge (a request elsewhere) is off
    assert re.search(r'"validatorUrl": null', page.text)


def test_the_docs_need_no_key(tmp_path: Path) -> None:
    from citeproof.http import ServiceConfig

    from .conftest import RunningServer

    with RunningServer(ServiceConfig(api_keys=frozenset({"k"}))) as running:
        assert httpx.get(running.url + "/docs").status_code == 200
        assert httpx.get(running.url + "/docs/assets/swagger-ui.css").status_code == 200
        assert httpx.get(running.url + "/docs/../v1/locate").status_code in (401, 404, 405)


@pytest.mark.skipif(
    CHROMIUM is None and not os.environ.get("CI"), reason="Debian's chromium is not installed"
)
def test_the_docs_render_in_a_browser_cut_off_from_the_network(api: str) -> None:
    from playwright.sync_api import Route, sync_playwright

    assert CHROMIUM is not None, "CI must install chromium"
    elsewhere: list[str] = []

    def only_this_server(route: Route) -> None:
        if route.request.url.startswith(api):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.route("**/*", only_this_server)
            page.goto(api + "/docs")
            page.wait_for_selector(".swagger-ui .info .title", timeout=20_000)
            assert "citeproof" in page.inner_text(".swagger-ui .info .title")
            page.wait_for_selector('[data-path="/v1/locate"]', timeout=20_000)
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "docs-offline.png"))
        finally:
            browser.close()
    assert elsewhere == []


def test_every_documented_error_has_the_one_shape(api: str) -> None:
    spec = httpx.get(api + "/openapi.json").json()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            expected = SEED_003_ERROR_SCHEMA if path == "/api/v1/citation-span" else ERROR_SCHEMA
            errors = {s: r for s, r in operation["responses"].items() if not s.startswith("2")}
            assert "500" in errors, (path, method)
            for status, response in errors.items():
                schema = response["content"]["application/json"]["schema"]
                assert schema == expected, (path, method, status)


def _options(parser: argparse.ArgumentParser, command: str) -> list[argparse.Action]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return [a for a in sub.choices[command]._actions if a.option_strings and a.dest != "help"]


@pytest.mark.parametrize("command", ["serve", "mcp"])
def test_every_option_says_what_it_does(command: str) -> None:
    options = _options(build_parser(), command)
    assert options
    for action in options:
        assert action.help, action.option_strings
        assert len(action.help) > 10, action.option_strings
        assert "seed" not in action.help.lower(), action.option_strings


def test_serve_help_says_what_each_route_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--help"])
    text = capsys.readouterr().out
    for route in ("/v1/locate", "/v1/check", "/v1/pictures", "/v1/anchor-check",
                  "/api/v1/citation-span", "/healthz", "/docs"):  # fmt: skip
        assert route in text
    assert "seed" not in text.lower()
