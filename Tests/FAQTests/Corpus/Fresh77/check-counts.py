#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into a working list), in the conventions SOURCES.md states (../Fresh5/'s). A
rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them:
a group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it. The rules read the
markup: Markdown/MDX ATX headings outside front matter and fences; bold question paragraphs
(`**Q: …**`, anchored `<a name=N></a>**…**`) where a file puts its questions there; MDX
`<summary>` and `<AccordionTrigger>` elements; reStructuredText titles by their adornment, bold
`**Q: …**` paragraphs, `list-table` directives and `dropdown` directives. The allowed readings the
notes give are not run.
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
from holdout_counting import main  # noqa: E402

# ---- Markdown and MDX ----------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---[ \t]*\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def body(t):
    return no_fences(no_front_matter(t))


def items(t, specs):
    """specs: [(regex, kind, depth)], matched at line starts in body(t); items in file order.
    A regex's first group, where it has one, is the title."""
    found = []
    for pattern, kind, depth in specs:
        for m in re.finditer(pattern, t, re.M):
            title = (m.group(1) if m.groups() else m.group(0)).strip()
            found.append((m.start(), kind, depth, title))
    return [f[1:] for f in sorted(found)]


def atx(levels):
    """levels: {number of '#': (kind, depth)}; ATX headings with a title, up to three spaces in,
    outside front matter and fences; other levels left out."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), kind, depth) for n, (kind, depth) in levels.items()]
    return lambda t: items(body(t), specs)


def anchore(t):
    """'###' groups; a question is a paragraph opened by an anchor and a bold run."""
    return items(body(t), [(r"^###[ \t]+(\S.*)$", "group", 1),
                           (r'^<a name="\d+"></a>\*\*(.+?)\*\*', "question", 2)])


def dmp4nfdi(t):
    """'##' groups; a question is a bold paragraph '**Q: …**'."""
    return items(body(t), [(r"^##[ \t]+(\S.*)$", "group", 1), (r"^\*\*(Q:.+?)\*\*", "question", 2)])


def summaries(t):
    """Flat: one question per <summary> element."""
    return [("question", 1, " ".join(m.group(1).split()))
            for m in re.finditer(r"<summary>(.*?)</summary>", body(t), re.S)]


def accordion(t):
    """'##' groups; a question is an <AccordionTrigger>."""
    return items(body(t), [(r"^##[ \t]+(\S.*)$", "group", 1),
                           (r"^[ \t]*<AccordionTrigger>(.*?)</AccordionTrigger>", "question", 2)])


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t):
    """(line index, character, title, overlined) for every title: a text line at the margin under a
    line of one adornment character at least as long (with or without an overline of it)."""
    ls, found, i = t.split("\n"), [], 0
    while i < len(ls) - 1:
        a = ls[i].rstrip()
        if (re.fullmatch(ADORN, a) and i + 2 < len(ls) and ls[i + 1].strip()
                and not re.fullmatch(ADORN, ls[i + 1].strip()) and ls[i + 2].rstrip() == a):
            found.append((i, a[0], ls[i + 1].strip(), True))
            i += 3
            continue
        b = ls[i + 1].rstrip()
        if (a.strip() and a[0] not in " \t" and not re.fullmatch(ADORN, a.strip())
                and re.fullmatch(ADORN, b) and len(b) >= len(a)):
            found.append((i, b[0], a.strip(), False))
            i += 2
            continue
        i += 1
    return found


def rst(kinds, extra=()):
    """kinds: {(character, overlined): (kind, depth)}; other titles left out. extra: [(regex,
    kind, depth)] for directive or paragraph questions, matched at line starts."""
    def rule(t):
        found = [(start, kinds[(c, o)][0], kinds[(c, o)][1], title)
                 for start, c, title, o in rst_titles(t) if (c, o) in kinds]
        offsets = [0]
        for line in t.split("\n"):
            offsets.append(offsets[-1] + len(line) + 1)
        for pattern, kind, depth in extra:
            for m in re.finditer(pattern, t, re.M):
                line = t.count("\n", 0, m.start())
                found.append((line, kind, depth, m.group(0).strip()))
        return [f[1:] for f in sorted(found)]
    return rule


RULES = {
    # Markdown variants: Hugo pages with front matter
    'ddjain--website--_index.md': atx({3: ("question", 1)}),
    # the two '###' headings are answers' own sub-headings
    'jenkins-x--jx-docs--_index.md': atx({2: ("question", 1)}),
    'mosn--mosn.io--_index.md': atx({3: ("question", 1)}),
    'navidrome--website--_index.md': atx({2: ("question", 1)}),
    'anchore--enterprise-docs--_index.md': anchore,
    'base4nfdi--dmp4nfdi-website--_index.md': dmp4nfdi,
    # MDX
    'feeeedox--test-starlight--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'cosmo030--ctflab-docs--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'thoth-tech--ThothTech-Documentation-Website--faq.mdx': summaries,
    'varity-labs--varity-docs--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'BankkRoll--Convex-UI--faq.mdx': accordion,
    # reStructuredText
    # '~' titles are answers' own sub-headings
    'AutoFlowResearch--SmartPeak--faq.rst': rst({("-", False): ("question", 1)}),
    'maps-as-data--MapReader--faq.rst': rst({}, [(r"^\*\*Q:.*?\*\*", "question", 1)]),
    'ScheiklP--sofa_env--faq.rst': rst({}, [(r"^\.\. list-table::", "question", 1)]),
    # the '-' title is the document's title; '*' titles are groups
    'DiamondLightSource--httomo--faq.rst': rst({("*", False): ("group", 1)},
                                               [(r"^\.\. dropdown::.*$", "question", 2)]),
}


if __name__ == "__main__":
    main(HERE, RULES)
