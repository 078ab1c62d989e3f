#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it; a group titled "(none)"
only closes the groups before it. A rule that returns None says the file holds no FAQ (expected
"refused"; none here does).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, pod_items,  # noqa: E402,F401
                              setext, strip_fences, text_of)


def starlight_cbx(t):
    # "##" entries; the first, "Quick answer", summarizes the fixes before the first entry and
    # asks nothing (document text)
    heads = re.findall(r"^## (.*)$", strip_fences(t), re.M)
    assert heads[0] == "Quick answer"
    return [("question", 1, h) for h in heads[1:]]


def org_tree(t):
    # every Org heading ("*", "**", "***" then a space): a group when the next heading is deeper,
    # an entry otherwise; lines opening with bold text ("*PO* …") have no space after the stars
    # and are no headings; src blocks dropped first
    t = re.sub(r"^#\+BEGIN_SRC.*?^#\+END_SRC", "", t, flags=re.M | re.S | re.I)
    heads = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(\*+) (.*)$", t, re.M)]
    items = []
    for n, (level, title) in enumerate(heads):
        deeper = n + 1 < len(heads) and heads[n + 1][0] > level
        items.append(("group" if deeper else "question", level, title))
    return items


def broad(t):
    # bold paragraphs "<P><B>…</B>"; one opening with "N." starts an entry, an unnumbered one
    # ("What can I do?") continues the entry before it (one answer); comments dropped
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    items = []
    for m in re.finditer(r"<P>\s*<B>(.*?)</B>", t, re.S | re.I):
        title = text_of(m.group(1))
        if re.match(r"\d+\.", title):
            items.append(("question", 1, title))
    return items


def cgatreport(t):
    # over- and underlined titles: "*" the document title, "=" a group; titles underlined only
    # with "*" (at least as long as the title) are the entries
    ls, found = t.split("\n"), []
    for i in range(1, len(ls) - 1):
        over, under = ls[i - 1].rstrip(), ls[i + 1].rstrip()
        if re.fullmatch(r"=+", over) and over == under and ls[i].strip():
            found.append((i, "group", 1, ls[i].strip()))
    for i in range(1, len(ls)):
        under, title = ls[i].rstrip(), ls[i - 1].rstrip()
        if not re.fullmatch(r"\*{3,}", under) or not title.strip() or re.fullmatch(r"\*+", title.strip()):
            continue
        if i >= 2 and ls[i - 2].rstrip() == under:  # overlined: the document title
            continue
        if len(under) >= len(title):
            found.append((i - 1, "question", 2, title.strip()))
    return [f[1:] for f in sorted(found)]


def openfe(t):
    # "=" title; entries underlined with "'" at least as long as the title
    return [("question", 1, m.group(1)) for m in re.finditer(r"^(\S.*)\n('{3,})[ \t]*$", t, re.M)
            if len(m.group(2)) >= len(m.group(1).rstrip())]


def fae(t):
    # "##" groups of "**Q." paragraphs (bold and italic markers tangled; an answerless one
    # counted); the fenced pseudocode dropped
    return ordered((r"^## \S.*$", "group", 1), (r"^\*\*Q\.", "question", 2))(strip_fences(t))


def wmii(t):
    # the "=" underline is the title; every "-" underline one entry (entry 12's two title lines
    # sit over one underline)
    return [("question", 1, title) for _, _, title in setext(t, {"-": 1})]


# RULES-FUNCTIONS-END

RULES = {
    'ldebello--algorithm--FAQ.adoc': lines(r"^=== \S.*$"),
    'ntpsec--www--FAQ.adoc': lines(r"^== \S.*$"),
    'ChrisTitusTech--winutil--faq.mdx':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'Clickin--CBXShell-rs--faq.mdx': starlight_cbx,
    'dbitouze--french-tse--faq.org': org_tree,
    'inventaire-des-orgues--docs--faq.org': lines(r"^\* \S.*$"),
    'PerlAlien--Alien-Build--FAQ.pod':
        lambda t: pod_items(t, header=("SYNOPSIS", "DESCRIPTION"), closing=("SEE ALSO",), body=("QUESTIONS",)),
    'berekuk--Ubic--FAQ.pod': lambda t: pod_items(t, body=("QUESTIONS",)),
    'BrianGladman--mpfr--FAQ.html': html_tags({"dt": ("question", 1)}),
    'CompRD--BroadCRD--FAQ.html': broad,
    'AndreasHeger--CGATReport--FAQ.rst': cgatreport,
    'IIIS-Li-Group--OpenFE--FAQ.rst': openfe,
    'AMICI-dev--AMICI--FAQ.md': lines(r"^__Q__:"),
    'ConsenSysMesh--Fae--FAQ.md': fae,
    '0intro--wmii--FAQ': wmii,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
