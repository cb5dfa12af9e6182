"""Issue 22: readers linear in their cues and notes, under a subprocess watchdog.

Each file is built here and read by ``citeproof extract --json`` in a subprocess (the
watchdog and memory cap of :mod:`tests.sources.test_hardening_formats`), so a reader
that turned quadratic again is killed and fails the test instead of timing anything in
this process. The sizes read in a few seconds when linear and in minutes when quadratic.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import hostile
from ..test_hardening_formats import extracted


def _text(answer: dict[str, Any]) -> str:
    return "".join(page["text"] for page in answer["pages"])


def _stamp(second: int) -> str:
    return f"{second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d},000"


def test_200000_srt_cues_are_read_within_the_watchdog(tmp_path: Path) -> None:
    cues = 200_000
    path = tmp_path / "long.srt"
    path.write_text(
        "".join(
            f"{i + 1}\n{_stamp(i)} --> {_stamp(i + 1)}\ncue number {i}\n\n" for i in range(cues)
        ),
        encoding="utf-8",
    )
    status, answer = extracted(path)
    assert status == 0, answer
    text = _text(answer)
    assert text.count("\n") == cues - 1
    assert text.endswith(f"cue number {cues - 1}")


def _notes(tmp_path: Path, name: str, reference: str, definition: str) -> Path:
    path = tmp_path / name
    path.write_text(
        "".join(f"Text with reference {reference.format(i)} here.\n\n" for i in range(2_000))
        + "".join(f"{definition.format(i)} Note number {i}.\n\n" for i in range(50_000)),
        encoding="utf-8",
    )
    return path


def test_50000_markdown_footnotes_and_2000_references_within_the_watchdog(
    tmp_path: Path,
) -> None:
    status, answer = extracted(_notes(tmp_path, "notes.md", "[^{}]", "[^{}]:"))
    assert status == 0, answer
    assert "Note number 49999." in _text(answer)


def test_50000_rst_footnotes_and_2000_references_within_the_watchdog(tmp_path: Path) -> None:
    status, answer = extracted(_notes(tmp_path, "notes.rst", "[#n{}]_", ".. [#n{}]"))
    assert status == 0, answer
    assert "Note number 49999." in _text(answer)


def test_50000_docx_footnotes_and_2000_references_within_the_watchdog(tmp_path: Path) -> None:
    body = "".join(
        f'<w:p><w:r><w:t>Text with reference</w:t></w:r><w:r><w:footnoteReference w:id="{i}"/>'
        "</w:r></w:p>"
        for i in range(1, 2_001)
    )
    notes = "".join(
        f'<w:footnote w:id="{i}"><w:p><w:r><w:t>Note number {i}.</w:t></w:r></w:p></w:footnote>'
        for i in range(1, 50_001)
    )
    path = tmp_path / "notes.docx"
    path.write_bytes(
        hostile.zip_package(
            {
                "[Content_Types].xml": hostile.TYPES,
                "_rels/.rels": hostile._rels(("officeDocument", "word/document.xml")),
                "word/_rels/document.xml.rels": hostile._rels(("footnotes", "footnotes.xml")),
                "word/document.xml": f'<w:document xmlns:w="{hostile.W}"><w:body>{body}'
                "</w:body></w:document>",
                "word/footnotes.xml": f'<w:footnotes xmlns:w="{hostile.W}">{notes}</w:footnotes>',
            }
        )
    )
    status, answer = extracted(path)
    assert status == 0, answer
    text = _text(answer)
    assert "Note number 2000." in text  # the referred notes, in the order of reference
    assert "Note number 2001." not in text


def test_nested_myst_directives_tabs_and_admonitions_are_read_within_the_watchdog(
    tmp_path: Path,
) -> None:
    """Documentation syntax parsed apart (a MyST directive's content is parsed again, a tab
    or an admonition tokenizes its lines): nesting is bounded, so 300 directive fences
    nested in one another, 300 tabs nested by indentation and 20,000 admonitions in a row
    are read, not re-read without end. Past the nesting bound a fence is read as code: its
    words are still in the text."""
    levels = 300
    opening = "".join(f"{'`' * (levels + 3 - i)}{{note}}\nlevel {i} words\n" for i in range(levels))
    closing = "".join(f"{'`' * (4 + i)}\n" for i in range(levels))
    tabs = "".join(
        f'{"    " * i}=== "Tab {i}"\n\n{"    " * (i + 1)}tab {i} words\n\n' for i in range(levels)
    )
    notes = "".join(f"!!! note\n    note number {i}.\n\n" for i in range(20_000))
    path = tmp_path / "nested.md"
    path.write_text(opening + closing + "\n" + tabs + notes, encoding="utf-8")
    status, answer = extracted(path)
    assert status == 0, answer
    text = _text(answer)
    assert "level 0 words" in text
    assert f"level {levels - 1} words" in text
    assert "note number 19999." in text


def test_admonitions_and_tabs_over_blank_lines_are_read_within_the_watchdog(
    tmp_path: Path,
) -> None:
    """An admonition or a tab goes on over blank lines while its lines are indented (round
    50): its end is looked for once, line by line, not again from each blank line. Six
    admonitions and tabs nested in one another, the innermost holding 100,000 lines of
    fences with two blank lines in each and words with two blank lines after them; then
    20,000 admonitions in a row, each with a fence of two blank lines."""
    levels = 6
    opening = "".join(
        f'{"    " * i}!!! note "Note {i}"\n\n' if i % 2 else f'{"    " * i}=== "Tab {i}"\n\n'
        for i in range(levels)
    )
    inner = "    " * levels
    body = "".join(
        f"{inner}```\n{inner}code {i}\n\n\n{inner}```\n{inner}words {i}\n\n\n"
        for i in range(100_000 // 7)
    )
    notes = "".join(f"!!! note\n    ```\n    a\n\n\n    b {i}\n    ```\n" for i in range(20_000))
    path = tmp_path / "blank.md"
    path.write_text(opening + body + "Out of them.\n\n" + notes, encoding="utf-8")
    status, answer = extracted(path)
    assert status == 0, answer
    text = _text(answer)
    assert "words 0" in text
    assert f"words {100_000 // 7 - 1}" in text
    assert "Out of them." in text
    assert "b 19999" in text


def test_a_paragraph_of_200000_unclosed_critic_marks_is_read_within_the_watchdog(
    tmp_path: Path,
) -> None:
    """CriticMarkup's openings with no closing: each answered from the paragraph's last
    search for its closing, not by a search to the paragraph's end (minutes when each
    searched again)."""
    path = tmp_path / "critic.md"
    path.write_text(
        "# Critic marks\n\nA *Markdown* [page](https://example.org).\n\n"
        + "{++a {~~b " * 100_000
        + "{==c==} end.\n",
        encoding="utf-8",
    )
    status, answer = extracted(path)
    assert status == 0, answer
    assert answer["source"]["representation"] == "rendered_markdown", answer["source"]
    text = _text(answer)
    assert "{++a {~~b {++a" in text
    assert text.rstrip().endswith("{==c==} end.")


def test_nested_and_unclosed_generic_blocks_are_read_within_the_watchdog(
    tmp_path: Path,
) -> None:
    """``pymdownx.blocks``' ``///`` blocks (round 51): a block's closing line is looked for
    once from its header, and nesting is bounded (deeper headers read as text, their words
    kept), so 20,000 headers none of which is closed, 300 blocks nested in one another
    and 20,000 closed blocks in a row, each holding a fence with a ``///`` line, are read
    in seconds."""
    unclosed = "".join(f"/// note | Open {i}\nopen words {i}\n\n" for i in range(20_000))
    levels = 300
    nested = "".join(f"{'/' * (3 + i)} tab | Level {i}\nlevel {i} words\n" for i in range(levels))
    nested += "".join(f"{'/' * (2 + levels - i)}\n" for i in range(levels))
    closed = "".join(
        f"/// tip | Tip {i}\n```\n///\n```\ntip words {i}\n///\n" for i in range(20_000)
    )
    path = tmp_path / "blocks.md"
    path.write_text(nested + "\n" + closed + "\n" + unclosed, encoding="utf-8")
    status, answer = extracted(path)
    assert status == 0, answer
    text = _text(answer)
    assert "level 0 words" in text
    assert f"level {levels - 1} words" in text
    assert "tip words 19999" in text
    assert "open words 0" in text
    assert "open words 19999" in text
