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
only closes the groups before it (or stands for a heading that holds every entry and names the
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


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def bom_off(t):
    return t.lstrip("\ufeff")


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def adoc_blocks_off(t):
    # AsciiDoc delimited listing/literal blocks ("----", "....") and tables ("|===") hold no titles
    return re.sub(r"^(-{4,}|\.{4,}|\|={3,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def adoc_levels(levels):
    """levels: {number of "=": (kind, depth)}; a kind of None leaves the level out; NO_GROUP as
    the title of a level makes its headings close groups without being sections."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(=+) (\S.*)$", adoc_blocks_off(bom_off(front_matter_off(t))), re.M):
            spec = levels.get(len(m.group(1)))
            if spec and spec[0]:
                title = spec[2] if len(spec) > 2 else m.group(2).strip()
                out.append((spec[0], spec[1], title))
        return out
    return rule


def rst_items(sections, deflists=True):
    """reST read line by line: a section title is a text line at the margin over an underline of
    one punctuation character at least as long as it (overlined titles, the document title, are
    left out); sections maps the underline character to (kind, depth) and leaves out the rest. A
    definition-list term is a text line at the margin directly followed by an indented, non-blank
    line (its definition); it is a question one level below the last section title."""
    def rule(t):
        ls, out, depth = t.split("\n"), [], 0
        under = re.compile(r"([=\-~^*+#\"])\1{2,}")
        for i, line in enumerate(ls):
            nxt = ls[i + 1] if i + 1 < len(ls) else ""
            prev = ls[i - 1] if i > 0 else ""
            if not line.strip() or line[0] in " \t" or under.fullmatch(line.rstrip()):
                continue
            if under.fullmatch(nxt.rstrip()) and len(nxt.rstrip()) >= len(line.rstrip()):
                if prev.rstrip() == nxt.rstrip():
                    continue  # overlined: the document title
                spec = sections.get(nxt.rstrip()[0])
                if spec:
                    out.append(spec + (line.strip(),))
                    depth = spec[1]
                continue
            if deflists and nxt.strip() and nxt[0] in " \t" and (not prev.strip()):
                out.append(("question", depth + 1, line.strip()))
        return out
    return rule


def alternating(t):
    """Non-blank lines alternate question, answer, question, answer."""
    rows = [l for l in t.split("\n") if l.strip()]
    return [("question", 1, r) for r in rows[0::2]]


# RULES-FUNCTIONS-END

RULES = {
    # front matter title; flat "==" questions; the table's cells hold no titles
    'tamatebako--tebako.org--faq.adoc': adoc_levels({2: ("question", 1)}),
    # BOM, then "== FAQ" (names the FAQ, holds all: no section), "=== Motivation" group,
    # "====" entries
    'wiztigers--SR54--faq.adoc':
        adoc_levels({2: ("group", 1, NO_GROUP), 3: ("group", 2), 4: ("question", 3)}),
    # no title heading; flat "##" questions
    'BrowyHQ--browyhq.github.io--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(front_matter_off(t))),
    # <TabItem label="..."> groups of "####" questions
    'djkotori--rpgcobo-web--faq.mdx':
        ordered((r'<TabItem label="[^"]*"', "group", 1), (r"^#### .*$", "question", 2)),
    # the body after <hr>: each <li> opens with an anchor and the <b> question (the first <ol>
    # before <hr> is the contents)
    'smplayer-dev--smplayer--faq.html':
        lambda t: lines(r'<li><a name="[^"]+"></a>\s*<b>')(between("<hr>", "</body>")(t)),
    # main content only (sidebar labels are divs); flat h2 questions
    'young-developer90--zamin--faq.html':
        html_tags({"h2": ("question", 1)}, body=between("<main", "</main>")),
    # main content only (the nav's h1 and lists are outside); h2 groups of summary questions
    'alankubrick13--labiia_lex_linux--faq.html':
        html_tags({"h2": ("group", 1), "summary": ("question", 2)}, body=between("<main", "</main>")),
    # "=" title; "-" groups of definition-list questions
    'sq6jnx--sr0wx.py--faq.rst': rst_items({"-": ("group", 1)}),
    # "=" title; flat definition-list entries
    'JGAguado--ElectroLab--faq.rst': rst_items({}),
    # "#" title, pipe-table contents; "##" groups of "###" questions
    'IngSquared99--agent-sync--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(strip_fences(t)),
    # front matter; "##" groups of "###" questions; the fence holds a front-matter-like block
    'AhmedHassaan2--zeda-barber--faq.md':
        lambda t: ordered((r"^## \S.*$", "group", 1), (r"^### \S.*$", "question", 2))(
            strip_fences(front_matter_off(t))),
    # blockquote, "#" title, flat "##" questions
    'ja3ooni--anonreq--faq.md': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    # "N.) " numbered questions
    'FasterThanLennard--MyWorldtrip--faq.txt': lines(r"^\d+\.\) .*$"),
    # question line, answer line, no blank lines
    'NagabhushanSN95--FinanceManager--faq.txt': alternating,
    # boxed title; "* " questions at the margin ("  * " items are inside an answer)
    'kisslinux--kisslinux.github.io--faq.txt': lines(r"^\* \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
