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
The rules follow the markup where headings alone would mislead: a PHP-wrapped page of `div`
questions, `<details>`/`<summary>` and `<button>` accordions, a CommonMark fence holding a line
that looks like a fence with an info string, a level-two "##If" with no space that the author
meant as a heading, a closing help group whose sub-headings are link lists, upper-case group
lines over `*` bullets in plain text, Spanish questions opened with an inverted question mark,
reST titles over `.. collapse::` file listings, an AsciiDoc FAQ whose `===` level is a question
in one part and a group in the other.
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


def elements(t, tags):
    """(tag, text) for non-empty elements of the given tags in document order, comments dropped."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [(m.group(1).lower(), text_of(m.group(2)))
            for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), t, re.S | re.I)
            if text_of(m.group(2))]


def tags_rule(specs, body=lambda t: t):
    return lambda t: [specs[tag] + (title,) for tag, title in elements(body(t), specs)]


def div_class(cls):
    """Questions are the elements whose class is exactly cls (their text)."""
    return lambda t: [("question", 1, text_of(m.group(2)))
                      for m in re.finditer(r'<(div|button) class="%s"[^>]*>(.*?)</\1>' % cls, t, re.S)]


def md_headings(t):
    """(level, title) of ATX headings outside fenced blocks, CommonMark's way: a fence is closed
    only by a run of the same character at least as long and with nothing after it (a line such
    as ```yaml inside a ```bash fence is content)."""
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


def atx(levels, closing=()):
    """levels: {number of '#': (kind, depth)}; the first level-one heading is the title; a group
    whose title is in closing only closes the groups before it, and its sub-headings are skipped."""
    def rule(t):
        out, skip = [], False
        heads = md_headings(t)
        if heads and heads[0][0] == 1:
            heads = heads[1:]
        for n, title in heads:
            if n not in levels:
                continue
            kind, depth = levels[n]
            if kind == "group":
                skip = title in closing
                out.append(("group", depth, NO_GROUP if skip else title))
            elif not skip:
                out.append((kind, depth, title))
        return out
    return rule


def veggie(t):
    """'#' title; every line opening with '##' is a question, the last one written '##If' with no
    space (meant as a heading)."""
    return [("question", 1, m.group(1)) for m in re.finditer(r"^##(?!#)\s*(\S.*)$", t, re.M)]


def greybeard(t):
    """Upper-case lines at the margin (after the two centred title lines) are groups; '* ' lines
    at the margin are questions."""
    out = []
    for line in t.split("\n"):
        if re.match(r"^[A-Z][A-Z .?]+$", line):
            out.append(("group", 1, line))
        elif line.startswith("* "):
            out.append(("question", 2, line[2:]))
    return out


def hapviewer(t):
    """Titles underlined with '-' are groups (the '=' one is the title); 'Qnn:' lines questions."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if i and re.fullmatch(r"-{3,}", line.strip()) and ls[i - 1].strip():
            out.append(("group", 1, ls[i - 1].strip()))
        elif re.match(r"^Q\d+:", line):
            out.append(("question", 2, line))
    return out


def miel(t):
    """'¿' lines at the margin are questions of no group; the upper-case line 'SABÍAS QUE...' is a
    group of the indented '¿' questions after it."""
    out = []
    for line in t.split("\n"):
        if line.startswith("¿"):
            out.append(("question", 1, line))
        elif re.match(r"^ {4}¿", line):
            out.append(("question", 2, line.strip()))
        elif re.match(r"^[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ .]+\.\.\.$", line):
            out.append(("group", 1, line))
    return out


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles underlined at the margin, at least as
    long as the title, not overlined (directive bodies are indented and never match)."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"'])\1{2,}", ls[i].rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'])\1+", title):
                continue
            if len(ls[i].rstrip()) < len(title) or (i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip()):
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def adoc_headings(t):
    """(level, title) of AsciiDoc section titles outside delimited listing/literal/example blocks."""
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


def infinispan(t):
    """'=' title; '==' groups; under "Project questions" the '===' titles are questions, under
    "Technical questions" they are groups of '====' questions, and the one '=====' (a follow-up
    question with its own answer) is a question too."""
    out, part = [], None
    for n, title in adoc_headings(t):
        if n == 2:
            part = title
            out.append(("group", 1, title))
        elif n == 3:
            out.append(("question", 2, title) if part == "Project questions" else ("group", 2, title))
        elif n >= 4:
            out.append(("question", 3, title))
    return out


def adoc(levels):
    return lambda t: [levels[n] + (title,) for n, title in adoc_headings(t) if n in levels]


RULES = {
    # PHP-wrapped page: div.question elements
    "christ66--cobertura--faq.html": div_class("question"),
    # inside the docs content: h2 groups of <summary> questions (the hero's h2 is a summary card)
    "CodyBontecou--time.md--faq.html":
        tags_rule({"h2": ("group", 1), "summary": ("question", 2)},
                  cut('<div class="docs-content">', '<footer')),
    # h2 names the FAQ; h3 questions (the <p> link list is contents)
    "pml-lang--pml-website--faq.html": tags_rule({"h3": ("question", 1)}),
    # button.faq-question accordions
    "MUZEEBURRAHAMAN--gofully-extension--faq.html": div_class("faq-question"),
    # '#' title; '##' questions
    "inabako--ariadne-ai-workflow-platform--faq.md": atx({2: ("question", 1)}),
    # '#' title; '##' groups of '###' questions; the closing help group's '###' are link lists
    "A1pha3--pyvideotrans--faq.md":
        atx({2: ("group", 1), 3: ("question", 2)}, closing=("获取更多帮助",)),
    # '#' title; '##' groups of '###' questions; fences CommonMark's way
    "AMEOBIUS--security-assistant--faq.md": atx({2: ("group", 1), 3: ("question", 2)}),
    # '##' questions, one with no space
    "22tkinslow--ATCPHD-Veggie-Book---FAQs.md": veggie,
    "flowchartsman--greybeard--FAQ": greybeard,
    "rettichschnidi--HAPviewer--INSTALL_FAQ.txt": hapviewer,
    "mielesroco--mielesroco.github.io--FAQ": miel,
    # '=' title; '-' questions
    "MellowPlayer--MellowPlayer--faq.rst": rst_titles({"-": ("question", 1)}),
    # '=' title; '-' groups of '^' questions
    "AstroTechies--astroneermodding--faq.rst": rst_titles({"-": ("group", 1), "^": ("question", 2)}),
    "infinispan--infinispan--faqs.adoc": infinispan,
    # '=' title; one '==' group of '===' questions
    "eclipse-jkube--jkube--_faq.adoc": adoc({2: ("group", 1), 3: ("question", 2)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
