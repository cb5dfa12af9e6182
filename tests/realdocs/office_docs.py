"""The regression set of real office documents and books (issue 12).

Each is a file some package ships: python-docx's and odfpy's test documents (PyPI
sdists), the Live Systems Manual as EPUB and ODT (Debian's ``live-manual-epub`` and
``live-manual-odf``), R packages' example workbooks and Word file (``r-cran-readxl``,
``r-cran-openxlsx``, ``r-cran-officer``) and GNUstep applications' RTF read-me files,
written by Cocoa's RTF writer (``timemon.app``, ``fortunate.app``, ``edenmath.app``).
Nothing is committed: each package is pinned by version and sha256, each file by its own
sha256 (see :mod:`tests.realdocs._cache`).

All of these are the ``tuning`` half: the readers were made on them. Issue 20 adds a
``held-out`` half of EPUBs from other generators, fixed before it was first read and never
looked at while rules are made: calibre's own quick-start guide in six languages (made by
calibre; Debian's ``calibre``) and the Ubuntu Packaging Guide (Sphinx's EPUB builder;
``ubuntu-packaging-guide-epub``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ._cache import Package

__all__ = ["DOCUMENTS", "OfficeDocument"]

PYTHON_DOCX = Package(
    "pypi", "python-docx", "1.2.0",
    "7bc9d7b7d8a69c9c02ca09216118c86552704edc23bac179283f2e38f86220ce",
)  # fmt: skip
ODFPY = Package(
    "pypi", "odfpy", "1.4.1", "db766a6e59c5103212f3cc92ec8dd50a0f3a02790233ed0b52148b70d3c438ec"
)
LIVE_EPUB = Package(
    "debian", "live-manual-epub", "2:20151217.2",
    "8d020f6c902903c388ef2ccf003c5db4f2f067b6935416dce9793a41b9f4e1fc",
)  # fmt: skip
LIVE_ODF = Package(
    "debian", "live-manual-odf", "2:20151217.2",
    "f197134bd454cde3ccae1c4dc2b8abe2eaffe54bbf13882e630044723db1a6af",
)  # fmt: skip
READXL = Package(
    "debian", "r-cran-readxl", "1.4.2-1",
    "eb705525f906c968022162e8e58993a8b444ae900ff0487389769721bdcb4e67",
)  # fmt: skip
OPENXLSX = Package(
    "debian", "r-cran-openxlsx", "4.2.5.2-1",
    "cc998ce373488a27ed2baab183268fafae7a44dcfd08ba5c1a5fd10e9b4e64a1",
)  # fmt: skip
OFFICER = Package(
    "debian", "r-cran-officer", "0.6.0+dfsg-1",
    "3d6ec99aa9b4e414656b5389600871977dfe79dc4abd49ce11342f80aaffddcc",
)  # fmt: skip
TIMEMON = Package(
    "debian", "timemon.app", "4.2-2+b4",
    "c56d71b6ae3af47d1c78d089c2e1394cc5d77cec34b861b69a8198f8338ce692",
)  # fmt: skip
FORTUNATE = Package(
    "debian", "fortunate.app", "3.1-3+b3",
    "8b6ed24d1cb11c49f62fecede822a1cdba7958d4ef89c2961b6e3302b6bc868d",
)  # fmt: skip
EDENMATH = Package(
    "debian", "edenmath.app", "1.1.1a-8+b4",
    "b9d8eeb6efe05bf6c1f63f14fdb9442a0ec9b2547e95e0586e6bf19cb9bca220",
)  # fmt: skip

CALIBRE = Package(
    "debian", "calibre", "6.13.0+repack-2+deb12u10",
    "2147531d04a2db377d4a16e23e49fe99f7ac878c8f0c61e77311d71eecfd87d4",
)  # fmt: skip
UBUNTU_GUIDE = Package(
    "debian", "ubuntu-packaging-guide-epub", "1.0.4",
    "162e0543fa70df67f5df62d2737aa256ddf6d88604f5c7955486e61000127aab",
)  # fmt: skip

_DOCX = "*/features/steps/test_files/"
_LIVE = "usr/share/doc/live-manual/"
_R = "usr/lib/R/site-library/"
_QUICK = "usr/share/calibre/quick_start/"


@dataclass(frozen=True)
class OfficeDocument:
    """One file: its format (``docx``, ``odt``, ``epub``, ``xlsx``, ``rtf``) and where."""

    name: str
    kind: str
    package: Package
    member: str
    sha256: str
    #: ``tuning`` (the readers were made on it) or ``held-out`` (issue 20: only measured).
    half: str = "tuning"


DOCUMENTS: tuple[OfficeDocument, ...] = (
    OfficeDocument("comments-rich-para", "docx", PYTHON_DOCX, f"{_DOCX}comments-rich-para.docx",
                   "8ee6b9bd84c59169bc7e5838003806edefb2c51920f40035b7879d4a3414deed"),
    OfficeDocument("par-hlink-frags", "docx", PYTHON_DOCX, f"{_DOCX}par-hlink-frags.docx",
                   "28a23ab5ad87a927fcf1e82111ee6843e1f9bc29b3e2d825b869b41847a750bf"),
    OfficeDocument("txt-font-props", "docx", PYTHON_DOCX, f"{_DOCX}txt-font-props.docx",
                   "a5de256a9cd1598d4e63ba0883995899ddb72ec9390c04d46474c2b093ffde96"),
    OfficeDocument("tbl-having-applied-style", "docx", PYTHON_DOCX,
                   f"{_DOCX}tbl-having-applied-style.docx",
                   "761802878f363b57dce41b77657946ae5dc70d745261561242c9ed5a769260d9"),
    OfficeDocument("par-hyperlinks", "docx", PYTHON_DOCX, f"{_DOCX}par-hyperlinks.docx",
                   "206539619eb347b1cd5b3fe88031cc18327accfe5d34a886f3d9120115f6bdad"),
    OfficeDocument("blk-paras-and-tables", "docx", PYTHON_DOCX,
                   f"{_DOCX}blk-paras-and-tables.docx",
                   "93f40c8a23dbcbc75b073e0f7050a5f064e6aff58c1bc6c6003359122e9faf79"),
    OfficeDocument("sct-first-page-hdrftr", "docx", PYTHON_DOCX,
                   f"{_DOCX}sct-first-page-hdrftr.docx",
                   "9e7e7b1bd132fe889d43d57fbe1e99c126544326fa21364695f2eec7cd336578"),
    OfficeDocument("officer-example", "docx", OFFICER, f"{_R}officer/doc_examples/example.docx",
                   "cf22eda5ca1cd378df4ef506d9e0ecd31b407a21077c6a10ae3f20d12db324ab"),
    OfficeDocument("api-for-odfpy", "odt", ODFPY, "*/api-for-odfpy.odt",
                   "a1fa31f5317f40f0de5d5837528fb34967b4043b236a63c27b6d65755a006e97"),
    OfficeDocument("serious_poem", "odt", ODFPY, "*/tests/examples/serious_poem.odt",
                   "db82f826adacce08f87a3054d2f57892a84dbb140905ea8b21a11cd5dae00089"),
    OfficeDocument("imageslabels", "odt", ODFPY, "*/tests/examples/imageslabels.odt",
                   "8a6a31268dda63a5dc6af18f8229891facc8a25e296f24c4ecb976c6d0ad59ff"),
    OfficeDocument("userfields_ooo3", "odt", ODFPY, "*/tests/examples/userfields_ooo3.odt",
                   "911c9474f62f9eec3e4d8340470e9032947165a2718429ae8169a5f149474bb3"),
    OfficeDocument("live-manual.en.odt", "odt", LIVE_ODF, f"{_LIVE}odt/live-manual.en.odt",
                   "cf017a3584740048751fc23969a6798d600d9a52a7a5d7db8b2d5a5c74b0027b"),
    OfficeDocument("live-manual.es.odt", "odt", LIVE_ODF, f"{_LIVE}odt/live-manual.es.odt",
                   "b70a60e05abb427033d2ede9f9ddd909396cbcc00f128460d8014e3eebe3d197"),
    OfficeDocument("live-manual.pl.odt", "odt", LIVE_ODF, f"{_LIVE}odt/live-manual.pl.odt",
                   "de602709097caed1e34c2fa4ab39f092760a25de924ad1a1e36ce4a12a6decd9"),
    OfficeDocument("live-manual.en.epub", "epub", LIVE_EPUB, f"{_LIVE}epub/live-manual.en.epub",
                   "a5870fa3bc2c46d7415d4467ec6cee825b72763701a09abb885d7795536bd4f3"),
    OfficeDocument("live-manual.de.epub", "epub", LIVE_EPUB, f"{_LIVE}epub/live-manual.de.epub",
                   "d620c6513e9edbba806d0b6dff965aac4ee333104d341d9a84c736137db30ce3"),
    OfficeDocument("live-manual.fr.epub", "epub", LIVE_EPUB, f"{_LIVE}epub/live-manual.fr.epub",
                   "4974a07693bfa2970f3ca65dff5a73240eac5a2d836e1abf6f4b8389015a4e61"),
    OfficeDocument("live-manual.ja.epub", "epub", LIVE_EPUB, f"{_LIVE}epub/live-manual.ja.epub",
                   "236f1126d177146ebe7bff9ee649912e897b5ec990bb51e8753d7b5b7c153f0c"),
    OfficeDocument("deaths", "xlsx", READXL, f"{_R}readxl/extdata/deaths.xlsx",
                   "0469b75be78da0ca9b956d81e2338f32fa3f45b00622cef5e6d7a278897eb80a"),
    OfficeDocument("datasets", "xlsx", READXL, f"{_R}readxl/extdata/datasets.xlsx",
                   "26547bbe8b4087518ba98279f8bda031fe12b47b8d2877f12ac76f41190c5783"),
    OfficeDocument("clippy", "xlsx", READXL, f"{_R}readxl/extdata/clippy.xlsx",
                   "011041bc27095d36feab16b1d82e6cb472303c22830ff454bfcc8483f5465b8e"),
    OfficeDocument("type-me", "xlsx", READXL, f"{_R}readxl/extdata/type-me.xlsx",
                   "fde5a5254e2d6e6c9d39740e011401ed87c7b6a518944e206c7aeebdbc662cd8"),
    OfficeDocument("loadExample", "xlsx", OPENXLSX, f"{_R}openxlsx/extdata/loadExample.xlsx",
                   "2c35b3360e5cbdbaaebe5d39d5d64d41a31cee45d9df0a4fdfea3b0742afa6dd"),
    OfficeDocument("readTest", "xlsx", OPENXLSX, f"{_R}openxlsx/extdata/readTest.xlsx",
                   "eff2825801a6ecacec17353738feca4fbb0fe79644d41ae08487f49a9c006931"),
    OfficeDocument("timemon-readme", "rtf", TIMEMON, "usr/share/GNUstep/TimeMon.app/README.rtf",
                   "134ce81cb5bc84b4225923c8cbe1e635ab86cb08815a6cd5ff98081286c2e913"),
    OfficeDocument("fortunate-readme", "rtf", FORTUNATE, "usr/share/doc/fortunate.app/README.rtf",
                   "c6155d4d11ea522fbad841255f268b7b7a3ceaa87ca0b86d3941291a264b2450"),
    OfficeDocument("edenmath-readme", "rtf", EDENMATH, "usr/share/doc/edenmath.app/Read Me.rtf",
                   "30cebd45b33ab267e571a92cc018daf696cfebb5ad2d7018e0dfba6dadf10151"),
    # The held-out EPUBs (issue 20): other generators, never looked at while rules are made.
    OfficeDocument("calibre-quick-start.deu", "epub", CALIBRE, f"{_QUICK}deu.epub",
                   "0f822a02940dedd84940db7667c47eb374d1971d6f520519924bd67e97921b87", "held-out"),
    OfficeDocument("calibre-quick-start.eng", "epub", CALIBRE, f"{_QUICK}eng.epub",
                   "4963b48a75612d19b78b07558f5fc5c1706f22b9b6c1608be84dbb03bf6a912f", "held-out"),
    OfficeDocument("calibre-quick-start.fra", "epub", CALIBRE, f"{_QUICK}fra.epub",
                   "064f56054385e6f000c4e5d37752ce10d525d1356fac26c4d80e9624be0ad65f", "held-out"),
    OfficeDocument("calibre-quick-start.ita", "epub", CALIBRE, f"{_QUICK}ita.epub",
                   "7d93902b4a410e1a0765f15b9c82a1702b0e9a5df586cb8deaaacb950c854f9f", "held-out"),
    OfficeDocument("calibre-quick-start.swe", "epub", CALIBRE, f"{_QUICK}swe.epub",
                   "49b7adced91513c1803becd2e2fdeba6952325cd312988478f17341daf516c80", "held-out"),
    OfficeDocument("calibre-quick-start.tur", "epub", CALIBRE, f"{_QUICK}tur.epub",
                   "ebf0d377c163e0e6a1edb3cf0ee39afc070f7ce3e8d5257ad201b3006686ba95", "held-out"),
    OfficeDocument("ubuntu-packaging-guide", "epub", UBUNTU_GUIDE,
                   "usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub",
                   "c414517f43862c5058cb1615058f0562ea68dbec0e10eef5f9a4e302355cba63", "held-out"),
)  # fmt: skip
