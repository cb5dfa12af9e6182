"""``/docs`` without a network: Swagger UI served from a Python package, not a CDN.

FastAPI's default page loads Swagger UI's script and style from a CDN, so it is blank
on a machine that cannot reach it (or that should not tell a CDN who reads the docs).
The package ``fastapi-offline`` ships Swagger UI 5 (which renders OpenAPI 3.1); its files
are served under ``/docs/assets/``, and the page names only those and ``/openapi.json``.
Swagger UI's validator badge (a request to validator.swagger.io) is turned off.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

__all__ = ["ASSETS", "add_docs"]

#: Where the page's script, style and icon are served.
ASSETS = "/docs/assets"


def add_docs(app: FastAPI, title: str) -> None:
    """Serve Swagger UI at ``/docs`` (GET and HEAD) with its assets from the package."""
    static = Path(str(resources.files("fastapi_offline").joinpath("static")))
    page = get_swagger_ui_html(
        openapi_url="/openapi.json",
        title=f"{title}: API documentation",
        swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSETS}/swagger-ui.css",
        swagger_favicon_url=f"{ASSETS}/favicon.png",
        swagger_ui_parameters={"validatorUrl": None, "tryItOutEnabled": True},
    ).body

    async def docs() -> HTMLResponse:
        return HTMLResponse(page)

    app.mount(ASSETS, StaticFiles(directory=static), name="docs-assets")
    app.add_api_route("/docs", docs, methods=["GET", "HEAD"], include_in_schema=False)
