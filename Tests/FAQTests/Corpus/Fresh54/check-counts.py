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
only closes the groups before it (or stands for a heading that holds questions and names the
FAQ). A rule that returns None says the file holds no FAQ (expected "refused"; none here does).
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
from holdout_counting import NO_GROUP, html_tags, lines, main, ordered, strip_fences  # noqa: E402


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def front_matter_off(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def adoc_blocks_off(t):
    # AsciiDoc delimited listing/literal blocks and tables hold no titles
    return re.sub(r"^(-{4,}|\.{4,}|\|={3,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def adoc_levels(levels):
    """levels: {number of "=": (kind, depth[, title])}; a level not given is left out (the
    document title); NO_GROUP as the title makes a level's headings close groups and be no
    sections."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(=+) (\S.*)$", adoc_blocks_off(front_matter_off(t)), re.M):
            spec = levels.get(len(m.group(1)))
            if spec:
                title = spec[2] if len(spec) > 2 else m.group(2).strip()
                out.append((spec[0], spec[1], title))
        return out
    return rule


def xara_questions(t):
    """Thrive's Xara export: inside the positioned text block, a question is a `span` whose class
    is `xr_tl` alone or `xr_tl xr_s3`; answer lines carry `xr_s2`. The footer's spans sit in later
    `xr_s0` blocks and are left out."""
    block = between('<span class="xr_s1" style="position: absolute', '<span class="xr_s0"')(t)
    return [("question", 1, m.group(0))
            for m in re.finditer(r'<span class="xr_tl(?: xr_s3)?" style="[^"]*">', block)]


def underlined_numbered(t):
    """Tucan: an entry is a row of dashes whose paragraph above starts with "N - " or "N.N - ";
    the underlined title "TUCAN FAQ" has no number, and the index's numbered lines no row."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if re.fullmatch(r"-{3,}\s*", line) and i > 0:
            j = i - 1
            while j > 0 and ls[j].startswith(" ") and ls[j].strip():
                j -= 1  # continuation lines of a question over two lines
            if re.match(r"^\d+(\.\d+)? - ", ls[j]):
                out.append(("question", 1, ls[j].strip()))
    return out


def rst_underlined(marks, question):
    """reST read line by line: a title is a line at the margin over an underline of one mark
    character at least as long (an overlined title, the document title, is left out); marks maps
    the character to (kind, depth[, title]); `question` is a regex for question lines."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i, line in enumerate(ls):
            nxt = ls[i + 1] if i + 1 < len(ls) else ""
            prev = ls[i - 1] if i > 0 else ""
            m = re.fullmatch(r"([=\-~^*+#\"])\1{2,}", nxt.rstrip())
            if m and line.strip() and line[0] not in " \t" and len(nxt.rstrip()) >= len(line.rstrip()):
                if prev.rstrip() == nxt.rstrip():
                    continue  # overlined: the document title
                spec = marks.get(m.group(1))
                if spec:
                    out.append((spec[0], spec[1], spec[2] if len(spec) > 2 else line.strip()))
                continue
            if re.match(question, line):
                out.append(("question", 9, line.strip()))
        return out
    return rule


def first_as_title(rule):
    """The first group a rule finds names the FAQ and is the page's title: no section."""
    def wrapped(t):
        items = rule(t)
        for n, (kind, depth, _) in enumerate(items):
            if kind == "group":
                items[n] = (kind, depth, NO_GROUP)
                break
        return items
    return wrapped


# RULES-FUNCTIONS-END

RULES = {
    # main column only (the side navigation is the contents); flat h2 questions, answered or not
    'NOSALRO--robot_dart--index.html':
        html_tags({"h2": ("question", 1)}, body=between('<div class="col-md-9" role="main">', "<footer")),
    # doc body only (logo h1 and title h1 are outside); h1 groups of h3 questions
    'BBVA--idsfree--index.html':
        html_tags({"h1": ("group", 1), "h3": ("question", 2)},
                  body=between('<div class="doc-body">', '<footer')),
    # page content from the h1 to the footer; flat h3 entries (the glossary topic included)
    '0xAipim--dripedia--index.html':
        html_tags({"h3": ("question", 1)}, body=between('<doc-anchor-target id="よくある質問"', "<footer")),
    # positioned spans: question lines by class
    'Revolutionary-Games--Thrive--faq.htm': xara_questions,
    # "#" title; "##" groups of "###" entries
    'david-van--w5-football-prediction--FAQ.de.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    # "#" title, "## Nota de público" (text); numbered "## N)" questions
    'Colaborapanc--colaborapanc--faq.md': lambda t: lines(r"^## \d+\) .*$")(strip_fences(t)),
    # "#" title; flat "##" entries
    'adoyle-h--one.nvim--README.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    # "#" title; flat "####" questions
    'dgkanatsios--AzureFunctionsNodeLeaderboards-Cosmos--README.faq.md':
        lambda t: lines(r"^#### \S.*$")(strip_fences(t)),
    # underlined numbered entries (the index before them has no underlines)
    'cyberiya--tucan--FAQ.es': underlined_numbered,
    # a "Q:" line alone (the question on the next line)
    'dmcclendon--zyx-liveinstaller--FAQ': lines(r"^Q:[ \t]*$"),
    # "Q: " entries; a second "A:" is part of its entry
    'davidrg--mars_nwe--FAQS': lines(r"^Q: \S.*$"),
    # overlined "*" title; "-" groups of whole-line bold questions
    'Cantera--cantera--faq.rst': rst_underlined({"-": ("group", 1)}, r"^\*\*[^*].*\*\*\s*$"),
    # "=" titles of one level: the first is the page's title, "Project Layout" a group; "* Q:" bullets
    'Neat-Lang--neat--faq.rst': first_as_title(rst_underlined({"=": ("group", 1)}, r"^\* Q:")),
    # "==" names the FAQ and holds all (no section); "===" questions
    'PicnicSupermarket--hiring-experience--faq.adoc':
        adoc_levels({2: ("group", 1, NO_GROUP), 3: ("question", 2)}),
    # "=" title; flat "==" questions
    'couchbase--docs-server--couchbase-containers-faq.adoc': adoc_levels({2: ("question", 1)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
