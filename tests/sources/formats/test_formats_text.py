"""Text formats read as a reader sees them (issue 12): Markdown and reStructuredText as
rendered with every character mapped to its line and column, subtitles by cue, e-mail by
its body, CSV by cell, and web archives by record (and written back from a fetch)."""

from __future__ import annotations

import gzip
import io
import json
import re
import zipfile
from email.message import EmailMessage

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from warcio.archiveiterator import ArchiveIterator

from citeproof import locate
from citeproof.errors import SourceError
from citeproof.match import PreparedSource
from citeproof.sources import FetchConfig, Fetcher, extract, sniff
from citeproof.sources.formats.archives._email import email_attachments
from citeproof.sources.formats.archives._warc import (
    Exchange,
    exchanges_from_fetched,
    read_wacz,
    read_warc,
    write_warc,
)
from citeproof.sources.formats.markup._markdown import render_markdown
from citeproof.sources.formats.markup._rendered import Rendered, file_position
from citeproof.sources.formats.markup._rst import render_rst

from ..conftest import Routes

# -- the mapping property ---------------------------------------------------------------


def assert_maps_back(rendered: Rendered) -> None:
    """Every rendered character points at the same character in the file (white space at
    white space; an entity's rendering at its ``&``; words the renderer adds somewhere in
    the file); nothing visible points nowhere; the
    positions never go back except between table cells."""
    text, source, positions = rendered.text, rendered.source, rendered.positions
    assert len(positions) == len(text)
    for index, char in enumerate(text):
        at = positions[index]
        if at < 0:
            assert char.isspace(), f"{char!r} at {index} points nowhere in {text!r}"
            continue
        if index in rendered.generated:
            assert 0 <= at < len(source)  # Sphinx's words point at their markup
        elif index in rendered.entities:
            assert source[at] == "&", (index, char, source[at : at + 8])
        elif char.isspace():
            assert source[at].isspace(), (index, char, source[at])
        else:
            assert source[at] == char, (index, char, source[at], text, source)


def assert_words_in_place(rendered: Rendered, words: list[str]) -> None:
    """Each unique word is rendered once, pointing where the file has it."""
    for word in words:
        at = rendered.text.find(word)
        if at < 0:
            continue
        start = rendered.positions[at]
        assert rendered.source[start : start + len(word)] == word, (word, rendered.text)
        assert rendered.positions[at + len(word) - 1] == start + len(word) - 1


_INLINE_MD = [
    "{w}",
    "*{w}*",
    "**{w}**",
    "_{w}_",
    "~~{w}~~",
    "`{w}`",
    "`` {w} ``",
    '[{w}](http://example.org/x "title t{n}")',
    "[{w}][ref]",
    "![alt a{n}](pic.png)",
    "&amp;",
    "&copy;",
    "&#65;",
    "\\*",
    "\\[",
    "<b>{w}</b>",
    "<!-- c{n} -->",
    "<http://example.org/{w}>",
    "{w}  \n",
    "{w}\\\n",
    "{w}\n",
    "[{w}](u){{ target=_blank }}",
    "`{w}`{{ .c }}",
    "{w}[^n{n}]",
    "{{pep}}`5{n}`",
    "{{func}}`~m.{w}`",
    "{{ref}}`{w} <t{n}>`",
    "=={w}==",
    "{w}~{n}~",
    "++ctrl+{w}++",
    "`#!python {w}`",
    "<E_{w}> {w}",
    "{w}\\\n",
]
_BLOCK_MD = [
    "{i}",
    "# {i}",
    "## {i} ##",
    "- {i}",
    "1. {i}",
    "> {i}",
    "{i}\n===",
    "| {i} | x |\n|---|---|\n| y | {i} |",
    "| `a|b` | x{n} |\n|---|---|\n| `c | d` | {i} |",
    "```\n{i}\n```",
    "    {i}",
    "<div>\n<p>{i} &amp; </p>\n</div>",
    "---",
    "[ref]: http://example.org/target",
    '!!! note "t{i}"\n    {i}',
    "!!! warning\n\n    {i}",
    "???+ tip\n    {i}",
    '=== "Tab"\n\n    {i}',
    '=== "{i}"\n    - {i}',
    "[^n]: {i}",
    "```{{note}}\n{i}\n```",
    "```{{versionadded}} 1.{n}\n:class: c\n\n{i}\n```",
    "```{{toctree}}\nhidden h{n}\n```",
    "```{{figure}} img{n}.png\n:alt: a{n}\n\n{i}\n```",
    "````{{admonition}} {i}\n```{{code-block}} python\ncode c{n}\n```\n````",
    "(t{n})=\n{i}",
    "```{{eval-rst}}\n.. note:: r{n}r\n\n   {i}\n```",
    "p{n}p:\n- {i}\n- x{n}",
    "p{n}p:\n| {i} | x{n} |\n|---|---|\n| y{n} | z{n} |",
    '<div markdown="1">\n{i}\n</div>',
    "<small>\n  {i} *s{n}* and _u{n}_\n  **b{n}**.\n</small>",
]


@st.composite
def markdown_documents(draw: st.DrawFn) -> tuple[str, list[str]]:
    counter = iter(range(10_000))
    words: list[str] = []

    def word() -> str:
        words.append(f"w{next(counter)}q")
        return words[-1]

    blocks = []
    for _ in range(draw(st.integers(1, 6))):
        inline = "".join(
            draw(st.sampled_from(_INLINE_MD)).format(w=word(), n=next(counter)) + " "
            for _ in range(draw(st.integers(1, 5)))
        ).strip()
        blocks.append(draw(st.sampled_from(_BLOCK_MD)).format(i=inline, n=next(counter)))
    separator = draw(st.sampled_from(["\n\n", "\n", "\r\n\r\n"]))
    return separator.join(blocks) + "\n", words


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(markdown_documents())
def test_markdown_every_rendered_character_maps_back(document: tuple[str, list[str]]) -> None:
    source, words = document
    rendered = render_markdown(source)
    assert_maps_back(rendered)
    assert_words_in_place(rendered, words)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='ab *_`[]()<>!#&;\\|-=>\n\t1.:/~?{}^"', max_size=120))
def test_markdown_maps_back_whatever_the_markup(source: str) -> None:
    assert_maps_back(render_markdown(source))


_INLINE_RST = [
    "{w}",
    "*{w}*",
    "**{w}**",
    "``{w}``",
    "`{w} <http://example.org/t{n}>`_",
    "`{w}`_",
    ":func:`{w}`",
    ":ref:`{w} <target-t{n}>`",
    "\\*{w}",
    "{w}\\ s",
    "|sub|",
    "[#]_",
]
_BLOCK_RST = [
    "{i}",
    "{i}\n\n.. note:: n{n}",
    "- {i}",
    "#. {i}",
    "Title t{n}\n==============\n\n{i}",
    "{i}::\n\n   code c{n}",
    ".. comment c{n}\n\n{i}",
    ":Field: {i}",
    "term t{n}\n   {i}",
    ".. toctree::\n   :maxdepth: 2\n\n{i}",
    ".. versionchanged:: 2.{n}\n\n   {i}",
    ".. versionadded:: 1.{n}\n\n{i}",
    ".. py:function:: f{n}(x)\n   :noindex:\n\n   {i}",
    ".. code-block:: python\n\n   code c{n}\n\n{i}",
    ".. seealso::\n\n   {i}",
    "| {i}\n| line l{n}",
    "   {i}",
]


@st.composite
def rst_documents(draw: st.DrawFn) -> tuple[str, list[str]]:
    counter = iter(range(10_000))
    words: list[str] = []

    def word() -> str:
        words.append(f"w{next(counter)}q")
        return words[-1]

    blocks = []
    for _ in range(draw(st.integers(1, 5))):
        inline = " ".join(
            draw(st.sampled_from(_INLINE_RST)).format(w=word(), n=next(counter))
            for _ in range(draw(st.integers(1, 5)))
        )
        blocks.append(draw(st.sampled_from(_BLOCK_RST)).format(i=inline, n=next(counter)))
    return "\n\n".join(blocks) + "\n\n.. |sub| replace:: substituted\n", words


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rst_documents())
def test_rst_every_rendered_character_maps_back(document: tuple[str, list[str]]) -> None:
    source, words = document
    rendered = render_rst(source)
    assert_maps_back(rendered)
    assert_words_in_place(rendered, words)
    for stepover in rendered.stepovers():  # only Sphinx's "()", which the file lacks
        assert rendered.text[stepover.start : stepover.end] == stepover.text == "()"
        assert set(range(stepover.start, stepover.end)) <= rendered.generated


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab *_`[]()<>!#&;\\|-=:\n\t.", max_size=120))
@example("|:::::|\t`: ")  # the tab's space was once found at the end, past "`:"
def test_rst_maps_back_whatever_the_markup(source: str) -> None:
    assert_maps_back(render_rst(source))


# -- Markdown and reStructuredText -------------------------------------------------------

README = """\
# The *Project*

A quote from the [manual](https://example.org/manual "The manual") &amp; more:
*Northeast Flanders St.* is **closed** on `Sundays`.

<!-- a comment nobody sees -->

- first item
- second item

[![badge](https://img.shields.io/x.svg)](https://ci.example.org)
"""


def test_markdown_is_quoted_as_rendered_and_cited_by_line_and_column() -> None:
    document = extract(README.encode(), None, "README.md")
    assert document.representation == "rendered_markdown"
    assert "The Project" in document.text
    assert "comment" not in document.text
    assert "https" not in document.text
    assert "badge" not in document.text
    quote = "Northeast Flanders St. is closed on Sundays"
    (finding,) = locate(document.text, [quote])
    assert finding.verdict.confirmed
    lines = README.splitlines()
    for word, line in (("Northeast", 4), ("Sundays", 4), ("&", 3), ("more:", 3), ("Project", 1)):
        column = lines[line - 1].index("&amp;" if word == "&" else word) + 1
        assert file_position(document, document.text.index(word)) == (line, column)
    assert file_position(document, document.text.index("\n\n")) is None
    assert {loc.kind for loc in document.locators} == {"line"}


MKDOCS_PAGE = """\
---
title: Settings
---

!!! warning "Keep it secret"

    Do not reveal **the key** in [public](https://x.org){ target="_blank" }.

!!! note
    Notes are read.

=== "Python"

    Set it with `app.key`.[^1]

[^1]: Read the key from the environment.
"""


def test_markdown_reads_mkdocs_blocks_as_the_built_page_shows_them() -> None:
    """An admonition's or a tab's indented content was a code block to CommonMark, its
    markup left raw; an attribute list stayed glued to its link; a footnote's text was
    taken for a link reference and dropped; front matter was read as prose. The footnote's
    mark and its link back are shown as the page shows them (optional words)."""
    document = extract(MKDOCS_PAGE.encode(), None, "settings.md")
    assert document.text.split("\n\n") == [
        "Keep it secret",
        "Do not reveal the key in public.",
        "Note",
        "Notes are read.",
        "Python",
        "Set it with app.key.1",
        "Read the key from the environment.\xa0\u21a9",
    ]
    rendered = render_markdown(MKDOCS_PAGE)
    assert_maps_back(rendered)
    note = document.text.index("Note")
    assert {note, note + 3} <= rendered.generated  # "Note": the page's words, not the file's
    lines = MKDOCS_PAGE.splitlines()
    for word, line in (("secret", 5), ("reveal", 7), ("Notes", 10), ("app.key", 14), ("env", 16)):
        column = lines[line - 1].index(word) + 1
        assert file_position(document, document.text.index(word)) == (line, column)


MYST_PAGE = """\
(secure)=
# Secure installs

Requirements follow {pep}`508`; see {ref}`hash checking <hashes>` and {func}`~pip.main`.

```{versionadded} 22.2
:class: note

The **report** option.
```

```{note}
Only with pip 24.
```

```{toctree}
:hidden:
other
```
"""


def _reads_as(page: str, name: str, blocks: list[str], media: str | None = None) -> None:
    """``page`` (a file named ``name``) reads as ``blocks``, every character mapped back."""
    assert extract(page.encode(), media, name).text.split("\n\n") == blocks
    assert_maps_back(render_rst(page) if media == "text/x-rst" else render_markdown(page))


def test_a_myst_figure_reads_as_its_caption_and_legend() -> None:
    """structlog's page: ```` ```{figure} _static/console_renderer.png ```` shows its
    caption ("Colorful console output by ConsoleRenderer.") and legend under the image; the
    reader left the figure out as it leaves an image out. The image's path and its options
    (the ``alt`` text a browser does not print) are not shown."""
    page = (
        "The following output is rendered using Rich:\n\n"
        "```{figure} _static/console_renderer.png\n:alt: A screenshot\n:width: 80%\n\n"
        "Colorful console output by *ConsoleRenderer*.\n\nThe legend, in `code`.\n```\n\n"
        "```{image} _static/other.png\n:alt: Not shown\n```\n\nAfter it.\n"
    )
    _reads_as(page, "console-output.md", [
        "The following output is rendered using Rich:",
        "Colorful console output by ConsoleRenderer.",
        "The legend, in code.",
        "After it.",
    ])  # fmt: skip


def test_rst_substitutions_and_python_roles_read_as_sphinx_prints_them() -> None:
    """flask's pages: "calls |fetch|_ and replaces" read "calls  and replaces" (a
    substitution was left out; the page shows its definition's ``fetch()``), and
    ``:class:`.RequestContext``` read ``.RequestContext`` (the dot only says where to
    look). A substitution without a definition, or one that is the moment of reading
    (``date::``), stays left out; another domain's role keeps its dot."""
    page = (
        "JavaScript that calls |fetch|_ and replaces |name| content.\n\n"
        "A :class:`.RequestContext` object, :attr:`~.Flask.session_interface` and "
        ":c:func:`.f`.\n\nMade |unknown| on |today|\n\n"
        ".. |fetch| replace:: ``fetch()``\n"
        ".. _fetch: https://developer.mozilla.org/\n"
        ".. |name| replace:: the *page's* |inner|\n"
        ".. |inner| replace:: own\n"
        ".. |today| date::\n"
    )
    _reads_as(page, "javascript.rst", [
        "JavaScript that calls fetch() and replaces the page's own content.",
        "A RequestContext object, session_interface and .f().",
        "Made  on",
    ], "text/x-rst")  # fmt: skip


def test_substitutions_that_multiply_are_left_out_not_expanded() -> None:
    """Ten substitutions in each, nine deep (a file of 651 bytes): expanded, 10**9 copies
    of a word (the first version of the rule ran out of memory); each definition's text is
    worked out once and one longer than the cap is left out with all that hold it."""
    lines = ["Start |s0| end.", ""]
    lines += [f".. |s{i}| replace:: " + " ".join([f"|s{i + 1}|"] * 10) for i in range(9)]
    lines += [".. |s9| replace:: lol", "", "And |s7| here."]
    document = extract("\n".join(lines).encode(), "text/x-rst", "laughs.rst")
    assert document.text.split("\n\n") == [
        "Start  end.",
        "And " + " ".join(["lol"] * 100) + " here.",
    ]


def test_a_reference_link_inside_a_note_or_a_markdown_div_is_resolved() -> None:
    """pip's ``{note}`` says "As mentioned in the [standard library documentation for
    netrc][netrc-std-lib]", the definition at the foot of the page: the site shows the
    link's text; read apart from the page's definitions it stayed as written (round 42)."""
    page = (
        "Some [text][ref] here.\n\n```{note}\nAs mentioned in the [documentation][ref], "
        'only ASCII.\n```\n\n<div markdown="1">\nSays [the manual][Ref] too.\n</div>\n\n'
        "[ref]: https://example.org/docs\n"
    )
    _reads_as(page, "auth.md", [
        "Some text here.",
        "As mentioned in the documentation, only ASCII.",
        "Says the manual too.",
    ])  # fmt: skip


def test_an_html_block_python_markdown_reads_as_a_paragraph_has_optional_emphasis() -> None:
    """mkdocstrings-python's page says "<small> ... your support for *mkdocstrings-python*.
    </small>": MkDocs (Python-Markdown) renders the emphasis of a block opening with an
    inline element, GitHub (CommonMark) shows the asterisks; a quote either way is
    confirmed, another word is not; a ``<div>`` block stays raw HTML to both."""
    page = (
        "Intro paragraph here.\n\n<small>\n  Show your support for *mkdocstrings-python*.\n"
        "  Thanks to __all__ of you.\n</small>\n\n<div>\nA *raw* div.\n</div>\n"
    )
    rendered = render_markdown(page)
    assert_maps_back(rendered)
    document = extract(page.encode(), None, "sponsors.md")
    report = locate(
        PreparedSource(document.text, stepovers=document.stepovers),
        [
            "your support for mkdocstrings-python.",
            "your support for *mkdocstrings-python*.",
            "Thanks to all of you.",
            "your support for mkdocstrings-java.",
            "A raw div.",
        ],
    )
    verdicts = [f.verdict for f in report]
    assert all(v.confirmed for v in verdicts[:3]), verdicts
    assert not verdicts[3].confirmed
    assert not verdicts[4].confirmed  # a div's Markdown is not rendered: "A *raw* div."


def test_a_myst_ref_to_a_section_of_the_page_reads_as_its_title() -> None:
    """pip's "Enable {ref}`Hash-checking mode`" names the section ``(Hash-checking mode)=``
    ``## Hash-checking Mode``: Sphinx prints the section's title. A reference with a title
    of its own prints that; one to another page's label stays as written (its title is
    not in this file); inside a note too."""
    page = (
        "- Enable {ref}`Hash-checking mode`, by passing it.\n- See {ref}`the docs <other>`"
        " and {ref}`install-guide`.\n\n```{note}\nRead {ref}`hash-checking  MODE` first.\n"
        "```\n\n(Hash-checking mode)=\n\n## Hash-checking Mode\n\nThis mode uses hashes.\n"
    )
    _reads_as(page, "secure.md", [
        "Enable Hash-checking Mode, by passing it.",
        "See the docs and install-guide.",
        "Read Hash-checking Mode first.",
        "Hash-checking Mode",
        "This mode uses hashes.",
    ])  # fmt: skip


def test_an_attribute_list_written_with_a_colon_is_not_shown() -> None:
    """Python-Markdown's ``attr_list`` reads ``{: .md-button }`` as it reads ``{ .md-button
    }`` (the colon is optional there): wcmatch's sponsor buttons showed their classes
    between the two links' words, and a quote of the line was judged absent."""
    source = (
        "[GitHub Sponsors](https://x.org/s){: .md-button .md-button--primary }\n"
        "[PayPal](https://x.org/p){:.md-button} and `code`{: #here } end.\n"
    )
    rendered = render_markdown(source)
    assert rendered.text == "GitHub Sponsors\nPayPal and code end."
    assert_maps_back(rendered)
    (finding,) = locate(rendered.text, ["GitHub Sponsors PayPal and code end."])
    assert finding.verdict.confirmed


def test_markdown_reads_myst_roles_and_directives_as_sphinx_shows_them() -> None:
    """pip's manual is MyST: ``{pep}`508``` read ``{pep}508`` and every version note was
    code; they read as the Sphinx page prints them."""
    document = extract(MYST_PAGE.encode(), None, "secure.md")
    assert document.text.split("\n\n") == [
        "Secure installs",
        "Requirements follow PEP 508; see hash checking and main().",
        "Added in version 22.2: The report option.",
        "Only with pip 24.",
    ]
    rendered = render_markdown(MYST_PAGE)
    assert_maps_back(rendered)
    lines = MYST_PAGE.splitlines()
    for word, line in (("508", 4), ("hash", 4), ("main", 4), ("22.2", 6), ("report", 9)):
        column = lines[line - 1].index(word) + 1
        assert file_position(document, document.text.index(word)) == (line, column)
    (finding,) = locate(
        PreparedSource(document.text, stepovers=document.stepovers),
        ["see hash checking and main."],
    )
    assert finding.verdict.confirmed  # the "()" Sphinx adds may be left out


MYST_EVAL_RST = """\
# API

```{eval-rst}
.. function:: aget(request, svc_type)

   Same as :meth:`svcs.Container.aget`, but uses the container from *request*.

   .. versionadded:: 23.2.0
```

- In a list:

  ```{eval-rst}
  .. note:: Indented *rst* here.
  ```
"""


def test_a_myst_eval_rst_fence_reads_as_sphinx_shows_its_restructuredtext() -> None:
    """svcs' and stamina's MyST pages describe their API in ```` ```{eval-rst} ```` fences;
    read as code, every description in them was judged absent."""
    document = extract(MYST_EVAL_RST.encode(), None, "api.md")
    assert document.text.split("\n\n") == [
        "API",
        "aget(request, svc_type)",
        "Same as svcs.Container.aget(), but uses the container from request.",
        "Added in version 23.2.0.",
        "In a list:",
        "Indented rst here.",
    ]
    rendered = render_markdown(MYST_EVAL_RST)
    assert_maps_back(rendered)
    lines = MYST_EVAL_RST.splitlines()
    for word, line in (("Same", 6), ("request.", 6), ("23.2.0", 8), ("Indented", 14)):
        column = lines[line - 1].index(word.rstrip(".")) + 1
        assert file_position(document, document.text.index(word)) == (line, column)


@pytest.mark.parametrize(
    ("source", "page"),
    [
        # Python-Markdown (MkDocs): numbered in the order the notes are defined
        ("Time is scarce.[^s] Go[^a].\n\n[^a]: A.\n[^s]: S.\n", "Time is scarce.2 Go1."),
        # Sphinx (a MyST page): [n], numeric labels as written, others by first reference
        ("(t)=\nSee[^b] this[^7] and[^a].\n\n[^a]: A.\n[^b]: B.\n[^7]: 7.\n",
         "See[1] this[7] and[2]."),
    ],
)  # fmt: skip
def test_a_footnote_mark_reads_as_the_page_shows_it_and_may_be_left_out(
    source: str, page: str
) -> None:
    """Quotes copied from a page hold its footnote marks (``is time.3``) and were judged
    absent while the reader left the mark out; a quote without the mark is confirmed too,
    one with another number is not."""
    document = extract(source.encode(), None, "notes.md")
    assert document.text.split("\n\n")[0] == page
    assert_maps_back(render_markdown(source))
    bare = re.sub(r"\[?\d\]?", "", page)
    other = re.sub(r"\d", "9", page)
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    with_mark, without, wrong = locate(prepared, [page, bare, other])
    assert with_mark.verdict.confirmed
    assert without.verdict.confirmed
    assert not wrong.verdict.confirmed


@pytest.mark.parametrize(
    ("source", "page", "plain"),
    [
        ("Mark ==the words== here.\n", "Mark the words here.", "Mark ==the words== here."),
        ("Add ^^these^^ now.\n", "Add these now.", "Add ^^these^^ now."),
        ("Water is H~2~O and x^2^ too.\n", "Water is H2O and x2 too.",
         "Water is H~2~O and x^2^ too."),
        # CriticMarkup (pymdownx.critic's view): every side shown, the marks not
        ("Here is {++an added++} and {--a **deleted**--} one.\n",
         "Here is an added and a deleted one.", "Here is {++an added++} and {--a deleted--} one."),
        ("A {~~old~>new~~} word {==marked==}{>>noted<<} now.\n", "A oldnew word markednoted now.",
         "A {~~old~>new~~} word {==marked==}{>>noted<<} now."),
    ],
)  # fmt: skip
def test_pymdownx_marks_are_optional_words(source: str, page: str, plain: str) -> None:
    """A Material for MkDocs page shows ``==marked==`` as ``marked``: a quote copied from
    it was judged absent. The marks are optional: the page's words and the file's are
    both confirmed, a changed word is not."""
    document = extract(source.encode(), None, "page.md")
    assert document.text == plain
    assert_maps_back(render_markdown(source))
    altered = (
        page.replace("too", "two").replace("here", "there").replace("now", "then")
        .replace("one.", "two.")
    )  # fmt: skip
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    shown, written, changed = locate(prepared, [page, plain, altered])
    assert shown.verdict.confirmed
    assert written.verdict.confirmed
    assert not changed.verdict.confirmed


def test_an_attribute_list_after_emphasis_is_not_shown() -> None:
    """Python-Markdown's ``attr_list`` gives ``**`css_class`**{ #css_class }`` its id, as
    it does a link's: the page shows ``css_class:``, and Python-Markdown's own manual's
    option lists read ``css_class{ #css_class }:`` here, a quote of the option judged
    absent. A list after a space is text there, and stays so."""
    source = (
        "* **`css_class`**{ #css_class }: An *alias*{: .x } of _it_{.y} and **a** {.z} b,"
        " not MY_VAR_{#n}.\n"
    )
    rendered = render_markdown(source)
    assert rendered.text == "css_class: An alias of it and a {.z} b, not MY_VAR_{#n}."
    assert_maps_back(rendered)


def test_material_icons_are_optional_words() -> None:
    """``:octicons-mark-github-16:`` is an icon on a Material for MkDocs page
    (``pymdownx.emoji`` with Material's icon sets), no words; a file read as plain Markdown
    shows the shortcode. Either is confirmed, in text and in a tab's label; a changed word
    is not; a shortcode of no icon set (``:attr:``) stays a word."""
    source = (
        "Pay with :fontawesome-brands-paypal: PayPal or :octicons-mark-github-16: GitHub,"
        " see :attr: too.\n\n"
        '=== ":material-language-python: In the Python language"\n\n    Tabbed text.\n'
    )
    document = extract(source.encode(), None, "page.md")
    rendered = render_markdown(source)
    assert_maps_back(rendered)
    assert document.text.split("\n\n")[1] == ":material-language-python: In the Python language"
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    shown, written, label, changed, dropped = locate(
        prepared,
        [
            "Pay with PayPal or GitHub, see :attr: too.",
            "Pay with :fontawesome-brands-paypal: PayPal or :octicons-mark-github-16: GitHub,",
            "In the Python language",
            "Pay with PayPal or GitLab, see :attr: too.",
            "Pay with PayPal or GitHub, see too.",
        ],
    )
    assert shown.verdict.confirmed
    assert written.verdict.confirmed
    assert label.verdict.confirmed
    assert not changed.verdict.confirmed
    assert not dropped.verdict.confirmed
    # an icon's attribute list (grid cards' ``{ .lg .middle }``) is optional with it
    card = "-   Go :material-clock-fast:{ .lg .middle } set up in a few minutes\n"
    cell = extract(card.encode(), None, "card.md")
    assert_maps_back(render_markdown(card))
    shown, written, kept = locate(
        PreparedSource(cell.text, stepovers=cell.stepovers),
        [
            "Go set up in a few minutes",
            "Go :material-clock-fast:{ .lg .middle } set up in a few minutes",
            "Go { .lg .middle } set up in a few minutes",
        ],
    )
    assert shown.verdict.confirmed
    assert written.verdict.confirmed
    assert not kept.verdict.confirmed  # the list without its icon: no page shows that


def test_pymdownx_keys_and_inline_code_language_read_as_the_page_shows_them() -> None:
    """``++ctrl+enter++`` prints ``Ctrl+Enter`` (markdown-exec's page: "or hit Ctrl+Enter
    to run the code" was judged absent); a key pymdownx.keys does not know stays as
    written, as there; ```#!python len(x)``` shows ``len(x)`` (GitHub the prefix too: it is
    optional)."""
    source = 'Hit ++ctrl+enter++ or ++cmd+"My Key"++ or ++nokey++ and `#!python len(x)`.\n'
    document = extract(source.encode(), None, "keys.md")
    assert document.text == "Hit Ctrl+Enter or Cmd+My Key or ++nokey++ and #!python len(x)."
    assert_maps_back(render_markdown(source))
    column = source.index("enter") + 1
    assert file_position(document, document.text.index("Enter")) == (1, column)
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    page, wrong = locate(prepared, ["++nokey++ and len(x).", "Hit Ctrl+Space or Cmd+My Key"])
    assert page.verdict.confirmed
    assert not wrong.verdict.confirmed


def test_a_code_spans_edge_spaces_are_optional_as_python_markdown_strips_them() -> None:
    """``lines starting with `>>> `, and`` shows ``>>> ,`` on GitHub (CommonMark keeps the
    space: only one edge has one) and ``>>>,`` on the MkDocs page (Python-Markdown strips
    it: markdown-exec's "lines starting with >>>, and the chevrons" was judged absent). The
    edge space is an optional word: both quotes are confirmed, a changed one is not."""
    source = "Keep only the lines starting with `>>> `, and drop the chevrons.\n"
    document = extract(source.encode(), None, "python.md")
    assert document.text == "Keep only the lines starting with >>> , and drop the chevrons."
    assert_maps_back(render_markdown(source))
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    page, github, wrong = locate(
        prepared,
        [
            "lines starting with >>>, and drop the chevrons",
            "lines starting with >>> , and drop the chevrons",
            "lines starting with >>, and drop the chevrons",
        ],
    )
    assert page.verdict.confirmed
    assert github.verdict.confirmed
    assert not wrong.verdict.confirmed


@pytest.mark.parametrize(
    ("source", "blocks"),
    [
        ("Read this:\n- one thing\n- another\n", ["Read this:", "- one thing", "- another"]),
        ("Steps:\n1. first\n2. second\n", ["Steps:", "1. first", "2. second"]),
        ("1) first\n2) second\n", ["1) first", "2) second"]),
        ("Read this:\n\n- one thing\n", ["Read this:", "one thing"]),  # a list to both
        ("- item\n- with a sublist:\n  - sub\n", ["item", "with a sublist:", "sub"]),
    ],
)
def test_a_list_python_markdown_reads_as_a_paragraph_keeps_its_markers_optional(
    source: str, blocks: list[str]
) -> None:
    """MkDocs' Python-Markdown continues a paragraph over a list written right under it
    (and knows no ``1)`` lists): its page shows ``Read this: - one thing - another`` and a
    quote copied from it was judged absent. The markers are optional words: the quote of
    the page and the quote of GitHub's list are both confirmed."""
    document = extract(source.encode(), None, "list.md")
    assert document.text.split("\n\n") == blocks
    assert_maps_back(render_markdown(source))
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    page = " ".join(blocks)
    bare = " ".join(re.sub(r"^(-|\d[.)]) ", "", block) for block in blocks)
    for finding in locate(prepared, [page, bare]):
        assert finding.verdict.confirmed


@pytest.mark.parametrize(
    ("source", "page", "written"),
    [
        ("Set HATCH_ENV to <ENV_NAME> for use.\n", "Set HATCH_ENV to for use.",
         "Set HATCH_ENV to <ENV_NAME> for use."),
        ("Read it from <pkg.name> now.\n", "Read it from now.", "Read it from <pkg.name> now."),
        ("Ends with a backslash\\\nthen more.\n", "Ends with a backslash\\ then more.",
         "Ends with a backslash then more."),
        ("- wikipedia: \\<search term\\> for use\n", "wikipedia: \\<search term> for use",
         "wikipedia: <search term> for use"),
        ("1. Compare the field with the value\n:   `&`, `|`\n",
         "Compare the field with the value &, |", "Compare the field with the value : &, |"),
        ("Options for use:\n| Name | Meaning |\n|--|--|\n| now | at once |\n",
         "Options for use: | Name | Meaning | |--|--| | now | at once |",
         "Options for use: Name Meaning now at once"),
    ],
)  # fmt: skip
def test_what_python_markdown_shows_otherwise_than_commonmark_is_optional(
    source: str, page: str, written: str
) -> None:
    """Python-Markdown (MkDocs) takes ``<ENV_NAME>`` for a tag (the page shows nothing
    there), knows no backslash line break and escapes no ``<`` (the page shows the
    backslash), reads a
    definition's ``:`` in a list item as a definition list's mark (not shown) and a table
    right under a paragraph as that paragraph's text, pipes and all; CommonMark the other
    way round. Either quote is confirmed; a changed word is not."""
    document = extract(source.encode(), None, "page.md")
    assert_maps_back(render_markdown(source))
    prepared = PreparedSource(document.text, stepovers=document.stepovers)
    altered = written.replace("for use", "for all").replace("now", "then").replace("more", "less")
    altered = altered.replace("the value", "a value")
    shown, file, changed = locate(prepared, [page, written, altered])
    assert shown.verdict.confirmed
    assert file.verdict.confirmed
    assert not changed.verdict.confirmed


def test_a_pipe_inside_a_table_cell_s_code_does_not_split_the_cell() -> None:
    """GitHub splits ``| `str | None` | The name. |`` at the code's pipe and drops the
    cell past the header's count (``The name.`` was lost); MkDocs' Python-Markdown reads
    two cells."""
    source = "| Type | Meaning |\n|---|---|\n| `str | None` | The name. |\n\nSee `a | b`.\n"
    document = extract(source.encode(), None, "table.md")
    assert document.text.split("\n\n") == [
        "Type", "Meaning", "str | None", "The name.", "See a | b."
    ]  # fmt: skip
    assert_maps_back(render_markdown(source))
    assert file_position(document, document.text.index("None")) == (3, 10)


def test_markdown_inside_an_html_block_with_a_markdown_attribute_is_read_as_markdown() -> None:
    """Python-Markdown's ``md_in_html`` (Material's grid cards, ``<div markdown>``): the
    page renders the content; CommonMark kept it raw HTML, ``**bold**`` and all."""
    source = (
        '<div class="grid" markdown>\nSee **the guide** first.\n</div>\n\n'
        "<div>\nRaw **stays** raw.\n</div>\n"
    )
    document = extract(source.encode(), None, "cards.md")
    assert document.text.split("\n\n") == ["See the guide first.", "Raw **stays** raw."]
    rendered = render_markdown(source)
    assert_maps_back(rendered)
    assert file_position(document, document.text.index("guide")) == (2, 11)


def test_plain_text_stays_literal_and_markdown_is_sniffed_by_name_or_type() -> None:
    assert extract(b"*not* rendered", None, "notes.txt").text == "*not* rendered"
    assert sniff(b"# x", "text/markdown") == "text/markdown"
    assert sniff(b"x\n=\n", None, "index.rst") == "text/x-rst"
    assert sniff(b"x", "text/x-rst") == "text/x-rst"


RST = """\
Usage
=====

reStructuredText_ is *easy* to read; see `the spec <https://docutils.sf.net>`_
and :func:`render` for more\\*.

.. _reStructuredText: https://docutils.sourceforge.io

.. toctree::
   :maxdepth: 2

.. note:: Notes are kept.

.. raw:: html

   <script>alert(1)</script>

.. include:: /etc/passwd
"""


def test_rst_is_quoted_as_rendered_and_directives_are_gone() -> None:
    document = extract(RST.encode(), None, "usage.rst")
    assert document.representation == "rendered_rst"
    assert (
        "reStructuredText is easy to read; see the spec\nand render() for more*." in document.text
    )
    for gone in ("toctree", "maxdepth", "alert", "passwd", "https", "include"):
        assert gone not in document.text
    assert "Notes are kept." in document.text
    lines = RST.splitlines()
    for word, line in (("easy", 4), ("render", 5), ("the spec", 4), ("Usage", 1), ("*.", 5)):
        column = lines[line - 1].index(word) + 1
        assert file_position(document, document.text.index(word)) == (line, column)


SPHINX_RST = """\
Settings
========

.. py:data:: SECRET_KEY
   :noindex:

   A secret key used to sign the **session** cookie.

   .. versionadded:: 0.8

   .. versionchanged:: 2.3
      Not set by default.

.. code-block:: python

   app.secret_key = "x"

.. seealso:: :meth:`~flask.Flask.run` and :func:`make()`, :class:`Flask <flask.Flask>`.

.. testsetup::

   import hidden
"""


def test_an_rst_ref_to_a_section_of_the_document_reads_as_its_title() -> None:
    """``:ref:`label``` without a title prints the labelled section's title, as Sphinx
    does (two labels on one section both name it); a title of its own is printed as
    written, a label of another document stays as written."""
    page = (
        "Intro\n=====\n\nSee :ref:`My-Label` and :ref:`alias`, :ref:`Other <x>` and "
        ":ref:`elsewhere`; then :ref:`late`.\n\n.. _my-label:\n.. _alias:\n\n"
        "The Section Title\n-----------------\n\nBody text.\n\n.. _late:\n\n"
        "Next Chapter\n============\n\nThe end.\n"
    )
    _reads_as(page, "r.rst", [
        "Intro",
        "See The Section Title and The Section Title, Other and elsewhere; then Next Chapter.",
        "The Section Title",
        "Body text.",
        "Next Chapter",
        "The end.",
    ], media="text/x-rst")  # fmt: skip


def test_rst_reads_sphinx_directives_as_the_built_page_shows_them() -> None:
    """Sphinx documentation's prose sits inside directives docutils alone does not know;
    each was read as nothing (flask's and click's settings and version notes judged
    absent), and is now read as Sphinx prints it."""
    document = extract(SPHINX_RST.encode(), "text/x-rst", "config.rst")
    assert document.text.split("\n\n") == [
        "Settings",
        "SECRET_KEY",
        "A secret key used to sign the session cookie.",
        "Added in version 0.8.",
        "Changed in version 2.3: Not set by default.",
        'app.secret_key = "x"',
        "run() and make(), Flask.",
    ]
    lines = SPHINX_RST.splitlines()
    for word, line in (("A secret", 7), ("0.8", 9), ("Not set", 12), ("app.", 16), ("run", 18)):
        column = lines[line - 1].index(word) + 1
        assert file_position(document, document.text.index(word)) == (line, column)
    # The words Sphinx adds point at the directive's lines, never at other text.
    added = document.text.index("Added in")
    assert file_position(document, added) is not None
    assert_maps_back(render_rst(SPHINX_RST))
    (finding,) = locate(document.text, ["Changed in version 2.3: Not set by default."])
    assert finding.verdict.confirmed


def test_sphinx_directives_are_lent_to_docutils_for_one_parse_only() -> None:
    """Docutils keeps one table of directives per process: another program of the process
    still sees ``versionadded`` as unknown after a parse."""
    from docutils.parsers.rst import directives

    render_rst(SPHINX_RST)
    assert "versionadded" not in directives._directives
    assert "py:data" not in directives._directives
    assert directives.directive("note", None, None)[0] is not None  # type: ignore[arg-type]


def test_a_function_s_parentheses_may_be_quoted_or_not_but_nothing_else_changes() -> None:
    """Sphinx prints ``make()`` for ``:func:`make```; a quote copied from the page has the
    ``()``, one copied from the file has not: both are the source's words. The ``()`` is
    a stepover, so nothing but it may be left out."""
    document = extract(b"Call :func:`pkg.make` to build it.\n", "text/x-rst", "x.rst")
    assert document.text == "Call pkg.make() to build it."
    quotes = [
        "Call pkg.make() to build it.",
        "Call pkg.make to build it.",
        "Call pkg.take to build it.",
    ]
    page, file, altered = locate(
        PreparedSource(document.text, stepovers=document.stepovers), quotes
    )
    assert page.verdict.confirmed
    assert not page.stepped_over
    assert file.verdict.confirmed
    assert [s.text for s in file.stepped_over] == ["()"]
    assert not altered.verdict.confirmed


@pytest.mark.parametrize(
    ("role", "shown"),
    [
        (":func:`pkg.make`", "pkg.make()"),
        (":meth:`~pkg.Thing.run`", "run()"),
        (":py:func:`f()`", "f()"),
        (":func:`the maker <pkg.make>`", "the maker"),
        (":class:`~pkg.Thing`", "Thing"),
        (":attr:`!value`", "value"),
        (":ref:`label`", "label"),
    ],
)
def test_rst_cross_references_read_as_sphinx_prints_them(role: str, shown: str) -> None:
    document = extract(f"Use {role} here.\n".encode(), "text/x-rst", "x.rst")
    assert document.text == f"Use {shown} here."


@pytest.mark.parametrize(
    ("source", "shown"),
    [
        ("It is the place to go [#]_.\n\n.. [#] A note.\n", "It is the place to go."),
        ("Cite [CIT2002]_, and more [#]_ [#]_.\n\n.. [#] a\n.. [#] b\n", "Cite, and more."),
        ("See [1]_ below.\n\n.. [1] Note.\n", "See  below."),  # between words: a space
    ],
)
def test_a_footnote_mark_left_out_takes_its_space_with_it(source: str, shown: str) -> None:
    """The mark is generated text (its number), left out; the space before it went with
    it, else a quote of the sentence ended ``go .`` in the source and was not found."""
    document = extract(source.encode(), "text/x-rst", "notes.rst")
    assert document.text.splitlines()[0] == shown
    assert_maps_back(render_rst(source))


# -- subtitles ---------------------------------------------------------------------------

SRT = b"""1
00:00:01,000 --> 00:00:03,500
<i>We choose to go</i>
{\\an8}to the moon

2
00:00:03,600 --> 00:00:06,000
in this decade.
"""

VTT = b"""WEBVTT
Kind: captions

NOTE a comment that is not a cue

STYLE
::cue { color: red }

intro
00:01.000 --> 00:04.000 align:start
<v Roger Bingham>We are in New York &amp; Boston

00:00:04.500 --> 00:00:06.000
<c.loud>and</c> <00:05.000>it is cold.
"""


def test_srt_cues_in_order_without_tags_a_quote_spans_cues() -> None:
    document = extract(SRT, None, "talk.srt")
    assert document.representation == "subtitle_text"
    assert document.text == "We choose to go\nto the moon\nin this decade."
    (finding,) = locate(document.text, ["We choose to go to the moon in this decade."])
    assert finding.verdict.confirmed
    span = finding.spans[0]
    assert [loc.label for loc in document.locate(span.start, span.end)] == [
        "00:00:01.000 --> 00:00:03.500",
        "00:00:03.600 --> 00:00:06.000",
    ]


def test_vtt_by_content_voices_notes_and_styles_removed() -> None:
    assert sniff(VTT, None) == "text/vtt"
    document = extract(VTT, None, "captions")
    assert document.text == "We are in New York & Boston\nand it is cold."
    assert [loc.label for loc in document.locators] == [
        "00:00:01.000 --> 00:00:04.000",
        "00:00:04.500 --> 00:00:06.000",
    ]


def test_srt_is_sniffed_by_content_and_a_broken_cue_is_skipped() -> None:
    assert sniff(SRT, None) == "application/x-subrip"
    broken = SRT + b"\n3\nnot a timing\nlost\n"
    document = extract(broken, None, "x.srt")
    assert document.warnings
    assert "lost" not in document.text
    with pytest.raises(SourceError) as raised:
        extract(b"1\nnothing here\n", None, "x.srt")
    assert raised.value.code == "extraction_failed"


# -- e-mail ------------------------------------------------------------------------------


def _message(html: bool = False) -> bytes:
    message = EmailMessage()
    message["From"] = "Ann Example <ann@example.org>"
    message["To"] = "bob@example.org"
    message["Subject"] = "Réunion du comité"
    message["Date"] = "Mon, 01 Jan 2024 10:00:00 +0000"
    message["Message-ID"] = "<42@example.org>"
    plain = (
        "Le comité a décidé de reporter la réunion.\n\n"
        "Le lundi, Bob a écrit :\n> Nous ne reportons rien.\n> Jamais.\n\nÀ bientôt.\n"
    )
    message.set_content(plain, charset="utf-8", cte="quoted-printable")
    if html:
        message.add_alternative(
            "<html><body><p>Le comité a décidé <b>en HTML</b>.</p></body></html>", subtype="html"
        )
    message.add_attachment(b"%PDF-1.4 fake", maintype="application", subtype="pdf",
                           filename="minutes.pdf")  # fmt: skip
    return message.as_bytes()


def test_email_body_decoded_headers_in_metadata_quoted_lines_apart() -> None:
    data = _message()
    assert sniff(data, None) == "message/rfc822"
    document = extract(data, None, "mail")
    assert document.representation == "email_text"
    assert "Le comité a décidé de reporter la réunion." in document.text
    assert "Nous ne reportons rien" not in document.text
    assert "> Nous ne reportons rien." in document.furniture
    assert "À bientôt." in document.text
    metadata = dict(document.metadata)
    assert metadata["Subject"] == "Réunion du comité"
    assert metadata["From"] == "Ann Example <ann@example.org>"
    assert metadata["Message-ID"] == "<42@example.org>"
    assert metadata["attachment"].startswith("minutes.pdf; application/pdf; 13 bytes")
    assert document.title == "Réunion du comité"
    assert any("minutes.pdf" in warning for warning in document.warnings)


def test_email_plain_is_preferred_html_is_read_by_the_walker_when_alone() -> None:
    assert "en HTML" not in extract(_message(html=True), None, "m").text
    message = EmailMessage()
    message["From"] = "a@example.org"
    message["Subject"] = "html only"
    message["Message-ID"] = "<1@example.org>"
    message.set_content("<html><body><nav>Menu</nav><p>Only <i>HTML</i> here.</p></body></html>",
                        subtype="html")  # fmt: skip
    document = extract(message.as_bytes(), None, "m.eml")
    assert "Only HTML here." in document.text
    assert "Menu" not in document.text


def test_email_attachments_can_be_read_as_sources() -> None:
    (attachment,) = email_attachments(_message())
    assert attachment == ("minutes.pdf", "application/pdf", b"%PDF-1.4 fake")


# -- CSV ---------------------------------------------------------------------------------


def test_csv_cells_row_by_row_with_their_cells() -> None:
    data = b'name;quote\nAda;"We shall, in time; see"\n;\nBob;Hello\n'
    document = extract(data, "text/csv", "quotes")
    assert document.representation == "csv_text"
    assert document.text == "name\tquote\nAda\tWe shall, in time; see\nBob\tHello"
    (finding,) = locate(document.text, ["We shall, in time; see"])
    span = finding.spans[0]
    assert [loc.label for loc in document.locate(span.start, span.end)] == ["B2"]
    assert (
        document.locate(document.text.index("Hello"), document.text.index("Hello") + 5)[0].label
        == "B4"
    )
    assert sniff(b"a,b", None, "x.csv") == "text/csv"


# -- web archives ------------------------------------------------------------------------

PAGE = (
    b"<html><head><title>Archived</title></head><body><nav>Home</nav>"
    b"<article><p>The council voted seven to two to close the bridge.</p></article>"
    b"</body></html>"
)


def _warc(pages: list[tuple[str, int, str, bytes]], compress: bool = True) -> bytes:
    out = io.BytesIO()
    exchanges = [
        Exchange(url, status, (("Content-Type", kind), ("Content-Length", str(len(body)))), body)
        for url, status, kind, body in pages
    ]
    write_warc(exchanges, out, gzip=compress)
    return out.getvalue()


@pytest.mark.parametrize("compress", [True, False])
def test_warc_first_html_response_with_provenance(compress: bool) -> None:
    data = _warc(
        [
            ("https://example.org/style.css", 200, "text/css", b"body{}"),
            ("https://example.org/old", 301, "text/html", b""),
            ("https://example.org/news", 200, "text/html; charset=utf-8", PAGE),
            ("https://example.org/notes.txt", 200, "text/plain", b"Plain notes here."),
        ],
        compress,
    )
    assert sniff(data, None) == "application/warc"
    document = extract(data, None, "capture.warc.gz")
    assert document.representation == "archived_extracted_html_text"
    assert "seven to two" in document.text
    assert "Home" not in document.text
    metadata = dict(document.metadata)
    assert metadata["WARC-Target-URI"] == "https://example.org/news"
    assert metadata["WARC-Payload-Digest"].startswith("sha1:")
    assert metadata["WARC-Date"]
    picked = read_warc(data, record_url="https://example.org/notes.txt", inner=extract)
    assert picked.text == "Plain notes here."
    assert picked.representation == "archived_literal_text"
    with pytest.raises(SourceError) as raised:
        read_warc(data, record_url="https://example.org/missing", inner=extract)
    assert raised.value.code == "record_not_found"


def test_warc_payload_is_dechunked_and_decompressed() -> None:
    body = gzip.compress(PAGE)
    chunked = f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"
    headers = (
        ("Content-Type", "text/html"),
        ("Content-Encoding", "gzip"),
        ("Transfer-Encoding", "chunked"),
    )
    out = io.BytesIO()
    write_warc([Exchange("https://example.org/z", 200, headers, chunked)], out)
    assert "seven to two" in read_warc(out.getvalue(), inner=extract).text


def test_wacz_reads_its_first_page() -> None:
    warc = _warc(
        [
            ("https://example.org/other", 200, "text/html", b"<p>Another page entirely.</p>"),
            ("https://example.org/news", 200, "text/html", PAGE),
        ]
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as wacz:
        wacz.writestr("archive/data.warc.gz", warc)
        pages = [{"format": "json-pages-1.0"}, {"url": "https://example.org/news", "ts": "x"}]
        wacz.writestr("pages/pages.jsonl", "\n".join(json.dumps(p) for p in pages))
        wacz.writestr("datapackage.json", json.dumps({"profile": "data-package"}))
    data = out.getvalue()
    assert sniff(data, None) == "application/wacz"
    document = extract(data, None, "capture.wacz")
    assert "seven to two" in document.text
    assert dict(document.metadata)["WACZ-Member"] == "archive/data.warc.gz"
    assert "Another page" in read_wacz(data, "https://example.org/other", inner=extract).text


@pytest.mark.parametrize(
    "data", [b"WARC/1.0\r\nWARC-Type: response\r\n\r\n", b"WARC/1.1 garbage", b"\x1f\x8bWARC"]
)
def test_a_damaged_warc_is_a_typed_error(data: bytes) -> None:
    with pytest.raises(SourceError) as raised:
        extract(data, None, "x.warc")
    assert raised.value.code in ("extraction_failed", "record_not_found")


def test_fetch_write_warc_read_back_gives_the_same_text(server: tuple[Routes, int]) -> None:
    routes, port = server
    routes["/start"] = (302, {"Location": "/article"}, b"")
    routes["/article"] = (
        200,
        {"Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip"},
        gzip.compress(PAGE),
    )
    config = FetchConfig(allow_private=True, respect_robots=False)
    with Fetcher(config) as fetcher:
        fetched = fetcher.fetch(f"http://127.0.0.1:{port}/start")
    direct = extract(fetched.body, fetched.content_type, fetched.final_url)
    out = io.BytesIO()
    write_warc(exchanges_from_fetched(fetched), out)
    archived = extract(out.getvalue(), None, "fetched.warc.gz")
    assert archived.text == direct.text
    assert dict(archived.metadata)["WARC-Target-URI"] == f"http://127.0.0.1:{port}/article"
    records = [
        (record.rec_type, record.rec_headers.get_header("WARC-Target-URI"))
        for record in ArchiveIterator(io.BytesIO(out.getvalue()))
    ]
    start, article = f"http://127.0.0.1:{port}/start", f"http://127.0.0.1:{port}/article"
    assert records[0][0] == "warcinfo"
    assert sorted(records[1:]) == sorted(
        [("request", start), ("response", start), ("request", article), ("response", article)]
    )


_STYLE_FORMAT = (
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, "
    "BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, "
    "BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding"
)
_STYLE = "Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,"
_STYLE += "100,0,0,1,2,2,2,10,10,10,1"
ASS = """\ufeff[Script Info]
Title: A test
ScriptType: v4.00+

[V4+ Styles]
STYLE-FORMAT
STYLE

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.50,Default,,0,0,0,,{\\i1}We choose to go{\\i0}\\Nto the moon, and
Comment: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,a note for the typesetter
Dialogue: 0,0:00:03.60,0:00:06.00,Default,,0,0,0,,{\\k20}in{\\k30} this\\hdecade.
Dialogue: 0,0:00:06.00,0:00:07.00,Default,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100{\\p0}
Dialogue: 0,0:00:08.00,0:00:08.00,Default,,0,0,0,,hidden words shown for no time
""".replace("STYLE-FORMAT", _STYLE_FORMAT).replace("STYLE", _STYLE)


def test_ass_dialogue_is_read_without_its_overrides_and_cited_by_time() -> None:
    """ASS/SSA was read as plain text: a sentence buried in timing fields and override
    tags, so no quote of it was found."""
    from citeproof.match import Verdict, locate

    document = extract(ASS.encode(), None, "talk.ass")
    assert document.representation == "subtitle_text"
    assert document.text == "We choose to go\nto the moon, and\nin this decade."
    assert document.title == "A test"
    assert [x.label for x in document.locators] == [
        "00:00:01.000 --> 00:00:03.500", "00:00:03.600 --> 00:00:06.000",
    ]  # fmt: skip
    assert "typesetter" not in document.text  # a comment event
    assert "m 0 0" not in document.text  # a vector drawing
    assert document.furniture == "hidden words shown for no time"
    found = locate(document.text, ["We choose to go to the moon, and in this decade."])[0]
    assert found.verdict is Verdict.NORMALIZED
    assert locate(document.text, ["We chose to go to the moon"])[0].verdict is not (
        Verdict.NORMALIZED
    )
    # known by its header too, whatever its name
    assert extract(ASS.encode(), None, "talk").representation == "subtitle_text"


def test_a_substitution_holding_itself_or_chained_deep_is_left_out() -> None:
    page = "Cycle |c| end.\n\n.. |c| replace:: x |c|\n\nChain |d0| end.\n\n"
    page += "\n".join(f".. |d{i}| replace:: |d{i + 1}|" for i in range(2000))
    page += "\n.. |d2000| replace:: z\n"
    text = extract(page.encode(), "text/x-rst", "c.rst").text
    assert text.split("\n\n") == ["Cycle x  end.", "Chain  end."]


def test_an_indented_paragraph_under_a_definition_is_the_definitions_markdown() -> None:
    """Python-Markdown's ``def_list`` (as PHP Markdown Extra and pandoc): a paragraph
    indented four spaces under a definition continues it, links and emphasis rendered;
    CommonMark made it a code block, read with the link's brackets and address, and the
    page's sentence was judged absent (mkdocs-print-site-plugin's options page). Eight
    spaces are a code block there, as everywhere; without a definition above, four are."""
    source = (
        "`add_full_urls`\n:   Default is `false`. Adds the target.\n\n"
        '    For example "[google.com](https://www.google.com)" is *replaced*.\n\n'
        "        raw [code](kept)\n\n"
        "A paragraph.\n\n    plain [code](block)\n"
    )
    document = extract(source.encode(), None, "options.md")
    assert document.text.split("\n\n") == [
        "add_full_urls\n:   Default is false. Adds the target.",
        'For example "google.com" is replaced.',
        "raw [code](kept)",
        "A paragraph.",
        "plain [code](block)",
    ]
    assert_maps_back(render_markdown(source))
    assert file_position(document, document.text.index("replaced")) == (4, 60)


def test_two_blank_lines_do_not_end_an_admonition_or_a_tab() -> None:
    """Python-Markdown goes on with an admonition or a content tab while its lines are
    indented under it, blank lines or not; markdown-it's admonitions (and the tabs here)
    ended at two blank lines in a row, so a code example in one with two (PEP 8's, before a
    class) was cut there and what followed read as an indented code block, its ``code``
    marks left in (round 50: instructor's and inline-snapshot's pages)."""
    page = (
        '??? note "Copy the code"\n\n'
        "    ```python\n    import diskcache\n\n\n    def cached():\n        pass\n    ```\n\n"
        "    1. We create a new `diskcache.Cache` instance.\n\n"
        '=== "context managers"\n'
        "    ``` python\n    from contextlib import contextmanager\n\n\n"
        "    @contextmanager\n    def make():\n        yield\n    ```\n\n\n"
        '    !!! info "Limitation"\n'
        "        It is not possible to use decorators other than `contextmanager`.\n\n"
        "After both, *outside*.\n"
    )
    _reads_as(
        page,
        "page.md",
        [
            "Copy the code",
            "import diskcache",
            "\ndef cached():\n    pass",
            "We create a new diskcache.Cache instance.",
            "context managers",
            "from contextlib import contextmanager",
            "\n@contextmanager\ndef make():\n    yield",
            "Limitation",
            "It is not possible to use decorators other than contextmanager.",
            "After both, outside.",
        ],
    )


def test_pymdownx_generic_blocks_read_as_the_page_shows_them() -> None:
    """``pymdownx.blocks`` (round 51: pymdown-extensions', soupsieve's, pyspelling's and
    coloraide's sites): ``/// name | argument``, YAML options indented under it, content
    not indented, a closing line of as many slashes. The page shows the argument as the
    block's title (an admonition, a details, a tab, a site's own kind) and the content as
    Markdown; not the slashes, not a tag (``/// html | div``), not the options. CommonMark
    read the header, the options and the closing slashes into the content's paragraphs,
    so the title and the first and last sentences were one block with ``///`` in them; a
    ``///`` line in a fence inside a block is code, and a block of more slashes closes
    its inner blocks first."""
    page = (
        "Before the blocks.\n"
        "/// admonition | Some *title* here\n"
        "    type: warning\n"
        "    attrs: {class: inline end}\n\n"
        "Some content of the note.\n"
        "///\n\n"
        "//// tab | Python\n"
        "```text\n///\n```\n"
        "/// html | div.result\n"
        "- an item in a div\n"
        "///\n"
        "The tab's last words.\n"
        "////\n\n"
        "/// define\nApple\n\n- Pomaceous fruit\n///\n\n"
        "After them.\n"
    )
    _reads_as(
        page,
        "page.md",
        [
            "Before the blocks.",
            "Some title here",
            "Some content of the note.",
            "Python",
            "///",
            "an item in a div",
            "The tab's last words.",
            "Apple",
            "Pomaceous fruit",
            "After them.",
        ],
    )


def test_pymdownx_figure_and_table_captions_are_numbered_as_the_page_shows_them() -> None:
    """``pymdownx.blocks.caption`` numbers its figure and table captions by default, each
    kind apart, and shows the prefix in the caption's paragraph (coloraide's pages:
    "Figure 1. The sRGB gamut represented within the XYZ D65 color space.", judged absent
    as the prefix is in no file). A plain ``/// caption`` has none. Two captions in a row
    nest figures (the inner numbered ``1.1``) and a number or depth given in the header
    changes the count: from there on no prefix of that kind is shown, none being a quote
    not found where a wrong one could confirm a wrong quote."""
    page = (
        "![Gamut](gamut.png)\n"
        "/// figure-caption\nThe sRGB gamut represented.\n///\n\n"
        "Fruit | Amount\n----- | ------\nApple | 20\n\n"
        "/// table-caption\nFruit Count\n///\n\n"
        "![Other](other.png)\n"
        "/// figure-caption\nA second figure.\n///\n\n"
        "A paragraph between.\n\n"
        "/// caption\nA plain caption.\n///\n\n"
        "/// table-caption | ^1\nA deeper table.\n///\n\n"
        "Later | Table\n----- | -----\nA | B\n\n"
        "/// table-caption\nNo number known.\n///\n"
    )
    text = extract(page.encode(), None, "page.md").text
    assert "Figure 1. The sRGB gamut represented." in text
    assert "Table 1. Fruit Count" in text
    assert "Figure 2. A second figure." in text
    assert "\n\nA plain caption." in text
    assert "\n\nA deeper table." in text
    assert "\n\nNo number known." in text
    assert_maps_back(render_markdown(page))
    nested = "![x](x.png)\n/// figure-caption\nInner.\n///\n/// figure-caption\nOuter.\n///\n"
    text = extract(nested.encode(), None, "page.md").text
    assert "Figure" not in text
    assert "Inner." in text
    assert "Outer." in text
    empty = "/// figure-caption\n///\n\nThe next paragraph.\n"
    assert extract(empty.encode(), None, "page.md").text == "The next paragraph."
