"""The settings a command runs with: defaults, a config file, the environment, the command line.

A team checking the same sources every day should not retype ``--allow-network 10.0.0.0/8
--min-length 12`` on every command, and an agent started by a tool cannot be given options
at all; so the defaults can live in a file. Where they come from, lowest first:

1. the built-in defaults;
2. ``citeproof.toml`` in the working directory (top-level keys), else the nearest
   ``pyproject.toml`` up the tree (its ``[tool.citeproof]`` table, if it has one: a
   nested project without the table does not inherit its parent's);
3. the file ``$CITEPROOF_CONFIG`` names (explicit, so it overrides the one found,
   key by key; a ``pyproject.toml`` there is read at ``[tool.citeproof]`` too);
4. for the store and the cache, ``$CITEPROOF_STORE`` and ``$CITEPROOF_CACHE``;
5. the command line, which always wins (a list given there replaces the file's list).

Only keys that do something are accepted, and an unknown one is an error naming it and
its file (``unknown_config_key``): a misspelt ``allow-netwrok`` that silently allowed
nothing would be found out only when an intranet check fails for no visible reason. Paths
in a file are relative to that file's folder, so a project's config means the same from
any working directory.

:func:`load` builds the typed :class:`Settings` (with each value's :class:`Origin`);
:func:`apply` writes them into a command's parsed arguments, only for the options that
command has, so the commands themselves read their options as before. Nothing here is
imported but ``tomllib``, and only when a file is there: ``check`` still starts in a blink.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._lazy import re_pattern
from ..errors import ConfigError, ErrorCode, InputError
from ..text import NORMALIZATIONS

if TYPE_CHECKING:
    from ..sources import AllowList

__all__ = [
    "ENV_CONFIG",
    "ConfigFile",
    "Key",
    "Origin",
    "OriginKind",
    "Settings",
    "apply",
    "config_files",
    "load",
    "uses_settings",
]

#: The environment variable naming an explicit config file.
ENV_CONFIG = "CITEPROOF_CONFIG"
#: The default shortest quote (:class:`~citeproof.match.Policy`'s own default).
DEFAULT_MIN_LENGTH = 8


class Key(StrEnum):
    """Every key a config file may hold, spelt as in the file (the options' names)."""

    TOLERATE = "tolerate"
    IGNORE_CASE = "ignore-case"
    ELISIONS = "elisions"
    MIN_LENGTH = "min-length"
    STORE = "store"
    CACHE = "cache"
    ALLOW_NETWORK = "allow-network"
    ALLOW_HOST = "allow-host"
    USER_AGENT = "user-agent"
    OCR = "ocr"
    OCR_LANG = "ocr-lang"

    @property
    def dest(self) -> str:
        """The attribute the command line's option sets (``min-length`` → ``min_length``)."""
        return self.value.replace("-", "_")


class OriginKind(StrEnum):
    """Where a setting's value came from."""

    DEFAULT = "default"
    FILE = "file"
    ENV = "env"
    COMMAND_LINE = "command line"


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a value came from: its kind and which file, variable or option."""

    kind: OriginKind
    where: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.where}" if self.where else str(self.kind)


_DEFAULT = Origin(OriginKind.DEFAULT)


@dataclass(frozen=True, slots=True)
class ConfigFile:
    """A config file and the table in it citeproof reads (``()``: the top level)."""

    path: Path
    table: tuple[str, ...] = ()

    def pointer(self, key: str) -> str:
        """The JSON pointer of ``key`` in this file (``/tool/citeproof/min-length``)."""
        return "/" + "/".join((*self.table, key))


@dataclass(frozen=True, slots=True)
class Settings:
    """The effective settings, typed; ``origins`` says where each came from.

    ``tolerate`` None is the default policy's list; ``store`` and ``cache`` None are
    ``$CITEPROOF_STORE``/``$CITEPROOF_CACHE`` or the user's default paths (resolved where
    they are opened, so a check that reads no URL opens no store); ``user_agent`` None is
    the reader's own product token.
    """

    tolerate: tuple[str, ...] | None = None
    ignore_case: bool = False
    elisions: bool = True
    min_length: int = DEFAULT_MIN_LENGTH
    store: str | None = None
    cache: str | None = None
    allow_network: tuple[str, ...] = ()
    allow_host: tuple[str, ...] = ()
    user_agent: str | None = None
    ocr: str = "auto"
    ocr_lang: str | None = None  # the document's declared language, else eng
    origins: Mapping[Key, Origin] = field(default_factory=dict)
    files: tuple[ConfigFile, ...] = ()

    def value(self, key: Key) -> Any:
        """The value of ``key`` (as :class:`Settings` types it)."""
        return getattr(self, key.dest)

    def origin(self, key: Key) -> Origin:
        """Where ``key``'s value came from."""
        return self.origins.get(key, _DEFAULT)


# -- reading one file's values -----------------------------------------------------------


def _strings(value: object) -> list[str] | None:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    return None


def _tolerate(value: object, base: Path, where: str) -> tuple[str, ...] | None:
    names = _strings(value)
    if names is None or not set(names) <= set(NORMALIZATIONS):
        return None
    return tuple(names)


def _bool(value: object, base: Path, where: str) -> bool | None:
    return value if isinstance(value, bool) else None


def _min_length(value: object, base: Path, where: str) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value
    return None


def _path(value: object, base: Path, where: str) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return None
    return str(base / Path(value).expanduser())


def _user_agent(value: object, base: Path, where: str) -> str | None:
    return value if isinstance(value, str) and valid_user_agent(value) else None


def _networks(value: object, base: Path, where: str) -> tuple[str, ...] | None:
    names = _strings(value)
    if names is None:
        return None
    return tuple(str(n) for n in _allow(where, networks=names).networks)


def _hosts(value: object, base: Path, where: str) -> tuple[str, ...] | None:
    names = _strings(value)
    if names is None:
        return None
    return _allow(where, hosts=names).hosts


def _allow(where: str, networks: Sequence[str] = (), hosts: Sequence[str] = ()) -> AllowList:
    """The allow-list's own parsing (``invalid_network``/``invalid_host``), its message
    naming the file's key instead of the option."""
    from ..sources import AllowList

    try:
        return AllowList.parse(networks, hosts)
    except InputError as error:
        option = "--allow-network: " if networks else "--allow-host: "
        raise InputError(
            f"{where}: {error.message.removeprefix(option)}", code=error.code
        ) from None


def _ocr(value: object, base: Path, where: str) -> str | None:
    return value if value in OCR_MODES else None


def _ocr_lang(value: object, base: Path, where: str) -> str | None:
    return value if isinstance(value, str) and valid_languages(value) else None


#: ``--ocr``'s choices (:class:`citeproof.sources.ocr.OcrMode`'s values).
OCR_MODES = ("auto", "always", "never")
_LANGUAGES: re.Pattern[str] = re_pattern(r"[A-Za-z_]{1,32}(\+[A-Za-z_]{1,32}){0,15}")


def valid_languages(value: str) -> bool:
    """Tesseract's language names joined by ``+`` (``deu+eng``), nothing else (a name is
    a file name under the trained data's folder: no path may be smuggled in)."""
    return bool(_LANGUAGES.fullmatch(value))


def valid_user_agent(value: str) -> bool:
    """A header value: printable, no line breaks (no header of one's own smuggled in)."""
    return bool(value.strip()) and value.isprintable() and len(value) <= 512


_Parse = Callable[[object, Path, str], Any]

#: Each key: how its value is read, and what it takes (said when it is wrong).
_KEYS: dict[Key, tuple[_Parse, str]] = {
    Key.TOLERATE: (
        _tolerate,
        "a list of normalization names, from: " + ", ".join(NORMALIZATIONS),
    ),
    Key.IGNORE_CASE: (_bool, "true or false"),
    Key.ELISIONS: (_bool, "true or false"),
    Key.MIN_LENGTH: (_min_length, "an integer, at least 1"),
    Key.STORE: (_path, "a path (relative to the config file's folder)"),
    Key.CACHE: (_path, "a path (relative to the config file's folder)"),
    Key.ALLOW_NETWORK: (_networks, 'a list of networks in CIDR notation, e.g. ["10.0.0.0/8"]'),
    Key.ALLOW_HOST: (_hosts, 'a list of host names, e.g. ["wiki.corp.example"]'),
    Key.USER_AGENT: (_user_agent, "a string of printable characters, at most 512"),
    Key.OCR: (_ocr, "one of " + ", ".join(repr(m) for m in OCR_MODES)),
    Key.OCR_LANG: (_ocr_lang, "tesseract languages joined by '+', e.g. \"deu+eng\""),
}


#: The largest config file read (a settings table is a few hundred bytes).
MAX_CONFIG_BYTES = 1024 * 1024


def _read_table(file: ConfigFile) -> dict[str, Any] | None:
    """The file's table of settings (None: a ``pyproject.toml`` without one)."""
    import tomllib

    from ._io import read_input

    shown = str(file.path)
    try:
        # bounded: $CITEPROOF_CONFIG=/dev/zero filled memory (7 GB in 8 s)
        data = tomllib.loads(read_input(shown, MAX_CONFIG_BYTES).decode("utf-8"))
    except InputError as error:
        raise ConfigError(
            f"{error.message} (the config file)",
            file=shown, code=ErrorCode.INVALID_CONFIG,
        ) from None  # fmt: skip
    except UnicodeDecodeError as error:
        raise ConfigError(
            f"{shown} is not UTF-8 text: {error}", file=shown, code=ErrorCode.INVALID_CONFIG
        ) from None
    except tomllib.TOMLDecodeError as error:
        line = getattr(error, "lineno", 0) or _line_of(str(error), file.path)
        raise ConfigError(
            f"{shown} is not valid TOML: {error}",
            file=shown, line=line, code=ErrorCode.INVALID_CONFIG,
        ) from None  # fmt: skip
    table: Any = data
    for name in file.table:
        table = table.get(name) if isinstance(table, dict) else None
        if table is None:
            return None
    if not isinstance(table, dict):
        raise ConfigError(
            f"{shown}: [{'.'.join(file.table)}] must be a table",
            file=shown, path="/" + "/".join(file.table), code=ErrorCode.INVALID_CONFIG,
        )  # fmt: skip
    return table


def _line_of(message: str, path: Path) -> int:
    """The line in a TOML error message (``... (at line 3, column 7)``; Python before
    3.14 has no ``lineno``); ``at end of document`` is the file's last line."""
    import re

    found = re.search(r"at line (\d+)", message)
    if found:
        return int(found.group(1))
    if "end of document" in message:
        return max(1, path.read_bytes().count(b"\n") + (not path.read_bytes().endswith(b"\n")))
    return 0


def _file_values(file: ConfigFile) -> dict[Key, Any]:
    """The typed values one file sets; typed errors for anything else."""
    table = _read_table(file)
    if table is None:
        return {}
    shown = str(file.path)
    values: dict[Key, Any] = {}
    for name, raw in table.items():
        try:
            key = Key(name)
        except ValueError:
            import difflib

            close = difflib.get_close_matches(name, [str(k) for k in Key], n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            known = ", ".join(Key)
            raise ConfigError(
                f"{shown}: unknown key {name!r}{hint} (the keys are: {known})",
                file=shown, key=name, path=file.pointer(name),
                code=ErrorCode.UNKNOWN_CONFIG_KEY,
            ) from None  # fmt: skip
        parse, expected = _KEYS[key]
        try:
            value = parse(raw, file.path.parent, f"{shown}: {name}")
        except InputError as error:  # the allow-list's own invalid_network / invalid_host
            raise ConfigError(
                error.message, file=shown, key=name, path=file.pointer(name),
                expected=expected, code=error.code,
            ) from None  # fmt: skip
        if value is None:
            raise ConfigError(
                f"{shown}: {name} = {raw!r} is not {expected}",
                file=shown, key=name, path=file.pointer(name), expected=expected,
                code=ErrorCode.INVALID_CONFIG_VALUE,
            )  # fmt: skip
        values[key] = value
    return values


# -- finding the files, layering the values ------------------------------------------------


def config_files(cwd: Path, environ: Mapping[str, str]) -> list[ConfigFile]:
    """The config files that apply in ``cwd``, lowest precedence first."""
    files: list[ConfigFile] = []
    local = cwd / "citeproof.toml"
    if local.is_file():
        files.append(ConfigFile(local))
    else:
        for directory in (cwd, *cwd.parents):
            candidate = directory / "pyproject.toml"
            if candidate.is_file():
                files.append(ConfigFile(candidate, ("tool", "citeproof")))
                break
    explicit = environ.get(ENV_CONFIG)
    if explicit:
        path = Path(explicit).expanduser()
        path = path if path.is_absolute() else cwd / path
        table = ("tool", "citeproof") if path.name == "pyproject.toml" else ()
        files.append(ConfigFile(path, table))
    return files


def _given(args: argparse.Namespace | None, key: Key) -> Any:
    """What the command line gave for ``key`` (None: not given)."""
    value = getattr(args, key.dest, None) if args is not None else None
    if key is Key.TOLERATE and value is not None:  # --tolerate a,b --tolerate c
        return tuple(n.strip() for part in value for n in part.split(",") if n.strip())
    if isinstance(value, list):
        return tuple(value)
    return value


def load(
    args: argparse.Namespace | None = None,
    *,
    cwd: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> Settings:
    """The settings for a command: defaults, files, environment, command line (``args``)."""
    cwd = cwd if cwd is not None else Path.cwd()
    environ = environ if environ is not None else os.environ
    values: dict[Key, Any] = {}
    origins: dict[Key, Origin] = {}
    used: list[ConfigFile] = []
    for file in config_files(cwd, environ):
        found = _file_values(file)
        if found or not file.table:
            used.append(file)
        for key, value in found.items():
            values[key] = value
            origins[key] = Origin(OriginKind.FILE, str(file.path))
    for key, variable in ((Key.STORE, "CITEPROOF_STORE"), (Key.CACHE, "CITEPROOF_CACHE")):
        if environ.get(variable):
            values.pop(key, None)  # opened from the variable where the store is opened
            origins[key] = Origin(OriginKind.ENV, f"${variable}")
    for key in Key:
        given = _given(args, key)
        if given is not None:
            values[key] = given
            origins[key] = Origin(OriginKind.COMMAND_LINE, "--" + key.value)
    settings = Settings(origins=origins, files=tuple(used))
    return replace(settings, **{key.dest: value for key, value in values.items()})


def uses_settings(args: argparse.Namespace) -> bool:
    """Whether the parsed command has an option a setting fills."""
    return any(hasattr(args, key.dest) for key in Key)


def apply(settings: Settings, args: argparse.Namespace) -> None:
    """Fill the options ``args`` has (and only those) from ``settings``."""
    for key in Key:
        if not hasattr(args, key.dest):
            continue
        value = settings.value(key)
        setattr(args, key.dest, list(value) if isinstance(value, tuple) else value)
    args.settings = settings
