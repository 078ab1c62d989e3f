#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame and the
helpers md_fences_out, md_headings and html_elements are ../Fresh78/check-counts.py's, the rules
are new). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The allowed readings the notes give are not run.
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


def gftp(t):
    # Markdown README: a plain first line, "# FAQ" the title (left out); each "##" an entry
    return md_headings(t, {2: ("question", 1)})


def tclhttpd(t):
    # tclhttpd template: [FAQsection "..."] at the margin a group, [FAQ "..." at the margin an
    # entry; the example calls inside one braced answer stand after "<p>" and are left out; the
    # HTML comment around the calls is not honoured (the template is read as its FAQ calls)
    items = []
    for m in re.finditer(r'^\[(FAQsection|FAQ) "((?:[^"\\]|\\.)*)"', t, re.M):
        items.append(("group", 1, m.group(2)) if m.group(1) == "FAQsection" else ("question", 2, m.group(2)))
    return items


def tkdesk(t):
    # LinuxDoc-Tools chunk: every heading an H2; "10. Frequently Asked Questions" the title, each
    # "10.N" an entry; the two H3 inside 10.4's answer left out
    return [("question", 1, title) for _, _, title in html_elements(t, {"h2": ("h2", 1)})
            if re.match(r"10\.\d+ ", title)]


def mpfit(t):
    # WML page: h1 the title; each paragraph opened by <b><font size="+2"><a name=...> an entry
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(
        r'<p><b><font size="\+2"><a name="[^"]*">(.*?)</a>', t, re.S)]


def adf(t):
    # The body from the anchor p0 (the H2 links before it are the contents). H2 "N." chapters:
    # 0 and 1 (before the first question) and 7-11 (after the last) are the document's text; of
    # 2-6 a chapter followed by H3s is a group of them, one with none an entry; H4s are headings
    # inside answers
    heads = html_elements(t, {"h2": ("h2", 1), "h3": ("h3", 2)}, start='<A NAME="p0">')
    items, keep = [], False
    for i, (kind, _, title) in enumerate(heads):
        if kind == "h2":
            n = int(re.match(r"(\d+)\.", title).group(1))
            keep = 2 <= n <= 6
            if keep:
                nxt = heads[i + 1][0] if i + 1 < len(heads) else None
                items.append(("group", 1, title) if nxt == "h3" else ("question", 1, title))
        elif keep:
            items.append(("question", 2, title))
    return items


def jikespg(t):
    # hand-written page: four centred h2 (project, URL, title, date); the h3 links before the
    # first <a name> are the contents; each h3 with <a name=...> an entry
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(
        r'<h3><a name="[^"]*">(.*?)</a></h3>', t, re.S | re.I)]


RULES = {
    "gftp-common--2.9.1~beta-1--README.md": gftp,
    "tclws--3.4.0-2--faqfaq.tml": tclhttpd,
    "tkdesk--2.0-11+b1--guide-10.html": tkdesk,
    "gdl-mpfit--1.85+2017.01.03-4--fitqa.html": mpfit,
    "unadf--0.7.11a-5+deb12u1--adf_info.html": adf,
    "jikespg--1.3-3+b1--jikespg.htm": jikespg,
}

if __name__ == "__main__":
    main(HERE, RULES)
