#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh109) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers are ../Fresh107/'s (../Fresh105/'s, ../Fresh103/'s,
../Fresh101/'s, ../Fresh99/'s), copied unchanged, and so are its AsciiDoc helpers (no_adoc_blocks,
adoc_entries, and adoc_groups, new in ../Fresh107/) and Org helpers (no_org_blocks, org_levels; no
Org file this time). New here: plain-text rules for 'Section N:' groups of '* N.M' entries (GetDP),
'Q:' lines over dashes (CliXon) and the '%%%' entries of the manual's last '###' part (fdm's
MANUAL); the other rules are shared ones (Fresh107's adoc_groups and adoc_entries, atx, lines).
`read` gunzips the .gz file. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, lines, main, ordered  # noqa: E402

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


# ---- helpers copied from ../Fresh107/check-counts.py (../Fresh103/'s) -------------------------


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



# ---- rules copied from ../Fresh107/check-counts.py ----------------------------------------------


def adoc_groups(t):
    """AsciiDoc: the '=' document title left out; '==' headings are groups of '===' entries."""
    out = []
    for m in re.finditer(r"^(={2,3})[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M):
        out.append(("group", 1, m.group(2)) if len(m.group(1)) == 2 else ("question", 2, m.group(2)))
    return out


# ---- new rules -----------------------------------------------------------------------------------


def getdp(t):
    """Plain text: 'Section N: ' lines (between lines of stars) are groups; '* N.M ' lines are
    entries (one runs over two lines); the '$Id' line and 'This is the GetDP FAQ' are the title."""
    return ordered((r"^Section \d+: .*$", "group", 1), (r"^\* \d+\.\d+ .*$", "question", 2))(t)


def clixon(t):
    """Plain text: the title is underlined with '='; every entry is a 'Q: ' line over a line of
    dashes, its answer below."""
    return [("question", 1, m.group(1)) for m in re.finditer(r"^(Q: .*)\n-{3,}[ \t]*$", t, re.M)]


def fdm(t):
    """fdm's MANUAL: only its last '###' part, 'Frequently asked questions', is a FAQ; it names the
    part and holds every entry (no section); its eight '%%% ' lines are the entries. The manual's
    other '###' parts and their '%%%' topics are the document's text."""
    part = t[t.index("\n### Frequently asked questions"):]
    return [("question", 1, m.group(0)) for m in re.finditer(r"^%%% .*$", part, re.M)]


RULES = {
    # plain text
    # sixteen 'Q:' lines, each question on the indented line below it; 'A:' lines answer
    'nascheme--durus--FAQ.txt': lines(r"^Q:[ \t]*$"),
    # three 'Section N:' groups of eleven '* N.M' entries
    'hh-wu--getdp--FAQ.txt': getdp,
    # twenty-one 'Q:' lines over dashes
    'clicon--clixon--FAQ.txt': clixon,
    # AsciiDoc
    # eleven '==' groups of forty-three '===' entries (listing blocks and the table left out)
    'jeffjensen--ha-owm-precipitation-forecast--faq.adoc': adoc_groups,
    # comment block and '=' title left out; seven flat '==' questions
    'expressvpn--lightway-core--faq.adoc': adoc_entries(),
    # MDX
    # front matter left out; seven '###' questions
    'jsverse--transloco--faq.mdx': atx({3: ("question", 1)}),
    # front matter and '#' title left out; seventeen '##' entries, the closing one that asks included
    'growthbook--growthbook--faq.mdx': atx({2: ("question", 1)}),
    # Debian
    # the manual's FAQ part: eight '%%%' entries, no section
    'fdm--1.9+git20181219-1+b2--MANUAL.gz': fdm,
}


if __name__ == "__main__":
    main(HERE, RULES)
