"""The web page: one self-contained file (no build step, no external resources).

Served at ``GET /`` by :mod:`citeproof.http`; it calls ``POST /v1/locate`` and shows the
source with each quote's spans highlighted and coloured by verdict, a list of verdicts
(click or Enter scrolls to the span) and, for a near miss, the word-level difference;
for a dropped PDF it calls ``POST /v1/pictures`` and shows the pages themselves with the
matches highlighted.
"""
