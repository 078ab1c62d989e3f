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


def lsof(t):
    # the body starts at the second "1.0<TAB>General Concepts" (the first is in the contents);
    # every heading is a number at the margin. 'N.0' is a group; a heading that asks nothing
    # ('?' nowhere in it) is a group when the next heading is numbered under it or when no text
    # stands between it and the next heading (the two empty groups); any other heading is an
    # entry, sub-questions under a question included
    body = t[[m.start() for m in re.finditer(r"^1\.0\tGeneral Concepts$", t, re.M)][1]:]
    heads = []
    for m in re.finditer(r"^(\d+(?:\.\d+)+)[ \t]+(\S.*(?:\n[ \t]+\S.*)*)", body, re.M):
        heads.append((m.group(1), " ".join(m.group(2).split()), m.start(), m.end()))
    items = []
    for n, (number, title, start, end) in enumerate(heads):
        parts = number.split(".")
        top = len(parts) == 2 and parts[1] == "0"
        following = heads[n + 1] if n + 1 < len(heads) else None
        child = following is not None and following[0].startswith(number + ".")
        bare = not body[end:following[2] if following else len(body)].strip()
        group = top or ("?" not in title and (child or bare))
        items.append(("group" if group else "question", 1 if top else len(parts), number + " " + title))
    return items


def libcsv(t):
    # no markers: an entry opens the file or follows two or more blank lines
    return [("question", 1, m.group(1)) for m in re.finditer(r"(?:\A|\n\n\n)(\S[^\n]*)", t)]


def plplot(t):
    # the contents repeats every heading: the body starts at the first 'Section N:' title that
    # sits over a rule of '='; "(moved)" and "(removed)" are numbered places with no entry
    body = t[re.search(r"^Section 1: .*\n=+$", t, re.M).start():]
    return ordered((r"^Section \d+: .*(?=\n=+$)", "group", 1),
                   (r"^[ =+#-]\d+\.\d+ +(?=[^ (]).*", "question", 2))(body)


def between(start, end):
    def cut(t):
        a = t.index(start)
        return t[a:t.index(end, a)]
    return cut


# RULES-FUNCTIONS-END

RULES = {
    'lsof--4.95.0-1--00FAQ.gz': lsof,
    'global--6.6.9-1--FAQ.gz': lines(r"^Q\d+\. "),
    'idn--1.41-1--FAQ': lines(r"^Q#\d+: "),
    'libcsv-dev--3.0.3+dfsg-6--FAQ.gz': libcsv,
    # each entry follows a rule of eight '*'
    'ncurses-base--6.4-4--FAQ': lines(r"^\*{8}$"),
    'xiterm+thai--1.10-2+b2--FAQ.gz': lines(r"^    Q:\t"),
    'razor--2.85-9--FAQ': lines(r"^Q: "),
    'libplplot-data--5.15.0+dfsg2-6--FAQ.gz': plplot,
    # '<em>Q:</em>' opens an entry; the h3s inside the fourth answer are parts of it
    'libjcifs-java-doc--1.3.19-2--faq.html': lines(r"<em>Q:</em>"),
    'awesfx--0.5.2-1--awedrv-faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}),
    # the main column only: the side bar's h3 and the settings dialog after the footer are chrome
    'python-discord-doc--2.2.2+dfsg-1--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)},
                                                            between("<main", "</main>")),
    # the article body only; the h4 inside an answer is no entry
    'numba-doc--0.56.4+dfsg-2--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)},
                                                    between('itemprop="articleBody"', "<footer>")),
    # setext '-' questions (some underlines shorter than their titles); the title is underlined '='
    'flye--2.9.1+dfsg-1--FAQ.md.gz': lines(r"^\S.*\n-{3,}$"),
    'alot-doc--0.10-1--faq.rst.txt': lines(r"^\.\. rubric:: "),
    # each question a whole paragraph in bold
    'python-pomegranate-doc--0.14.8-3--faq.rst.gz': lines(r"^\*\*[^*].*\*\*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
