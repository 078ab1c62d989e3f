#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it; a group titled "(none)"
only closes the groups before it (or stands for a heading that holds questions and names the
FAQ). A rule that returns None says the file holds no FAQ (expected "refused"; none here does).
The rules were written for this draw (modelled on ../Fresh54/check-counts.py's layout, not copied
from its rules): several follow the markup rather than headings (a definition list's terms, bold
"Q:" paragraphs, AsciiDoc open blocks and a [qanda] list).
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
from holdout_counting import (NO_GROUP, html_tags, lines, main, rst_titles,  # noqa: E402
                              strip_fences, text_of)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def front_matter_off(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def first_group_is_title(rule):
    """The first group a rule finds names the FAQ and holds every question: no section."""
    def wrapped(t):
        items = rule(t)
        for n, (kind, depth, _) in enumerate(items):
            if kind == "group":
                items[n] = (kind, depth, NO_GROUP)
                break
        return items
    return wrapped


def docusaurus_bold_q(t):
    """Goblin Quantum Lab: inside the article (h1 to the footer), `h2` groups and paragraphs that
    open with a bold "Q:" (the answer follows in the same paragraph after a line end, "A:"). The
    right-hand table of contents lists the h2s as links, not as h2 elements."""
    body = between("<h1>", "<footer")(t)
    found = [(m.start(), "group", 1, text_of(m.group(1)))
             for m in re.finditer(r"<h2\b[^>]*>(.*?)</h2>", body, re.S)]
    found += [(m.start(), "question", 2, text_of(m.group(1)))
              for m in re.finditer(r"<p><strong>(Q:.*?)</strong>", body, re.S)]
    return [f[1:] for f in sorted(found)]


def adoc_comments_off(t):
    """AsciiDoc comment blocks (////) and comment lines (//) hold no entries."""
    t = re.sub(r"^/{4,}[ \t]*\n.*?^/{4,}[ \t]*$", "", t, flags=re.M | re.S)
    return re.sub(r"^//(?!/).*$", "", t, flags=re.M)


def adoc_delimited_off(t):
    """Listing (----), literal (....) and table (|===) blocks hold no entries."""
    return re.sub(r"^(-{4,}|\.{4,}|\|={3,})[ \t]*\n.*?^\1[ \t]*$", "", t, flags=re.M | re.S)


def adoc_qanda_terms(t):
    """Proxmox VE: every term of the [qanda] list, a line at the margin ending in "::" (the
    preprocessor lines `ifdef::…[]` end in "[]" and are no terms)."""
    body = adoc_delimited_off(adoc_comments_off(t))
    return [("question", 1, m.group(1)) for m in re.finditer(r"^(\S.*?)::[ \t]*$", body, re.M)]


def adoc_open_block_entries(t):
    """NextDom's Ftpd plugin: each answer is an open block between `--` lines; its question is the
    line just above the opening `--`, a block title (".…") or, once, a plain paragraph line. The
    `[panel,primary]` attribute line is no entry."""
    ls, out, inside = t.split("\n"), [], False
    for i, line in enumerate(ls):
        if line.rstrip() == "--":
            if not inside:
                above = ls[i - 1].strip() if i else ""
                if above and not above.startswith("["):
                    out.append(("question", 1, above.lstrip(".")))
            inside = not inside
    return out


# RULES-FUNCTIONS-END

RULES = {
    # mdBook: the page's `main` only (the sidebar is the book's contents); `h1` title, flat `h3`s
    'W-Mai--Cha--faq.html': html_tags({"h3": ("question", 1)}, body=between("<main>", "</main>")),
    # Sphinx (Read the Docs theme): the article body only; the `dl`'s terms are the questions
    'Mizzou-CBMI--COSMOS2--faq.html':
        html_tags({"dt": ("question", 1)}, body=between('<div itemprop="articleBody">', "<footer")),
    # Pandoc: after the TOC `nav`; `h1` "FAQ" names the FAQ and holds all (no section); `h2`s
    'BroadbandForum--usp--index.htm':
        first_group_is_title(html_tags({"h1": ("group", 1), "h2": ("question", 2)},
                                       body=between('<h1 class="unnumbered"', "</body>"))),
    # Docusaurus: `h2` groups of bold "Q:" paragraphs
    'Goblin-Quantum-Lab--goblin-quantum-lab--index.html': docusaurus_bold_q,
    # "#" title; flat "###" questions (no "##")
    'ChrisMeniw--chris-meniw-ai-governance--FAQ.ru.md': lambda t: lines(r"^### \S.*$")(strip_fences(t)),
    # Jekyll front matter off; whole-line bold "**Q: …**" paragraphs
    'hargup--klug.github.io--faq.mkd':
        lambda t: lines(r"^\*\*Q: .*\*\*[ \t]*$")(front_matter_off(t)),
    # "#" title; "## 目录" is the contents (unnumbered); numbered "## N." questions
    'FeiLiu36--EoH--FAQ_CN.md': lambda t: lines(r"^## \d+\. .*$")(strip_fences(t)),
    # "#" title; numbered "### N." questions
    'GoalfyAI--goalfydata--FAQ.zh-CN.md': lambda t: lines(r"^### \d+\. .*$")(strip_fences(t)),
    # a title underlined with "="; "Q " lines at the margin (the answers open with "A ")
    'limalib--spacemud--FAQ': lines(r"^Q \S.*$"),
    # "Q:" lines at the margin; a question's further lines carry no "Q:"
    'chirs241097--bullet-lab-remix--FAQ.zh': lines(r"^Q: .*$"),
    # "Вопрос:" lines (the answers "Ответ:")
    'DRM-Digital-Revolution-Makers--AFJL--faq.txt': lines(r"^Вопрос: .*$"),
    # "=" title (left out); "-" groups of "+" questions
    'pytest-dev--pytest--faq.rst': rst_titles({"-": ("group", 1), "+": ("question", 2)}),
    # "=" title (left out); flat "-" questions
    'Newclid--Newclid--faq.rst': rst_titles({"-": ("question", 1)}),
    # a two-line title; the [qanda] list's terms
    'proxmox--pve-docs--pve-faq.adoc': adoc_qanda_terms,
    # open blocks, each under its question line
    'NextDom--plugin-Ftpd--faq.asciidoc': adoc_open_block_entries,
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
