"""Finding quotations in drafts, and the citations they carry: Markdown (pandoc) and LaTeX.

The one scanner that ``citeproof batch`` (a document's quotations, each paired with its
source) and ``citeproof manuscript`` (each checked in the work its citation names) share.

A draft's claims of wording are its blockquotes (Markdown ``>`` lines; LaTeX ``quote``,
``quotation`` and ``displayquote`` environments) and its inline quotations in double
marks of at least ``min_words`` words (“…”, "…", «…», „…“; in LaTeX also ````…''`` and
``\\enquote{…}``). Code (fenced blocks, inline code spans, LaTeX comments and verbatim
environments) is skipped, and so are footnote definitions (a title in quotation marks is
not a claim).

Citations are found as written:

- pandoc: ``[@key]``, ``[@key, p. 12]``, ``[see @key, pp. 3-5; @other]``, ``@key [p. 4]``,
  ``@key`` (textual), ``[-@key]``;
- LaTeX: ``\\cite[p.~12]{key}``, ``\\parencite``, ``\\textcite``, ``\\autocite``,
  ``\\citep``/``\\citet``... with a pre- and postnote, several keys;
- footnotes: ``[^1]`` whose definition holds a citation, a link, or free text
  (``[^1]: Smith, Title, p. 12``);
- links: ``[text](url-or-path)``, ``<url>``, bare URLs.

A quotation's citation is, within its paragraph: the first citation after it and before
the next quotation; else a citation just before it in the same sentence; else the nearest
textual citation before it (``@key [p. 4] says "…"``); else the first after it; else the
nearest before it. A blockquote's is the citation inside it, else one on the first line
after it, else the last one of the paragraph before it when that paragraph ends in a
colon. Lines and columns are one-based, columns in code points, lines split at ``\\n``
only (as editors and ``grep -n`` count). Linear in the draft, whatever it holds.

What is not here: resolving a citation key in a bibliography, reading the cited work and
checking the quotation in it (:mod:`citeproof.manuscript`, :mod:`citeproof.batch`). Pure
text in, records out: no I/O, and no citeproof layer but :mod:`citeproof.text` below it.
"""

from ._model import Citation, Cite, DraftQuotation
from ._pages import label_in_range, page_range
from ._scan import find_quotations, is_latex

__all__ = [
    "Citation",
    "Cite",
    "DraftQuotation",
    "find_quotations",
    "is_latex",
    "label_in_range",
    "page_range",
]
