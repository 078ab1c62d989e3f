#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

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
# In Corpus/FreshNN/ the shared module is one folder up; drafted in /tmp it is read from the tree.
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, rst_titles,  # noqa: E402,F401
                              strip_blocks, strip_fences, text_of)

ADOC_BLOCKS = [r"^-{4,}\s*$", r"^\.{4,}\s*$"]


def sphinx_article(t):
    # the page's own text: the Read the Docs theme's article body, side navigation left out
    start = t.index('itemprop="articleBody"')
    return t[start:t.index("<footer", start)]


def ipt(t):
    # "==" groups of "===" questions; listing blocks dropped first
    return ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "question", 2))(strip_blocks(t, ADOC_BLOCKS))


def aspectj(t):
    # "==" groups; an entry per paragraph opening with bold "*Q:*" at the margin (cross
    # references "#q:…[Q:…]" are inside text and never open a line with "*Q:*")
    return ordered((r"^== \S.*$", "group", 1), (r"^\*Q:\*", "question", 2))(strip_blocks(t, ADOC_BLOCKS))


def scrim(t):
    # the one "*" heading names the FAQ and holds every "**" entry: no section
    items = ordered((r"^\* \S.*$", "group", 1), (r"^\*\* \S.*$", "question", 2))(t)
    assert [i for i in items if i[0] == "group"] == [("group", 1, "* Frequently Asked Questions")]
    return [("group", 1, NO_GROUP) if i[0] == "group" else i for i in items]


def btri(t):
    # "h2" groups; each outer definition term is a bold "Q:" (the nested "A:" term of one answer
    # is not bold and is answer text)
    body = sphinx_article(t)
    return ordered((r"<h2>", "group", 1), (r"<dt><strong>", "question", 2))(body)


def audible(t):
    # "=" groups of "-" questions (the over- and underlined title left out by rst_titles); a
    # last "=" heading that asks and holds no "-" entry is a question of no group
    items = rst_titles({"=": ("group", 1), "-": ("question", 2)})(t)
    kind, depth, title = items[-1]
    if kind == "group" and title.endswith("?"):
        items[-1:] = [("group", 1, NO_GROUP), ("question", 1, title)]
    return items


def crm114(t):
    # "***" entries; a line of dashes around capitals ("------ OLD, OBSOLETE QUESTIONS -------")
    # is a group; the entries before it belong to no group
    return ordered((r"^\*\*\*", "question", 2), (r"^-{3,} [A-Z][A-Z ,]*[A-Z] -{3,}\s*$", "group", 1))(t)


# RULES-FUNCTIONS-END

RULES = {
    'gbif--ipt--faq.adoc': ipt,
    'eclipse-aspectj--aspectj--faq.adoc': aspectj,
    'stellar-deprecated--soroban-docs--faq.mdx': lambda t: lines(r"^### \S.*$")(strip_fences(t)),
    'MyGenX--FastQL--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'kickingvegas--scrim--faq.org': scrim,
    'Bam4d--Griddly--faq.html': html_tags({"h2": ("question", 1)}, body=sphinx_article),
    'google--turbinia--faq.html': html_tags({"h2": ("question", 1)}, body=sphinx_article),
    'student1304--btri--faq.html': btri,
    'ipc-sim--ipc-toolkit--faq.rst': rst_titles({"-": ("question", 1)}),
    'mkb79--Audible--faq.rst': audible,
    'AceSteps--acesteps-docs--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'FFTLabs--fastflowquery--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'GerHobbelt--crm114--FAQ.txt': crm114,
    'Yakobbb--FBLA-Coding-Programming-2021--FAQ.txt': lines(r"^Q: \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
