"""Fixtures the command-line tests share: the sources tests' loopback HTTP server."""

from ..sources.conftest import server

__all__ = ["server"]
