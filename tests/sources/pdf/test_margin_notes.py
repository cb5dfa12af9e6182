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
    assert "\\@clues" in document.text  # still read: after the page's text


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
    keys = [_line(f"[A-K{n:02}]", 72, 700 - 12 * n, 40) for n in range(0, 12, 2)]
    block = text_blocks([(1, entries), (2, entries)])[1]
    assert block == TextBlock(150.0, 450.0)
    assert split_margin_notes([*entries, *keys], block)[1] == []
    # one key alone is read as a note (a name flush against the text)
    assert split_margin_notes([*entries, keys[0]], block)[1] == [keys[0]]
