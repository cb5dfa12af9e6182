"""Library calls with data no JSON parser gives, or that would crash what validates it:
every contract refuses it with a typed error (the one check every face shares)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from citeproof import InputError, anchor_check, check_citations, citation_span
from citeproof.contracts import check_json, locate_request, pictures_request
from citeproof.contracts._validation import MAX_DEPTH
from citeproof.sources import SourceReader

TEXT = "They approved the budget on Tuesday."
ANCHOR = {
    "sources": [{"source_id": "s", "version": "1", "text": TEXT}],
    "citation": {"source_id": "s", "version": "1",
                 "selector": {"type": "TextQuoteSelector", "exact": "the budget"}},
}  # fmt: skip
SPAN = {"source": TEXT, "quotes": [{"text": "the budget"}]}
CHECK = {"citations": [{"id": "1", "text": TEXT, "quote": "the budget"}]}
LOCATE = {"source": {"text": TEXT}, "quotes": ["the budget"]}


def deep(depth: int) -> Any:
    value: Any = "the budget"
    for _ in range(depth):
        value = [value]
    return value


def locate(payload: Any) -> Any:
    return locate_request(payload, SourceReader())


def pictures(payload: Any) -> Any:
    return pictures_request(payload, SourceReader())


CONTRACTS: list[tuple[Callable[[Any], Any], dict[str, Any], tuple[str, ...]]] = [
    (anchor_check, ANCHOR, ("citation", "selector", "exact")),
    (citation_span, SPAN, ("quotes", 0, "text")),
    (check_citations, CHECK, ("citations", 0, "quote")),
    (locate, LOCATE, ("quotes", 0)),
    (pictures, LOCATE, ("quotes", 0)),
]


def replaced(payload: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(payload, dict):
        return {**payload, head: replaced(payload[head], rest, value)}
    return [replaced(v, rest, value) if i == head else v for i, v in enumerate(payload)]


def refusal(function: Callable[[Any], Any], payload: Any) -> InputError:
    with pytest.raises(InputError) as raised:
        function(payload)
    return raised.value


@pytest.mark.parametrize(("function", "payload", "where"), CONTRACTS)
@pytest.mark.parametrize(
    ("value", "code"),
    [
        (deep(1_000), "too_deep"),
        (deep(5_000), "too_deep"),
        ("the \ud800budget", "invalid_text"),
        ("\udfff", "invalid_text"),
        (10**5000, "out_of_range"),
        (b"the budget", "wrong_type"),
        ({1: "the budget"}, "wrong_type"),
        ({"ok": "x", "\ud800": "x"}, "invalid_text"),
    ],
    ids=["deep-1000", "deep-5000", "surrogate", "low-surrogate", "10**5000", "bytes", "int-key",
         "surrogate-key"],
)  # fmt: skip
def test_every_contract_refuses_what_is_not_json_text(
    function: Callable[[Any], Any], payload: dict[str, Any], where: tuple[str, ...], value: Any,
    code: str,
) -> None:  # fmt: skip
    error = refusal(function, replaced(payload, where, value))
    assert error.code == code, error
    assert error.path.startswith("/" + "/".join(str(p) for p in where)), error.path
    assert error.to_dict()["message"]


@pytest.mark.parametrize(("function", "payload"), [(locate, LOCATE), (pictures, LOCATE),
                                                   (check_citations, CHECK)])  # fmt: skip
@pytest.mark.parametrize(("value", "code"), [(50.5, "wrong_type"), (5e-9, "wrong_type"),
                                             (True, "wrong_type"), (10**5000, "out_of_range"),
                                             (2**63, "out_of_range")],
                         ids=["50.5", "5e-9", "true", "10**5000", "2**63"])  # fmt: skip
def test_max_characters_is_an_integer_of_sensible_size(
    function: Callable[[Any], Any], payload: dict[str, Any], value: Any, code: str
) -> None:
    error = refusal(function, {**payload, "max_characters": value})
    assert (error.code, error.path) == (code, "/max_characters")


def test_an_int_key_anywhere_is_named() -> None:
    payload = replaced(ANCHOR, ("citation", "selector"), {"type": "TextQuoteSelector", 1: "x"})
    error = refusal(anchor_check, payload)
    assert (error.code, error.path) == ("wrong_type", "/citation/selector")
    assert "keys" in error.message


def test_the_check_is_linear_and_allows_what_contracts_need() -> None:
    check_json(deep(MAX_DEPTH))
    with pytest.raises(InputError):
        check_json(deep(MAX_DEPTH + 1))
    check_json({"text": "é" * 1_000_000, "n": [1, 2.5, None, True, -(2**63) + 1]})
    check_json("🧭 emoji are one code point, not surrogates")
