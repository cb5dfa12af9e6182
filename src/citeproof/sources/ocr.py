"""OCR for PDF pages without a text layer: tesseract through tesserocr (``citeproof[ocr]``).

A scanned court filing or archival record is a PDF of images; without OCR it can only be
``no_text_layer``. With it, each page that has no text (``auto``) or every page
(``always``) is rendered at :attr:`OcrOptions.dpi` and recognised; each recognised word
comes back with its box (in PDF points, so spans, pictures and highlights work as for a
text layer) and its confidence (0-100), and goes through the same layout as PDFium's
characters.

Why tesserocr rather than pytesseract (measured, ``bench/run.py ocr``): both read the
same 41 words of an A4 page at 300 dpi, but tesserocr calls libtesseract in this process
with the model loaded once, so a page costs the recognition only (529 ms, best of 3, one
thread), while pytesseract starts the ``tesseract`` program for every page and passes the
image as a file and the words back as TSV (924 ms: 1.7 times as long). tesserocr's
wheel also carries its own libtesseract, so the engine version is the wheel's, pinned
like any dependency, whatever the system has;
Debian's ``tesseract-ocr`` and ``tesseract-ocr-LANG`` packages give the trained data
(``$TESSDATA_PREFIX``, else Debian's folder).

Deterministic: one thread (``OMP_THREAD_LIMIT=1`` before tesseract loads), fixed
resolution, fixed page segmentation; the engine, its version, the languages and the
resolution are :meth:`OcrOptions.fingerprint`, which is part of the document cache's key
and of the document's metadata, so a changed engine or option is a new reading.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import ErrorCode, SourceError

__all__ = [
    "OCR_OFF",
    "SKEW_TOLERANCE",
    "OcrMode",
    "OcrOptions",
    "OcrWord",
    "available",
    "current_ocr",
    "engine_version",
    "recognise",
    "unclear_scan",
    "unsure_words",
    "using_ocr",
]

#: Debian's trained data for tesseract 5 (``tesseract-ocr-eng`` and the other packs).
DEBIAN_TESSDATA = Path("/usr/share/tesseract-ocr/5/tessdata")


class OcrMode(StrEnum):
    """When pages are recognised."""

    #: Pages without a text layer only (the default).
    AUTO = "auto"
    #: Every page, its text layer ignored (a bad OCR layer from a scanner, say).
    ALWAYS = "always"
    #: None: a page without text stays unread, a PDF without any is ``no_text_layer``.
    NEVER = "never"


#: Tesseract's model for a language tag's primary subtag (BCP 47, as a PDF's catalog
#: ``/Lang`` gives it): the languages of Debian's ``tesseract-ocr-*`` packages people scan.
TESSERACT_LANGUAGES = {
    "af": "afr", "ar": "ara", "bg": "bul", "ca": "cat", "cs": "ces", "cy": "cym",
    "da": "dan", "de": "deu", "el": "ell", "en": "eng", "es": "spa", "et": "est",
    "eu": "eus", "fa": "fas", "fi": "fin", "fr": "fra", "ga": "gle", "gl": "glg",
    "he": "heb", "hi": "hin", "hr": "hrv", "hu": "hun", "id": "ind", "is": "isl",
    "it": "ita", "ja": "jpn", "ko": "kor", "la": "lat", "lt": "lit", "lv": "lav",
    "nb": "nor", "nl": "nld", "nn": "nor", "no": "nor", "pl": "pol", "pt": "por",
    "ro": "ron", "ru": "rus", "sk": "slk", "sl": "slv", "sq": "sqi", "sr": "srp",
    "sv": "swe", "th": "tha", "tr": "tur", "uk": "ukr", "vi": "vie", "zh": "chi_sim",
}  # fmt: skip
#: Chinese written in traditional characters (``zh-Hant``, ``zh-TW``...).
_TRADITIONAL = ("hant", "tw", "hk", "mo")


@dataclass(frozen=True, slots=True)
class OcrOptions:
    """How pages are recognised: the mode, tesseract's languages (``deu+eng``), the dpi.

    With ``from_document``, a PDF whose catalog declares its language (``/Lang de-DE``) is
    read with that language's model and English (``deu+eng``) when the model is
    installed; ``languages`` is used otherwise (the command line's default when no
    ``--ocr-lang`` is given)."""

    mode: OcrMode = OcrMode.AUTO
    languages: str = "eng"
    dpi: int = 300
    from_document: bool = False

    def fingerprint(self) -> str:
        """What a reading with these options depends on before it is made (the cache
        key's part): the mode, and, unless OCR is off, whether the engine is installed,
        the languages and dpi (and the models installed, when the document's language may
        choose among them).

        Not the engine's version: asking it loads libtesseract (28 ms of every check of a
        cached document, most of which never needed OCR). A reading that recognised pages
        names the engine in its metadata (``ocr_engine``), and the reader takes such a
        kept reading only while that is still :func:`engine_version` (:func:`still_read`);
        one that recognised nothing did not depend on the engine. Whether it is installed
        is in the key: a scan kept unread for want of an engine is read once there is one.
        """
        if self.mode is OcrMode.NEVER:
            return "ocr never"
        languages = self.languages
        if self.from_document:
            languages += " or the document's among " + "+".join(installed_languages())
        engine = "installed" if installed() else "not installed"
        return f"ocr {self.mode} engine {engine} lang={languages} dpi={self.dpi}"

    def for_document(self, declared: str | None) -> OcrOptions:
        """These options for a document that declares the language ``declared`` (a BCP
        47 tag, or None): its model and English when ``from_document`` and the model is
        installed, else these languages. The result names its languages outright."""
        chosen = self.languages
        if self.from_document and declared:
            subtags = declared.strip().lower().replace("_", "-").split("-")
            model = TESSERACT_LANGUAGES.get(subtags[0])
            if model == "chi_sim" and any(t in _TRADITIONAL for t in subtags[1:]):
                model = "chi_tra"
            if model is not None and model in installed_languages():
                chosen = model if model == "eng" else f"{model}+eng"
        return replace(self, languages=chosen, from_document=False)

    def metadata(self) -> tuple[tuple[str, str], ...]:
        """The provenance a recognised document carries in its metadata."""
        return (
            ("ocr_engine", engine_version()),
            ("ocr_languages", self.languages),
            ("ocr_dpi", str(self.dpi)),
        )


#: A recognised word below this confidence (tesseract's 0-100) is one the scan leaves in
#: doubt: a near miss that differs only there is said to be unclear, never confirmed.
UNSURE_CONFIDENCE = 60.0


def unsure_words(
    text: str,
    words: tuple[tuple[int, int, float], ...],
    start: int,
    end: int,
    differing: list[str] | None,
) -> tuple[tuple[int, int, float], ...]:
    """The recognised words a near miss's differences lie in, when every one is unsure.

    ``start``/``end`` are the nearest passage; ``differing`` the source's side of each
    difference (None when one has no source side: words the quote adds are the quote's,
    not the scan's). Each must stand in the passage, covered by recognised words all
    below :data:`UNSURE_CONFIDENCE`; then those words (start, end, confidence) are what
    the scan leaves in doubt, else there are none. One rule for the note
    (:func:`unclear_scan`) and for the crop of the page that shows them."""
    if not words or not differing:
        return ()
    passage = text[start:end]
    unsure: list[tuple[int, int, float]] = []
    for source in differing:
        at = passage.find(source)
        if not source or at < 0:
            return ()
        a, b = start + at, start + at + len(source)
        covering = [w for w in words if w[0] < b and w[1] > a]
        if not covering or max(c for _, _, c in covering) >= UNSURE_CONFIDENCE:
            return ()
        unsure.extend(w for w in covering if w not in unsure)
    return tuple(unsure)


def unclear_scan(
    text: str,
    words: tuple[tuple[int, int, float], ...],
    start: int,
    end: int,
    differing: list[str] | None,
) -> str | None:
    """The note for a near miss on a scan whose differences lie only in unsure words
    (:func:`unsure_words`): the verdict stays what it is, and the note says to look at
    the page."""
    if not unsure_words(text, words, start, end, differing):
        return None
    assert differing is not None
    passage = text[start:end]
    shown = []
    for source in differing:
        a = start + passage.find(source)
        b = a + len(source)
        confidence = max(c for s, e, c in words if s < b and e > a)
        shown.append(f"{source!r} ({confidence:.0f}%)")
    return (
        f"the scan is unclear here: OCR was unsure of {', '.join(shown)}; look at the page "
        "before calling the quote altered"
    )


@dataclass(frozen=True, slots=True)
class OcrWord:
    """A recognised word: its text, its box in PDF points (left, bottom, right, top) and
    tesseract's confidence in it (0-100). ``upright`` is the same box on the page turned
    level, for a scan fed in askew (:data:`SKEW_TOLERANCE`): the layout reads columns
    and lines from it, while spans and pictures keep the box where the word is printed."""

    text: str
    left: float
    bottom: float
    right: float
    top: float
    confidence: float
    upright: tuple[float, float, float, float] | None = None


#: A scan turned by more than this (radians: one degree) is levelled for the layout.
#: Lines of a page turned 2 degrees climb a line height every 30 ems: the layout reads a
#: two-column page across its columns (OCRmyPDF's ``skew.pdf``, 1.9 degrees: word
#: accuracy 70% and 8 of 26 genuine sentences confirmed; levelled, 95% and 23 of 26).
#: Below a degree the layout's own tolerance reads lines right, and levelling by
#: tesseract's estimate can do worse: pikepdf's ``congress.pdf``, a bent book page it
#: puts at 0.69 degrees (its lines slope 0.39), fell from 87% to 83% when levelled.
SKEW_TOLERANCE = 0.0175


def _skew(iterator: Any) -> tuple[float, bool]:
    """Tesseract's estimate of the page's skew (radians, anticlockwise to level it; 0
    when it has none), and whether it read the lines as running down the page (a sheet
    lying sideways reads so: its lines of print are vertical)."""
    try:
        orientation = iterator.Orientation()
        angle, downwards = float(orientation[3]), int(orientation[1]) != 0
    except (AttributeError, IndexError, RuntimeError, TypeError, ValueError):
        return 0.0, False
    return (angle if math.isfinite(angle) and abs(angle) < math.pi / 4 else 0.0), downwards


def _levelled(words: list[OcrWord], angle: float, width: float, height: float) -> None:
    """Each word's box (its upright one, on a page turned upright) turned anticlockwise
    by ``angle`` about the centre of the ``width`` by ``height`` frame (PDF points, y up),
    its size kept: where the word would be on the page held level."""
    cx, cy = width / 2, height / 2
    cos, sin = math.cos(angle), math.sin(angle)
    for i, word in enumerate(words):
        left, bottom, right, top = word.upright or (word.left, word.bottom, word.right, word.top)
        mx, my = (left + right) / 2 - cx, (bottom + top) / 2 - cy
        x, y = cx + mx * cos - my * sin, cy + mx * sin + my * cos
        half_w, half_h = (right - left) / 2, (top - bottom) / 2
        upright = (x - half_w, y - half_h, x + half_w, y + half_h)
        words[i] = OcrWord(
            word.text, word.left, word.bottom, word.right, word.top, word.confidence, upright
        )


#: Off unless a reader asks: the library reads as it always did (the command line's
#: ``check`` and ``extract`` ask for ``auto``).
OCR_OFF = OcrOptions(OcrMode.NEVER)
_CURRENT: ContextVar[OcrOptions] = ContextVar("citeproof_ocr", default=OCR_OFF)


@contextmanager
def using_ocr(options: OcrOptions) -> Iterator[None]:
    """PDFs read inside are recognised with ``options`` (a reader sets its own)."""
    token = _CURRENT.set(options)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def current_ocr() -> OcrOptions:
    """The options readings started here use."""
    return _CURRENT.get()


def tessdata() -> str:
    """The trained data's folder: ``$TESSDATA_PREFIX``, else Debian's."""
    return os.environ.get("TESSDATA_PREFIX") or str(DEBIAN_TESSDATA)


def installed_languages() -> tuple[str, ...]:
    """The language models in :func:`tessdata` (``eng``, ``deu``...; not ``osd``), sorted."""
    folder = Path(tessdata())
    try:
        found = sorted(p.name.removesuffix(".traineddata") for p in folder.glob("*.traineddata"))
    except OSError:
        return ()
    return tuple(name for name in found if name != "osd")


def _tesserocr() -> Any:
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # one thread: the same words every run
    try:
        import tesserocr
    except ImportError as error:
        raise SourceError(
            "reading a scanned page needs the 'ocr' extra (tesserocr is not installed): "
            "pip install 'citeproof[ocr]' and apt-get install tesseract-ocr "
            "tesseract-ocr-eng",
            code=ErrorCode.EXTRA_NOT_INSTALLED,
        ) from error
    return tesserocr


@cache
def engine_version() -> str:
    """``tesseract 5.5.4 (tesserocr 2.13.0)``, or ``tesseract unavailable``."""
    try:
        tesserocr = _tesserocr()
    except SourceError:
        return "tesseract unavailable"
    first = str(tesserocr.tesseract_version()).splitlines()[0]
    return f"{first} (tesserocr {tesserocr.__version__})"


def installed() -> bool:
    """Whether tesserocr is installed, without loading it (and libtesseract)."""
    from importlib.util import find_spec

    return find_spec("tesserocr") is not None


def still_read(metadata: tuple[tuple[str, str], ...]) -> bool:
    """Whether a kept reading with ``metadata`` reads the same today: it recognised no
    page (no ``ocr_engine``), or the engine that did is the one installed."""
    engines = [value for key, value in metadata if key == "ocr_engine"]
    return not engines or engines[0] == engine_version()


def available() -> bool:
    """Whether tesserocr can be imported (the ``ocr`` extra is installed)."""
    try:
        _tesserocr()
    except SourceError:
        return False
    return True


@cache
def _api(languages: str) -> Any:
    """One tesseract instance per language set, kept (loading the model costs more than a
    page); a PDF worker reads one PDF at a time, so it is never shared between threads."""
    tesserocr = _tesserocr()
    try:
        return tesserocr.PyTessBaseAPI(
            path=tessdata(), lang=languages, psm=tesserocr.PSM.AUTO, oem=tesserocr.OEM.LSTM_ONLY
        )
    except RuntimeError as error:
        raise SourceError(
            f"tesseract cannot load the languages {languages!r} from {tessdata()}: {error} "
            "(apt-get install tesseract-ocr-LANG for each)",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error


#: Orientation detection's confidence below which a page is read as it lies (OCRmyPDF's
#: default ``--rotate-pages-threshold``); the turned pages of OCRmyPDF's ``cardinal.pdf``
#: are detected at 30 to 35.
TURN_CONFIDENCE = 14.0


@cache
def _osd_api() -> Any:
    """Tesseract's orientation detection (``osd.traineddata``, Debian's
    ``tesseract-ocr-osd``), or None without it: pages are then read as they lie."""
    tesserocr = _tesserocr()
    if not (Path(tessdata()) / "osd.traineddata").is_file():
        return None
    try:
        return tesserocr.PyTessBaseAPI(path=tessdata(), lang="osd", psm=tesserocr.PSM.OSD_ONLY)
    except RuntimeError:
        return None


def _turn(image: Any) -> int:
    """How far the page's text is turned (0, 90, 180 or 270 degrees; Pillow's
    ``rotate`` by it sets the text upright): a sheet scanned sideways or upside down."""
    api = _osd_api()
    if api is None:
        return 0
    api.SetImage(image)
    try:
        found = api.DetectOrientationScript()
    except RuntimeError:  # too little text to tell
        return 0
    if not found or float(found.get("orient_conf", 0.0)) < TURN_CONFIDENCE:
        return 0
    degrees = int(found.get("orient_deg", 0))
    return degrees if degrees in (90, 180, 270) else 0


def _unturned(
    box: tuple[int, int, int, int], turn: int, width: int, height: int
) -> tuple[int, int, int, int]:
    """A box (left, top, right, bottom, pixels) of the page turned upright by ``turn``
    (Pillow's anticlockwise ``rotate`` with ``expand``), back on the page as scanned
    (``width`` by ``height`` pixels)."""
    u0, v0, u1, v1 = box
    if turn == 90:  # (x, y) went to (y, width - x)
        return width - v1, u0, width - v0, u1
    if turn == 180:
        return width - u1, height - v1, width - u0, height - v0
    if turn == 270:  # (x, y) went to (height - y, x)
        return v0, height - u1, v1, height - u0
    return box


#: A reading with more than this share of its words unsure (or none), or whose lines
#: tesseract read as running down the page, may be of a sheet lying sideways or upside
#: down: only then is its orientation asked (0.3 s a page more) and, when it is turned,
#: the page read again upright. An upright page of print reads with a few percent unsure
#: (2% to 12% a page on the real scans measured); OCRmyPDF's ``cardinal.pdf`` upside
#: down 77%, and sideways 2% but read downwards.
DOUBTFUL_SHARE = 0.3


def recognise(
    image: Any, height_points: float, options: OcrOptions
) -> tuple[list[OcrWord], tuple[float, float]]:
    """The words tesseract reads in ``image`` (a Pillow image of a page rendered at
    ``options.dpi``), in its reading order, boxes in PDF points (origin bottom left), and
    the size (points) of the frame their ``upright`` boxes are in. A page scanned
    sideways or upside down (:func:`_turn`, asked when the reading is doubtful,
    :data:`DOUBTFUL_SHARE`) is read again turned upright; one scanned askew
    (:data:`SKEW_TOLERANCE`) is levelled; either way ``upright`` is where each word
    stands on the page set straight, for the layout, and the box where it is printed."""
    words, frame, downwards = _recognise(image, height_points, options, 0)
    unsure = sum(word.confidence < UNSURE_CONFIDENCE for word in words)
    if words and not downwards and unsure <= DOUBTFUL_SHARE * len(words):
        return words, frame
    turn = _turn(image)
    if not turn:
        return words, frame
    turned, frame, _ = _recognise(image, height_points, options, turn)
    return turned, frame


def _word_text(item: Any, level: Any) -> str | None:
    """The text tesseract recognised for a word, or None where it recognised none.

    tesserocr raises ``RuntimeError("No text returned")`` for a word whose text is empty
    (a blob tesseract segmented but could not read: a specimen page's ornament); that one
    word is no text, and the page's other words and the document's other pages stand
    (the error failed the whole reading of fontbook's 203-page specimen book)."""
    try:
        text = item.GetUTF8Text(level)
    except RuntimeError:
        return None
    return str(text) if text is not None else None


def _recognise(
    image: Any, height_points: float, options: OcrOptions, turn: int
) -> tuple[list[OcrWord], tuple[float, float], bool]:
    """:func:`recognise` of the page turned by ``turn`` (0, 90, 180, 270 degrees), and
    whether tesseract read its lines as running down the page."""
    tesserocr = _tesserocr()
    scale = 72.0 / options.dpi
    upright_image = image.rotate(turn, expand=True) if turn else image
    frame = (upright_image.width * scale, upright_image.height * scale)
    api = _api(options.languages)
    api.SetImage(upright_image)
    api.Recognize()
    words: list[OcrWord] = []
    level = tesserocr.RIL.WORD
    iterator = api.GetIterator()
    if iterator is None:
        return words, frame, False
    angle, downwards = _skew(iterator)  # asked first: the page's, before it moves on
    for item in tesserocr.iterate_level(iterator, level):
        text = _word_text(item, level)
        box = item.BoundingBox(level)
        if not text or not text.strip() or box is None:
            continue
        x0, y0, x1, y1 = _unturned(box, turn, image.width, image.height)
        u0, v0, u1, v1 = box
        upright = (u0 * scale, frame[1] - v1 * scale, u1 * scale, frame[1] - v0 * scale)
        words.append(
            OcrWord(
                text.strip(),
                left=x0 * scale,
                bottom=height_points - y1 * scale,
                right=x1 * scale,
                top=height_points - y0 * scale,
                confidence=round(float(item.Confidence(level)), 2),
                upright=upright if turn else None,
            )
        )
    if abs(angle) > SKEW_TOLERANCE:
        _levelled(words, angle, *frame)
    return words, frame, downwards
