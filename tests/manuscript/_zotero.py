"""A small Zotero data directory built with Zotero's own schema (``userdata.sql``, schema
version 107 and later, and the field and item-type tables ``schema.js`` creates from the
global schema): the tables citeproof reads, with Zotero's column names and types."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Attachment", "Item", "make_zotero"]

_SCHEMA = """
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE TABLE libraries (
    libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL,
    filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0,
    storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0,
    archived INT NOT NULL DEFAULT 0
);
CREATE TABLE itemTypes (
    itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1
);
CREATE TABLE itemTypesCombined (
    itemTypeID INT NOT NULL, typeName TEXT NOT NULL, display INT DEFAULT 1 NOT NULL,
    custom INT NOT NULL, PRIMARY KEY (itemTypeID)
);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE fieldsCombined (
    fieldID INT NOT NULL, fieldName TEXT NOT NULL, label TEXT, fieldFormatID INT,
    custom INT NOT NULL, PRIMARY KEY (fieldID)
);
CREATE TABLE items (
    itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
    dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
    synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE
);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (
    itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID),
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (fieldID) REFERENCES fieldsCombined(fieldID),
    FOREIGN KEY (valueID) REFERENCES itemDataValues(valueID)
);
CREATE TABLE itemAttachments (
    itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT, contentType TEXT,
    charsetID INT, path TEXT, syncState INT DEFAULT 0, storageModTime INT, storageHash TEXT,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (parentItemID) REFERENCES items(itemID) ON DELETE CASCADE
);
CREATE TABLE creators (
    creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT,
    UNIQUE (lastName, firstName, fieldMode)
);
CREATE TABLE itemCreators (
    itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1,
    orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex)
);
CREATE TABLE deletedItems (
    itemID INTEGER PRIMARY KEY, dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL,
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE
);
"""
#: Zotero's global-schema IDs for the item types and fields used here.
_TYPES = {"note": 1, "book": 2, "journalArticle": 4, "attachment": 3, "webpage": 13, "report": 17}
_FIELDS = {"title": 1, "url": 13, "extra": 16, "DOI": 59, "citationKey": 125}
#: ``Zotero.Attachments.LINK_MODE_*``.
IMPORTED_FILE, IMPORTED_URL, LINKED_FILE, LINKED_URL = 0, 1, 2, 3


@dataclass
class Attachment:
    """An attachment: a file put into ``storage/KEY/`` (``source`` copied there), a
    linked file (``path``), or a linked URL (``url``)."""

    key: str
    link_mode: int = IMPORTED_FILE
    source: Path | None = None
    path: str = ""
    url: str = ""
    content_type: str = "application/pdf"


@dataclass
class Item:
    """A top-level item with its fields, authors' family names and attachments."""

    key: str
    type: str
    fields: dict[str, str]
    authors: list[str] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    deleted: bool = False


def make_zotero(directory: Path, items: list[Item]) -> Path:
    """A Zotero data directory at ``directory`` holding ``items``."""
    directory.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(directory / "zotero.sqlite")
    db.executescript(_SCHEMA)
    db.execute("INSERT INTO version VALUES ('userdata', 120)")
    db.execute(
        "INSERT INTO libraries (libraryID, type, editable, filesEditable) VALUES (1, 'user', 1, 1)"
    )
    for name, type_id in _TYPES.items():
        db.execute("INSERT INTO itemTypes VALUES (?, ?, NULL, 1)", (type_id, name))
        db.execute("INSERT INTO itemTypesCombined VALUES (?, ?, 1, 0)", (type_id, name))
    for name, field_id in _FIELDS.items():
        db.execute("INSERT INTO fields VALUES (?, ?, NULL)", (field_id, name))
        db.execute("INSERT INTO fieldsCombined VALUES (?, ?, NULL, NULL, 0)", (field_id, name))
    next_id = iter(range(1, 10_000))
    values: dict[str, int] = {}

    def set_field(item_id: int, name: str, value: str) -> None:
        if value not in values:
            values[value] = len(values) + 1
            db.execute("INSERT INTO itemDataValues VALUES (?, ?)", (values[value], value))
        db.execute("INSERT INTO itemData VALUES (?, ?, ?)", (item_id, _FIELDS[name], values[value]))

    for item in items:
        item_id = next(next_id)
        db.execute(
            "INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, ?, 1, ?)",
            (item_id, _TYPES[item.type], item.key),
        )
        for name, value in item.fields.items():
            set_field(item_id, name, value)
        for order, last in enumerate(item.authors):
            creator = db.execute(
                "INSERT INTO creators (lastName, firstName, fieldMode) VALUES (?, '', 0)", (last,)
            ).lastrowid
            db.execute("INSERT INTO itemCreators VALUES (?, ?, 1, ?)", (item_id, creator, order))
        if item.deleted:
            db.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (item_id,))
        for attachment in item.attachments:
            attachment_id = next(next_id)
            db.execute(
                "INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, ?, 1, ?)",
                (attachment_id, _TYPES["attachment"], attachment.key),
            )
            path = attachment.path
            if attachment.source is not None:
                storage = directory / "storage" / attachment.key
                storage.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(attachment.source, storage / attachment.source.name)
                path = f"storage:{attachment.source.name}"
            if attachment.url:
                set_field(attachment_id, "url", attachment.url)
            db.execute(
                "INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path) "
                "VALUES (?, ?, ?, ?, ?)",
                (
                    attachment_id,
                    item_id,
                    attachment.link_mode,
                    attachment.content_type,
                    path or None,
                ),
            )
    db.commit()
    db.close()
    return directory
