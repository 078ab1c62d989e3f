#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh107) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers are ../Fresh105/'s (../Fresh103/'s, ../Fresh101/'s,
../Fresh99/'s), copied unchanged, and so are its AsciiDoc helpers (no_adoc_blocks, adoc_entries)
and Org helpers (no_org_blocks, org_levels). New here: plain-text rules for numbered groups over
dashes with indented 'N.M.' entries (Achievo), numbered entries over dashes after a contents list
(Phorum), numbered groups and 'N.M' entries all underlined with '=' (Beehive Forum) and ' Q:'
lines (webalizer's README.Debian); an AsciiDoc reader of '==' groups of '===' entries (Massa); a
Markdown rule of '###' entries (DiscordSRV) and flat '*' Org entries outside source blocks
(Chime). `read` gunzips the .gz file. The allowed readings the notes give are not run.
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


# ---- helpers copied from ../Fresh103/check-counts.py ------------------------------------------


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


def no_org_blocks(t):
    """../Fresh101/'s."""
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


def org_levels(t):
    """(level, title) of Org headings outside #+begin/#+end blocks (../Fresh101/'s)."""
    return [(len(m.group(1)), m.group(2).strip())
            for m in re.finditer(r"^(\*+)[ \t]+(\S.*?)[ \t]*$", no_org_blocks(t), re.M)]



# ---- new rules -----------------------------------------------------------------------------------


def achievo(t):
    """Plain text: the title is underlined with '='; groups are numbered 'N. ' lines over a line of
    dashes; entries are 'N.M. ' lines indented one space (their continuation lines are indented
    more)."""
    found = [(m.start(), "group", 1, m.group(1).strip())
             for m in re.finditer(r"^(\d+\. \S.*)\n-{3,}[ \t]*$", t, re.M)]
    found += [(m.start(), "question", 2, m.group(1).strip())
              for m in re.finditer(r"^ (\d+\.\d+\. \S.*)$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def phorum(t):
    """Plain text: the title is underlined with '='; the 'Table of contents:' list is not
    underlined; every entry is a numbered line over a line of dashes."""
    return [("question", 1, m.group(1).strip())
            for m in re.finditer(r"^(\d+\. \S.*)\n-{3,}[ \t]*$", t, re.M)]


def beehive(t):
    """Plain text: every heading is underlined with '='; 'N. ' headings are groups and 'N.M '
    headings entries; '0. Contents' heads the contents list (no section)."""
    out = []
    for m in re.finditer(r"^(\d+)(\.\d+)?\.? (\S.*)\n=+[ \t]*$", t, re.M):
        if m.group(2):
            out.append(("question", 2, m.group(3).strip()))
        else:
            out.append(("group", 1, NO_GROUP if m.group(1) == "0" else m.group(3).strip()))
    return out


def adoc_groups(t):
    """AsciiDoc: the '=' document title left out; '==' headings are groups of '===' entries."""
    out = []
    for m in re.finditer(r"^(={2,3})[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M):
        out.append(("group", 1, m.group(2)) if len(m.group(1)) == 2 else ("question", 2, m.group(2)))
    return out


def chime(t):
    """Org: '#+TITLE' left out; every '*' heading outside #+BEGIN/#+END blocks is an entry of no
    section (the two '*' lines inside the 'org' source block are code)."""
    return [("question", 1, title) for level, title in org_levels(t) if level == 1]


RULES = {
    # plain text
    # four numbered groups over dashes of fourteen ' N.M.' entries; the title is over '='
    'atkphpframework--achievo--FAQ': achievo,
    # eleven numbered entries over dashes; the contents list of ten is not counted
    'Phorum--Core--faq.txt': phorum,
    # six numbered groups of thirteen 'N.M' entries, all over '='; '0. Contents' is no section
    'BeehiveForum--BeehiveForum--faq.txt': beehive,
    # AsciiDoc
    # five '==' groups of twenty '===' entries
    'massalabs--massa--faq.adoc': adoc_groups,
    # eight flat '==' questions
    'sikt-no--graphitron--faq.adoc': adoc_entries(),
    # MDX and Markdown variants
    # front matter and '#' title left out; nine '##' questions
    'ocaml-gospel--gospel--faq.md': atx({2: ("question", 1)}),
    # imports and '#' title left out; twenty-eight '###' entries; '####' inside answers left out
    'DiscordSRV--Documentation--faq.mdx': atx({3: ("question", 1)}),
    # Org
    'cjennings--chime--TROUBLESHOOTING.org': chime,
    # Debian
    # seven ' Q:' entries under 'FAQ:' (it names the part and holds every entry: no section)
    'webalizer--2.23.08-3.3--README.Debian.gz': lines(r"^ Q:.*"),
}


if __name__ == "__main__":
    main(HERE, RULES)
