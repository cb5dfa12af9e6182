"""HTML the parser cannot build in bounded time is refused before it is parsed.

The estimate (:mod:`citeproof.sources.html._bound`) must never be below what Lexbor
really builds (checked against Lexbor itself on generated markup), and the hostile
families of issue 14 must be refused in well under a second, naming the limit.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from selectolax.lexbor import LexborHTMLParser

from citeproof.errors import SourceError
from citeproof.sources import extract
from citeproof.sources.html._bound import MAX_ATTRIBUTES, MAX_ELEMENTS, MAX_NESTING, estimate


def built(html: str) -> tuple[int, int]:
    """Lexbor's real tree: deepest element nesting (html = 1) and number of elements."""
    root = LexborHTMLParser(html).root
    deepest = count = 0
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        count += 1
        deepest = max(deepest, depth)
        for child in node.iter(include_text=False):
            if (child.tag or "-")[0] not in "-#":
                stack.append((child, depth + 1))
    return deepest, count


def refused(html: str) -> SourceError:
    started = time.perf_counter()
    with pytest.raises(SourceError) as caught:
        extract(html.encode(), "text/html", "hostile.html")
    assert time.perf_counter() - started < 2.0
    return caught.value


FAMILIES = {
    "stray end tags": "<div></x>" * 40_000,
    "end tags in comments": "<div><!--</div>-->" * 40_000,
    "formatting and stray end tags": "<b></x><i></x>" * 80_000,
    "self-closing divs": "<div/>" * 40_000,
    "end tags in quoted values": '<div title="></div>">' * 40_000,
    "end tags in escaped scripts": "<div><script><!--<script></div></script>--></script>" * 10_000,
    "cells outside tables": "<td><div></td>" * 40_000,
    "svg titles": "<svg><title><g></title>" * 10_000,
}


@pytest.mark.parametrize("html", FAMILIES.values(), ids=FAMILIES.keys())
def test_hidden_nesting_is_refused_quickly(html: str) -> None:
    error = refused("<html><body>" + html)
    assert error.code == "extraction_failed"
    assert "MAX_NESTING" in error.message


def test_a_hundred_thousand_attributes_are_refused_quickly() -> None:
    tag = "<div " + " ".join(f"a{i}=1" for i in range(100_000)) + ">x</div>"
    error = refused("<html><body>" + tag)
    assert error.code == "too_large"
    assert "MAX_ATTRIBUTES" in error.message


@pytest.mark.parametrize(
    "html",
    ["<div>" + "".join(f"<b a={i}>" for i in range(200)) + "</div>" + "<p>x</p>" * 4000,
     "<table>" + "".join(f"<b a={i}>" for i in range(200)) + "<table>x" * 4000],
    ids=["reopened in paragraphs", "reopened by nested tables"],
)  # fmt: skip
def test_reopened_formatting_elements_are_counted(html: str) -> None:
    error = refused("<html><body>" + html)
    assert error.code == "too_large"
    assert "MAX_ELEMENTS" in error.message


def test_ordinary_deep_and_wide_pages_are_read() -> None:
    page = "<p>" + "<span>" * 500 + "deep" + "</span>" * 500
    page += "<table>" + "<tr><td>a<td>b" * 2000 + "</table>" + "<li><a href=/x/>y" * 2000
    assert "deep" in extract(page.encode(), "text/html", "ok.html").text
    bound = estimate(page)
    assert bound.depth <= MAX_NESTING
    assert bound.elements <= MAX_ELEMENTS
    assert bound.attributes <= MAX_ATTRIBUTES


TOKENS = [
    "<div>", "</div>", "<p>", "</p>", "<b>", "</b>", "<i>", "</i>", "<a>", "</a>", "<span>",
    "</span>", "</x>", "<x>", "<!--", "-->", "<script>", "</script>", "<style>", "</style>",
    "<svg>", "</svg>", "<g>", "</g>", "<table>", "</table>", "<tr>", "<td>", "</td>", "</tr>",
    "<li>", "<ul>", "</ul>", "<select>", "</select>", "<option>", "<title>", "</title>",
    "<textarea>", "</textarea>", "<form>", "</form>", "<object>", "</object>", "<math>",
    "<mi>", "</mi>", "<foreignObject>", "<![CDATA[", "]]>", "<br>", "</br>", "<h1>", "</h2>",
    "<button>", "<dd>", "<dt>", "<nobr>", "<caption>", "<col>", "<template>", "</template>",
    "<frameset>", "<noscript>", "x", " ", "<div/>", "<b class=1>", "<b class=2>",
    "<font color=red>", "<tbody>", "<input>", "<img>", "<hr>", "<plaintext>", "'", '"',
    "<div title='", "<em>", "</em>", "<u>", "</u>", "<!DOCTYPE html>",
]  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(TOKENS), max_size=80))
@example(["<table>", "<object>", "<em>", "<table>", "'"])  # the object's marker stays
@example(["<select>", "<p>", "<option>", "<div>", "<div>"])  # the option closes the p
@example(["<p>", "<nobr>", "<li>", "<b>", "<li>", "<nobr>"])  # reopened, then closed
@example(["<template>", "<form>", "</template>", "<div>", "<div>", "<form>"])  # not ignored
@example(["<form>", "<div>", "<dd>", "</form>", "<div>", "<dd>", "<div>"])  # dd closed
def test_the_estimate_is_never_below_what_lexbor_builds(tokens: list[str]) -> None:
    html = "".join(tokens)
    bound = estimate(html)
    depth, elements = built(html)
    assert bound.depth >= depth, html
    assert bound.elements >= elements
