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


def wit(t):
    # boxed titles are the middle lines of three-line boxes of '*'; the first box is the banner
    # and "Contents" lists topics indented four spaces. A box over '* ' entries at the margin is a
    # group; a box with text and no entry ("General Informations") is one topic of no section; a
    # box with nothing under it ("END") closes the file
    boxes = list(re.finditer(r"^\*{7} +(\S.*?) +\*{7,}$", t, re.M))
    items = []
    for n, box in enumerate(boxes):
        title = box.group(1)
        if n == 0 or title == "Contents":
            continue
        segment = t[box.end():boxes[n + 1].start() if n + 1 < len(boxes) else len(t)]
        entries = re.findall(r"^\* .*", segment, re.M)
        if entries:
            items.append(("group", 1, title))
            items += [("question", 2, e) for e in entries]
        elif re.sub(r"^\*+$", "", segment, flags=re.M).strip():
            items += [("group", 1, NO_GROUP), ("question", 1, title)]
        else:
            items.append(("group", 1, NO_GROUP))
    return items


def tightvnc(t):
    # the body runs from the centred "VNC Frequently Asked Questions" (the second title, without
    # "(FAQ)") to "References"; a group title is a line of words at the margin (the shell code at
    # the margin inside two answers starts in lower case or with '#' or '*'); a question is a
    # line indented three or eight spaces whose next line is indented further (the code lines
    # indented eight are followed by lines at the same indent or at the margin)
    start = re.search(r"^ +VNC Frequently Asked Questions$", t, re.M).end()
    body = t[start:re.search(r"^References$", t, re.M).start()].split("\n")
    items = []
    for n, line in enumerate(body):
        if re.fullmatch(r"[A-Z][A-Za-z ]+", line):
            items.append(("group", 1, line))
        m = re.match(r"( {3}| {8})\S", line)
        if m and n + 1 < len(body):
            following = re.match(r" *", body[n + 1]).end()
            if body[n + 1].strip() and following > len(m.group(1)):
                items.append(("question", 2, line.strip()))
    return items


def ds9(t):
    # every group title and every question is a <p><b> paragraph; the group titles hold an
    # <a name> anchor; "Contents" (no anchor) heads the contents. "Copyright" has no question
    # under it, so it is no section
    items = []
    for m in re.finditer(r"<p><b>(.*?)</p>", t, re.S):
        title = text_of(m.group(1))
        if title == "Contents":
            continue
        items.append(("group", 1, title) if "<a name" in m.group(1) else ("question", 2, title))
    return items


def exmh(t):
    # the body follows the contents' closing </dl> and <hr>; entries are h3/h4 headings numbered
    # "N." or "Nx." (one h4 unnumbered). "N." with no text of its own before "Na." is a group of
    # its lettered entries; lettered entries whose "N." is missing from the body form the group
    # the contents names; 18a-18d are parts of 18's answer; other lettered entries and the
    # unnumbered h4 are questions of their own. A group ends at the next top-level entry
    body = t[t.index("</dl>\n<hr>"):]
    contents = t[:t.index("</dl>\n<hr>")]
    heads = [(m.start(), m.end(), text_of(m.group(2)))
             for m in re.finditer(r"<(h[34])\b[^>]*>(.*?)</\1\s*>", body, re.S | re.I)]
    numbered = {}
    for start, end, title in heads:
        m = re.match(r"(\d+)([a-z]?)\.", title)
        if m:
            numbered[m.group(1) + m.group(2)] = title
    items, current = [], None
    for n, (start, end, title) in enumerate(heads):
        m = re.match(r"(\d+)([a-z]?)\.", title)
        if not m:
            items.append(("question", 2 if current else 1, title))
            continue
        number, letter = m.groups()
        if number == "18" and letter:
            continue
        if not letter:
            own = text_of(body[end:heads[n + 1][0]]) if n + 1 < len(heads) else "x"
            if not own and number + "a" in numbered:
                items.append(("group", 1, title))
                current = number
            else:
                if current:
                    items.append(("group", 1, NO_GROUP))
                    current = None
                items.append(("question", 1, title))
        elif current == number:
            items.append(("question", 2, title))
        elif number not in numbered:
            named = re.search(r"<dt>%s\s*<dd><a[^>]*>(.*?)</a>" % number, contents, re.S)
            items.append(("group", 1, text_of(named.group(1))))
            current = number
            items.append(("question", 2, title))
        else:
            items.append(("question", 1, title))
    return items


# RULES-FUNCTIONS-END

RULES = {
    'wmbiff--0.4.36-2+b1--FAQ': lines(r"^\* "),
    'pragha--1.3.4-2+b2--FAQ': lines(r"^Q\. "),
    'dphys-swapfile--20100506-7.1--FAQ': lines(r"^Q: "),
    'wit--3.01a-4.1--FAQ.txt.gz': wit,
    'mlmmj--1.3.0-4--FAQ': lines(r"^Q: "),
    'tightvncserver--1.3.10-7--faq.txt.gz': tightvnc,
    # group titles indented two tabs ("TOPICS:" has a colon); entries open with "[]" and a tab
    'slib--3b6-3--FAQ.gz': ordered((r"^\t\t[A-Z][A-Z ]+$", "group", 1), (r"^\[\]\t.*", "question", 2)),
    # each question is underlined with "=="; the title is underlined with '-'
    'libpresage-doc--0.9.1-2.5--FAQ.gz': lines(r"^\S.*\n==$"),
    # "Q1a." shares "Q1."'s answer: only "QN." with no letter opens an entry
    'g15daemon--1.9.5.3-12--FAQ': lines(r"^Q\d+\."),
    'saods9-doc--8.4.1+repack-3--faq.html': ds9,
    # font title sizes: +1 the page title, +0 the groups, -1 the questions
    'libapache-asp-perl--2.63-2--faq.html': ordered((r"class=title size=\+0", "group", 1),
                                                    (r"class=title size=-1", "question", 2)),
    'exmh--2.9.0-6--exmh-faq.html': exmh,
    'qbrew--0.4.1-8+b1--handbook-faq.html': lines(r'<tr class="question">'),
    'python-pycryptodome-doc--3.11.0+dfsg1-4--faq.rst.txt': rst_titles({"+": ("question", 1)}),
    # definition-list terms: a line at the margin over a line indented four spaces (the ".."
    # comments are not terms)
    'libluabind-doc--0.9.1+git20150823+dfsg-3--faq.rst.txt': lines(r"^(?!\.\.)\S.*\n    \S"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
