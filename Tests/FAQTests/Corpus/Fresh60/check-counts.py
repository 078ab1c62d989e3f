#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule
returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a
group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. A rule that returns None says the file holds no FAQ
(expected "refused"; none here does). The rules follow the markup where headings alone would
mislead: Sphinx's body inside a site theme, an `ol` of `strong` questions with no headings, HTML
comments hiding a Markdown heading, setext and ATX headings mixed, DokuWiki `====` headings over
`Q:` lines, numbered and `Qn:` entries at the margin, reST titles told apart by adornment, a
question left at a group's level, AsciiDoc titles outside listing blocks.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import html_tags, main, text_of  # noqa: E402


def between(start, end):
    def cut(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return cut


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def no_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def atx(levels, body=lambda t: t):
    """levels: {number of '#': (kind, depth)}; ATX headings outside fenced blocks, after body."""
    def rule(t):
        out, fence = [], None
        for line in body(t).split("\n"):
            m = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
            if fence:
                if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                    fence = None
                continue
            if m:
                fence = m.group(1)
                continue
            h = re.match(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
            if h and len(h.group(1)) in levels:
                out.append(levels[len(h.group(1))] + (h.group(2),))
        return out
    return rule


def pascal_notes(t):
    """Setext '-' headings are groups (the contents heading 'Mục lục' holds nothing), '###'
    headings questions; the '=' setext title left out."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if i and re.fullmatch(r"-{3,}", line.rstrip()) and ls[i - 1].strip():
            out.append(("group", 1, ls[i - 1].strip()))
        elif line.startswith("### "):
            out.append(("question", 2, line[4:].strip()))
    return out


def ol_strong(t):
    """Aspia: every <li> of the list opens with a <strong> question."""
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<li>\s*<strong>(.*?)</strong>", t, re.S)]


def dokuwiki_qa(t):
    """ExaBGP: '==== … ====' headings are groups, 'Q:' lines at the margin questions."""
    out = []
    for line in t.split("\n"):
        h = re.match(r"^={2,6}\s*(.*?)\s*={2,6}\s*$", line)
        if h:
            out.append(("group", 1, h.group(1)))
        elif line.startswith("Q:"):
            out.append(("question", 2, line[2:].strip()))
    return out


def margin(pattern):
    return lambda t: [("question", 1, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]


def rst_underlined(kinds):
    """kinds: {underline char: callable(title) -> (kind, depth)}; titles underlined (not
    overlined) at the margin with a line of one character at least as long as the title."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            u, title = ls[i].rstrip(), ls[i - 1].rstrip()
            m = re.fullmatch(r"([=\-~^*+#\"'])\1{2,}", u)
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'])\1+", title):
                continue
            if len(u) < len(title) or (i >= 2 and ls[i - 2].rstrip() == u):
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)](title) + (title,))
        return out
    return rule


def libvirt_group(title):
    # a '-' title ending in the wiki converter's stray ' =' is a question left at group level
    return ("question", 2) if title.endswith("? =") else ("group", 1)


def asciidoc(levels):
    """levels: {number of '=': (kind, depth)}; section titles outside listing/literal blocks."""
    def rule(t):
        t = re.sub(r"^(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)
        return [levels[len(m.group(1))] + (m.group(2),)
                for m in re.finditer(r"^(={1,6})[ \t]+(\S.*)$", t, re.M) if len(m.group(1)) in levels]
    return rule


RULES = {
    # Sphinx body inside the site's article: h2 groups, h3 questions (the sidebar h2 is outside)
    'databrary--datavyu.org--faq.html':
        html_tags({"h2": ("group", 1), "h3": ("question", 2)}, body=between('id="frequently-asked-questions"', "</article>")),
    # no headings: an ol of <li><strong>question</strong> answer
    'dchapyshev--aspia-old--faq.html': ol_strong,
    # h1 title, h2 'Frequently Asked Questions' (the body, left out), h3 questions
    'vinyldns--vinyldns--faq.html': html_tags({"h3": ("question", 1)}),
    # h1 title, h2 'Q:' questions
    'YonicDev--mpdr--faq.html': html_tags({"h2": ("question", 1)}),
    # front matter; '#' title; '##' questions
    'Bionus--imgbrd-grabber--faq.md': atx({2: ("question", 1)}, no_front_matter),
    # setext '=' title, setext '-' groups, '###' questions
    '42tm--pascal-notes--faq.md': pascal_notes,
    # front matter; '####' questions outside HTML comments
    'Dustyroom--flat-kit-doc--faq.md': atx({4: ("question", 1)}, lambda t: no_comments(no_front_matter(t))),
    # front matter; '#' title; '##' questions
    '0xkryptstein--firechain-docs--faq.md': atx({2: ("question", 1)}, no_front_matter),
    # numbered entries at the margin
    'derekdreery--groupoffice--FAQ': margin(r"^\d+\. .*$"),
    # DokuWiki '====' groups of 'Q:' lines
    'Exa-Networks--exabgp--FAQ': dokuwiki_qa,
    # 'Qn:' entries at the margin
    'aelinden--BashBurn--FAQ': margin(r"^Q\d+:.*$"),
    # '=' title left out; '-' groups (one a question left at group level), '~' questions; '^'
    # sub-headings left out
    'libvirt--libvirt-wiki--FAQ.rst':
        rst_underlined({"-": libvirt_group, "~": lambda title: ("question", 2)}),
    # '=' title left out; '-' questions, answered or not
    'zbm-dev--zfsbootmenu--faq.rst': rst_underlined({"-": lambda title: ("question", 1)}),
    # '=' title; '==' questions; '===' sub-headings left out
    'clojurephant--clojurephant--faq.adoc': asciidoc({2: ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
