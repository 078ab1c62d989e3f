#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh113) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers, the AsciiDoc helpers (no_adoc_blocks, adoc_entries,
adoc_groups) and the Org helpers are ../Fresh111/'s (../Fresh109/'s), copied unchanged (no Org
file this time). New here: a rule for dash-framed "[n] GROUP" banners over bulleted entries
(SRB2), a setext-style rule for '='-underlined questions (Seed7), a rule for question lines over a
'--' line (Audiere), and rules that count only the FAQ part of two Debian READMEs (FreedroidRPG,
Terminus Font). `read` decodes the files (gzip, UTF-8 or Latin-1) and turns CRLF into LF. The
allowed readings the notes give are not run.
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


def srb2(t):
    """Plain text (Doom Legacy style): groups are ' [n] TITLE' lines framed by lines of dashes above
    and below (the CONTENTS list's ' [n] Title' lines are not framed: a table of contents); entries
    are lines starting with one or two spaces and '*', '#' or '+' and a space. The 'F.A.Q.' banner
    names the FAQ; the answers' own 'DOS' over '---' sub-heading is indented three spaces."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if re.match(r"^ \[\d\] \S", line) and 0 < i < len(ls) - 1 \
                and re.match(r"^ -{3,}\s*$", ls[i - 1]) and re.match(r"^ -{3,}\s*$", ls[i + 1]):
            out.append(("group", 1, line.strip()))
        elif re.match(r"^ {1,2}[*#+] \S", line):
            out.append(("question", 2, line.strip()))
    return out


def underlined_equals(t):
    """Plain text: a line at the margin over a line of '=' of the same length is a heading; the
    first is the document title ('Frequently asked questions'), the rest are flat questions."""
    ls, found = t.split("\n"), []
    for i in range(1, len(ls)):
        if re.fullmatch(r"=+", ls[i]) and ls[i - 1].strip() and len(ls[i]) == len(ls[i - 1]):
            found.append(ls[i - 1])
    return [("question", 1, title) for title in found[1:]]


def readme_part(start, stop, specs):
    """Only the text from the last line equal to start (the part's heading after the contents
    list) up to the last line equal to stop; specs: (regex, kind, depth) inside it. The part's own
    heading names the FAQ part and holds every entry: no section."""
    def rule(t):
        ls = t.split("\n")
        a = max(i for i, line in enumerate(ls) if line.strip() == start)
        b = max(i for i, line in enumerate(ls) if line.strip() == stop)
        return ordered(*specs)("\n".join(ls[a + 1:b]))
    return rule


RULES = {
    # plain text
    # six dash-framed '[n] GROUP' banners (1, 1, 6, 9, 3, 1); entries '*', '#', '+' (one indented two)
    'STJr--SRB2--faq.txt': srb2,
    # fourteen 'Q.  ' lines between rules of '='
    'dsoares--pam_mount--faq.txt': lines(r"^Q\.  \S"),
    # the '='-underlined title and sixty-one '='-underlined questions
    'ThomasMertes--seed7--faq.txt': underlined_equals,
    # six questions, each over a '--' line (one question over three lines)
    'dustyleary--audiere--faq.txt': lines(r"^--$"),
    # AsciiDoc
    # seven '==' groups of eighteen '===' entries (3, 3, 2, 3, 2, 2, 3); listing blocks dropped
    'bamarc--hivemind--troubleshooting.adoc': adoc_groups,
    # seven flat '==' entries under '= Troubleshooting'
    'lukewilliamboswell--roc-gui--troubleshooting.adoc': adoc_entries(),
    # Debian (gzipped plain-text READMEs with a FAQ part)
    # '6. FAQs' part: four '... FAQ:' groups (2, 3, 2, 3) of tab-indented 'Q:' entries
    'freedroidrpg--1.0-1--README.gz': readme_part("6. FAQs", "7. Contact", (
        (r"^\S.* FAQ:$", "group", 1), (r"^\tQ: .*$", "question", 2))),
    # '5. Frequently Asked Questions.' part: six 'Q.' entries
    'xfonts-terminus--4.48-3.1--README.gz': readme_part(
        "5. Frequently Asked Questions.", "6. Legal information.", ((r"^Q\. .*$", "question", 1),)),
}


if __name__ == "__main__":
    main(HERE, RULES)
