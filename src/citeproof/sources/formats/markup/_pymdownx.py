"""pymdown-extensions' inline syntax, which Material for MkDocs sites enable, read as the
built page shows it.

CommonMark reads ``==marked==``, ``^^inserted^^``, ``H~2~O``, ``x^2^`` and
``++ctrl+alt+del++`` as literal text, so a quote copied from the page (``marked``,
``H2O``, ``Ctrl+Alt+Del``) was not found; and an inline code span ```#!python len(x)```
(``pymdownx.inlinehilite``) shows ``len(x)``, its ``#!python`` prefix not (an optional
word: GitHub shows it). Measured
against Python-Markdown with those extensions (``pymdownx.mark``, ``caret``, ``tilde``,
``keys``, ``inlinehilite``). The content between marks is read as Markdown and the marks
are optional words (a quote with them, of the file read as plain Markdown, is confirmed
too, and nothing else may be left out); a key reads as the name the page prints for it
(``ctrl`` as ``Ctrl``: generated words pointing at the key as written), from
pymdown-extensions' own US key map (:data:`_NAMES`, :data:`_ALIASES`; MIT licence), so
that a key it does not know stays literal text, as there. An icon of Material's sets
(``:octicons-mark-github-16:``, ``pymdownx.emoji`` with Material's index) is an image on
the page, no words, and a shortcode in a file read as plain Markdown: optional words.
Smart symbols (``(c)`` as ``©``, ``-->`` as ``→``) are left as written: a reading holds
no either-or (its optional words are all kept or all left out), and the matcher's
``symbols`` normalization makes the page's ``→`` equal the file's ``-->``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from markdown_it import MarkdownIt
    from markdown_it.rules_inline import StateInline

__all__ = [
    "ICON",
    "INLINE_CODE_LANGUAGE",
    "MARKS",
    "key_names",
    "pymdownx_syntax",
]

#: The tokens of the marks around marked, inserted, raised and lowered text, and of
#: CriticMarkup's (``{++inserted++}``, ``{~~old~>new~~}``: :func:`_critic`).
MARKS = frozenset(
    f"{name}_{end}"
    for name in ("mark", "ins", "sup", "sub", "critic")
    for end in ("open", "close", "middle")
)
#: CriticMarkup's marks (pymdownx.critic): each opening's closing, and a substitution's
#: middle, which parts the old text from the new.
_CRITIC = {"{++": "++}", "{--": "--}", "{==": "==}", "{>>": "<<}", "{~~": "~~}"}
_CRITIC_MIDDLE = "~>"

#: The token of a Material icon's shortcode (see :func:`_icon`).
ICON = "material_icon"
#: ``:set-name:`` of Material for MkDocs' icon sets (its emoji index's ``.icons``
#: folders: Material Design, Octicons, Font Awesome, Simple Icons), as pymdownx.emoji
#: reads a shortcode (``:[+\-\w]+:``). Only these sets: ``:attr:`` or ``:smile:`` may
#: be words on a page of a site without them.
_ICON = re.compile(r":(?:material|octicons|fontawesome-(?:brands|regular|solid)|simple)-[\w-]+:")
#: ``#!lang `` at the start of an inline code span (pymdownx.inlinehilite): not shown.
INLINE_CODE_LANGUAGE = re.compile(r"#!\w[\w+#.-]* ")
#: ``++key+key++``: keys as pymdownx.keys writes them (names, or quoted names).
_KEYS = re.compile(
    r"""\+\+((?:(?:[\w-]+|"(?:\\.|[^\\"])+"|'(?:\\.|[^\\'])+')\+(?!\+))*?"""
    r"""(?:[\w-]+|"(?:\\.|[^\\"])+"|'(?:\\.|[^\\'])+'))\+\+"""
)
_KEY = re.compile(r"""[\w-]+|"(?:\\.|[^\\"])+"|'(?:\\.|[^\\'])+'""")

_NAMES = (
    "space=Space  backslash=\\  bar=|  brace-left={  brace-right=}  bracket-left=[  "
    'bracket-right=]  colon=:  comma=,  double-quote="  equal==  exclam=!  grave=`  greater=>  '
    "less=<  minus=-  period=.  plus=+  question=?  semicolon=;  single-quote='  slash=/  "
    "tilde=~  underscore=_  arrow-up=Up  arrow-down=Down  arrow-left=Left  arrow-right=Right  "
    "page-up=Page Up  page-down=Page Down  home=Home  end=End  backspace=Backspace  delete=Del  "
    "insert=Ins  tab=Tab  break=Break  caps-lock=Caps Lock  clear=Clear  eject=Eject  "
    "enter=Enter  escape=Esc  help=Help  print-screen=Print Screen  scroll-lock=Scroll Lock  "
    "num0=Num 0  num1=Num 1  num2=Num 2  num3=Num 3  num4=Num 4  num5=Num 5  num6=Num 6  "
    "num7=Num 7  num8=Num 8  num9=Num 9  num-asterisk=Num *  num-clear=Num Clear  "
    "num-delete=Num Del  num-equal=Num =  num-lock=Num Lock  num-minus=Num -  num-plus=Num +  "
    "num-separator=Num .  num-slash=Num /  num-enter=Num Enter  alt=Alt  alt-graph=AltGr  "
    "command=Cmd  control=Ctrl  function=Fn  left-alt=Left Alt  left-command=Left Command  "
    "left-control=Left Ctrl  left-meta=Left Meta  left-option=Left Option  "
    "left-shift=Left Shift  left-super=Left Super  left-windows=Left Win  meta=Meta  "
    "option=Option  right-alt=Right Alt  right-command=Right Command  right-control=Right Ctrl  "
    "right-meta=Right Meta  right-option=Right Option  right-shift=Right Shift  "
    "right-super=Right Super  right-windows=Right Win  shift=Shift  super=Super  windows=Win  "
    "backtab=Back Tab  browser-back=Browser Back  browser-favorites=Browser Favorites  "
    "browser-forward=Browser Forward  browser-home=Browser Home  "
    "browser-refresh=Browser Refresh  browser-search=Browser Search  browser-stop=Browser Stop  "
    "context-menu=Menu  copy=Copy  mail=Mail  media=Media  media-next-track=Next Track  "
    "media-pause=Pause  media-play=Play  media-play-pause=Play/Pause  "
    "media-prev-track=Previous Track  media-stop=Stop  print=Print  reset=Reset  select=Select  "
    "sleep=Sleep  volume-down=Volume Down  volume-mute=Mute  volume-up=Volume Up  zoom=Zoom  "
    "power=Power  fingerprint=Fingerprint  left-button=Left Button  middle-button=Middle Button  "
    "right-button=Right Button  x-button1=X Button 1  x-button2=X Button 2  "
)
_ALIASES = (
    "add=num-plus  altgr=alt-graph  apps=context-menu  back=backspace  bksp=backspace  "
    "bktab=backtab  cancel=break  capital=caps-lock  close-brace=brace-right  "
    "close-bracket=bracket-right  clr=clear  cmd=command  cplk=caps-lock  ctrl=control  "
    "dblquote=double-quote  decimal=num-separator  del=delete  divide=num-slash  "
    "down=arrow-down  esc=escape  return=enter  exclamation=exclam  favorites=browser-favorites  "
    "fn=function  forward=browser-forward  grave-accent=grave  greater-than=greater  gt=greater  "
    "hyphen=minus  ins=insert  lalt=left-alt  launch-mail=mail  launch-media=media  "
    "lbutton=left-button  lcmd=left-command  lcommand=left-command  lcontrol=left-control  "
    "lctrl=left-control  left=arrow-left  left-cmd=left-command  left-ctrl=left-control  "
    "lopt=left-option  loption=left-option  left-opt=left-option  left-win=left-windows  "
    "less-than=less  lmeta=left-meta  lshift=left-shift  lsuper=left-super  lt=less  "
    "lwin=left-windows  lwindows=left-windows  mbutton=middle-button  menu=context-menu  "
    "multiply=num-asterisk  mute=volume-mute  next=page-down  next-track=media-next-track  "
    "num-del=num-delete  numlk=num-lock  open-brace=brace-left  open-bracket=bracket-left  "
    "opt=option  page-dn=page-down  page-up=page-up  pause=media-pause  pg-dn=page-down  "
    "pg-up=page-up  pipe=bar  play=media-play  play-pause=media-play-pause  "
    "prev-track=media-prev-track  prior=page-up  prtsc=print-screen  question-mark=question  "
    "ralt=right-alt  rbutton=right-button  rcontrol=right-control  rcmd=right-command  "
    "rcommand=right-command  rctrl=right-control  refresh=browser-refresh  right=arrow-right  "
    "right-cmd=right-command  right-ctrl=right-control  right-meta=right-meta  "
    "right-opt=right-option  right-win=right-windows  rmeta=right-meta  ropt=right-option  "
    "roption=right-option  rshift=right-shift  rsuper=right-super  rwin=right-windows  "
    "rwindows=right-windows  scroll=scroll-lock  search=browser-search  separator=num-separator  "
    "spc=space  stop=media-stop  subtract=num-minus  tabulator=tab  up=arrow-up  "
    "vol-down=volume-down  vol-mute=volume-mute  vol-up=volume-up  win=windows  "
    "xbutton1=x-button1  xbutton2=x-button2  "
)


def _table(packed: str) -> dict[str, str]:
    """``name=Shown`` entries, two spaces apart (a name never holds ``=``)."""
    out = {}
    for entry in packed.split("  "):
        if entry:
            name, _, shown = entry.partition("=")
            out[name] = shown
    return out


@cache
def _key_map() -> tuple[dict[str, str], dict[str, str]]:
    return _table(_NAMES), _table(_ALIASES)


def _key_name(key: str) -> str | None:
    """What the page prints for one key as written, or None for a key it does not know."""
    if key[0] in "\"'":
        return re.sub(r"\\(.)", r"\1", key[1:-1]).strip()
    if re.fullmatch(r"[a-z0-9]|f(?:[1-9]|1\d|2[0-4])", key):
        return key.upper()
    names, aliases = _key_map()
    return names.get(aliases.get(key, key))


def key_names(written: str) -> list[tuple[str, str]] | None:
    """Each key of ``++written++`` (without the ``++``) and the name the page prints for
    it, or None when the page prints the text as written (a key it does not know)."""
    out = []
    for key in _KEY.findall(written):
        name = _key_name(key)
        if name is None:
            return None
        out.append((key, name))
    return out


def _wrapped(marker: str, name: str, spaced: bool) -> Callable[[StateInline, bool], bool]:
    """An inline rule for ``{marker}content{marker}``: content that starts and ends with
    a non-space (``spaced``: spaces within allowed, else none, as pymdownx's ``~sub~``
    and ``^sup^``), parsed as inline Markdown between ``{name}_open`` and ``_close``."""
    width = len(marker)

    def rule(state: StateInline, silent: bool) -> bool:
        src, start = state.src, state.pos
        if not src.startswith(marker, start):
            return False
        first = start + width
        if first >= state.posMax or src[first].isspace() or src[first] == marker[0]:
            return False
        end = src.find(marker, first + 1, state.posMax)
        while end > 0 and src.startswith(marker[0], end + width) and width > 1:
            end = src.find(marker, end + 1, state.posMax)
        if end < 0 or src[end - 1].isspace() or src[end - 1] == "\\":
            return False
        if not spaced and any(char.isspace() for char in src[first:end]):
            return False
        if not silent:
            state.push(f"{name}_open", name, 1).markup = marker
            old_max = state.posMax
            state.pos, state.posMax = first, end
            state.md.inline.tokenize(state)
            state.posMax = old_max
            state.push(f"{name}_close", name, -1).markup = marker
        state.pos = end + width
        return True

    return rule


def _keys(state: StateInline, silent: bool) -> bool:
    if not state.src.startswith("++", state.pos):
        return False
    found = _KEYS.match(state.src, state.pos, state.posMax)
    if found is None or key_names(found[1]) is None:
        return False
    if not silent:
        token = state.push("keys", "kbd", 0)
        token.content = found[1]
        token.markup = "++"
    state.pos = found.end()
    return True


def _critic(state: StateInline, silent: bool) -> bool:
    """CriticMarkup (pymdownx.critic, in its default ``view`` mode): the page shows the
    inserted, deleted, marked and commented text alike, both sides of a substitution one
    after the other (``{~~old~>new~~}`` as ``oldnew``), and no marks; CommonMark shows
    the marks. The content is read as inline Markdown between optional marks (tokens of
    :data:`MARKS`), so that a quote of the page and one of the file are both confirmed."""
    src, start = state.src, state.pos
    closing = _CRITIC.get(src[start : start + 3])
    if closing is None:
        return False
    first = start + 3
    end = _closing_after(state, closing, first)
    if end <= first:
        return False
    middle = src.find(_CRITIC_MIDDLE, first, end) if closing == "~~}" else -1
    if not silent:
        state.push("critic_open", "span", 1).markup = src[start:first]
        old_max = state.posMax
        for part_start, part_end in _critic_parts(first, middle, end):
            if part_start > first:
                state.push("critic_middle", "span", 0).markup = _CRITIC_MIDDLE
            state.pos, state.posMax = part_start, part_end
            state.md.inline.tokenize(state)
        state.posMax = old_max
        state.push("critic_close", "span", -1).markup = closing
    state.pos = end + len(closing)
    return True


def _closing_after(state: StateInline, closing: str, first: int) -> int:
    """Where ``closing`` first stands at or after ``first`` (up to the inline's end), or -1.

    Remembered for the paragraph: an opening with no closing after it (``{++a`` a
    thousand times) is answered from the last search, not by searching to the end again
    (each search to the end made a 400 kB paragraph of them take 20 s)."""
    searches: dict[tuple[str, int], tuple[str, int, int]] = state.env.setdefault(_CLOSING_SEEN, {})
    key = (closing, state.posMax)
    seen = searches.get(key)
    if seen is not None and seen[0] is state.src and seen[1] <= first:
        found = seen[2]
        if found < 0 or first <= found:
            return int(found)
    found = state.src.find(closing, first, state.posMax)
    searches[key] = (state.src, first, found)
    return found


#: The key under which a paragraph's last search for each closing is kept.
_CLOSING_SEEN = "citeproof_critic_closing"


def _critic_parts(first: int, middle: int, end: int) -> list[tuple[int, int]]:
    """The stretches of a critic mark's content: the whole, or a substitution's two."""
    if middle < 0:
        return [(first, end)]
    return [(first, middle), (middle + len(_CRITIC_MIDDLE), end)]


def _icon(state: StateInline, silent: bool) -> bool:
    """A Material icon's shortcode, one :data:`ICON` token (its text the shortcode)."""
    found = _ICON.match(state.src, state.pos, state.posMax)
    if found is None:
        return False
    if not silent:
        state.push(ICON, "span", 0).content = found[0]
    state.pos = found.end()
    return True


def pymdownx_syntax(parser: MarkdownIt) -> None:
    """The inline rules on ``parser``, as one rule that looks at the first character
    (markdown-it tries every rule at each ``=``, ``^``, ``~``, ``+`` and other
    punctuation: five rules cost five calls at each), before strikethrough and emphasis."""
    mark = _wrapped("==", "mark", spaced=True)
    insert = _wrapped("^^", "ins", spaced=True)
    sup = _wrapped("^", "sup", spaced=False)
    sub = _wrapped("~", "sub", spaced=False)

    def rule(state: StateInline, silent: bool) -> bool:
        char = state.src[state.pos]
        if char == "+":
            return _keys(state, silent)
        if char == "=":
            return mark(state, silent)
        if char == "^":
            return insert(state, silent) or sup(state, silent)
        if char == "~":
            return sub(state, silent)
        if char == ":":
            return _icon(state, silent)
        if char == "{":
            return _critic(state, silent)
        return False

    parser.inline.ruler.before("strikethrough", "pymdownx", rule)
