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
(`**…**`, `**Q: …**`) and HTML bold list items (`<li><p><b>…</b>`) where a file puts its
questions there; `<summary>` elements; reStructuredText titles by their adornment, bold
paragraphs and one-item bullet questions. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, main  # noqa: E402

# ---- Markdown and MDX ----------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---[ \t]*\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def body(t):
    return no_fences(no_front_matter(t))


def items(t, specs):
    """specs: [(regex, kind, depth)], matched at line starts in t; items in file order.
    A regex's first group, where it has one, is the title."""
    found = []
    for pattern, kind, depth in specs:
        for m in re.finditer(pattern, t, re.M):
            title = (m.group(1) if m.groups() else m.group(0)).strip()
            found.append((m.start(), kind, depth, title))
    return [f[1:] for f in sorted(found)]


def atx(levels, extra=()):
    """levels: {number of '#': (kind, depth)}; ATX headings with a title, up to three spaces in,
    outside front matter and fences; other levels left out. extra: more (regex, kind, depth)."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), kind, depth) for n, (kind, depth) in levels.items()]
    return lambda t: items(body(t), specs + list(extra))


def summaries(t):
    """Flat: one question per <summary> element."""
    return [("question", 1, " ".join(m.group(1).split()))
            for m in re.finditer(r"<summary>(.*?)</summary>", body(t), re.S)]


def advising(t):
    """HTML in a Jekyll page: <h3> groups; a question is a list item opened by a bold paragraph."""
    return items(body(t), [(r"^[ \t]*<h3>(.*?)</h3>", "group", 1),
                           (r"^<li><p><b>(.*?)</b></p>", "question", 2)])


def swc(t):
    """'##' headings are groups where '###' questions follow them, questions where none do (each
    such question after a no-section group, which ends the group before it)."""
    b = body(t)
    heads = [(len(m.group(1)), m.group(2).strip())
             for m in re.finditer(r"^(#{2,3})[ \t]+(\S.*)$", b, re.M)]
    out = []
    for i, (level, title) in enumerate(heads):
        if level == 3:
            out.append(("question", 2, title))
        elif i + 1 < len(heads) and heads[i + 1][0] == 3:
            out.append(("group", 1, title))
        else:
            out += [("group", 1, NO_GROUP), ("question", 2, title)]
    return out


def vibecode(t):
    """'###' groups of bold '**Q: …**' questions; the '##' headings (the FAQ's own heading and the
    closing Contact Support and Quick Links) end the groups and are no sections."""
    found = items(body(t), [(r"^##[ \t]+(\S.*)$", "group", 0),
                            (r"^###[ \t]+(\S.*)$", "group", 1),
                            (r"^\*\*(Q:.+?)\*\*", "question", 2)])
    return [(k, d, NO_GROUP if d == 0 else title) for k, d, title in found]


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
    kind, depth)] for paragraph or bullet questions, matched at line starts."""
    def rule(t):
        found = [(start, kinds[(c, o)][0], kinds[(c, o)][1], title)
                 for start, c, title, o in rst_titles(t) if (c, o) in kinds]
        for pattern, kind, depth in extra:
            for m in re.finditer(pattern, t, re.M):
                line = t.count("\n", 0, m.start())
                found.append((line, kind, depth, m.group(0).strip()))
        return [f[1:] for f in sorted(found)]
    return rule


RULES = {
    # Markdown variants: Jekyll pages with front matter
    'stevenhan1991--stevenhan1991.github.io--FAQ.md': advising,
    # '####' questions and one bold-italic question paragraph after an image
    'LaPorteServiceLeague--laporteserviceleague.github.io--FAQ.md':
        atx({4: ("question", 1)}, [(r"<strong><i>([^<]*\?)</i></strong>", "question", 1)]),
    'PyThaiNLP--pythainlp.github.io--FAQ.md': atx({2: ("group", 1), 3: ("question", 2)}),
    'RyanJ-Ellison--ryanj-ellison.github.io--FAQ.md': atx({}, [(r"^\*\*(.+?)\*\*[ \t]*$", "question", 1)]),
    'SWC-Advanced-Microscopy--swc-advanced-microscopy.github.io--FAQ.md': swc,
    # Markdown variants: front matter and <details>/<summary>
    'testing-library--testing-library-docs--faq.md': summaries,
    'apex--up--08-faq.md': summaries,
    # MDX
    'LeagueToolkit--wiki--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'MrKaboom-CV--boombox-support-site--faq.mdx': atx({3: ("question", 1)}),
    'VibeCodeUtah--vibecodeutah--faq.mdx': vibecode,
    # '#' is the title
    'Franlinozz--Archon--faq.mdx': atx({2: ("question", 1)}),
    # reStructuredText
    'geoschem--integrated_methane_inversion--faqs.rst': rst({("~", False): ("question", 1)}),
    'JoseALermaIII--clashcallerbot-reddit--faqs.rst': rst({("-", False): ("question", 1)}),
    'HCGB-IGTP--BacterialTyper--faqs.rst': rst({("=", False): ("group", 1)},
                                               [(r"^- .*\?[ \t]*$", "question", 2)]),
    'Jshulgach--Mini-Arm--faqs.rst': rst({("-", False): ("group", 1)},
                                         [(r"^\*\*[^*]+\*\*[ \t]*$", "question", 2)]),
}


if __name__ == "__main__":
    main(HERE, RULES)
