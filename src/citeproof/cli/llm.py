"""``citeproof llm RESPONSE.json``: a model response's citations checked in their documents.

Exit 0 when every citation and every quotation of the answer is confirmed (and no answer
span the model gave is wrong), 1 when one is not, 2 when the input cannot be read (not
JSON, a shape no reader knows, an index that names nothing). Parsing and printing only:
the work is :func:`citeproof.llm.verify_response`.

A ``.jsonl`` file (or ``--jsonl``) is a batch: one response a line, each alone or wrapped
as ``{"response": ..., "request": ..., "documents": [...], "id": ...}``. Every line is
decided on its own (a line that cannot be read is an error on that line, and the rest go
on), all through one reader with the document cache, so a document cited by a thousand
responses is extracted once.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import CiteproofError, ErrorCode, InputError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, add_no_cache_option, fail, loads, open_input, read_json
from ._network import add_network_options

if TYPE_CHECKING:
    from ..llm import ResponseReport
    from ..sources import SourceReader

_SPACE = re.compile(r"\s+")


def _documents(arguments: list[str]) -> list[dict[str, Any]]:
    """``--documents`` as source objects: each http(s) URL, each file, or each file of a
    folder (its files in name order, hidden ones left out)."""
    out: list[dict[str, Any]] = []
    for argument in arguments:
        path = Path(argument)
        if argument.startswith(("http://", "https://")):
            out.append({"url": argument})
        elif path.is_dir():
            files = sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and not any(s.startswith(".") for s in p.relative_to(path).parts)
            )
            out += [{"path": str(p), "name": p.name} for p in files]
        elif path.is_file():
            out.append({"path": str(path), "name": path.name})
        else:
            raise InputError(
                f"cannot read {argument}: no such file or folder",
                path="/documents",
                code=ErrorCode.UNREADABLE_INPUT,
            )
    return out


def _short(text: str | None, width: int = 70) -> str:
    line = _SPACE.sub(" ", text or "").strip()
    return line if len(line) <= width else line[: width - 1] + "…"


def _print(report: ResponseReport) -> None:
    names = {d.index: d.name for d in report.documents}
    write = sys.stdout.write
    write(
        f"{report.provider.value} response: {len(report.citations)} citations, "
        f"{len(report.quotations)} quotations\n\n"
    )
    for check in report.citations:
        claim = check.claim
        mark = "✔" if check.status.confirmed else "✘"
        cited = names.get(claim.document, "?") if claim.document is not None else "?"
        write(
            f"{mark} {check.status.value.upper()}  citation {claim.index + 1} "
            f"({claim.kind}) -> {cited}\n"
        )
        if claim.quote is not None:
            write(f"    cited: {_short(claim.quote)!r}\n")
        if claim.answer is not None:
            write(f"    answer: {_short(claim.answer.text)!r}\n")
            for problem in claim.answer.problems:
                write(f"    answer span: {problem}\n")
        if check.reason:
            write(f"    {check.reason}\n")
        if check.found is not None and check.status.value != "moved":
            write(f"    found in {names[check.found.document]}, {check.found.span.where()}\n")
        for difference in check.differences[:3]:
            write(f"    {difference.describe()}\n")
    for quotation in report.quotations:
        mark = "✔" if quotation.status.confirmed else "✘"
        write(
            f"{mark} {quotation.status.value.upper()}  quotation {quotation.index + 1}: "
            f"{_short(quotation.text)!r}\n"
        )
        if quotation.found is not None:
            where = quotation.found.span.where()
            write(f"    in {names[quotation.found.document]}, {where}\n")
        for difference in quotation.differences[:3]:
            write(f"    {difference.describe()}\n")
    confirmed = sum(c.status.confirmed for c in report.citations)
    quoted = sum(q.status.confirmed for q in report.quotations)
    write(
        f"\n{confirmed} of {len(report.citations)} citations confirmed, {quoted} of "
        f"{len(report.quotations)} quotations\n"
    )


def _write_report(path: str, report: ResponseReport, overwrite: bool) -> Path:
    """The evidence report: the answer first, each cited or quoted stretch marked and
    numbered, then each citation (the answer's span in its title) beside the cited
    document's own words."""
    from ..service import QuoteResult
    from ..web import EvidenceItem, render_evidence
    from ..web.report import AnswerMark
    from ._outputs import check_output, write_atomic

    items = []
    marks = []
    for check in report.citations:
        claim = check.claim
        title = f"citation {claim.index + 1}: {_short(claim.answer.text if claim.answer else '')!r}"
        document = check.found.document if check.found else claim.document
        read = report.reads[document] if document is not None else None
        status = check.status.value.replace("-", "_")
        result = QuoteResult(check.finding) if check.finding is not None else None
        quote = claim.quote or (claim.answer.text if claim.answer else "")
        items.append(EvidenceItem(title, status, check.reason or status, quote, result, read))
        if claim.answer is not None:
            marks.append(AnswerMark(claim.answer.start, claim.answer.end, len(items)))
    for quotation in report.quotations:
        title = f"quotation {quotation.index + 1} in the answer"
        marks.append(AnswerMark(quotation.answer.start, quotation.answer.end, len(items) + 1))
        items.append(
            EvidenceItem(
                title, quotation.status.value, quotation.status.value, quotation.text, None, None
            )
        )
    check_output(path, [], overwrite=overwrite, option="--report")
    page = render_evidence(
        items, title="citeproof: a model's citations", answer=report.answer, marks=marks
    )
    write_atomic(path, page.encode())
    return Path(path)


def _reader(args: argparse.Namespace) -> SourceReader:
    """The one reader of a run: the address guard with the allow-list, the evidence
    store for pages read from URLs, the document cache."""
    from ..sources import SourceReader
    from ._network import fetch_config
    from ._source import document_cache, evidence_store

    return SourceReader(
        fetch=fetch_config(args), store=evidence_store(args), cache=document_cache(args)
    )


#: The longest line of a JSON Lines input read: a model's response is far shorter; a
#: stream without line breaks (``/dev/zero``) is ``too_large`` here, not read to the end.
MAX_LINE_BYTES = 64 * 1024 * 1024


def _jsonl(path: str) -> Iterator[tuple[int, Any]]:
    """The lines of a JSONL file (standard input for ``-``) as ``(line number, value)``,
    read as they come (a producer's pipe is checked line by line), the value a
    :class:`CiteproofError` when the line is not JSON (nested too deep for the reader, an
    integer of over 4,300 digits: that line's error, not the run's end); blank lines
    skipped; a line over :data:`MAX_LINE_BYTES` ends the run, ``too_large``."""
    with open_input(path) as stream:
        number = 0
        while raw := stream.readline(MAX_LINE_BYTES + 1):
            number += 1
            if len(raw) > MAX_LINE_BYTES:
                raise InputError(
                    f"line {number} is longer than {MAX_LINE_BYTES} bytes",
                    code=ErrorCode.TOO_LARGE,
                )
            if not raw.strip():
                continue
            try:
                value = loads(raw, f"line {number}")
            except InputError as error:
                yield number, error
            else:
                yield number, value


def _unwrapped(value: Any) -> tuple[Any, Any, list[Any], Any]:
    """``(response, request, documents, id)`` of one line: a wrapper object when it has a
    ``response`` object (no provider's response has that key), else the response itself."""
    if isinstance(value, dict) and isinstance(value.get("response"), dict):
        documents = value.get("documents", [])
        if not isinstance(documents, list):
            raise InputError(
                "documents must be an array of source objects",
                path="/documents",
                code=ErrorCode.WRONG_TYPE,
            )
        return value["response"], value.get("request"), documents, value.get("id")
    return value, None, [], None


def _run_batch(args: argparse.Namespace) -> int:
    """Every response of a JSONL file, each line's outcome printed as it is decided."""
    from ..llm import verify_response

    try:
        shared = _documents(args.documents)
        lines = _jsonl(args.response)
        reader = _reader(args)
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    counts = {"confirmed": 0, "not_confirmed": 0, "unreadable": 0}
    try:
        try:
            for number, value in lines:
                record: dict[str, Any] = {"line": number}
                try:
                    if isinstance(value, CiteproofError):
                        raise value
                    response, request, extra, ident = _unwrapped(value)
                    if ident is not None:
                        record["id"] = ident
                    report = verify_response(
                        response,
                        [*shared, *extra],
                        args.provider,
                        request=request,
                        reader=reader,
                        read_cited_urls=args.read_cited_urls,
                    )
                except CiteproofError as error:
                    counts["unreadable"] += 1
                    record["error"] = error.to_dict()
                    if not args.json:
                        sys.stdout.write(f"line {number}: {error.code}: {error.message}\n\n")
                else:
                    counts["confirmed" if report.all_confirmed else "not_confirmed"] += 1
                    record["report"] = report.to_dict()
                    if not args.json:
                        named = f" ({ident})" if ident is not None else ""
                        sys.stdout.write(f"line {number}{named}: ")
                        _print(report)
                        sys.stdout.write("\n")
                if args.json:
                    sys.stdout.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        except CiteproofError as error:  # the file itself went unreadable midway
            return fail(error, as_json=args.json)
    finally:
        reader.close()
    total = sum(counts.values())
    (sys.stderr if args.json else sys.stdout).write(
        f"{total} responses: {counts['confirmed']} all confirmed, "
        f"{counts['not_confirmed']} not, {counts['unreadable']} unreadable\n"
    )
    return EXIT_TRUE if total == counts["confirmed"] else EXIT_FALSE


def run(args: argparse.Namespace) -> int:
    """Read the response (and the request, the documents), verify, print."""
    from ..llm import verify_response

    if args.jsonl or str(args.response).endswith(".jsonl"):
        if args.request is not None or args.report is not None:
            error = InputError(
                "--request and --report take one response; in a JSONL batch give each "
                'line\'s request inside it ({"response": ..., "request": ...})',
                code=ErrorCode.INVALID_VALUE,
            )
            return fail(error, as_json=args.json)
        return _run_batch(args)
    try:
        reader = _reader(args)
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    try:
        response = read_json(args.response)
        request = read_json(args.request) if args.request is not None else None
        documents = _documents(args.documents)
        report = verify_response(
            response,
            documents,
            args.provider,
            request=request,
            reader=reader,
            read_cited_urls=args.read_cited_urls,
        )
        written = _write_report(args.report, report, args.overwrite) if args.report else None
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    finally:
        reader.close()
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")
    else:
        _print(report)
    if written is not None:
        (sys.stderr if args.json else sys.stdout).write(f"report: {written}\n")
    return EXIT_TRUE if report.all_confirmed else EXIT_FALSE


class LlmCommand:
    """Registers ``citeproof llm``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``llm`` subparser."""
        parser = sub.add_parser(
            "llm",
            help="check the citations of a language model's response in the documents",
            description="Read a model's response (Anthropic Messages, OpenAI Responses or "
            "Chat Completions, Gemini, Cohere v2 chat, or {answer, citations}) and check "
            "each citation's passage in the document it points to: CONFIRMED, MOVED (found "
            "elsewhere in it), MISATTRIBUTED (in another document), ALTERED (a near miss: "
            "the differences), NOT-PRESENT or UNVERIFIABLE (and why); and each passage the "
            "answer puts in quotation marks (UNATTRIBUTED when no document holds it). Exit "
            "0 when all are confirmed, 1 when one is not, 2 when the input cannot be read.",
        )
        parser.add_argument(
            "response",
            help="the response JSON, as the API returned it; a .jsonl file: one response a "
            'line (alone, or {"response", "request", "documents", "id"})',
        )
        parser.add_argument(
            "--jsonl",
            action="store_true",
            help="read RESPONSE as JSON Lines whatever its name (- for standard input)",
        )
        parser.add_argument(
            "--request",
            metavar="REQUEST.json",
            help="the request sent (Anthropic: its document and search_result blocks are "
            "the documents document_index counts)",
        )
        parser.add_argument(
            "--documents",
            nargs="+",
            action="extend",
            default=[],
            metavar="FILE|DIR",
            help="documents the citations may point to (a folder: its files, in name "
            "order); without --request, document_index counts these",
        )
        parser.add_argument(
            "--provider",
            choices=["anthropic", "openai-responses", "openai-chat", "gemini", "cohere", "generic"],
            help="the response's shape (default: told from the response)",
        )
        parser.add_argument(
            "--json",
            action="store_true",
            help="print the report as JSON (a batch: one line a response, "
            '{"line", "id"?, "report" | "error"})',
        )
        parser.add_argument(
            "--read-cited-urls",
            action="store_true",
            help="fetch the pages citations name by URL that --documents does not supply "
            "(web search results, url_citation), through the address guard, robots.txt "
            "and the limits, and check them (default: such citations are UNVERIFIABLE)",
        )
        parser.add_argument(
            "--store",
            metavar="PATH",
            help="evidence store for what is read from URLs "
            "(default: $CITEPROOF_STORE or ~/.local/share/citeproof/evidence.sqlite3)",
        )
        parser.add_argument(
            "--no-store",
            action="store_true",
            help="keep nothing of what is read (no store is created or opened)",
        )
        add_no_cache_option(parser)
        add_network_options(parser)
        parser.add_argument("--report", metavar="OUT.html", help="write the evidence report")
        parser.add_argument(
            "--overwrite", action="store_true", help="replace an existing --report file"
        )
        parser.set_defaults(run=run)


COMMANDS.append(LlmCommand())
