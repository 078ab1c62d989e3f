#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh111) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers, the AsciiDoc helpers (no_adoc_blocks, adoc_entries,
adoc_groups) and the Org helpers are ../Fresh109/'s (../Fresh107/'s), copied unchanged (no Org
file this time). New here: plain-text rules for 'Q.' lines (XKeymacs), numbered entries matched
against their contents list (iso2mesh), an overstruck linuxdoc text (phpGroupWare's FAQ in
EGroupware), and a POD rule for '=item' entries under named '=head1' parts (Date::Manip::Problems).
`read` decodes the files and turns CRLF into LF. The allowed readings the notes give are not run.
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


def moloch(t):
    """AsciiDoc: '==' groups of '===' entries (adoc_groups), with Markdown-style ``` fences left out
    first; '====' sub-headings are the answers' own and adoc_groups does not match them."""
    return adoc_groups(no_fences(t))


def iso2mesh(t):
    """Plain text (a browser dump of a wiki page): a contents list of seven indented 'N. [k]title'
    lines; the entries are the lines at the margin 'N. title' whose title starts as the contents
    line of the same number does. The margin-numbered causes under entry 1 ('1. the volume ...')
    are its answer's list and match no contents line."""
    contents = {}
    for m in re.finditer(r"^ {4,}(\d+)\. \[\d+\](.*)$", t, re.M):
        contents[m.group(1)] = " ".join(m.group(2).split())[:25]
    out = []
    for m in re.finditer(r"^(\d+)\. (.*)$", t, re.M):
        if contents.get(m.group(1)) and " ".join(m.group(2).split()).startswith(contents[m.group(1)]):
            out.append(("question", 1, m.group(0)))
    return out


def phpgroupware(t):
    """linuxdoc-SGML text: headings overstruck (X, backspace, X) after the contents list's rule;
    '1. Building and Installing' is a group; '1.1. Questions and Answers' names the body and holds
    every entry (no section: NO_GROUP); each '  Q: ' line is an entry."""
    plain = re.sub(r"(.)\x08\1", r"\1", t)
    body = plain[plain.rindex("_" * 20):]
    found = []
    for m in re.finditer(r"^  (\d+(?:\.\d+)*)\.  (\S.*)$", body, re.M):
        depth = m.group(1).count(".") + 1
        title = m.group(2).strip()
        found.append((m.start(), "group", depth, NO_GROUP if title == "Questions and Answers" else title))
    found += [(m.start(), "question", 3, m.group(0)) for m in re.finditer(r"^  Q: .*$", body, re.M)]
    return [f[1:] for f in sorted(found)]


def pod_item_parts(parts):
    """POD: every '=head1' is a group; its '=item' lines are entries only in the parts named (the
    others are text: NO_GROUP)."""
    def rule(t):
        out, inside = [], False
        for m in re.finditer(r"^=(head1|item)[ \t]+(.*)$", t, re.M):
            if m.group(1) == "head1":
                inside = m.group(2).strip() in parts
                out.append(("group", 1, m.group(2).strip() if inside else NO_GROUP))
            elif inside:
                out.append(("question", 2, m.group(2).strip()))
        return out
    return rule


RULES = {
    # AsciiDoc
    # five '==' groups of forty-eight '===' entries (7, 12, 15, 13, 1); '====' sub-headings left out
    'aol--molochweb--FAQ.asciidoc': moloch,
    # attribute entries and the '= F.A.Q' title left out; six flat '==' questions
    'nosan--embedded-cassandra--faq.adoc': adoc_entries(),
    # plain text
    # twenty-eight 'Q.' lines (one 'Q.Why' without a space; one without an 'A.')
    'fujieda--xkeymacs--FAQ.txt': lines(r"^Q\."),
    # seven margin entries matching the contents list; the three numbered causes under 1 left out
    'fangq--iso2mesh--FAQ.txt': iso2mesh,
    # one group '1. Building and Installing' over 'Questions and Answers' (no section); nine 'Q:'
    'EGroupware--egroupware--FAQ.txt': phpgroupware,
    # Debian (POD)
    # KNOWN PROBLEMS 8 and KNOWN COMPLAINTS 4 '=item' entries; the other '=head1' parts are text
    'libdate-manip-perl--6.91-1--Problems.pod': pod_item_parts(("KNOWN PROBLEMS", "KNOWN COMPLAINTS")),
}


if __name__ == "__main__":
    main(HERE, RULES)
