"""``citeproof reanchor ANNOTATIONS.json SOURCE [--json]``: stored annotations, found again.

ANNOTATIONS.json holds W3C Web Annotations (a JSON array, an ``AnnotationCollection`` or
``AnnotationPage`` with ``items``) or a Hypothesis API export (``rows``); SOURCE is read
exactly as ``citeproof check`` reads it (any format, a URL, ``-``, ``--snapshot``). Each
annotation's TextQuoteSelector (with its TextPositionSelector as a hint) is re-anchored in
the source's text, failing closed: a quote whose words changed is ``changed``, with the
passage that replaced it and the word diff, never found. ``--old OLD`` names the version
the annotations were made on (its positions; an identical text is ``unchanged`` at once).

Exit 0 when every annotation is ``unchanged`` or ``moved``; 1 when any is
``context-changed``, ``changed``, ``ambiguous`` or ``orphaned``; 2 on invalid input.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import CiteproofError
from ..service import SourceEvidence, SourceSpec
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, read_json
from ._source import add_source_options, read_source

_MARK = {True: "✔", False: "✘"}
_SHOWN = 70


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _SHOWN else flat[: _SHOWN - 1] + "…"


def _describe(entry: dict[str, Any]) -> list[str]:
    """One annotation's lines of the readable report."""
    status = entry["status"]
    held = status in ("unchanged", "moved")
    label = status.upper().replace("-", " ")
    name = f" [{entry['id']}]" if entry.get("id") else ""
    lines = [f"{_MARK[held]} {label:<15} {_short(entry['exact'])!r}{name}"]
    selectors = entry["selectors"]
    if selectors:
        position = selectors[-1]
        lines.append(f"    now at characters {position['start']}-{position['end']}")
    for change in entry["context"]:
        said = "; ".join(_difference(d) for d in change["differences"]) or "it differs"
        lines.append(f"    the {change['side']} changed: {said}")
    passage = entry.get("passage")
    if passage is not None:
        where = passage["lines"]
        line = (
            f"line {where['start']}"
            if where["start"] == where["end"]
            else f"lines {where['start']}-{where['end']}"
        )
        lines.append(
            f"    replaced by ({line}, characters {passage['start']}-{passage['end']}): "
            f"{_short(passage['text'])!r}"
        )
        lines += [f"    {_difference(d)}" for d in entry["diff"]]
        if not entry["diff"]:
            lines.append("    the same words; only spacing or typography differs")
    if status == "ambiguous":
        spots = ", ".join(f"{c['start']}-{c['end']}" for c in entry.get("candidates", []))
        lines.append(f"    {entry['occurrences']} occurrences (characters {spots}): none is picked")
    if status == "orphaned":
        lines.append("    nothing close to it is left in the source")
    lines += [f"    note: {note}" for note in entry["notes"]]
    return lines


def _difference(d: dict[str, str]) -> str:
    if d["kind"] == "changed":
        return f"{d['quote']!r} is now {d['source']!r}"
    if d["kind"] == "added":
        return f"{d['quote']!r} is gone"
    return f"{d['source']!r} was added"


def _print_report(answer: dict[str, Any], where: str, source: SourceEvidence) -> None:
    sys.stdout.write(f"{where}: {source.representation}, {source.characters:,} characters\n")
    sys.stdout.write(f"sha256 {source.sha256}\n\n")
    for entry in answer["annotations"]:
        sys.stdout.write("\n".join(_describe(entry)) + "\n")
    summary = answer["summary"]
    held = summary["statuses"]["unchanged"] + summary["statuses"]["moved"]
    sys.stdout.write(f"\n{held} of {summary['total']} annotations unchanged or moved\n")


def run(args: argparse.Namespace) -> int:
    """Read the annotations and the source, re-anchor, report."""
    from ..contracts import annotations_from_json, reanchored_source

    try:
        stored = annotations_from_json(read_json(args.annotations))
        source = read_source(args)
        old = None
        if args.old is not None:
            old = read_source(args, SourceSpec.argument(args.old)).document.text
        answer = reanchored_source(stored, source, old)
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    if args.json:
        sys.stdout.write(json.dumps(answer, ensure_ascii=False, sort_keys=True) + "\n")
    else:
        where = {"-": "standard input", None: f"snapshot {args.snapshot}"}.get(
            args.source, args.source
        )
        _print_report(answer, str(where), SourceEvidence.of(source))
    return EXIT_TRUE if answer["summary"]["all_held"] else EXIT_FALSE


class ReanchorCommand:
    """Registers ``citeproof reanchor``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``reanchor`` subparser."""
        parser = sub.add_parser(
            "reanchor",
            help="find stored annotations (W3C TextQuoteSelector, Hypothesis) again in a "
            "new version of their source",
            description="Re-anchor each annotation's TextQuoteSelector (and "
            "TextPositionSelector) in SOURCE: UNCHANGED, MOVED (new selectors), CONTEXT "
            "CHANGED (the words around it changed), CHANGED (its words changed: the "
            "replacing passage and the word diff; never found), AMBIGUOUS or ORPHANED. "
            "ANNOTATIONS.json: W3C Web Annotations (array, AnnotationCollection, "
            "AnnotationPage) or a Hypothesis export (rows). Exit 0 when every annotation "
            "is unchanged or moved, 1 otherwise, 2 on invalid input.",
        )
        parser.add_argument("annotations", help="the annotations JSON file (- for standard input)")
        parser.add_argument(
            "source", nargs="?",
            help="the source as it is now: a file path (any format check reads), an http(s) "
            "URL, or - for standard input",
        )  # fmt: skip
        parser.add_argument(
            "--old", metavar="OLD",
            help="the version the annotations were made on (a path or URL): its positions "
            "are the stored ones, and an identical text is unchanged",
        )  # fmt: skip
        parser.add_argument(
            "--json", action="store_true",
            help='print JSON: {"annotations": [{"status", "selectors", "diff", ...}], '
            '"summary", "source"}, keys sorted, in the input\'s order',
        )  # fmt: skip
        add_source_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(ReanchorCommand())
