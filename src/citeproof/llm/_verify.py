""":func:`verify_response`: one model response in, one :class:`ResponseReport` out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..errors import CiteproofError, ErrorCode, InputError
from ..match import DEFAULT_POLICY, Policy
from ..service import LOCAL, AccessPolicy
from ..sources import SourceReader
from ._documents import Pool, document_from_json, documents_from_anthropic_request
from ._judge import judge
from ._model import Provider, ResponseReport
from ._providers import parse, sniff
from ._quotations import check_quotations

__all__ = ["verify_response"]

#: Spans reported per passage: enough that a passage quoted on many pages is still found
#: at the page the citation claims (every occurrence is counted whatever this is).
MAX_SPANS = 64


def verify_response(
    response: Any,
    documents: Sequence[Any] | None = None,
    provider: Provider | str | None = None,
    *,
    request: Any = None,
    reader: SourceReader | None = None,
    access: AccessPolicy = LOCAL,
    policy: Policy = DEFAULT_POLICY,
    read_cited_urls: bool = False,
) -> ResponseReport:
    """Check every citation and every quotation of a model's ``response`` (the JSON the
    API returned, as a dict) against the documents they point to.

    ``documents`` are the supplied documents (:class:`~citeproof.SourceSpec` or source
    objects, ``{"text"|"path"|"url"|"file": ..., "title": ...}``); a Messages
    ``request`` gives Anthropic's ``document`` and ``search_result`` blocks, which its
    ``document_index`` counts (without one, ``document_index`` counts ``documents``).
    ``provider`` is sniffed from the shape when not given. Documents are read by
    ``reader`` (a new :class:`~citeproof.SourceReader` when None) within ``access``.
    With ``read_cited_urls``, a page a citation names by URL but that is not supplied
    (a web search result, a ``url_citation``) is fetched through that reader, with its
    address guard, robots.txt and limits, and checked like a supplied one; without it,
    what cites such a page is ``unverifiable``.

    >>> source = {"text": "We recorded 24 samples."}
    >>> report = verify_response({"answer": "The group recorded 24 samples.",
    ...     "citations": [{"quote": "recorded 24 samples", "source": source}]})
    >>> report.citations[0].status.value, report.all_confirmed
    ('confirmed', True)
    """
    chosen = _provider(response, provider)
    own = reader is None
    pool = Pool(
        [], reader or SourceReader(), access, replace(policy, max_spans=MAX_SPANS), read_cited_urls
    )
    try:
        indices: list[int] = []
        results: list[int] = []
        if request is not None:
            docs, found = documents_from_anthropic_request(request)
            indices = [pool.add(d) for d in docs]
            results = [pool.add(d) for d in found]
        supplied = [
            pool.add(document_from_json(value, f"/documents/{i}"))
            for i, value in enumerate(_documents(documents))
        ]
        if request is None:
            indices = supplied
        try:
            parsed = parse(response, chosen, pool, indices, results)
        except CiteproofError:
            raise
        except (KeyError, IndexError, TypeError, AttributeError, ValueError) as error:
            # a value of the wrong kind deep inside a recognised shape: the caller's input,
            # said as such (never a traceback, never an HTTP 500)
            raise InputError(
                f"the response has the shape of a {chosen.value} response, but a value in it "
                f"is not what that shape holds ({type(error).__name__}: {error})",
                code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
            ) from error
        checks = tuple(judge(claim, pool) for claim in parsed.claims)
        quotations = check_quotations(parsed.answer, checks, pool)
        return ResponseReport(
            chosen, parsed.answer.text, checks, quotations, pool.info(), pool.reads()
        )
    finally:
        if own:
            pool.reader.close()


def _provider(response: Any, provider: Provider | str | None) -> Provider:
    if provider is None:
        return sniff(response)
    try:
        return Provider(provider)
    except ValueError:
        names = ", ".join(p.value for p in Provider)
        raise InputError(
            f"provider {provider!r} is not one of {names}",
            path="/provider",
            code=ErrorCode.INVALID_VALUE,
        ) from None


def _documents(documents: Sequence[Any] | None) -> Sequence[Any]:
    if documents is None:
        return ()
    if isinstance(documents, str | bytes | dict):
        raise InputError(
            "documents must be a list of documents", path="/documents", code=ErrorCode.WRONG_TYPE
        )
    return documents
