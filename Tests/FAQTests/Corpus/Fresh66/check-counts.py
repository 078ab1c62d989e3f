#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written down), in the conventions SOURCES.md states (../Fresh5/'s; the frame is
../Fresh62/check-counts.py's and ../Fresh63/check-counts.py's, the rules are new). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402


def md_fences_out(t):
    """Markdown with the lines of fenced code blocks blanked. A fence opens with three or more
    backticks or tildes at the margin (up to three spaces in); a backtick line whose info string
    holds a backtick (podman's "```Error: …```", a code span) opens nothing (CommonMark 4.5);
    it closes with a run of the same character at least as long."""
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


def setext(t, marks):
    """Two-line titles: a line of text at the margin over a line of one repeated mark character
    (three or more); marks: {character: (kind, depth)}."""
    lines, items = t.split("\n"), []
    for i in range(1, len(lines)):
        m = re.fullmatch(r"([=\-~])\1{2,}\s*", lines[i])
        title = lines[i - 1]
        if m and title.strip() and not title.startswith((" ", "\t")) \
                and not re.fullmatch(r"([=\-~])\1+\s*", title) and m.group(1) in marks:
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


def webpacker(t):
    # "# Troubleshooting" the title; every "##" and "###" heading an entry (the two "###" after
    # "Rake assets:precompile fails" are problems of their own)
    return md_headings(t, {2: ("question", 1), 3: ("question", 1)})


def starpu(t):
    # Doxygen: the page title is a div; each h1 in the text block an entry
    return html_elements(t, {"h1": ("question", 1)}, start='<div class="textblock">')


def komi(t):
    # a first line as title (no underline); each heading underlined with "-" an entry
    return setext(t, {"-": ("question", 1)})


def qlcplus(t):
    # one table a question: its "Q:" cell, with the question in the next cell
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r'<SPAN id="[^"]+">Q:</SPAN></TD>\s*<TD>(.*?)</TD>', t, re.S)]


def pgschemas(t):
    return html_elements(t, {"h2": ("question", 1)}, start='itemprop="articleBody"', end="<footer")


def freetds(t):
    # DocBook chunk: h1 the chapter title; h2 "Known Issues" a group of h3 entries; an h3 with h4s
    # under it and no text of its own ("Porting Issues") a group of them
    heads = [(m.group(1), text_of(m.group(2)))
             for m in re.finditer(r'<(h[2-4]) class="title"[^>]*>(.*?)</\1>', t, re.S)]
    items = []
    for n, (tag, title) in enumerate(heads):
        following = heads[n + 1][0] if n + 1 < len(heads) else None
        if tag == "h2":
            items.append(("group", 1, title))
        elif tag == "h3":
            items.append(("group", 2, title) if following == "h4" else ("question", 2, title))
        else:
            items.append(("question", 3, title))
    return items


def sudo(t):
    # a title underlined with "="; each "####" heading an entry
    return md_headings(t, {4: ("question", 1)})


def powerline(t):
    # the "*" over- and underlined title is left out; "=" groups, "-" entries (the "=" group
    # "System-specific issues" holds only a toctree: no section)
    lines, items = t.split("\n"), []
    for i in range(1, len(lines)):
        m = re.fullmatch(r"([=\-])\1{2,}", lines[i].rstrip())
        title = lines[i - 1]
        if m and title.strip() and not title.startswith(" ") and len(lines[i].rstrip()) >= len(title.rstrip()) \
                and not (i >= 2 and re.fullmatch(r"([=\-*])\1{2,}", lines[i - 2].rstrip())):
            items.append(("group", 1, title) if m.group(1) == "=" else ("question", 2, title))
    return items


def poezio(t):
    return html_elements(t, {"h2": ("question", 1)}, start='<div role="main"', end="<footer")


def shaarli(t):
    # "#" the title; "##" groups ("Support", closing text, holds none); "###" entries
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


def shairport(t):
    # "Troubleshooting" over "-----" the title; each "###" an entry; bold labels are answer parts
    return md_headings(t, {3: ("question", 1)})


def lamarc(t):
    # the first OL is the contents (links); each entry an LI holding <A NAME="Q…"><B>
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r'<LI>\s*<A NAME="Q[^"]*">\s*<B>(.*?)</B>', t, re.S | re.I)]


def dehydrated(t):
    return md_headings(t, {2: ("question", 1)})


def freedink(t):
    # "=" the title; "-" groups; "Q: " lines at the margin entries
    items = [(m.start(), ("question", 2, m.group(0))) for m in re.finditer(r"^Q: .*", t, re.M)]
    lines = t.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    for i in range(1, len(lines)):
        if re.fullmatch(r"-{3,}", lines[i]) and lines[i - 1].strip():
            items.append((offsets[i - 1], ("group", 1, lines[i - 1].strip())))
    return [item for pos, item in sorted(items)]


def podman(t):
    # "#" the title; the one "##" names the document's body ("A list of common issues and
    # solutions for Podman"): no section; each numbered "### N)" an entry, its "####"
    # Symptom/Solution parts (and one "### Solution", in entry 33) answer parts
    items = []
    for kind, depth, title in md_headings(t, {2: ("group", 1), 3: ("question", 2)}):
        if kind == "group":
            items.append(("group", 1, NO_GROUP))
        elif re.match(r"\d+\)", title):
            items.append(("question", 2, title))
    return items


RULES = {
    "ruby-webpacker--5.4.3-2--troubleshooting.md.gz": webpacker,
    "libstarpu-dev--1.3.10+dfsg-2--FrequentlyAskedQuestions.html": starpu,
    "komi--1.04-5+b2--TROUBLESHOOTING.txt": komi,
    "qlcplus-data--4.12.6-1--questionsandanswers.html": qlcplus,
    "python-django-pgschemas-doc--0.12.0-1--troubleshooting.html": pgschemas,
    "freetds-doc--1.3.17+ds-2--troubleshooting.html": freetds,
    "sudo-ldap--1.9.13p3-1+deb12u4--TROUBLESHOOTING.md.gz": sudo,
    "powerline-doc--2.8.3-4--troubleshooting.rst.txt": powerline,
    "poezio--0.14-2--troubleshooting.html": poezio,
    "shaarli--0.12.1+dfsg-8+deb12u2--Troubleshooting.md": shaarli,
    "shairport-sync--3.3.8-1+b2--TROUBLESHOOTING.md.gz": shairport,
    "lamarc--2.1.10.1+dfsg-7+b2--troubleshooting.html": lamarc,
    "dehydrated--0.7.0-3--troubleshooting.md": dehydrated,
    "freedink-engine--109.6-4--TROUBLESHOOTING": freedink,
    "podman--4.3.1+ds1-8+deb12u1+b3--troubleshooting.md.gz": podman,
}

if __name__ == "__main__":
    main(HERE, RULES)
