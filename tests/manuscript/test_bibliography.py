"""Bibliographies: BibTeX file fields as reference managers write them, CSL JSON, Zotero."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from citeproof.cli._main import main
from citeproof.errors import InputError
from citeproof.manuscript import (
    check_drafts,
    load_bibliography,
    load_bibtex,
    load_csl_json,
    load_zotero,
    parse_file_field,
)
from citeproof.sources import SourceReader

from ._zotero import LINKED_FILE, LINKED_URL, Attachment, Item, make_zotero

BIB = r"""
@article{zotero,
  title = {The {Budget} of \"{U}lm},
  author = {Smith, John and Doe, Jane},
  file = {Snapshot:/z/CD34/page.html:text/html;Full Text PDF:/z/AB12/Sm - 20.pdf:application/pdf},
  doi = {10.1000/xyz-1},
}
@book{jabref, title = {J}, file = {:papers/j.pdf:PDF;Notes:papers/notes.txt:Text}}
@book{betterbibtex, title = {B}, file = {/abs/one.pdf;/abs/two.pdf}, url = {https://example.org/b}}
@book{windows, title = {W}, file = {Full Text:C\:\\Users\\me\\w.pdf:application/pdf}}
@misc{broken, title = {unterminated
"""


def test_bibtex_file_fields_urls_and_dois(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(BIB)
    bibliography = load_bibtex(bib)
    entries = bibliography.entries
    assert entries["zotero"].files == (
        "/z/AB12/Sm - 20.pdf",
        "/z/CD34/page.html",
    )
    assert entries["zotero"].title == "The Budget of Ülm"
    assert entries["zotero"].authors == ("Smith", "Doe")
    assert entries["zotero"].locations()[-1] == "https://doi.org/10.1000/xyz-1"
    assert entries["zotero"].origin == f"{bib}:2"
    assert entries["jabref"].files == (
        str(tmp_path / "papers/j.pdf"),
        str(tmp_path / "papers/notes.txt"),
    )
    assert entries["betterbibtex"].locations() == [
        "/abs/one.pdf",
        "/abs/two.pdf",
        "https://example.org/b",
    ]
    assert entries["windows"].files == ("C:\\Users\\me\\w.pdf",)
    assert "broken" not in entries
    assert bibliography.problems == [f"{bib}:11: not read: Unexpectedly reached end of file."]


def test_jabref_file_directory_and_duplicate_keys(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(
        "@book{a, title={A}, file={:x.pdf:PDF}}\n@book{a, title={Again}}\n"
        "@Comment{jabref-meta: fileDirectory:library;}\n"
    )
    bibliography = load_bibtex(bib)
    assert bibliography.entries["a"].files == (str(tmp_path / "library" / "x.pdf"),)
    assert bibliography.entries["a"].title == "A"
    assert any("defined again" in p or "Duplicate" in p for p in bibliography.problems)


def test_file_field_forms() -> None:
    assert parse_file_field("") == []
    assert parse_file_field(r"My\; notes:a\;b.pdf:PDF") == ["a;b.pdf"]
    assert parse_file_field("C:/x/y.pdf") == ["C:/x/y.pdf"]


def test_csl_json(tmp_path: Path) -> None:
    path = tmp_path / "refs.json"
    path.write_text(json.dumps([
        {"id": "w", "title": "T", "author": [{"family": "Wittenberg"}], "URL": "https://e.org/w",
         "DOI": "doi:10.1/2", "file": "a.html"},
        {"id": 7, "title": "Numbered"},
        {"title": "no id"},
    ]))  # fmt: skip
    bibliography = load_csl_json(path)
    assert bibliography.entries["w"].locations() == [
        str(tmp_path / "a.html"),
        "https://e.org/w",
        "https://doi.org/10.1/2",
    ]
    assert bibliography.entries["7"].title == "Numbered"
    assert bibliography.problems == [f"{path} item 3: not read: an item is an object with an id"]
    path.write_text("{oops")
    with pytest.raises(InputError) as raised:
        load_bibliography(path)
    assert raised.value.code == "invalid_bibliography"


def test_zotero_keys_attachments_and_trash(tmp_path: Path) -> None:
    pdf = tmp_path / "paper.pdf"
    pdf.write_bytes(b"%PDF-1.4 not really")
    directory = make_zotero(tmp_path / "Zotero", [
        Item("AAAA1111", "journalArticle", {"title": "Native", "citationKey": "native2024",
                                             "DOI": "10.5/6"}, ["Native"],
             [Attachment("ATT00001", source=pdf)]),
        Item("BBBB2222", "book", {"title": "Extra", "extra": "tex.x: y\nCitation Key: extra2023"},
             [], [Attachment("ATT00002", LINKED_FILE, path="/somewhere/linked.pdf"),
                  Attachment("ATT00003", LINKED_URL, url="https://example.org/c",
                             content_type="text/html")]),
        Item("CCCC3333", "book", {"title": "Keyless Title Here"}),
        Item("DDDD4444", "book", {"title": "Trashed", "citationKey": "native2024"}, deleted=True),
    ])  # fmt: skip
    database = directory / "zotero.sqlite"
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    bibliography = load_zotero(directory)
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before  # read only
    assert not (directory / "zotero.sqlite-journal").exists()
    native = bibliography.entries["native2024"]
    assert native.files == (str(directory.absolute() / "storage" / "ATT00001" / "paper.pdf"),)
    assert (native.title, native.authors) == ("Native", ("Native",))
    assert native.locations()[-1] == "https://doi.org/10.5/6"
    extra = bibliography.entries["extra2023"]
    assert extra.locations() == ["/somewhere/linked.pdf", "https://example.org/c"]
    assert [e.title for e in bibliography.unkeyed] == ["Keyless Title Here"]
    assert bibliography.problems == []
    assert (
        bibliography.by_reference("Someone, Keyless Title Here, p. 3.") is bibliography.unkeyed[0]
    )


def test_zotero_while_the_database_is_locked(tmp_path: Path) -> None:
    directory = make_zotero(
        tmp_path / "Zotero", [Item("K1", "book", {"title": "T", "citationKey": "k"})]
    )
    holder = sqlite3.connect(directory / "zotero.sqlite")
    holder.execute("BEGIN EXCLUSIVE")  # Zotero running, holding its database
    try:
        assert list(load_zotero(directory).entries) == ["k"]
    finally:
        holder.rollback()
        holder.close()


def test_better_bibtex_database(tmp_path: Path) -> None:
    directory = make_zotero(tmp_path / "Zotero", [Item("K1", "book", {"title": "T"})])
    db = sqlite3.connect(directory / "better-bibtex.sqlite")
    db.execute("CREATE TABLE citationkey (itemID NOT NULL, itemKey NOT NULL, libraryID, "
               "citationKey NOT NULL, pinned)")  # fmt: skip
    db.execute("INSERT INTO citationkey VALUES (1, 'K1', 1, 'bbt2020', 0)")
    db.commit()
    db.close()
    assert list(load_zotero(directory).entries) == ["bbt2020"]


def test_not_a_zotero_directory(tmp_path: Path) -> None:
    with pytest.raises(InputError) as raised:
        load_zotero(tmp_path)
    assert raised.value.code == "unreadable_bibliography"
    (tmp_path / "zotero.sqlite").write_bytes(b"not a database at all, really not" * 100)
    with pytest.raises(InputError) as raised:
        load_zotero(tmp_path)
    assert raised.value.code == "invalid_bibliography"


def test_missing_sources_are_findings_never_crashes(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text("@book{empty, title={Nothing Attached}}\n@book{gone, file={gone.pdf}}\n")
    draft = (
        'A "first quotation of some words" [@empty, p. 2] and "second quotation of some '
        'words" [@gone] and "third quotation of some words" [@absent] and "fourth '
        'quotation of some words" ([link](nowhere.pdf)).\n\nAnd "fifth quotation of words".\n'
    )
    report = check_drafts([(str(tmp_path / "d.md"), draft)], load_bibtex(bib), SourceReader())
    got = [(c.quotation.column, c.status, c.message) for c in report.checks]
    at = [draft.index(word) + 1 for word in ("first", "second", "third", "fourth")] + [6]
    assert [c.quotation.line for c in report.checks] == [1, 1, 1, 1, 3]
    assert got == [
        (4, "no_source", f"@empty ({bib}:1) has no file, URL or DOI to read"),
        (at[1], "no_source", f"@gone: nothing readable: {tmp_path / 'gone.pdf'}: unreadable_file: "
                          f"cannot read {tmp_path / 'gone.pdf'}: No such file or directory"),
        (at[2], "no_source", "@absent is not in the bibliography"),
        (at[3], "unreadable_source", f"{tmp_path / 'nowhere.pdf'}: unreadable_file: cannot read "
                                   f"{tmp_path / 'nowhere.pdf'}: No such file or directory"),
        (at[4], "uncited", "the quotation cites no source"),
    ]  # fmt: skip
    assert (report.all_confirmed, report.sources_read) == (False, 0)


def test_invalid_input_exits_2_with_the_error_shape(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["manuscript", str(tmp_path / "none.md"), "--format", "json"]) == 2
    out, err = capsys.readouterr()
    assert json.loads(out)["error"]["code"] == "unreadable_input"
    assert err.startswith("citeproof: unreadable_input: cannot read")
    draft = tmp_path / "d.md"
    draft.write_text("no quotations here\n")
    assert main(["manuscript", str(draft), "--zotero", str(tmp_path)]) == 2
    assert "unreadable_bibliography" in capsys.readouterr().err
    assert main(["manuscript", str(draft), "-b", str(tmp_path / "x.bib"), "--format", "json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "unreadable_bibliography"
    assert main(["manuscript", str(draft), "--no-store"]) == 0
    assert (
        capsys.readouterr().out == "0 quotations in 1 file, 0 sources read: 0 confirmed, 0 not.\n"
    )
