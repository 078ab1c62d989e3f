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
(expected "refused"; none here does). The rules read the markup: DocBook `section` elements (a
top-level section over sections is a group, one without them an entry) and `qandaentry` elements
outside comments; MDX ATX headings outside front matter and fences; the `question:` props of an
accordion component's item arrays (not the JSON-LD copy of them); nested `<details>`/`<summary>`
blocks outside JSX comments; Org headlines outside source blocks. The allowed readings the notes
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
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402

# ---- DocBook -------------------------------------------------------------------------------------


def no_xml_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def docbook_sections(t):
    """`section` elements: a top-level section that holds sections is a group of them (its own
    para, if any, the group's description); a top-level section with none is an entry of no
    section; a nested section is an entry of its group."""
    body = no_xml_comments(t)
    tags = list(re.finditer(r"<(/?)section\b[^>]*>", body))
    # find, for every opening tag, whether another section opens before it closes
    opens, has_child, depth_of = [], {}, {}
    for m in tags:
        if m.group(1):
            opens.pop()
        else:
            if opens:
                has_child[opens[-1]] = True
            depth_of[m.start()] = len(opens) + 1
            opens.append(m.start())
    out = []
    for m in tags:
        if m.group(1):
            continue
        depth = depth_of[m.start()]
        title = re.match(r"\s*<title[^>]*>(.*?)</title>", body[m.end():], re.S)
        title = text_of(title.group(1)) if title else ""
        if depth == 1 and has_child.get(m.start()):
            out.append(("group", 1, title))
        elif depth == 1:
            out += [("group", 1, NO_GROUP), ("question", 1, title)]
        else:
            out.append(("question", 2, title))
    return out


def qandaentries(t):
    """Flat `qandaset`s: every `qandaentry` outside comments is a question (no `qandadiv`,
    `sect1` or `section` in these files)."""
    body = no_xml_comments(t)
    assert not re.search(r"<(qandadiv|sect1|section)\b", body)
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<question>(.*?)</question>", body, re.S)]


# ---- MDX -----------------------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def atx(levels):
    """levels: {number of '#': (kind, depth)}; ATX headings (up to three spaces in) outside front
    matter and fences; other levels left out."""
    def rule(t):
        out = []
        for m in re.finditer(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", no_fences(no_front_matter(t)), re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2),))
        return out
    return rule


def accordion_props(t):
    """Albion Online Objectives: '##' headings are groups; each `question:` prop of the
    FaqAccordion items arrays is a question. The JSON-LD script repeats the questions as "name"
    strings: not read."""
    body = no_front_matter(t)
    body = re.sub(r"<script\b.*?</script>", "", body, flags=re.S)
    out = []
    for m in re.finditer(r"^## (.*)$|^\s*question:\s*(['\"`])(.*?)\2,?\s*$", body, re.M):
        if m.group(1):
            out.append(("group", 1, m.group(1)))
        else:
            out.append(("question", 2, m.group(3)))
    return out


def nested_details(t):
    """Datagrove: '##' headings (up to three spaces in) are groups; a `<details>` that holds
    `<details>` is a group inside them, a `<details>` that holds none a question, its `<summary>`
    the title; JSX comments (commented-out templates) dropped."""
    body = re.sub(r"\{/\*.*?\*/\}", "", no_front_matter(t), flags=re.S)
    tokens = list(re.finditer(r"^ {0,3}## (.*)$|<(/?)details\b[^>]*>", body, re.M))
    opens, has_child = [], {}
    for m in tokens:
        if m.group(1) is not None:
            continue
        if m.group(2):
            opens.pop()
        else:
            if opens:
                has_child[opens[-1]] = True
            opens.append(m.start())
    out = []
    for m in tokens:
        if m.group(1) is not None:
            out.append(("group", 1, m.group(1).strip()))
        elif not m.group(2):
            summary = re.match(r"\s*<summary>(.*?)</summary>", body[m.end():], re.S)
            title = summary.group(1) if summary else ""
            out.append(("group", 2, title) if has_child.get(m.start()) else ("question", 3, title))
    return out


# ---- Org -----------------------------------------------------------------------------------------


def org(levels):
    """levels: {number of stars: (kind, depth)}; Org headlines outside #+BEGIN_SRC/#+END_SRC
    (and other #+BEGIN_ blocks); other levels left out."""
    def rule(t):
        body = re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t,
                      flags=re.M | re.S | re.I)
        out = []
        for m in re.finditer(r"^(\*+)[ \t]+(.*)$", body, re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2),))
        return out
    return rule


RULES = {
    # Simplified DocBook article: two top-level topic sections, two sections over sections
    'rototor--jeuclid--faq.xml': docbook_sections,
    # DocBook 5 chapter of eight flat sections
    'javaee--metro-jax-ws--faq.xml': docbook_sections,
    # DocBook 4.2 article, one flat qandaset
    'billhorsman--proxool-doc--faq.xml': qandaentries,
    # DocBook 4.3 article, one flat qandaset
    'elharo--xom--faq.xml': qandaentries,
    # front matter; '###' questions
    'atomiks--tippyjs--faq.mdx': atx({3: ("question", 1)}),
    # front matter; '##' questions; one '###' inside the last answer
    'snapshot-labs--sx-monorepo--general.mdx': atx({2: ("question", 1)}),
    'AnTSaSk--discord-aoo-website--faq.mdx': accordion_props,
    # front matter; '#' title; '##' questions
    'Threadseeker--frontend--faq.mdx': atx({2: ("question", 1)}),
    # '####' questions before the first '##' group, then '##' groups of '####' and '###' questions
    'helix-editor--helix--faq.mdx': atx({2: ("group", 1), 3: ("question", 2), 4: ("question", 2)}),
    # '#' title; '##' questions
    'qwetls--aha-lang-docs--faq.mdx': atx({2: ("question", 1)}),
    # '##' groups of '###' questions; '#' comments inside fences
    'withrawi--website--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # '##' questions, one followed by an asking '###'
    'C-Ezra-M--neocities-archive--faq.mdx': atx({2: ("question", 1), 3: ("question", 1)}),
    # '#' title; '##' groups of '###' "Q：" questions; a closing '##' with no entries
    'Tahitee--OpenClaw101.club--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'datagrove--test-sales-page--faq.mdx': nested_details,
    # '#+title'; '**' questions; one '***' inside an answer
    'chenyanming--calibredb.el--Q&A.org': org({2: ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
