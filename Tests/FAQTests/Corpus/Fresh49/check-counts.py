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
only closes the groups before it. A rule that returns None says the file holds no FAQ (expected
"refused"; none here does).
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
from holdout_counting import html_tags, lines, main, ordered, strip_fences  # noqa: E402


def front_matter_off(t):
    # a leading YAML block between "---" lines is metadata, not text
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def adoc_blocks_off(t):
    # AsciiDoc delimited listing/literal blocks ("----", "....") hold no titles
    return re.sub(r"^(-{4,}|\.{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def rst_loose(kinds):
    """reST section titles underlined at the margin, the underline allowed to be shorter than the
    title (docutils warns, "Title underline too short", and still makes a section); overlined
    titles (the document title) left out. kinds: {underline char: (kind, depth)}."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"])\1{3,}", ls[i].rstrip())
            title = ls[i - 1]
            if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"])\1+", title.strip()):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title.strip(),))
        return out
    return rule


def asciidoc_two_line(t):
    """asciidoc.py's two-line titles: a text line over a line of "-" whose length is within two
    characters of the title's. Read line by line as asciidoc.py does: a line of four or more "-"
    that is no title's underline opens a listing block, closed by the same line, and nothing inside
    it is a title (so "} &" or "fi" over a closing "----" is listing text)."""
    ls, out, i, fence = t.split("\n"), [], 0, None
    while i < len(ls):
        line = ls[i].rstrip()
        if fence:
            if line == fence:
                fence = None
            i += 1
            continue
        under = ls[i + 1].rstrip() if i + 1 < len(ls) else ""
        if line.strip() and not re.fullmatch(r"[-=+.]+", line) and re.fullmatch(r"-{3,}", under) \
                and abs(len(under) - len(line)) <= 2:
            out.append(("question", 1, line))
            i += 2
            continue
        if re.fullmatch(r"-{4,}", line):
            fence = line
        i += 1
    return out


# RULES-FUNCTIONS-END

RULES = {
    # the "==" heading names the FAQ and holds every entry; entries are "*" items at the margin
    # (the "**" items are a list inside the second answer)
    'redpen-cc--redpen-doc--faq.adoc': lambda t: lines(r"^\* \S")(adoc_blocks_off(t)),
    # "=" title; flat "==" entries; listings hold no titles
    'dm-academy--dp-course--faq.adoc': lambda t: lines(r"^== \S")(adoc_blocks_off(t)),
    # no headings but the title: each <details>'s <summary> is the question
    'learntocloud--learn-to-cloud--faq.mdx': lines(r"<summary>"),
    # "##" topic entries; the "###" under Proof-of-Stake is inside its answer
    'lunes-platform--telescope--faq.mdx': lambda t: lines(r"^## \S")(strip_fences(front_matter_off(t))),
    # the article only: its h2 names the body; the JSON-LD copy in <head> and the CTA h2 are outside
    'pumni--Sky-Auto-Player--faq.html':
        html_tags({"summary": ("question", 1)}, body=between("<article", "</article>")),
    # the article only: side navigation and footer headings are outside it; h2 without h3 are
    # empty groups (Launch, Roadmap, Answered by Gav series) and no sections
    'xnorly--polkadot-wiki--faq.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=between("<article", "</article>")),
    'AmadoMuerte--Waxlight-launcher--faq.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=between('<div class="wiki-content">', "</main>")),
    # overlined "=" title; "=" groups, "-" questions, several underlines too short
    'Bobsans--VibeMQ--faq.rst': rst_loose({"=": ("group", 1), "-": ("question", 2)}),
    # "=" title (not overlined, left out); "-" groups, "^" questions
    'openxrlab--xrfeitoria--faq.rst': rst_loose({"-": ("group", 1), "^": ("question", 2)}),
    # "##" entries, each over one "::: details" block; no fences ("```console```" is inline code)
    'MC-Ltd--JSBusters--faq.md': lines(r"^## \S"),
    # "##" entries; the "# або" line is inside an indented fence
    'spaceship-prompt--spaceship-prompt--faq.md': lambda t: lines(r"^## \S")(strip_fences(t)),
    'DavidPandleton--photo-sorter-v3--faq.md': lines(r"^### \S"),
    # "=" underlined title; "-" underlined "Hint:" and "Q:" entries
    'herbstluftwm--herbstluftwm--faq.txt': asciidoc_two_line,
    # "--Group" lines, ": question" lines, "> answer" lines
    'linqing--ebb--faq.txt': ordered((r"^--\S.*$", "group", 1), (r"^: .*$", "question", 2)),
    'Ship-of-Agony--KlippShell4Creality--faq.txt': lines(r"^Problem: .*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
