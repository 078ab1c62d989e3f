#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh100/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers are ../Fresh98/check-counts.py's (Markdown headings outside fenced blocks, reST titles
found as docutils finds them, HTML elements with code blocks, scripts and styles dropped, the
"leaf" rule for layered pages); two are new here: an HTML rule of groups of questions in which
named text groups hold nothing, and a Markdown leaf rule in which a named part's whole subtree is
the document's text.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402


# ---- Markdown ---------------------------------------------------------------------------------

def md_lines(t):
    """(level, title) of ATX headings, (0, line) of other lines (blank ones as ''), outside
    fenced blocks (a fence as (0, '(fence)'))."""
    out, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            out.append((0, "(fence)"))
            continue
        h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
        if h:
            out.append((len(h.group(1)), h.group(2)))
        else:
            out.append((0, line.strip()))
    return out


def md_questions(level, text_titles=()):
    """Flat questions at one heading level (deeper headings are the entries' own parts);
    headings named in `text_titles` are the document's text."""
    return lambda t: [("question", 1, title) if title not in text_titles else ("group", 1, NO_GROUP)
                      for n, title in md_lines(t) if n == level]


def leaves(headings, text_titles=(), title_levels=()):
    """headings: [(level, title)] in order. A heading followed (before the next heading of its
    level or a higher one) by a deeper heading is a group; one with none is an entry, unless it
    stands in `text_titles` (then it only ends the group before it). Levels in `title_levels`
    are the document's title and count for nothing."""
    out = []
    for i, (level, title) in enumerate(headings):
        if level in title_levels:
            out.append(("group", level, NO_GROUP))
            continue
        deeper = i + 1 < len(headings) and headings[i + 1][0] > level
        if deeper:
            out.append(("group", level, title))
        elif title in text_titles:
            out.append(("group", level, NO_GROUP))
        else:
            out.append(("question", level, title))
    return out


def md_leaves_with_text_parts(text_parts, title_level=1):
    """The leaf rule; a heading named in `text_parts` is the document's text together with every
    heading under it (its subtree is dropped before the leaf rule runs)."""
    def rule(t):
        hs, skip_below = [], None
        for n, title in md_lines(t):
            if n < 1:
                continue
            if skip_below is not None and n > skip_below:
                continue
            skip_below = n if title in text_parts else None
            hs.append((n, title))
        return leaves(hs, text_parts, (title_level,))
    return rule


# ---- reStructuredText -------------------------------------------------------------------------

PUNCT = r"[=\-~^*+#\"'`:.>_]"


def rst_titles(t):
    """(char, title) of titles at the margin underlined with one mark repeated, at least as long
    as the title or at least four marks long (docutils takes an underline shorter than its title,
    with a warning, from four marks on); overlined titles are reported with char 'over'."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"(%s)\1+" % PUNCT, ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"(%s)\1+" % PUNCT, title):
            continue
        if len(ls[i].rstrip()) < min(len(title), 4):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            out.append(("over", title.strip()))
            continue
        out.append((m.group(1), title.strip()))
    return out


def rst_levels(group_char, question_char):
    """Groups underlined with `group_char` of entries underlined with `question_char`."""
    def rule(t):
        kinds = {group_char: ("group", 1), question_char: ("question", 2)}
        return [kinds[c] + (title,) for c, title in rst_titles(t) if c in kinds]
    return rule


# ---- HTML -------------------------------------------------------------------------------------

def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


def main_element(t):
    start = t.index("<main")
    return t[start:t.index("</main>", start)]


def elements(b, tags):
    """(tag, title) of the given elements, comments, scripts, styles and code blocks dropped."""
    b = re.sub(r"<!--.*?-->", "", b, flags=re.S)
    b = re.sub(r"<(script|style|pre)\b.*?</\1>", "", b, flags=re.S | re.I)
    out = []
    for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), b, re.S | re.I):
        title = text_of(m.group(2)).rstrip("¶").strip()
        if title:
            out.append((m.group(1).lower(), title))
    return out


def html_questions(tags, body=lambda t: t, text_titles=()):
    """Flat questions: every element of `tags` inside body(t); titles in `text_titles` are text."""
    return lambda t: [("question", 1, title) if title not in text_titles else ("group", 1, NO_GROUP)
                      for _, title in elements(body(t), tags)]


def body_headings_then(group_tag, question_tag, body=lambda t: t):
    """`group_tag` headings are the page's body headings (text, or a heading that holds every
    question and names the body): each only ends what came before; `question_tag` elements are
    the questions."""
    def rule(t):
        out = []
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                out.append(("group", 1, NO_GROUP))
            else:
                out.append(("question", 2, title))
        return out
    return rule


def html_groups(group_tag, question_tag, body=lambda t: t, text_groups=()):
    """`group_tag` groups of `question_tag` questions; a group named in `text_groups` is text and
    the elements under it count for nothing."""
    def rule(t):
        out, in_text = [], False
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                in_text = title in text_groups
                out.append(("group", 1, NO_GROUP if in_text else title))
            elif not in_text:
                out.append(("question", 2, title))
        return out
    return rule


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # MkDocs Material: inside <article> h1 FAQ, eleven h2 groups of h3 questions; the closing
    # h2 "Contact Information" and its three contact h3s are text
    "GSejas--gacetachat--index.html": html_groups("h2", "h3", article, ("Contact Information",)),
    # generated docs page: ten h2 problems in <article>; the closing "Report a bug" is text (its
    # text begins with the "#" of the heading's anchor link); the footer's h2s are outside <article>
    "JapanMarketing-Dev--MOVIE-ADE--troubleshooting.html": html_questions(
        ("h2",), article, ("#Report a bug",)),
    # hand-written page: inside <main>, two h2 and four h3 problems in cards (h1 is the title)
    "Kacoze--avream--troubleshooting.html": html_questions(("h2", "h3"), main_element),
    # hand-built page: inside <article> an h2 body heading over seventeen <summary> questions
    "zubairbinshaukat--nook--index.html": body_headings_then("h2", "summary", article),
    # '#' title; ten '##', the last ("Relatando um problema") text (Portuguese)
    "Aitheron--portifolio--troubleshooting.md": md_questions(2, ("Relatando um problema",)),
    # '#' title; six '##' Q1-Q6 (Traditional Chinese)
    "nate0815--RiskDice-watchOS--TROUBLESHOOTING.zh-TW.md": md_questions(2),
    # '#' title; '##' > '###' > '####' problems, '##' > '###' entries, text parts (Spanish)
    "akimoto-akira--SiliconLifeCollective--troubleshooting.md": md_leaves_with_text_parts(
        ("Obtener Ayuda", "Prevención", "Próximos Pasos")),
    # '#' title; ten flat '##' problems (Thai)
    "riz007--somtum--troubleshooting.md": md_questions(2),
    # '#' title; eleven flat '##' problems
    "PR0M3TH3AN--VoxVera--troubleshooting.md": md_questions(2),
    # '=' title; '-' groups of '~' entries; '-' text parts hold no '~'
    "jikhanjung--CTHarvester--troubleshooting.rst": rst_levels("-", "~"),
    # '=' title; '-' groups of '^' problems and how-tos; '-' text parts hold no '^' (French)
    "gilmry--koprogo--troubleshooting.rst": rst_levels("-", "^"),
    # '=' title; '-' groups of '~' problems; closing '-' "Getting Help" holds no '~'
    "AaronTunney--PyKitMoney--troubleshooting.rst": rst_levels("-", "~"),
}


if __name__ == "__main__":
    main(HERE, RULES)
