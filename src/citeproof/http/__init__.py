"""The HTTP JSON API (FastAPI, served by uvicorn) and the web page at ``/``.

Routes: the anchor check (``/v1/anchor-check`` and its versioned path), the citation span
(``/api/v1/citation-span``), the evidence check (``/v1/check``), ``/v1/locate`` and
``/v1/pictures`` (JSON, or a multipart upload), plus ``/healthz``, ``/openapi.json`` and
``/docs`` (offline).

:class:`ServiceConfig` loads without FastAPI (``citeproof mcp --http`` configures the MCP
server's HTTP transport with it); the app and the server load FastAPI on first use. The
deadline and worker cap the routes run under are the service layer's
(:class:`citeproof.service.Work`, shared with the MCP server).
"""

import importlib as _importlib
import typing as _typing

if _typing.TYPE_CHECKING:
    from ._app import create_app
    from ._config import ServiceConfig
    from ._server import app_from_environment, default_config, serve

__all__ = [
    "ServiceConfig",
    "app_from_environment",
    "create_app",
    "default_config",
    "serve",
]

_WHERE = {
    "ServiceConfig": "_config",
    "app_from_environment": "_server",
    "create_app": "_app",
    "default_config": "_server",
    "serve": "_server",
}


def __getattr__(name: str) -> _typing.Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
