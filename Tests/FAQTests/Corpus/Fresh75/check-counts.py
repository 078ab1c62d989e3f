#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into a working list), in the conventions SOURCES.md states (../Fresh5/'s). A
rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them:
a group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. A rule that returns None says the file holds no FAQ
(expected "refused"; none here does). The rules read the markup: Texinfo `@chapter`, `@section`,
`@subsection` and bare `@item` lines; MDX ATX headings outside front matter and fences (and, in one
file, outside its table of contents); reStructuredText titles by their adornment, and bold-only
paragraphs where a file puts its questions there. The allowed readings the notes give are not run.
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

# ---- Texinfo -------------------------------------------------------------------------------------


def before_bye(t):
    return t.split("\n@bye", 1)[0]


def texinfo(levels):
    """levels: {command: (kind, depth)}; command lines at the margin (so `@c @section` lines, which
    are comments, are left out), read up to `@bye`. The command "item" matches only a bare `@item`
    line (an `@enumerate` entry whose question follows on the next line), not `@item` lines with
    text (list and table rows)."""
    def rule(t):
        out = []
        for m in re.finditer(r"^@(chapter|section|subsection|item)\b[ \t]*(.*)$", before_bye(t), re.M):
            command, rest = m.group(1), m.group(2).strip()
            if command == "item" and rest:
                continue
            if command in levels:
                out.append(levels[command] + (rest or "item",))
        return out
    return rule


# ---- MDX -----------------------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def atx(levels, drop=()):
    """levels: {number of '#': (kind, depth)}; ATX headings (up to three spaces in) outside front
    matter and fences; other levels left out, and so are headings whose title is in drop."""
    def rule(t):
        out = []
        for m in re.finditer(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", no_fences(no_front_matter(t)), re.M):
            level, title = len(m.group(1)), m.group(2)
            if level in levels and title not in drop:
                out.append(levels[level] + (title,))
        return out
    return rule


def c2pa(t):
    """The '## Table of Contents' block (its '###' category headings over link lists) runs up to
    the first '---' rule after it and is left out; then '##' groups of '###' questions."""
    t = re.sub(r"^## Table of Contents\n.*?^---[ \t]*$", "", no_front_matter(t), count=1, flags=re.M | re.S)
    return atx({2: ("group", 1), 3: ("question", 2)})(t)


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t):
    """(line index, character, title, overlined, has_text) for every title: a text line under
    a line of one adornment character at least as long (with or without an overline of it),
    read top to bottom, an overline-title-underline triple taken whole before anything else.
    (../Fresh69/'s and ../Fresh72/'s reader.)"""
    ls, found, i = t.split("\n"), [], 0
    while i < len(ls) - 1:
        a = ls[i].rstrip()
        if (re.fullmatch(ADORN, a) and i + 2 < len(ls) and ls[i + 1].strip()
                and not re.fullmatch(ADORN, ls[i + 1].strip()) and ls[i + 2].rstrip() == a):
            found.append([i, a[0], ls[i + 1].strip(), True, i + 3])
            i += 3
            continue
        b = ls[i + 1].rstrip()
        opens_triple = (i + 3 < len(ls) and ls[i + 3].rstrip() == b and ls[i + 2].strip()
                        and not re.fullmatch(ADORN, ls[i + 2].strip()))
        if (a.strip() and a[0] not in " \t" and not re.fullmatch(ADORN, a.strip())
                and re.fullmatch(ADORN, b) and len(b) >= len(a) and not opens_triple):
            found.append([i, b[0], a.strip(), False, i + 2])
            i += 2
            continue
        i += 1
    out = []
    for n, (start, char, title, over, after) in enumerate(found):
        end = found[n + 1][0] if n + 1 < len(found) else len(ls)
        has_text = any(line.strip() and not line.strip().startswith("..")
                       for line in ls[after:end])
        out.append((start, char, title, over, has_text))
    return out


def rst(kinds):
    """kinds: {(character, overlined): (kind, depth)}; other titles left out."""
    def rule(t):
        return [kinds[(c, o)] + (title,) for _, c, title, o, _ in rst_titles(t) if (c, o) in kinds]
    return rule


def pyreact(t):
    """'-' titles are groups; a paragraph that is only a bold run at the margin is a question."""
    found = [(start, "group", 1, title) for start, c, title, o, _ in rst_titles(t) if (c, o) == ("-", False)]
    for n, line in enumerate(t.split("\n")):
        m = re.fullmatch(r"\*\*([^*]+)\*\*[ \t]*", line)
        if m:
            found.append((n, "question", 2, m.group(1)))
    return [f[1:] for f in sorted(found)]


RULES = {
    # Texinfo
    'Mercury-Language--mercury--faq.texi': texinfo({"chapter": ("group", 1), "item": ("question", 2)}),
    'ecashin--integrit--faq.texi': texinfo({"section": ("question", 1)}),
    'mormegil-cz--gnubg--faq.texi': texinfo({"section": ("group", 1), "subsection": ("question", 2)}),
    # MDX
    'GZMOS--crabgame-wiki--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # the closing '### Additional Assistance' asks nothing: the document's text
    'freeCodeCamp--contribute--faqs.mdx': atx({3: ("question", 1)}, drop=("Additional Assistance",)),
    'royalpinto007--d-errors-docs--faqs.mdx': atx({2: ("question", 1)}),
    'Fabric-Development--fabric-wiki--faq.mdx': atx({1: ("group", 1), 3: ("question", 2)}),
    'iflux-art--website--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'mrrobotdotapp--docs.mrrobot.app--faq.mdx': atx({2: ("question", 1)}),
    'paulortiz199928--c2pa-wiki--faq.mdx': c2pa,
    # reStructuredText
    'BusKill--buskill-app--faq.rst': rst({("-", False): ("question", 1)}),
    'debops--debops--faq.rst': rst({("-", False): ("question", 1)}),
    'tdelphi1981--LearnQL--faq.rst': rst({("-", False): ("group", 1), ("~", False): ("question", 2)}),
    'wanbnn--pyreact--faq.rst': pyreact,
    'PALab--place--faq.rst': rst({("-", True): ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
