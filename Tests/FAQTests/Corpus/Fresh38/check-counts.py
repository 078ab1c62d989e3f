#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it. One rule (uronode's)
returns None for a file that holds no question at all (expected "refused").
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# ../holdout_counting.py once this folder sits in Corpus/; the Corpus folder itself before that.
for candidate in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(candidate, "holdout_counting.py")):
        sys.path.insert(0, candidate)
        break
from holdout_counting import main, lines, html_tags, rst_titles  # noqa: E402


def between(start, end=None):
    """The text from the first occurrence of start up to the first occurrence of end after it."""
    def cut(t):
        rest = t[t.index(start):]
        return rest if end is None else rest[:rest.index(end)]
    return cut


def underlined(mark):
    """Titles at the margin over a line of one mark character (any length of three or more)."""
    def rule(t):
        ls = t.split("\n")
        return [("question", 1, ls[i - 1].strip()) for i in range(1, len(ls))
                if re.fullmatch(r"%s{3,}" % re.escape(mark), ls[i].rstrip())
                and ls[i - 1].strip() and ls[i - 1][0] not in " \t"]
    return rule


def apwal(t):
    # four questions, each underlined with '=' (two underlines shorter than their question).
    return underlined("=")(t)


def xfrisk(t):
    # the numbered list before the rule of '*' is the contents; "0."-"9." entries after it.
    return lines(r"^\d+\. \S.*$")(t[t.index("*" * 20):])


def uronode(t):
    # an introduction and two lists; not one question mark in the file: no FAQ (refused).
    return None if "?" not in t else lines(r"^.*\?\s*$")(t)


def blueman(t):
    # " N.<tab>" entries; continuations and answers are tab-indented.
    return lines(r"^ \d+\.\t\S.*$")(t)


def litmus(t):
    return lines(r"^\* \S.*$")(t)


def ncbi(t):
    # "Q. " at the margin opens an entry (compiler output after some belongs to the question).
    return lines(r"^Q\. .*$")(t)


def hexloader(t):
    # "A1:"/"A2:" answer one question: questions are counted.
    return lines(r"^Q: .*$")(t)


def digitemp(t):
    return lines(r"^Q\. .*$")(t)


def netris(t):
    # "Questions" is the contents; the entries are counted under "Answers" (the body, no section).
    return lines(r"^\[\d+\] \S.*$")(t[t.index("Answers\n======="):])


def transcriber(t):
    return html_tags({"h4": ("question", 1)})(t)


def bumblebee(t):
    # Read the Docs theme: the h1 is the title; h2 entries inside the article body.
    return html_tags({"h2": ("question", 1)},
                     body=between('<div itemprop="articleBody">', "<footer>"))(t)


def transient(t):
    # Texinfo node page: the h2 "Appendix A FAQ" is the title, h3 questions.
    return html_tags({"h3": ("question", 1)})(t)


def fdutils(t):
    # the logo bar's h1 and the navigation are left out; h4 entries in the content column (the
    # stray "14." paragraph, no heading, is answer text).
    return html_tags({"h4": ("question", 1)}, body=between('<div id="contentright">'))(t)


def satpy(t):
    # the '=' title is the document's; '-' entries.
    return rst_titles({"-": ("question", 1)})(t)


def ddskk(t):
    # '*' over- and underlined groups of '=' entries; the '#' title and the '-' parts of three
    # answers are left out.
    ls, items = t.split("\n"), []
    for i in range(1, len(ls) - 1):
        if (re.fullmatch(r"\*{3,}", ls[i - 1].rstrip()) and ls[i + 1].rstrip() == ls[i - 1].rstrip()
                and ls[i].strip()):
            items.append((i, "group", 1, ls[i].strip()))
        elif re.fullmatch(r"={3,}", ls[i].rstrip()) and ls[i - 1].strip() and ls[i - 1][0] not in " \t":
            items.append((i, "question", 2, ls[i - 1].strip()))
    return [item[1:] for item in sorted(items)]


RULES = {
    "apwal--0.4.5-1.2--FAQ": apwal,
    "xfrisk--1.2-8--FAQ.gz": xfrisk,
    "uronode--2.15-1--FAQ": uronode,
    "blueman--2.3.5-2+b1--FAQ": blueman,
    "litmus--0.13-5--FAQ": litmus,
    "libncbi6--6.1.20170106+dfsg1-10--FAQ.txt.gz": ncbi,
    "pd-hexloader--1.7-6--FAQ.txt": hexloader,
    "digitemp--3.7.2-2--FAQ.gz": digitemp,
    "netris--0.52-11--FAQ.gz": netris,
    "transcriber--1.5.1.1-10+b1--faq.html": transcriber,
    "bumblebee-status-doc--2.1.6-1--FAQ.html": bumblebee,
    "elpa-transient-doc--0.3.7-1--FAQ.html": transient,
    "fdutils--5.6-4--FAQ.html": fdutils,
    "python3-satpy--0.39.0-2--faq.rst.txt": satpy,
    "ddskk--17.1+0.20221030-2--10_FAQ.rst.gz": ddskk,
}


if __name__ == "__main__":
    main(HERE, RULES)
