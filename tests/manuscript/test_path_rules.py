"""Bibliography path rules (issue 22): attachments are read only inside the bibliography's
folder, the draft's folder, the Zotero data directory's ``storage/`` and ``--allow-paths``
folders, symbolic links resolved first; anything else is ``path_not_allowed``, not a read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.cli._main import main
from citeproof.errors import ErrorCode

from ._zotero import Attachment, Item, make_zotero

PASSWD = Path("/etc/passwd").read_text("utf-8").splitlines()
TEXT = "The primary group recorded 24 samples across three sessions.\n"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["manuscript", *argv, "--no-store", "--min-words", "1", "--format", "json"])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out + err


def _draft(folder: Path, quote: str, key: str = "k") -> Path:
    draft = folder / "draft.md"
    draft.write_text(f'They wrote "{quote}" [@{key}].\n', "utf-8")
    return draft


def test_a_file_field_naming_etc_passwd_is_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text("@misc{k, file={/etc/passwd}}\n", "utf-8")
    code, out = _run(capsys, str(_draft(tmp_path, PASSWD[0])), "-b", str(bib))
    assert code == 1
    assert ErrorCode.PATH_NOT_ALLOWED in out
    for line in PASSWD[1:]:
        assert line not in out
    assert json.loads(out.splitlines()[0])["summary"]["confirmed"] == 0


def test_a_zotero_key_climbing_out_of_storage_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = make_zotero(tmp_path / "Zotero", [
        Item("AAAA1111", "book", {"title": "T", "citationKey": "k"}, [],
             [Attachment("../../../../../../etc", path="storage:passwd",
                         content_type="text/plain")]),
    ])  # fmt: skip
    code, out = _run(capsys, str(_draft(tmp_path, PASSWD[0])), "--zotero", str(directory))
    assert code == 1
    assert ErrorCode.PATH_NOT_ALLOWED in out
    for line in PASSWD[1:]:
        assert line not in out


def test_a_symlink_out_of_the_folder_is_refused_and_allow_paths_admits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outside, work = tmp_path / "outside", tmp_path / "work"
    outside.mkdir()
    work.mkdir()
    (outside / "source.txt").write_text(TEXT, "utf-8")
    (work / "link.txt").symlink_to(outside / "source.txt")
    bib = work / "refs.bib"
    bib.write_text("@misc{k, file={link.txt}}\n@misc{o, file={../outside/source.txt}}\n")
    quote = "recorded 24 samples across three sessions"
    for key in ("k", "o"):
        draft = _draft(work, quote, key)
        code, out = _run(capsys, str(draft), "-b", str(bib))
        assert code == 1
        assert ErrorCode.PATH_NOT_ALLOWED in out
        code, out = _run(capsys, str(draft), "-b", str(bib), "--allow-paths", str(outside))
        assert code == 0, out


def test_an_attachment_inside_the_folder_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "s.txt").write_text(TEXT, "utf-8")
    bib = tmp_path / "refs.bib"
    bib.write_text("@misc{k, file={papers/s.txt}}\n")
    draft = _draft(tmp_path, "recorded 24 samples across three sessions")
    assert _run(capsys, str(draft), "-b", str(bib))[0] == 0
