#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it. No rule here returns
None (no file is expected "refused").
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
from holdout_counting import main, lines, html_tags, rst_titles, sphinx_body  # noqa: E402


def between(start, end=None):
    """The text from the first occurrence of start up to the first occurrence of end after it."""
    def cut(t):
        rest = t[t.index(start):]
        return rest if end is None else rest[:rest.index(end)]
    return cut


def src2tex(t):
    # "[QN] question" at the margin (continuation lines carry no marker); "[A6}" is an answer.
    return lines(r"^\[Q\d+\] .*$")(t)


def vancouver(t):
    # a line "Question:" opens each entry; the question itself is on the next line.
    return lines(r"^Question:$")(t)


def base_files(t):
    # '* ...:' groups of "Q. " questions; a "Q. " with no "A. " since the previous "Q. " shares
    # the answer that follows (a run): dropped.
    items, answered = [], True
    for line in t.split("\n"):
        if re.match(r"^\* .*:$", line):
            items.append(("group", 1, line))
            answered = True
        elif line.startswith("Q. "):
            if answered:
                items.append(("question", 2, line))
            answered = False
        elif line.startswith("A. "):
            answered = True
    return items


def gnarwl(t):
    # "Q: " at the margin; one entry has no "A:", so questions are counted, not answers.
    return lines(r"^Q: .*$")(t)


def zssh(t):
    return lines(r"^\d+\) \S.*$")(t)


def vfu(t):
    # right-aligned numbers: "1."-"9." indented four spaces, "10." on three; the numbered items
    # inside answers are indented deeper.
    return lines(r"^ {3,4}\d+\. \S.*$")(t)


def sniffit(t):
    # "The Questions" lists the entries (the contents); they are counted under "The Answers",
    # which holds every one and names the body (no section). "1.b." is an entry.
    return lines(r"^\d+\.(?:[a-z]\.)? \S.*$")(between("[ The Answers ]", "[ The End ]")(t))


def luola(t):
    return lines(r"^Q: .*$")(t)


def checkit_tiff(t):
    # "A:" and "A2:" answer one question: questions are counted.
    return lines(r"^Q: .*$")(t)


def xmds2(t):
    # h2 entries inside Sphinx's body div (the side bar's contents left out); "Visual Editors"
    # is a topic entry.
    return html_tags({"h2": ("question", 1)}, body=sphinx_body)(t)


def liquidsoap(t):
    # pandoc page: h2 groups of h3 entries inside the content div (headings may span lines;
    # the header's commented-out h1/h2 are dropped with the comments).
    return html_tags({"h2": ("group", 1), "h3": ("question", 2)},
                     body=between('<div id="content">', '<div id="footer">'))(t)


def dupeguru(t):
    # haiku theme: the header div's h1/h2 are page chrome; h2 entries inside the content div.
    return html_tags({"h2": ("question", 1)},
                     body=between('<div class="content" role="main">', '<div class="bottomnav"'))(t)


def aioxmpp(t):
    return html_tags({"h2": ("question", 1)}, body=sphinx_body)(t)


def pyftpdlib(t):
    # the overlined '=' title is left out by rst_titles; '=' groups of '-' entries.
    return rst_titles({"=": ("group", 1), "-": ("question", 2)})(t)


def pystray(t):
    # the '-' title holds every entry (the document's); '~' entries.
    return rst_titles({"~": ("question", 1)})(t)


RULES = {
    "src2tex--2.12h-9+b1--FAQ.gz": src2tex,
    "texlive-publishers-doc--2022.20230122-4--FAQ": vancouver,
    "base-files--12.4+deb12u15--FAQ": base_files,
    "gnarwl--3.6.dfsg-13+b1--FAQ.gz": gnarwl,
    "zssh--1.5c.debian.1-8--FAQ": zssh,
    "vfu--5.07-1--FAQ.gz": vfu,
    "sniffit--0.5-3--sniffit-FAQ": sniffit,
    "luola--1.3.2-14--FAQ": luola,
    "checkit-tiff--0.4.2-1--FAQ": checkit_tiff,
    "xmds2-doc--3.1.0+dfsg2-3--faq.html": xmds2,
    "liquidsoap--2.1.3-2--faq.html": liquidsoap,
    "dupeguru--4.3.1-3+b1--faq.html": dupeguru,
    "python3-aioxmpp-doc--0.13.3-1--faq.html": aioxmpp,
    "python-pyftpdlib-doc--1.5.7-3--faqs.rst.txt": pyftpdlib,
    "python-pystray-doc--0.19.4-2--faq.rst.txt": pystray,
}


if __name__ == "__main__":
    main(HERE, RULES)
