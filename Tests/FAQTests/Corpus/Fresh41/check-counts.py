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
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, pod_items,  # noqa: E402,F401
                              rst_titles, sphinx_body, strip_fences, text_of)


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def by_next(headings):
    """headings: (level, title) in order. A heading followed by a deeper one is a group of it; any
    other is a question. A question at a group's level closes the groups before it (NO_GROUP)."""
    out = []
    for i, (level, title) in enumerate(headings):
        deeper = i + 1 < len(headings) and headings[i + 1][0] > level
        if deeper:
            out.append(("group", level, title))
        else:
            out.append(("group", level, NO_GROUP))
            out.append(("question", level + 1, title))
    return out


def papyrus(t):
    # AsciiDoc section titles, each level raised by the `:leveloffset:` in force; "=" (level 0) is
    # the title; what the include:: directives pull in is not in this file and is not counted
    offset, found = 0, []
    for line in t.split("\n"):
        m = re.match(r"^:leveloffset:\s*([+-]?\d+)\s*$", line)
        if m:
            v = m.group(1)
            offset = offset + int(v) if v[0] in "+-" else int(v)
            continue
        m = re.match(r"^(=+) (\S.*)$", line)
        if m:
            level = len(m.group(1)) - 1 + offset
            if level >= 1:
                found.append((level, m.group(2).strip()))
    return [("group", lv, title) if lv == 1 else ("question", lv, title) for lv, title in found]


def docshub(t):
    # "##" and "###" headings outside fences; a "##" over "###" is a group, a "##" with none a
    # question of no group
    body = strip_fences(front_matter_off(t))
    heads = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(#{2,3}) (\S.*)$", body, re.M)]
    return by_next(heads)


def rst_by_next(marks):
    # reST titles underlined at the margin (the over- and underlined title left out), levels by
    # underline character, then grouped by what follows each
    def rule(t):
        kinds = {c: ("question", depth) for c, depth in marks.items()}
        items = rst_titles(kinds)(t)
        return by_next([(depth, title) for _, depth, title in items])
    return rule


def article_body(t):
    # the Read the Docs theme's article text
    start = t.index('itemprop="articleBody"')
    return t[start:t.index("<footer", start)]


def dosma(t):
    # each paragraph wholly in <strong> opens an entry
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(
        r"<p[^>]*>\s*<strong>(.*?)</strong>\s*</p>", article_body(t), re.S)]


def main_element(t):
    # sphinx-book-theme's main element: the page's own text (navigation, print-only copy outside)
    start = t.index('<main id="main-content"')
    return t[start:t.index("</main>", start)]


# RULES-FUNCTIONS-END

RULES = {
    'jmbruel--PapyrusFAQ--faq.asc': papyrus,
    'toyboot4e--evil-emacs-2020--questions.adoc':
        ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "group", 2), (r"^\. \S.*$", "question", 3)),
    'yayapao--docshub--faq.mdx': docshub,
    'cloudposse--docs--faq.mdx': lambda t: lines(r"^### \S.*$")(strip_fences(front_matter_off(t))),
    'arq5x--gemini--faq.html': html_tags({"h2": ("question", 1)}, body=sphinx_body),
    'triton-inference-server--server--faq.html': html_tags({"h2": ("question", 1)}, body=main_element),
    'ad12--DOSMA--faq.html': dosma,
    'mansenfranzen--autodoc_pydantic--faq.rst': rst_by_next({"=": 1, "-": 2}),
    'cnmetlab--cnmaps--faq.rst': rst_by_next({"=": 1, "-": 2}),
    'mturac--aleflang-docs--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'ATQQ--easypicker2-client--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'arnaudsj--monit--FAQ.txt': lines(r"^\d+\. Q: \S.*$"),
    'yuragorlo--t-short-assistant--FAQ.txt': lines(r"^Q: \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
