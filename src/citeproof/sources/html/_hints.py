"""The hint vocabulary of the HTML extractor, as data: which elements, roles, classes,
ids and phrases mark a page's furniture or its article.

Kept apart from the walker (:mod:`._extract`), as trafilatura keeps its XPath lists in
``xpaths.py``: a page that is read wrongly is usually fixed by a word here, and the
walker's logic need not change for it. No code but the compiled patterns lives here.
"""

from __future__ import annotations

import re

__all__ = [
    "BLOCKS",
    "BOILERPLATE",
    "COMMENT_HINT",
    "CONTENT_SECTIONS",
    "FURNITURE_HINT",
    "FURNITURE_ROLES",
    "FURNITURE_TAGS",
    "HIDDEN_STYLE",
    "MATHML",
    "MAYBE_HINT",
    "NEGATIVE_HINT",
    "NOT_HINTED",
    "PAGE_FURNITURE_TAGS",
    "PAGE_ROLES",
    "PARAGRAPHS",
    "POSITIVE_HINT",
    "SKIP",
    "UNLIKELY_HINT",
    "WEAK_HINT",
]


def _names(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Elements whose content is never the text. MathML is read (its tokens, as a browser
#: shows them: "where <math><mi>n</mi></math> is the count" is "where n is the count",
#: pandoc's EPUB with formulas lost every variable), but not a formula's annotations,
#: which repeat it in TeX or content markup, nor ``mphantom`` (space kept, nothing drawn).
SKIP = _names(
    "script style template noscript head title svg iframe object embed canvas "
    "select option button input textarea datalist map audio video picture source "
    "track dialog annotation annotation-xml mphantom"
)
#: MathML's elements whose white space between their children is never shown (not
#: ``mtext`` and ``ms``, whose spaces are text).
MATHML = _names(
    "math semantics mrow mi mo mn mspace mfrac msqrt mroot mstyle merror mpadded "
    "menclose msub msup msubsup munder mover munderover mmultiscripts "
    "mprescripts none mtable mtr mtd mlabeledtr maction"
)
FURNITURE_TAGS = frozenset({"nav", "aside", "menu"})
PAGE_FURNITURE_TAGS = frozenset({"header", "footer"})
FURNITURE_ROLES = frozenset({"navigation", "complementary", "menu", "menubar", "search"})
PAGE_ROLES = frozenset({"banner", "contentinfo"})
CONTENT_SECTIONS = frozenset({"article", "main", "section"})
BLOCKS = _names(
    "address article aside blockquote body caption dd details div dl dt fieldset "
    "figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol "
    "p pre section summary table tbody td tfoot th thead tr ul legend center menu"
)
#: Headings and paragraphs are not judged by their class or id (anchors are often made
#: from the heading's words: ``nav_nur_die_folie``).
NOT_HINTED = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "p"})
PARAGRAPHS = frozenset({"p", "pre", "td", "blockquote"})
HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)

#: "comment" in a class or id, not javadoc's ``div.deprecation-comment`` (its
#: ``deprecationComment`` in older versions): the documentation's note on a deprecated
#: member, a sentence of the text ("Use the constructor with a Charset instead."), was set
#: apart with the page's reader comments and told ONLY IN THE FURNITURE.
_COMMENT = r"(?<!deprecation-)comment(?!ary)"

# Class and id hints. A hint matches at the start of a word of the class or id (words
# are split at anything but a letter, and at a lower-to-upper case change).
NEGATIVE_HINT = re.compile(
    r"(?<![a-z])(?:nav|menu|sidebar|footer|header|breadcrumb|cookie|banner|share|sharing|"
    r"social|related|promo|advert|ads?\b|" + _COMMENT + r"|subscri|newsletter|popup|modal|"
    r"masthead|widget|sponsor|shopping|outbrain|taboola|tags?\b|meta\b|combx|"
    r"skyscraper|pager|pagination)"
)
POSITIVE_HINT = re.compile(
    r"(?<![a-z])(?:article|content|main|post|entry|story|body|text|prose|blog|hentry)"
)
#: Containers readability sets aside before scoring (unless also hinted as content).
UNLIKELY_HINT = re.compile(
    r"(?<![a-z])(?:banner|breadcrumb|combx|" + _COMMENT + r"|community|disqus|extra|foot|"
    r"header|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|"
    r"ad-break|agegate|pagination|pager|popup|cookie|consent|newsletter)"
)
MAYBE_HINT = re.compile(r"and|article|body|column|content|main|shadow|layout|wrap")
#: Furniture inside the article, by class or id.
COMMENT_HINT = re.compile(
    r"(?<![a-z])(?:" + _COMMENT + r"|disqus|dsq|respond|replies|reply|pingback|trackback|"
    r"akismet|discussion)"
)
FURNITURE_HINT = re.compile(
    r"(?<![a-z])(?:share|sharing|shariff|social|sociable|related|recommend|"
    r"newsletter|subscri|signup|sign-up|outbrain|taboola|plista|tags?\b|tagcloud|"
    r"tag-list|taglist|keywords|breadcrumb|author-?(?:bio|box|info|about)|about-?author|"
    r"bio-?box|most-?(?:read|popular|viewed)|popular|trending|read-?more|readmore|"
    r"more-?from|teaser|next-?post|prev-?post|post-?nav|nav|menu|sidebar|cookie|consent|"
    r"paywall|pagination|pager|postmeta|post-?footer|entry-?footer|entry-?meta|"
    r"copyright|disclaimer|login|noprint|vote|voting|poll|interesting|read-?next|"
    r"also-?read|more-?(?:articles|stories|news|posts)|dossier)"
)
#: Weaker hints: furniture only when the block is short or link-heavy (ad slots and
#: "meta" wrappers are often put inside the article's own sections).
WEAK_HINT = re.compile(
    r"(?<![a-z])(?:promo|advert|ads?\b|ad-|sponsor|print|rating|donat|follow|feedback|"
    r"toolbar|meta\b|legal|banner|widget-area|byline)"
)
#: Short blocks that are boilerplate whatever their markup.
BOILERPLATE = re.compile(
    r"©|&copy;|\bcopyright\b|all rights reserved|alle rechte vorbehalten|"
    r"tous droits réservés|todos los derechos|"
    r"^\s*(?:share|teilen|partager|compartir)(?:\s+(?:this|on|via|article|story|"
    r"diesen|den|artikel|beitrag))?\b|"
    r"^\s*(?:tags?|schlagworte?|schlagwörter|stichworte?|themen|topics|"
    r"categor(?:y|ies)|kategorien?|getaggt mit|filed under|posted in)\s*:|"
    r"leave a (?:reply|comment)|write a comment|post a comment|add a comment|"
    r"kommentare? (?:schreiben|verfassen|hinzufügen)|kommentieren|"
    r"hinterlasse einen kommentar|\d+\s+(?:comments?|kommentare?)\b|"
    r"^\s*(?:comments?|kommentare?|responses?|antworten|reaktionen)\s*(?:\(\d+\))?\s*$|"
    r"required fields are marked|erforderliche felder|pflichtfelder|"
    r"notify me|benachrichtige mich|email address will not be published|"
    r"e-mail-adresse wird nicht veröffentlicht|akismet|"
    r"sign up for|subscribe to|newsletter|abonnieren|"
    r"related (?:posts|articles|stories)|ähnliche (?:beiträge|artikel)|"
    r"(?:you|dir|ihnen|dich) (?:might|may|könnte|koennte)|"
    r"das könnte (?:sie|dich) auch interessieren|mehr zum thema|"
    r"read more|weiterlesen|mehr lesen|lire la suite|en savoir plus|further reading|"
    r"see also|siehe auch|lesen sie auch|auch interessant|weiterführende[rn]? links?|"
    r"back to (?:top|blog)|zurück zur|nach oben|"
    r"next post|previous post|older posts?|newer posts?|"
    r"follow us|folgen sie uns|like this:|gefällt mir|"
    r"cookies?\b|datenschutz|privacy policy|terms of (?:use|service)|impressum",
)  # searched in lower-cased text: four times faster than re.IGNORECASE on short blocks
