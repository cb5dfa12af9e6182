"""An elision never hides a negation, in the languages people quote most."""

from __future__ import annotations

import pytest

from citeproof import locate
from citeproof.match._negation import has_negation

HIDDEN = [
    ("es", "La empresa no aumentará los precios este año.", "La empresa … aumentará los precios"),
    ("de", "Die Firma wird die Preise nicht erhöhen, sagte der Sprecher.",
     "Die Firma wird die Preise … erhöhen"),
    ("fr", "L'entreprise n'augmentera pas ses prix cette année.",
     "L'entreprise … augmentera … ses prix cette année"),
    ("it", "L'azienda non aumenterà i prezzi quest'anno, ha detto il portavoce.",
     "L'azienda … aumenterà i prezzi quest'anno"),
    ("pt", "A empresa não vai aumentar os preços este ano, disse o porta-voz.",
     "A empresa … vai aumentar os preços este ano"),
    ("nl", "De firma zal de prijzen dit jaar niet verhogen, zei de woordvoerder.",
     "De firma zal de prijzen dit jaar … verhogen"),
    ("ru", "Компания не будет повышать цены в этом году.",
     "Компания … будет повышать цены в этом году"),
    ("pl", "Firma nie podniesie cen w tym roku, powiedział rzecznik.",
     "Firma … podniesie cen w tym roku"),
    ("ar", "الشركة لن ترفع الأسعار هذا العام حسب المتحدث", "الشركة … ترفع الأسعار هذا العام"),
    ("he", "החברה לא תעלה את המחירים השנה כך אמר הדובר", "החברה … תעלה את המחירים השנה"),
    ("hi", "कंपनी इस साल कीमतें नहीं बढ़ाएगी ऐसा प्रवक्ता ने कहा", "कंपनी इस साल कीमतें … बढ़ाएगी"),
    ("vi", "Công ty sẽ không tăng giá trong năm nay theo người phát ngôn.",
     "Công ty sẽ … tăng giá trong năm nay"),
    ("tr", "Şirket bu yıl fiyatları artırmayacak değil mi diye sordu muhabir.",
     "Şirket bu yıl fiyatları … diye sordu muhabir"),
    ("ko", "회사는 올해 가격을 인상하지 않는다고 대변인이 말했다",
     "회사는 올해 가격을 인상하지 … 대변인이 말했다"),
]  # fmt: skip

KEPT = [
    ("es", "La empresa aumentará los precios este año, dijo el portavoz.",
     "La empresa aumentará … este año"),
    ("de", "Die Firma wird die Preise erhöhen, sagte der Sprecher gestern.",
     "Die Firma wird … erhöhen, sagte der Sprecher"),
    ("ru", "Компания будет повышать цены в этом году, сказал представитель.",
     "Компания будет повышать цены … сказал представитель"),
]  # fmt: skip


@pytest.mark.parametrize(("language", "source", "quote"), HIDDEN, ids=[c[0] for c in HIDDEN])
def test_an_elision_hiding_a_negation_is_refused(language: str, source: str, quote: str) -> None:
    finding = locate(source, [quote])[0]
    assert not finding.confirmed, (language, finding.verdict)


@pytest.mark.parametrize(("language", "source", "quote"), KEPT, ids=[c[0] for c in KEPT])
def test_an_elision_without_a_negation_is_still_elided(
    language: str, source: str, quote: str
) -> None:
    assert locate(source, [quote])[0].verdict.value == "elided", language


@pytest.mark.parametrize(
    "text",
    ["it was NOT found", "they didn't agree", "won’t", "il n'est pas", "Nie wolno",
     "회사는 인상하지 않는다", "그것은 없다", "KEINE Angabe", "không", "değil", "לא", "لا", "नहीं"],
)  # fmt: skip
def test_negations_are_found_in_any_case_and_form(text: str) -> None:
    assert has_negation(text)


@pytest.mark.parametrize(
    "text", ["notable", "nothingness", "knotted", "canton", "Nieder", "nonna", "the 'n' key"]
)
def test_words_that_only_contain_a_negation_are_not_one(text: str) -> None:
    assert not has_negation(text)
