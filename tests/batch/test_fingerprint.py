"""The output's fingerprint is the digest of each item's tuple repr, whatever shortcut
makes it (a policy's repr made once per policy object): the same bytes as the plain
definition, so an output written before the shortcut still resumes."""

from __future__ import annotations

import hashlib
import json

from hypothesis import given
from hypothesis import strategies as st

from citeproof._version import __version__
from citeproof.batch import BadLine, Job, WorkerOptions
from citeproof.batch._output import _FORMAT, fingerprint
from citeproof.match import DEFAULT_POLICY, Policy
from citeproof.service import SourceSpec


def _plain(items: list[Job | BadLine], options: WorkerOptions) -> str:
    digest = hashlib.sha256()
    ocr = (str(options.ocr.mode), options.ocr.languages, options.ocr.dpi)
    changing = (options.max_characters, options.selectors, ocr, str(options.render))
    digest.update(repr((_FORMAT, __version__, *changing)).encode())
    for item in items:
        if isinstance(item, Job):
            spec = item.source
            part: tuple[object, ...] = ("job", item.index, item.line, item.column, item.id,
                    item.quote, spec.kind.value, spec.value, spec.record, item.policy)  # fmt: skip
        else:
            part = ("bad", item.index, item.line, item.column,
                    json.dumps(item.error, sort_keys=True))  # fmt: skip
        digest.update(repr(part).encode("utf-8", "surrogatepass") + b"\0")
    return "sha256:" + digest.hexdigest()


_POLICIES = [DEFAULT_POLICY, Policy(min_length=3), Policy(elisions=False)]
_SPECS = [
    SourceSpec.text("some 'text' \\ here"),
    SourceSpec.path("/tmp/a b.txt"),
    SourceSpec.url("https://example.org/x", record="https://example.org/y"),
]


@st.composite
def _items(draw: st.DrawFn) -> list[Job | BadLine]:
    out: list[Job | BadLine] = []
    for index in range(draw(st.integers(0, 12))):
        if draw(st.booleans()):
            ident, quote = draw(st.text(max_size=5)), draw(st.text(max_size=20))
            spec, policy = draw(st.sampled_from(_SPECS)), draw(st.sampled_from(_POLICIES))
            column = draw(st.none() | st.integers(1, 9))
            out.append(Job(index, index + 1, ident, quote, spec, policy, column))
        else:
            error = {"code": "invalid_json", "message": draw(st.text(max_size=10)), "path": ""}
            out.append(BadLine(index, index + 1, error, draw(st.none() | st.integers(1, 9))))
    return out


@given(items=_items(), selectors=st.booleans())
def test_the_fingerprint_is_the_plain_definitions(
    items: list[Job | BadLine], selectors: bool
) -> None:
    options = WorkerOptions(selectors=selectors)
    assert fingerprint(items, options) == _plain(items, options)
