#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh96/work/hand-counts.txt, copied unchanged into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers are ../Fresh94/check-counts.py's (Markdown headings outside fenced blocks, bold
paragraphs, reST titles found as docutils finds them, HTML elements with code blocks, scripts and
styles dropped); the rules follow the markup where headings alone would mislead: reference and
help headings that ask nothing, a closing "report a problem" heading, bold-paragraph questions
under a body heading that names the FAQ, a known-issues page's closing bug-report heading.
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


def md_questions(level):
    """Flat questions at one heading level (deeper headings are the entries' own parts)."""
    return lambda t: [("question", 1, title) for n, title in md_lines(t) if n == level]


def md_groups(group_level, question_level):
    """Groups of questions; a group with no question heading under it counts for nothing."""
    def rule(t):
        kinds = {group_level: ("group", 1), question_level: ("question", 2)}
        return [kinds[n] + (title,) for n, title in md_lines(t) if n in kinds]
    return rule


def md_bold_paragraphs(t):
    """'##' groups of questions written as paragraphs that open with a bold sentence: a question
    is a paragraph (after a blank line) whose first line starts with '**'; bold text on a
    paragraph's later lines is part of an answer."""
    out, previous = [], ""
    for n, line in md_lines(t):
        if n == 2:
            out.append(("group", 1, line))
        elif n == 0 and line.startswith("**") and previous == "":
            out.append(("question", 2, line.split("**")[1]))
        previous = line if n == 0 else "(heading)"
    return out


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


def rst_flat(char):
    """The titles underlined with `char` are the entries; every other title is text."""
    return lambda t: [("question", 1, title) for c, title in rst_titles(t) if c == char]


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


def mkdocs_groups(text_groups, question_prefix=""):
    """h2 groups of h3 questions inside <article>; the h2s in `text_groups` (contents,
    diagnostics, help) and their h3s hold no question; with a prefix, only h3s opening with it
    are questions."""
    def rule(t):
        out, skip = [], False
        for tag, title in elements(article(t), ("h2", "h3")):
            if tag == "h2":
                skip = title in text_groups
                out.append(("group", 1, NO_GROUP if skip else title))
            elif not skip and title.startswith(question_prefix):
                out.append(("question", 2, title))
        return out
    return rule


def h2_questions(prefix=""):
    """Flat h2 questions in the whole page (hand-written pages with no <article>); with a prefix,
    only h2s opening with it."""
    return lambda t: [("question", 1, title) for tag, title in elements(t, ("h2",)) if title.startswith(prefix)]


# ---- rules written for this draw -----------------------------------------------------------

def loxx(t):
    """Inside <article>: h2 problems, then h2 "Settings" and "What loxx changes on your computer"
    (reference tables) and the closing h2 "Still stuck?" hold no question; h2 "FAQ" is a group of
    h3 questions."""
    text_h2 = ("Settings", "What loxx changes on your computer", "Still stuck?")
    out = []
    for tag, title in elements(article(t), ("h2", "h3")):
        if tag == "h2" and title in text_h2:
            out.append(("group", 1, NO_GROUP))
        elif tag == "h2" and title == "FAQ":
            out.append(("group", 1, title))
        else:
            out.append(("question", 1 if tag == "h2" else 2, title))
    return out


def bold_questions_under_faq(t):
    """'##' headings all end the group before them and are no section (two reference tables and
    the body heading "FAQ", which holds every question); a question is a paragraph (after a blank
    line) whose first line opens with '**'; table rows open with '|'."""
    out, previous = [], ""
    for n, line in md_lines(t):
        if n == 2:
            out.append(("group", 1, NO_GROUP))
        elif n == 0 and line.startswith("**") and previous == "":
            out.append(("question", 2, line.split("**")[1]))
        previous = line if n == 0 else "(heading)"
    return out


def md_questions_but(level, text_titles):
    """Flat questions at one heading level, the given headings (closing text) left out."""
    return lambda t: [("question", 1, title) for n, title in md_lines(t)
                      if n == level and title not in text_titles]


def rst_flat_but(char, text_titles):
    """The titles underlined with `char` are the entries, the given ones (closing text) left out."""
    return lambda t: [("question", 1, title) for c, title in rst_titles(t)
                      if c == char and title not in text_titles]


RULES = {
    # hand-written page, <article>: h1; three h2 problems; two h2 reference tables; h2 "FAQ" of
    # six h3 questions; closing h2 "Still stuck?"
    "AniketR10--loxx--index.html": loxx,
    # hand-built docs page, no <article>: sidebar of divs, h1, sixteen h2 problems (each with an
    # h3 error card of its own)
    "Architect-Brad--Haven-LLM-Studio--troubleshooting.html": h2_questions(),
    # MkDocs readthedocs theme: h1, six h2 problems (the nav lists them as links only)
    "Dev4YM--Inferra--index.html": h2_questions(),
    # generated Dutch page: h1, six h2 questions (h3/h4 parts inside the third)
    "Nilss3--drawbridge--index.html": h2_questions(),
    # '#' title; '##' status table, '##' symptom table, '##' FAQ of eight bold questions
    "codeaidinc--OpenBeat_Collector--TROUBLESHOOTING.ja.md": bold_questions_under_faq,
    # '#' title; five '##' problems; closing '##' "report a problem"
    "2chevskii--kaiten-mcp--troubleshooting.md": md_questions_but(2, ("Сообщить о проблеме",)),
    # '#' title; '##' groups of '###' problems; text '##' before and after
    "BSARPEL--DeerX-App-Development-Platform--troubleshooting.md": md_groups(2, 3),
    # '#' title; nine flat '##' problems
    "Dmi3yy--dTui-editor--troubleshooting.md": md_questions(2),
    # '#' title; text '##' "Diagnóstico rápido"; four '##' groups of '###' problems
    "JacobOptimiza--dev-nav--TROUBLESHOOTING.es.md": md_groups(2, 3),
    # over- and underlined '#' title; ten '=' problems
    "lsst-sqre--phalanx--troubleshooting.rst": rst_flat("="),
    # '=' title; nine '-' known issues; closing '-' "Reporting a bug"
    "spacetelescope--jdaviz--known_bugs.rst": rst_flat_but("-", ("Reporting a bug",)),
    # over- and underlined '=' title; eleven '-' questions ('^' cases inside one of them)
    "procube-open--hive-builder--faq.rst": rst_flat("-"),
}


if __name__ == "__main__":
    main(HERE, RULES)
