"""The public surface is exactly ``__all__``: sorted, complete, and every name importable;
the top package re-exports only names its layers export, and loads them only when used."""

import json
import subprocess
import sys
import types

import citeproof
import citeproof.contracts
import citeproof.errors
import citeproof.match
import citeproof.pictures
import citeproof.service
import citeproof.sources
import citeproof.sources.formats
import citeproof.text


def test_all_is_sorted_and_importable() -> None:
    for module in (
        citeproof,
        citeproof.text,
        citeproof.match,
        citeproof.pictures,
        citeproof.sources,
        citeproof.sources.formats,
        citeproof.service,
        citeproof.contracts,
        citeproof.errors,
    ):
        names = list(module.__all__)
        # isort-style, as ruff's RUF022 keeps it: CONSTANTS, then Classes, then functions.
        assert names == sorted(
            names, key=lambda n: (0 if n.isupper() else 1 if n[0].isupper() else 2, n)
        )
        for name in names:
            assert hasattr(module, name), name


def test_every_public_name_is_exported() -> None:
    public = {
        name
        for name, value in vars(citeproof).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert public <= set(citeproof.__all__)


def test_the_top_reexports_what_its_layers_export() -> None:
    homes = citeproof._homes()
    assert set(citeproof.__all__) == {*homes, "__version__"}
    for name, home in homes.items():
        module = __import__(f"citeproof.{home}", fromlist=["__all__"])
        assert name in module.__all__, f"{name} is not in citeproof.{home}.__all__"
        assert getattr(citeproof, name) is getattr(module, name)


def test_importing_citeproof_loads_no_layer_until_a_name_is_used() -> None:
    script = (
        "import json, sys, citeproof\n"
        "before = sorted(m for m in sys.modules if m.startswith('citeproof'))\n"
        "citeproof.locate\n"
        "after = sorted({m.split('.')[1] for m in sys.modules if m.startswith('citeproof.')})\n"
        "print(json.dumps([before, after]))\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    before, after = json.loads(run.stdout)
    assert before == ["citeproof", "citeproof._version"]
    assert "match" in after
    assert set(after) <= {"_version", "_lazy", "errors", "match", "text"}  # no sources, http...
