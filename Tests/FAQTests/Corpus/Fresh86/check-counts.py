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
directly or in a group inside it.
The rules follow the markup where headings alone would mislead: h2 groups of h3 questions inside
a Hugo Docsy <main> (the "Feedback" h2 holds none); h3 groups of h4 questions in a WordPress page
(the h3 link list before them and "Menu", "Documentation", "Post navigation" hold none); h3
questions that carry an id inside a Hugo Doks <main> (the "On this page" h3s carry none); h2
questions inside <main>; Markdown headings outside fenced blocks, and bold "F:" paragraphs as
questions; reST titles by underline character, and one-line bold paragraphs as questions.
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


def inside(tag):
    def body(t):
        start = t.index("<" + tag)
        return t[start:t.index("</%s>" % tag, start)]
    return body


def tags(specs, body=lambda t: t, need_id=()):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t); a tag in
    need_id counts only where it carries an id."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<(script|style)\b.*?</\1>", "", b, flags=re.S | re.I)
        out = []
        for m in re.finditer(r"<(%s)\b([^>]*)>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I):
            tag, attrs, title = m.group(1).lower(), m.group(2), text_of(m.group(3))
            if not title or (tag in need_id and not re.search(r"\bid=", attrs)):
                continue
            out.append(specs[tag] + (title,))
        return out
    return rule


def md_headings(t):
    """(level, title, line) of ATX headings, and bold lines, outside fenced blocks."""
    out, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
        if h:
            out.append((len(h.group(1)), h.group(2), line))
        else:
            out.append((0, "", line))
    return out


def md_groups(group_level, question_level):
    def rule(t):
        out = []
        for n, title, _ in md_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def atx_questions(level):
    return lambda t: [("question", 1, title) for n, title, _ in md_headings(t) if n == level]


def md_groups_bold_questions(group_level, mark):
    """'##' groups; a paragraph line starting with the bold mark ("**F:") is a question."""
    def rule(t):
        out = []
        for n, title, line in md_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == 0 and line.startswith(mark):
                out.append(("question", 2, line.strip("* ")))
        return out
    return rule


def rst_underlined(t):
    """(char, title) of reST titles underlined at the margin, at least as long as the title."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            continue
        if len(ls[i].rstrip()) < len(title):
            continue
        out.append((m.group(1), title))
    return out


def rst_questions(char):
    return lambda t: [("question", 1, title) for c, title in rst_underlined(t) if c == char]


def rst_groups_bold_topics(char):
    """Titles underlined with `char` are groups; a paragraph that is one bold line at the margin
    ("**Grid identifier**") is a question; literal blocks hold none at the margin."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i, line in enumerate(ls):
            if (i + 1 < len(ls) and line.strip() and line[0] not in " \t"
                    and re.fullmatch(re.escape(char) + "{3,}", ls[i + 1].rstrip())
                    and len(ls[i + 1].rstrip()) >= len(line.rstrip())):
                out.append(("group", 1, line.strip()))
            elif re.fullmatch(r"\*\*[^*]+\*\*", line.rstrip()):
                out.append(("question", 2, line.strip("* ")))
        return out
    return rule


RULES = {
    # Hugo Docsy (Portuguese): h1 title; h2 groups of h3 questions; "Feedback" h2 holds none
    "ZupIT--ritchie-docs--index.html": tags({"h2": ("group", 1), "h3": ("question", 2)}, inside("main")),
    # WordPress: h3 groups of h4 questions (the h3 link list and the theme's h3s hold none)
    "IISH--mint-mint--index.html": tags({"h3": ("group", 1), "h4": ("question", 2)}),
    # Hugo Doks: h1 title; h3 questions with ids inside <main> ("On this page" h3s have none)
    "Aegisub--aegisite--index.html": tags({"h3": ("question", 1)}, inside("main"), need_id=("h3",)),
    # hand-written docs page: h1 title; h2 questions inside <main>
    "KanishkMishra143--Sink-Switch--index.html": tags({"h2": ("question", 1)}, inside("main")),
    # '#' title; '##' groups of '###' questions
    "SOsintOps--elementary-CTI--FAQ.it.md": md_groups(2, 3),
    "osrt91--ulak-os--FAQ.tr.md": md_groups(2, 3),
    "hammermaps--Librelancer--FAQ_DE.md": md_groups(2, 3),
    "gmliao--swift-state-tree--FAQ.zh-TW.md": md_groups(2, 3),
    # front matter, '#' title; '##' groups of bold "F:" questions
    "BetaHydri--RC4-ADAssessment--FAQ_DE.md": md_groups_bold_questions(2, "**F:"),
    # '#' title; '###' questions Q1..Q10
    "catball912--omnidev-v2--FAQ.zh-TW.md": atx_questions(3),
    # '=' title; '-' entries
    "bats-core--bats-core--gotchas.rst": rst_questions("-"),
    # '=' title; '-' groups of bold-paragraph topics
    "level12--webgrid--gotchas.rst": rst_groups_bold_topics("-"),
}


if __name__ == "__main__":
    main(HERE, RULES)
