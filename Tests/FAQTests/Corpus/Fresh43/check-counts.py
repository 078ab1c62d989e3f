#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

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
# In Corpus/FreshNN/ the shared module is one folder up; drafted in /tmp it is read from the tree.
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import html_tags, lines, main, ordered, strip_fences  # noqa: E402


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def qanda_terms(t):
    # AsciiDoc [qanda] list: each term line ends with "::" at the margin
    return [("question", 1, m.group(0)) for m in re.finditer(r"^[^\s/].*::$", t, re.M)]


def definition_terms(t):
    # reST definition list: a line at the margin (no directive or comment, no title underline)
    # followed at once by an indented line
    return [("question", 1, m.group(1))
            for m in re.finditer(r"^([^\s.=\-].*)\n(?=[ \t]+\S)", t, re.M)]


def marked_runs(t):
    # plain text: each run of consecutive lines marked "?" is one question
    return [("question", 1, m.group(0).split("\n")[0])
            for m in re.finditer(r"(?:^\?.*\n)+", t, re.M)]


# RULES-FUNCTIONS-END

RULES = {
    'saitohirga--WSJT-X--faq.adoc': qanda_terms,
    # the "==" heading that names the FAQ holds every entry: the title; "===" headings are entries
    'boost-entropy-azure--data-science--faq.adoc': lines(r"^=== \S.*$"),
    'f5-sales-demo--csd--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    'Anionex--banana-slides--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    'RentTheRunway--alchemy--faq.html':
        html_tags({"dt": ("question", 1)}, body=between('id="body"', "<footer")),
    'DeNA--HandyRL--faq.html':
        html_tags({"dt": ("question", 1)}, body=between('itemprop="articleBody"', "<footer")),
    'Ne0nd0g--merlin-documentation--faq.html':
        html_tags({"h2": ("question", 1)}, body=between('itemprop="articleBody"', "<footer")),
    'lockss--lockss-rtd-manual--faq.rst': definition_terms,
    # "-"-underlined headings are groups (See Also holds none); bold-only paragraphs are entries
    'MafiaHub--MafiaNet--faq.rst':
        ordered((r"^\S.*\n-{3,}[ \t]*$", "group", 1), (r"^\*\*[^*].*\*\*[ \t]*$", "question", 2)),
    'MCSR-Ranked--Wiki--faq.md':
        lambda t: ordered((r"^# \S.*$", "group", 1), (r"^## \S.*$", "question", 2))(strip_fences(t)),
    'dniel--traefik-forward-auth0--faq.md': lines(r"^## \S.*$"),
    'anpaza--afrd--FAQ-en.txt': marked_runs,
    # " INSTALLING THE FORUM :" style capital headings are groups; each "Q:"/"Q :" opens an entry
    'neofutur--MyBestBB--FAQ_fr.txt':
        ordered((r"^ [A-Z][A-Z ]+:[ \t]*$", "group", 1), (r"^Q ?:", "question", 2)),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
