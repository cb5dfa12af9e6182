"""Real scans with a known text (issue 26): how well OCR reads them, and what check says.

Every scan is a document of the PDF regression set (:mod:`tests.realdocs.pdfs`, a member of
a pinned package, fetched at test time, nothing committed) that reads as ``no_text_layer``
without OCR. Its *truth* is either a ground-truth file shipped beside it in the same package
(OCRmyPDF's ``linn.txt``, the text of ``linn.png``, which ``linn.pdf`` holds and ``skew.pdf``
holds turned by a few degrees), or sentences transcribed here by reading the rendered page
(public-domain printed pages: Huckleberry Finn, 1885; a US Senate document of 1871;
a typewritten aircraft service bulletin of 1974, its second page). A
transcription is ours, so it is committed; a shipped truth is fetched like the scan.

Measured per scan, OCR on (``--ocr auto``, tesseract at 300 dpi):

- **word accuracy**: 1 - the word-level edit distance between OCR's words and the truth's
  (case and punctuation folded), over the truth's word count; the reading order counts, so
  a two-column page read across its columns scores low even when every word is right;
- **words found**: the share of the truth's words that OCR has somewhere (order ignored);
- quotes: every plain sentence of the truth (:func:`~tests.realdocs.alterations.sentences`)
  as a genuine quote, and one one-word alteration of each (a word swapped, dropped, added, or
  a number changed): the genuine ones confirmed, the altered ones confirmed (must be none),
  and the near misses that carry the "scan is unclear" note (OCR unsure of the very words
  that differ).

Not in the table: OCRmyPDF's ``cardinal.pdf``, the LinnSequencer page in four
orientations, has a test of its own (each page reads like the upright one); pypdf's
``git.pdf`` is a logo (OCR finds no words: it stays ``no_text_layer`` even with OCR on).

``linn.txt`` is itself an OCR reading (it has ``0r defeated`` and bullets read as ``0``); its
sentences that are plain words are what the page says, so they serve as genuine quotes.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from rapidfuzz.distance import Levenshtein

from citeproof.service import check
from citeproof.sources import SourceRead, SourceReader
from citeproof.sources.ocr import UNSURE_CONFIDENCE, OcrOptions

from ._cache import Package, fetch_member
from .alterations import alter, sentences
from .pdfs import OCRMYPDF, PDF, PDFS

__all__ = ["SCANS", "TABLE", "Measured", "Scan", "measure", "word_accuracy"]

TABLE = "OCR on real scans (issue 26)"

#: One-word alterations only: each altered quote differs from the scan by one word.
ALTERATIONS = ("swap", "drop", "add", "number")

HUCK_FINN_C03_29 = """\
Chapter III.

WELL, I got a good going-over in the morning, from old Miss Watson, on account of my
clothes; but the widow she didn't scold, but only cleaned off the grease and clay and
looked so sorry that I thought I would behave a while if I could. Then Miss Watson
she took me in the closet and prayed, but nothing come of it. She told me to pray
every day, and whatever I asked for I would get it. But it warn't so. I tried it. Once
I got a fish-line, but no hooks. It warn't any good to me without hooks. I tried for
the hooks three or four times, but somehow I couldn't make it work. By-and-by, one
day, I asked Miss Watson to try for me, but she said I was a fool. She never told me
why, and I couldn't make it out no way.

MISS WATSON'S LECTURE.

I set down, one time, back in the woods, and had a long think about it. I
says to myself, if a body can get anything they pray for, why don't Deacon
Winn get back the money he lost on pork? Why can't the widow get back
her silver snuff-box that was stole? Why can't Miss Watson fat up? No, says
I to myself, there ain't nothing in it. I went and told the widow about it,
and she said the thing a body could get by praying for it was "spiritual gifts."
This was too many for me, but she told me what she meant—I must help
other people, and do everything I could for other people, and look out for them
all the time, and never think about myself. This was including Miss Watson,
"""

SENATE_DOC_1871 = """\
41st Congress, 3d Session. SENATE. Ex. Doc. No. 25.

MESSAGE OF THE PRESIDENT OF THE UNITED STATES, COMMUNICATING

A copy of regulations for the consular courts of the United States in Japan,
decreed and issued by the minister of the United States in that country.

January 27, 1871.—Read, referred to the Committee on Commerce, and ordered to be
printed.

To the Senate and House of Representatives:

I transmit herewith, for the consideration of Congress, a report from
the Secretary of State, and the papers which accompanied it, concerning
regulations for the consular courts of the United States in Japan.

U. S. GRANT.

Washington, January 27, 1871.

Department of State,

Washington, January 26, 1870.

The Secretary of State has the honor to submit herewith, for revision
by Congress, in conformity with the provisions of section 6 of the act
approved 22d of June, 1860, a copy of "regulations for the consular
courts of the United States in Japan," decreed and issued by C. E.
De Long, the minister of the United States in that country, in September,
1870; and also the papers mentioned in the subjoined list, which
contain suggestions on the subject thereof.

A copy of Article XXVI of the consular regulations is also submitted,
and the Secretary of State respectfully suggests, for the consideration
of Congress, the propriety of limiting the power of ministers to make
decrees and regulation, in the sense in which it is limited by paragraph
431 of the article before named—that is, "to acts necessary to organize
and give efficiency to the courts created by the act."

Respectfully submitted.

HAMILTON FISH.

The President.

List of accompanying papers.

1. Regulations for the consular courts of the United States in Japan.

2. Mr. Fish to Mr. De Long, September 10, 1870.
"""


@dataclass(frozen=True)
class Scan:
    """A scanned PDF of the regression set and where its truth comes from: a member of
    ``truth_package`` (``truth_member``, pinned by ``truth_sha256``) or ``transcribed``."""

    pdf: PDF
    how: str
    transcribed: str | None = None
    truth_package: Package | None = None
    truth_member: str | None = None
    truth_sha256: str | None = None
    #: Corrections of a shipped truth (regex, replacement), each checked on the page.
    fixes: tuple[tuple[str, str], ...] = ()
    #: Genuine quotes picked by hand beside the plain sentences (a passage whose quotation
    #: marks keep it out of those, say); each must stand in the truth.
    quotes: tuple[str, ...] = ()
    #: The one-based page the truth is of, when it is of one page only (accuracy is
    #: measured on that page's reading; quotes are checked against the whole document).
    page: int | None = None

    @property
    def name(self) -> str:
        return self.pdf.name

    def truth(self) -> str:
        if self.transcribed is not None:
            return self.transcribed
        assert self.truth_package is not None
        assert self.truth_member is not None
        path = fetch_member(self.truth_package, self.truth_member, self.truth_sha256)
        text = path.read_text("utf-8")
        for wrong, right in self.fixes:
            text = re.sub(wrong, right, text, flags=re.MULTILINE)
        return text


def _pdf(name: str) -> PDF:
    return next(pdf for pdf in PDFS if pdf.name == name)


#: Page 2 of pdfminer's ``175.pdf``: a typewritten aircraft service bulletin of 1974.
ACCESSORY_KIT_PAGE_2 = """\
ACCESSORY KIT NO. AK-120 A

Page 2 of 2

1. Main Gear

a. Refer to Section 4 (Wheels, Tire, and Brakes) of the Two-place Service Manual,
remove existing main gear tires and tubes, and install one (1) 6.00X6 Type III
4 ply tire and one (1) 6.00X6 tube on each main landing gear wheel. Two (2)
AN380-4-8 cotter pins are provided with this kit for safteying the axle nuts.

b. Inflate main gear tires to 19 psi.

2. Nose Gear

a. Refer to Section 4 (Wheels, Tire, and Brakes and Nose Landing Gear) of the
Two-place Service Manual and remove and discard the existing nose gear fork.
(NOTE: Retain the thrust bearing located between the strut swivel and the
existing nose gear fork.)

b. Apply general purpose grease per MIL-G-7711 or equivalent to the strut swivel,
place the thrust bearing in the 702067-501 extended fork, and install the
extended fork.

c. Apply general purpose grease per MIL-G-7711 or equivalent to the fork attach
hardware and assemble in the following order: one (1) 1.6 diameter flat washer;
two (2) Belleville washers (wider side of both washers to face up); two (2)
Belleville washers (wider side of both washers to face down); one (1) AN960-1016
washer; and, one (1) AN320-10 nut.

d. Tighten nut to produce friction of 10-13 lbs. force along axle center line.

e. Install one (1) MS24665-353 cotter pin (supplied in Accessory Kit) and recheck
friction per step d. if the AN320-10 nut was adjusted to allow cotter pin
insertion.

3. Remove and discard the existing tire pressure placard from the glove box door and
install the 804042-1 placard supplied in the Accessory Kit. (NOTE: Clean surface
thoroughly with isopropyl alcohol prior to installing placard.)

4. NOTE:

a. Check nose gear fork frequently and always maintain 10-13 lb. drag when fork
is rotated.

b. All wheels and tires are balanced to within 5 in. lbs. at the factory. It
is recommended that replacement tires be balanced to this specification to
prevent excessive vibrations in the gear assemblies.

5. This completes installation of the extended nose gear fork and 6.00X6 main gear
tires.
"""

#: OCR reads this date ``1360`` and is unsure of it (43%): the near miss is the scan's doubt.
CONGRESS_1860 = (
    "in conformity with the provisions of section 6 of the act approved 22d of June, 1860"
)

_LINN_TXT = "*/tests/resources/linn.txt"
_LINN_TXT_SHA256 = "18fbd25ca0fc7783f3b7f0e93e91e9408d2d517739f646fecbdf6209628204b1"

#: ``linn.txt`` is an OCR reading itself: where it differs from the page, the page wins.
#: Bullets it read as ``0`` start a paragraph of their own (a bullet is not a word).
_LINN_FIXES = (
    (r"^0 ", "\n"),
    (r"\b0r defeated", "or defeated"),
    (r"func-\ntion", "function"),
    ("\ufb01rst\u2018track", "first track"),
    (r"FOOTSWIT CH", "FOOTSWITCH"),
    (r"sequence-\u2014", "sequence\u2014"),
    (r"^EDI\]$", ""),
)

SCANS = (
    Scan(
        _pdf("ocrmypdf/linn"),
        "linn.txt (shipped)",
        None,
        OCRMYPDF,
        _LINN_TXT,
        _LINN_TXT_SHA256,
        _LINN_FIXES,
    ),
    Scan(
        _pdf("ocrmypdf/skew"),
        "linn.txt, page turned",
        None,
        OCRMYPDF,
        _LINN_TXT,
        _LINN_TXT_SHA256,
        _LINN_FIXES,
    ),
    Scan(_pdf("ocrmypdf/c03-29"), "transcribed", transcribed=HUCK_FINN_C03_29),
    Scan(
        _pdf("pikepdf/congress-scan"),
        "transcribed",
        transcribed=SENATE_DOC_1871,
        quotes=(CONGRESS_1860,),
    ),
    Scan(
        _pdf("pdfminer/175-scan"), "transcribed, page 2", transcribed=ACCESSORY_KIT_PAGE_2, page=2
    ),
)

_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> list[str]:
    """Words, case and punctuation folded (curly quotes, dashes and hyphens split)."""
    return _WORD.findall(text.casefold())


def word_accuracy(ocr: str, truth: str) -> tuple[float, float]:
    """(word accuracy in reading order, share of the truth's words found in any order)."""
    got, want = _words(ocr), _words(truth)
    accuracy = 1 - Levenshtein.distance(got, want) / len(want)
    pool: dict[str, int] = {}
    for word in got:
        pool[word] = pool.get(word, 0) + 1
    found = 0
    for word in want:
        if pool.get(word, 0):
            pool[word] -= 1
            found += 1
    return max(accuracy, 0.0), found / len(want)


@dataclass(frozen=True)
class Measured:
    """One scan measured: its reading, accuracy, and the quotes' outcome."""

    scan: Scan
    pages: int
    seconds: float
    words: int
    unsure_words: int
    accuracy: float
    found: float
    genuine: tuple[tuple[str, bool, bool], ...]  # quote, confirmed, unclear note
    altered: tuple[tuple[str, bool, bool], ...]

    @property
    def genuine_confirmed(self) -> int:
        return sum(confirmed for _, confirmed, _ in self.genuine)

    @property
    def altered_confirmed(self) -> int:
        return sum(confirmed for _, confirmed, _ in self.altered)

    @property
    def unclear(self) -> int:
        """Near misses (genuine or altered) that carry the "scan is unclear" note."""
        return sum(note for _, ok, note in self.genuine + self.altered if not ok)

    def cells(self) -> dict[str, object]:
        return {
            "scan": self.scan.name,
            "truth": self.scan.how,
            "pages": self.pages,
            "s/page": f"{self.seconds / self.pages:.1f}",
            "words": self.words,
            "unsure": self.unsure_words,
            "word acc.": f"{self.accuracy:.1%}",
            "found": f"{self.found:.1%}",
            "genuine confirmed": f"{self.genuine_confirmed}/{len(self.genuine)}",
            "altered confirmed": f"{self.altered_confirmed}/{len(self.altered)}",
            "unclear notes": self.unclear,
        }


def _quotes(truth: str, extra: tuple[str, ...] = (), seed: int = 26) -> tuple[list[str], list[str]]:
    """Plain sentences of the truth, and one one-word alteration of each. A sentence
    never runs from one paragraph (blank-line separated) into the next: a heading is not
    part of the sentence after it."""
    flat = " ".join(truth.split())
    genuine = [
        s
        for block in re.split(r"\n\s*\n", truth)
        for _, _, s in sentences(block, fewest=5, most=40)
        if flat.count(s) == 1
    ]
    for quote in extra:
        assert flat.count(quote) == 1, quote
        genuine.append(quote)
    vocabulary = sorted(set(re.findall(r"\b[a-z]{4,}\b", truth)))
    pick = random.Random(seed)
    altered = []
    for i, sentence in enumerate(genuine):
        for kind in ALTERATIONS[i % len(ALTERATIONS) :] + ALTERATIONS:
            quote = alter(sentence, kind, pick, vocabulary)
            if quote is not None and quote not in flat:
                altered.append(quote)
                break
    return genuine, altered


@cache
def read(scan: Scan) -> tuple[SourceRead, float]:
    """The scan read with OCR on (once per session), and the seconds it took."""
    import time

    data = fetch_member(scan.pdf.package, scan.pdf.member, scan.pdf.sha256).read_bytes()
    began = time.perf_counter()
    source = SourceReader(ocr=OcrOptions()).read_upload(data, scan.pdf.member.rsplit("/", 1)[-1])
    return source, time.perf_counter() - began


@cache
def measure(scan: Scan) -> Measured:
    """``scan`` read, compared with its truth, and checked against its quotes."""
    source, seconds = read(scan)
    document = source.document
    truth = scan.truth()
    read_text = document.text
    if scan.page is not None:
        bounds = (*document.page_starts, len(document.text))
        read_text = read_text[bounds[scan.page - 1] : bounds[scan.page]]
    accuracy, found = word_accuracy(read_text, truth)
    genuine, altered = _quotes(truth, scan.quotes)
    report = check(source, genuine + altered)

    def outcome(quote: str, result: object) -> tuple[str, bool, bool]:
        finding = result.finding  # type: ignore[attr-defined]
        warnings = result.warnings  # type: ignore[attr-defined]
        unclear = any(w.startswith("the scan is unclear") for w in warnings)
        return quote, bool(finding.verdict.confirmed), unclear

    results = [outcome(q, r) for q, r in zip(genuine + altered, report.results, strict=True)]
    return Measured(
        scan=scan,
        pages=len(document.page_starts),
        seconds=seconds,
        words=len(document.ocr_words),
        unsure_words=sum(c < UNSURE_CONFIDENCE for _, _, c in document.ocr_words),
        accuracy=accuracy,
        found=found,
        genuine=tuple(results[: len(genuine)]),
        altered=tuple(results[len(genuine) :]),
    )
