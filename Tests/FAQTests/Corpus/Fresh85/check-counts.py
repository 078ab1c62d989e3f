#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh85) after reading the file and after
its counts were written into a working list, in the conventions SOURCES.md states (../Fresh5/'s).
A rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts
them: a group holds the items after it up to the next group of the same or a smaller depth, and a
section is a group that holds at least one question, directly or in a group inside it. The rules
read the markup: Markdown/MDX ATX headings outside front matter, fences and HTML comments; a
closing group-level heading that asks ("…?") and holds no entries read as a topic entry of no
section; bold `**Q:**` paragraphs; numbered list items; Hugo `{{% expand %}}` shortcodes; HTML
`<h2>`/`<h3>` headings; reStructuredText titles by their adornment, enumerated emphasised
questions and bullet-list definition terms. The allowed readings the notes give are not run.
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
from holdout_counting import NO_GROUP, main  # noqa: E402

# ---- Markdown and MDX ----------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---[ \t]*\n", "", t, flags=re.S)


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


def atx(levels, extra=()):
    """levels: {number of '#': (kind, depth, title or None)}; ATX headings with a title, up to three
    spaces in, outside front matter, fences and HTML comments; other levels left out. A level whose
    third value is NO_GROUP gives groups that only end the group before them. extra: more
    (regex, kind, depth)."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), v[0], v[1]) for n, v in levels.items()]
    plain = {v[1]: v[2] for v in levels.values() if len(v) > 2}

    def rule(t):
        found = items(body(t), specs + list(extra))
        return [(k, d, plain[d]) if k == "group" and d in plain else (k, d, title) for k, d, title in found]
    return rule




def closing_asks(levels):
    """atx(levels), then a group heading that holds no question and whose title ends in '?' is a
    topic entry of no section (a NO_GROUP group and a question), as ../Fresh83/ read GDSCTools'
    "Installation"; group headings that ask nothing stay groups (no section when empty)."""
    base = atx(levels)

    def rule(t):
        found, out = base(t), []
        for i, (kind, depth, title) in enumerate(found):
            if kind == "group" and title.rstrip().endswith("?"):
                nxt = found[i + 1] if i + 1 < len(found) else None
                if nxt is None or nxt[0] == "group" and nxt[1] <= depth:
                    out += [("group", depth, NO_GROUP), ("question", depth + 1, title)]
                    continue
            out.append((kind, depth, title))
        return out
    return rule


def expands(t):
    """Hugo shortcodes: one question per {{% expand "…" %}}."""
    return [("question", 1, m.group(1))
            for m in re.finditer(r"\{\{%\s*expand\s+\"([^\"]*)\"", body(t))]


def html_groups(t):
    """<h2> groups of <h3> questions (an <h3> may run over two lines), HTML comments dropped."""
    return items(body(t), [(r"^<h2\b[^>]*>(.*?)</h2>", "group", 1),
                           (r"^<h3\b[^>]*>((?:.|\n)*?)</h3>", "question", 2)])


def numbered(t):
    """Flat: one question per numbered list item at the margin."""
    return items(body(t), [(r"^\d+\.[ \t]+(\S.*)$", "question", 1)])


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t):
    """(line index, character, title, overlined) for every title: a text line at the margin under a
    line of one adornment character at least as long (with or without an overline of it)."""
    ls, found, i = t.split("\n"), [], 0
    while i < len(ls) - 1:
        a = ls[i].rstrip()
        if (re.fullmatch(ADORN, a) and i + 2 < len(ls) and ls[i + 1].strip()
                and not re.fullmatch(ADORN, ls[i + 1].strip()) and ls[i + 2].rstrip() == a):
            found.append((i, a[0], ls[i + 1].strip(), True))
            i += 3
            continue
        b = ls[i + 1].rstrip()
        if (a.strip() and a[0] not in " \t" and not re.fullmatch(ADORN, a.strip())
                and re.fullmatch(ADORN, b) and len(b) >= len(a)):
            found.append((i, b[0], a.strip(), False))
            i += 2
            continue
        i += 1
    return found


def rst(kinds):
    """kinds: {(character, overlined): (kind, depth)}; other titles left out."""
    def rule(t):
        return [kinds[(c, o)] + (title,) for _, c, title, o in rst_titles(t) if (c, o) in kinds]
    return rule


def rst_enumerated(t):
    """Flat: an enumerated list at the margin whose items are emphasised questions ('1. *…*')."""
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\d+\.[ \t]+\*(.+?)\*[ \t]*$", t, re.M)]


def rst_terms(t):
    """'-' titles are groups; every bullet item at the margin ('- …', its first line a
    definition-list term over an indented definition) is a question."""
    found = [(i, "group", 1, title) for i, c, title, o in rst_titles(t) if c == "-" and not o]
    found += [(n, "question", 2, m.group(1)) for n, line in enumerate(t.split("\n"))
              for m in [re.match(r"^- (\S.*)$", line)] if m]
    return [f[1:] for f in sorted(found)]


RULES = {
    # MDX
    # '## General' of '###' questions; the closing '## Have an unanswered question?' a topic entry
    'skalenetwork--docs.skale.space--faq.mdx': closing_asks({2: ("group", 1), 3: ("question", 2)}),
    # '# Frequently Asked Questions' holds every question: left out
    'JoHena--Suwayomi-Site--faq.mdx': atx({3: ("question", 1)}),
    # emoji '##' groups of '###' questions; 'Additional Support' and 'Related Pages' stay empty groups
    'JairTorres1003--JT-View-Exports-SVG--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'Gryt-chat--docs--faq.mdx': closing_asks({2: ("group", 1), 3: ("question", 2)}),
    # reStructuredText
    'kura--blackhole--frequently-asked-questions.rst': rst({("=", False): ("question", 1)}),
    'Fantomas42--django-blog-zinnia--faq.rst': rst({("=", False): ("group", 1), ("-", False): ("question", 2)}),
    'v6d-io--v6d--faq.rst': rst_enumerated,
    'cenotes--cenotes--qa.rst': rst_terms,
    # Markdown variants
    'Bioconductor--bioconductor.org--faq.md': html_groups,
    'jsbin--learn--faq.md': atx({2: ("question", 1)}),
    'pollen-robotics--reachy-docs--faq.md': expands,
    'anufrievroman--limms-website--faq.md': atx({3: ("question", 1)}),
    'east-coast-enduro-association--ecea-ui--faq.md': atx({2: ("group", 1), 4: ("question", 2)}),
    'erwinyani--Blog--faq.md': numbered,
}


if __name__ == "__main__":
    main(HERE, RULES)
