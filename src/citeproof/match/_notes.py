"""Editor's notes at a quotation's end, and the dots of an ellipsis: what every quote is
prepared with.

``(emphasis added)``, ``[citations omitted]``, ``(cleaned up)`` trail a quotation without
being quoted words; left on, they would make a genuine quote NOT PRESENT. They are taken
off when a quote is prepared (:func:`strip_notes`), which happens for every quote, so this
module is kept apart from the editorial tier (:mod:`._editorial`, with its dataclasses and
patterns): a quote found verbatim never loads that tier (issue 23: start in a blink).
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["DOTS", "NOTE_PATTERN", "note", "strip_notes"]

_PHRASE = (
    r"(?:(?:some|all|internal|other|parallel|original|inner|further|nested)\s+)*"
    r"(?:quotation\s+marks?|quotations?|citations?|alterations?|footnotes?|emphas[ie]s|"
    r"italics|brackets?|ellips[ie]s|punctuation|paragraph\s+breaks?|references?|"
    r"capitalization|underlining|bolding|notes?)"
)
_VERB = r"(?:added|supplied|omitted|in\s+(?:the\s+)?original|removed|deleted|mine|ours|altered)"
_CLAUSE = (
    rf"(?:{_PHRASE}(?:\s*,\s*(?:and\s+)?{_PHRASE}|\s+and\s+{_PHRASE})*\s+{_VERB}|cleaned\s+up)"
)
_NOTE_BODY = rf"{_CLAUSE}(?:\s*[;,]\s*(?:and\s+)?{_CLAUSE})*"
#: An editor's note: ``(emphasis added)``, ``[citations omitted]``, ``(cleaned up)``.
NOTE_PATTERN = rf"[(\[]\s*{_NOTE_BODY}\s*[)\]]"


@cache
def note() -> re.Pattern[str]:
    """:data:`NOTE_PATTERN` compiled, on first use: it is the costliest pattern of the
    match layer to compile (about 12 ms), and most quotes hold no bracket to try it on."""
    return re.compile(NOTE_PATTERN, re.IGNORECASE)


@cache
def _trailing_note() -> re.Pattern[str]:
    return re.compile(rf"[\s,;]*({NOTE_PATTERN})\s*[.;,]?\s*$", re.IGNORECASE)


#: An ellipsis as style guides write it: ``...``, ``. . .``, four dots, ``…``.
DOTS = r"\.(?:[ \u00a0]?\.){2,3}"


#: The words a note can end with (each of :data:`_VERB`'s last words, and ``up``).
_LAST_WORDS = (
    "added", "supplied", "omitted", "original", "removed", "deleted", "mine", "ours",
    "altered", "up",
)  # fmt: skip


def _may_end_in_note(text: str) -> bool:
    """Whether ``text`` can end with a note: a closing bracket after one of its last words.
    Asked before the note pattern is compiled (about 12 ms: a quote ending in a bracket,
    ``(i.e., you do not have to pay for it)``, paid for it in every process). Letters
    beyond ASCII may match the pattern's ASCII ones without case (``ſ``, the Kelvin sign),
    so a tail holding any is left to the pattern."""
    tail = text.rstrip().rstrip(".;,").rstrip()
    if not tail.endswith((")", "]")):
        return False
    last = tail[:-1].rstrip()[-8:]
    return not last.isascii() or last.lower().endswith(_LAST_WORDS)


def strip_notes(text: str) -> tuple[str, list[tuple[str, int]]]:
    """Trailing editor's notes taken off ``text``: the rest, and each note with its offset."""
    notes: list[tuple[str, int]] = []
    while True:
        if not _may_end_in_note(text):
            return text, notes  # no note can end it (and the pattern is not compiled)
        found = _trailing_note().search(text)
        if found is None or not text[: found.start()].strip():
            return text, notes
        notes.insert(0, (found.group(1), found.start(1)))
        text = text[: found.start()].rstrip()
