"""The HTTP JSON API (FastAPI, served by uvicorn) and the web page at ``/``.

Routes: the seed-000 anchor check (its own path and ``/v1/anchor-check``), seed 003's
``/api/v1/citation-span``, seed 004's ``/v1/check``, the native ``/v1/locate``, plus
``/healthz``, ``/openapi.json`` and ``/docs``.
"""

from ._app import create_app
from ._config import ServiceConfig
from ._server import app_from_environment, serve

__all__ = ["ServiceConfig", "app_from_environment", "create_app", "serve"]
