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


def between(start, end):
    def cut(t):
        a = t.index(start)
        return t[a:t.index(end, a)]
    return cut


def ace(t):
    # an entry is a number at the margin on the line after a rule of forty dashes (or after one
    # blank line following it); numbered lines inside answers and quotes follow no rule
    return [("question", 1, m.group(1)) for m in re.finditer(r"^-{40}\n(?:[ \t]*\n)?(\d+\.)", t, re.M)]


def fbset(t):
    # the contents repeats every question: the body follows the second form feed
    body = t.split("\f")[2]
    return lines(r"^\d+\.\d+\.\t")(body)


def openmsx(t):
    # h2 groups of h3 questions; the "Contents" h2 is the contents; an h2 with text of its own
    # and no h3 under it (the closing "My question is not listed here.") is a question
    heads = [(m.group(1).lower(), text_of(m.group(2)))
             for m in re.finditer(r"<(h[23])\b[^>]*>(.*?)</\1\s*>", t, re.S | re.I)]
    items = []
    for n, (tag, title) in enumerate(heads):
        if tag == "h3":
            items.append(("question", 2, title))
        elif title != "Contents":
            followed = n + 1 < len(heads) and heads[n + 1][0] == "h3"
            items.append(("group", 1, title) if followed else ("question", 1, title))
    return items


# RULES-FUNCTIONS-END

RULES = {
    # 'N.' at the margin; answers are indented three spaces
    'dput--1.1.3--FAQ.gz': lines(r"^\d+\. "),
    'texlive-latex-extra-doc--2022.20230122-4--FAQ.txt': lines(r"^Question( \(\w+\))?:$"),
    'libace-doc--7.0.8+dfsg-2--FAQ.gz': ace,
    'fbset--2.1-33--FAQ.gz': fbset,
    # 'N)' groups at the margin, 'N.M)' questions indented up to two spaces; the '1)'-'4)' list
    # inside answer 2.15 is indented five spaces
    'openipmi--2.0.33-1+b1--FAQ.gz': ordered((r"^\d+\) .*", "group", 1), (r"^ {0,2}\d+\.\d+\) .*", "question", 2)),
    # the contents' four topics are no entries; the body holds three
    'aranym--1.1.0-2--FAQ': lines(r"^Question:$"),
    'vdradmin-am--3.6.10-4.1--FAQ': lines(r"^Q: "),
    'gnokii-common--0.6.30+dfsg-1.3--FAQ.gz': lines(r"^Q[.:] "),
    'rainbows--5.0.0-2.1--FAQ': lines(r"^=== "),
    'openmsx-data--18.0-1--faq.html': openmsx,
    # the article only: the side bar, the footer's "Next" link and "On this page" are navigation
    'python-charset-normalizer-doc--3.0.1-2--faq.html': html_tags({"h2": ("question", 1)},
                                                                  between("<article", "</article>")),
    # the faq div only: the contents div's h3 group titles are navigation
    'freetype2-doc--2.12.1+dfsg-5+deb12u4--ft2faq.html': html_tags({"h1": ("group", 1), "h3": ("question", 2)},
                                                                   between('<div id="faq">', "</body>")),
    'libpodofo-utils--0.9.8+dfsg-3+b1--FAQ.html': ordered((r"<h2>", "group", 1), (r'<p class="question">', "question", 2)),
    'glue-sprite--0.13-6--faq.rst.txt': rst_titles({"^": ("question", 1)}),
    'autosuspend--4.2.0-1.1--faq.rst.txt': rst_titles({"*": ("group", 1), "=": ("question", 2)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
