"""The MCP tools' arguments, as an agent reads them in ``tools/list``: types, descriptions
and bounds.

The bounds (lengths, counts, ranges) are published to the agent; the contracts enforce
them, so a bound broken over MCP has the code it has over HTTP (see :mod:`._models`).
"""

from __future__ import annotations

from typing import Annotated, Any, get_args

from pydantic import Field

from ._models import Citation, Integer, SourceVersion, SpanQuote, Tolerable

__all__ = [
    "ALL_TOLERABLE",
    "AnnotationsArgument",
    "CitationArgument",
    "DocumentsArgument",
    "EndArgument",
    "ExactOnlyArgument",
    "IgnoreCaseArgument",
    "MinLengthArgument",
    "OldTextArgument",
    "PathArgument",
    "QuotesArgument",
    "ReadCitedUrlsArgument",
    "RequestArgument",
    "ResponseArgument",
    "SelectorTextArgument",
    "SourcesArgument",
    "SpanQuotesArgument",
    "SpanSourceArgument",
    "StartArgument",
    "TextArgument",
    "TolerateArgument",
    "UrlArgument",
]


def _bounds(description: str, **keywords: Any) -> Any:
    """A description, and bounds shown to the agent that the contract enforces."""
    return Field(description=description, json_schema_extra=keywords)


# verify_quotes
TextArgument = Annotated[
    str | None, Field(description="The source's full text, when you have it (not a path).")
]
PathArgument = Annotated[
    str | None, Field(description="The path of a local source file (PDF, HTML, text, ...).")
]
UrlArgument = Annotated[str | None, Field(description="The source's http(s) URL.")]
ResponseArgument = Annotated[
    dict[str, Any],
    Field(description="The model's response JSON, exactly as the API returned it."),
]
RequestArgument = Annotated[
    dict[str, Any] | None,
    Field(description="The Messages request sent (its document blocks are the documents)."),
]
DocumentsArgument = Annotated[
    list[dict[str, Any]] | None,
    Field(
        description="The documents cited: each {text}, {path}, {url} or {file: {name, "
        "base64}}, with an optional title or name it is cited by.",
        max_length=100,
    ),
]
AnnotationsArgument = Annotated[
    list[dict[str, Any]] | dict[str, Any],
    Field(
        description="The stored annotations: W3C Web Annotations (a list, or an "
        "AnnotationCollection or AnnotationPage with `items`), a Hypothesis export (`rows`), "
        "or one annotation. Each needs a target whose selector holds a TextQuoteSelector "
        "(exact, prefix, suffix); a TextPositionSelector beside it is used as a hint."
    ),
]
OldTextArgument = Annotated[
    str | None,
    Field(
        description="The text of the version the annotations were made on, when you have "
        "it (its positions are the stored ones; an identical text is unchanged)."
    ),
]
ReadCitedUrlsArgument = Annotated[
    bool,
    Field(
        description="Also fetch the pages citations name by URL that documents does not "
        "supply (web search results, url_citation), through the address guard, robots.txt "
        "and the limits; without it such citations are unverifiable.",
    ),
]
QuotesArgument = Annotated[
    list[str],
    Field(
        description="The quotations to check, each exactly as you would quote it.",
        min_length=1,
        max_length=500,
    ),
]

# anchor_check
SourcesArgument = Annotated[
    list[SourceVersion],
    _bounds("The source versions, each with its full text.", minItems=1, maxItems=16),
]
CitationArgument = Annotated[Citation, Field(description="The citation to check.")]

# citation_span
SpanSourceArgument = Annotated[
    str,
    _bounds("The text the quotes are claimed to come from.", minLength=1, maxLength=100000),
]
SpanQuotesArgument = Annotated[
    list[SpanQuote],
    _bounds("Up to 50 quotes, 40000 characters in total.", minItems=1, maxItems=50),
]
IgnoreCaseArgument = Annotated[
    bool, Field(strict=True, description="Also tolerate case differences.")
]
TolerateArgument = Annotated[
    list[Tolerable],
    _bounds("Typographic differences that still count as a match.", maxItems=6),
]
ExactOnlyArgument = Annotated[
    bool, Field(strict=True, description="Only byte-identical matches pass.")
]
MinLengthArgument = Annotated[
    Integer,
    Field(
        description="Shorter quotes are too-short.",
        json_schema_extra={"minimum": 1, "maximum": 200},
    ),
]

#: citation_span's default: every typographic difference tolerated.
ALL_TOLERABLE: list[Tolerable] = list(get_args(Tolerable))

# describe_selector
SelectorTextArgument = Annotated[str, Field(description="The full text the span belongs to.")]
StartArgument = Annotated[Integer, Field(ge=0, description="Start offset in code points.")]
EndArgument = Annotated[Integer, Field(ge=1, description="End offset in code points (exclusive).")]
