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
only closes the groups before it (or stands for a heading that holds every question and names the
FAQ). A rule that returns None says the file holds no FAQ (expected "refused"; none here does).
The rules were written for this draw (modelled on ../Fresh55/check-counts.py's layout, not copied
from its rules): several follow the markup rather than headings alone (Doxygen's contents
`div`, mdBook's `main`, list items that open with a bold paragraph, bold "**Q:**" paragraphs, a
Usenet FAQ's PART/SECTION lines and entry labels, AsciiDoc listing and quote blocks).
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
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered,  # noqa: E402
                              strip_fences, text_of)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def front_matter_off(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def first_group_is_title(rule):
    """The first group a rule finds names the FAQ and holds every question: no section."""
    def wrapped(t):
        items = rule(t)
        for n, (kind, depth, _) in enumerate(items):
            if kind == "group":
                items[n] = (kind, depth, NO_GROUP)
                break
        return items
    return wrapped


def md_headings(levels):
    """levels: {number of '#': (kind, depth)}; ATX headings outside fenced blocks."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(#{1,6}) +(\S.*)$", strip_fences(t), re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2).strip(),))
        return out
    return rule


def mdbook_bold_items(t):
    """Parity Signer: inside `main`, each `li` that opens with a paragraph wholly in `strong`."""
    body = between("<main>", "</main>")(t)
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<li>\s*<p><strong>(.*?)</strong></p>", body, re.S)]


def underlined(kinds):
    """reST section titles by their underline character (no overlines in these files); the
    underline must be at least as long as the title without trailing blanks."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            u = ls[i].rstrip()
            m = re.fullmatch(r"([=\-~^#*+\"'`:.])\1{2,}", u)
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"(\S)\1+", title):
                continue
            if len(u) >= len(title) and m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def rst_groups_of_bold_q(t):
    """homodyne-analysis: '-' underlined groups (the '=' title left out), questions as
    paragraphs opening '**Q:'."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if i + 1 < len(ls) and line.strip() and re.fullmatch(r"-{3,}", ls[i + 1].rstrip()):
            out.append(("group", 1, line.strip()))
        elif line.startswith("**Q:"):
            out.append(("question", 2, line))
    return out


def netsukuku(t):
    """Netsukuku: the contents (indented Q: lines) end at the first '--' line; the body's groups
    are the numbered titles inside the '/ \\' boxes, its questions the 'Q:' lines at the margin."""
    body = t[re.search(r"^--\s*$", t, re.M).end():]
    return ordered((r"^   \d\. \S.*$", "group", 1), (r"^Q: .*$", "question", 2))(body)


def usenet_parts(t):
    """BETA FAQ: from 'PART I:' on, PART lines (depth 1), SECTION lines (depth 2) and entry
    labels such as 'Q01)', 'Lx04)', 'Sun02)' (depth 3; 'B09)' has no space after it). Entries
    are indented two, four or six spaces and their label is followed by words; the answer text is
    indented three, and two wrapped answer lines start with a cross-reference ('   F05).',
    '   X05).'), which the first version of this rule counted (see SOURCES.md)."""
    body = t[t.index("\nPART I:"):]
    return ordered((r"^PART [IVX]+: .*$", "group", 1),
                   (r"^  SECTION [IVX]+: .*$", "group", 2),
                   (r"^(?:  |    |      )[A-Z][A-Za-z]*\d\d\) ?\w.*$", "question", 3))(body)


def adoc_blocks_off(t):
    """AsciiDoc listing (----), literal (....) and quote (____) blocks hold no headings."""
    return re.sub(r"^(-{4,}|\.{4,}|_{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def adoc_levels(levels):
    """levels: {number of '=': (kind, depth)}; section titles outside delimited blocks."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(={1,6}) +(\S.*)$", adoc_blocks_off(t), re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2).strip(),))
        return out
    return rule


# RULES-FUNCTIONS-END

RULES = {
    # Doxygen: the contents div; h1 'Frequently-Asked Questions' holds all (no section), h2
    # questions; the closing h1 ('### If you have suggestions ...') holds nothing
    'TinyMUSH--TinyMUSH--md_FAQ.html':
        first_group_is_title(html_tags({"h1": ("group", 1), "h2": ("question", 2)},
                                       body=between('<div class="contents">', "<!-- contents -->"))),
    # mdBook: list items in main that open with a bold paragraph
    'jak-pan--parity-signer--FAQ.html': mdbook_bold_items,
    # a fragment: h2 title, h3 questions
    'chipbennett--oenology--faq.htm': html_tags({"h3": ("question", 1)}),
    # Jekyll output: in main only (the sidebar nav's h3s are navigation); h2 groups, h3 questions
    'jamulussoftware--jamuluswebsite--FAQ.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=between("<main", "</main>")),
    # '#' title; '##' groups (two of them empty); '###' questions and topics
    'Darthreign--gex-dashboard--FAQ.en.md': md_headings({2: ("group", 1), 3: ("question", 2)}),
    # '#' title; '##' groups; '###' questions
    'rugk--xenforo-threema-gateway--FAQ.md': md_headings({2: ("group", 1), 3: ("question", 2)}),
    # '#' title; '##' and '###' groups; '####' questions
    '2acoin--2acoin-docs--Frequently-Asked-Questions.md':
        md_headings({2: ("group", 1), 3: ("group", 2), 4: ("question", 3)}),
    # front matter off; flat '###' questions
    'Aioros--console-streaming-server--faq.md':
        lambda t: md_headings({3: ("question", 1)})(front_matter_off(t)),
    # 'Q:' lines (answers 'A:', 'A1:', 'A2:')
    'annmuor--jnode--FAQ.en.txt': lines(r"^Q: .*$"),
    # boxed numbered groups and margin 'Q:' lines after the contents
    'Netsukuku--netsukuku--FAQ': netsukuku,
    # PART and SECTION groups, labelled entries
    'olmadsen--beta-system--beta-language-faq.txt': usenet_parts,
    # '#' title; '=' group 'How do I ...'; '-' questions
    'm-labs--artiq--faq.rst': underlined({"=": ("group", 1), "-": ("question", 2)}),
    # '=' title; '-' groups of bold 'Q:' paragraphs
    'imewei--homodyne-analysis--faq.rst': rst_groups_of_bold_q,
    # '=' title; flat '===' questions
    'bodiam--docker--faq.adoc': adoc_levels({2: ("group", 1), 3: ("question", 2)}),
    # flat '====' questions
    'micronaut-projects--micronaut-core--faq.adoc': adoc_levels({4: ("question", 1)}),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
