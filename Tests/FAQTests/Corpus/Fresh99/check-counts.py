#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh99) after reading the file and after
its counts were written into a working list, in the conventions SOURCES.md states (../Fresh5/'s).
A rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts
them: a group holds the items after it up to the next group of the same or a smaller depth, and a
section is a group that holds at least one question, directly or in a group inside it. The
Markdown/MDX helpers are ../Fresh97/'s (../Fresh95/'s), copied unchanged; front matter may be YAML
(---) or TOML (+++). New here: Nextra <Steps> blocks left out (their '###' titles are steps of an
answer, bunnyDB), an Org heading reader (org-gtd), an AsciiDoc reader of bold question lines under
'==' groups (git-ents), an HTML h2/h3 reader (gargle), a plain-text reader of dash-underlined
groups and '*' items (fail2ban) and a reader of x11vnc's bracketed FAQ categories and 'Q-n:'
questions. `read` gunzips the .gz files. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, main, setext, text_of  # noqa: E402

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


def no_steps(t):
    """Nextra's <Steps> blocks: the '###' titles inside are steps of one answer, left out."""
    return re.sub(r"^<Steps>.*?^</Steps>", "", t, flags=re.M | re.S)


def org_gtd(t):
    """Org: the one '*' heading is the document's title (it holds every entry); '**' headings are
    groups, '***' entries; a '**' that holds no '***' is an entry of no section. Lines inside
    #+begin_... blocks left out."""
    t = re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)
    found = items(t, [(r"^\*\*[ \t]+(\S.*?)[ \t]*$", "group", 1),
                      (r"^\*\*\*[ \t]+(\S.*?)[ \t]*$", "question", 2)])
    return topics(found, asking_only=False)


def git_ents(t):
    """AsciiDoc: '= ' is the document title; '== ' headings are groups; a line bold from its first
    to its last character at the margin is a question (its answer the lines after it); a bold
    line that opens with '(' is a note inside an answer ("*(Gap: ...)*")."""
    return items(t, [(r"^==[ \t]+(\S.*?)[ \t]*$", "group", 1),
                     (r"^\*([^*(\s][^*\n]*)\*[ \t]*$", "question", 2)])


def gargle(t):
    """HTML (an R Markdown vignette): the h1 is the title; h2 headings are groups, h3 entries; an
    h2 that holds no h3 is an entry of no section. Script and style elements left out."""
    t = re.sub(r"<(script|style)\b.*?</\1\s*>", "", t, flags=re.S | re.I)
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    found = [({"h2": "group", "h3": "question"}[m.group(1).lower()],
              {"h2": 1, "h3": 2}[m.group(1).lower()], text_of(m.group(2)))
             for m in re.finditer(r"<(h2|h3)\b[^>]*>(.*?)</\1\s*>", t, re.S | re.I)]
    return topics(found, asking_only=False)


def fail2ban(t):
    """Plain text: the first dash-underlined title is the document's; the others are groups (the
    one before the first group that holds items is text: a group of no items is no section); a
    line '** ...' is a group inside the one before it, up to the end of that group; a line
    '* ...' at the margin is an entry."""
    found = [(i, "group", 1, title) for i, depth, title in setext(t, {"-": 1})][1:]
    for n, line in enumerate(t.split("\n")):
        if re.match(r"^\*\* \S", line):
            found.append((n, "group", 2, line[3:].strip()))
        elif re.match(r"^\* \S", line):
            found.append((n, "question", 3, line[2:].strip()))
    return [f[1:] for f in sorted(found)]


def x11vnc(t):
    """The FAQ part of x11vnc's README: after the heading '#   x11vnc FAQ:' comes a contents list
    (left out) closed by a line of underscores; then, up to the next line of '=' (the next page),
    every bracketed category at three spaces' indent that opens with a capital letter is a group
    and every 'Q-n:' at three spaces' indent an entry. The rest of the README is its text."""
    start = t.index("\n#   x11vnc FAQ:")
    rule = re.compile(r"^ +_{20,}[ \t]*$", re.M).search(t, start)
    end = re.compile(r"^={20,}", re.M).search(t, rule.end())
    part = t[rule.end():end.start()]
    return items(part, [(r"^   \[([A-Z][^\]\n]*)", "group", 1),
                        (r"^   (Q-\d+:.*)$", "question", 2)])


RULES = {
    # MDX
    # no front matter; import; '# Troubleshooting' left out; '##' groups of '###' entries (9, 6,
    # 4, 2); the '###' step titles inside six <Steps> blocks are answer text; 'Getting Help' holds none
    'Harshil-Jani--bunnyDB--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}, pre=no_steps),
    # front matter; '##' groups of '###' entries; 'Where to look first' and 'HTTPS / Reverse Proxy' hold none
    'Corsinvest--cv4pve-admin--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # front matter; six flat '##' problems
    'Demiladepy--solctx--troubleshooting.mdx': atx({2: ("question", 1)}),
    # front matter; six '##' groups of '###' problems; 'Getting help' holds none
    '0xABADBABE-ops--browser-jet-pilot--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # Org and AsciiDoc
    'Trevoke--org-gtd.el--troubleshooting.org': org_gtd,
    'git-ents--git-ents--faq.adoc': git_ents,
    # Markdown variants (Hugo)
    # front matter; '# Troubleshooting' left out; '##' and '###' groups, '####' entries; a group that
    # holds none is an entry of no section; shortcodes are no text
    'confidential-containers--confidentialcontainers.org--_index.md':
        with_topics(atx({2: ("group", 1), 3: ("group", 2), 4: ("question", 3)})),
    'kkvero--hugo-guide--_index.md':
        with_topics(atx({2: ("group", 1), 3: ("group", 2), 4: ("question", 3)})),
    # Debian
    'r-cran-gargle--1.3.0-1--troubleshooting.html': gargle,
    'fail2ban--1.0.2-2--README.Debian.gz': fail2ban,
    'x11vnc--0.9.16-9--README.gz': x11vnc,
}


if __name__ == "__main__":
    main(HERE, RULES)
