#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it. No rule here returns
None (no file is expected "refused").
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# ../holdout_counting.py once this folder sits in Corpus/; the Corpus folder itself before that.
for candidate in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(candidate, "holdout_counting.py")):
        sys.path.insert(0, candidate)
        break
from holdout_counting import main, lines, ordered, html_tags, rst_titles, setext, sphinx_body, text_of  # noqa: E402


def after(marker):
    """The text from the first occurrence of marker on (drops a header or a contents list)."""
    return lambda t: t[t.index(marker):]


def postfixadmin(t):
    # "N) question" at the margin; the title line has no number.
    return lines(r"^\d+\) \S.*$")(t)


def z8530(t):
    # '*  ' entries at the margin; the introduction and signature come before the first.
    return lines(r"^\*  \S.*$")(t)


def mailagent(t):
    # "Subject: ... 5.N Title" parts; "Subject: 5.0 Mailagent" (no dots) is the title.
    assert re.search(r"^Subject: 5\.0 Mailagent$", t, re.M)
    return lines(r"^Subject: \.\.\. \d+\.\d+ .*$")(t)


def pflogsumm(t):
    # "N. Title" at the margin; the index indents its numbers, "Introduction" has none.
    return lines(r"^\d+\. \S.*$")(t)


def vtun(t):
    return ordered((r"^\d+\. \S.*$", "group", 1), (r"^\d+\.\d+ \S.*$", "question", 2))(t)


def scrot(t):
    # right-aligned numbers: " 1." to " 9." indented one space, "10." on at the margin.
    return lines(r"^ ?\d+\. \S.*$")(t)


def rancid(t):
    # the "ToC" block lists the group names; the body starts at the blank line after it.
    toc = t.index("\nToC\n")
    body = t[t.index("\n\n", toc):]
    return ordered((r"^\d\) \S.*$", "group", 1), (r"^Q\. .*$", "question", 2))(body)


def nts(t):
    # body from "0. About NTS (Mar 93 …" (the contents' line has no date); "N." groups of
    # "N.M." subsections (also "N.M " without the dot); "N.M.K" parts are not matched.
    # "0. About NTS" is matched as a group and holds nothing, so it is no section.
    body = t[t.index("0. About NTS ("):]
    return ordered((r"^\d+\.\s+\S.*$", "group", 1), (r"^\d+\.\d+\.?\s+\S.*$", "question", 2))(body)


def snmp(t):
    # setext headings: '=' groups (the title and "TABLE OF CONTENTS" hold nothing), '-' questions;
    # a '-' heading straight under the previous heading's underline shares its answer: dropped.
    items, last = [], None
    for line, depth, title in setext(t, {"=": 1, "-": 2}):
        if depth == 2 and last is not None and line == last + 2:
            last = line
            continue
        items.append(("group" if depth == 1 else "question", depth, title))
        last = line
    return items


def scite(t):
    return html_tags({"h4": ("question", 1)})(t)


def pysdl2(t):
    # h2 stems over "<p>… completion</p>" paragraphs, inside Sphinx's body div (side bar left out)
    b = sphinx_body(t)
    found = [(m.start(), "group", 1, text_of(m.group(1))) for m in re.finditer(r"<h2>(.*?)</h2>", b, re.S)]
    found += [(m.start(), "question", 2, text_of(m.group(1))) for m in re.finditer(r"<p>(….*?)</p>", b, re.S)]
    return [f[1:] for f in sorted(found)]


def ara(t):
    # the Read the Docs navigation tree lists the questions as links; only the main div is read
    main_div = t[t.index('role="main"'):t.index("<footer")]
    return html_tags({"h2": ("question", 1)})(main_div)


def quazip(t):
    # a Doxygen page with no heading element: "<p ><a class="anchor" …></a>Q. …" paragraphs
    return [("question", 1, text_of(m.group(0)))
            for m in re.finditer(r'<p ><a class="anchor" id="[^"]+"></a>Q\. .*?</p>', t, re.S)]


def svgpp(t):
    return rst_titles({'"': ("question", 1)})(t)


ZM_PARTS = {"Event Statistics", "Diagnostic Images along with FIFO"}  # the two ways of one answer


def zoneminder(t):
    titles = rst_titles({"-": ("title", 1), "^": ("title", 2)})(t)
    titles = [x for x in titles if x[2] not in ZM_PARTS and x[2] != "Introduction"]  # "Introduction": a group's text
    items = []
    for n, (_, depth, title) in enumerate(titles):
        if depth == 1:
            has_children = n + 1 < len(titles) and titles[n + 1][1] == 2
            items.append(("group" if has_children else "question", 1, title))
        else:
            items.append(("question", 2, title))
    return items


RULES = {
    "postfixadmin--3.3.13-1+deb12u1--FAQ.txt": postfixadmin,
    "z8530-utils2--3.0-1-10--FAQ.gz": z8530,
    "mailagent--3.1-106-1--FAQ.gz": mailagent,
    "pflogsumm--1.1.5-8--pflogsumm-faq.txt.gz": pflogsumm,
    "vtun--3.0.4-2+b1--FAQ.gz": vtun,
    "scrot--1.8.1-1--FAQ.gz": scrot,
    "rancid-cgi--3.13-2--FAQ.gz": rancid,
    "texlive-base--2022.20230122-3--NTS-FAQ.gz": nts,
    "libsnmp-base--5.9.3+dfsg-2+deb12u1--FAQ.gz": snmp,
    "scite--5.3.3-1--SciTEFAQ.html": scite,
    "pysdl2-doc--0.9.9+dfsg1-6--faq.html": pysdl2,
    "python-ara-doc--1.5.8-1.1--faq.html": ara,
    "libquazip-doc--0.9.1-3--faq.html": quazip,
    "libsvgpp-doc--1.3.0+dfsg1-6--faq.rst.txt": svgpp,
    "zoneminder-doc--1.36.33+dfsg1-1--faq.rst.txt": zoneminder,
}


if __name__ == "__main__":
    main(HERE, RULES)
