"""The MCP tools' typed arguments and results, as an agent reads them in ``tools/list``.

The arguments of ``anchor_check`` and ``citation_span`` mirror the contracts' JSON
Schemas (``anchor_check.input.json``, ``citation_span.request.json``; a test keeps them
equal): pydantic checks their shape (types, required and unknown fields, constants) before
the tool runs, and the contract then validates the payload against its own JSON Schema.
The bounds (lengths, counts, ranges) are published to the agent but enforced only there,
so a bound broken over MCP has the code it has over HTTP (``source_too_large``,
``too_many_quotes``...). Results are published with the JSON Schemas the HTTP API
documents (``anchor_check.output.json``, ``citation_span.data.json``).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, NotRequired

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    with_config,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema
from typing_extensions import TypedDict

from ..contracts import load_schema

__all__ = [
    "AnchorCheckResult",
    "Citation",
    "CitationSpanData",
    "Integer",
    "QuoteVerdict",
    "ReanchorResult",
    "SelectorDescription",
    "SourceSummary",
    "SourceVersion",
    "SpanQuote",
    "TextQuoteSelector",
    "Tolerable",
    "VerifyResult",
]

_SHAPE = ConfigDict(extra="forbid", strict=True)
_MAX_INTEGER = 2**63 - 1


def _whole(value: Any) -> Any:
    """JSON Schema's integer (draft 6 and later): a number whose fraction is zero is one,
    and is given to the tool as the ``int`` it is (``1.0`` is ``1``)."""
    if isinstance(value, float) and value.is_integer() and abs(value) <= _MAX_INTEGER:
        return int(value)
    return value


#: An integer argument: ``1`` or ``1.0``; never ``1.5``, ``"1"`` or ``true``.
Integer = Annotated[int, Field(strict=True), BeforeValidator(_whole)]


def _bounds(**keywords: Any) -> Any:
    """JSON Schema bounds shown to the agent and left to the contract to enforce."""
    return Field(json_schema_extra=keywords)


@with_config(_SHAPE)
class SourceVersion(TypedDict):
    """One version of a source, with its full text."""

    source_id: Annotated[str, _bounds(minLength=1)]
    version: Annotated[str, _bounds(minLength=1)]
    text: str


@with_config(_SHAPE)
class TextQuoteSelector(TypedDict):
    """A W3C TextQuoteSelector: the exact words, and optionally the text just before and
    after them."""

    type: Literal["TextQuoteSelector"]
    exact: Annotated[str, _bounds(minLength=1)]
    prefix: NotRequired[str]
    suffix: NotRequired[str]


@with_config(_SHAPE)
class Citation(TypedDict):
    """Which source version the quote is cited from, and where the caller says it starts."""

    source_id: Annotated[str, _bounds(minLength=1)]
    version: Annotated[str, _bounds(minLength=1)]
    selector: TextQuoteSelector
    claimed_start: NotRequired[Annotated[Integer, _bounds(minimum=0)]]


@with_config(_SHAPE)
class SpanQuote(TypedDict):
    """A quotation, and an id echoed back with its result."""

    text: Annotated[str, _bounds(minLength=1, maxLength=2000)]
    id: NotRequired[Annotated[str, _bounds(maxLength=100)]]


#: The typographic differences ``citation_span`` can be told to tolerate.
Tolerable = Literal["whitespace", "quotes", "dashes", "ellipsis", "invisible", "unicode"]


class _Published(BaseModel):
    """A result published with one of the contracts' JSON Schemas (any JSON passes here:
    the contract built it, and its tests hold it to the schema)."""

    model_config = ConfigDict(extra="allow")
    schema_name: ClassVar[str] = ""

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {k: v for k, v in load_schema(cls.schema_name).items() if k != "$schema"}


class AnchorCheckResult(_Published):
    """anchor_check's answer (anchor_check.output.json)."""

    schema_name = "anchor_check.output.json"


class CitationSpanData(_Published):
    """citation_span's answer (citation_span.data.json)."""

    schema_name = "citation_span.data.json"


class SourceSummary(TypedDict):
    """What was read."""

    representation: Annotated[str, Field(description="How the text was obtained.")]
    final_url: Annotated[str | None, Field(description="For a URL, where it ended up.")]
    sha256: Annotated[str, Field(description="SHA-256 of the bytes read.")]
    characters: Annotated[int, Field(description="Characters of text checked.")]
    warnings: list[str]


class QuoteVerdict(TypedDict):
    """One quote's verdict, in the form an agent acts on."""

    quote: str
    verdict: Annotated[
        Literal["verbatim", "normalized", "elided", "editorial", "case-differs", "paraphrase",
                "not-present", "furniture", "too-short"],
        Field(description="What the source holds: only the first four are confirmed."),
    ]  # fmt: skip
    label: Annotated[str, Field(description="The verdict's short label, as people see it.")]
    confirmed: Annotated[bool, Field(description="Use the quote only when true.")]
    source_words: Annotated[
        str | None,
        Field(description="What the source says there (confirmed quotes and near misses)."),
    ]
    where: Annotated[str | None, Field(description="Page, lines and characters.")]
    what_differs: Annotated[list[str], Field(description="Each change, for a near miss.")]
    tolerated: Annotated[list[str], Field(description="Typographic differences allowed.")]
    occurrences: int
    alterations: NotRequired[
        Annotated[list[str], Field(description="Each marked change of an editorial quote.")]
    ]
    note: NotRequired[str]
    warnings: NotRequired[list[str]]


class SelectorDescription(TypedDict):
    """describe_selector's answer: W3C selectors to store, and whether the quote
    selector matches only this span."""

    selectors: list[dict[str, Any]]
    unique: bool


class VerifyResult(TypedDict):
    """verify_quotes' answer."""

    all_confirmed: bool
    source: SourceSummary
    results: list[QuoteVerdict]


class ModelCitationsResult(TypedDict):
    """verify_model_citations' answer (:meth:`citeproof.llm.ResponseReport.to_dict`)."""

    provider: str
    all_confirmed: bool
    counts: dict[str, int]
    coordinate_problems: int
    citations: list[dict[str, Any]]
    quotations: list[dict[str, Any]]
    documents: list[dict[str, Any]]


class ReanchorResult(TypedDict):
    """reanchor_annotations' answer: ``citeproof reanchor --json``'s
    (:func:`citeproof.contracts.reanchored_source`)."""

    annotations: list[dict[str, Any]]
    summary: dict[str, Any]
    source: dict[str, Any]
