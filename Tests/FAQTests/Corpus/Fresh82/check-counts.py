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
directly or in a group inside it; a group titled "(none)" only closes the groups before it.
The rules follow the markup where headings alone would mislead: h4 questions in a Jekyll grid
under a page h1, an h2 that holds h3 entries among flat h2 entries (and a site h1, an h5 note and
sidebar h4 columns left out), h2 groups of h3 questions inside a MkDocs <article>, Markdown
headings outside fenced blocks (a "##" title's "###" parts read as its answer where the file has
no "###" questions), reST titles by underline character ("^" parts inside answers left out).
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


def tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t)."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<script\b.*?</script>", "", b, flags=re.S | re.I)
        return [specs[m.group(1).lower()] + (text_of(m.group(2)),)
                for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I)
                if text_of(m.group(2))]
    return rule


def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


def h2_with_h3(t):
    """h2 entries; an h2 followed by h3s (before the next h2) is a group of them. The h1s, the
    h5 note and the sidebar's h4 columns are left out."""
    hs = [(m.group(1).lower(), text_of(m.group(2)))
          for m in re.finditer(r"<(h2|h3)\b[^>]*>(.*?)</\1\s*>", t, re.S | re.I)]
    out = []
    for n, (tag, title) in enumerate(hs):
        if tag == "h2":
            holds = n + 1 < len(hs) and hs[n + 1][0] == "h3"
            out.append(("group" if holds else "question", 1, title))
        else:
            out.append(("question", 2, title))
    return out


def md_headings(t):
    """(level, title) of ATX headings outside fenced blocks, CommonMark's way."""
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
            out.append((len(h.group(1)), h.group(2)))
    return out


def md_groups(group_level, question_level):
    def rule(t):
        out = []
        for n, title in md_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def atx_questions(level):
    return lambda t: [("question", 1, title) for n, title in md_headings(t) if n == level]


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, underlined by three or
    more of one character at least as long as the title; overlined titles left out."""
    def rule(t):
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
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


RULES = {
    # h1 title over a grid of div.grid-cell entries, each an h4 question
    "Bit-Nation--Pangea-website--index.html": tags({"h4": ("question", 1)},
                                                   lambda t: t[t.index('<div id="faq">'):]),
    # flat h2 topics and one h2 group ("Markup Problems") of h3 entries
    "jekyll--jekyll--index.html": h2_with_h3,
    # MkDocs Material: h1 title; h2 groups of h3 questions inside <article>
    "EgydioBNeto--conventional-commits-generator--index.html": tags(
        {"h2": ("group", 1), "h3": ("question", 2)}, article),
    # '#' title; '##' questions
    "ARCJ137442--BattleTriangle-Gamma--FAQ.zh.md": atx_questions(2),
    "Ylsssq926--clawclip--FAQ.ja.md": atx_questions(2),
    # '#' title; '##' questions; Q4's '###' parts are its answer
    "Hyshmily--Zeta--FAQ.zh.md": atx_questions(2),
    # '#' title; '##' groups of '###' questions
    "aSoftwareByDesignRepository--nextcloud-arbeitszeitcheck--FAQ.de.md": md_groups(2, 3),
    "ChrisLee0721--Gsyn-Java--FAQ_zh.md": md_groups(2, 3),
    "Protomothis--ShareAux--faq.ko.md": md_groups(2, 3),
    # '=' title; '-' groups of '~' entries; '^' parts inside answers
    "navit-gps--navit--index.rst": rst_titles({"-": ("group", 1), "~": ("question", 2)}),
    # '=' title; '~' entries
    "horovod--horovod--troubleshooting.rst": rst_titles({"~": ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
