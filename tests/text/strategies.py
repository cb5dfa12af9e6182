"""Hypothesis strategies for text that exercises every coordinate system and normalization."""

from hypothesis import strategies as st

#: Pieces that make coordinate systems and normalizations disagree.
TRICKY = [
    "a", "b", "é", "e\u0301", "ß", "İ", "ΐ", "ﬁ", "ﬄ", "🧭", "👨\u200d👩\u200d👧", "🇫🇷", "각",
    "\u1100\u1161", "1\ufe0f\u20e3", "\r\n", "\n", "\r", " ", "  ", "\t", "\u00a0", "\u2009",
    "“", "”", "‘", "’", "«", "»", '"', "'", "—", "–", "-", "\u2212", "--", "---", "…", "...",
    "\u200b", "\u00ad", "\ufeff", "\u2066", "\x10", "\x7f", "m²", "2", "4", "x", "word",
    "hyphen-\nation", "cross-\nvalidation",
    "Å", "\u212b", "A\u030a", "\u0627\u0644", "\U0001f600",
    "g e s p e r r t", "с м и р е\u0301 н ъ", "a b c", " a ", "x y2 z",
    "сoр", "пр\u0457ид\u00f3ша", "c\u043emputer", "Pуccкий", "Pyccкий", "ё", "Ё", "\u0486",
    "I", "у",
    "→", "-->", "->", "<--", "↔", "≠", "=/=", "±", "+/-", "©", "(c)", "(C)", "™", "½", "1/2",
]  # fmt: skip

tricky_text = st.lists(st.sampled_from(TRICKY), max_size=40).map("".join)
any_text = st.one_of(tricky_text, st.text(max_size=60))
