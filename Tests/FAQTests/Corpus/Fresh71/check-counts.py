#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame and the
helpers md_fences_out, md_headings, rst_underlined and html_elements are ../Fresh68/check-counts.py's,
the rules and margin_runs are new). A rule returns a list of items (kind, depth,
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


def margin_runs(t, start=None):
    """Entries of plain text whose titles stand at the margin over an indented answer: a run of
    consecutive non-blank lines at the margin counts as one entry when the line after it is
    indented (space or tab); a run followed by a blank line (a title, a paragraph of text) or a
    rule of dashes is none. start: a marker line; only the text after it is read."""
    lines = t.split("\n")
    if start:
        lines = lines[lines.index(start) + 1:]
    items, run = [], []
    for line in lines:
        if line and not line[0].isspace() and not re.fullmatch(r"-{3,}[- ]*", line):
            run.append(line)
            continue
        if run and line[:1] in (" ", "\t") and line.strip():
            items.append(("question", 2, run[0]))
        run = []
    return items


def bltdev(t):
    # no title; "Specific problems:" and "General Problems:" at the margin are groups; each
    # "N. " line at the margin an entry (answers indented)
    items = []
    for line in t.split("\n"):
        if re.fullmatch(r"[A-Z][A-Za-z ]+:", line):
            items.append(("group", 1, line))
        elif re.match(r"\d+\. ", line):
            items.append(("question", 2, line))
    return items


def plotutils(t):
    # the introduction and the rules of "=" and "-" are text; each title underlined with "-"
    # (a driver's problems, thick lines) an entry; its numbered paragraphs are its answer
    lines, items = t.split("\n"), []
    for i in range(1, len(lines)):
        if re.fullmatch(r"-{3,}\s*", lines[i]) and lines[i - 1].strip() and not re.fullmatch(r"[-=]+\s*", lines[i - 1]):
            items.append(("question", 1, lines[i - 1].strip()))
    return items


def bootp(t):
    # the first line the title (a blank line and then another line at the margin follow it); each
    # run of lines at the margin whose next non-blank line is tab-indented an entry (blank lines
    # stand between most titles and their answers)
    lines, items, run = t.split("\n"), [], []
    for i, line in enumerate(lines):
        if line and not line[0].isspace():
            run.append(line)
            continue
        if run:
            after = next((l for l in lines[i:] if l.strip()), "")
            if after[:1] == "\t":
                items.append(("question", 1, run[0]))
        run = []
    return items


def brian(t):
    # "=" the page title ("Known issues"); each "-" title an entry
    return rst_underlined(t, {"-": ("question", 1)})


def freeipmi(t):
    # each boxed "| … Issues |" title a group ("| Appendix |" holds no entry: its notes are text);
    # each "… Issue #N: [CATEGORY]" line at the margin an entry
    items = []
    for line in t.split("\n"):
        if re.fullmatch(r"\| .* \|", line):
            items.append(("group", 1, line))
        elif re.match(r"[A-Za-z/() -]+ Issue #\d+:", line):
            items.append(("question", 2, line))
    return items


def systemtap(t):
    # DocBook: h1 the chapter title, the dl its contents; the h2 "6.1. Parse and Semantic Errors"
    # a group; each h3 error message an entry
    return html_elements(t, {"h2": ("group", 1), "h3": ("question", 2)})


def acme(t):
    # the boxed title and the introduction are text; each "Section:" line a group; each run of
    # message lines at the margin over a 4-space-indented answer one entry ("Bugs in ACME": its
    # prose paragraphs at the margin are text, its hint names entries)
    lines, out, run = t.split("\n"), [], []
    for line in lines:
        if line.startswith("Section:"):
            out.append(("group", 1, line))
            run = []
            continue
        if line and not line[0].isspace() and not re.fullmatch(r"-{3,}", line):
            run.append(line)
            continue
        if run and line.startswith("    ") and line.strip():
            out.append(("question", 2, run[0]))
        run = []
    return out


def gla11y(t):
    # setext Markdown outside fences: the first "=" heading the title; the next three "="
    # headings (guide chapters) hold no entry; "Explanations of gla11y warnings" a group of "-"
    # warning messages
    lines, items, seen_title = md_fences_out(t).split("\n"), [], False
    for i in range(1, len(lines)):
        if not lines[i - 1].strip() or lines[i - 1][0] in " \t":
            continue
        if re.fullmatch(r"={3,}\s*", lines[i]):
            if seen_title:
                items.append(("group", 1, lines[i - 1].strip()))
            seen_title = True
        elif re.fullmatch(r"-{3,}\s*", lines[i]):
            items.append(("question", 2, lines[i - 1].strip()))
    return items


def libusb(t):
    # Doxygen related page: the div.title "Caveats" is the title; each h1 a caveat, an entry
    return html_elements(t, {"h1": ("question", 1)})


def gappa(t):
    # "=" the page title; "-" groups of "~" error and warning messages
    return rst_underlined(t, {"-": ("group", 1), "~": ("question", 2)})


def libmemcached(t):
    # "#" the title; "##" groups (libhashkit, libmemcached) of "###" entries
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


def lpe(t):
    # title line, introduction and rule; each "- " line at the margin an entry (answers at the
    # margin; the "*" list inside an answer is indented)
    return [("question", 1, m.group(0)) for m in re.finditer(r"^- .*", t, re.M)]


def hatari(t):
    # "=" the title; the contents list ("- …") is text; "-"-underlined titles are groups
    # ("Related documents" holds no entry); each "* " line at the margin an entry
    lines, items = t.split("\n"), []
    for i, line in enumerate(lines):
        if i + 1 < len(lines) and re.fullmatch(r"-{3,}", lines[i + 1]) and line.strip():
            items.append(("group", 1, line))
        elif line.startswith("* "):
            items.append(("question", 2, line))
    return items


def catch2(t):
    # "#" the title; "##" groups of "###" entries; fenced code (its #define lines) left out
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


def openttd(t):
    # title, contents and "1.0) About" are text; "2.0) Known bugs" names the body (no section);
    # each run of lines at the margin over an answer indented 8 spaces one entry
    return margin_runs(t, start="2.0) Known bugs")


RULES = {
    "blt-dev--2.5.3+dfsg-4.1--PROBLEMS.gz": bltdev,
    "plotutils--2.6-13--PROBLEMS.gz": plotutils,
    "bootp--2.4.3-19.1--Problems": bootp,
    "python-brian-doc--2.5.1-3--known_issues.rst.txt": brian,
    "freeipmi-common--1.6.10-1--freeipmi-bugs-issues-and-workarounds.txt.gz": freeipmi,
    "systemtap-doc--4.8-2--errors.html": systemtap,
    "acme--0.97~svn20211115+ds-1+b1--Errors.txt.gz": acme,
    "libusb-1.0-doc--1.0.26-1--libusb_caveats.html": libusb,
    "gappa--1.4.1-1--errors.rst.txt": gappa,
    "libmemcached11--1.1.4-1--BUGS.md": libmemcached,
    "lpe--1.2.8-2.1--BUGS.gz": lpe,
    "gla11y--0.4-2--HOWTO.md.gz": gla11y,
    "hatari--2.4.1+dfsg-2--bugs.txt": hatari,
    "catch2--2.13.10-1--limitations.md.gz": catch2,
    "openttd--13.0-2--known-bugs.txt.gz": openttd,
}

if __name__ == "__main__":
    main(HERE, RULES)
