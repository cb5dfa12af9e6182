"""Latin look-alike letters inside Cyrillic words (:mod:`citeproof.sources.pdf._homoglyphs`)."""

from __future__ import annotations

import numpy as np

from citeproof.sources.pdf._homoglyphs import cyrillic_words, may_mix
from citeproof.sources.pdf._layout import Run


def _run(text: str) -> Run:
    boxes = tuple(v for k in range(len(text)) for v in (10.0 * k, 0.0, 10.0 * k + 8, 12.0))
    return Run(text, 0.0, 0.0, 10.0 * len(text), 12.0, boxes)


def test_a_stressed_vowel_given_as_latin_reads_as_cyrillic() -> None:
    """XeTeX's text layer for Triod Postnaja: "прїидо́ша" with a Latin ó (U+00F3)."""
    [run] = cyrillic_words([_run("во прїид\u00f3ша мни\u0301си")])
    assert run.text == "во прїидо\u0301ша мни\u0301си"
    assert len(run.boxes) == 4 * len(run.text)
    at = run.text.index("\u0301")  # the acute: no width, at its letter's right edge
    assert list(run.boxes[4 * at : 4 * at + 4]) == [88.0, 0.0, 88.0, 12.0]
    assert list(run.boxes[-4:]) == [170.0, 0.0, 178.0, 12.0]  # the boxes after it in step


def test_plain_look_alikes_inside_a_cyrillic_word() -> None:
    [run] = cyrillic_words([_run("тeкст Cлово")])
    assert run.text == "\u0442\u0435\u043a\u0441\u0442 \u0421\u043b\u043e\u0432\u043e"


def test_latin_words_and_mixed_names_stay_as_given() -> None:
    """A Latin word, a word holding a Latin letter with no Cyrillic look-alike, and a
    Cyrillic word beside a Latin one are not read otherwise."""
    for text in ("Moscow и Киев", "PDF-файл", "iPhone", "прdо", "Кирилл (Kirill)"):
        [run] = cyrillic_words([_run(text)])
        assert run.text == text


def test_only_pages_with_both_scripts_are_looked_at() -> None:
    codes = np.frombuffer
    assert may_mix(codes("прїидóша".encode("utf-32-le"), dtype="<u4"))
    assert may_mix(codes("во text".encode("utf-32-le"), dtype="<u4"))
    assert not may_mix(codes("прїидоша".encode("utf-32-le"), dtype="<u4"))
    assert not may_mix(codes("plain text".encode("utf-32-le"), dtype="<u4"))
