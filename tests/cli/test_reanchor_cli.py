"""``citeproof reanchor``: W3C and Hypothesis annotation files, statuses, exit 0/1/2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli._main import main

OLD = (
    "Field notes. The primary group recorded 24 samples across three sessions; the control "
    "group recorded 19. The survey may be extended if the data allow it.\n"
)
Q1 = "recorded 24 samples across three sessions"
Q2 = "The survey may be extended if the data allow it."


def selectors(text: str, exact: str, context: int = 16) -> list[dict[str, Any]]:
    start = text.index(exact)
    end = start + len(exact)
    return [
        {"type": "TextQuoteSelector", "exact": exact,
         "prefix": text[max(0, start - context) : start], "suffix": text[end : end + context]},
        {"type": "TextPositionSelector", "start": start, "end": end},
    ]  # fmt: skip


def w3c(text: str = OLD) -> dict[str, Any]:
    return {
        "@context": "http://www.w3.org/ns/anno.jsonld",
        "type": "AnnotationCollection",
        "items": [
            {"id": f"urn:a{i}", "type": "Annotation",
             "target": {"source": "https://example.org/notes", "selector": selectors(text, q)}}
            for i, q in enumerate([Q1, Q2])
        ],
    }  # fmt: skip


def hypothesis(text: str = OLD) -> dict[str, Any]:
    """The shape of a Hypothesis API search answer / export (``rows``; RangeSelector kept)."""
    rows = []
    for i, q in enumerate([Q1, Q2]):
        rows.append(
            {"id": f"h{i}", "uri": "https://example.org/notes", "text": "a note",
             "target": [{"source": "https://example.org/notes", "selector": [
                 {"type": "RangeSelector", "startContainer": "/p[1]", "startOffset": 0,
                  "endContainer": "/p[1]", "endOffset": 5},
                 *selectors(text, q)]}]}
        )  # fmt: skip
    return {"total": len(rows), "rows": rows}


def run(tmp_path: Path, annotations: Any, source: str, *options: str) -> tuple[int, str, str]:
    ann = tmp_path / "annotations.json"
    ann.write_text(json.dumps(annotations), "utf-8")
    src = tmp_path / "source.txt"
    src.write_text(source, "utf-8")
    return main(["reanchor", str(ann), str(src), "--no-store", *options]), str(ann), str(src)


@pytest.mark.parametrize("shape", [w3c, hypothesis, lambda: w3c()["items"]])
def test_unchanged_source_exits_zero(
    shape: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, *_ = run(tmp_path, shape(), OLD, "--json")
    out = json.loads(capsys.readouterr().out)
    assert status == 0
    assert [a["status"] for a in out["annotations"]] == ["unchanged", "unchanged"]
    assert out["summary"]["all_held"] is True


def test_moved_gives_new_selectors_in_the_annotation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    new = "A new first line was written.\n" + OLD
    status, *_ = run(tmp_path, hypothesis(), new, "--json")
    out = json.loads(capsys.readouterr().out)
    assert status == 0
    first = out["annotations"][0]
    assert first["status"] == "moved"
    position = first["selectors"][-1]
    assert new[position["start"] : position["end"]] == Q1
    kinds = [s["type"] for s in first["annotation"]["target"][0]["selector"]]
    assert kinds == ["RangeSelector", "TextQuoteSelector", "TextPositionSelector"]
    assert first["annotation"]["target"][0]["selector"][-1] == position


def test_changed_and_orphaned_exit_one_with_the_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    new = OLD.replace("24 samples", "25 samples").replace(Q2, "Unrelated closing words here.")
    status, *_ = run(tmp_path, w3c(), new, "--json")
    raw = capsys.readouterr().out
    out = json.loads(raw)
    assert status == 1
    changed, orphaned = out["annotations"]
    assert changed["status"] == "changed"
    assert changed["selectors"] == []
    assert changed["diff"] == [{"kind": "changed", "quote": "24", "source": "25"}]
    assert changed["passage"]["text"] == "recorded 25 samples across three sessions"
    assert orphaned["status"] == "orphaned"
    # keys sorted, input order kept
    assert list(out) == sorted(out)
    assert list(changed) == sorted(changed)
    assert [a["id"] for a in out["annotations"]] == ["urn:a0", "urn:a1"]


def test_text_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = OLD.replace("24 samples", "25 samples")
    status, *_ = run(tmp_path, w3c(), new)
    out = capsys.readouterr().out
    assert status == 1
    assert "✘ CHANGED" in out
    assert "'24' is now '25'" in out
    assert "✔ UNCHANGED" in out
    assert "1 of 2 annotations unchanged or moved" in out


def test_refined_by_is_noted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    annotations = w3c()
    annotations["items"][0]["target"]["selector"][0]["refinedBy"] = {
        "type": "TextPositionSelector", "start": 0, "end": 2,
    }  # fmt: skip
    run(tmp_path, annotations, OLD, "--json")
    out = json.loads(capsys.readouterr().out)
    assert "refinedBy" in out["annotations"][0]["notes"][0]
    assert out["annotations"][1]["notes"] == []


def test_old_version_gives_the_positions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = tmp_path / "old.txt"
    old.write_text(OLD, "utf-8")
    annotations = [
        {"type": "Annotation", "target": {"selector": {"type": "TextQuoteSelector", "exact": Q2}}}
    ]
    status, *_ = run(tmp_path, annotations, "Preface.\n" + OLD, "--json", "--old", str(old))
    out = json.loads(capsys.readouterr().out)
    assert out["annotations"][0]["status"] == "moved"
    assert status == 0


@pytest.mark.parametrize(
    ("annotations", "code", "path"),
    [
        ([{"type": "Annotation"}], "missing_target", "/0/target"),
        ([{"target": {"selector": [{"type": "TextQuoteSelector", "prefix": "x"}]}}],
         "missing_exact", "/0/target/selector/0/exact"),
        ({"rows": [{"target": [{"source": "u"}]}]}, "no_quote_selector", "/rows/0/target"),
        ({"hello": 1}, "invalid_annotations", ""),
        ("just a string", "invalid_annotations", ""),
        ({"items": {"not": "a list"}}, "wrong_type", "/items"),
    ],
)  # fmt: skip
def test_bad_input_exits_two_with_a_typed_error(
    annotations: Any, code: str, path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, *_ = run(tmp_path, annotations, OLD, "--json")
    captured = capsys.readouterr()
    assert status == 2
    error = json.loads(captured.out)["error"]
    assert (error["code"], error["path"]) == (code, path)
    assert "Traceback" not in captured.err
    assert len(captured.err.strip().splitlines()) == 1


def test_not_json_exits_two(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ann = tmp_path / "a.json"
    ann.write_text("{", "utf-8")
    assert main(["reanchor", str(ann), str(ann), "--no-store"]) == 2
    assert "invalid_json" in capsys.readouterr().err
