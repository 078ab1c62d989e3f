#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh101) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers are ../Fresh99/'s (../Fresh97/'s), copied unchanged. New here:
a closing heading that asks with a full-width question mark (wails), JSX <ApiMethod name=...
kind="question"> entries (passkify), a reader that turns only headings of one depth into topics
(LavaMoat), an Org reader of '*' groups and '**' entries (cisgroup), vulpea's Org reader, Hugo
{{< faq question=... >}} shortcode entries (SweetSpot) and a setext Markdown reader of bold
question lines (redshift's README). `read` gunzips the .gz file. The allowed readings the notes
give are not run.
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
from holdout_counting import NO_GROUP, main, setext  # noqa: E402

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


def closing_asks(rule):
    """A group that holds no entry and whose title ends in '?' or the full-width '？' becomes an
    entry of no section (a closing heading that asks, with its own answer)."""
    def run(t):
        found = rule(t)
        out = []
        for i, (kind, depth, title) in enumerate(found):
            nxt = found[i + 1] if i + 1 < len(found) else None
            empty = nxt is None or nxt[0] == "group" and nxt[1] <= depth
            if kind == "group" and empty and title.rstrip().endswith(("?", "\uff1f")):
                out += [("group", depth, NO_GROUP), ("question", depth + 1, title)]
            else:
                out.append((kind, depth, title))
        return out
    return run


def topics_at(rule, level):
    """Like `topics`, but only groups of one depth that hold no entry become entries."""
    def run(t):
        found = rule(t)
        out = []
        for i, (kind, depth, title) in enumerate(found):
            nxt = found[i + 1] if i + 1 < len(found) else None
            empty = nxt is None or nxt[0] == "group" and nxt[1] <= depth
            if kind == "group" and depth == level and empty:
                out += [("group", depth, NO_GROUP), ("question", depth + 1, title)]
            else:
                out.append((kind, depth, title))
        return out
    return run


def no_org_blocks(t):
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


def org_levels(t):
    """(level, title) of Org headings outside #+begin/#+end blocks."""
    return [(len(m.group(1)), m.group(2).strip())
            for m in re.finditer(r"^(\*+)[ \t]+(\S.*?)[ \t]*$", no_org_blocks(t), re.M)]


def cisgroup(t):
    """Org: '*' headings are groups, '**' entries; a '*' that holds no '**' (the closing 'Still
    stuck') is no section."""
    return [("group", 1, title) if level == 1 else ("question", 2, title)
            for level, title in org_levels(t) if level <= 2]


LABELS = {"Symptom", "Solutions", "Causes and Solutions"}


def vulpea(t):
    """Org: '*' headings are groups; a '**' heading is an entry unless it is a label (Symptom,
    Solutions, Causes and Solutions); the '***' headings under '** Causes and Solutions' are
    entries (causes under their own titles), other '***' headings are answer parts; a '*' that
    holds no entry is an entry of no section; the closing '* Getting Help' is text."""
    found, parent = [], None
    for level, title in org_levels(t):
        if level == 1:
            found.append(("group", 1, NO_GROUP if title == "Getting Help" else title))
        elif level == 2:
            parent = title
            if title not in LABELS:
                found.append(("question", 2, title))
        elif level == 3 and parent == "Causes and Solutions":
            found.append(("question", 2, title))
    out = []
    for i, (kind, depth, title) in enumerate(found):
        nxt = found[i + 1] if i + 1 < len(found) else None
        if kind == "group" and title != NO_GROUP and (nxt is None or nxt[0] == "group"):
            out += [("group", 1, NO_GROUP), ("question", 2, title)]
        else:
            out.append((kind, depth, title))
    return out


def passkify(t):
    """Next.js MDX: '##' headings are groups; each <ApiMethod name="..." kind="question"> is an
    entry; the closing '## Still stuck' holds none and is no section."""
    return items(body(t), [(r"^##[ \t]+(\S.*?)[ \t]*$", "group", 1),
                           (r'^<ApiMethod name="([^"]*)" kind="question">', "question", 2)])


def sweetspot(t):
    """Hugo: each {{< faq question="..." >}} shortcode opens an entry; no headings."""
    return [("question", 1, m.group(1))
            for m in re.finditer(r'^\{\{<\s*faq question="([^"]*)"\s*>\}\}', no_front_matter(t), re.M)]


def redshift(t):
    """Setext Markdown README: '=' underlines the title (left out); '-' headings are groups, the
    one called 'FAQ' names the FAQ and holds every entry (no section); a line that opens with
    '**' is a bold question (the last over two lines)."""
    found = [(i, "group", 1, NO_GROUP if title == "FAQ" else title)
             for i, depth, title in setext(t, {"-": 1})]
    for n, line in enumerate(t.split("\n")):
        if re.match(r"^\*\*\S", line):
            found.append((n, "question", 2, line.strip("* ")))
    return [f[1:] for f in sorted(found)]


RULES = {
    # MDX
    # front matter; no '#' title; '##' groups of '###' entries (4, 5, 4, 4, 3, 4, 3, 3); the closing
    # '## 还有疑问？' asks, with its own answer: an entry of no section
    'wailsapp--wails--faq.mdx': closing_asks(atx({2: ("group", 1), 3: ("question", 2)})),
    'AbnormalPilot--passkify--page.mdx': passkify,
    # front matter whose first line is '--- ' (no '#' in it); '# FAQ' left out; sixteen flat '##'
    'SudoMaker--rEFui--faq.mdx': atx({2: ("question", 1)}),
    # '##' headings: the first holds only a <YouTube> component (text), the second names the
    # subject and holds every entry: neither is a section; '###' groups of '####' entries, a '###'
    # that holds none is an entry
    'LavaMoat--lavamoat.github.io--troubleshooting.mdx': topics_at(
        lambda t: [("group", 1, NO_GROUP) if depth == 1 else (kind, depth, title)
                   for kind, depth, title in atx({2: ("group", 1), 3: ("group", 2), 4: ("question", 3)})(t)],
        2),
    # Org
    'cisgroup--CEE420-Urban-AI--troubleshooting.org': cisgroup,
    'd12frosted--vulpea--troubleshooting.org': vulpea,
    # Markdown variant (Hugo shortcodes)
    'jmerhar--sweetspot-android--faq.md': sweetspot,
    # Debian
    'redshift--1.12-4.2--README.gz': redshift,
}


if __name__ == "__main__":
    main(HERE, RULES)
