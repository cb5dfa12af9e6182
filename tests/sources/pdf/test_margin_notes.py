"""Margin notes outside the document's text block are read apart from its sentences
(:mod:`citeproof.sources.pdf._margins`); a list's labels at the block's edge are not."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

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


def _justified(at: Draw, x0: float, x1: float, y: float, line: str) -> None:
    """``line`` set from ``x0`` to ``x1``, its word spaces stretched (a justified line)."""
    words = line.split()
    natural = sum(stringWidth(word, "Helvetica", 10) for word in words)
    space = (x1 - x0 - natural) / max(1, len(words) - 1)
    x = x0
    for word in words:
        at(x, y, word)
        x += stringWidth(word, "Helvetica", 10) + space


def _margin_paragraph(page: int) -> Draw:
    """A page with a ``\\marginpar`` paragraph of four lines of five to seven words in its
    left margin, set flush against the text, beside the text's lines (classicthesis' page
    20; the withdrawn rule took only lines of four words at most, and so lost the rest)."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):  # no line repeats in place
            at(154, 700 - 12 * n, line)
        note = ["A reader may use the wide margins", "for some comments and remarks of",
                "her own while she is reading", "the text of the page beside it."]  # fmt: skip
        if page % 2:  # a note on half of the pages at most (on more, a stamp)
            note = ["Each page may hold a note", "of its own, set in small type",
                    "in its margin beside the text", "that it comments on."]  # fmt: skip
        for n, line in enumerate(note):
            at(144 - stringWidth(line, "Helvetica", 7), 688 - 9.6 * n, line, 7)
        at(300, 40, str(page))

    return draw


def test_a_margin_paragraph_is_read_whole_and_apart() -> None:
    document = _read(_pdf(*(_margin_paragraph(page) for page in range(1, 5))))
    quote = (
        "A reader may use the wide margins for some comments and remarks of her own while "
        "she is reading the text of the page beside it."
    )
    beside = " ".join(_PROSE[1:4])
    assert _confirmed(document, quote, beside, quote.replace("her", "his")) == [True, True, False]


def _hanging_label(page: int) -> Draw:
    """Justified prose with, on one page, an item whose label hangs in the left margin in
    the text's own type, on its line (an algorithm's "Input:")."""

    def draw(at: Draw) -> None:
        lines = _PROSE[page:] + _PROSE[:page]
        for n, line in enumerate(lines):
            _justified(at, 154, 480, 700 - 12 * n, line)
        if page == 2:
            at(100, 598, "Input:")
            at(154, 598, "a graph G with n vertices and m weighted edges.")
        at(300, 40, str(page))

    return draw


def test_a_label_hanging_in_the_margin_in_the_texts_own_type_stays_on_its_line() -> None:
    # A review's finding: a hanging label beside a line of prose (six words) was taken for
    # a note and parted from its item; it stands on the item's baseline in the same type.
    document = _read(_pdf(*(_hanging_label(page) for page in range(1, 5))))
    quote = "Input: a graph G with n vertices and m weighted edges."
    assert _confirmed(document, quote, quote.replace("weighted", "directed")) == [True, False]


def _note_over_number(page: int) -> Draw:
    """Justified prose with a note over the page it refers to beside a line, the first
    page's first (jemny's "TEXbook:" over "4" at a page's top)."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):
            _justified(at, 72, 400, 700 - 12 * n, line)
        top = 701 - 24 * (page - 1)  # on the first page beside its first line
        at(412, top, "TEXbook:", 8)
        at(412, top - 9, str(page + 3), 8)
        at(236, 40, str(page))

    return draw


def test_a_notes_number_at_the_pages_top_is_no_page_number() -> None:
    # A review's finding: read as lines of their own, the note's number stood at the
    # page's top edge and was set apart as the page's number.
    document = _read(_pdf(*(_note_over_number(page) for page in range(1, 5))))
    assert _confirmed(document, "TEXbook: 4", "TEXbook: 5", "TEXbook: 9") == [True, True, False]


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
    """Justified prose with a stamp in its right margin, the same on every page."""

    def draw(at: Draw) -> None:
        for n, line in enumerate(_PROSE[page:] + _PROSE[:page]):
            _justified(at, 72, 400, 700 - 12 * n, line)
        at(412, 676, "DRAFT copy", 8)
        at(236, 40, str(page))

    return draw


def test_a_stamp_in_the_margin_on_every_page_is_furniture() -> None:
    # A note in the margin by the rule (a word, beside a line of prose, a gutter away),
    # and at the same place on every page: a stamp.
    runs = [_line(line, 72, 700 - 12 * n, 328) for n, line in enumerate(_PROSE)]
    block = text_blocks([(1, runs), (2, runs)])[1]
    stamp = Run("DRAFT copy", 412, 676, 460, 684)
    assert split_margin_notes([*runs, stamp], block)[1] == [[stamp]]
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
    # one key alone in the entries' own type stays on its entry's line; in a type of its
    # own (a name flush against the text) it is a note
    assert split_margin_notes([*entries, keys[0]], block)[1] == []
    name = Run("\\ninept", 72, 701, 112, 709)
    assert split_margin_notes([*entries, name], block)[1] == [[name]]


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
    apart = Run("ue, a di", 390, 557, 428, 565)  # a gutter away, smaller: a note
    assert split_margin_notes([*lines, head, apart], block)[1] == [[apart]]


def test_a_letter_alone_in_the_margin_is_an_examples_and_keeps_the_margin_whole() -> None:
    # lshort's letter-spaced "o b o j e s t r a n s k o": its last letter beyond the edge.
    lines = [
        _line(f"Some words of a line of prose number {n} here", 72, 700 - 12 * n) for n in range(12)
    ]
    block = text_blocks([(1, lines), (2, lines)])[1]
    letter = Run("o", 390, 640, 395, 650)
    name = Run("\\ninept", 390, 617, 420, 625)
    assert split_margin_notes([*lines, name], block)[1] == [[name]]
    assert split_margin_notes([*lines, name, letter], block)[1] == []
