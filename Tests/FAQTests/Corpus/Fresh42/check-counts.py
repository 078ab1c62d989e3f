#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question", or None for a file that holds
no FAQ of its own (expected "refused"); `tally` counts them: a group holds the items after it up
to the next group of the same or a smaller depth, and a section is a group that holds at least one
question, directly or in a group inside it.
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
from holdout_counting import main, lines, ordered, sphinx_body, text_of  # noqa: E402


def weex(t):
    # "Q.N " at the margin opens an entry; the title line is "* FAQ".
    return lines(r"^Q\.\d+ .*$")(t)


def cadaver(t):
    return lines(r"^-> .*$")(t)


def pchar(t):
    # "QN.  " at the margin; the "1."-"3." items in A4 are not matched.
    return lines(r"^Q\d+\.\s.*$")(t)


def mapivi(t):
    # numbered entries at the margin ("10.Is" has no space); steps inside answers are indented.
    return lines(r"^\d+\.(?: |(?=[A-Z])).*$")(t)


def silo(t):
    # "N) " topics at the margin (2 twice); the steps "1)"-"6)" inside answers are indented.
    return lines(r"^\d+\) .*$")(t)


def koules(t):
    # the block before the first "8<" rule is the contents; after it, the capital title on the
    # line right under each "8<" rule is a group ("JAHUSOFT", a capital line indented six in an
    # answer's address, is not), "[Q] - " lines questions.
    body = t[t.index("8<"):]
    return ordered((r"(?<=8< -{9}\n)[ \t]+[A-Z0-9]+[ \t]*$", "group", 1),
                   (r"^\[Q\] - .*$", "question", 2))(body)


def sparse(t):
    # the tab-indented "FAQ - Why sparse?" is the title.
    return lines(r"^Q\.  .*$")(t)


def dphys_config(t):
    return lines(r"^Q: .*$")(t)


def ap_utils(t):
    # "Q:" alone on its line opens an entry.
    return lines(r"^Q:\s*$")(t)


def analog(t):
    # the body starts at the first lettered h3 (after the two contents lists); h3 groups, and
    # each li whose bold question opens with an a name="faqNNN" anchor is an entry.
    body = t[t.index('<h3><a name="startfaq">'):]
    found = []
    for m in re.finditer(r'<h3><a name="\w+">(.*?)</a></h3>', body, re.S):
        found.append((m.start(), "group", 1, text_of(m.group(1))))
    for m in re.finditer(r'<li><b><a name="faq\d+">(.*?)</b>', body, re.S):
        found.append((m.start(), "question", 2, text_of(m.group(1))))
    return [f[1:] for f in sorted(found)]


def python_ldap(t):
    # Sphinx (alabaster) body only; h1 is the title, h2 groups, "<strong>Q</strong>:" paragraphs.
    body = sphinx_body(t)
    found = []
    for m in re.finditer(r"<h2>(.*?)</h2>", body, re.S):
        found.append((m.start(), "group", 1, text_of(m.group(1))))
    for m in re.finditer(r"<p[^>]*><strong>Q</strong>:(.*?)</p>", body, re.S):
        found.append((m.start(), "question", 2, text_of(m.group(1))))
    return [f[1:] for f in sorted(found)]


def mhonarc(t):
    # a title page: every list item between the X-TOC comments is a link to another page, and
    # nothing outside them is a question: no FAQ of its own.
    toc = t[t.index("<!--X-TOC-Start-->"):t.index("<!--X-TOC-End-->")]
    items = re.findall(r"<li>(.*?)(?=<li>|<ul>|</ul>)", toc, re.S)
    elsewhere = all(re.search(r'href="[a-z]+\.html', i) for i in items)
    rest = re.sub(r'<H2><a name="toc">Table of Contents</a></H2>', "", t.replace(toc, ""))
    if items and elsewhere and not re.search(r"<(dt|h[2-6]|li)\b", rest, re.I):
        return None
    return [("question", 1, text_of(i)) for i in items]


def splint(t):
    # after the h3 "Questions and Answers" (it names the body): h4 groups inside the ol, each li
    # an entry; the "Index" list before it is the contents.
    body = t[t.index("<h3>Questions and Answers</h3>"):]
    found = []
    for m in re.finditer(r"<h4>(.*?)</h4>", body, re.S):
        found.append((m.start(), "group", 1, text_of(m.group(1))))
    for m in re.finditer(r"<li>\s*<p>(.*?)(?:</p>|<blockquote>)", body, re.S):
        found.append((m.start(), "question", 2, text_of(m.group(1))))
    return [f[1:] for f in sorted(found)]


def textext(t):
    # reST: the '-' title is the document's; the '~' titles (underline as long as the title, in
    # characters) are the entries.
    ls = t.split("\n")
    return [("question", 1, ls[i - 1].strip()) for i in range(1, len(ls))
            if re.fullmatch(r"~{3,}", ls[i].rstrip()) and ls[i - 1].strip()
            and len(ls[i].rstrip()) >= len(ls[i - 1].rstrip())]


def mesa(t):
    # reST titles underlined with '-' or '~': "N. " titles are groups, "N.N " titles entries,
    # whatever their underline (1.2-1.6 and 2.5 use '-', like the groups); '=' is the title.
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        if re.fullmatch(r"([-~])\1{2,}", ls[i].rstrip()) and ls[i - 1].strip():
            title = ls[i - 1].strip()
            if re.match(r"^\d+\. ", title):
                out.append(("group", 1, title))
            elif re.match(r"^\d+\.\d+ ", title):
                out.append(("question", 2, title))
    return out


RULES = {
    "weex--2.8.4.2--FAQ": weex,
    "cadaver--0.24+dfsg-1--FAQ": cadaver,
    "pchar--1.5-6--FAQ": pchar,
    "mapivi--1.2+svn356-1--FAQ.txt": mapivi,
    "libsilo-dev--4.11-3+b2--FAQ.gz": silo,
    "koules--1.4-28--Koules.FAQ.gz": koules,
    "sparse--0.6.4-3--FAQ": sparse,
    "dphys-config--20130301~current-6--FAQ": dphys_config,
    "ap-utils--1.5-5+b1--FAQ.gz": ap_utils,
    "analog--6.0.17-3--faq.html": analog,
    "python-ldap-doc--3.4.3-2+deb12u1--faq.html": python_ldap,
    "mhonarc--2.6.19-2.2--faq.html": mhonarc,
    "splint-doc-html--3.1.2+dfsg-5--faq.html": splint,
    "inkscape-textext-doc--1.8.2-1--faq.rst.txt": textext,
    "mesa-common-dev--22.3.6-1+deb12u2--faq.rst.gz": mesa,
}


if __name__ == "__main__":
    main(HERE, RULES)
