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
                              strip_blocks, strip_fences, text_of)


def adoc_body(t):
    # drops the lines inside "----" listing blocks and "////" comment blocks
    return strip_blocks(t, [r"^-{4,}\s*$", r"^/{4,}\s*$"])


def opencsv(t):
    # the lone "==" names the FAQ and holds every "===" entry: the body, no section
    return [("group", 1, NO_GROUP) if kind == "group" else (kind, depth, title)
            for kind, depth, title in
            ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "question", 2))(adoc_body(t))]


def mod_cluster(t):
    # "==" entries; the "===" headings are parts of answers (kinds of an answer, or one
    # question's own sub-headings)
    return lines(r"^== \S.*$")(adoc_body(t))


def jsx_mail(t):
    # one entry per <Accordion title="...">; the AccordionGroup has no title
    return [("question", 1, m.group(1)) for m in re.finditer(r'<Accordion title="([^"]*)"', t)]


def autohotkey(t):
    # "h2" groups of "h3" entries that carry an id; the "h3" labels of the contents have none
    b = t[t.index("<h2"):]
    out = []
    for m in re.finditer(r"<(h2|h3)(\s[^>]*)?>(.*?)</\1>", b, re.S | re.I):
        if m.group(1).lower() == "h2":
            out.append(("group", 1, text_of(m.group(3))))
        elif m.group(2) and "id=" in m.group(2):
            out.append(("question", 2, text_of(m.group(3))))
    return out


def cacti(t):
    # "h2" groups of "h4" entries; the first "h2" (the title) holds nothing and is no section
    return html_tags({"h2": ("group", 1), "h4": ("question", 2)})(t)


def dotnet_orm(t):
    # "h2" entries inside the main role (the side navigation repeats them as links)
    body = t[t.index('<div role="main">'):t.index("<footer>")]
    return html_tags({"h2": ("question", 1)})(body)


def clickhttp(t):
    # an entry per line opening with "В - " (the Cyrillic letter Ve)
    return lines(r"^\u0412 - \S.*$")(t)


# RULES-FUNCTIONS-END

RULES = {
    'zhgdu--opencsv--faq.adoc': opencsv,
    'modcluster--mod_cluster--faq.adoc': mod_cluster,
    'baptisteArno--typebot.io--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'Theryston--jsx-mail--faq.mdx': jsx_mail,
    'stef--klutshnik--faq.org': lines(r"^\* \S.*$"),
    'skangas--fripost-web--faq.org': ordered((r"^\*\* \S.*$", "group", 1), (r"^\*\*\* \S.*$", "question", 2)),
    'AutoHotkey--AutoHotkeyDocs--FAQ.htm': autohotkey,
    'Cacti--cacti--FAQ.htm': cacti,
    'TortugaResearch--DotNet-ORM-Cookbook--FAQ.htm': dotnet_orm,
    'PTW-TUDa--eta-ctrl--faq.rst': rst_titles({"-": ("question", 1)}),
    'quodlibet--quodlibet--faq.rst': rst_titles({"~": ("question", 1)}),
    '690925339--Legal-workspace-test--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    'AdobeDocs--control-panel.en--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    '0xMihalich--clickhttp--FAQ.txt': clickhttp,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
