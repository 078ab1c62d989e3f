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
                              strip_fences, text_of)


def deliantra(t):
    # "=head1" names the FAQ (no section); "=head2" is a group when "=head3"s follow it, else an
    # entry of no section (it closes the group before it); "=head3"s are entries
    heads = [(int(m.group(1)), m.group(2)) for m in re.finditer(r"^=head(\d) (.*)$", t, re.M)]
    items = []
    for n, (level, title) in enumerate(heads):
        if level == 1:
            items.append(("group", 1, NO_GROUP))
        elif level == 2:
            if n + 1 < len(heads) and heads[n + 1][0] == 3:
                items.append(("group", 2, title))
            else:
                items += [("group", 2, NO_GROUP), ("question", 2, title)]
        else:
            items.append(("question", 3, title))
    return items


def acgifts(t):
    # entries are the headings (h2 or h3) that open a part after an <hr>; other headings are
    # inside answers
    return [("question", 1, text_of(m.group(2)))
            for m in re.finditer(r"<hr>\s*<(h[23])\b[^>]*>(.*?)</\1>", t, re.S | re.I)]


def crease(t):
    # titles underlined with "_" at the margin; a run of titles with only blank lines between
    # them shares one answer and is one entry
    ls = t.split("\n")
    titles = [i - 1 for i in range(1, len(ls))
              if re.fullmatch(r"_{3,}", ls[i].rstrip()) and ls[i - 1].strip()
              and len(ls[i].rstrip()) >= len(ls[i - 1].rstrip())]
    items, last_end = [], None
    for i in titles:
        if last_end is not None and all(not x.strip() for x in ls[last_end + 1:i]):
            last_end = i + 1
            continue
        items.append(("question", 1, ls[i].strip()))
        last_end = i + 1
    return items


def celoht(t):
    # "#" groups of "##" entries; the first "#" is the title (it names the FAQ) and the "##"
    # under it, before the first group, is the document's text; fences dropped first
    items = ordered((r"^# \S.*$", "group", 1), (r"^## \S.*$", "question", 2))(strip_fences(t))
    first_group = [n for n, (kind, _, _) in enumerate(items) if kind == "group"][1]
    return items[first_group:]


def evalai(t):
    # "##" groups of "###" entries; in the first group only the "### Qn)" headings are entries
    # (the technology headings after Q3 are parts of its answer); fences dropped first
    items, group = [], 0
    for m in re.finditer(r"^(##|###) (\S.*)$", strip_fences(t), re.M):
        if m.group(1) == "##":
            group += 1
            items.append(("group", 1, m.group(2)))
        elif group != 1 or re.match(r"Q\d+\)", m.group(2)):
            items.append(("question", 2, m.group(2)))
    return items


# RULES-FUNCTIONS-END

RULES = {
    'Cutleast--FOMOD-Creation-Kit--faqs.adoc': lines(r"^== \S.*$"),
    'ZUGFeRD--ZUGFeRD.github.io--faq.adoc': ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "question", 2)),
    '0xshariq--mediaproc-docs--faq.mdx':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    '1DeepakSrinivas--firemapsim-v2--faq.mdx': lines(r"^## \S.*$"),
    'jhjtech--devcinch.co--faq.org': lines(r"^ +\d+\) \*\S.*$"),
    'carriercomm--Deliantra-Client--faq.pod': deliantra,
    'dk--Prima--faq.pod': lambda t: pod_items(t, header=("NAME", "DESCRIPTION"), closing=("AUTHOR", "SEE ALSO")),
    'AmziLS--AmziProlog--faq.htm': html_tags({"h2": ("group", 1), "h3": ("question", 2)}),
    'RodLeyton--ACgifts--faq.htm': acgifts,
    'anshul-gour--RiseOfBots--faq.htm': html_tags({"h4": ("question", 1)}),
    'CloudVE--cloudbridge--faq.rst': lines(r"^\d+\. \S.*$"),
    'arthijayaraman-lab--crease_ga--faq.rst': crease,
    'Celo-HT--celoht-.github--FAQ.md': celoht,
    'Cloud-CV--EvalAI--FAQ.md': evalai,
    'uzbl--uzbl--FAQ': lines(r"^### \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
