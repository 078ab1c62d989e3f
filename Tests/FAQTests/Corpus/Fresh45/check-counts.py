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
from holdout_counting import html_tags, lines, main, ordered, rst_titles, strip_fences  # noqa: E402


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def md_groups(t):
    # "##" groups of "###" questions, fences dropped
    return ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(front_matter_off(t)))


def summaries(t):
    # Docusaurus page: "h2" groups; each <details><summary> is one entry (the "h3" is in an answer)
    b = between("<article", "</article>")(t)
    return ordered((r"<h2\b", "group", 1), (r"<summary>", "question", 2))(b)


# RULES-FUNCTIONS-END

RULES = {
    'MauricioPerera--agent-tool-description-format--faq.md': md_groups,
    # "Próximos passos" holds no "###": a group with no question is no section
    'PushfyCpaaS--Pushfy--faq.md': md_groups,
    'tolnayeu--Leaf-website--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    'buildwiththeta--buildwiththeta--faq.mdx': md_groups,
    # the page body only (the "View All" index is a list of links, no headings)
    'RickGove--RickGove.github.io--faq.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=between("<h1", "Sostieni Bitcoin.org")),
    # the page section only: the header bar's h1 and the search template are outside it
    'aomuk--gitbook-official--faq.html':
        html_tags({"h4": ("question", 1)}, body=between('<section class="normal markdown-section">', "</section>")),
    'doc4d--4d-for-ios--faq.html': summaries,
    # "=" is the title; "-" headings are entries
    'hit9--skylark--faq.rst': rst_titles({"-": ("question", 1)}),
    'Pierre-Sassoulas--possum--faq.rst': rst_titles({"-": ("question", 1)}),
    # each "P:" at the margin opens an entry
    'jwolz--yajhfc--FAQ_es.txt': lines(r"^P:"),
    # DokuWiki: six "=" is the title, five "=" an entry
    'goldoraf--stato--faq.txt': lines(r"^===== [^=].*=====\s*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
