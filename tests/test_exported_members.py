"""The public surface is exactly ``__all__``: sorted, complete, and every name importable."""

import types

import citeproof
import citeproof.contracts
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
