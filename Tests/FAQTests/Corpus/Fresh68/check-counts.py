#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame is
../Fresh66/check-counts.py's, the rules are new). A rule returns a list of items (kind, depth,
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


def cglm(t):
    # Sphinx, Read the Docs theme: h1 the title; each h2 in the article body an entry
    return html_elements(t, {"h2": ("question", 1)}, start='itemprop="articleBody"', end="<footer")


def varnish(t):
    # Sphinx, classic theme: h1 the title; each h2 in the body an entry (the sidebar's h3/h4 left out)
    return html_elements(t, {"h2": ("question", 1)}, start='<div class="body"', end='class="sphinxsidebar"')


def pyftdi(t):
    # "-" the page title; "~" headings: "Reporting a bug" and "Logging" hold no entry (the
    # document's text), "Common error messages" a group; each backtick-underlined title an entry
    return rst_underlined(t, {"~": ("group", 1), "`": ("question", 2)})


def hpilo(t):
    # "=" the page title ("Common issues"); each "-" title an entry
    return rst_underlined(t, {"-": ("question", 1)})


def regina(t):
    # DocBook XSL qandaset: each qandadiv row (its h3 title) a group, each question row an entry;
    # the header's h1, the chapter's h2 and the toc lists are left out
    return [("group", 1, "qandadiv") if m.group(1) == "qandadiv" else ("question", 2, "question")
            for m in re.finditer(r'<tr class="(qandadiv|question)"', t)]


def xymon(t):
    # h1 the title, a list of links the contents; each h3 an entry, "How to report bugs" included
    return html_elements(t, {"h3": ("question", 1)})


def tvtime(t):
    # the centred h2s over link lists are the contents; each plain h2 a group; each h3 an entry,
    # but an h3 with no text of its own over h4 problems ("8. Problems with NVIDIA TNT and TNT2
    # cards") a group of them
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    heads = [(m.group(1).lower(), m.group(0), m.start(), m.end())
             for m in re.finditer(r"<(h[2-4])\b[^>]*>.*?</\1>", t, re.S | re.I)]
    items = []
    for n, (tag, whole, start, end) in enumerate(heads):
        following = heads[n + 1] if n + 1 < len(heads) else None
        title = text_of(whole)
        if tag == "h2":
            if 'class="center"' not in whole:
                items.append(("group", 1, title))
        elif tag == "h3":
            bare = following and following[0] == "h4" and not text_of(t[end:following[2]])
            items.append(("group", 2, title) if bare else ("question", 2, title))
        else:
            items.append(("question", 3, title))
    return items


def gtkgl(t):
    # no title; each "N. " line at the margin an entry
    return [("question", 1, m.group(0)) for m in re.finditer(r"^\d+\. .*", t, re.M)]


def pypostgresql(t):
    # "=" the page title ("Gotchas"); each "-" title an entry
    return rst_underlined(t, {"-": ("question", 1)})


def llgal(t):
    # h1 the title; h2 "section" groups of h3 "question" entries
    return html_elements(t, {"h2": ("group", 1), "h3": ("question", 2)})


def xtensor(t):
    # "=" the page title ("Common pitfalls"); each "-" title an entry
    return rst_underlined(t, {"-": ("question", 1)})


def netwag(t):
    # the boxed title, the introduction and the list of problems by cause are the document's text
    # and contents; each "Problem N:" block an entry
    return [("question", 1, m.group(0)) for m in re.finditer(r"^Problem \d+:$", t, re.M)]


def groff(t):
    # "=" underlined titles are groups; entries are the blocks between rules of dashes, each
    # opening with "* " at the margin; a block with two "* " titles sharing one answer
    # ("Compilation dies with" / "bison reports conflicts") is one entry
    lines, items, block_has_entry = t.split("\n"), [], False
    for i, line in enumerate(lines):
        if re.fullmatch(r"={3,}", line) and i and lines[i - 1].strip():
            items.append(("group", 1, lines[i - 1].strip()))
            block_has_entry = False
        elif re.fullmatch(r"-{60,}", line):
            block_has_entry = False
        elif line.startswith("* ") and not block_has_entry:
            items.append(("question", 2, line))
            block_has_entry = True
    return items


def slime(t):
    # an Emacs outline: "* " groups, "** " entries (problems, and backends as topics of trouble)
    return [("group", 1, m.group(2)) if m.group(1) == "*" else ("question", 2, m.group(2))
            for m in re.finditer(r"^(\*{1,2}) (.*)$", t, re.M)]


def ava(t):
    # "#" the title; each "##" an entry
    return md_headings(t, {2: ("question", 1)})


RULES = {
    "libcglm-doc--0.8.8-1--troubleshooting.html": cglm,
    "varnish-doc--7.1.1-2+deb12u1--troubleshooting.html": varnish,
    "python3-ftdi-doc--0.54.0-1--troubleshooting.rst.txt": pyftdi,
    "python-hpilo-doc--4.4.3-2--troubleshooting.rst.txt": hpilo,
    "regina-normal-doc--7.3-2--troubleshooting.html": regina,
    "xymon--4.3.30-1+b2--known-issues.html": xymon,
    "tvtime--1.0.11-7--problems.html": tvtime,
    "libgtkgl2.0-dev--2.1.0-1--HOWTO.txt": gtkgl,
    "python3-postgresql--1.2.1+git20180803.ef7b9a9-4+b3--gotchas.rst.txt": pypostgresql,
    "llgal--0.13.19-1.1--howto.html": llgal,
    "xtensor-doc--0.24.3-1--pitfall.rst.txt": xtensor,
    "netwag--5.39.0-1.5--problemusage.txt.gz": netwag,
    "groff-base--1.22.4-10--PROBLEMS.gz": groff,
    "slime--2.27+dfsg-1--PROBLEMS": slime,
    "ava--5.1.0+dfsg+~cs44.2.10-1--08-common-pitfalls.md": ava,
}

if __name__ == "__main__":
    main(HERE, RULES)
