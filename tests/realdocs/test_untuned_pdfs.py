"""PDFs nobody tuned the reading for (issue 20): the criterion on the held-out half.

Per document: read without error, the page count every reader reports, no altered quote
confirmed, no running head confirmed as text. Per half (pooled): genuine sentences not
confirmed at most :data:`~.untuned.UNCONFIRMED_SHARE` on the held-out half, and every
accented name the oracle reads confirmed. Both halves are tabled per package at the end
of the run; ``python -m tests.realdocs.report_untuned`` prints the same without pytest.
"""

from __future__ import annotations

import importlib.util
import shutil

import pytest

from ._run import Measured
from ._table import add_row
from .untuned import HALF_TABLE, TABLE, UNCONFIRMED_SHARE, half_rows, measure_untuned, row_cells
from .untuned_pdfs import HELD_OUT, PDFS, TUNING, half

if importlib.util.find_spec("pdfminer") is None or shutil.which("pdftotext") is None:
    pytest.fail("the PDF oracle needs pdfminer.six and poppler's pdftotext", pytrace=False)

_MEASURED: dict[str, Measured] = {}


def measured(name: str) -> Measured:
    if name not in _MEASURED:
        pdf = next(p for p in PDFS if p.name == name)
        _MEASURED[name] = measure_untuned(pdf)
        add_row(TABLE, row_cells(_MEASURED[name]))
        for row in half_rows(list(_MEASURED.values())):
            add_row(HALF_TABLE, {"key": f"{row['half']} {row['package']}", **row})
    return _MEASURED[name]


def test_the_set_is_new_and_split_by_package() -> None:
    from .pdfs import PACKAGES as REGRESSION

    packages = {pdf.package for pdf in PDFS}
    assert len(PDFS) >= 100
    assert len(packages) >= 8
    assert not packages & set(REGRESSION)
    assert not set(TUNING) & set(HELD_OUT)
    assert packages == set(TUNING) | set(HELD_OUT)
    tags = {tag for pdf in PDFS for tag in pdf.tags}
    assert {"line-numbers", "refcard", "accents", "legal", "thesis"} <= tags
    assert len({pdf.name for pdf in PDFS}) == len(PDFS)


@pytest.mark.parametrize("name", [p.name for p in PDFS])
def test_untuned_pdf(name: str) -> None:
    row = measured(name)
    assert row.result is not None, f"{name}: {row.problems}"
    assert row.result.pages == row.pdf.pages, row.problems
    assert not row.result.altered_confirmed, row.result.altered_examples


@pytest.mark.xfail(
    reason="issue 20 open. Round 60: letter-spaced words read as words (a new "
    "normalization, tried last), a mark after a space joined to a lone letter; the TeX "
    "probe grew by 11 fonts and 4 pages (406 -> 416/482); tuning unchanged 3,899/3,936, "
    "names 1,866/1,870; held-out measured once after, unchanged: 691/702, heads 0/16, "
    "names 197/207, altered 0/1,401. "
    "Round 59: Latin look-alikes folded on both sides (a new "
    "normalization), five more Arabic and Persian fonts in the TeX probe (255 -> 268/290), "
    "rules for right-to-left points, ligatures and word gaps from them; tuning unchanged "
    "3,899/3,936, names 1,866/1,870; held-out measured once after, unchanged: 691/702, "
    "heads 0/16, names 197/207, altered 0/1,401. "
    "Round 57, held-out renewal: texlive-fonts-extra-doc (Erlkonig's "
    "13 names, unmoved since round 52) joined the tuning half; 14 PDFs of six TeX Live "
    "packages never used (extra-utils, lang-arabic, -chinese, -cjk, -cyrillic, -japanese; "
    "-korean drew none) took its place, fixed before reading; first measured 691/702, heads 0/16, "
    "names 194/207, altered 0/1,401. Rules: a page repeating the one before is its copy "
    "(repetition counted once: Erlkonig read whole), right-to-left clusters as Chromium "
    "prints them, and a probe of XeLaTeX and LuaLaTeX pages (drop caps, marks drawn after "
    "their line, points given before their letters, U+034F before a letter invisible): "
    "tuning 3,896 -> 3,899/3,936, names 1,852 -> 1,866/1,870, heads 6/210, altered "
    "0/7,848; held-out measured once after: 691/702, heads 0/16, names 198/207, altered "
    "0/1,401. Round 56: margin notes read as notes (after the page's text, "
    "stepped over), a margin's stacks whole or not at all, and /ActualText spans read as "
    "their pens draw them (a browser-printed probe): tuning 3,773 -> 3,774/3,809 "
    "(11,824 -> 11,830/11,927 at 60 a document), heads 6/210, names 1,808/1,813, altered "
    "0/7,594; held-out measured once after, unchanged: 689/701, heads 0/16, names 210/223, "
    "altered 0/1,400. Round 55: three reading rules from the tuning half's prose misses "
    "(a glyph hanging below a line of words no longer draws the next line in; an italic f's "
    "overhang cut back to its pen so the space after it is read; two panels side by side on "
    "two grids read one after the other; a margin-notes rule withdrawn on review) and the "
    "oracle's free dashes: tuning 3,768 -> 3,773/3,809, "
    "heads 6/210, names 1,808/1,813, altered 0/7,594; held-out measured once after, "
    "unchanged: 689/701, heads 0/16, names 210/223, altered 0/1,400. "
    "Round 54: the accented-names oracle takes a name only where "
    "pdfminer's reading carries the same accents on the same letters (tuning names "
    "1,807/1,815 -> 1,808/1,813; 8 of 100,870 candidates dropped, each a reader disagreement "
    "but one); held-out measured once after, unchanged: 689/701, heads 0/16, names 210/223, "
    "altered 0/1,400. Round 53: 24 font manuals and specimens of 3 more packages "
    "(texlive-base, texlive-font-utils, texlive-xetex) and 3 of texlive-latex-recommended-doc "
    "joined the tuning half, fixed before read (287 PDFs): 292/300 at first, 296/300 after "
    "a long-s-t ligature folding to 'ſt' (not NFKC's 'st'), a composite font's glyph mapped to "
    "no character read U+FFFD (not the letter its glyph number is), a join a tenth of a "
    "height wide marked as a place a quote may have a space or none, and no oracle sentence "
    "holding U+FFFD; tuning 3,472/3,509 -> 3,768/3,809, heads 6/206 -> 6/210, names "
    "1,740/1,747 -> 1,808/1,815, altered 0/6,998 -> 0/7,595, the 263 earlier PDFs' misses "
    "unchanged; held-out measured once after, unchanged: 689/701 (1.3% judged absent, 3 told "
    "ONLY IN THE FURNITURE), heads 0/16, names 210/223 (fonts-extra 44/57), altered "
    "0/1,400. Round 52, held-out renewal: texlive-science-doc (its one "
    "accented name missed, 31/32, unmoved by twelve tuning rounds) moved to the tuning "
    "half; texlive-fonts-extra-doc (12 PDFs) and texlive-lang-english (11) took its place, "
    "fixed before reading. Held-out before: 742/749 (0.9%), heads 0/20, names 177/178, "
    "altered 0/1,497 (64 PDFs); renewed, first measured: 689/701 (1.7% not confirmed, "
    "1.4% judged absent: fonts-extra 122/127, lang-english 108/110), heads 0/16, names "
    "210/223 (fonts-extra 44/57: 13 of the misses in one document, yfonts-otf's "
    "Erlkonig, 0/13; not looked at), altered "
    "0/1,400 (66 PDFs); unchanged by the round's oracle rule (an accented name's quote "
    "keeps pdfminer's free-standing dashes: the retired miss was pdftotext's, which drops "
    "a line-ending ' -', 'písmeno značka v' for 'písmeno - značka v'; eltex 19/20 -> "
    "20/20; tuning, 263 PDFs at 15 sentences: 3,472/3,509, heads 6/206, names "
    "1,739 -> 1,740/1,747, altered 0/6,998). Before the renewal: held-out genuine "
    "sentences 742/749 confirmed (0.9% absent, within "
    "the goal of 1% since round 48's rules; was 739/749 before them, "
    "737/749 before XeTeX's reversed E was read in its "
    "place, 735/749 before tall brackets were read in their line, "
    "702/749 before issue 20's rules, 723/749 before the astral characters, "
    "sidebars, wrapped table cells, slanted words, card headings, font switches and roman "
    "line numbers), running "
    "heads 1/20 confirmed as text (the count now leaves out lines set as titles or said "
    "in any other line, and counts a slide's overlays as one page: was 1/22, 3/28); "
    "accented names 177/178. On the tuning half (695/705) the rest "
    "are a reference card's description column read by both oracle readers as one passage "
    "across rows (7 of 10), a space pdftotext reads after a subscript or before a closing "
    "quote mark, a body line read into the footnote under it, a PDB listing's columns, "
    "and a beamer frame title repeated over its overlays in the text's own size (2 heads). "
    "Widened after the held-out half was fixed (28 more tuning PDFs, 83 in all): 1,084/1,101 "
    "since a quote may have a space or none at a marked script change (1,078 before; "
    "held-out 732 -> 735); left there: logo fonts, TeX angle brackets without a ToUnicode, "
    "a table header repeated atop pages (2 heads). Widened again (26 PDFs of 6 more "
    "packages, 109 in all): 1,439/1,454 (a columns' first row kept from the page head, "
    "spaces at closing quote marks), "
    "heads 9/84, accented names 560/562 (cmex operators read as such). Third round: the "
    "109 at 1,443/1,454 and heads 2/60 (a table header that is also four tables' first "
    "row); 24 PDFs of 3 more packages (133 in all) 1,708/1,738, heads 4/76, names 773/782; "
    "left there: tables read row by row, outsized music glyphs, a cheat sheet's columns. "
    "Round 37: the 133 at 1,711/1,738 (a cheat sheet's columns, narrow spaces beside "
    "marks) and heads 2/74 (a head keeps one place: a table's row was no head); 24 PDFs "
    "of 5 more packages (157 in all) 1,996/2,029, heads 2/84, names 958/970; held-out "
    "unchanged at 739/749, 1/20, 177/178. Round 39: math italic gaps and nested quotation "
    "marks marked; 13 PDFs of 3 more packages (170 in all) 2,190/2,224, heads 0/86 (a head "
    "repeating a two-line title is the title's text), names 1,111/1,122; 20 PDFs of 5 "
    "more packages (190 in all) 2,454/2,490, heads 0/88, names 1,229/1,238 (none taken "
    "from a running head); held-out unchanged. Rounds 40-41: Texinfo manuals and a groff "
    "manual page of 6 more packages (198 in all) 2,574/2,610, heads 0/144, names "
    "1,234/1,243, every new one read right the first time; held-out unchanged. Round 47: a "
    "page head across its columns' gutter read alone, a head a column cut parted keyed as its "
    "whole row, a table's cells centred on each other read cell by cell: tuning (45 "
    "sentences a document) 6,601 -> 6,609/6,660; held-out unchanged. Round 48: 13 PDFs of 6 "
    "more packages (211 in all; refcard-macro cards, plain TeX math manuals, long LaTeX "
    "manuals) 7,007/7,064 before its rules, 7,013/7,064 after (ligatures named in object "
    "streams and at control codes, a paragraph's wide spaces lined up on two lines, a "
    "margin name beside a paragraph's first line under a listing), heads 0/166, names "
    "1,298/1,304; held-out 742/749, heads still 1/20 (maximabook), names 177/178. Tenth "
    "round: 6 long LaTeX manuals with book-class heads (texlive-latex-extra-doc, 217 in all) "
    "7,252/7,304, heads 2/184 -> 0/184 (a front matter's head with its roman page number "
    "on its line keyed as the body's); held-out unchanged. Eleventh round: 10 long "
    "pstricks, pictures, Czech, Slovak and OpTeX manuals (227 tuning PDFs) 7,696/7,754 at "
    "45 sentences before and after an edge row whose page number runs in step with the "
    "pages was made a head (section heads changing every page or two, read as text in 36 "
    "tuning PDFs before), heads 2/196 (a Slovak chapter's title and its contents entry the "
    "oracle takes for a head), names 1,474/1,480; held-out 742/749, heads 1/20 -> 0/20, "
    "names 177/178. Twelfth round: 15 TeX Live language manuals chosen for accented "
    "names (Turkish, Slovene, Dutch, Latin, Polish, French in Type 3 fonts, German, "
    "Spanish, Portuguese, Vietnamese, Sanskrit transliteration; 242 tuning PDFs) "
    "8,248/8,320 -> 8,249/8,320 at 45 sentences (a combining mark drawn over its letter "
    "left no space after it), heads 6/202, names 1,704/1,715 -> 1,708/1,715 (a table's "
    "entry numbers with a raised letter against them, 137a, no margin line numbers; an "
    "accent stacked over an accented letter composed with it, whose oracle quote keeps "
    "pdftotext's spacing grave, nāvádh`ītamastu, and stays unconfirmed); held-out "
    "unchanged at 742/749, 0/20, 177/178",
    strict=True,
)
@pytest.mark.parametrize("which", ["held-out"])
def test_held_out_criterion(which: str) -> None:
    rows = [measured(p.name) for p in PDFS if half(p) == which]
    results = [r.result for r in rows if r.result is not None]
    sentences = sum(r.sentences for r in results)
    confirmed = sum(r.confirmed for r in results)
    heads = [f"{r.pdf.name}: {q!r}" for r in rows if r.result for q in r.result.heads_examples]
    names = [f"{r.pdf.name}: {q!r}" for r in rows if r.result for q in r.result.accented_examples]
    missed = [
        f"{r.pdf.name}: {q!r}" for r in rows if r.result for q in r.result.unconfirmed_examples
    ]
    problems = []
    if sentences - confirmed > UNCONFIRMED_SHARE * sentences:
        problems.append(
            f"{sentences - confirmed} of {sentences} genuine not confirmed: {missed[:10]}"
        )
    if heads:
        problems.append(f"running heads confirmed as text: {heads[:10]}")
    if names:
        problems.append(f"accented names not confirmed: {names[:10]}")
    assert not problems, "\n".join(problems)
