# ruff: noqa: E501  (the prose: one sentence a line)
"""Pages printed to PDF by Chromium: a generator the PDF reading was never tuned on.

Each page is prose of our own (below: German, French, Czech, Vietnamese, Yoruba, Polish and
Turkish; blackletter German with long s and ``U+0364`` combining e; ligatures, small
capitals, letter spacing, soft and automatic hyphens; polytonic and modern Greek, accented
Russian and Serbian; pointed and plain Hebrew and Arabic; Hindi; IPA), in NFC and in NFD,
set in fonts from pinned Debian packages (Linux Libertine, Junicode, Charis SIL,
Blankenburg, Noto Serif and its Hebrew, Arabic and Devanagari faces; DejaVu Serif and
Sans from the system's ``fonts-dejavu-core``, which ``scripts/system-deps`` installs),
inlined into the page as data URLs. Debian's ``chromium`` prints each page through
Playwright (``page.set_content``, then ``page.pdf``, A4): every glyph a text object of its
own, a cluster whose glyphs are not its characters (a ligature, a small capital, a mark
stacked by the font) in an ``/ActualText`` span.

The pages come from a generalisation probe (round 57): 32 pages, 257 sentences, of which
citeproof confirmed 212 before its reading of ``/ActualText`` spans was fixed and 241
after, no one-word-altered copy confirmed either time. Two of the probe's pages, set in
UnifrakturMaguntia from the npm registry, are left out here (the cache fetches PyPI and
Debian packages only): 30 pages, 245 sentences.

The PDFs are cached in the realdocs cache, keyed by the page's sha256 and Chromium's
version (:func:`printed`), so a second run does not start the browser.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import subprocess
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ._browser import CHROMIUM, chromium
from ._cache import Package, cache_dir, fetch_member, write_whole

__all__ = ["PROBES", "Probe", "altered", "chromium_version", "html", "printed"]

#: Bumped when how a page is printed changes (the cache key's last part).
VERSION = "1"

BLANKENBURG = Package(
    "debian", "fonts-blankenburg", "0.1-3",
    "2f58ed2293aed56a39f6ed34b37a49725f2ad0830eb2ec4116f9b4d6e8e630b7",
)  # fmt: skip
JUNICODE = Package(
    "debian", "fonts-junicode", "2+git20230104+ds-1",
    "9fe12bbbba5361ed47e70d55cd55bad6b24b7889746e01a6d878c2519ad0bb5e",
)  # fmt: skip
LIBERTINE = Package(
    "debian", "fonts-linuxlibertine", "5.3.0-6",
    "5c77471e910189b3e4e2eda2b1c5f549ddcaf4de8f9640b97773643970d29087",
)  # fmt: skip
NOTO = Package(
    "debian", "fonts-noto-core", "20201225-1",
    "58f4f0bb6720f919f92096b3508e1412a0f1544424ade6c5b5bf1eb694dd64ba",
)  # fmt: skip
CHARIS = Package(
    "debian", "fonts-sil-charis", "6.101-1",
    "bc1a774ed29af7be47aea74b0afbcffb1e379c9e61e3f322ccf60c9325ff88af",
)  # fmt: skip


@dataclass(frozen=True)
class Font:
    """A font file inside a pinned package, named ``family`` in the page's ``@font-face``."""

    package: Package
    member: str
    sha256: str


_FONTS = "usr/share/fonts/"
FONTS = {
    "Libertine": Font(
        LIBERTINE, _FONTS + "opentype/linux-libertine/LinLibertine_R.otf",
        "057bbfa1ac76133c8ae596eff0baf1fd662b2b60e830e6d45cfec5d21489eda3",
    ),
    "Junicode": Font(
        JUNICODE, _FONTS + "opentype/junicode/JunicodeTwoBeta-Regular.otf",
        "fb38845e228288251af42e773c70d66245cfc0424499bd497b894198f9a1dab5",
    ),
    "Charis": Font(
        CHARIS, _FONTS + "truetype/charis/CharisSIL-Regular.ttf",
        "346337374aa347d64ee015b26d441f1970d8631914e2f3941b00e1c4761e28c5",
    ),
    "Blankenburg": Font(
        BLANKENBURG, _FONTS + "truetype/blankenburg/Blankenburg_UNZ1A.ttf",
        "4f3413cf02f10e511696d0c95685ee125c23ad7d6b4bd9ef83d0df727495f668",
    ),
    "NotoSerif": Font(
        NOTO, _FONTS + "truetype/noto/NotoSerif-Regular.ttf",
        "9d7583b7dc9e812afd32a14280c5cac3160012efe50c8d08938f4fea266ff67f",
    ),
    "NotoHebrew": Font(
        NOTO, _FONTS + "truetype/noto/NotoSerifHebrew-Regular.ttf",
        "789b7e7e3ff4d95a5e105872a385db12c50c08b60ad5b773d25a3bec86621abf",
    ),
    "NotoArabic": Font(
        NOTO, _FONTS + "truetype/noto/NotoNaskhArabic-Regular.ttf",
        "8c67eaa2f0086872628fc3f7f760386f83c8be5c5e9a1ba3a38891237b2ac7cb",
    ),
    "NotoDeva": Font(
        NOTO, _FONTS + "truetype/noto/NotoSerifDevanagari-Regular.ttf",
        "662c3cd6e17dd0561f53fe28ce6c32d7d64e650119f4bb0428fc50206bbc46fe",
    ),
}  # fmt: skip

# The prose: each a list of paragraphs, each paragraph a list of sentences.

LATIN = [
    # German
    ["Die Bürger von Köln hatten sich über die Maßnahmen des Rates beschwert, weil die Gebühren für die Brücke erhöht worden waren.",
     "Außerdem wünschten sich die Händler, dass die Straßen vor dem Frühjahr gründlich ausgebessert würden."],
    # French
    ["À la fin de l’été, les élèves réunis près de la fenêtre découvrirent que leur maître avait déjà corrigé les cahiers.",
     "Cette leçon, pourtant très célèbre, fut oubliée dès que la forêt voisine commença à brûler."],
    # Czech
    ["Ve středověkém městě žili řemeslníci, kteří každoročně pořádali slavnost na náměstí před kostelem svatého Jiří.",
     "Příliš žluťoučký kůň úpěl ďábelské ódy, zatímco děti běžely k řece."],
    # Vietnamese
    ["Những người nông dân ở đồng bằng sông Cửu Long đã bắt đầu thu hoạch lúa sớm hơn mọi năm vì thời tiết thay đổi.",
     "Tiếng Việt được viết bằng chữ Quốc ngữ, một hệ thống chữ cái dựa trên bảng chữ cái Latinh với nhiều dấu thanh."],
    # Yoruba
    ["Àwọn àgbẹ̀ ń ṣiṣẹ́ kára ní oko wọn láti àárọ̀ títí di ìrọ̀lẹ́ kí òjò tó bẹ̀rẹ̀.",
     "Ọmọ náà lọ sí ọjà láti ra ẹja àti ẹ̀fọ́ fún ìyá rẹ̀ ní ọjọ́ Ẹtì."],
    # Polish
    ["Źródło wiedzy o dziejach państwa znajdowało się w księgach, które mnisi przepisywali ręcznie przez całą zimę.",
     "Żołnierze wrócili do miasta, gdzie czekały na nich żony, dzieci i gorąca zupa grzybowa."],
    # Turkish
    ["Öğrenciler kışın soğuk günlerinde kütüphanede çalışmayı tercih ediyor, çünkü ısıtma sistemi oldukça iyi işliyor.",
     "İstanbul’daki eski çarşıda gezerken Ayşe, büyükannesine güzel bir şal satın aldı."],
]  # fmt: skip

BLACKLETTER = [
    ["Der Kaufmann aus Lübeck ſchickte ſeine Söhne nach Nürnberg, damit ſie dort das Handwerk der Buchdrucker erlernten.",
     "Die Buͤrger der Stadt hatten ſich laͤngſt daruͤber beklagt, daß die Bruͤcke ſeit vielen Jahren nicht ausgebeſſert worden war."],
    ["Auch die Kirche, welche im vorigen Jahrhundert erbaut wurde, ſtand nun leer, und niemand wußte, wer die Schluͤſſel verwahrte.",
     "Der Schreiber ſetzte ſich an den Tiſch, nahm die Feder zur Hand und ſchrieb einen Brief an ſeinen Bruder in Zuͤrich."],
    ["Im Winter zogen die Bauern mit ihren Schlitten über den gefrorenen Fluß, um Holz aus dem Wald zu holen.",
     "Die Glocken der Kapelle läuteten, als der alte Schmied die letzte Stufe zum Turm erklommen hatte."],
]  # fmt: skip

TYPOGRAPHY = [
    ["The official financial statement reflected the effect of the difficult first quarter on the staff of the firm.",
     "Affluent families in the district often ordered their furniture from a workshop in Strasbourg."],
    ["The architect’s final sketch, a perfect study of the structure, was fixed to the office wall beside the fireplace.",
     "Fifty-five scientists attended the conference on the conflict between efficiency and fidelity in translation."],
]  # fmt: skip
SMALLCAPS = ["The Proceedings of the Royal Society were printed in London for the first time in that year."]  # fmt: skip
SPACED = ["Effective leadership in difficult times requires both confidence and flexibility from the officials."]  # fmt: skip
SHY = ["The in\u00adter\u00adna\u00adtion\u00adal com\u00admit\u00adtee ex\u00adam\u00adined the ex\u00adtra\u00ador\u00addi\u00adnar\u00adi\u00adly com\u00adpli\u00adcat\u00aded doc\u00adu\u00admen\u00adta\u00adtion sub\u00admit\u00adted by the ad\u00admin\u00adis\u00adtra\u00adtion.",
       "Un\u00adfor\u00adtu\u00adnate\u00adly, the rec\u00adom\u00admen\u00adda\u00adtions of the in\u00adves\u00adti\u00adga\u00adtors were dis\u00adre\u00adgard\u00aded by the gov\u00adern\u00adment."]  # fmt: skip
HYPH = ["Notwithstanding considerable methodological disagreements, the interdisciplinary commission characterised the archaeological documentation as extraordinarily comprehensive.",
        "Internationally recognised representatives acknowledged the overwhelmingly enthusiastic participation of neighbouring municipalities."]  # fmt: skip

GREEK = [["Ἐν ἀρχῇ ἦν ὁ λόγος, καὶ ὁ λόγος ἦν πρὸς τὸν θεόν, καὶ θεὸς ἦν ὁ λόγος.",
          "Ἄνδρα μοι ἔννεπε, Μοῦσα, πολύτροπον, ὃς μάλα πολλὰ πλάγχθη, ἐπεὶ Τροίης ἱερὸν πτολίεθρον ἔπερσεν.",
          "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας και μία από τις αρχαιότερες πόλεις του κόσμου."]]  # fmt: skip
CYRILLIC = [["Он откры́л окно́ и уви́дел, что на у́лице уже́ идёт снег.",
             "Мы до́лго говори́ли о кни́гах, кото́рые чита́ли в де́тстве.",
             "Ђорђе је јуче купио нову књигу у једној малој књижари у Београду."]]  # fmt: skip
HEBREW = [["בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ.",
           "וְהָאָרֶץ הָיְתָה תֹהוּ וָבֹהוּ, וְחֹשֶׁךְ עַל־פְּנֵי תְהוֹם.",
           "הספרייה הלאומית נמצאת בירושלים ופתוחה לקהל הרחב בימי חול."]]  # fmt: skip
ARABIC = [["ذَهَبَ الوَلَدُ إِلَى المَدْرَسَةِ فِي الصَّبَاحِ البَاكِرِ مَعَ أَخِيهِ الصَّغِيرِ.",
           "كَتَبَ الطَّالِبُ رِسَالَةً طَوِيلَةً إِلَى صَدِيقِهِ الَّذِي يَسْكُنُ فِي المَدِينَةِ.",
           "تقع المكتبة القديمة في وسط المدينة بالقرب من النهر الكبير."]]  # fmt: skip
DEVANAGARI = [["भारत एक विशाल देश है जिसमें अनेक भाषाएँ बोली जाती हैं।",
               "प्राचीन काल में विद्यार्थी गुरुकुल में रहकर शिक्षा प्राप्त करते थे।",
               "हिन्दी भाषा देवनागरी लिपि में लिखी जाती है और इसमें संयुक्ताक्षरों का प्रयोग होता है।"]]  # fmt: skip
IPA = [["The word thought is transcribed [θɔːt] in Received Pronunciation and [θɑt] in General American.",
        "In Portuguese the word mãe is pronounced [ˈmɐ̃j̃], with a nasalised diphthong.",
        "The English affricate in church is written [t͡ʃ], and the vowel of nurse is [ɜː] or [ɝ]."]]  # fmt: skip

#: A block of a page: its paragraphs' class, their other attributes, the paragraphs
#: (lists of sentences) and the form they are written in ("NFC" or "NFD").
Block = tuple[str, str, list[list[str]], str]


@dataclass(frozen=True)
class Probe:
    """One page: ``families`` the body's fonts, first first (a name in :data:`FONTS` is
    inlined; any other is the system's), ``blocks`` its paragraphs, ``css`` more style."""

    name: str
    families: tuple[str, ...]
    blocks: tuple[Block, ...]
    css: str = ""
    lang: str = "de"

    @property
    def sentences(self) -> list[str]:
        """The page's sentences as written on it (an NFD block's decomposed)."""
        return [
            _form(sentence, form)
            for _, _, paragraphs, form in self.blocks
            for paragraph in paragraphs
            for sentence in paragraph
        ]


def _form(text: str, form: str) -> str:
    return unicodedata.normalize("NFD", text) if form == "NFD" else text


def _probes() -> dict[str, Probe]:
    probes: list[Probe] = []
    forms = ("NFC", "NFD")
    latin = {"dejavu": "DejaVu Serif", "libertine": "Libertine", "junicode": "Junicode",
             "charis": "Charis"}  # fmt: skip
    for key, family in latin.items():
        for form in forms:
            probes.append(Probe(f"latin-{key}-{form.lower()}", (family,), (("", "", LATIN, form),)))
    black = {"blankenburg": ("Blankenburg", "Junicode"), "junicode": ("Junicode",),
             "dejavu": ("DejaVu Serif",)}  # fmt: skip
    for key, families in black.items():
        for form in forms:
            probes.append(
                Probe(f"black-{key}-{form.lower()}", families, (("", "", BLACKLETTER, form),))
            )
    typo_css = """
.lig { font-feature-settings: "liga" 1, "dlig" 1, "hlig" 1; text-align: justify; }
.sc { font-variant: small-caps; }
.sp { letter-spacing: 0.12em; }
.narrow { width: 14em; text-align: justify; }
.hy { width: 14em; hyphens: auto; -webkit-hyphens: auto; text-align: justify; }
"""
    for key, family in {"libertine": "Libertine", "junicode": "Junicode",
                        "dejavu": "DejaVu Serif"}.items():  # fmt: skip
        blocks: tuple[Block, ...] = (
            ("lig", "", TYPOGRAPHY, "NFC"),
            ("sc", "", [SMALLCAPS], "NFC"),
            ("sp", "", [SPACED], "NFC"),
            ("narrow", "", [SHY], "NFC"),
            ("hy", "lang='en'", [HYPH], "NFC"),
        )
        probes.append(Probe(f"typo-{key}", (family,), blocks, typo_css, "en"))
    script_css = """
.he { font-family: 'NotoHebrew', 'DejaVu Sans'; direction: rtl; }
.ar { font-family: 'NotoArabic', 'DejaVu Sans'; direction: rtl; }
.hi { font-family: 'NotoDeva'; }
.ipa { font-family: 'Charis', 'DejaVu Serif'; }
"""
    noto = ("NotoSerif", "NotoHebrew", "NotoArabic", "NotoDeva", "Charis")
    for form in forms:
        blocks = (
            ("", "lang='grc'", GREEK, form),
            ("", "lang='ru'", CYRILLIC, form),
            ("he", "lang='he' dir='rtl'", HEBREW, form),
            ("ar", "lang='ar' dir='rtl'", ARABIC, form),
            ("hi", "lang='hi'", DEVANAGARI, form),
            ("ipa", "", IPA, form),
        )
        probes.append(Probe(f"scripts-noto-{form.lower()}", noto, blocks, script_css, "en"))
    sans = "style='font-family: DejaVu Sans'"
    blocks = (
        ("", "lang='grc'", GREEK, "NFC"),
        ("", "lang='ru'", CYRILLIC, "NFC"),
        ("", f"lang='he' dir='rtl' {sans}", HEBREW, "NFC"),
        ("", f"lang='ar' dir='rtl' {sans}", ARABIC, "NFC"),
        ("", "", IPA, "NFC"),
    )
    probes.append(Probe("scripts-dejavu-nfc", ("DejaVu Serif", "DejaVu Sans"), blocks, lang="en"))
    # The probe's minimal repros of what failed before the fix: one paragraph each.
    repros: dict[str, tuple[tuple[str, ...], str, list[list[str]], str]] = {
        "repro-yoruba-charis": (("Charis",), "", [[LATIN[4][0]]], "NFC"),
        "repro-ipa-charis": (("Charis",), "", [[IPA[0][1]]], "NFC"),
        "repro-czech-nfd-dejavu": (("DejaVu Serif",), "", [[LATIN[2][1]]], "NFD"),
        "repro-umlaut-e-dejavu-tofu": (
            ("DejaVu Serif",),
            "",
            [["Die Buͤrger der Stadt hatten ſich laͤngſt daruͤber beklagt."]],
            "NFC",
        ),
        "repro-smallcaps-libertine": (
            ("Libertine",),
            "p { font-variant: small-caps; }",
            [SMALLCAPS],
            "NFC",
        ),
        "repro-smallcaps-dejavu": (
            ("DejaVu Serif",),
            "p { font-variant: small-caps; }",
            [SMALLCAPS],
            "NFC",
        ),
        "repro-letterspacing-libertine": (
            ("Libertine",),
            "p { letter-spacing: 0.12em; }",
            [SPACED],
            "NFC",
        ),
        "repro-hebrew-noto": (("NotoHebrew",), "p { direction: rtl; }", HEBREW, "NFC"),
        "repro-arabic-noto": (("NotoArabic",), "p { direction: rtl; }", ARABIC, "NFC"),
        "repro-devanagari-noto": (("NotoDeva",), "", DEVANAGARI, "NFC"),
    }
    for name, (families, css, paragraphs, form) in repros.items():
        probes.append(Probe(name, families, (("", "", paragraphs, form),), css, "en"))
    return {probe.name: probe for probe in probes}


#: The pages by name, in the probe's order.
PROBES = _probes()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@functools.cache
def _data_url(family: str) -> str:
    font = FONTS[family]
    path = fetch_member(font.package, font.member, font.sha256)
    mime = "font/otf" if path.suffix == ".otf" else "font/ttf"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def html(probe: Probe) -> str:
    """The page, the fonts of its ``families`` that are in :data:`FONTS` inlined."""
    faces = "\n".join(
        f"@font-face {{ font-family: '{family}'; src: url('{_data_url(family)}'); }}"
        for family in probe.families
        if family in FONTS
    )
    body = "\n".join(
        f"<p class='{cls}' {attrs}>{_escape(_form(' '.join(sentences), form))}</p>"
        for cls, attrs, paragraphs, form in probe.blocks
        for sentences in paragraphs
    )
    families = ", ".join(f"'{family}'" for family in probe.families)
    return f"""<!doctype html><html lang="{probe.lang}"><head><meta charset="utf-8"><style>
{faces}
body {{ font-family: {families}; font-size: 11pt; line-height: 1.4; margin: 0; }}
p {{ margin: 0 0 0.8em 0; }}
{probe.css}
</style></head><body>
{body}
</body></html>"""


@functools.cache
def chromium_version() -> str:
    """``chromium --version``'s line (Debian's wrapper also says things on stderr)."""
    if CHROMIUM is None:
        raise RuntimeError("printing needs Debian's chromium")
    done = subprocess.run(
        [CHROMIUM, "--version"], capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout.strip()


def _cached(page: str) -> Path:
    folder = cache_dir() / "chromium-printed"
    folder.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(f"{page}\0{chromium_version()}".encode()).hexdigest()
    return folder / f"{key}-v{VERSION}.pdf"


def printed(probes: Sequence[Probe]) -> list[bytes]:
    """Each page printed to PDF by Chromium, from the cache where it has been printed
    before; the others are printed in one browser (launched only if needed)."""
    entries = [_cached(html(probe)) for probe in probes]
    todo = [i for i, entry in enumerate(entries) if not entry.exists()]
    if todo:
        pdfs = _print([html(probes[i]) for i in todo])
        for i, pdf in zip(todo, pdfs, strict=True):
            write_whole(entries[i], pdf)
    return [entry.read_bytes() for entry in entries]


def _print(pages: Sequence[str], timeout_ms: int = 60_000) -> list[bytes]:
    out = []
    with chromium("citeproof-print-") as context:
        page = context.new_page()
        for content in pages:
            page.set_content(content, wait_until="load", timeout=timeout_ms)
            page.evaluate("document.fonts.ready.then(() => 1)")
            out.append(
                page.pdf(
                    format="A4",
                    margin={"top": "2cm", "bottom": "2cm", "left": "2.5cm", "right": "2.5cm"},
                )
            )
    return out


def _core(token: str) -> str:
    return token.strip(".,;:!?’'\"()[]«»“”—-।")


def altered(sentence: str, others: Sequence[str]) -> str:
    """``sentence`` with its longest word replaced by the longest other word of ``others``
    (the page's other sentences; the first in code-point order of the longest), so each
    word of the copy is on the page but the copy is not."""
    tokens = sentence.split(" ")
    i = max(range(len(tokens)), key=lambda k: len(_core(tokens[k])))
    word = _core(tokens[i])
    nfc = functools.partial(unicodedata.normalize, "NFC")
    candidates = sorted(
        {
            _core(t)
            for other in others
            for t in other.split(" ")
            if len(_core(t)) > 3 and _core(t) != word and nfc(_core(t)) != nfc(word)
        },
        key=lambda t: (-len(t), t),
    )
    tokens[i] = tokens[i].replace(word, candidates[0] if candidates else word[::-1])
    return " ".join(tokens)
