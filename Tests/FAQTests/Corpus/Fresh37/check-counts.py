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
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, rst_titles,  # noqa: E402,F401
                              strip_blocks, strip_fences, text_of)

ADOC_BLOCKS = [r"^-{4,}\s*$", r"^\.{4,}\s*$"]


def sphinx_article(t):
    # the page's own text: the Read the Docs theme's article body, side navigation left out
    start = t.index('itemprop="articleBody"')
    return t[start:t.index("<footer", start)]


def hazelcast(t):
    # an entry per "'''" break followed by a paragraph of one bold line (listing blocks dropped
    # first; inline bold inside answers never follows a break)
    body = strip_blocks(t, ADOC_BLOCKS)
    return [("question", 1, m.group(1)) for m in re.finditer(r"^'''\n\*\*([^*\n]+)\*\*[ \t]*$", body, re.M)]


def onyx(t):
    # the one "==" heading names the FAQ and holds everything: no group; each "===" is an entry,
    # its "==== Resolutions" and "=====" causes are the answer's own sub-headings
    body = strip_blocks(t, ADOC_BLOCKS)
    assert re.findall(r"^== \S.*$", body, re.M) == ["== Frequently Asked Questions"]
    return ordered((r"^=== \S.*$", "question", 1))(body)


def rephone(t):
    # paragraphs parted by blank lines; each opens with a line that asks, its answer on the next
    out = []
    for para in re.split(r"\n\s*\n", t.strip("\n")):
        first = para.split("\n")[0]
        if first.rstrip().endswith("?"):
            out.append(("question", 1, first))
    return out


# RULES-FUNCTIONS-END

RULES = {
    'hazelcast--hazelcast-docs--faq.adoc': hazelcast,
    'onyx-platform--onyx--faq.adoc': onyx,
    'All-Hands-AI--OpenHands--faq.mdx':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'gauge-sh--tach--faq.mdx': lambda t: lines(r"^### \S.*$")(strip_fences(t)),
    'Peopl3s--clean-architecture-litestar-project-template--faq.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=sphinx_article),
    'zedicush--MCNV2-Mendelian-CNV-Validation--faq.html': html_tags({"h2": ("question", 1)}, body=sphinx_article),
    'syiming--testbed--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=sphinx_article),
    'cbefus--Eynnyd--faq.rst': lines(r"^\* \*\*.+\*\*\s*$"),
    'garrettj403--SciencePlots--faq.rst': rst_titles({"-": ("question", 1)}),
    'storefront-x--storefront-x--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'Thunder-BluePhoenix--zenith--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'NLxAROSA--CREST--FAQ.txt': lines(r"^Q: \S.*$"),
    'rickmer--rephone--FAQ.txt': rephone,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
