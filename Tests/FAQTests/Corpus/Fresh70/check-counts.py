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
The rules follow the markup where headings alone would mislead: a web page whose grouping lives
only in its contents (its `h4` questions counted, its contents `h3`s not), a Docusaurus article,
a Shift_JIS HTML Help page (read as Latin-1 by the shared reader; only the tags matter), a Sphinx
page whose questions are bold list items, MkDocs `??? question` admonitions under `##` groups,
Markdown headings outside fences, plain text of "-)" questions under upper-case lines, `Q:` pairs,
a numbered plain-text FAQ whose group numbers must continue their sequence (a step list inside an
answer is not a group) and whose sub-group lines open with "🔹", reST titles, AsciiDoc section
titles outside delimited blocks.
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


def facet(t):
    """Inside the 'Commonly asked questions' section: each ordered-list item opening with a bold
    paragraph is a question (the section names the FAQ's body: no group)."""
    i = t.index('<section id="commonly-asked-questions">')
    body = t[i:t.index('<section id="citation">', i)]
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<li><p><strong>(.*?)</p>", body, re.S)]


def mcphase(t):
    """Upper-case group lines at the margin; '-)' questions; a question before any group is in
    no section."""
    out = []
    for line in t.split("\n"):
        line = line.rstrip("\r")
        if line.startswith("-)"):
            out.append(("question", 2, line))
        elif re.fullmatch(r"[A-Z0-9]{3,} [A-Z0-9]{3,}[A-Za-z0-9 ]*", line):
            out.append(("group", 1, line))
    return out


def visakha(t):
    """'N. Title' group lines whose N continues the groups' sequence; sub-group lines (a bare
    'Registration & Application' or a line opening with '🔹'); 'N.M' question lines."""
    out, expect = [], 1
    for line in t.split("\n"):
        g = re.match(r"^(\d+)\. (\S.*)$", line)
        if g and int(g.group(1)) == expect:
            out.append(("group", 1, line))
            expect += 1
        elif line.startswith("🔹") or line.strip() == "Registration & Application":
            out.append(("group", 2, line))
        elif re.match(r"^\d+\.\d+\.? ", line):
            out.append(("question", 3, line))
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


RULES = {
    # the contents' h3 headings head link lists; the 19 h4 questions are flat
    "EBISPOT--EFO-website--faq.html": tags({"h4": ("question", 1)}),
    # inside <article>: h1 title, h3 questions
    "Anananas42--docs-Firefish--general.html": tags({"h3": ("question", 1)},
                                                    cut("<article", "</article>")),
    # h2 "FAQ" names the page; h3 groups of h4 entries
    "Shaw02--nsdlib--faq.html": tags({"h3": ("group", 1), "h4": ("question", 2)}),
    "BCG-X-Official--facet--faqs.html": facet,
    # '#' title; '##' groups (the contents heading holds none) of '###' entries
    "DraftShift--Docs--faq.md": md_groups(2, 3),
    "Artificial-Pancreas--iAPS--FAQ_RU.md": atx_questions(2),
    "tbnobody--OpenDTU-docs--faq.md": mkdocs_admonitions,
    # '#' title; '##' groups (two contents headings and the resources heading hold none) of '###'
    "AdaMartin18010--golang--faq.md": md_groups(2, 3),
    "mcphase--source--frequently_asked_questions.txt": mcphase,
    "DuncteBot--SkyBot--FAQ.txt": lines(r"^Q: .*$"),
    "vicharanashala--visakha--faq.txt": visakha,
    # '=' title; '-' entries
    "INCATools--ontology-access-kit--troubleshooting.rst": rst_titles({"-": ("question", 1)}),
    # no title; '=' groups of '-' questions
    "SoftwareHeritage--swh-docs--faq.rst": rst_titles({"=": ("group", 1), "-": ("question", 2)}),
    # '=' title; '==' entries
    "AzureLocal--azurelocal-vm-conversion-toolkit--troubleshooting.adoc": adoc_questions(2),
    # '==' holds everything; '===' entries ('====' are parts of their answers)
    "OliveTin--docs.olivetin.app--troubleshooting.adoc": adoc_questions(3),
}


if __name__ == "__main__":
    main(HERE, RULES)
