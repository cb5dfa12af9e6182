"""The config file: where it is found, what it may say, who wins, and ``citeproof config``.

Every test runs in its own folder (``tmp_path``, whose root holds an empty
``pyproject.toml`` so no file above the test's folder can leak in) with the variables
that name files (``$CITEPROOF_CONFIG``, ``$CITEPROOF_STORE``, ``$CITEPROOF_CACHE``)
cleared. The allow-list tests read a page from a real server on 127.0.0.1: refused by
default, read when the file lists the loopback network or host.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli import main
from citeproof.cli._settings import Key, OriginKind, load
from citeproof.sources import AllowList

from ..sources.conftest import Routes

SOURCE = "The primary group recorded 24 samples across three sessions.\n"
SHOUTED = "THE PRIMARY GROUP recorded 24 samples"  # a case difference, not an initial capital
QUOTE = "recorded 24 samples across"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder to run in, shielded from config files above it and from the variables."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'shield'\n", "utf-8")
    work = tmp_path / "work"
    work.mkdir()
    (work / "source.txt").write_text(SOURCE, "utf-8")
    monkeypatch.chdir(work)
    for variable in ("CITEPROOF_CONFIG", "CITEPROOF_STORE", "CITEPROOF_CACHE"):
        monkeypatch.delenv(variable, raising=False)
    return work


def _json(capsys: pytest.CaptureFixture[str]) -> Any:
    return json.loads(capsys.readouterr().out)


def _classification(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    main(["check", "source.txt", *argv, "--no-store", "--json"])
    result: str = _json(capsys)["results"][0]["classification"]
    return result


def _settings(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["config", "--json", *argv]) == 0
    out: dict[str, Any] = _json(capsys)
    return out


# -- where the file is found ---------------------------------------------------------------


def test_citeproof_toml_in_the_working_directory(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _classification(capsys, SHOUTED) == "case-differs"
    (home / "citeproof.toml").write_text("ignore-case = true\nmin-length = 12\n", "utf-8")
    assert _classification(capsys, SHOUTED) == "normalized"
    assert _classification(capsys, "24 samples") == "too-short"  # 10 characters < 12
    shown = _settings(capsys)
    assert shown["files"] == [str(home / "citeproof.toml")]
    assert shown["settings"]["min-length"] == {
        "value": 12, "origin": "file", "where": str(home / "citeproof.toml"),
    }  # fmt: skip


def test_the_nearest_pyproject_up_the_tree(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "pyproject.toml").write_text(
        "[project]\nname = 'paper'\n\n[tool.citeproof]\nignore-case = true\n", "utf-8"
    )
    deep = home / "chapters" / "one"
    deep.mkdir(parents=True)
    (deep / "source.txt").write_text(SOURCE, "utf-8")
    monkeypatch.chdir(deep)
    assert _classification(capsys, SHOUTED) == "normalized"
    shown = _settings(capsys)
    assert shown["settings"]["ignore-case"]["where"] == str(home / "pyproject.toml")
    # a nested project without the table does not inherit its parent's settings
    (deep / "pyproject.toml").write_text("[project]\nname = 'nested'\n", "utf-8")
    assert _classification(capsys, SHOUTED) == "case-differs"
    assert _settings(capsys)["files"] == []
    # citeproof.toml in the working directory is read instead of any pyproject.toml
    (home / "citeproof.toml").write_text("ignore-case = false\n", "utf-8")
    monkeypatch.chdir(home)
    (home / "source.txt").write_text(SOURCE, "utf-8")
    assert _classification(capsys, SHOUTED) == "case-differs"


def test_citeproof_config_names_a_file_that_overrides_key_by_key(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "citeproof.toml").write_text("min-length = 12\nignore-case = true\n", "utf-8")
    explicit = home.parent / "team.toml"
    explicit.write_text("min-length = 30\n", "utf-8")
    monkeypatch.setenv("CITEPROOF_CONFIG", str(explicit))
    shown = _settings(capsys)
    assert shown["files"] == [str(home / "citeproof.toml"), str(explicit)]
    assert shown["settings"]["min-length"]["value"] == 30
    assert shown["settings"]["min-length"]["where"] == str(explicit)
    assert shown["settings"]["ignore-case"]["where"] == str(home / "citeproof.toml")
    # a pyproject.toml named so is read at [tool.citeproof]
    project = home.parent / "elsewhere" / "pyproject.toml"
    project.parent.mkdir()
    project.write_text("[tool.citeproof]\nmin-length = 20\n", "utf-8")
    monkeypatch.setenv("CITEPROOF_CONFIG", str(project))
    assert _settings(capsys)["settings"]["min-length"]["value"] == 20
    # a file named that does not exist is an error, not silently nothing
    monkeypatch.setenv("CITEPROOF_CONFIG", str(home / "missing.toml"))
    assert main(["config", "--json"]) == 2
    error = _json(capsys)["error"]
    assert error["code"] == "invalid_config"
    assert error["file"] == str(home / "missing.toml")


# -- precedence -----------------------------------------------------------------------------


def test_the_command_line_wins_over_the_file(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "citeproof.toml").write_text(
        "ignore-case = true\nmin-length = 40\nelisions = false\n"
        'allow-network = ["10.0.0.0/8"]\ntolerate = ["whitespace"]\n',
        "utf-8",
    )
    assert _classification(capsys, SHOUTED) == "too-short"
    assert _classification(capsys, SHOUTED, "--min-length", "8") == "normalized"
    assert _classification(capsys, SHOUTED, "--min-length", "8", "--no-ignore-case") == (
        "case-differs"
    )
    elided = "primary group recorded … three sessions"
    assert _classification(capsys, elided, "--min-length", "8") == "paraphrase"
    assert _classification(capsys, elided, "--min-length", "8", "--elisions") == "elided"
    shown = _settings(
        capsys,
        "--allow-network",
        "192.168.0.0/16",
        "--min-length",
        "9",
        "--tolerate",
        "case,dashes",
    )["settings"]
    # a list given on the command line replaces the file's
    assert shown["allow-network"] == {
        "value": ["192.168.0.0/16"], "origin": "command line", "where": "--allow-network",
    }  # fmt: skip
    assert shown["min-length"]["value"] == 9
    assert shown["tolerate"]["value"] == ["case", "dashes"]
    assert shown["elisions"] == {
        "value": False, "origin": "file", "where": str(home / "citeproof.toml"),
    }  # fmt: skip


def test_config_json_says_where_each_value_came_from(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "citeproof.toml").write_text(
        'store = "evidence/store.sqlite3"\ncache = "cache"\nuser-agent = "corp-checker/1.0"\n',
        "utf-8",
    )
    monkeypatch.setenv("CITEPROOF_CACHE", str(home / "from-env"))
    shown = _settings(capsys, "--allow-host", "wiki.corp.example")
    settings = shown["settings"]
    assert list(settings) == [key.value for key in Key]
    assert settings["store"] == {
        "value": str(home / "evidence" / "store.sqlite3"),  # relative to the file's folder
        "origin": "file",
        "where": str(home / "citeproof.toml"),
    }
    # the variable wins over the file (and the file's cache is not used)
    assert settings["cache"] == {
        "value": str(home / "from-env"), "origin": "env", "where": "$CITEPROOF_CACHE",
    }  # fmt: skip
    assert settings["user-agent"]["value"] == "corp-checker/1.0"
    assert settings["allow-host"]["origin"] == "command line"
    assert settings["min-length"] == {"value": 8, "origin": "default", "where": None}
    assert settings["tolerate"]["origin"] == "default"
    assert "case" not in settings["tolerate"]["value"]
    # the readable form says the same
    assert main(["config"]) == 0
    out = capsys.readouterr().out
    assert f"config files: {home / 'citeproof.toml'}\n" in out
    assert "cache          " + str(home / "from-env") + "  (env $CITEPROOF_CACHE)" in out
    assert "min-length     8  (default)" in out


def test_load_is_typed(home: Path) -> None:
    (home / "citeproof.toml").write_text(
        'allow-network = ["10.0.0.0/8", "fd00::1"]\nallow-host = ["Wiki.Corp."]\n', "utf-8"
    )
    settings = load(cwd=home, environ={})
    assert settings.allow_network == ("10.0.0.0/8", "fd00::1/128")  # normalised as parsed
    assert settings.allow_host == ("wiki.corp",)
    assert settings.origin(Key.ALLOW_HOST).kind is OriginKind.FILE
    assert settings.origin(Key.MIN_LENGTH).kind is OriginKind.DEFAULT
    assert settings.min_length == 8


# -- errors -----------------------------------------------------------------------------------


def test_an_unknown_key_is_a_typed_error_naming_it_and_its_file(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = home / "citeproof.toml"
    config.write_text('allow-netwrok = ["10.0.0.0/8"]\n', "utf-8")
    assert main(["check", "source.txt", QUOTE, "--no-store", "--json"]) == 2
    captured = capsys.readouterr()
    error = json.loads(captured.out)["error"]
    assert error == {
        "code": "unknown_config_key",
        "message": error["message"],
        "path": "/allow-netwrok",
        "file": str(config),
        "key": "allow-netwrok",
    }
    assert "'allow-netwrok'" in error["message"]
    assert "did you mean 'allow-network'?" in error["message"]
    assert str(config) in error["message"]
    assert captured.err.startswith("citeproof: unknown_config_key at /allow-netwrok: ")
    # without --json: one line on standard error, nothing on standard output
    assert main(["check", "source.txt", QUOTE, "--no-store"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "unknown_config_key" in captured.err
    # in a pyproject.toml the pointer names the table
    config.unlink()
    (home / "pyproject.toml").write_text("[tool.citeproof]\nmin_length = 3\n", "utf-8")
    assert main(["config", "--json"]) == 2
    error = _json(capsys)["error"]
    assert (error["code"], error["path"]) == ("unknown_config_key", "/tool/citeproof/min_length")


@pytest.mark.parametrize(
    ("line", "key", "code"),
    [
        ("min-length = 0", "min-length", "invalid_config_value"),
        ('min-length = "12"', "min-length", "invalid_config_value"),
        ("min-length = true", "min-length", "invalid_config_value"),
        ('ignore-case = "yes"', "ignore-case", "invalid_config_value"),
        ('tolerate = ["whitespace", "spelling"]', "tolerate", "invalid_config_value"),
        ('tolerate = "whitespace"', "tolerate", "invalid_config_value"),
        ('allow-network = "10.0.0.0/8"', "allow-network", "invalid_config_value"),
        ('allow-network = ["10.0.0.1/8"]', "allow-network", "invalid_network"),
        ('allow-host = ["*.corp.example"]', "allow-host", "invalid_host"),
        ('user-agent = "a\\r\\nX-Evil: 1"', "user-agent", "invalid_config_value"),
        ('store = ""', "store", "invalid_config_value"),
    ],
)
def test_an_invalid_value_says_what_the_key_takes(
    home: Path, capsys: pytest.CaptureFixture[str], line: str, key: str, code: str
) -> None:
    (home / "citeproof.toml").write_text(line + "\n", "utf-8")
    assert main(["check", "source.txt", QUOTE, "--no-store", "--json"]) == 2
    error = _json(capsys)["error"]
    assert (error["code"], error["key"], error["path"]) == (code, key, "/" + key)
    assert error["expected"]
    assert error["file"] == str(home / "citeproof.toml")


def test_broken_toml_is_invalid_config_with_its_line(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "citeproof.toml").write_text('min-length = 12\nallow-host = ["a"\n', "utf-8")
    assert main(["config", "--json"]) == 2
    error = _json(capsys)["error"]
    assert error["code"] == "invalid_config"
    assert error["line"] == 2
    assert "not valid TOML" in error["message"]
    (home / "citeproof.toml").write_bytes(b"min-length = 12\n# \xff\n")
    assert main(["config", "--json"]) == 2
    assert _json(capsys)["error"]["code"] == "invalid_config"


def test_commands_without_settings_do_not_read_the_file(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "citeproof.toml").write_text("nonsense = 1\n", "utf-8")
    (home / "request.json").write_text(
        json.dumps({"source": SOURCE, "quotes": [{"text": QUOTE}]}), "utf-8"
    )
    assert main(["span", "request.json"]) == 0
    assert _json(capsys)["status"] == "pass"


def test_a_bad_command_line_value_is_typed(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "source.txt", QUOTE, "--no-store", "--json", "--min-length", "0"]) == 2
    assert _json(capsys)["error"]["code"] == "invalid_value"
    url = "http://wiki.example/page"
    assert main(["check", url, QUOTE, "--no-store", "--json", "--user-agent", "a\nb"]) == 2
    assert _json(capsys)["error"]["code"] == "invalid_value"


# -- the allow-list and the user agent from the file reach the guard and the wire ------------


def _page(routes: Routes) -> None:
    routes["/page.txt"] = (200, {"Content-Type": "text/plain"}, SOURCE.encode())


def test_the_files_allow_network_reaches_the_guard(
    home: Path, server: tuple[Routes, int], capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _page(routes)
    url = f"http://127.0.0.1:{port}/page.txt"
    check = ["check", url, QUOTE, "--no-store", "--json"]
    assert main(check) == 2
    assert _json(capsys)["error"]["code"] == "blocked_address"
    assert routes.hits == []
    (home / "citeproof.toml").write_text('allow-network = ["127.0.0.1/32"]\n', "utf-8")
    assert main(check) == 0
    assert _json(capsys)["results"][0]["classification"] == "verbatim"
    # a command line list replaces the file's: this one does not list loopback
    assert main([*check, "--allow-network", "10.0.0.0/8"]) == 2
    assert _json(capsys)["error"]["code"] == "blocked_address"


def test_the_files_allow_host_reaches_the_guard_in_batch(
    home: Path, server: tuple[Routes, int], capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _page(routes)
    citations = home / "in.jsonl"
    line = {"id": "1", "url": f"http://localhost:{port}/page.txt", "quote": QUOTE}
    citations.write_text(json.dumps(line) + "\n", "utf-8")
    assert main(["batch", str(citations), "--no-store"]) == 1
    capsys.readouterr()
    (home / "citeproof.toml").write_text('allow-host = ["localhost"]\n', "utf-8")
    assert main(["batch", str(citations), "--no-store"]) == 0
    records = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert records[1]["finding"]["classification"] == "verbatim"


def test_the_user_agent_from_the_file_and_the_command_line_is_sent(
    home: Path, server: tuple[Routes, int], capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _page(routes)
    seen = routes.agents
    (home / "citeproof.toml").write_text(
        'allow-network = ["127.0.0.0/8"]\nuser-agent = "corp-checker/1.0"\n', "utf-8"
    )
    check = ["check", f"http://127.0.0.1:{port}/page.txt", QUOTE, "--no-store", "--json"]
    assert main(check) == 0
    assert len(seen) == 2  # robots.txt and the page
    assert set(seen) == {"corp-checker/1.0"}
    seen.clear()
    assert main([*check, "--user-agent", "other/2"]) == 0
    assert set(seen) == {"other/2"}
    capsys.readouterr()


def test_the_files_store_and_cache_are_used(
    home: Path, server: tuple[Routes, int], capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _page(routes)
    (home / "citeproof.toml").write_text(
        'allow-network = ["127.0.0.1/32"]\nstore = "kept/evidence.sqlite3"\ncache = "kept/docs"\n',
        "utf-8",
    )
    sub = home / "sub"
    sub.mkdir()
    assert main(["check", f"http://127.0.0.1:{port}/page.txt", QUOTE, "--json"]) == 0
    capsys.readouterr()
    assert (home / "kept" / "evidence.sqlite3").is_file()
    assert any((home / "kept" / "docs").rglob("*"))


def test_serve_and_mcp_get_the_files_settings(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import citeproof.http

    given: list[Any] = []
    monkeypatch.setattr(citeproof.http, "serve", lambda config, workers: given.append(config))
    monkeypatch.delenv("CITEPROOF_API_KEYS", raising=False)
    (home / "citeproof.toml").write_text(
        'allow-network = ["10.0.0.0/8"]\nstore = "s.sqlite3"\ncache = "c"\nuser-agent = "ua/1"\n',
        "utf-8",
    )
    assert main(["serve"]) == 0
    assert "networks 10.0.0.0/8" in capsys.readouterr().err
    config = given[0]
    assert config.fetch.allow == AllowList.parse(["10.0.0.0/8"])
    assert config.fetch.user_agent == "ua/1"
    assert (config.store_path, config.cache_path) == (str(home / "s.sqlite3"), str(home / "c"))
    assert main(["serve", "--store", "other.sqlite3", "--allow-host", "wiki.corp"]) == 0
    assert given[1].store_path == "other.sqlite3"
    # key by key: the command line's hosts replace the file's hosts, its networks stay
    assert given[1].fetch.allow == AllowList.parse(["10.0.0.0/8"], ["wiki.corp"])
    capsys.readouterr()

    pytest.importorskip("mcp")
    import citeproof.mcp

    served: list[Any] = []
    monkeypatch.setattr(citeproof.mcp, "serve_http", lambda app, config: served.append(config))
    assert main(["mcp", "--http"]) == 0
    assert "networks 10.0.0.0/8" in capsys.readouterr().err
    assert served[0].fetch.user_agent == "ua/1"


def test_the_readmes_example_config_is_valid(home: Path) -> None:
    """The README's ``citeproof.toml`` block holds every key, and each is accepted."""
    readme = (Path(__file__).parents[2] / "README.md").read_text("utf-8")
    example = readme.split("```toml\n", 1)[1].split("```", 1)[0]
    (home / "citeproof.toml").write_text(example, "utf-8")
    settings = load(cwd=home, environ={})
    assert {k for k in Key if settings.origin(k).kind is OriginKind.FILE} == set(Key)
    assert settings.store == str(home / ".citeproof" / "evidence.sqlite3")


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "source.txt"],
        ["extract", "source.txt"],
        ["reanchor", "annotations.json", "source.txt"],
        ["batch", "in.jsonl"],
        ["manuscript", "draft.md"],
        ["serve"],
        ["mcp"],
        ["llm", "response.json"],
        ["recheck", "out.jsonl"],
    ],
    ids=lambda argv: argv[0],
)
def test_every_fetching_command_gets_the_files_allow_list_and_user_agent(
    home: Path, argv: list[str]
) -> None:
    from citeproof.cli._main import build_parser
    from citeproof.cli._network import fetch_config
    from citeproof.cli._settings import apply

    (home / "citeproof.toml").write_text(
        'allow-network = ["10.0.0.0/8"]\nallow-host = ["wiki.corp"]\nuser-agent = "ua/1"\n'
        'store = "s.sqlite3"\n',
        "utf-8",
    )
    args = build_parser().parse_args(argv)
    apply(load(args), args)
    fetch = fetch_config(args)
    assert fetch.allow == AllowList.parse(["10.0.0.0/8"], ["wiki.corp"])
    assert fetch.user_agent == "ua/1"
    if hasattr(args, "store"):  # every command that opens a store opens the file's
        assert args.store == str(home / "s.sqlite3")
