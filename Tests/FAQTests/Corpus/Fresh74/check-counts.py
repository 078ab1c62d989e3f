#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame and the
helpers md_fences_out, md_headings, rst_underlined and html_elements are ../Fresh71/check-counts.py's,
the rules and html_runs are new). A rule returns a list of items (kind, depth,
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


def html_runs(t, tags, joiners=("or:",)):
    """Headings of the given tags in document order, as questions; a heading whose text since the
    heading before it is empty or only a joining word ("or:") shares that heading's answer and is
    merged into it (runs of headings that share one answer are one question)."""
    t = re.sub(r"<!--.*?-->|<script\b.*?</script>", "", t, flags=re.S | re.I)
    items, last_end = [], None
    for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), t, re.S | re.I):
        title = text_of(m.group(2))
        if not title:
            continue
        between = text_of(t[last_end:m.start()]) if last_end is not None else None
        last_end = m.end()
        if items and between is not None and between in ("",) + joiners:
            continue
        items.append(("question", 1, title))
    return items


def csvkit(t):
    # Sphinx _sources copy: the overlined "=" title left out; "=" groups (Tips, Troubleshooting) of
    # "-" entries
    return rst_underlined(t, {"=": ("group", 1), "-": ("question", 2)})


def netrik(t):
    # h1 the title (its "<br />>=====<" a decoration); the h2 "Why does netrik always complain…??"
    # and, after "or:", the h3 "No matter what site I load…" share one answer: one question; each
    # later h2 an entry
    return html_runs(t, ("h2", "h3"))


def rustyline(t):
    # "Know issues" a plain first line (the title); each "##" topic an entry
    return md_headings(t, {2: ("question", 1)})


RULES = {
    "csvkit-doc--1.0.7-1--tricks.rst.txt": csvkit,
    "netrik--1.16.1-2+b2--syntax_error.html": netrik,
    "librust-rustyline-dev--9.1.2-1--BUGS.md": rustyline,
}

if __name__ == "__main__":
    main(HERE, RULES)
