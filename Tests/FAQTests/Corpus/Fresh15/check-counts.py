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
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, rst_titles,  # noqa: E402,F401
                              sphinx_body, strip_fences, text_of)


def md_two_levels(t):
    """`##` with `###` under it: a group of them; `##` with none: a question of no section;
    `#` (title) and `####` (inside answers) are no entries."""
    heads = [(len(m.group(1)), m.group(2)) for m in
             re.finditer(r"^(#{2,3})\s+(.*?)\s*$", strip_fences(t), re.M)]
    items = []
    for i, (level, title) in enumerate(heads):
        if level == 3:
            items.append(("question", 2, title))
        elif i + 1 < len(heads) and heads[i + 1][0] == 3:
            items.append(("group", 1, title))
        else:
            items += [("group", 1, NO_GROUP), ("question", 1, title)]
    return items


def freefem(t):
    # after the contents and its rule of '-': "1) …" groups, " 1.1) …" questions; the Windows
    # and Mac groups hold only "TO DO" (empty, no sections)
    body = t[t.index("-----"):]
    return ordered((r"^\d+\) \S.*$", "group", 1), (r"^ +\d+\.\d+\) \S.*$", "question", 2))(body)


def opencity(t):
    # the first '='-underlined line is the title; the others are groups of "Q:" lines
    titles = [m.start() for m in re.finditer(r"^\S.*\n=+$", t, re.M)][1:]
    found = [(p, "group", 1, "") for p in titles]
    found += [(m.start(), "question", 2, m.group(0)) for m in re.finditer(r"^Q: .*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def gopher(t):
    # blocks between rules of '-': the first is the header, each other one entry (the last
    # block's two titles share one answer)
    blocks = re.split(r"^-{20,}\s*$", t, flags=re.M)
    return [("question", 1, b.strip().split("\n")[0]) for b in blocks[2:] if b.strip()]


def linuxlogo(t):
    # the contents (with its group names) sits before the rule; the body's "QN." are flat
    body = t[t.index("-----"):]
    return lines(r"^ ?Q\d+\. ")(body)


def collectl(t):
    # the contents (h2 group names over link lists) comes first; the body starts at the h1
    # "General Questions"; h1 groups of h2 entries, the empty unclosed h2 dropped as empty
    body = t[t.index("<h1>General Questions</h1>"):]
    return html_tags({"h1": ("group", 1), "h2": ("question", 2)})(body)


def ecryptfs(t):
    # h3 entries after the h3 "Index" (whose list is contents)
    items = html_tags({"h3": ("question", 1)})(t)
    return [i for i in items if i[2] not in ("FAQ", "Index")]


# RULES-FUNCTIONS-END

RULES = {
    'freefem--3.5.8-7--FAQ': freefem,
    'opencity--0.0.6.5stable-5--FAQ.txt': opencity,
    'unicorn--6.0.0-2+b4--FAQ': lines(r"^=== "),
    'etherape--0.9.20-2--FAQ': lines(r"^ +\* "),
    'gopher--3.0.17.3+nmu1+b1--FAQ': gopher,
    'linuxlogo--6.0-0.1--LINUX_LOGO.FAQ.gz': linuxlogo,
    'libjas-java--2.5.4408-1.1--faq.html': html_tags({"h4": ("question", 1)}),
    'collectl--4.3.1-1--FAQ-collectl.html': collectl,
    'ecryptfs-utils--111-6--ecryptfs-faq.html': ecryptfs,
    'python-gabbi-doc--2.4.0-2--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}, sphinx_body),
    'lxd--5.0.2-5+deb12u6--faq.md.gz': md_two_levels,
    'gosa--2.8~git20230203.10abe45+dfsg-1+deb12u2--FAQ.md.gz': lines(r"^### Q: "),
    'golang-github-gophercloud-gophercloud-dev--0.12.0-1--FAQ.md': md_two_levels,
    'pybind11-doc--2.10.3-1--faq.rst.txt': rst_titles({"=": ("question", 1)}),
    'python-tweepy-doc--4.12.1-3--faq.rst.txt': rst_titles({"=": ("group", 1), "-": ("question", 2)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
