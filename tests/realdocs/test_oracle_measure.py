"""The oracle's measures on made-up readings: running heads and sentences.

A line counts as a running head (:func:`._oracle.furniture_quotes`) only when confirming it
can mean nothing but reading furniture as text: a frame title repeated over one slide's
overlays, or a head that repeats the start of the paper's title, is the document's own
text too; a table's row that ends pages' tables at different heights is no head. A
sentence (:func:`._oracle.sentences`) is what a person quotes: never the page's number
atop it.
"""

from __future__ import annotations

from ._oracle import (
    Readings,
    _frames,
    accented_quotes,
    furniture_quotes,
    repeated_edge_lines,
    running_heads,
    sentences,
)

_BODIES = [
    "Cats sleep most of the afternoon in warm places.",
    "Dogs prefer long walks before their dinner time.",
    "Birds sing loudly at dawn near the old river.",
    "Fish swim slowly under the frozen winter lake.",
]


def _pages(head: str, bodies: list[str]) -> list[str]:
    return [f"{head}\n{body}\n{n + 1}\n" for n, body in enumerate(bodies)]


def _heads(pages: list[str]) -> list[str]:
    return furniture_quotes(Readings(pages, pages), pages)


def test_a_head_over_pages_that_say_different_things_is_counted() -> None:
    assert _heads(_pages("Notes on animal habits", _BODIES)) == ["Notes on animal habits"] * 2


def test_a_line_that_ends_pages_at_different_heights_is_no_head() -> None:
    # texlive-lang-german's bibleref-german: tables of a Bible's books, one a page, whose
    # row "Jud Judas Der Brief des Judas" is among the last two lines of three pages, at
    # 472 points from the top of one and 417 of two: a table's cell, rightly confirmed.
    pages = _pages("Der Brief des Judas", _BODIES)
    line = "Der Brief des Judas"

    def places(*tops: float) -> list[list[tuple[str, float]]]:
        return [[(body, 300.0), (line, top)] for body, top in zip(_BODIES, tops, strict=True)]

    def heads(*tops: float) -> list[str]:
        return furniture_quotes(Readings(pages, pages), pages, places=places(*tops))

    assert heads(472.0, 417.0, 540.0, 417.0) == []
    assert heads(30.0, 31.0, 30.0, 400.0) == [line] * 2  # at one place on three pages
    unknown = [[(body, 300.0)] for body in _BODIES]  # no box line holds it: counted
    assert furniture_quotes(Readings(pages, pages), pages, places=unknown) == [line] * 2


def test_a_frame_title_over_one_slides_overlays_is_the_slides_own_text() -> None:
    builds = [" ".join(_BODIES[0].split()[:n]) for n in (4, 6, 8, 9)]
    pages = _pages("The algorithm in action", builds)
    assert _frames(pages) == [0, 0, 0, 0]
    assert _heads(pages) == []
    # Three overlays of one slide, then two other slides: three pages, one frame.
    slides = _pages("The algorithm in action", builds[:3])
    slides += _pages("Another slide", _BODIES[1:2]) + _pages("A third slide", _BODIES[2:3])
    assert _frames(slides) == [0, 0, 0, 1, 2]
    assert _heads(slides) == []


def test_a_head_repeating_the_start_of_the_title_is_the_documents_own_text() -> None:
    pages = _pages("Sample Template for Writing", _BODIES)
    pages[0] = "Sample Template for Writing the Working Papers\n" + _BODIES[0] + "\n1\n"
    assert _heads(pages) == []
    pages[0] = "A Guide to Writing the Working Papers\n" + _BODIES[0] + "\n1\n"
    assert _heads(pages) == ["Sample Template for Writing"] * 2


def test_a_head_repeating_a_title_set_in_two_lines_is_the_documents_own_text() -> None:
    # gap-doc's HPC-GAP manual: its title page sets "HPC-GAP — Reference" above "Manual",
    # and every later page's head is "HPC-GAP — Reference Manual" with the page's number.
    pages = _pages("HPC-GAP — Reference Manual", _BODIES)
    pages[0] = "HPC-GAP — Reference\nManual\nRelease 4.12.1\n" + _BODIES[0] + "\n"
    assert _heads(pages) == []
    pages[0] = "HPC-GAP — Reference\nGuide\nRelease 4.12.1\n" + _BODIES[0] + "\n"
    assert _heads(pages) == ["HPC-GAP — Reference Manual"] * 2


def test_the_page_number_atop_a_pages_first_sentence_is_left_out() -> None:
    page = "280\nFuture\nIt is quite easy to improve and extend the macros further.\n"
    other = "12\nThe second page says 280 things in 12 lines of its own text here.\n"
    found = sentences(Readings([page, other], [page, other]))
    assert found == [
        (0, "Future It is quite easy to improve and extend the macros further."),
        (1, "The second page says 280 things in 12 lines of its own text here."),
    ]


def test_no_sentence_holds_a_glyph_neither_reader_could_name() -> None:
    # fontbook's specimen of a font without é (page 200 of fontbook-freefonts): the page
    # shows the font's missing-glyph box, both readers U+FFFD; no one can quote that.
    page = (
        "Dans l'affliction \ufffdph\ufffdm\ufffdre qui m'accable, je teste la police.\n"
        "Dans l'affliction qui m'accable, je teste la police d'affichage ici.\n"
    )
    found = sentences(Readings([page], [page]))
    assert found == [(0, "Dans l'affliction qui m'accable, je teste la police d'affichage ici.")]


def test_no_sentence_is_taken_across_a_dash_pdftotext_dropped() -> None:
    # acmart's sample-acmtog, page 2: "… capital letters appropriately -" ends a line and
    # "https://capitalizemytitle.com/ has useful rules …" starts the next. pdftotext (not
    # -layout) takes the free-standing dash for a word's hyphen and drops it; the page and
    # pdfminer keep it, and so does citeproof: the readers disagree, no sentence is taken.
    line = "The title of your work should use capital letters appropriately -"
    rest = "https://example.org/ has useful rules for capitalization of titles."
    miner = f"{line}\n{rest}\n"
    poppler = f"{line[:-2]} {rest}\n"
    assert sentences(Readings([miner], [poppler])) == []
    both = f"{line} {rest}\n"  # where both keep the dash, the sentence is taken with it
    assert sentences(Readings([both], [both])) == [(0, both.strip())]


def test_no_accented_name_is_taken_from_a_running_head() -> None:
    # r-cran-lme4's vignette: the authors, "Martin Mächler" among them, head every page;
    # a name said only there is furniture (citeproof: ONLY IN THE FURNITURE), not text.
    head = "Douglas Bates, Martin Mächler, Ben Bolker"
    pages = _pages(head, _BODIES)
    pages[1] = f"{head}\nThe José Núñez method differs from the others here.\n2\n"
    # the title page says the authors under its title: the head's words are page 1's text
    pages[0] = f"Linear Models\nAbstract\n{head}\n{_BODIES[0]}\nMore of it.\n1\n"
    read = Readings(pages, pages)
    assert running_heads(read, pages) == {}  # so it is no head the measure counts
    names = [quote for _, quote in accented_quotes(read, heads=repeated_edge_lines(read, pages))]
    assert names
    assert not [q for q in names if "Mächler" in q]
    assert [q for _, q in accented_quotes(read) if "Mächler" in q]  # without the heads: taken


def test_no_accented_name_is_taken_across_a_dash_pdftotext_dropped() -> None:
    # texlive-science-doc's eltex manual: "v - písmeno -" ends a line, "značka v kruhu"
    # starts the next. pdftotext (not -layout) takes the free-standing dash for a word's
    # hyphen and joins the lines without it, "písmeno značka v"; pdfminer, pdftotext
    # -layout and the page keep it. The readers disagree: no quote is taken there.
    line = "Polem řízený tranzistor, z je poloha emitoru, v - písmeno -"
    miner = f"{line}\nznačka v kruhu Y ano, N ne.\n1\n"
    poppler = f"{line[:-2]} značka v kruhu Y ano, N ne.\n1\n"
    quotes = [q for _, q in accented_quotes(Readings([miner], [poppler]))]
    assert not [q for q in quotes if "značka" in q], quotes
    assert [q for q in quotes if "řízený" in q]  # the line's other names are still taken
    # where both keep the dash, the name is taken with it
    both = "Polem tranzistor, v - písmeno - značka v kruhu Y ano, N ne.\n1\n"
    quotes = [q for _, q in accented_quotes(Readings([both], [both]))]
    assert [q for q in quotes if "- značka" in q], quotes


def test_no_accented_name_is_taken_where_the_readers_seat_its_accent_on_different_letters() -> None:
    # texlive-publishers-doc's asmeconf template: "𝑚𝑎⃗" with the vector arrow drawn before
    # the upright a it stands over (the page shows it over the a). Both readers write the
    # glyphs in drawing order, "𝑚⃗a": pdfminer composes nothing (drawing order is all its
    # reading says), pdftotext seats marks itself and here leaves the arrow on the m.
    # Its list of T1 accents, "ē ė" drawn as ¯, e, U+0307, e: pdftotext "ē̇e" (both marks
    # on the first e), pdfminer "¯ėe". No quote is taken where the two differ.
    poppler = "Math italics e.g. \\mathrm: ⃗ = 𝑚⃗a or Ḟ = m.\nSupported: èéęëêē̇e îïíī ôöòó.\n"
    miner = "Math italics e.g. \\mathrm: ⃗F = 𝑚⃗a or Ḟ = m.\nSupported: èéęëê¯ėe îïíī ôöòó.\n"
    quotes = [q for _, q in accented_quotes(Readings([miner], [poppler]))]
    assert not [q for q in quotes if "𝑚⃗a" in q or "ē̇e" in q], quotes
    assert [q for q in quotes if "îïíī" in q]  # the lines' other names are still taken
    # where pdftotext seats the arrow on the a, as the page shows it, the name is taken
    poppler = poppler.replace("𝑚⃗a", "𝑚a⃗")
    quotes = [q for _, q in accented_quotes(Readings([miner], [poppler]))]
    assert [q for q in quotes if "𝑚a⃗" in q], quotes


def test_an_accented_name_both_readers_seat_alike_is_still_taken() -> None:
    # pdfminer leaves TeX's accents as the spacing glyphs drawn before their letters
    # ("Br¨oker", "Fran¸cois", a font without accent names "B^atiment"), or after a letter
    # they are moved back over ("Thê´": pdfTeX's Vietnamese acute over ê); pdftotext
    # composes them. A script's vowel signs and a double mark over two letters stay where
    # Unicode writes them, after the letter, in both.
    poppler = (
        "Written by Hans Bröker and François Thế Thành in the Bâtiment nearby today.\n"
        "The Latin A͞e sound and the Hindi विद्या word are read here as well.\n"
    )
    miner = (
        "Written by Hans Br¨oker and Fran¸cois Thê´ Thành in the B^atiment nearby today.\n"
        "The Latin A͞e sound and the Hindi विद्या word are read here as well.\n"
    )
    quotes = [q for _, q in accented_quotes(Readings([miner], [poppler]))]
    for name in ("Bröker", "François", "Thế", "Bâtiment", "A͞e", "विद्या"):
        assert [q for q in quotes if name in q], (name, quotes)
