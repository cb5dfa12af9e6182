"""Running the service with uvicorn (``citeproof serve``)."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict
from typing import Any

from fastapi import FastAPI

from ..sources import AllowList, FetchConfig, default_cache_path, default_store_path
from ..sources.ocr import OcrMode, OcrOptions
from ._app import create_app
from ._config import ServiceConfig

__all__ = [
    "app_from_environment",
    "config_from_json",
    "config_to_json",
    "default_config",
    "serve",
]

_ENV = "CITEPROOF_SERVICE_CONFIG"
_LOGGING: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(message)s"}},
    "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "loggers": {
        "citeproof": {"handlers": ["stderr"], "level": "INFO"},
        "uvicorn.error": {"handlers": ["stderr"], "level": "INFO"},
    },
}


def app_from_environment() -> FastAPI:
    """The app for a uvicorn worker, configured by :func:`serve` through the environment."""
    return create_app(config_from_json(json.loads(os.environ.get(_ENV, "{}"))))


def config_to_json(config: ServiceConfig) -> dict[str, Any]:
    """``config`` as JSON for the uvicorn workers, which :func:`config_from_json` turns back
    into the same configuration (a test holds the round trip for every field)."""
    data = asdict(config)
    data["fetch"] = _fetch_to_json(config.fetch)
    data["api_keys"] = sorted(config.api_keys)
    data["cors_origins"] = list(config.cors_origins)
    return data


def config_from_json(raw: dict[str, Any]) -> ServiceConfig:
    """The inverse of :func:`config_to_json`. Each field that is not JSON itself is made
    again as its type: the OCR options came back a plain dict, and every request that read
    a file (any upload, a local path) asked it for its ``mode``: HTTP 500 from every worker
    ``citeproof serve`` started (found by fuzzing the faces, stop 43)."""
    raw = dict(raw)
    raw["api_keys"] = frozenset(raw.get("api_keys", ()))
    raw["cors_origins"] = tuple(raw.get("cors_origins", ()))
    raw["fetch"] = _fetch_from_json(raw.get("fetch") or {})
    if "ocr" in raw:
        ocr = dict(raw["ocr"])
        raw["ocr"] = OcrOptions(**{**ocr, "mode": OcrMode(ocr["mode"])})
    return ServiceConfig(**raw)


def _fetch_to_json(fetch: FetchConfig) -> dict[str, Any]:
    """What a face can set of a :class:`FetchConfig` (the allow-list, the user agent), for
    the worker processes; the limits are the defaults in every process."""
    return {"allow": fetch.allow.to_dict(), "user_agent": fetch.user_agent}


def _fetch_from_json(data: dict[str, Any]) -> FetchConfig:
    """The inverse of :func:`_fetch_to_json` (``{}``: the defaults)."""
    options: dict[str, Any] = {}
    if "allow" in data:
        options["allow"] = AllowList.from_dict(data["allow"])
    if "user_agent" in data:
        options["user_agent"] = str(data["user_agent"])
    return FetchConfig(**options)


def serve(config: ServiceConfig, workers: int = 1) -> None:
    """Serve ``config`` with uvicorn (blocking). Refuses unsafe exposure first."""
    import uvicorn

    config.check_exposure()
    os.environ[_ENV] = json.dumps(config_to_json(config))
    logging.config.dictConfig(_LOGGING)
    uvicorn.run(
        "citeproof.http._server:app_from_environment",
        factory=True,
        host=config.host,
        port=config.port,
        workers=workers,
        access_log=False,
        log_config=_LOGGING,
        # headers arriving in pieces are buffered no further than this (the app refuses
        # larger ones that arrive at once, typed: 431 headers_too_large)
        h11_max_incomplete_event_size=config.max_header_bytes + 1024,
    )


def default_config(**options: Any) -> ServiceConfig:
    """A :class:`ServiceConfig` with keys from the environment and the default store."""
    options.setdefault("api_keys", ServiceConfig.keys_from_environment())
    options.setdefault("store_path", str(default_store_path()))
    options.setdefault("cache_path", str(default_cache_path()))
    options.setdefault("fetch", FetchConfig())
    return ServiceConfig(**options)
