"""The regression set of real text-format files (issue 12): Markdown, reStructuredText,
subtitles, e-mails and web archives, each a member of a pinned PyPI sdist.

- Markdown: the READMEs and changelogs of markdown-it-py and httpx;
- reStructuredText: docutils' own documentation (named ``.txt`` in the sdist, read as
  ``text/x-rst``);
- subtitles: pysrt's and webvtt-py's test files (French, Spanish, Swedish; markup tags,
  ASS overrides, zero-duration cues);
- e-mail: eml_parser's samples (mail-parser's sdists ship no test mails; eml_parser's are
  the same kind: quoted-printable, base64, charsets, attachments, malformed headers);
- web archives: warcio 1.5.3's test data (its later sdists ship none): a chunked WARC, a
  gzipped WARC, a ``resource`` record, an ARC file.

``known_issue`` excuses a file from the genuine-sentence share and says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ._cache import Package

__all__ = ["TEXT_FILES", "TextFile"]

MARKDOWN_IT = Package(
    "pypi", "markdown-it-py", "4.0.0",
    "cb0a2b4aa34f932c007117b194e945bd74e0ec24133ceb5bac59009cda1cb9f3",
)  # fmt: skip
HTTPX = Package(
    "pypi", "httpx", "0.28.1", "75e98c5f16b0f35b567856f597f06ff2270a374470a5c2392242528e3e3e42fc"
)  # fmt: skip
DOCUTILS = Package(
    "pypi", "docutils", "0.21.2",
    "3a6b18732edf182daa3cd12775bbb338cf5691468f91eeeb109deff6ebfa986f",
)  # fmt: skip
PYSRT = Package(
    "pypi", "pysrt", "1.1.2", "b4f844ba33e4e7743e9db746492f3a193dc0bc112b153914698e7c1cdeb9b0b9"
)  # fmt: skip
WEBVTT = Package(
    "pypi", "webvtt-py", "0.5.1",
    "2040dd325277ddadc1e0c6cc66cbc4a1d9b6b49b24c57a0c3364374c3e8a3dc1",
)  # fmt: skip
EML_PARSER = Package(
    "pypi", "eml-parser", "1.17.5",
    "db0b066184afdd73896f411ab303bc0eea69d39c36720074a2d1a767a4b40aa6",
)  # fmt: skip
WARCIO = Package(
    "pypi", "warcio", "1.5.3", "956021f73c26d2bfd5be5ff5acfd244ac041688540d121d06197d86c243aa1a3"
)  # fmt: skip


@dataclass(frozen=True)
class TextFile:
    """One file: ``kind`` (markdown, rst, subtitles, email, warc), the package and member,
    the media type it is read as (``None``: sniffed), and the representation expected."""

    name: str
    kind: str
    package: Package
    member: str
    sha256: str
    representation: str
    media: str | None = None
    known_issue: str | None = None


def _md(name: str, package: Package, member: str, sha256: str) -> TextFile:
    return TextFile(name, "markdown", package, member, sha256, "rendered_markdown")


def _rst(name: str, member: str, sha256: str) -> TextFile:
    return TextFile(
        name, "rst", DOCUTILS, f"*/{member}", sha256, "rendered_rst", media="text/x-rst"
    )


def _sub(name: str, package: Package, member: str, sha256: str) -> TextFile:
    return TextFile(name, "subtitles", package, member, sha256, "subtitle_text")


def _eml(name: str, sha256: str) -> TextFile:
    return TextFile(name, "email", EML_PARSER, f"*/samples/{name}", sha256, "email_text")


def _warc(name: str, sha256: str, known_issue: str | None = None) -> TextFile:
    return TextFile(
        name, "warc", WARCIO, f"*/test/data/{name}", sha256, "archived_extracted_html_text",
        known_issue=known_issue,
    )  # fmt: skip


_EXAMPLE_COM = (
    "the HTML walker (sources/_html.py) keeps example.com's only paragraph apart as "
    "furniture (a short page: the <div> with a link paragraph scores as link-dense); the "
    "archive reading itself is right (the same text as the payload read directly)"
)

_PROMOTION = (
    "an HTML-only promotional e-mail: the HTML walker's boilerplate rules (sign-up, "
    "unsubscribe lines, a link-dense table) keep three of its four sentences apart as furniture"
)
_IANA = (
    "the HTML walker keeps iana.org's introduction panel (two sentences) apart as furniture "
    "with the page's link lists; the archive reading gives the payload's text exactly"
)

TEXT_FILES: tuple[TextFile, ...] = (
    _md("markdown-it-py README", MARKDOWN_IT, "*/README.md",
        "87dbac7ee050b20af0f9010db03aa6745bf866aae2599a10fdd3325c1def8457"),
    _md("markdown-it-py CHANGELOG", MARKDOWN_IT, "*/CHANGELOG.md",
        "681655b8d014e0c780ea05aa82ec754ccae62a072bf9a854c7bf99272f38b484"),
    _md("httpx README", HTTPX, "*/README.md",
        "0025293013043e0c49d494dbbde876a6ac558fa70a74f93a86ed10e7ecba0ea3"),
    _md("httpx CHANGELOG", HTTPX, "*/CHANGELOG.md",
        "2cd04b965b20eff7a4d3b30cc020c63b125da9f731874513bad2e59ca9743258"),
    _rst("docutils README", "README.txt",
         "b0ccf3f41fdcf8281005d57b94b86da6fb242c40819d9213b43c7761ffc6cf69"),
    _rst("docutils FAQ", "FAQ.txt",
         "8b2ab34058f4ecb06985befba02cfd033a79d33b4e09bdadd8fe9ef433c04e6c"),
    _rst("docutils quickstart", "docs/user/rst/quickstart.txt",
         "7fc1d7583daa07536eb70a2b63ccdd225d695d0db55af6ab18c23cd6c3a623d2"),
    _rst("docutils rst spec", "docs/ref/rst/restructuredtext.txt",
         "51511f2304db0b1472986bed1d16375d0f7d8494d2ff37ff473928d6bfcb3194"),
    _rst("docutils config", "docs/user/config.txt",
         "6538cb48f0117ba5fae8155d5844771647c524945510711029e92777820e8173"),
    _sub("pysrt utf-8.srt", PYSRT, "*/tests/static/utf-8.srt",
         "1550faa884e8f1204efe679c8b5a1a6fe2f60eec278cb4f22e3ec44f4ccde896"),
    _sub("pysrt windows-1252.srt", PYSRT, "*/tests/static/windows-1252.srt",
         "cbbb77ccf62a4e95bb4991af647b9a7eecf59e030478b02c6cec25570910e886"),
    _sub("pysrt capability_tester.srt", PYSRT, "*/tests/static/capability_tester.srt",
         "1f3b306a522433cffe504e176fb9a955020bcd3e342dc8aec75ff96fe17c5732"),
    _sub("webvtt netflix_chicas_del_cable.vtt", WEBVTT,
         "*/tests/samples/netflix_chicas_del_cable.vtt",
         "ea62cb473de4dd0453f48f34fa93da3f5afc4ed2b9acba2b9cb844e1a106d965"),
    _sub("webvtt comments.vtt", WEBVTT, "*/tests/samples/comments.vtt",
         "36509311a5dd568756a1799a6d7ddb34c5332afeb95dc2e0efd43d4c43644d58"),
    _sub("webvtt cue_tags.vtt", WEBVTT, "*/tests/samples/cue_tags.vtt",
         "429d881583d0111c21062abdccddf831fb9ff6566b48a9d3933b1c1b7faaee2d"),
    _eml("sample_body_data.eml",
         "c6042042a1fbd3b84d14f0d2b260f68baf85308eb2a693ecc456ac81a8d98dc0"),
    _eml("sample_email_in_from.eml",
         "2d57cee8bd396fa568057c160bfa93a7e5846eda8173c16d6d2fa6d6f8145eea"),
    _eml("sample_large.eml", "f9c493f30679cbdc07cf5e81576ff85189ca2e08f055176593399e88b7ca62c2"),
    _eml("sample_fail_github_issue_38.eml",
         "7c22d0a35677106bad657ed93e92d3dac892daf45afd2245dc596896c1b71506"),
    TextFile("github_issue_48.eml", "email", EML_PARSER, "*/samples/github_issue_48.eml",
             "92010676d220e50d63e3bd7154fb71681a78bd3294e7a45cea317ac7665db6b9", "email_text",
             known_issue=_PROMOTION),
    _eml("sample_mime.eml", "f40f176b9d90dcff763022b0965e41c018bd92d506390fbffd4d3f1eb84634e6"),
    _warc("example-iana.org-chunked.warc",
          "539c746feb63bd12da81375485e906115b874899d68e4f190f5d70d1785c3933", _IANA),
    _warc("example.warc.gz", "2fffc1398c7712c34afda2f6a4dea5072a48357954176d775499ac31cd6cdbc4",
          _EXAMPLE_COM),
    _warc("example.arc.gz", "d6d0d772521e89dc461235ddbefae4888a20a47b1c0a45e69ec8ec086f4d3c7c",
          _EXAMPLE_COM),
    _warc("example-resource.warc.gz",
          "9d3f830f757a3733d56de5b76b5a3ccabb5de4cfdfed2559205b9c719ee6cbdb", _EXAMPLE_COM),
)  # fmt: skip
