#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame and the
helpers md_fences_out, md_headings, rst_underlined and html_elements are ../Fresh74/check-counts.py's,
the rules are new). A rule returns a list of items (kind, depth,
title), kind "group" or "question"; `tally` counts them: a group holds the items after it up to
the next group of the same or a smaller depth, and a section is a group that holds at least one
question, directly or in a group inside it; a group titled "(none)" only closes the groups before
it. The allowed readings the notes give are not run.
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
from holdout_counting import main, text_of  # noqa: E402


def md_fences_out(t):
    """Markdown with the lines of fenced code blocks blanked (backtick or tilde fences of three
    or more at the margin, up to three spaces in, closed by a run of the same character at least
    as long; a backtick line whose info string holds a backtick opens nothing)."""
    out, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            out.append("")
            continue
        if m and not (m.group(1)[0] == "`" and "`" in m.group(2)):
            fence = m.group(1)
            out.append("")
            continue
        out.append(line)
    return "\n".join(out)


def md_headings(t, levels):
    """levels: {number of #: (kind, depth)}; ATX headings outside fences."""
    items = []
    for line in md_fences_out(t).split("\n"):
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m and len(m.group(1)) in levels:
            items.append(levels[len(m.group(1))] + (m.group(2),))
    return items


def rst_underlined(t, marks):
    """reST section titles: a line at the margin over an underline of one repeated punctuation
    character (backticks included) at least as long as it; an overlined title is left out.
    marks: {character: (kind, depth)}; characters not in marks are left out (the page title)."""
    lines, items = t.split("\n"), []
    for i in range(1, len(lines)):
        under = lines[i].rstrip()
        m = re.fullmatch(r"([=\-~^*+#\"`'.])\1{2,}", under)
        title = lines[i - 1]
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"`'.])\1+", title.strip()):
            continue
        if len(under) < len(title.rstrip()) or (i >= 2 and lines[i - 2].rstrip() == under):
            continue
        if m.group(1) in marks:
            items.append(marks[m.group(1)] + (title.strip(),))
    return items


def html_elements(t, specs, start=None, end=None):
    """specs: {tag: (kind, depth)}; elements in document order, comments and scripts dropped,
    inside the part of t from `start` to `end` (both optional marker strings)."""
    t = re.sub(r"<!--.*?-->|<script\b.*?</script>", "", t, flags=re.S | re.I)
    if start:
        t = t[t.index(start):]
    if end:
        t = t[:t.index(end)]
    out = []
    for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), t, re.S | re.I):
        title = text_of(m.group(2))
        if title:
            out.append(specs[m.group(1).lower()] + (title,))
    return out


# ---- the rules, one a file ---------------------------------------------------------------------


def blends(t):
    # DocBook XSL appendix: h1 the title, the contents' dt links left out; each h2 "D.N." an entry
    return html_elements(t, {"h2": ("question", 1)})


def box2d(t):
    # Doxygen page from docs/FAQ.md: the title in div.title; an h1 followed by h2s before the next
    # h1 is a group of them; an h1 with none ("What is Box2D?", "Accuracy", ...) is an entry
    heads = html_elements(t, {"h1": ("h1", 1), "h2": ("question", 2)})
    items = []
    for i, (kind, depth, title) in enumerate(heads):
        if kind == "h1":
            nxt = heads[i + 1][0] if i + 1 < len(heads) else None
            items.append(("group", 1, title) if nxt == "question" else ("question", 1, title))
        else:
            items.append((kind, depth, title))
    return items


def antelope(t):
    # DocBook XSL chapter: h1 the title; each list item opened by a bold question an entry
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(
        r'<li class="listitem"><p>\s*<span class="bold"><strong>(.*?)</strong>', t, re.S)]


def pandas(t):
    # Sphinx _sources copy: the "*"-overlined title left out; each "-" title an entry; the "~"
    # headings are inside answers
    return rst_underlined(t, {"-": ("question", 1)})


def putty(t):
    # Halibut appendix: h1 the title; h2 "A.N" groups of h3 "A.N.M" entries
    return html_elements(t, {"h2": ("group", 1), "h3": ("question", 2)})


def tcm(t):
    # LaTeX2HTML node: the "Subsections" list left out; every heading is an h1: the first
    # ("10. Frequently Asked Questions") the title, each "10.N" an entry
    return [("question", 1, title) for _, _, title in html_elements(t, {"h1": ("h1", 1)})
            if re.match(r"10\.\d+ ", title)]


RULES = {
    "blends-doc--0.7.5--apd.html": blends,
    "libbox2d-doc--2.4.1-3--md_docs__f_a_q.html": box2d,
    "libantelope-java-doc--3.5.1-5--bk01ch12.html": antelope,
    "python-pandas-doc--1.5.3+dfsg-2--gotchas.rst.txt": pandas,
    "putty-doc--0.78-2+deb12u2--AppendixA.html": putty,
    "tcm-doc--2.20+TSQD-7--usersguidenode12.html": tcm,
}

if __name__ == "__main__":
    main(HERE, RULES)
