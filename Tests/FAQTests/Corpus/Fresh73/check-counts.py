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
The rules follow the markup where headings alone would mislead: an HTML help fragment whose h2
names the FAQ, a Docusaurus article, a French page whose questions are show/hide links in list
items, a VuePress page, a Markdown FAQ whose first heading groups two entries, raw HTML inside
Markdown, Markdown headings outside fences, MkDocs `??? question` admonitions, Chinese ordinal
topic lines, 问/答 pairs, a plain-text guide of underlined groups and "Problem:" entries, reST
titles (docutils ignores an underline shorter than four characters and than its title), AsciiDoc
section titles outside delimited blocks, a closing "Still Having Issues?" left out.
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


def cut(start, end):
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t)."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        return [specs[m.group(1).lower()] + (text_of(m.group(2)),)
                for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I)
                if text_of(m.group(2))]
    return rule


def lines(pattern, depth=1):
    """Flat: one question per line matching pattern."""
    return lambda t: [("question", depth, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]


def md_headings(t):
    """(level, title, line) of ATX headings outside fenced blocks, CommonMark's way (a fence closes
    only on a bare run of its character at least as long)."""
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
    return out


def md_groups(group_level, question_level):
    """'#' title; headings of group_level are groups, of question_level questions."""
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
    """'#' title; every heading of the given level a question."""
    return lambda t: [("question", 1, title) for n, title, _ in md_headings(t) if n == level]


def mkdocs_admonitions(t):
    """'##' groups; each '??? question "…"' admonition line at the margin a question."""
    out = []
    for line in t.split("\n"):
        if re.match(r"^## ", line):
            out.append(("group", 1, line[3:]))
        elif re.match(r'^\?\?\?\+? question "', line):
            out.append(("question", 2, line))
    return out


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, not overlined, underlined
    by three or more of one character ("API" over "===")."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i].rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if len(ls[i].rstrip()) < 4 and len(ls[i].rstrip()) < len(title):
                continue  # docutils: "too short for the title", ordinary text
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def adoc_headings(t):
    """(level, title) of AsciiDoc section titles outside delimited blocks."""
    out, block = [], None
    for line in t.split("\n"):
        if block:
            if line.rstrip() == block:
                block = None
            continue
        if re.match(r"^(-{4,}|\.{4,}|\*{4,}|_{4,}|\+{4,}|={4,}|/{4,})\s*$", line):
            block = line.rstrip()
            continue
        h = re.match(r"^(={1,6})[ \t]+(\S.*)$", line)
        if h:
            out.append((len(h.group(1)), h.group(2).strip()))
    return out


def adoc_questions(level):
    return lambda t: [("question", 1, title) for n, title in adoc_headings(t) if n == level]




def atomsk(t):
    """h3 groups; each list item's show/hide link (class "showLink") a question."""
    return [("group", 1, text_of(m.group(1))) if m.group(1) is not None else ("question", 2, text_of(m.group(2)))
            for m in re.finditer(r'<h3\b[^>]*>(.*?)</h3>|class="showLink"[^>]*>(.*?)</a>', t, re.S)]


def md_first_group(t):
    """'#' title; a '##' heading directly followed by '###' headings groups them; other '##'
    headings are questions in no section."""
    hs, out = md_headings(t), []
    for k, (n, title, _) in enumerate(hs):
        if n == 2:
            if k + 1 < len(hs) and hs[k + 1][0] == 3:
                out.append(("group", 1, title))
            else:
                out += [("group", 1, NO_GROUP), ("question", 2, title)]
        elif n == 3:
            out.append(("question", 2, title))
    return out


def autodiary(t):
    """Upper-case group lines underlined with '-' (the '=' one is the title); 'Problem:' entries."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if i + 1 < len(ls) and re.fullmatch(r"-{3,}", ls[i + 1].strip()) and line.strip():
            out.append(("group", 1, line.strip()))
        elif line.startswith("Problem:"):
            out.append(("question", 2, line))
    return out


def adoc_without_closing(level, closing):
    return lambda t: [("question", 1, title) for n, title in adoc_headings(t)
                      if n == level and title != closing]


RULES = {
    # h2 names the FAQ and holds every group; h3 groups of h4 entries
    "Gaq152--image_classifier--faq.html": tags({"h3": ("group", 1), "h4": ("question", 2)}),
    # inside <article>: h1 title, h2 groups, h3 "Q:" questions
    "JsonLee12138--hook-fetch--faq.html": tags({"h2": ("group", 1), "h3": ("question", 2)},
                                               cut("<article", "</article>")),
    "pierrehirel--atomsk--faq.html": atomsk,
    # h1 title; flat h3 entries
    "whitechi73--OpenShamrock--faq.html": tags({"h3": ("question", 1)}),
    "Detegr--openRBRVR--FAQ_FR.md": md_first_group,
    # raw HTML: h1 title, h2 questions
    "KRSNA-BLR--React-game-app-for-beginners--FAQ_ES.md": tags({"h2": ("question", 1)}),
    # '#' title; '##' groups of '###' questions (headings inside fences left out)
    "AyrtonMansi--synapse--general.md": md_groups(2, 3),
    "ChronoBox-Econometrics-Models--chronobox--troubleshooting.md": mkdocs_admonitions,
    # topic lines opening with a Chinese ordinal and "、"
    "easycallcenter365--easycallcenter365--faq.txt": lines(r"^[ \t]*[一二三四五六七八九十]+、.*$"),
    "Hacker233--resume-design--QA.txt": lines(r"^问：.*$"),
    "AsimAftab--AutoDiary--TROUBLESHOOTING.txt": autodiary,
    # '=' title; '-' questions
    "python-websockets--websockets--common.rst": rst_titles({"-": ("question", 1)}),
    # '=' title; '-' groups of '~' entries
    "CNNC-Lab--mea-flow--troubleshooting.rst": rst_titles({"-": ("group", 1), "~": ("question", 2)}),
    # no title; '==' entries
    "spacious-team--investbook--troubleshooting.adoc": adoc_questions(2),
    # '=' title; '==' entries, the closing "Still Having Issues?" left out
    "antora-supplemental--antora-dark-theme--troubleshooting.adoc":
        adoc_without_closing(2, "Still Having Issues?"),
}


if __name__ == "__main__":
    main(HERE, RULES)
