"""JSON Schema integers: ``1.0`` *is* an integer (draft 6 and later), ``1.5`` is not.

Every integer field of every contract takes a number written with a zero fraction as the
integer it is, and answers exactly as for the integer (echoed as an integer, never as
``1.0``); a fraction stays ``wrong_type``.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from citeproof import InputError, anchor_check, check_citations, citation_span
from citeproof.batch._jobs import BadLine, Job, parse_jsonl
from citeproof.conformance._pdfwrite import build_pdf
from citeproof.contracts import locate_request, pictures_request
from citeproof.sources import SourceReader

DATA = Path(__file__).parents[1] / "data"
TEXT = "They approved the budget. Then they approved the budget again."
SEED000 = {
    "sources": [{"source_id": "s", "version": "1", "text": TEXT}],
    "citation": {"source_id": "s", "version": "1", "claimed_start": 40,
                 "selector": {"type": "TextQuoteSelector", "exact": "approved the budget"}},
}  # fmt: skip
SPAN = {"source": TEXT, "quotes": [{"text": "approved the budget"}], "minLength": 8}
CHECK = {"citations": [{"id": "1", "text": TEXT, "quote": "approved"}], "max_characters": 30}
LOCATE = {"source": {"text": TEXT}, "quotes": ["the budget again"],
          "policy": {"min_length": 3}, "max_characters": 40}  # fmt: skip
PDF = base64.b64encode(build_pdf([[(72.0, 700.0, 11.0, TEXT)]])).decode()
PICTURES = {"source": {"file": {"name": "a.pdf", "base64": PDF}}, "quotes": ["the budget"],
            "policy": {"min_length": 3}, "max_characters": 1000, "max_pages": 1}  # fmt: skip


def _locate(payload: Any) -> Any:
    return locate_request(payload, SourceReader())


def _pictures(payload: Any) -> Any:
    return pictures_request(payload, SourceReader())


#: (contract, a valid payload, the path of each of its integer fields)
FIELDS: list[tuple[str, Callable[[Any], Any], dict[str, Any], tuple[Any, ...]]] = [
    ("anchor_check claimed_start", anchor_check, SEED000, ("citation", "claimed_start")),
    ("citation_span minLength", citation_span, SPAN, ("minLength",)),
    ("check_citations max_characters", check_citations, CHECK, ("max_characters",)),
    ("locate min_length", _locate, LOCATE, ("policy", "min_length")),
    ("locate max_characters", _locate, LOCATE, ("max_characters",)),
    ("pictures min_length", _pictures, PICTURES, ("policy", "min_length")),
    ("pictures max_characters", _pictures, PICTURES, ("max_characters",)),
    ("pictures max_pages", _pictures, PICTURES, ("max_pages",)),
]


def _get(payload: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        payload = payload[part]
    return payload


def _with(payload: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    return {**payload, path[0]: _with(payload.get(path[0]), path[1:], value)}


def test_seed_000_claimed_start_1_0_anchors_as_1() -> None:
    example = json.loads((DATA / "seed000_examples.json").read_text("utf-8"))[0]
    payload = example["input"]
    at = _with(payload, ("citation", "claimed_start"), 50.0)
    assert anchor_check(at) == {**example["output"], "match": {"start": 50, "end": 59}}
    elsewhere = anchor_check(_with(payload, ("citation", "claimed_start"), 1.0))
    assert (elsewhere["valid"], elsewhere["reason"]) == (False, "position_mismatch")
    claimed = elsewhere["first_discrepancy"]["claimed_start"]
    assert claimed == 1
    assert type(claimed) is int  # echoed as the integer it is
    assert elsewhere == anchor_check(_with(payload, ("citation", "claimed_start"), 1))


@pytest.mark.parametrize(("function", "payload", "path"), [f[1:] for f in FIELDS],
                         ids=[f[0] for f in FIELDS])  # fmt: skip
def test_an_integer_with_a_zero_fraction_is_that_integer(
    function: Callable[[Any], Any], payload: dict[str, Any], path: tuple[Any, ...]
) -> None:
    value = _get(payload, path)
    as_float = function(_with(payload, path, float(value)))
    assert json.dumps(as_float, sort_keys=True) == json.dumps(
        function(_with(payload, path, value)), sort_keys=True
    )


@pytest.mark.parametrize(("function", "payload", "path"), [f[1:] for f in FIELDS],
                         ids=[f[0] for f in FIELDS])  # fmt: skip
@pytest.mark.parametrize("fraction", [0.5, 1e-9])
def test_a_fraction_stays_wrong_type(
    function: Callable[[Any], Any], payload: dict[str, Any], path: tuple[Any, ...],
    fraction: float,
) -> None:  # fmt: skip
    with pytest.raises(InputError) as caught:
        function(_with(payload, path, _get(payload, path) + fraction))
    assert (caught.value.code, caught.value.path) == ("wrong_type", "/" + "/".join(path))


def test_an_integral_float_too_large_for_64_bits_is_refused() -> None:
    with pytest.raises(InputError) as caught:
        _locate({**LOCATE, "max_characters": 1e300})
    assert caught.value.path == "/max_characters"
    assert caught.value.code in ("wrong_type", "out_of_range")


def test_a_number_field_keeps_its_fraction_and_takes_an_integer() -> None:
    assert _pictures({**PICTURES, "scale": 1.5})["pages"]
    assert _pictures({**PICTURES, "scale": 2})["pages"]


def test_a_batch_line_id_and_min_length_written_with_a_zero_fraction() -> None:
    line = '{"id": 7.0, "text": "%s", "quote": "the budget", "policy": {"min_length": 3.0}}'
    parsed = parse_jsonl(line % TEXT)
    assert isinstance(parsed[0], Job), parsed
    assert parsed[0].id == "7"
    bad = parse_jsonl((line % TEXT).replace("3.0", "3.5"))[0]
    assert isinstance(bad, BadLine)
    assert bad.error["code"] == "wrong_type"
