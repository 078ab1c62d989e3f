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
from holdout_counting import html_tags, lines, main, rst_titles, strip_fences  # noqa: E402


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def adoc_blocks_off(t):
    # AsciiDoc delimited listing/literal blocks ("----", "....") hold no titles
    return re.sub(r"^(-{4,}|\.{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def midpoint(t):
    # "==" groups of "===" questions; a "==" heading that asks ("?") is a question written at the
    # group level, so it and the "===" after it stay in the group before it
    t = adoc_blocks_off(t)
    out = []
    for m in re.finditer(r"^(={2,3}) (\S.*?)\s*$", t, re.M):
        level, title = m.group(1), m.group(2)
        if level == "==" and not title.endswith("?"):
            out.append(("group", 1, title))
        else:
            out.append(("question", 2, title))
    return out


def sphinx_only_titles(t):
    """reST titles underlined with "-" (groups) and "^" (questions), also those indented inside
    `.. only::` directives (the underline indented as far as its title)."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"([ \t]*)([-^])\2{2,}[ \t]*", ls[i])
        if not m:
            continue
        title = ls[i - 1]
        if not title.strip() or not title.startswith(m.group(1)) or title[len(m.group(1))] in " \t":
            continue
        out.append(("group", 1, title.strip()) if m.group(2) == "-" else ("question", 2, title.strip()))
    return out


def linuxdoc_text(t):
    # sgml2txt output: entries are bold (ESC[1m) "N.  title" lines; the table of contents is not bold.
    # A top-level number followed by "N.M" entries is a group of them.
    heads = re.findall(r"^\s*\x1b\[1m(\d+)\.(\d+)?\.?\s+(.*?)\x1b\[0m", t, re.M)
    parents = {n for n, sub, _ in heads if sub}
    out = []
    for n, sub, title in heads:
        if sub:
            out.append(("question", 2, title))
        elif n in parents:
            out.append(("group", 1, title))
        else:
            out.append(("question", 1, title))
    return out


# RULES-FUNCTIONS-END

RULES = {
    # flat: "==" questions; the closing "== Other" (a pointer to the old FAQs) asks nothing
    'hibernate--hibernate.org--faq.adoc': lambda t: lines(r"^== .*\?[ \t]*$")(adoc_blocks_off(t)),
    'Evolveum--docs--index.adoc': midpoint,
    # no title; "####" entries; "#" lines inside the fence are shell comments
    'Finb--Bark--faq.md': lambda t: lines(r"^#### \S.*$")(strip_fences(t)),
    'LianjiaTech--retrofit-spring-boot-starter--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'mshibanami--redirect-web--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'SideStore--SideStore-Docs--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    # the FAQ items only: the filter buttons are no headings; "no results" and contact are outside
    'codemastersolutions--commitzero--faq.html':
        html_tags({"h3": ("question", 1)}, body=between("<!-- FAQ Items -->", "<!-- No Results Message -->")),
    'ezze--fluffychat--faq.html':
        html_tags({"h2": ("group", 1), "h4": ("question", 2)}, body=between('<div id="content">', '<div class="spacer">')),
    # the article only: the sidebar's h2/h3 are navigation; the h4s are inside the last answer
    'reasonml--reasonml.github.io--faq.html':
        html_tags({"h3": ("question", 1)}, body=between("<article", "</article>")),
    # "#"-underlined title; "=" entries
    'Nekmo--simple-monitor-alert--faq.rst': rst_titles({"=": ("question", 1)}),
    'espressif--esp-at--faq.rst': sphinx_only_titles,
    # each "(N) " or "N) " at the margin opens an entry
    'M66B--NetGuard--FAQ-de.txt': lines(r"^\(?\d+\) \S"),
    'gitGNU--gnu_noalyss--FAQ-fr.txt': linuxdoc_text,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
