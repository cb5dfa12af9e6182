"""Margin notes outside the document's text block are read apart from its sentences
(:mod:`citeproof.sources.pdf._margins`); a list's labels at the block's edge are not."""

from __future__ import annotations

from citeproof.sources.pdf._layout import Run
from citeproof.sources.pdf._margins import TextBlock, split_margin_notes, text_blocks

from .test_untuned_rules import Draw, _confirmed, _pdf, _read

_PROSE = [
    "The package defines a handful of commands that set the clues in small type",
    "beside the grid, and the commands below change how the lists of clues are set.",
    "This command also defines suitable parameters for list environments set in",
    "this size of type, so that the clues line up with the numbers of the grid.",
    "Each clue is numbered as its square is, and the numbers are set in bold type",
    "when the option asks for it; otherwise they are set in the text's own type.",
    "The grid itself is drawn square by square from the rows the author writes,",
    "with the black squares filled and the numbered squares marked in a corner.",
]


def _documented(page: int) -> Draw:
    """A page of ltxdoc's kind (crosswrd's page 4): a paragraph at x = 154, then one of two
    lines with a macro's name in the left margin beside each, flush against the text 10 pt
    off, then the code's numbered lines."""
    names = [("\\ninept", "\\@listi"), ("\\clue", "\\@clues"), ("\\grid", "\\@grid"),
             ("\\across", "\\@down")][page - 1]  # fmt: skip

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[4:]):
            at(154, 700 - 12 * n, f"{line} {page}" if n == 3 else line)
        at(
            154,
            640,
            "We define a new 9pt font size for setting clues. This command also defines suitable",
        )
        at(154, 628, "parameters for list environments set in this size of type.")
        for y, name in zip((640, 628), names, strict=True):
            at(144 - 4.8 * len(name), y, name, 8, "Courier")
        for n, code in enumerate(["1 <*package>", "2 \\def\\ninept{\\@setsize\\ninept{11pt}}"]):
            at(158, 610 - 11 * n, code, 9, "Courier")

    return draw


def test_a_macro_name_in_the_margin_is_not_read_into_the_sentence_beside_it() -> None:
    # crosswrd's documentation (ltxdoc): "This command also defines suitable \@listi
    # parameters for list environments set in this size of type." A margin holding one
    # name beside a paragraph was read by rows into its line.
    document = _read(_pdf(*(_documented(page) for page in range(1, 5))))
    quote = "This command also defines suitable parameters for list environments set in this"
    assert _confirmed(document, quote, quote.replace("list", "table")) == [True, False]
    assert "\\@clues" in document.text  # still read: after the page's text, as a note is
    assert _confirmed(document, "\\ninept \\@listi") == [True]  # the page's two notes
    blocks = {(b.page, b.kind) for b in document.blocks if "\\@" in document.text[b.start : b.end]}
    assert blocks == {(page, "footnote") for page in range(1, 5)}


def test_a_sentence_running_onto_the_next_page_steps_over_the_pages_notes() -> None:
    # A review's finding: notes read after the page's text as ordinary lines stood inside
    # a sentence running onto the next page; read as notes, they are stepped over.
    def page(number: int) -> Draw:
        def draw(at: Draw) -> None:
            lines = _PROSE if number % 2 else _PROSE[::-1]
            for n, line in enumerate(lines[:7]):
                at(154, 700 - 12 * n, line)
            at(154, 616, "The last line of the page runs on" if number % 2 else "to the end.")
            name = ("\\ninept", "\\clue", "\\grid", "\\across")[number - 1]
            at(144 - 4.8 * len(name), 688, name, 8, "Courier")  # (the same on most: a stamp)

        return draw

    document = _read(_pdf(page(1), page(2), page(3), page(4)))
    quote = "The last line of the page runs on " + _PROSE[-1]
    assert _confirmed(document, quote, quote.replace("runs", "ends")) == [True, False]


def _margin_paragraph(page: int) -> Draw:
    """A page with a ``\\marginpar`` paragraph of four short lines in its left margin,
    set flush against the text, beside the text's lines (classicthesis' page 20)."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):  # no line repeats in place
            at(154, 700 - 12 * n, line)
        note = ["A reader may use", "the margins for some", "comments of her own", "while reading."]
        if page % 2:  # a note on half of the pages at most (on more, a stamp)
            note = ["Each page may hold", "a note of its own,", "in small type", "in its margin."]
        for n, line in enumerate(note):
            at(144 - 3.9 * len(line), 688 - 9.6 * n, line, 8)
        at(300, 40, str(page))

    return draw


def test_a_margin_paragraph_is_read_whole_and_apart() -> None:
    document = _read(_pdf(*(_margin_paragraph(page) for page in range(1, 5))))
    quote = "A reader may use the margins for some comments of her own while reading."
    beside = " ".join(_PROSE[1:4])
    assert _confirmed(document, quote, beside, quote.replace("her", "his")) == [True, True, False]


def _wide_table(page: int) -> Draw:
    """A page of prose with a table wider than the text block: its first column,
    right-aligned, sticks out of the block's left edge by more than a gutter."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):  # no line repeats in place
            at(154, 700 - 12 * n, line)
        rows = [("Alignment", "left", "flush"), ("Spacing", "wide", "loose"),
                ("Width", "narrow", "tight"), ("Height", "tall", "high")]  # fmt: skip
        for n, (name, first, second) in enumerate(rows[page % 2 :] + rows[: page % 2]):
            y = 590 - 12 * n
            at(140 - 5.6 * len(name), y, name)
            at(160, y, first)
            at(260, y, second)
        at(154, 530, "The table above shows how each setting changes the clues. " + str(page))

    return draw


def test_a_tables_first_column_sticking_out_of_the_block_stays_in_its_rows() -> None:
    # A review's finding: the first column's cells, beyond the block's edge beside the
    # row's cells, were read as notes and parted from their rows.
    document = _read(_pdf(*(_wide_table(page) for page in range(1, 5))))
    assert _confirmed(document, "Spacing wide loose Width narrow tight") == [True]


def _stamped(page: int) -> Draw:
    """A page with a stamp in its right margin, at the same place on every page."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):
            at(72, 700 - 12 * n, line)
        at(472, 676, "DRAFT copy", 8)
        at(300, 40, str(page))

    return draw


def test_a_stamp_in_the_margin_on_every_page_is_furniture() -> None:
    document = _read(_pdf(*(_stamped(page) for page in range(1, 5))))
    assert "DRAFT" not in document.text
    assert "DRAFT copy" in document.furniture


_VARIABLES = [
    ("BASH", "Expands to the full filename used to invoke this instance of bash."),
    ("EUID", "Expands to the effective user ID of the current user, at startup."),
    ("HOME", "The home directory of the current user; the default for cd."),
    ("PATH", "The search path for commands, a list of directories to search."),
    ("PWD", "The current working directory as set by the cd builtin command."),
    ("RANDOM", "Each time this parameter is referenced, it expands to a number."),
    ("SHELL", "This variable expands to the full pathname to the shell in use."),
    ("UID", "Expands to the user ID of the current user, set at shell startup."),
]


def _described(page: int) -> Draw:
    """A page of a manual of labelled descriptions (bash's): labels at the text block's
    edge, their descriptions indented, and a paragraph at the edge now and then."""

    def draw(at: Draw) -> None:
        at(72, 710, f"This section describes the variables the shell sets on page {page}.")
        for n, (label, text) in enumerate(_VARIABLES[2 * page - 2 :] + _VARIABLES):
            if n < 4:
                at(72, 690 - 14 * n, label)
                at(140, 690 - 14 * n, text)

    return draw


def test_a_lists_labels_at_the_text_blocks_edge_stay_in_their_lines() -> None:
    document = _read(_pdf(*(_described(page) for page in range(1, 5))))
    quote = "BASH Expands to the full filename used to invoke this instance of bash."
    assert _confirmed(document, quote) == [True]


def _line(text: str, x0: float, y: float, width: float = 300.0) -> Run:
    return Run(text, x0, y, x0 + width, y + 10)


def test_a_column_of_keys_left_of_the_entries_is_no_margin() -> None:
    # biblatex's example bibliography: "[A-Ang02] Arnold Angenendt. …", the keys starting
    # at one place left of the entries; the entries' lines set the text block's edge.
    entry = "Author {} wrote a book about the history of things. Title"
    entries = [_line(entry.format(n), 150, 700 - 12 * n) for n in range(12)]
    keys = [_line(f"[Ang{n:02}]", 72, 700 - 12 * n, 40) for n in range(0, 12, 2)]
    block = text_blocks([(1, entries), (2, entries)])[1]
    assert block == TextBlock(150.0, 450.0)
    assert split_margin_notes([*entries, *keys], block)[1] == []
    # one key alone is read as a note (a name flush against the text)
    assert split_margin_notes([*entries, keys[0]], block)[1] == [[keys[0]]]


def test_a_line_running_out_of_the_block_is_not_parted() -> None:
    # keyfloat's text beside a figure: "… ultrices aug|ue, a di" runs past the block's
    # right edge, its end read as a run of its own a little apart from the line's.
    lines = [
        _line(f"Some words of a line of prose number {n} here", 72, 700 - 12 * n) for n in range(12)
    ]
    block = text_blocks([(1, lines), (2, lines)])[1]
    assert block == TextBlock(72.0, 372.0)
    head = Run("corper, felis non sodales commodo, lectus velit ultrices aug", 72, 556, 379, 566)
    tail = Run("ue, a di", 382, 556, 420, 566)
    assert split_margin_notes([*lines, head, tail], block)[1] == []
    apart = Run("ue, a di", 390, 556, 428, 566)  # a gutter away from the line: a note
    assert split_margin_notes([*lines, head, apart], block)[1] == [[apart]]


def test_a_letter_alone_in_the_margin_is_an_examples_and_keeps_the_margin_whole() -> None:
    # lshort's letter-spaced "o b o j e s t r a n s k o": its last letter beyond the edge.
    lines = [
        _line(f"Some words of a line of prose number {n} here", 72, 700 - 12 * n) for n in range(12)
    ]
    block = text_blocks([(1, lines), (2, lines)])[1]
    letter = Run("o", 390, 640, 395, 650)
    name = Run("\\ninept", 390, 616, 420, 626)
    assert split_margin_notes([*lines, name], block)[1] == [[name]]
    assert split_margin_notes([*lines, name, letter], block)[1] == []
