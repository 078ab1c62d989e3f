#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (copied unchanged into SOURCES.md), in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it; a group titled "(none)" only closes the groups before it. A
rule that returns None says the file holds no FAQ (expected "refused"; none here does). The rules
follow the markup where headings alone would mislead: a Docusaurus article with footer headings
at the questions' level, a page whose guide of headings comes before a `<details>` FAQ list, HTML
`div`s holding the questions inside Markdown, a closing level-one heading after `##` questions,
a fenced block indented inside a list, MediaWiki `==`/`===` titles in a file without an
extension, bulleted questions in plain text, reST `.. collapse::` directives, AsciiDoc `===`
titles over `Question::`/`Answer::` lists outside listing blocks, MDX front matter.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402


def cut(start, end):
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def elements(t, tags):
    """(tag, text) for non-empty elements of the given tags in document order, comments dropped."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [(m.group(1).lower(), text_of(m.group(2)))
            for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), t, re.S | re.I)
            if text_of(m.group(2))]


def tags_rule(specs, body=lambda t: t):
    return lambda t: [specs[tag] + (title,) for tag, title in elements(body(t), specs)]


def outside_fences(t):
    """Lines of a Markdown text with fenced blocks blanked, fences found at any indentation
    (one here sits inside a numbered list, indented four spaces)."""
    out, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^\s*(`{3,}|~{3,})", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            out.append("")
        elif m:
            fence = m.group(1)
            out.append("")
        else:
            out.append(line)
    return out


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def atx(levels, skip_first_title=False, body=lambda t: t):
    """levels: {number of '#': (kind, depth)}; ATX headings at the margin outside fences. With
    skip_first_title the first level-one heading (the document's title) is left out."""
    def rule(t):
        out, title_seen = [], not skip_first_title
        for line in outside_fences(body(t)):
            h = re.match(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
            if not h:
                continue
            n = len(h.group(1))
            if n == 1 and not title_seen:
                title_seen = True
                continue
            if n in levels:
                out.append(levels[n] + (h.group(2),))
        return out
    return rule


def desire_paths(t):
    """Inside the page body (h1 to footer): an h2 that asks is a question, and the h3s under it
    are its own sub-headings; an h2 that asks nothing is a group of the h3 topics and <summary>
    questions after it, or, with none, closes the group before it; h3s under such an h2 and every
    <summary> are questions."""
    items, mode = [], None
    for tag, title in elements(cut("<h1>", '<footer class="page-footer"')(t), ("h2", "h3", "summary")):
        if tag == "h2":
            if title.endswith("?"):
                items.append(("question", 1, title))
                mode = "question"
            else:
                items.append(("group", 1, title))
                mode = "group"
        elif tag == "h3" and mode == "question":
            continue
        else:
            items.append(("question", 2, title))
    # a group that got no h3 or summary after it only closes the one before it
    for i, item in enumerate(items):
        if item[0] == "group" and (i + 1 == len(items) or items[i + 1][0] == "group"
                                   or items[i + 1][1] == 1):
            items[i] = ("group", 1, NO_GROUP)
    return items


def koko(t):
    """The questions are the <div class="faq-question"> elements (their text after the chevron
    span); the Markdown headings and the migration guides' divs are left out."""
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r'<div class="faq-question"[^>]*>(.*?)</div>', t, re.S)]


def margin_lines(pattern):
    return lambda t: [("question", 1, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]


def mediawiki(t):
    """'== … ==' and '=== … ===' titles are all questions (a follow-up under its question is one
    of its own); '=' page titles and deeper levels would be left out (none here)."""
    return [("question", len(m.group(1)) - 1, m.group(2))
            for m in re.finditer(r"^(={2,3})\s*(.*?)\s*\1\s*$", t, re.M)]


def rst_titles(kinds, directive=None):
    """kinds: {underline char: (kind, depth)}; reST titles underlined at the margin, at least as
    long as the title, not overlined; with directive, '.. NAME::' lines at the margin are
    questions at depth 2 in document order."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i, line in enumerate(ls):
            if directive and re.match(r"^\.\. %s::\s+(\S.*)$" % directive, line):
                out.append(("question", 2, line.split("::", 1)[1].strip()))
                continue
            if i == 0:
                continue
            m = re.fullmatch(r"([=\-~^*+#\"'])\1{2,}", line.rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'])\1+", title):
                continue
            if len(line.rstrip()) < len(title) or (i >= 2 and ls[i - 2].rstrip() == line.rstrip()):
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def asciidoc(levels):
    """levels: {number of '=': (kind, depth)}; titles outside delimited listing/literal blocks."""
    def rule(t):
        t = re.sub(r"^(-{4,}|\.{4,}|\*{4,}|_{4,}|\+{4,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)
        return [levels[len(m.group(1))] + (m.group(2).strip(),)
                for m in re.finditer(r"^(={1,6})[ \t]+(\S.*)$", t, re.M) if len(m.group(1)) in levels]
    return rule


RULES = {
    # h2 title; h3 groups of dl/dt questions
    "JNRowe--readyset--faq.html": tags_rule({"h3": ("group", 1), "dt": ("question", 2)}),
    # Docusaurus 1: h5 questions inside <article> only (the footer's h5s are link groups)
    "mobxjs--mobx--faq.html": tags_rule({"h5": ("question", 1)}, cut("<article>", "</article>")),
    # guide headings, then the <details> list
    "AbelVM--desire-paths--faq.html": desire_paths,
    # inside the content div: h2 groups, h3/h4 entries
    "johnabender--ctrax-tmp--faq.html":
        tags_rule({"h2": ("group", 1), "h3": ("question", 2), "h4": ("question", 2)},
                  cut('<div id="content"', "</body>")),
    # the faq-question divs
    "kofany--kokoIRC--faq.md": koko,
    # '#' title; '##' questions
    "INTENTIUS--choudoufu--faq.md": atx({2: ("question", 1)}, skip_first_title=True),
    # '#' title; '##' questions and the closing '#' how-to topic
    "greenriver--hmis-warehouse--faq.md":
        atx({1: ("question", 1), 2: ("question", 1)}, skip_first_title=True),
    # '#' title; '##' questions ('###' their own sub-headings) and the closing '#' question
    "Rust-GPU--Rust-CUDA--faq.md":
        atx({1: ("question", 1), 2: ("question", 1)}, skip_first_title=True),
    # 'Q:' lines at the margin
    "jusmaki--monitor--FAQ": margin_lines(r"^Q:.*$"),
    # MediaWiki titles
    "amir73il--next3-utils--FAQ": mediawiki,
    # two-space bulleted questions
    "OpenDDS--OpenDDS--FAQ": margin_lines(r"^  - \S.*$"),
    # '=' title left out; '-' questions
    "DarkMio--RedditRover--faq.rst": rst_titles({"-": ("question", 1)}),
    # '=' title left out; '-' groups of '.. collapse::' questions
    "dlr-gtlab--gtlab-core--faq.rst": rst_titles({"-": ("group", 1)}, directive="collapse"),
    # '== FAQ' (the body) left out; '===' entries
    "CHATTG1--stardog-docs--faq.ad": asciidoc({3: ("question", 1)}),
    # front matter; '##' questions
    "bsmg--beatmapper--index.mdx": atx({2: ("question", 1)}, body=no_front_matter),
}


if __name__ == "__main__":
    main(HERE, RULES)
