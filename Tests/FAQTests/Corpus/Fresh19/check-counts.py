#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it; a group titled "(none)" only closes the groups before it. A
rule that returns None says the file holds no FAQ (expected "refused").
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, read, rst_titles,  # noqa: E402,F401
                              tally, text_of)


def tkcvs(t):
    # the contents at the top lists the questions bare; in the body each follows a rule of dashes
    return lines(r"^-{20,}\nQ\d+\. .*$")(t)


def cfingerd(t):
    # upper-case question lines at the margin (no section), then "Commonly asked questions:" over
    # 'Q.' entries; the banner is made of '#', the 'Q.' lines start with "Q. "
    return ordered((r"^[A-Z][A-Z ,-]*\?$", "question", 2),
                   (r"^Commonly asked questions:$", "group", 1),
                   (r"^Q\. \S.*$", "question", 2))(t)


def fdclone(t):
    # '<N.…>' groups; a 'Q' label opens a question unless the label before it was a 'Q' too (a
    # run of questions answered once: the run's 'A' labels stand in a row over one answer)
    items, previous = [], None
    for m in re.finditer(r"^(<\d\..*>|[QA]\d-\d+\.)", t, re.M):
        label = m.group(1)
        if label.startswith("<"):
            items.append(("group", 1, label))
            previous = None
        else:
            if label[0] == "Q" and previous != "Q":
                items.append(("question", 2, label))
            previous = label[0]
    return items


def libftgl(t):
    # Doxygen's page for the source file faq.dox: its contents div is empty, no FAQ
    m = re.search(r'<div class="contents">(.*?)</div><!-- contents -->', t, re.S)
    if not m or not text_of(m.group(1)):
        return None
    return html_tags({"h2": ("question", 1)})(m.group(1))


# RULES-FUNCTIONS-END

RULES = {
    'tkcvs--8.2.3-1.2--FAQ.txt.gz': tkcvs,
    'stterm--0.9-1--FAQ.gz': lines(r"^## \S"),
    'cfingerd--1.4.3-7--FAQ.gz': cfingerd,
    # 'N.' alone on its line (the numbered steps in answers and the references carry text)
    'squidguard-doc--1.6.0-4--faq.txt.gz': lines(r"^ +\d+\.$"),
    # Texinfo: '1.N' entries underlined with '='; the chapter "1 FAQ" (underlined with '*') is the body
    'solfege--3.23.4-11--FAQ': lines(r"^\d+\.\d+ \S.*\n=+$"),
    'fdclone--3.01j-1--FAQ.gz': fdclone,
    'copyq-doc--6.4.0-1--faq.html': html_tags({"h2": ("question", 1)}),
    'pcb-rnd-doc--3.0.6-1--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}),
    'libftgl-dev--2.4.0-2.1--faq_8dox.html': libftgl,
    'python-distributed-doc--2022.12.1+ds.1-3--faq.html': html_tags({"h2": ("question", 1)}),
    'sopwith--2.1.1-1--FAQ.md': lines(r"^- \*\*Q\*\*:"),
    'pimd--2.3.2-3+b2--FAQ.md': lines(r"^\* Q:"),
    # '##' and the last four '###' questions, each after its anchor; the contents' bullets are links
    'libtrompeloeil-cpp-dev--43-3--FAQ.md': lines(r'^#{2,3} <A name="[^"]+"/> ?Q\. '),
    'python3-telethon-doc--1.25.1-1--faq.rst.txt': rst_titles({"=": ("question", 1)}),
    # one definition-list term at the margin over its answer indented four spaces
    'python3-cairo-doc--1.20.1-5--faq.rst.txt': lines(r"^[^\s=].*\n {4}\S"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
