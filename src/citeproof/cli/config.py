"""``citeproof config [--json]``: the effective settings, and where each came from.

A setting read from a file nobody remembers is the hardest kind of surprise ("why does
this intranet page check here and not there?"), so this command prints every setting a
config file can hold, its value as the commands would use it, and its origin: the
default, the config file (its path), an environment variable, or the command line (it
takes the same options, to show what a command line would change). Exit 0; 2 when a
config file cannot be used (the same typed error any command would stop with).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ._commands import COMMANDS
from ._io import EXIT_TRUE, print_json
from ._network import add_network_options
from ._settings import Key, OriginKind, Settings
from ._source import add_ocr_options


def effective(settings: Settings) -> dict[Key, Any]:
    """Each setting's value as the commands use it, the defaults resolved (paths, the
    default policy's list, the reader's user agent)."""
    from ..match import DEFAULT_POLICY
    from ..sources import USER_AGENT, default_cache_path, default_store_path

    values = {key: settings.value(key) for key in Key}
    if values[Key.TOLERATE] is None:
        values[Key.TOLERATE] = DEFAULT_POLICY.tolerate
    if values[Key.STORE] is None:
        values[Key.STORE] = str(default_store_path())
    if values[Key.CACHE] is None:
        values[Key.CACHE] = str(default_cache_path())
    if values[Key.USER_AGENT] is None:
        values[Key.USER_AGENT] = USER_AGENT
    return {key: list(v) if isinstance(v, tuple) else v for key, v in values.items()}


def as_json(settings: Settings) -> dict[str, Any]:
    """``{"files": [...], "settings": {key: {"value", "origin", "where"}}}``."""
    values = effective(settings)
    out: dict[str, Any] = {}
    for key in Key:
        origin = settings.origin(key)
        out[key] = {"value": values[key], "origin": origin.kind, "where": origin.where or None}
    return {"files": [str(f.path) for f in settings.files], "settings": out}


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(value) if value else "(none)"
    return str(value)


def _print(settings: Settings) -> None:
    files = ", ".join(str(f.path) for f in settings.files) or "none"
    sys.stdout.write(f"config files: {files}\n")
    values = effective(settings)
    width = max(len(key) for key in Key)
    for key in Key:
        origin = settings.origin(key)
        where = "" if origin.kind is OriginKind.DEFAULT else f" {origin.where}"
        sys.stdout.write(f"{key:<{width}}  {_shown(values[key])}  ({origin.kind}{where})\n")


def run(args: argparse.Namespace) -> int:
    """Print the settings the command line parsing loaded (``_main`` applies them)."""
    settings: Settings = args.settings
    if args.json:
        print_json(as_json(settings))
    else:
        _print(settings)
    return EXIT_TRUE


class ConfigCommand:
    """Registers ``citeproof config``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``config`` subparser."""
        parser = sub.add_parser(
            "config",
            help="print the effective settings and where each came from",
            description="Print every setting a config file can hold (citeproof.toml in "
            "the working directory, else [tool.citeproof] in the nearest pyproject.toml, "
            "plus the file $CITEPROOF_CONFIG names), its value and its origin: default, "
            "file, env or command line. Options as for check and the fetching commands "
            "show what a command line would change; they win over the files.",
        )
        parser.add_argument("--json", action="store_true", help="print the settings as JSON")
        policy = parser.add_argument_group("settings (as for check)")
        policy.add_argument("--tolerate", action="append", metavar="NAMES")
        policy.add_argument("--ignore-case", action=argparse.BooleanOptionalAction, default=None)
        policy.add_argument("--elisions", action=argparse.BooleanOptionalAction, default=None)
        policy.add_argument("--min-length", type=int, default=None, metavar="N")
        policy.add_argument("--store", metavar="PATH")
        policy.add_argument("--cache", metavar="DIR")
        add_network_options(parser)
        add_ocr_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(ConfigCommand())
