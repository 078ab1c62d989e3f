#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule
returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a
group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. A rule that returns None says the file holds no FAQ
(expected "refused"; none here does). The rules follow the markup where headings alone would
mislead: the body-only fragment's h4s, DocFX's `article`, Sphinx's `articleBody`, Markdown
headings outside fences and front matter, text boxes between rules of dashes, `Q:` lines at the
margin, a custom reST `.. question::` directive, reST over- and underlined titles told apart,
AsciiDoc titles outside delimited blocks and front matter.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, html_tags, main  # noqa: E402


def inside(start, end):
    """The part of a page from the first `start` marker to the next `end` after it."""
    def cut(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return cut


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def markdown(levels, body=lambda t: t):
    """levels: {number of '#': (kind, depth)}; ATX headings outside fenced blocks (fences at the
    margin or indented up to three spaces), after `body`."""
    def rule(t):
        lines, out, fence = body(t).split("\n"), [], None
        for line in lines:
            m = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
            if fence:
                if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                    fence = None
                continue
            if m:
                fence = m.group(1)
                continue
            h = re.match(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
            if h and len(h.group(1)) in levels:
                out.append(levels[len(h.group(1))] + (h.group(2),))
        return out
    return rule


def dash_boxed(t):
    """GeoToad: a question is a line between two rules of dashes as long as itself."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls) - 1):
        rule = ls[i - 1].rstrip()
        if re.fullmatch(r"-{3,}", rule) and ls[i + 1].rstrip() == rule and len(rule) == len(ls[i].rstrip()):
            out.append(("question", 1, ls[i].strip()))
    return out


def q_lines(t):
    """Q:/A: files: a 'Q:' at the margin (with or without a space after it) opens an entry."""
    return [("question", 1, m.group(0)) for m in re.finditer(r"^Q:.*$", t, re.M)]


def rst_question_directive(t):
    """Simu5G: the custom '.. question::' directive, one per entry."""
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\.\. question:: (.*)$", t, re.M)]


def rst_styles(styles):
    """styles: {(char, overlined): (kind, depth)}; reST titles told apart by adornment character
    and by whether they are overlined, as docutils does; titles in literal blocks would be
    indented and are skipped by the margin test."""
    def rule(t):
        ls, out = t.split("\n"), []
        adorn = re.compile(r"([#*=\-~^+\"'`:.])\1{2,}")
        for i in range(1, len(ls) - 0):
            u = ls[i].rstrip()
            m = adorn.fullmatch(u)
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or adorn.fullmatch(title):
                continue
            over = i >= 2 and ls[i - 2].rstrip() == u
            key = (m.group(1), over)
            if key in styles:
                out.append(styles[key] + (title,))
        return out
    return rule


def asciidoc(levels):
    """levels: {number of '=': (kind, depth)}; section titles outside front matter and outside
    listing, literal, example, sidebar and quote blocks."""
    def rule(t):
        t = no_front_matter(t)
        t = re.sub(r"^(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)
        out = []
        for m in re.finditer(r"^(={1,6})[ \t]+(\S.*)$", t, re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2),))
        return out
    return rule


def beartype(t):
    """'*' over- and underlined entries are questions, except 'How do I type-check...', which
    holds the '#'-underlined '...X?' entries after it; the next '*' entry closes it."""
    out = []
    for kind, _, title in rst_styles({("*", True): ("star", 1), ("#", False): ("sub", 2)})(t):
        if kind == "sub":
            out.append(("question", 2, title))
        elif title.startswith("How do I type-check"):
            out.append(("group", 1, title))
        else:
            out.append(("group", 1, NO_GROUP))
            out.append(("question", 1, title))
    return out


# RULES-FUNCTIONS-END

RULES = {
    # a body-only fragment: h2 title, h4 questions
    'btimofeev--UniPatcher--faq.html': html_tags({"h4": ("question", 1)}),
    # DocFX: h3 questions inside the article (h1 the title)
    'agc93--downlink--faq.html': html_tags({"h3": ("question", 1)}, body=inside("<article", "</article>")),
    # hand-written page: h1 title, h2 questions
    'codespecs--daikon--faq.html': html_tags({"h2": ("question", 1)}),
    # Sphinx (Read the Docs theme): h2 questions inside articleBody (h1 the title)
    'Open-Sn--opensn--faq.html':
        html_tags({"h2": ("question", 1)}, body=inside('itemprop="articleBody"', "<footer>")),
    # front matter; '# Error resolution' title; one '##' group of '###' topics
    'Azuriom--azuriom.com--faq.md': markdown({2: ("group", 1), 3: ("question", 2)}, no_front_matter),
    # Maven site Markdown: '#' title, '##' groups, '###' questions
    'CS-SI--Orekit--faq.md': markdown({2: ("group", 1), 3: ("question", 2)}),
    # flat '###' questions, no title
    'DioxusLabs--dioxus--FAQ.md': markdown({3: ("question", 1)}),
    # '#' title, '##' groups (the last, 'See Also', empty), '###' questions
    'mtonnberg--tesl--FAQ.md': markdown({2: ("group", 1), 3: ("question", 2)}),
    # questions boxed between rules of dashes
    'steve8x8--geotoad--FAQ.txt': dash_boxed,
    # Q:/A: entries
    'iolalla--jcrontab--FAQ': q_lines,
    'aircrack-ng--OpenWIPS-ng--FAQ': q_lines,
    # '.. question::' directives
    'Unipisa--Simu5G--faq.rst': rst_question_directive,
    # '#' over/under title left out; '*' over/under entries (one of them the group 'How do I
    # type-check...'), '#' underlined sub-entries
    'beartype--beartype--faq.rst': lambda t: beartype(t),
    # front matter; '==' questions, no title
    'SUSE--bci-docs--faq.adoc': asciidoc({2: ("question", 1)}),
    # front matter; '= FAQ' title; '==' questions
    'validatedpatterns--docs--faq.adoc': asciidoc({2: ("question", 1)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
