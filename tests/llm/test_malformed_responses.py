"""A response of a known shape with any value changed to any other JSON value is either
verified or refused with a typed error: never an untyped exception (an HTTP 500)."""

from __future__ import annotations

import contextlib
import copy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof import verify_response
from citeproof.errors import CiteproofError, InputError
from citeproof.service import SourceSpec

TEXT = "The primary group recorded 24 samples across three sessions."
ANSWER = 'The group "recorded 24 samples" in all.'

BASES: list[dict[str, Any]] = [
    {"answer": ANSWER, "citations": [{"quote": "recorded 24 samples", "source": {"text": TEXT}}]},
    {
        "message": {
            "role": "assistant",
            "content": [{"type": "text", "text": ANSWER}],
            "citations": [
                {"start": 10, "end": 30, "text": "recorded 24 samples",
                 "sources": [{"type": "document", "id": "d0", "document": {"text": TEXT}}]}
            ],
        },
        "finish_reason": "COMPLETE",
    },
    {
        "output": [{"type": "message", "role": "assistant", "content": [
            {"type": "output_text", "text": ANSWER, "annotations": [
                {"type": "url_citation", "url": "https://example.org/", "title": "x",
                 "start_index": 0, "end_index": 9}]}]}],
    },
    {
        "candidates": [{"content": {"parts": [{"text": ANSWER}]}, "groundingMetadata": {
            "groundingChunks": [{"retrievedContext": {"text": TEXT, "title": "t"}}],
            "groundingSupports": [{"segment": {"startIndex": 10, "endIndex": 30,
                                   "text": "recorded 24 samples"},
                                   "groundingChunkIndices": [0]}]}}],
    },
]  # fmt: skip

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**12) | st.floats() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*here, i))
    return found


@given(base=st.sampled_from(BASES), choice=st.integers(0, 10**6), replacement=JSON)
def test_any_changed_value_is_verified_or_a_typed_error(
    base: dict[str, Any], choice: int, replacement: Any
) -> None:
    response = copy.deepcopy(base)
    paths = [p for p in _paths(response) if p]
    path = paths[choice % len(paths)]
    holder: Any = response
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = replacement
    with contextlib.suppress(CiteproofError):
        verify_response(response, documents=[{"text": TEXT}])


def test_every_base_is_a_recognised_shape() -> None:
    providers = [verify_response(b, documents=[{"text": TEXT}]).provider.value for b in BASES]
    assert providers == ["generic", "cohere", "openai-responses", "gemini"]


@pytest.mark.parametrize("text", [["The primary group"], {"a": 1}, 5])
def test_a_supplied_chunk_s_text_that_is_not_a_string_is_a_typed_error(
    text: Any, tmp_path: Path
) -> None:
    """A Gemini chunk whose document is supplied: its ``retrievedContext.text`` is the
    passage to find there, and a list or an object taken as one was a ``TypeError`` (an
    HTTP 500, an MCP ``internal_error``); now ``wrong_type`` at its pointer."""
    report = tmp_path / "report.txt"
    report.write_text(TEXT, "utf-8")
    response = {"candidates": [{
        "content": {"parts": [{"text": ANSWER}]},
        "groundingMetadata": {
            "groundingChunks": [{"retrievedContext": {
                "uri": "report.txt", "title": "report.txt", "text": text}}],
            "groundingSupports": [
                {"segment": {"startIndex": 0, "endIndex": 9}, "groundingChunkIndices": [0]}],
        },
    }]}  # fmt: skip
    with pytest.raises(InputError) as raised:
        verify_response(response, documents=[SourceSpec.path(report)])
    assert raised.value.code == "wrong_type"
    assert raised.value.path == (
        "/candidates/0/groundingMetadata/groundingChunks/0/retrievedContext/text"
    )
