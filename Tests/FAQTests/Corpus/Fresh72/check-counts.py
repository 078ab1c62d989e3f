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
(expected "refused"; none here does). The rules read the markup: MDX ATX headings outside front
matter and fences, accordion `title` props, link-only paragraphs and bold-led paragraphs; DocBook
`qandadiv`, `qandaentry`, `sect1` and `section` elements outside comments; reStructuredText
titles by their adornment, and `raw-html` role items and margin bullets where a file puts its
questions there. The allowed readings the notes give are not run.
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
            level, title = len(m.group(1)), m.group(2)
            if level in levels:
                out.append(levels[level] + (title,))
        return out
    return rule


def accordions(t):
    """Verto: every `<Accordion title="...">` is a question; '## Related' after the accordion
    group holds no entries and is left out."""
    return [("question", 1, m.group(1)) for m in re.finditer(r'<Accordion\s+title="([^"]*)"', t)]


def link_paragraphs(t):
    """PitchPrint: a paragraph that is only a link to a '#faq-title-N' anchor is a question."""
    return [("question", 1, m.group(1))
            for m in re.finditer(r"^\[(.+?)\]\(#faq-title-\d+\)[ \t]*$", no_front_matter(t), re.M)]


def txodds(t):
    """'##' groups; a paragraph opening with a bold run that ends in '?' is a question (bullet
    items with bold labels are answer text)."""
    out = []
    for m in re.finditer(r"^(## +(.*)|\*\*([^*\n]+?\?)\*\*)", no_fences(no_front_matter(t)), re.M):
        if m.group(2) is not None:
            out.append(("group", 1, m.group(2)))
        else:
            out.append(("question", 2, m.group(3)))
    return out


# ---- DocBook -------------------------------------------------------------------------------------


def no_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def qandadivs(t):
    """Titled `qandadiv`s (not nested in these files) are groups of the `qandaentry`s after them;
    comments are dropped."""
    body, out = no_comments(t), []
    assert not re.search(r"<qandadiv\b[^>]*>(?:(?!</qandadiv>).)*<qandadiv\b", body, re.S)
    for m in re.finditer(r"<qandadiv\b[^>]*>\s*<title>(.*?)</title>|<qandaentry\b", body, re.S):
        if m.group(1) is not None:
            out.append(("group", 1, text_of(m.group(1))))
        else:
            out.append(("question", 2, "qandaentry"))
    return out


def elements(tag):
    """Every titled `tag` element outside comments is a question (flat files)."""
    def rule(t):
        return [("question", 1, text_of(m.group(1)))
                for m in re.finditer(r"<%s\b[^>]*>\s*<title>(.*?)</title>" % tag, no_comments(t), re.S)]
    return rule


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t):
    """(line index, character, title, overlined, has_text) for every title: a text line under
    a line of one adornment character at least as long (with or without an overline of it),
    read top to bottom, an overline-title-underline triple taken whole before anything else;
    has_text says whether non-blank text other than `..` lines stands between this title and
    the next. (../Fresh69/'s reader.)"""
    ls, found, i = t.split("\n"), [], 0
    while i < len(ls) - 1:
        a = ls[i].rstrip()
        if (re.fullmatch(ADORN, a) and i + 2 < len(ls) and ls[i + 1].strip()
                and not re.fullmatch(ADORN, ls[i + 1].strip()) and ls[i + 2].rstrip() == a):
            found.append([i, a[0], ls[i + 1].strip(), True, i + 3])
            i += 3
            continue
        b = ls[i + 1].rstrip()
        opens_triple = (i + 3 < len(ls) and ls[i + 3].rstrip() == b and ls[i + 2].strip()
                        and not re.fullmatch(ADORN, ls[i + 2].strip()))
        if (a.strip() and a[0] not in " \t" and not re.fullmatch(ADORN, a.strip())
                and re.fullmatch(ADORN, b) and len(b) >= len(a) and not opens_triple):
            found.append([i, b[0], a.strip(), False, i + 2])
            i += 2
            continue
        i += 1
    out = []
    for n, (start, char, title, over, after) in enumerate(found):
        end = found[n + 1][0] if n + 1 < len(found) else len(ls)
        has_text = any(line.strip() and not line.strip().startswith("..")
                       for line in ls[after:end])
        out.append((start, char, title, over, has_text))
    return out


def rst(kinds):
    """kinds: {(character, overlined): (kind, depth)}; other titles left out."""
    def rule(t):
        return [kinds[(c, o)] + (title,) for _, c, title, o, _ in rst_titles(t) if (c, o) in kinds]
    return rule


def offlineimap(t):
    """The overlined '=' title is the title. An '=' title directly followed by '-' titles is a
    group of them; one with text of its own and no '-' title before the next '=' is a topic of
    no section. '-' titles are questions."""
    titles, out = rst_titles(t), []
    for n, (_, c, title, over, has_text) in enumerate(titles):
        following = titles[n + 1][1] if n + 1 < len(titles) else None
        if c == "=" and not over:
            if has_text and following != "-":
                out += [("group", 1, NO_GROUP), ("question", 1, title)]
            else:
                out.append(("group", 1, title))
        elif c == "-":
            out.append(("question", 2, title))
    return out


def elegantrl(t):
    """Every title but the '=' one is underlined with '-'. 'Description' and 'Outline' are the
    document's text. A 'Section N' title over `:raw-html:` items or margin bullets, or followed
    by 'Subsection' titles, is a group; another 'Section N' title is a question of no section.
    'Subsection' titles, the `:raw-html:` bullet items and margin bullets are questions."""
    ls = t.split("\n")
    titles = [x for x in rst_titles(t) if x[1] == "-"]
    out = []
    for n, (start, _, title, _, _) in enumerate(titles):
        end = titles[n + 1][0] if n + 1 < len(titles) else len(ls)
        body = ls[start + 2:end]
        items = [ln for ln in body
                 if re.match(r"^\s*- :raw-html:`", ln) or re.match(r"^- \S", ln)]
        following = titles[n + 1][2] if n + 1 < len(titles) else ""
        if title.startswith("Section"):
            if items or following.startswith("Subsection"):
                out.append(("group", 1, title))
                out += [("question", 2, text_of(re.sub(r"^\s*- (:raw-html:)?", "", ln)))
                        for ln in items]
            else:
                out += [("group", 1, NO_GROUP), ("question", 1, title)]
        elif title.startswith("Subsection"):
            out.append(("question", 2, title))
    return out


RULES = {
    # MDX
    'tsaiggo--verto--faq.mdx': accordions,
    'pitchprint--docs--faq.mdx': link_paragraphs,
    'stripyield--mintlify-docs--faq.mdx': atx({3: ("question", 1)}),
    'txodds--tx-on-chain--faq.mdx': txodds,
    'wiredoor--wiredoor--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'amannn--next-intl--faq.mdx': atx({2: ("question", 1)}),
    # '##' questions; the '###' inside one answer is the answer's
    'getcronit--pylon--faq.mdx': atx({2: ("question", 1)}),
    # DocBook
    'cooljeanius--glade0-0.6.4--faq.sgml': qandadivs,
    # sect1 entries; the sect2 parts of the first answer are left out
    'samba-team--samba--features.xml': elements("sect1"),
    'eclipse-gemini--gemini.blueprint--faq.xml': elements("section"),
    # reStructuredText
    'chaobrain--brainevent--faq.rst': rst({("-", False): ("question", 1)}),
    'python-gino--gino--faq.rst': rst({("-", False): ("question", 1)}),
    'DragonHPC--dragon--faq.rst': rst({("=", False): ("question", 1)}),
    'OfflineIMAP--offlineimap--FAQ.rst': offlineimap,
    'AI4Finance-Foundation--ElegantRL--faq.rst': elegantrl,
}


if __name__ == "__main__":
    main(HERE, RULES)
