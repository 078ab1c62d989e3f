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
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, rst_titles,  # noqa: E402,F401
                              strip_fences, text_of)


def org_tree(t):
    # every Org heading ("*", "**" then a space): a group when the next heading is deeper, an
    # entry otherwise; src blocks dropped first (their lines are no headings)
    t = re.sub(r"^#\+BEGIN_SRC.*?^#\+END_SRC", "", t, flags=re.M | re.S | re.I)
    heads = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(\*+) (.*)$", t, re.M)]
    items = []
    for n, (level, title) in enumerate(heads):
        deeper = n + 1 < len(heads) and heads[n + 1][0] > level
        items.append(("group" if deeper else "question", level, title))
    return items


def leyland(t):
    # "=head1" entries (no "=head2" level); NAME is the title, the module's closing parts
    # (AUTHOR, BUGS, SUPPORT, LICENSE AND COPYRIGHT) are no entries
    closing = {"NAME", "AUTHOR", "BUGS", "SUPPORT", "LICENSE AND COPYRIGHT"}
    return [("question", 1, m.group(1).strip()) for m in re.finditer(r"^=head1 (.*)$", t, re.M)
            if m.group(1).strip() not in closing]


def gbrowse(t):
    # "=item" entries of the one "=over" list; the "=head1" names the FAQ and holds them all
    return [("question", 1, m.group(1)) for m in re.finditer(r"^=item (\S.*)$", t, re.M)]


def fourpane(t):
    # list items opened by a bold title ("<li><b>…</b>"); the nested list's items open with
    # text, not bold, and are parts of an answer; comments dropped
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<li>\s*<b>(.*?)</b>", t, re.S | re.I)]


def byzantium(t):
    # unmarked paragraphs at the margin: one whose first or second line ends in "?" or "!"
    # (after a closing quote, if any), or whose first line holds "? " inside it, opens an entry
    # (its question runs into the answer with no blank line); other paragraphs are answers
    items = []
    for para in re.split(r"\n[ \t]*\n", t):
        first = [line.rstrip() for line in para.strip("\n").split("\n")[:2]]
        if not first[0] or first[0][0] in " \t":
            continue
        if any(re.search(r'[?!]"?$', line) for line in first) or "? " in first[0]:
            items.append(("question", 1, first[0]))
    return items


# RULES-FUNCTIONS-END

RULES = {
    'jprostko--skrivro--FAQ.adoc': ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "question", 2)),
    'neo4j-labs--neodash--FAQ.adoc': lines(r"^== \S.*$"),
    'Algorithms-Mathematics-Society--cxxprobe--faq.mdx': lambda t: lines(r"^### \S.*$")(strip_fences(t)),
    'JarlLyng--nostromo-ui--faq.mdx':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'xdefrag--go-test-task--FAQ.org': org_tree,
    'swap-pakhare--setup-ovpl-centos--faq.org': org_tree,
    'ido50--Leyland--FAQ.pod': leyland,
    'GMOD--GBrowse--FAQ.pod': gbrowse,
    'JohnBSmith--moss-c--FAQ.htm': html_tags({"h2": ("group", 1), "dt": ("question", 2)}),
    'Upstroke5304--4pane--FAQ.htm': fourpane,
    'ACCESS-NRI--access-nri-intake-catalog--faq.rst': lines(r"^\.\. topic:: \S.*$"),
    'GeotrekCE--Geotrek-admin--faq.rst': rst_titles({"-": ("question", 1)}),
    'Aider-AI--aider--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'Arvo-AI--aurora--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'Byzantium--Byzantium--FAQ.txt': byzantium,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
