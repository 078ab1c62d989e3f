#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh103) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers are ../Fresh101/'s (../Fresh99/'s, ../Fresh97/'s), copied
unchanged. New here: plain-text readers of Q:/A: pairs (acerhk) and of numbered groups and
questions (NeoStats), <details>/<summary> entries under '##' groups (SriGuide), an AsciiDoc reader
of '==' entries outside delimited blocks with a closing topic left out (mailctl, quarkus-forge),
a Markdown README reader that counts only the entries of one part (Back In Time), and an Org
reader of '*' groups and '**' entries with ../Fresh101/'s Org helpers (brale-core). `read` gunzips
the .gz file. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, lines, main  # noqa: E402

# ---- Markdown and MDX (../Fresh97/'s helpers) ----------------------------------------------------


def no_front_matter(t):
    t = re.sub(r"\A---\n.*?\n---[ \t]*\n", "", t, flags=re.S)
    return re.sub(r"\A\+\+\+\n.*?\n\+\+\+[ \t]*\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def no_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def body(t):
    return no_comments(no_fences(no_front_matter(t)))


def items(t, specs):
    """specs: [(regex, kind, depth)], matched at line starts in t; items in file order.
    A regex's first group, where it has one, is the title."""
    found = []
    for pattern, kind, depth in specs:
        for m in re.finditer(pattern, t, re.M):
            title = (m.group(1) if m.groups() else m.group(0)).strip()
            found.append((m.start(), kind, depth, title))
    return [f[1:] for f in sorted(found)]


def atx(levels, extra=(), pre=lambda t: t):
    """levels: {number of '#': (kind, depth)}; ATX headings with a title, up to three spaces in,
    outside front matter, fences and HTML comments; other levels left out. extra: more
    (regex, kind, depth). pre: applied to the text first (new here)."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), v[0], v[1]) for n, v in levels.items()]

    def rule(t):
        return items(body(pre(t)), specs + list(extra))
    return rule


def topics(found, asking_only):
    """A group that holds no entry (the next item is a group of the same or a smaller depth, or
    nothing) becomes a topic entry of no section: a NO_GROUP group and a question. asking_only:
    only where its title ends in '?' (a closing heading that asks), as ../Fresh85/ read SKALE's."""
    out = []
    for i, (kind, depth, title) in enumerate(found):
        if kind == "group" and (not asking_only or title.rstrip().endswith("?")):
            nxt = found[i + 1] if i + 1 < len(found) else None
            if nxt is None or nxt[0] == "group" and nxt[1] <= depth:
                out += [("group", depth, NO_GROUP), ("question", depth + 1, title)]
                continue
        out.append((kind, depth, title))
    return out


def with_topics(rule):
    return lambda t: topics(rule(t), asking_only=False)


# ---- new rules -----------------------------------------------------------------------------------


def neostats(t):
    """Plain text: '1. General Questions' lines (a digit, a dot, a space) are groups; '1.1 What is
    NeoStats?' lines are questions (the numbered table of contents is tab-indented, its group lines
    have no dot, so neither matches)."""
    return items(t, [(r"^(\d\. \S.*)$", "group", 1), (r"^(\d\.\d+ \S.*)$", "question", 2)])


def sriguide(t):
    """MDX: '##' headings are groups; each <summary> opens an entry (one over three lines); the
    closing bold line after '---' is text."""
    return items(body(t), [(r"^##[ \t]+(\S.*?)[ \t]*$", "group", 1),
                           (r"^[ \t]*<summary>(.*)$", "question", 2)])


def no_adoc_blocks(t):
    """Drops AsciiDoc delimited blocks (listing '----', literal '....', example '====', sidebar
    '****', passthrough '++++', comment '////')."""
    return re.sub(r"^(-{4,}|\.{4,}|={4,}|\*{4,}|\+{4,}|/{4,})[ \t]*$.*?^\1[ \t]*$", "",
                  t, flags=re.M | re.S)


def adoc_entries(closing=()):
    """AsciiDoc: the '=' document title left out; '==' headings are entries of no section, except
    the closing titles named, which ask nothing (text)."""
    def rule(t):
        return [("question", 1, m.group(1).strip())
                for m in re.finditer(r"^==[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M)
                if m.group(1).strip() not in closing]
    return rule


def backintime(t):
    """Markdown README: only the part under '## Known Problems and Workarounds' holds entries (its
    '###' headings); that heading names the part and holds every entry (no section); every other
    heading is the README's text. Fences (the '#' comment lines of a shell session) left out."""
    out, part = [], None
    for m in re.finditer(r"^(#{1,6})[ \t]+(\S.*?)[ \t]*$", body(t), re.M):
        level, title = len(m.group(1)), m.group(2)
        if level <= 2:
            part = title
        elif level == 3 and part == "Known Problems and Workarounds":
            out.append(("question", 1, title))
    return out


def no_org_blocks(t):
    """../Fresh101/'s."""
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


def org_levels(t):
    """(level, title) of Org headings outside #+begin/#+end blocks (../Fresh101/'s)."""
    return [(len(m.group(1)), m.group(2).strip())
            for m in re.finditer(r"^(\*+)[ \t]+(\S.*?)[ \t]*$", no_org_blocks(t), re.M)]


def brale(t):
    """Org: the two '*' language headings are groups, each of eight '**' problems; bold labels
    ('*Symptoms:*') are no headings (no space after the star)."""
    return [("group", 1, title) if level == 1 else ("question", 2, title)
            for level, title in org_levels(t) if level <= 2]


RULES = {
    # plain text
    # ten 'Q:' lines between rules of asterisks (two answers 'A1:'/'A2:' in one entry)
    'Bene81--acerhk--FAQ': lines(r"^Q: .*"),
    'Fishwaldo--NeoStats--FAQ': neostats,
    # Markdown variant (Docusaurus): front matter, intro, ten flat '###' questions, an HTML comment
    'k3s-io--docs--faq.md': atx({3: ("question", 1)}),
    # MDX
    'Camino-lk--SriGuide--faq.mdx': sriguide,
    # AsciiDoc
    'ZoolCoder--mailctl--troubleshooting.adoc': adoc_entries(closing=("Getting more detail",)),
    'ayagmar--quarkus-forge--troubleshooting.adoc': adoc_entries(closing=("Useful diagnostic command",)),
    # Org
    'laukkw--brale-core--troubleshooting.org': brale,
    # Debian
    'backintime-common--1.3.3-4--README.md.gz': backintime,
}


if __name__ == "__main__":
    main(HERE, RULES)
