#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (copied unchanged into SOURCES.md), in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it (NO_GROUP: a group that only ends the one before it).
The rules follow the markup where headings alone would mislead: MkDocs/Zensical pages read inside
<article> (code blocks dropped), groups that hold no question heading counting for nothing;
Markdown headings outside fenced blocks, a closing group of pointers left out; reST titles by
underline character (the one '=' or overlined title of each file being the document's title),
or by bullets at the margin.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import main, text_of  # noqa: E402


# ---- Markdown ---------------------------------------------------------------------------------

def md_lines(t):
    """(level, title) of ATX headings, (0, line) of other lines with text, outside fenced blocks."""
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
        elif line.strip():
            out.append((0, line.strip()))
    return out


def md_questions(level, closing=()):
    """Flat questions at one heading level; from a heading titled in `closing` on, none."""
    def rule(t):
        out = []
        for n, title in md_lines(t):
            if n == level:
                if title in closing:
                    break
                out.append(("question", 1, title))
        return out
    return rule


def md_groups(group_level, question_level, closing=()):
    """Groups of questions; a group titled in `closing` and what follows it hold none. A group
    heading with no question heading under it (text before the entries) counts for nothing."""
    def rule(t):
        out = []
        for n, title in md_lines(t):
            if n == group_level:
                if title in closing:
                    break
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


# ---- reStructuredText -------------------------------------------------------------------------

def rst_titles(t):
    """(char, title) of titles underlined at the margin, at least as long as the title (overlined
    ones left out)."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"([=\-~^*+#\"'`:.>_])\1{2,}", ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.>_])\1+", title):
            continue
        if len(ls[i].rstrip()) < len(title):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            continue
        out.append((m.group(1), title))
    return out


def rst_questions(char):
    """'=' title; the titles underlined with `char` are the entries (other levels inside them
    are their own sub-headings)."""
    return lambda t: [("question", 1, title) for c, title in rst_titles(t) if c == char]


def bullets(t):
    """Bullet items at the margin are the entries (continuation lines indented)."""
    return [("question", 1, m.group(1)) for m in re.finditer(r"^-  +(\S.*)$", t, re.M)]


# ---- HTML -------------------------------------------------------------------------------------

def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


def elements(t, tags):
    """(tag, title) of the given elements inside <article>, comments, scripts and code blocks
    dropped."""
    b = re.sub(r"<!--.*?-->", "", article(t), flags=re.S)
    b = re.sub(r"<(script|style|pre)\b.*?</\1>", "", b, flags=re.S | re.I)
    out = []
    for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), b, re.S | re.I):
        title = text_of(m.group(2)).rstrip("¶").strip()
        if title:
            out.append((m.group(1).lower(), title))
    return out


def h2_groups_of_h3(t):
    """h2 groups of h3 questions; an h2 with no h3 under it (closing pointers, a table) holds
    none."""
    kinds = {"h2": ("group", 1), "h3": ("question", 2)}
    return [kinds[tag] + (title,) for tag, title in elements(t, ("h2", "h3"))]


def vowl(t):
    """h2 known issues; h2 "Dark Patterns" is a group of its one h3 issue; the h3 inside the
    "Multi-Source Adapters" issue is that issue's own sub-heading."""
    out, in_group = [], False
    for tag, title in elements(t, ("h2", "h3")):
        if tag == "h2":
            in_group = title == "Dark Patterns"
            out.append(("group", 1, title) if in_group else ("question", 1, title))
        elif in_group:
            out.append(("question", 2, title))
    return out


RULES = {
    # MkDocs Material (Chinese): h2 groups of h3 questions
    "Agroqirax--Agora--index.html": h2_groups_of_h3,
    # Zensical (Portuguese): h2 groups of h3 questions; three closing h2s (a table of known
    # problems, a link table, next steps) hold none
    "DandanLeinad--minecraft-bedrock-backup-manager--index.html": h2_groups_of_h3,
    # MkDocs Material: h2 groups of h3 problems
    "zarvent--voice2machine--index.html": h2_groups_of_h3,
    # Zensical: flat h2 issues, one h2 group of one h3 issue
    "govtech-data-practice--vowl--index.html": vowl,
    # '#' title; '###' questions, no '##'; CRLF
    "shaxxx--Signalmeter2--faq.md": md_questions(3),
    # front matter, '#' title; '##' entries
    "fvarrui--teuton-panel--faq.md": md_questions(2),
    # '#' title; '##' groups of '###' questions
    "szgonghai--gonghai-company-profile--FAQ.pt.md": md_groups(2, 3),
    # '#' title; two text '##'; '##' groups of '###' problems; "Getting Help" closes
    "0xRayAI--xray--troubleshooting.md": md_groups(2, 3, closing=("Getting Help",)),
    # '#' title; '##' groups of '###' questions with {#id} attributes
    "bosnjakaleksandar--acli-toolkit--faq.md": md_groups(2, 3),
    # '#' title; '##' problems and topics (their '###'/'####' parts are their own)
    "openimsdk--openim-docker--FAQ-CN.md": md_questions(2),
    # label, '=' title; '-' entries ('~' sub-headings inside the third are its own)
    "analogdevicesinc--scopy--troubleshooting.rst": rst_questions("-"),
    # over- and underlined '*' title; bullet entries at the margin ("-  "), indented answers
    "churchlab--millstone--troubleshooting.rst": bullets,
}


if __name__ == "__main__":
    main(HERE, RULES)
