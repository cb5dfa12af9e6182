"""``citeproof llm RESPONSE.json``: a model response's citations checked in their documents.

Exit 0 when every citation and every quotation of the answer is confirmed (and no answer
span the model gave is wrong), 1 when one is not, 2 when the input cannot be read (not
JSON, a shape no reader knows, an index that names nothing). Parsing and printing only:
the work is :func:`citeproof.llm.verify_response`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import CiteproofError, ErrorCode, InputError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, read_json

if TYPE_CHECKING:
    from ..llm import ResponseReport

_SPACE = re.compile(r"\s+")


def _documents(arguments: list[str]) -> list[dict[str, Any]]:
    """``--documents`` as source objects: each file, or each file of a folder (its
    files in name order, hidden ones left out)."""
    out: list[dict[str, Any]] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
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


def run(args: argparse.Namespace) -> int:
    """Read the response (and the request, the documents), verify, print."""
    from ..llm import verify_response

    try:
        response = read_json(args.response)
        request = read_json(args.request) if args.request is not None else None
        documents = _documents(args.documents)
        report = verify_response(response, documents, args.provider, request=request)
        written = _write_report(args.report, report, args.overwrite) if args.report else None
    except CiteproofError as error:
        return fail(error, as_json=args.json)
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
        parser.add_argument("response", help="the response JSON, as the API returned it")
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
        parser.add_argument("--json", action="store_true", help="print the report as JSON")
        parser.add_argument("--report", metavar="OUT.html", help="write the evidence report")
        parser.add_argument(
            "--overwrite", action="store_true", help="replace an existing --report file"
        )
        parser.set_defaults(run=run)


COMMANDS.append(LlmCommand())
