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
                              rst_titles, strip_fences, text_of)


def ferrolabs(t):
    # "##" groups; each <summary> of a <details> component is an entry (no heading asks);
    # fences (with their "#" shell comments) dropped first
    return ordered((r"^## \S.*$", "group", 1), (r"<summary\b[^>]*>", "question", 2))(strip_fences(t))


def mu(t):
    # "**" groups (no "*" level); an entry per indented paragraph opening with "*Q*:"; the
    # closing "Example queries" holds nothing and so is no section
    return ordered((r"^\*\* \S.*$", "group", 1), (r"^ +\*Q\*:", "question", 2))(t)


def tkg2(t):
    # two "=head1" groups (the first names the FAQ but holds only thirteen of the seventeen
    # entries) of "=head2" entries; no NAME or SYNOPSIS to leave out
    return pod_items(t, header=())


def blcr(t):
    # "h3" groups of "h4" entries; the four "h3" labels of the contents hold no "h4" and so are
    # no sections; the "h4" with two questions and a <br> is one element, one entry
    return html_tags({"h3": ("group", 1), "h4": ("question", 2)})(t)


def cpchain(t):
    # "*"-underlined entries under the "~" title, less the first, "Issue Page", which asks
    # nothing and precedes every entry (the document's text)
    items = rst_titles({"*": ("question", 1)})(t)
    assert items[0][2] == "Issue Page"
    return items[1:]


# RULES-FUNCTIONS-END

RULES = {
    'bbatsov--projectile--faq.adoc': lines(r"^== \S.*$"),
    'clojure-emacs--cider--faq.adoc': lines(r"^== \S.*$"),
    'asaadzx--BaklavaShell--index.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'ferro-labs--ferrolabs-docs--index.mdx': ferrolabs,
    'djcb--mu--faq.org': mu,
    'wasquith-usgs--tkg2--faqs.pod': tkg2,
    'FrancescoSalvatore--LiteDCC--FAQ.html': html_tags({"h3": ("question", 1)}),
    'angelos-se--blcr--FAQ.html': blcr,
    'cpascual--PAScual--FAQ.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}),
    'CPChain--chain--faq.rst': cpchain,
    'alorence--django-modern-rpc--faq.rst': rst_titles({"-": ("question", 1)}),
    '0xhroot--sentinelx--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'EpicEric--sandhole--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'larsks--ifmail-lks--FAQ': lines(r"^Q[:.] \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
