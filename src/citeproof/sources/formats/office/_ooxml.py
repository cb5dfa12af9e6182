"""What Word and Excel files share: the package's relationships and its core properties.

An Office Open XML package names its parts through relationships (``_rels/.rels`` for the
package, ``word/_rels/document.xml.rels`` for a part), so parts are found by relationship
type, never by a guessed path (Word, LibreOffice and Google Docs name them differently).
Both the transitional and the strict (ISO 29500) namespaces are understood.
"""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from ...._lazy import deferred
from .._zip import SafeZip, parse_xml, resolve, text_of

if TYPE_CHECKING:
    from lxml import etree
else:
    etree = deferred("lxml.etree")

__all__ = ["Relationship", "core_properties", "local", "main_part", "relationships"]

_DC = "{http://purl.org/dc/elements/1.1/}"
_DCTERMS = "{http://purl.org/dc/terms/}"

Relationship = tuple[str, str, str]
"""``(id, type suffix, member name)``: the type is cut to its last segment (``header``)."""


def local(element: etree._Element) -> str:
    """The element's name without its namespace."""
    tag = element.tag
    if not isinstance(tag, str):
        return ""
    return tag[tag.rfind("}") + 1 :]


def relationships(package: SafeZip, part: str) -> list[Relationship]:
    """The relationships of ``part`` (``""`` for the package's own), internal ones only."""
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", f"{name}.rels")
    data = package.read_optional(rels)
    if data is None:
        return []
    out: list[Relationship] = []
    for rel in parse_xml(data, package.title, rels, package.budget):
        if local(rel) != "Relationship" or rel.get("TargetMode") == "External":
            continue
        target = resolve(part or "_", rel.get("Target", ""))
        if target is not None:
            kind = rel.get("Type", "").rstrip("/").rsplit("/", 1)[-1]
            out.append((rel.get("Id", ""), kind, target))
    return out


def main_part(package: SafeZip, fallback: str) -> str | None:
    """The package's main part (the ``officeDocument`` relationship), else ``fallback``."""
    for _, kind, target in relationships(package, ""):
        if kind == "officeDocument" and package.find(target) is not None:
            return package.find(target)
    return package.find(fallback)


def core_properties(package: SafeZip) -> dict[str, str]:
    """Title, author, created and modified from ``docProps/core.xml`` (when present)."""
    path = next(
        (t for _, kind, t in relationships(package, "") if kind == "core-properties"),
        "docProps/core.xml",
    )
    data = package.read_optional(path)
    if data is None:
        return {}
    root = parse_xml(data, package.title, path, package.budget)
    wanted = {
        f"{_DC}title": "title",
        f"{_DC}creator": "author",
        f"{_DCTERMS}created": "created",
        f"{_DCTERMS}modified": "modified",
    }
    out: dict[str, str] = {}
    for child in root:
        name = wanted.get(child.tag if isinstance(child.tag, str) else "")
        value = text_of(child)
        if name and value:
            out[name] = value
    return out
