#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh105) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers are ../Fresh103/'s (../Fresh101/'s, ../Fresh99/'s), copied
unchanged, and so are ../Fresh103/'s AsciiDoc helpers (no_adoc_blocks, adoc_entries) and Org
helpers (no_org_blocks, org_levels). New here: plain-text line rules for '> Q:' (pam_usb),
numbered entries (comedilib) and 'Q :' (EJBCA); a closing '##' heading left out (Dahlia); flat
'*' Org entries (nexenne.com); and a setext plain-text reader of '?:' entries under '-'-underlined
groups (xawtv's README.bttv). `read` gunzips the .gz file. The allowed readings the notes give are
not run.
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


def without(rule, *titles):
    """The items of rule, less the closing headings named (text, not entries)."""
    return lambda t: [i for i in rule(t) if i[2] not in titles]


def nexenne(t):
    """Org: '#+TITLE' left out; every '*' heading is an entry of no section."""
    return [("question", 1, title) for level, title in org_levels(t) if level == 1]


def bttv(t):
    """Plain text: the title is underlined with '='; groups are underlined with '-'; entries are
    '?:' lines. 'common problems' names the part and holds every entry (no section); the numbered
    hints of 'general hints' and the '*' bullets of 'hardware specific problems' are text."""
    found = []
    ls = t.split("\n")
    for i in range(1, len(ls)):
        if re.fullmatch(r"-{3,}", ls[i].rstrip()) and ls[i - 1].strip():
            title = ls[i - 1].strip()
            found.append((i - 1, "group", 1, NO_GROUP if title == "common problems" else title))
        elif ls[i].startswith("?: "):
            found.append((i, "question", 2, ls[i][3:].strip()))
    return [f[1:] for f in sorted(found)]


RULES = {
    # plain text
    # six '> Q:' lines (two over two lines), answers '>> A:'; the '======' line is the title
    'aluzzardi--pam_usb--FAQ': lines(r"^> Q: .*"),
    # six numbered entries '1.' .. '6.' at the margin; error-message lines in answers start otherwise
    'Linux-Comedi--comedilib--FAQ': lines(r"^\d\.\s+\S.*"),
    # sixteen 'Q :' lines between rules of dashes; 'EJBCA FAQ' over '=' is the title
    'Keyfactor--ejbca-ce--FAQ': lines(r"^Q : .*"),
    # AsciiDoc
    'dlang-supplemental--vello-d--troubleshooting.adoc': adoc_entries(),
    # eight symptoms and the closing 'Something else?' (asks, with its own answer: an entry)
    'vulnlog--vulnlog--troubleshooting.adoc': adoc_entries(),
    # MDX and Markdown variants
    'prosefly--astro-theme-dahlia--troubleshooting.mdx': without(atx({2: ("question", 1)}), "问题仍未解决"),
    # VitePress: '#' title left out; twenty '##' entries, the closing one counted
    'sidequestjs--sidequest--faq.md': atx({2: ("question", 1)}),
    # Org
    'signorenne--nexenne.com--troubleshooting.org': nexenne,
    # Debian
    'xawtv--3.107-1.1--README.bttv.gz': bttv,
}


if __name__ == "__main__":
    main(HERE, RULES)
