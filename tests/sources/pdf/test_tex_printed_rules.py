"""Rules from round 57's probe of pages set by XeLaTeX and LuaLaTeX
(``tests/realdocs/tex_printed.py``), on small PDFs drawn with reportlab."""

from __future__ import annotations

import io
import unicodedata
from pathlib import Path

import pytest

from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract
from citeproof.sources.pdf._layout import RunBuilder

canvas = pytest.importorskip("reportlab.pdfgen.canvas")
pdfmetrics = pytest.importorskip("reportlab.pdfbase.pdfmetrics")
ttfonts = pytest.importorskip("reportlab.pdfbase.ttfonts")

LINES = (
    "nce the harbour had frozen, the fishermen of",
    "the village mended their nets beside the fire",
    "and waited for the first ships of the spring.",
    "Nobody in the village remembered so long a winter.",
)


def _read(data: bytes) -> SourceDocument:
    return extract(data, "application/pdf", "drawn.pdf")


def _confirmed(document: SourceDocument, *quotes: str) -> list[bool]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    return [bool(r["confirmed"]) for r in out["results"]]


def _drop_cap_page(cap: str, gap: float, lines: tuple[str, ...] = LINES) -> bytes:
    """A paragraph as ``lettrine`` sets it: ``cap`` two lines tall, its top level with
    the first line's capitals, the first two ``lines`` set ``gap`` points right of it."""
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 400), invariant=1)
    page.setFont("Times-Roman", 30)
    page.drawString(40, 287, cap)  # a 30 pt capital: its top about 7 pt over the baseline at 300
    width = page.stringWidth(cap, "Times-Roman", 30)
    for k, text in enumerate(lines):
        page.setFont("Times-Roman", 10)
        x = 40 + width + gap if k < 2 else 40
        page.drawString(x, 300 - 12 * k, text)
    page.showPage()
    page.save()
    return out.getvalue()


def test_a_drop_cap_begins_its_first_line() -> None:
    document = _read(_drop_cap_page("O", 0.5))
    assert document.text.startswith("Once the harbour had frozen")
    assert _confirmed(
        document,
        "Once the harbour had frozen, the fishermen of the village mended their nets",
        "Ance the harbour had frozen, the fishermen of the village mended their nets",
    ) == [True, False]


def test_a_drop_cap_word_stays_a_word() -> None:
    # "A" as a word of its own: the space after it is wider than a word space.
    document = _read(_drop_cap_page("A", 3.5))
    assert document.text.startswith("A nce the harbour")


def test_a_big_operator_beside_a_formula_stays_apart() -> None:
    # TeX's big sum read as "P" (its code in cmex), two lines of a formula beside it.
    formula = ("x2 + y2 = 1", "i = 1", *LINES[2:])
    document = _read(_drop_cap_page("P", 0.5, formula))
    assert document.text.startswith("P\nx2 + y2 = 1")


DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def _mark_drawn_last(mark: str) -> bytes:
    """A line whose ``mark`` under (or over) the ``r`` of "Dvorak" is drawn after the
    rest of the line, as XeTeX and LuaTeX draw a mark the font places off the baseline:
    in drawing order it follows the line's last letter."""
    assert DEJAVU.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVu", str(DEJAVU)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 200), invariant=1)
    page.setFont("DejaVu", 10)
    head, tail = "In Czech the name Dvor", "ak has a raised trill."
    page.drawString(40, 100, head + tail)
    page.drawString(40, 86, "The next line of the paragraph goes on below it.")
    page.drawString(40 + pdfmetrics.stringWidth(head, "DejaVu", 10), 100, mark)
    page.showPage()
    page.save()
    return out.getvalue()


@pytest.mark.parametrize("mark", ["\u031d", "\u0301"])
def test_a_mark_drawn_after_its_line_is_seated_on_its_letter(mark: str) -> None:
    document = _read(_mark_drawn_last(mark))
    said = f"In Czech the name Dvor{mark}ak has a raised trill."
    assert unicodedata.normalize("NFC", said) in unicodedata.normalize("NFC", document.text)
    assert _confirmed(document, said, said.replace("Dvor", "Dvar"), said.replace(mark, "")) == [
        True,
        False,
        False,
    ]


#: The first word of "הַיְּלָדִים הָלְכוּ" as XeTeX draws it in Ezra SIL and PDFium reads it
#: (round 57's probe): each glyph's box (x0, x1; every glyph 528.3 to 544.3 high), and
#: whether PDFium infers a space before it (after every point but the last).
XETEX_POINTED = [
    ("ה", 344.2, 351.6, False), ("ַ", 346.4, 348.7, False),
    ("י", 340.3, 344.2, True), ("ּ", 340.3, 344.2, False), ("ְ", 341.9, 342.9, False),
    ("ל", 333.1, 340.3, True), ("ָ", 334.7, 337.1, False),
    ("ד", 325.8, 333.1, True), ("ִ", 331.1, 332.1, False),
    ("י", 322.1, 325.8, True), ("ם", 314.9, 322.1, False),
    ("ה", 302.5, 309.9, True), ("ָ", 304.6, 307.0, False),
    ("ל", 295.4, 302.5, True), ("ְ", 298.0, 299.0, False),
    ("כ", 288.6, 295.4, True), ("ו", 285.0, 288.6, False), ("ּ", 285.0, 288.6, False),
]  # fmt: skip


def test_pointed_hebrew_placed_point_by_point_reads_as_words() -> None:
    builder = RunBuilder()
    for char, x0, x1, space in XETEX_POINTED:
        if space:
            builder.space()
        builder.add(char, x0, 528.3, x1, 544.3, (x0, 528.3, x1, 544.3))
    assert [run.text for run in builder.runs()] == ["הַיְּלָדִים הָלְכוּ"]


def test_a_mark_seated_back_on_its_letter_takes_no_space() -> None:
    """A review's finding: an acute drawn before the rest of its word but standing over
    its ``n`` (DejaVu Serif Italic), seated back after that letter, took the space flag of
    the glyph after it: "fin ́ is a Welsh word." It takes none, and the word after keeps
    its own space."""
    italic = Path("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf")
    assert italic.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVuSerifItalic", str(italic)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 200), invariant=1)
    page.setFont("DejaVuSerifItalic", 12)
    page.drawString(40, 100, "The fi")
    at = 40 + pdfmetrics.stringWidth("The fi", "DejaVuSerifItalic", 12)
    page.drawString(at + 6, 100, "\u0301")
    page.drawString(at, 100, "n is a Welsh word.")
    page.showPage()
    page.save()
    document = _read(out.getvalue())
    assert unicodedata.normalize("NFC", document.text) == "The fiń is a Welsh word."


def _seated(glyphs: list[tuple[str, float, float, float, float]], spaces: list[bool]) -> str:
    """The glyphs' characters in the order :func:`_seat_marks` gives (ink: the box)."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    chars = "".join(g[0] for g in glyphs)
    boxes = np.array([g[1:] for g in glyphs], dtype=np.float64)
    drawn = boxes.copy()  # the ink PDFium gives: not the boxes seating changes
    seated = _seat_marks(
        chars, boxes, None, lambda k: tuple(drawn[k].tolist()), np.array(spaces, dtype=bool)
    )
    return chars if seated is None else "".join(chars[k] for k in seated[0])


def test_hebrew_points_given_before_their_letters_go_after_them() -> None:
    """LuaLaTeX's pointed Hebrew (Ezra SIL) as PDFium gives it: left to right, each point
    before its letter, and a word's first point right after the previous word's last
    ones (a space read between). Read so, each point went on the letter before its own
    ("ַהגַּן", "לֶא" for "אֶל"): a run of points standing over the letter after it, drawn
    further right than the glyph before the run, is that letter's; a point more than its
    height from the one before it starts a run of its own. (Loose boxes measured in round
    57's probe of pages set by TeX.)"""
    he, dagesh, sheva, patah = "\u05d4", "\u05bc", "\u05b0", "\u05b7"
    lamed, segol, alef = "\u05dc", "\u05b6", "\u05d0"
    glyphs = [
        (he, 344.22, 530.3, 351.56, 540.72),
        (dagesh, 341.02, 529.23, 341.89, 540.49),
        (sheva, 341.89, 529.23, 342.76, 540.49),
        (patah, 255.95, 530.3, 258.33, 540.72),
        (he, 253.83, 530.3, 261.17, 540.72),
        (lamed, 266.22, 530.3, 273.37, 544.43),
        (segol, 275.23, 529.23, 277.99, 540.72),
        (alef, 273.37, 530.3, 279.87, 540.72),
    ]
    spaces = [False, False, False, True, False, False, False, False]
    assert _seated(glyphs, spaces) == he + dagesh + sheva + he + patah + lamed + alef + segol


def test_a_point_after_its_letter_in_logical_order_stays_there() -> None:
    """XeLaTeX's Noto Serif Hebrew in logical order (right to left): a holam over its
    vav's left edge stands over the lamed after it, yet the lamed is drawn further left
    than the vav: the holam is the vav's ("הַגָּדוֹל" was read "הַגָּדולֹ")."""
    vav, holam, lamed = "\u05d5", "\u05b9", "\u05dc"
    glyphs = [
        (vav, 100.0, 530.0, 103.0, 541.0),
        (holam, 98.5, 530.0, 100.2, 541.0),
        (lamed, 94.0, 530.0, 100.0, 541.0),
    ]
    assert _seated(glyphs, [False, False, False]) == vav + holam + lamed


def test_a_holam_after_its_letter_s_dagesh_stays_there() -> None:
    """The same in "בֹּקֶר" (XeLaTeX's Noto Serif Hebrew): bet, dagesh, then the holam at
    the bet's left edge, over the qof's right edge; the dagesh between keeps it the bet's
    ("בַּבּקֶֹר" when the holam went on the qof)."""
    bet, dagesh, holam, qof, segol = "\u05d1", "\u05bc", "\u05b9", "\u05e7", "\u05b6"
    glyphs = [
        (bet, 250.1, 526.6, 256.0, 544.8),
        (dagesh, 251.7, 527.0, 253.0, 545.0),
        (holam, 249.3, 527.0, 250.6, 545.0),
        (qof, 243.9, 526.6, 250.1, 544.8),
        (segol, 245.8, 527.0, 248.5, 545.0),
    ]
    assert _seated(glyphs, [False] * 5) == bet + dagesh + holam + qof + segol


#: Letters and harakat as XeTeX draws vowelled Arabic and PDFium gives it (round 58's
#: probe, XeLaTeX with Noto Naskh Arabic and Scheherazade): loose boxes, x0 and x1
#: (letters 526.6 to 544.8 high, marks 527.5 to 546.5), each haraka before its letter.
JEEM, THAL, HEH, BEH = "\u062c", "\u0630", "\u0647", "\u0628"
REH, ALEF, LAM, MAKSURA = "\u0631", "\u0627", "\u0644", "\u0649"
YEH, HAH, FEH = "\u064a", "\u062d", "\u0641"
FATHA, KASRA, HAMZA_BELOW = "\u064e", "\u0650", "\u0655"


def _arabic(*glyphs: tuple[str, float, float]) -> list[tuple[str, float, float, float, float]]:
    return [
        (char, x0, 527.5, x1, 546.5) if char in (FATHA, KASRA, HAMZA_BELOW)
        else (char, x0, 526.6, x1, 544.8)
        for char, x0, x1 in glyphs
    ]  # fmt: skip


def test_each_haraka_drawn_before_its_letter_goes_after_it() -> None:
    """ "ذَهَبَ" in Noto Naskh: each fatha before its letter, PDFium inferring a space
    before each but the first (drawn off the baseline). Read by runs of marks, every fatha
    after the first stayed on the letter before its own, and the word read "َذ َه َب"."""
    glyphs = _arabic(
        (JEEM, 311.6, 318.6),  # the word before, in another piece of the line
        (FATHA, 348.3, 350.3), (THAL, 347.1, 351.6),
        (FATHA, 342.3, 344.3), (HEH, 341.4, 347.1),
        (FATHA, 335.6, 337.6), (BEH, 332.6, 341.7),
    )  # fmt: skip
    spaces = [False, False, False, True, False, True, False]
    assert _seated(glyphs, spaces) == JEEM + THAL + FATHA + HEH + FATHA + BEH + FATHA


def test_harakat_of_two_letters_drawn_together_are_each_their_own_letter_s() -> None:
    """ "إِلَى" in Scheherazade: the alef, then the lam's fatha, the alef's kasra and its
    hamza below, then the lam. Read as one run, the three marks all went on the lam."""
    glyphs = _arabic(
        (REH, 318.8, 322.2), (ALEF, 315.0, 316.5), (FATHA, 313.0, 314.7),
        (KASRA, 314.7, 316.4), (HAMZA_BELOW, 314.7, 316.3), (LAM, 312.8, 315.0),
        (MAKSURA, 308.0, 313.5),
    )  # fmt: skip
    assert _seated(glyphs, [False] * 7) == REH + ALEF + KASRA + HAMZA_BELOW + LAM + FATHA + MAKSURA


def test_a_haraka_touching_the_letter_before_it_goes_to_the_letter_under_it() -> None:
    """Scheherazade's "لِيَشْتَرِيَ": the lam's kasra, given after a yeh it touches, stands
    over the lam, which PDFium gives three glyphs later: it is the lam's, not the yeh's
    (only a point over the very next letter's edge stays, as a holam does)."""
    glyphs = _arabic(
        (YEH, 249.8, 252.4), (KASRA, 251.8, 253.5), (ALEF, 262.2, 264.5),
        (HAH, 256.6, 262.2), (LAM, 251.7, 253.8),
    )  # fmt: skip
    assert _seated(glyphs, [False] * 5) == YEH + ALEF + HAH + LAM + KASRA


def test_a_letter_keeps_its_space_and_takes_its_haraka_s() -> None:
    """Spaces after harakat are seated: a kasra given long before its alef moved to it,
    and the alef, after a space, kept its own (given the kasra's, "التَّاجِرُإِلَى" read
    as one word); a kasra given after a word's space moves to its feh and the feh takes
    the space ("فِي")."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    glyphs = _arabic(
        (HAH, 318.0, 322.0), (KASRA, 302.6, 304.6), (REH, 307.0, 311.8),
        (ALEF, 302.0, 304.8), (KASRA, 260.0, 262.0), (FEH, 258.4, 263.1),
    )  # fmt: skip
    chars = "".join(g[0] for g in glyphs)
    boxes = np.array([g[1:] for g in glyphs], dtype=np.float64)
    spaces = np.array([False, False, False, True, True, False])
    seated = _seat_marks(chars, boxes, None, lambda k: tuple(boxes[k].tolist()), spaces)
    assert seated is not None
    order, seated_spaces = seated
    assert "".join(chars[k] for k in order) == HAH + REH + ALEF + KASRA + FEH + KASRA
    assert seated_spaces.tolist() == [False, False, True, False, True, False]


def test_a_mark_seated_from_afar_goes_after_its_letter_s_own_marks() -> None:
    """XeLaTeX's Noto Serif Church Slavonic "и҆̀мъ": the psili drawn after the и, an acute
    of another line between, then the grave over the и. Seated apart (the acute a run of
    its own), the grave was put right after its letter, before the psili ("ѝ҆мъ"): it
    goes after the marks drawn after the letter. (A guard of the rule above: read as one
    run, as before it, the three marks kept this order too.)"""
    i, psili, acute, grave, em = "\u0438", "\u0486", "\u0301", "\u0300", "\u043c"
    glyphs = [
        ("\u043d", 104.0, 532.7, 110.0, 547.33),  # the acute's letter, on another line
        (i, 173.64, 530.08, 181.15, 544.71),
        (psili, 176.78, 530.08, 178.05, 544.71),
        (acute, 105.03, 542.51, 107.14, 544.37),
        (grave, 176.35, 542.51, 178.47, 544.37),
        (em, 181.15, 530.08, 189.74, 544.71),
    ]
    spaces = [False, False, False, True, True, False]
    assert _seated(glyphs, spaces) == "\u043d" + acute + i + psili + grave + em


def test_points_far_from_the_letter_before_them_are_seated_on_the_letter_under_them() -> None:
    """LuaLaTeX's Noto Serif Hebrew "הַגַּן": PDFium gives the gimel's patah and dagesh (an
    ActualText of their own) after the next word's letters, a space before them, far
    from the lamed before them and over no letter after them. Left there, they were read
    as a word of their own ("הַג ַּן"): a run of points standing more than its height from
    the right-to-left letter before it is seated on the letter under its ink. (Boxes
    measured in round 57's probe of pages set by TeX.)"""
    gimel, he, lamed, patah, dagesh, bet = (
        "\u05d2",
        "\u05d4",
        "\u05dc",
        "\u05b7",
        "\u05bc",
        "\u05d1",
    )
    glyphs = [
        (gimel, 267.86, 530.3, 271.98, 540.72),
        (he, 271.98, 530.3, 278.58, 540.72),
        (lamed, 335.95, 530.3, 341.43, 543.0),
        (patah, 268.88, 531.81, 270.13, 537.08),
        (dagesh, 270.13, 531.81, 271.37, 537.08),
        (bet, 255.95, 530.3, 261.83, 540.72),
    ]
    spaces = [False, False, False, True, False, True]
    assert _seated(glyphs, spaces) == gimel + patah + dagesh + he + lamed + bet


def test_a_point_with_its_letter_s_very_box_goes_after_it() -> None:
    """XeLaTeX's Frank Ruehl "הַיְּלָדִים": the yod with its dagesh is one glyph (U+FB39),
    which PDFium decomposes and gives dagesh first, both with the glyph's box, after the
    he's patah and a space. In one run with the patah, the dagesh went on the he ("הַּיְ"):
    a run of marks with the very box of the right-to-left letter after it is that
    letter's. (Boxes measured in round 57's probe of pages set by TeX.)"""
    he, patah, dagesh, yod, sheva, lamed = (
        "\u05d4", "\u05b7", "\u05bc", "\u05d9", "\u05b0", "\u05dc"
    )  # fmt: skip
    glyphs = [
        (he, 346.32, 530.0, 351.57, 541.9),
        (patah, 347.88, 532.13, 349.68, 532.67),
        (dagesh, 343.34, 530.0, 346.32, 541.9),
        (yod, 343.34, 530.0, 346.32, 541.9),
        (sheva, 344.48, 530.94, 345.20, 532.76),
        (lamed, 338.46, 530.0, 343.34, 541.9),
    ]
    spaces = [False, False, True, False, False, True]
    assert _seated(glyphs, spaces) == he + patah + yod + sheva + dagesh + lamed


def test_a_word_space_between_two_right_to_left_runs_of_a_line() -> None:
    """XeTeX's Noto Naskh Arabic: PDFium gives a line in pieces, and the one word space
    between two of them (2.4 points) is 0.11 of the runs' tall boxes (21.8 points):
    "الصَّبَاحِلِيَشْتَرِيَ" read as one word. Between right-to-left runs, whose letters'
    loose boxes touch inside a word, such a gap is a word space; between left-to-right
    runs it stays under the word gap (kerning, an italic correction)."""
    from citeproof.sources.pdf._layout import Run, line_parts

    def joined(first: Run, second: Run) -> str:
        return "".join(p if isinstance(p, str) else p.text for p in line_parts([first, second]))

    right = Run("\u0627\u062d", 222.3, 523.9, 240.0, 545.7, rtl=True)
    left = Run("\u0644\u0650\u064a", 200.0, 523.9, 219.9, 545.7, rtl=True)
    assert joined(right, left) == "\u0627\u062d \u0644\u0650\u064a"
    touching = Run("\u0644\u0650\u064a", 200.0, 523.9, 222.3, 545.7, rtl=True)
    assert joined(right, touching) == "\u0627\u062d\u0644\u0650\u064a"
    latin = Run("fi", 200.0, 523.9, 219.9, 545.7), Run("nd", 222.3, 523.9, 240.0, 545.7)
    assert joined(*latin) == "find"


def test_a_space_glyph_inside_the_letter_before_it_is_no_space() -> None:
    """Scheherazade's zero-width non-joiner in "می‌روند", as XeTeX's text layer gives it:
    a space glyph 2.7 points wide lying within the yeh's box (loose boxes measured in
    round 58's probe). It separates no words: read as a space, "می روند" confirmed no
    quote of the word. A space in the gap between two words stays."""
    import numpy as np

    from citeproof.sources.pdf._extract import _spaces_inside_letters

    text = "\u0627 \u0645\u06cc \u0631\u0648"  # alef, space, meem, yeh, "space", reh, waw
    space = np.array([char == " " for char in text])
    index = np.flatnonzero(~space)
    chars = "".join(text[k] for k in index.tolist())
    boxes = np.array(
        [[349.9, 514.2, 352.2, 529.6], [343.8, 514.2, 347.2, 529.6],
         [338.9, 514.2, 344.5, 529.6], [335.5, 514.2, 338.9, 529.6],
         [332.6, 514.2, 336.1, 529.6]]
    )  # fmt: skip
    drawn = {1: [349.9, 519.7, 349.9, 519.7], 4: [338.9, 519.7, 341.6, 519.8]}

    def boxes_of(at: list[int]) -> object:
        return np.array([drawn[k] for k in at])

    kept = _spaces_inside_letters(space, index, boxes, chars, boxes_of)
    assert kept.tolist() == [False, True, False, False, False, False, False]
    # A turned page's word space shares its letter's x, not its y (a review's finding).
    drawn[4] = [338.9, 529.6, 341.6, 532.3]
    kept = _spaces_inside_letters(space, index, boxes, chars, boxes_of)
    assert kept.tolist() == space.tolist()


OMEGA, PSILI, ACUTE = "\u047b", "\u0486", "\u0301"  # round omega, psili, acute
TE, IE, EN, ON = "\u0442", "\u0435", "\u043d", "\u043e"


def test_a_psili_at_its_vowel_s_edge_is_the_vowel_s() -> None:
    """XeLaTeX's Noto Serif "ѻ҆те́цъ": the psili drawn after the ѻ at its right edge, its
    middle 0.05 points past the ѻ's loose box, over the т's: it went on the т ("ѻт҆е́цъ").
    A mark right after its letter is the letter's within a tenth of its own width
    past the letter's edge (loose boxes measured in round 58's probe)."""
    glyphs = [
        (OMEGA, 159.4, 516.0, 166.3, 530.0),
        (PSILI, 165.7, 525.3, 167.0, 527.3),
        (TE, 166.3, 516.0, 172.3, 530.0),
        (IE, 172.3, 516.0, 178.1, 530.0),
    ]
    assert _seated(glyphs, [False] * 4) == OMEGA + PSILI + TE + IE


def test_an_acute_stacked_on_a_psili_goes_to_the_psili_s_letter() -> None:
    """XeLaTeX's Noto Serif "ѻ҆́ное": the psili at the ѻ's right edge, the acute drawn
    after the line beside and over it, most of its ink over the н: it went on the н
    ("ѻ҆н́ое"). A mark drawn from afar stacked on a mark over its letter is that
    letter's."""
    glyphs = [
        (OMEGA, 112.1, 530.0, 119.0, 545.0),
        (PSILI, 118.4, 539.9, 119.7, 541.9),
        (EN, 119.0, 530.0, 126.5, 545.0),
        (ON, 126.5, 530.0, 132.8, 545.0),
        (IE, 132.8, 530.0, 138.7, 545.0),
        (ACUTE, 118.4, 542.5, 120.5, 544.4),
    ]
    assert _seated(glyphs, [False] * 6) == OMEGA + PSILI + ACUTE + EN + ON + IE
    # Not stacked (standing beside the psili, level with it): the letter under its ink.
    level = [*glyphs[:5], (ACUTE, 120.0, 539.9, 122.1, 541.9)]
    assert _seated(level, [False] * 6) == OMEGA + PSILI + EN + ACUTE + ON + IE


def test_a_mark_is_not_stacked_on_a_mark_of_another_line() -> None:
    """Chromium's Libertine in NFD (browser-printed): the marks' inks are tall, and a
    circumflex over no letter of its line stood less than such a height over a hook above
    of the line below: it went to that line's ``o`` ("no n ̂ g dân" for "nông dân")."""
    o, hook, n, circumflex = "o", "\u0309", "n", "\u0302"
    glyphs = [
        (o, 136.3, 624.1, 141.9, 635.2),
        (hook, 139.9, 626.8, 141.4, 635.2),
        (n, 141.9, 624.1, 147.0, 635.2),
        ("a", 130.0, 640.0, 136.0, 652.0),  # the line above
        (circumflex, 140.6, 641.8, 143.0, 649.2),
    ]
    assert _seated(glyphs, [False] * 5) == o + hook + n + "a" + circumflex


def test_a_mark_reaching_out_of_its_letter_is_judged_by_its_ink() -> None:
    """XeLaTeX's Old Standard "ст҃ꙋ́ю": the acute over the ꙋ drawn after the ю, its loose
    box running on to its origin inside the ю, so its middle stood over the ю ("ст҃ꙋю́").
    Its ink stands over the ꙋ's right part: it is the ꙋ's."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    uk, yu, acute = "\ua64b", "\u044e", "\u0301"
    chars = uk + yu + acute
    boxes = np.array(
        [[355.9, 526.0, 361.3, 541.0], [361.3, 526.0, 368.5, 541.0], [359.9, 531.5, 363.0, 542.5]]
    )
    inks = {2: (359.9, 539.7, 361.8, 541.7)}
    seated = _seat_marks(chars, boxes, None, lambda k: inks.get(k, tuple(boxes[k].tolist())))
    assert seated is not None
    assert "".join(chars[k] for k in seated[0]) == uk + acute + yu


def test_a_mark_on_a_raised_baseline_stays_in_its_letter_s_run() -> None:
    """LuaLaTeX's Noto Serif "свѣ́тъ": the acute drawn on a baseline of its own, 2.4 points
    over its letter's (loose boxes as PDFium gives them). Seated at no width on the ѣ's
    edge but keeping its raised bottom, it broke the run, and the line read it at the next
    run's edge ("свѣтъ ... мⷭ ́ ҇цъ"): a seated mark takes its letter's bottom."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks
    from citeproof.sources.pdf._glyphs import upright_runs

    es, ve, yat, te, hard = "\u0441", "\u0432", "\u0463", "\u0442", "\u044a"
    chars = es + ve + yat + ACUTE + te + hard
    boxes = np.array(
        [[51.0, 514.2, 56.4, 525.1], [56.4, 514.2, 62.9, 525.1], [62.9, 514.2, 69.4, 525.2],
         [65.5, 516.6, 68.8, 527.7], [69.4, 514.2, 75.3, 525.1], [75.3, 514.2, 83.0, 525.1]]
    )  # fmt: skip
    spaces = np.zeros(6, dtype=bool)
    _seat_marks(chars, boxes, None, lambda k: tuple(boxes[k].tolist()), spaces)
    runs = upright_runs(chars, boxes, spaces, np.zeros(6, dtype=bool))
    assert [run.text for run in runs] == [es + ve + yat + ACUTE + te + hard]


def test_a_point_after_a_point_is_seated_by_its_ink() -> None:
    """A review's finding: "שָׁל" with the qamats and the shin dot at no width on the shin's
    left edge, the dot's ink over the shin. Asked for the letter after it first (the
    guard for logical order looking at the qamats before it, no letter), the dot went on
    the lamed ("שָלׁ")."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    shin, qamats, dot, lamed = "\u05e9", "\u05b8", "\u05c1", "\u05dc"
    chars = shin + qamats + dot + lamed
    boxes = np.array(
        [[10.0, 0.0, 20.0, 12.0], [9.99, -3.0, 9.99, 0.0], [9.99, 10.0, 9.99, 13.0],
         [0.0, 0.0, 10.0, 12.0]]
    )  # fmt: skip
    inks = {1: (13.0, -3.0, 16.0, 0.0), 2: (18.0, 10.0, 19.5, 13.0)}
    seated = _seat_marks(chars, boxes, None, lambda k: inks.get(k, tuple(boxes[k].tolist())))
    order = list(range(4)) if seated is None else seated[0]
    assert "".join(chars[k] for k in order) == shin + qamats + dot + lamed


#: "הָאִכָּר זָרַע חִ" as LuaTeX draws it in Ezra SIL and PDFium gives it, points seated
#: (round 58's probe): each glyph's box x0, x1 (every one 49.1 to 57.7 high), and whether
#: PDFium infers a space before it. LuaTeX draws the line left to right; PDFium reverses
#: its text objects' order, not the letters inside one: "הָאִ", the kaf's ActualText,
#: then "חִ" and "זָרַע" with the resh ending "הָאִכָּר".
LUATEX_EZRA = [
    ("\u05d0", 341.0, 346.3, False), ("\u05b4", 343.2, 344.0, False),
    ("\u05d4", 346.3, 352.4, False), ("\u05b8", 348.1, 350.0, False),
    ("\u05db", 335.1, 340.5, True), ("\u05bc", 335.1, 335.1, False),
    ("\u05b8", 335.1, 335.1, False),
    ("\u05d7", 302.4, 308.5, True), ("\u05b4", 304.8, 305.6, False),
    ("\u05e2", 311.5, 316.8, False), ("\u05e8", 316.8, 322.9, False),
    ("\u05b7", 320.1, 322.1, False), ("\u05d6", 322.9, 326.0, False),
    ("\u05b8", 323.1, 325.1, False), ("\u05e8", 329.1, 335.1, False),
]  # fmt: skip


def _built(
    glyphs: list[tuple[str, float, float, bool]], order: list[int], spaces: list[bool]
) -> str:
    builder = RunBuilder()
    for k, space in zip(order, spaces, strict=True):
        char, x0, x1, _ = glyphs[k]
        if space:
            builder.space()
        builder.add(char, x0, 49.1, x1, 57.7, (x0, 49.1, x1, 57.7))
    return " | ".join(run.text for run in builder.runs())


def test_right_to_left_letters_given_left_to_right_are_put_in_order() -> None:
    """LuaLaTeX's pointed Hebrew read "הָ כָּ אִ ר" for "הָאִכָּר": a stretch of a line's
    right-to-left letters given partly left to right (a letter right of the one before
    it, touching it) is put in the order of its boxes, the spaces PDFium inferred
    between its text objects weighed again."""
    import numpy as np

    from citeproof.sources.pdf._extract import _rtl_given_left_to_right

    chars = "".join(g[0] for g in LUATEX_EZRA)
    boxes = np.array([(g[1], 49.1, g[2], 57.7) for g in LUATEX_EZRA], dtype=np.float64)
    spaces = np.array([g[3] for g in LUATEX_EZRA], dtype=bool)
    said = unicodedata.normalize("NFC", "הָאִכָּר זָרַע חִ")
    read = _built(LUATEX_EZRA, list(range(len(chars))), spaces.tolist())
    assert unicodedata.normalize("NFC", read) != said
    visual = _rtl_given_left_to_right(chars, boxes, spaces)
    assert visual is not None
    order, kept = visual
    assert unicodedata.normalize("NFC", _built(LUATEX_EZRA, order, kept.tolist())) == said


def test_right_to_left_words_set_left_to_right_stay_as_given() -> None:
    """fontbook's Arabic letters in a French line, each a word, set left to right as
    typed ("ؠ ء آ أ ؤ"): no letter touches the one before it, so they stay in their order."""
    import numpy as np

    from citeproof.sources.pdf._extract import _rtl_given_left_to_right

    chars = "\u0620\u0621\u0622\u0623\u0624"
    boxes = np.array([(100.0 + 8 * k, 500.0, 104.0 + 8 * k, 510.0) for k in range(5)])
    spaces = np.array([False] + [True] * 4)
    assert _rtl_given_left_to_right(chars, boxes, spaces) is None


def test_a_span_read_again_reversed_is_dropped() -> None:
    """LuaLaTeX's vowelled Scheherazade: PDFium reads the ActualText of "سُّ" (a seen, its
    shadda and damma: one span, the letter and the marks' glyph two text objects) at the
    letter as "سُّ" and again at the marks' glyph, reversed with its right-to-left
    stretch, as "ُّس". Taken for another cluster, it was kept: "السُّسُّوقِ"."""
    from citeproof.sources.pdf._pieces import _read_again

    chars = "\u0633\u0651\u064f\u0648\u064f\u0651\u0633"
    assert _read_again(chars, [4, 5, 6], [0, 1, 2])
    assert _read_again(chars, [0, 1, 2], [0, 1, 2])
    assert not _read_again(chars, [3], [0])


def test_the_pieces_of_a_pointed_letter_are_all_found() -> None:
    """LuaLaTeX's Frank Ruehl "הַיְּ" as PDFium gives it: the he's patah and the he
    (ordinary glyphs), and the yod's ActualText "יְּ" in pieces, the he between the yod
    and its dagesh and sheva (loose boxes measured in round 58's probe, each piece its
    share of the span's ink, 530.9 to 539.2 high; the he's 531.4 to 540.0: under 5%
    apart). Asked by height alone, no piece was found and the yod kept 0.7 points of
    ink ("הַיְּ לָדִים"); asked from the marks and their neighbours, all three are."""
    import numpy as np

    from citeproof.sources.pdf._pieces import _find_pieces, _first_asked

    chars = "\u05b7\u05d9\u05d4\u05bc\u05b0\u05b7\u05d4"  # then the next word's "הַ"
    boxes = np.array(
        [[347.9, 531.4, 349.7, 540.0], [345.3, 530.9, 346.0, 539.2],
         [346.3, 531.4, 351.6, 540.0], [343.8, 530.9, 344.5, 539.2],
         [344.5, 530.9, 345.3, 539.2], [283.6, 531.4, 285.4, 540.0],
         [282.0, 531.4, 287.3, 540.0]]
    )  # fmt: skip
    spans = {1, 3, 4}  # the yod's pieces
    assert _find_pieces(_first_asked(chars, boxes), spans.__contains__, len(chars)) == spans


def test_a_holam_given_before_its_vav_left_to_right_goes_after_it() -> None:
    """LuaLaTeX's Noto Serif Hebrew "דוֹל" of "הַגָּדוֹל", given left to right: the lamed,
    the holam (at the vav's top left, reaching over the lamed's right edge), the vav, the
    dalet (loose boxes measured in round 58's probe). Seated where it was drawn, after
    the lamed its middle stands over, it was read "הַגָּדולֹ": a Hebrew point over the
    letter before it that reaches into the letter after it, right of that one, is the
    letter after it's."""
    lamed, holam, vav, dalet = "\u05dc", "\u05b9", "\u05d5", "\u05d3"
    glyphs = [
        (lamed, 136.4, 533.2, 141.9, 543.0),
        (holam, 140.7, 533.3, 142.1, 541.6),
        (vav, 141.7, 533.2, 145.2, 540.5),
        (dalet, 145.2, 533.2, 150.6, 540.5),
    ]
    assert _seated(glyphs, [False] * 4) == lamed + vav + holam + dalet


def test_a_piece_s_mark_of_no_width_inside_its_letter_stays_in_the_word() -> None:
    """LuaLaTeX's Noto Serif Hebrew "בֹּקֶר": the holam and dagesh of the bet are a span of
    their own, read as pieces (the holam with the span's pen box, the dagesh at no width
    at its end, both with the span's lowered box), inside the bet drawn before them
    (boxes measured in round 58's probe). The dagesh, touching nothing, was measured as
    a glyph and its lowered box started a run: "בֹּ קֶר"."""
    from citeproof.sources.pdf._layout import Line, _in_line_order

    builder = RunBuilder()
    glyphs = [
        ("\u05d1", 250.1, 533.3, 255.9, 540.5), ("\u05b9", 249.8, 530.6, 253.1, 541.6),
        ("\u05bc", 253.1, 530.6, 253.1, 541.6), ("\u05e7", 243.9, 530.7, 250.1, 540.5),
        ("\u05b6", 245.8, 530.3, 248.5, 533.3), ("\u05e8", 238.6, 533.2, 243.9, 540.5),
    ]  # fmt: skip
    for char, x0, y0, x1, y1 in glyphs:
        builder.add(char, x0, y0, x1, y1, (x0, y0, x1, y1))
    line = Line(_in_line_order(builder.runs()))
    assert line.text() == "".join(g[0] for g in glyphs)


def test_a_font_with_no_ascent_is_boxed_from_its_baseline() -> None:
    """LuaTeX writes Noto Naskh Arabic's ascent and descent as 1 and 0 thousandths, and
    PDFium boxes such a font's glyphs by their ink: each kasra under its letter was read
    as a line of its own. Here DejaVu Sans with its font descriptor's ascent and descent
    set so, and a dot below (U+0323) drawn after the line under the "t" of "facilite":
    it was read on a line of its own. Boxed from their baselines, as a Type 3 font's
    glyphs are, the mark is seated on its letter."""
    import re

    assert DEJAVU.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVu", str(DEJAVU)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 200), invariant=1)
    page.setFont("DejaVu", 10)
    head, tail = "Une solution de facilit", "e consiste a utiliser une petite taille de gravure."
    page.drawString(40, 100, head + tail)
    page.drawString(40, 86, "The next line of the paragraph goes on below it.")
    page.drawString(40 + pdfmetrics.stringWidth(head, "DejaVu", 10), 100, "\u0323")
    page.showPage()
    page.save()
    data = re.sub(rb"/Ascent [-\d]+", b"/Ascent 1", out.getvalue())
    data = re.sub(rb"/Descent [-\d]+", b"/Descent 0", data)
    document = _read(data)
    said = head + "\u0323" + tail
    assert unicodedata.normalize("NFC", said) in unicodedata.normalize("NFC", document.text)
    assert document.text.count("\n") == 1


def _given_left_to_right(
    chars: str,
    xs: list[tuple[float, float]],
    spaces: list[int],
    inks: list[tuple[float, float]] | None = None,
) -> str:
    """The glyphs seated (:func:`_seat_marks`) and then put in order
    (:func:`_rtl_given_left_to_right`), a space shown as ``_``; boxes 0 to 10 high, their
    ink ``inks`` (x0 and x1; the boxes when not given)."""
    import numpy as np

    from citeproof.sources.pdf._extract import _rtl_given_left_to_right, _seat_marks

    boxes = np.array([[a, 0.0, b, 10.0] for a, b in xs])
    drawn = boxes.copy() if inks is None else np.array([[a, 0.0, b, 10.0] for a, b in inks])
    given = np.array(spaces, dtype=bool)
    seated = _seat_marks(chars, boxes, None, lambda k: tuple(drawn[k].tolist()), given)
    if seated is not None:
        order, given = seated
        chars, boxes = "".join(chars[k] for k in order), boxes[order]
    visual = _rtl_given_left_to_right(chars, boxes, given)
    order, shown = (list(range(len(chars))), given) if visual is None else visual
    return "".join(("_" if space else "") + chars[k] for k, space in zip(order, shown, strict=True))


def test_a_point_opening_the_page_is_seated_before_the_line_is_ordered() -> None:
    """A review's finding: LuaLaTeX's David CLM gives the patah of "הַיָּם" as the page's
    first glyph; left there, the sorted line read "היָּם" and a quote without the patah
    was confirmed. It is seated on the letter under its ink first."""
    patah, mem, yod, he = "\u05b7", "\u05dd", "\u05d9", "\u05d4"
    glyphs = patah + mem + yod + he
    assert _given_left_to_right(glyphs, [(26, 28), (12, 18), (18, 24), (24, 30)], [0] * 4) == (
        he + patah + yod + mem
    )


def test_a_space_inferred_inside_a_reordered_word_is_dropped() -> None:
    """A review's finding: Noto Sans Arabic's "الْحَمْدُ", a space PDFium inferred between
    the meem and the dal kept though their boxes overlap ("الْحَمْ دُ"): in a stretch put
    in order, the gap between two letters decides."""
    meem, dal, alef, lam = "\u0645", "\u062f", "\u0627", "\u0644"
    xs = [(45.9, 52.1), (40.6, 46.4), (20, 24), (24, 28)]
    assert _given_left_to_right(meem + dal + alef + lam, xs, [0, 1, 1, 0]) == (
        meem + dal + "_" + lam + alef
    )


def test_a_full_stop_given_after_its_stretch_stays_in_it() -> None:
    """A review's finding: Noto Naskh's full stop after "الْقِرَاءَةِ", given after the line's
    other words, stood at the line's end: a full stop within the stretch's letters is
    sorted with them."""
    teh, meem, beh = "\u062a", "\u0645", "\u0628"
    # the line right to left: teh meem (touching, given left to right), the stop, beh
    chars = meem + teh + beh + "."
    xs = [(30, 36), (36, 42), (10, 18), (28, 30)]
    assert _given_left_to_right(chars, xs, [0, 0, 1, 0]) == teh + meem + "._" + beh


def test_a_full_stop_opening_the_next_line_stays_on_its_line() -> None:
    """LuaLaTeX's David CLM gives a line left to right, its full stop first ("אֹתִי."):
    standing within the x of the line above, it was taken as that line's closing stop
    ("אֶחָד . ."), and only a stop on a stretch's own line is sorted with it."""
    bet, alef, yod, tav = "\u05d1", "\u05d0", "\u05d9", "\u05ea"
    chars = bet + alef + "." + yod + tav
    boxes = [(100.0, 20.0, 106.0, 30.0), (106.0, 20.0, 112.0, 30.0), (103.0, 0.0, 104.4, 1.5),
             (104.7, 0.0, 107.0, 10.0), (107.0, 0.0, 112.0, 10.0)]  # fmt: skip
    import numpy as np

    from citeproof.sources.pdf._extract import _rtl_given_left_to_right

    visual = _rtl_given_left_to_right(chars, np.array(boxes), np.zeros(5, dtype=bool))
    assert visual is not None
    assert "".join(chars[k] for k in visual[0]) == alef + bet + tav + yod + "."


def _ordered_by_ink(glyphs: list[tuple[str, float, float, float, float]], spaces: list[int]) -> str:
    """As :func:`_given_left_to_right`, each glyph given as its loose box's x0 and x1 and
    its ink's (boxes 0 to 10 high): PDFium's loose box of a mark starts at its pen."""
    chars = "".join(g[0] for g in glyphs)
    return _given_left_to_right(
        chars, [(g[1], g[2]) for g in glyphs], spaces, [(g[3], g[4]) for g in glyphs]
    )


SEEN = "\u0633"
DAL = "\u062f"


def test_a_point_given_before_its_letter_left_to_right_is_that_letter_s() -> None:
    """LuaLaTeX's Amiri, left to right, each fatha before its letter (HarfBuzz's visual
    order), measured in round 59's probe: the fatha of the lam in "جَلَسَ" has its pen
    (its loose box's start) over the seen before it, its ink over the lam, and went on
    the seen ("جَلسََ"); the fatha of the hah in "الحَدِيقَةِ" stands at the join with the
    dal before it, over both ("الحدَِيقَةِ"). A point before a letter it stands over, in a
    line given left to right, is that letter's; a point's place is its ink's."""
    word = [
        (FATHA, 339.6, 343.0, 340.8, 343.0), (SEEN, 335.5, 345.4, 336.0, 345.4),
        (FATHA, 343.3, 346.7, 344.4, 346.7), (LAM, 344.9, 347.0, 344.9, 347.0),
        (FATHA, 346.1, 349.5, 347.3, 349.5), (JEEM, 346.9, 352.4, 346.9, 351.8),
    ]  # fmt: skip
    assert _ordered_by_ink(word, [0] * 6) == JEEM + FATHA + LAM + FATHA + SEEN + FATHA
    assert _ordered_by_ink(AMIRI_JOINED, [0] * 6) == ALEF + LAM + HAH + FATHA + DAL + KASRA


#: "الحَدِيقَةِ"'s start as LuaLaTeX gives Amiri: left to right, each point before its letter
#: (loose x0 and x1, ink x0 and x1).
AMIRI_JOINED = [
    (KASRA, 285.6, 289.0, 286.8, 289.0), (DAL, 285.8, 290.2, 286.1, 290.2),
    (FATHA, 287.6, 291.0, 288.7, 291.0), (HAH, 289.7, 295.3, 289.7, 295.3),
    (LAM, 290.0, 295.7, 290.0, 292.6), (ALEF, 295.7, 297.6, 296.2, 297.2),
]  # fmt: skip


def test_a_point_after_its_letter_in_logical_order_keeps_it_at_a_join() -> None:
    """XeLaTeX's Amiri gives the same words right to left, each fatha after its letter:
    the hah's fatha, at the join with the dal after it, stays the hah's."""
    logical = AMIRI_JOINED[::-1]
    assert _ordered_by_ink(logical, [0] * 6) == ALEF + LAM + HAH + FATHA + DAL + KASRA


def test_a_ligature_s_letters_sharing_its_box_come_in_its_visual_order() -> None:
    """LuaLaTeX's KacstOne: the lam-alef of "الأطفال", one glyph, PDFium gives as "أل"
    with one box, in the visual order of the rest of the line: put in order with the
    later first ("األطفال" was read)."""
    hamza_alef, tah, feh = "\u0623", "\u0637", "\u0641"
    # visual, left to right: lam alef feh tah [alef-hamza lam] alef
    chars = LAM + ALEF + feh + tah + hamza_alef + LAM + ALEF
    xs = [(300, 302), (302, 304), (304, 307), (307, 310), (310, 314), (310, 314), (314, 316)]
    assert _given_left_to_right(chars, xs, [0] * 7) == (
        ALEF + LAM + hamza_alef + tah + feh + ALEF + LAM
    )


def test_a_span_s_pieces_come_in_its_actual_text_s_order() -> None:
    """LuaLaTeX's Nazli: the lam-alef with a fatha of "الأَطْفَالُ" is a span whose
    ActualText is "لأَ", which PDFium gives as "ألَ" (reversed with its right-to-left
    stretch); the pen's right half went to the alef, "األَطْفَالُ". The pieces follow
    the ActualText when they are its characters; and PDFium gives a UTF-16 ActualText
    as its bytes widened, BOM taken off."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    from citeproof.sources.pdf._pieces import _actual_texts, _in_actual_order

    hamza_alef = "\u0623"
    chars = hamza_alef + LAM + FATHA
    assert _in_actual_order(chars, [0, 1, 2], ("\x06D\x06#\x06N", LAM + hamza_alef + FATHA)) == [
        1, 0, 2,
    ]  # fmt: skip
    assert _in_actual_order(chars, [0, 1, 2], (chars,)) == [0, 1, 2]
    assert _in_actual_order(chars, [0, 1, 2], ("xyz",)) == [0, 1, 2]
    assert _in_actual_order("fi", [0, 1], ("if",)) == [0, 1]  # left to right: as given

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(200, 100), invariant=1)
    said = LAM + hamza_alef + FATHA
    page._code.append("/Span <</ActualText <FEFF" + said.encode("utf-16-be").hex() + ">>> BDC")
    page.setFont("Helvetica", 10)
    page.drawString(20, 50, "x")
    page._code.append("EMC")
    page.showPage()
    page.save()
    import ctypes

    pdf = pdfium.PdfDocument(out.getvalue())
    drawn = pdf[0]
    read = []
    for k in range(pdfium_c.FPDFPage_CountObjects(drawn)):
        obj = pdfium_c.FPDFPage_GetObject(drawn, k)
        for m in range(pdfium_c.FPDFPageObj_CountMarks(obj)):
            mark = pdfium_c.FPDFPageObj_GetMark(obj, m)
            read.extend(_actual_texts(ctypes.cast(mark, ctypes.c_void_p).value or 0))
    assert said in read


def test_a_lam_alef_read_alef_first_is_put_lam_first() -> None:
    """XeTeX's text layer of Lateef's lam-alef says "ال" (one glyph, one box): "الأطفال"
    was read "األطفال". An alef joins no letter after it, so a ligature never starts with
    one: the two are swapped, the alef's marks kept after it; letters of two boxes, and
    a lam-alef read lam first, stand as given."""
    import numpy as np

    from citeproof.sources.pdf._extract import _lam_alef_in_order

    hamza_above = "\u0654"
    shared = [[10.0, 0.0, 14.0, 10.0]] * 3
    assert _lam_alef_in_order(ALEF + LAM, np.array(shared[:2])) == [1, 0]
    assert _lam_alef_in_order(ALEF + hamza_above + LAM, np.array(shared)) == [2, 0, 1]
    apart = np.array([[10.0, 0.0, 12.0, 10.0], [12.0, 0.0, 14.0, 10.0]])
    assert _lam_alef_in_order(ALEF + LAM, apart) is None
    assert _lam_alef_in_order(LAM + ALEF, np.array(shared[:2])) is None
    # a review's finding: PDFium reads the glyph ﷲ as "الله" in one box: no lam-alef
    assert _lam_alef_in_order(ALEF + LAM + LAM + HEH, np.array(shared * 2)) is None
    assert _lam_alef_in_order(BEH + ALEF + LAM, np.array(shared)) is None
    # a page opening with a lam still has its lam-alefs looked at
    opening = np.array([[0.0, 0.0, 4.0, 10.0], [4.0, 0.0, 8.0, 10.0], *shared[:2]])
    assert _lam_alef_in_order(LAM + BEH + ALEF + LAM, opening) == [0, 1, 3, 2]


def test_a_word_gap_of_kacstone_in_a_line_given_left_to_right() -> None:
    """LuaLaTeX's KacstOne: between "التَّاجِرُ" and "إِلَى" the reh and the alef stand 1.7
    points apart, 0.088 of their 19.4-point loose boxes (the font's ascent and descent
    are 1.76 em): under a tenth, "التَّاجِرُإِلَى" was read as one word. A word gap is
    0.08 of the boxes' height (0.07 split a word of LuaTeX's Miriam CLM, "וַיֹּאמֶר", a
    review's finding)."""
    reh = "\u0631"
    # visual, left to right: maksura, lam (touching: given left to right), the gap, reh
    chars = MAKSURA + LAM + reh
    xs = [(0.0, 4.0), (4.0, 6.0), (6.88, 10.0)]
    assert _given_left_to_right(chars, xs, [0, 0, 0]) == reh + "_" + LAM + MAKSURA
    xs = [(0.0, 4.0), (4.0, 6.0), (6.75, 10.0)]  # 0.075: none
    assert _given_left_to_right(chars, xs, [0, 0, 0]) == reh + LAM + MAKSURA


def test_a_space_inferred_between_two_joined_letters_is_none() -> None:
    """XeLaTeX's Amiri gives "الحَدِيقَةِ" in logical order with a space PDFium inferred
    after the hah, before its fatha: the dal after them overlaps the hah (they join), yet
    weighed against the run's own overlaps the gap looked wide, "الحَ دِيقَةِ". Between two
    right-to-left letters that overlap no space is read; between two apart it stays."""

    def read(dal_x: tuple[float, float]) -> str:
        builder = RunBuilder()
        for char, x0, x1 in [(ALEF, 295.7, 297.6), (LAM, 290.0, 295.7), (HAH, 289.7, 295.3)]:
            builder.add(char, x0, 526.6, x1, 544.8, (x0, 526.6, x1, 544.8))
        builder.space()
        builder.add(FATHA, 288.7, 527.5, 291.0, 546.5, (288.7, 527.5, 291.0, 546.5))
        builder.add(DAL, dal_x[0], 526.6, dal_x[1], 544.8, (dal_x[0], 526.6, dal_x[1], 544.8))
        return " | ".join(run.text for run in builder.runs())

    assert read((285.8, 290.2)) == ALEF + LAM + HAH + FATHA + DAL
    assert read((283.0, 287.4)) == ALEF + LAM + HAH + FATHA + " " + DAL


def test_a_piece_s_mark_at_its_letter_s_end_stays_there() -> None:
    """A review's finding: LuaLaTeX's KacstOne gives "ضِي" of "الْمَاضِي" as a span's pieces;
    _pieces sets the kasra at no width at the dad's left end, and PDFium's ink for it is
    its share of the span's (the middle third), left of the dad: judged by that ink it
    went on the yeh ("الْمَاضيِ"). A mark of no width keeps its box."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    dad, yeh = "\u0636", "\u064a"
    chars = ALEF + dad + KASRA + yeh
    boxes = np.array([
        [341.676, 509.3, 344.218, 520.7], [334.109, 509.3, 341.676, 520.7],
        [334.109, 509.3, 334.109, 520.7], [326.543, 509.3, 334.109, 520.7],
    ])  # fmt: skip
    inks = [(342.287, 509.3, 344.218, 520.7), (336.445, 509.3, 341.139, 520.7),
            (331.75, 509.3, 336.445, 520.7), (327.056, 509.3, 331.75, 520.7)]  # fmt: skip
    seated = _seat_marks(chars, boxes, None, lambda k: inks[k], np.zeros(4, dtype=bool))
    assert seated is None or "".join(chars[k] for k in seated[0]) == chars


def test_a_ligature_given_in_logical_order_stays_so() -> None:
    """A review's finding: XeLaTeX's KacstOne gives its ligatures "تى" and "لا" in logical
    order, one box for both letters, in a line put in order (a letter given left to
    right in it): reversed as LuaTeX's are, "حَتَّى" read "حَىتَّ". Only letters sharing a
    box whose neighbours were given left to right are reversed."""
    hah, beh, teh = "\u062d", "\u0628", "\u062a"
    chars = hah + beh + teh + MAKSURA + LAM + ALEF
    xs = [(330, 336), (336, 340), (322, 330), (322, 330), (314, 322), (314, 322)]
    assert _given_left_to_right(chars, xs, [0] * 6) == beh + hah + teh + MAKSURA + LAM + ALEF


def test_a_point_is_not_given_to_the_next_line_s_first_letter() -> None:
    """A review's finding: Amiri's loose boxes are taller than its lines are apart, and a
    line of "بِ" alone, as XeLaTeX gives it, had its kasra seated on the next line's first
    letter ("بمِِنَ"): a point goes to a letter of another line only when its ink stands on
    that line."""
    import numpy as np

    from citeproof.sources.pdf._extract import _rtl_given_left_to_right, _seat_marks

    meem, noon = "\u0645", "\u0646"
    # "بِ" on a line (boxes 500 to 520), then "مِنَ" on the next (485 to 505): in logical order
    chars = BEH + KASRA + meem + KASRA + noon + FATHA
    boxes = np.array([[300.0, 500.0, 306.0, 520.0], [300.0, 500.0, 303.0, 520.0],
                      [301.0, 485.0, 307.0, 505.0], [302.0, 485.0, 305.0, 505.0],
                      [296.0, 485.0, 301.0, 505.0], [296.5, 485.0, 299.0, 505.0]])  # fmt: skip
    inks = [(300.0, 508.0, 306.0, 513.0), (301.0, 505.5, 303.0, 507.0),
            (301.0, 490.0, 307.0, 496.0), (302.0, 487.0, 305.0, 488.5),
            (296.0, 490.0, 301.0, 496.0), (296.5, 498.0, 299.0, 499.5)]  # fmt: skip
    spaces = np.zeros(6, dtype=bool)
    seated = _seat_marks(chars, boxes, None, lambda k: inks[k], spaces)
    order = list(range(6)) if seated is None else seated[0]
    read = "".join(chars[k] for k in order)
    visual = _rtl_given_left_to_right(read, boxes[order], spaces)
    if visual is not None:
        read = "".join(read[k] for k in visual[0])
    assert read == chars


def test_a_point_is_not_given_to_a_letter_of_another_piece() -> None:
    """XeLaTeX's Scheherazade gives "إِلَّا" in pieces: an alef a word away, then the lam's
    fatha and shadda, then the lam-alef's alef, the lam later. The alef after the points
    stands right of the one before them, as in a line given left to right, yet the two do
    not touch: the points are not the alef's ("إِلاَّ"); they go to the lam under them (a
    probe of round 59's rules, "قَالَ الرَّجُلُ لِأَخِيهِ إِلَّا أَنْ"; boxes and ink measured)."""
    import numpy as np

    from citeproof.sources.pdf._extract import _seat_marks

    shadda, hamza = "\u0651", "\u0654"
    chars = ALEF + hamza + FATHA + shadda + ALEF + LAM
    boxes = np.array([
        [282.8, 527.75, 285.1, 543.19], [282.7, 528.4, 284.2, 543.8],
        [300.91, 529.29, 302.79, 544.72], [300.91, 529.29, 302.79, 544.72],
        [298.08, 527.75, 301.87, 543.19], [299.91, 527.75, 302.92, 543.19],
    ])  # fmt: skip
    inks = [(283.23, 533.29, 285.1, 538.65), (282.7, 539.0, 284.2, 541.0),
            (300.91, 540.17, 302.79, 543.06), (300.91, 540.17, 302.79, 543.06),
            (298.2, 533.29, 301.87, 539.25), (299.91, 533.28, 302.44, 539.49)]  # fmt: skip
    seated = _seat_marks(chars, boxes, None, lambda k: inks[k], np.zeros(6, dtype=bool))
    assert seated is not None
    assert "".join(chars[k] for k in seated[0]) == ALEF + hamza + ALEF + LAM + FATHA + shadda


def _read_both_ways(chars: str, boxes: list[list[float]], spaces: list[bool]) -> list[str]:
    """The runs' texts of glyphs read in bulk (``upright_runs``), checked to be
    RunBuilder's, glyph by glyph."""
    import numpy as np

    from citeproof.sources.pdf._glyphs import upright_runs

    n = len(chars)
    bulk = upright_runs(chars, np.array(boxes), np.array(spaces), np.zeros(n, dtype=bool))
    builder = RunBuilder()
    for k, char in enumerate(chars):
        if spaces[k] and k:
            builder.space()
        box = tuple(boxes[k])
        builder.add(char, *box, box)
    texts = [run.text for run in bulk]
    assert [run.text for run in builder.runs()] == texts
    return texts


def test_a_mark_a_tracking_step_after_its_letter_is_the_letter_s() -> None:
    """Round 60's probe: LuaTeX sets a letter-spaced Ponomar word's acute a tracking step
    after its ``е``, where PDFium infers a space, and "с м и р е́ н ъ" was read with a
    space before the acute (a mark after a space is the space's), so no quote of the word
    was confirmed. The letters stay apart (tracked as wide as words: the matcher's
    ``letterspacing`` reads them), the mark goes with its letter, in the bulk reading and
    in RunBuilder's alike (the mark's box seated on its letter's bottom, as
    ``_extract._seat_marks`` seats it)."""
    te, ie, tse = "\u0442", "\u0435", "\u0446"
    boxes = [[0.0, 0.0, 5.0, 10.0], [7.0, 0.0, 12.0, 10.0], [12.4, 0.0, 14.0, 11.0],
             [16.0, 0.0, 21.0, 10.0]]  # fmt: skip
    texts = _read_both_ways(te + ie + "\u0301" + tse, boxes, [False, True, True, True])
    assert texts == [f"{te} {ie}\u0301 {tse}"]


def test_a_mark_a_word_gap_after_a_letter_keeps_its_space() -> None:
    """Only a mark nearer its letter than a word gap is the letter's."""
    boxes = [[0.0, 0.0, 5.0, 10.0], [5.0, 0.0, 10.0, 10.0], [13.0, 0.0, 14.0, 11.0],
             [14.0, 0.0, 19.0, 10.0]]  # fmt: skip
    assert _read_both_ways("ab\u0301c", boxes, [False, False, True, False]) == ["ab \u0301c"]


def test_a_mark_written_alone_after_a_word_keeps_its_space() -> None:
    """A review's finding: a page writing a mark alone on a space ("The acute ́ and the
    grave") had it joined to the word before ("acuté"), and "The acuté and" was
    confirmed. Only a letter standing alone (a letter-spaced word's) takes the mark after
    a space."""
    boxes = [[0.0, 0.0, 5.0, 10.0], [5.0, 0.0, 10.0, 10.0], [10.0, 0.0, 15.0, 10.0],
             [16.0, 0.0, 18.0, 11.0]]  # fmt: skip
    texts = _read_both_ways("ute\u0301", boxes, [False, False, False, True])
    assert texts == ["ute \u0301"]


def test_a_mark_on_a_mark_over_a_word_s_letter_is_the_letter_s() -> None:
    """Menaion's "Гдⷭ҇ь" under XeTeX: the pokrytie seated at no width on the combining
    es over the д, a space PDFium inferred between the two marks (read "Гдⷭ ҇ь" once a
    mark after a space joined only a lone letter). A mark touching or overlapping the
    glyph before it is that letter's wherever the letter stands."""
    ghe, de, es, pokrytie, soft = "\u0413", "\u0434", "\u2ded", "\u0487", "\u044c"
    boxes = [[0.0, 0.0, 6.0, 10.0], [6.0, 0.0, 12.0, 10.0], [12.0, 0.0, 12.0, 11.0],
             [12.0, 0.0, 12.0, 11.0], [12.0, 0.0, 17.0, 10.0]]  # fmt: skip
    chars = ghe + de + es + pokrytie + soft
    assert _read_both_ways(chars, boxes, [False, False, False, True, False]) == [chars]


def test_a_mark_touching_a_word_s_last_letter_after_a_drawn_space_keeps_it() -> None:
    """A second review: in condensed type (letters overlapping by 1.2 points) a mark
    drawn after a space, touching the word's last letter, was joined to it ("acuté
    and"). Only a mark touching a mark before it is taken for a stacked mark."""
    boxes = [[3.8 * k, 0.0, 3.8 * k + 5.0, 10.0] for k in range(5)]
    end = boxes[-1][2]
    boxes.append([end - 0.5, 0.0, end + 2.5, 10.0])
    boxes += [[end + 6.0 + 3.8 * k, 0.0, end + 11.0 + 3.8 * k, 10.0] for k in range(3)]
    spaces = [False] * 5 + [True, True, False, False]
    texts = _read_both_ways("acute\u0301and", boxes, spaces)
    assert texts == ["acute \u0301 and"]
