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


def cabriolet(t):
    # the one "==" heading names the FAQ and holds everything: no group; "===" groups of entries
    # that are paragraphs wholly in bold, opening with "Q:"
    body = front_matter_off(t)
    assert re.findall(r"^== \S.*$", body, re.M) == ["== Frequently Asked Questions"]
    return ordered((r"^=== \S.*$", "group", 1), (r"^\*\*Q: .*\*\*[ \t]*$", "question", 2))(body)


def main_content(t):
    # the Jupyter Book page's own text: the main element (the print-only title copy is outside)
    start = t.index('id="main-content"')
    return t[start:t.index("</main>", start)]


def neuroscout(t):
    # an entry per dropdown admonition; its title paragraph is the question
    body = main_content(t)
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(
        r'<div class="[^"]*\bdropdown\b[^"]*">\s*<p class="admonition-title">(.*?)</p>', body, re.S)]


def book_article(t):
    # sphinx-book-theme's article element, navigation and secondary contents left out
    start = t.index('<article class="bd-article"')
    return t[start:t.index("</article>", start)]


def gyre(t):
    # "=" titles at the margin are groups (the "*" title is over- and underlined: the title);
    # each definition-list term "...something" at the margin over an indented line is an entry
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if i + 1 < len(ls) and re.fullmatch(r"=+", ls[i + 1].strip()) and line.strip() \
                and len(ls[i + 1].strip()) >= len(line.strip()) and not re.fullmatch(r"[=*]+", line.strip()):
            out.append(("group", 1, line.strip()))
        elif line.startswith("...") and i + 1 < len(ls) and re.match(r"^ {2,}\S", ls[i + 1]):
            out.append(("question", 2, line.strip()))
    return out


# RULES-FUNCTIONS-END

RULES = {
    'omnizip--cabriolet--faq.adoc': cabriolet,
    'killbill--killbill-docs--faq.adoc':
        ordered((r"^== \S.*$", "group", 1), (r"^=== \S.*$", "question", 2)),
    'alikehel--activecourses--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    'LunarClient--Apollo--faq.mdx': lines(r"^<summary>.+</summary>\s*$"),
    'Test-More--test-more--FAQ.pod': lambda t: pod_items(t, header=("NAME",), body=("DESCRIPTION",)),
    'OrangeCardinal--ibkr_api--faq.html': html_tags({"h2": ("question", 1)}, body=sphinx_body),
    'snastase--neuroscout-docs--faq.html': neuroscout,
    'baidu-baige--LoongForge--faqs.html':
        html_tags({"h2": ("group", 1), "li": ("question", 2)}, body=book_article),
    'cloudQuant--backtrader--faq.rst': rst_titles({"-": ("group", 1), "^": ("question", 2)}),
    'rhdtownsend--gyre--faq.rst': gyre,
    'gokhancode--autobags--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^\*\*[^*\n]+\*\*[ \t]*$", "question", 2))(strip_fences(t)),
    'gprai--vayunetrix-platform-docs--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'albe--joysens--FAQ.txt': lines(r"^Q: \S.*$"),
    'ahoef--django-vegancity--FAQ.txt': lines(r"^Q: \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
