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


def gconf2(t):
    # a question is a line at the margin after two blank lines (the title opens the file, the
    # introduction follows one blank line)
    return [("question", 1, m.group(1)) for m in re.finditer(r"\n\n\n(\S.*)", t)]


def keyboard_configuration(t):
    # the contents are indented; the body's "N) …" groups and "N.M) …" entries are at the margin
    return ordered((r"^\d+\) \S.*$", "group", 1), (r"^\d+\.\d+\) \S.*$", "question", 2))(t)


def vtprint(t):
    # groff output: drop the ANSI escapes, stop at the closing table of contents
    plain = re.sub(r"\x1b\[[0-9;]*m", "", t)
    body = plain[:plain.index("Table of Contents")]
    return ordered((r"^\d+\.   \S.*$", "group", 1), (r"^\d+\.\d+\. \S.*$", "question", 2))(body)


def devede(t):
    # no headings: "section" paragraphs name the groups, each li of their ol lists is an entry
    return ordered((r'<p class="section">[^<]*', "group", 1), (r"^<li>", "question", 2))(t)


def crack(t):
    # H1 groups (the first, the title, holds nothing) of LI entries opened by an <I> question;
    # the LI steps of the OL inside the last answer open with no <I>
    return ordered((r"<H1>.*?</H1>", "group", 1), (r"^<LI>\s*<I>.*$", "question", 2))(t)


def leela_zero(t):
    # each entry is a Chinese '##' heading right over its English twin: a run of headings
    # sharing one answer is one question
    items, previous = [], False
    for line in t.split("\n"):
        heading = line.startswith("## ")
        if heading and not previous:
            items.append(("question", 1, line))
        previous = heading
    return items


def sqlobject(t):
    # '-' entries; of the '~' sub-headings only the one that asks (a follow-up question) is an
    # entry, the others ("Simple", "Efficient", "SQL-wise") are ways of answering LEFT JOIN
    items = rst_titles({"-": ("question", 1), "~": ("sub", 1)})(t)
    return [("question", 1, title) for kind, _, title in items
            if kind == "question" or title.endswith("?")]


# RULES-FUNCTIONS-END

RULES = {
    'gconf2--3.2.6-8--FAQ.txt.gz': gconf2,
    'gsm-utils--1.10+20120414.gita5e5ae9a-2+b1--FAQ': lines(r"^\*\*\* \d+\. "),
    'emboss--6.6.0+dfsg-12--FAQ.gz': ordered((r"^SECTION [A-Z] - .*$", "group", 1), (r"^Q\) .*$", "question", 2)),
    'keyboard-configuration--1.221--FAQ.gz': keyboard_configuration,
    'abook--0.6.1-2+b1--FAQ': lines(r"^Q: "),
    'vtprint--2.0.2-15--FAQ.gz': vtprint,
    'libygl4-dev--4.2e-6--FAQ.html': lines(r"<B>Q \d+:</B>"),
    'devede--4.17.0-1--faq.html': devede,
    'bsh-doc--2.0b4-20--faq.html': html_tags({"h2": ("question", 1)}),
    'crack-common--5.0a-13--c50-faq.html': crack,
    'pcm--202302-1--FAQ.md.gz': lines(r"^## Q\d+\s*$"),
    'fonts-sil-charis--6.101-1--faq.md': lines(r"^#### "),
    'leela-zero--0.17-1+b2--FAQ.md': leela_zero,
    'python-sqlobject-doc--3.10.1+dfsg-2--FAQ.rst.txt': sqlobject,
    'tsung--1.7.0-3.1--faq.rst.txt': rst_titles({"=": ("question", 1)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
