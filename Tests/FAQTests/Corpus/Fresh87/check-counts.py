#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh87) after reading the file and after
its counts were written into a working list, in the conventions SOURCES.md states (../Fresh5/'s).
A rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts
them: a group holds the items after it up to the next group of the same or a smaller depth, and a
section is a group that holds at least one question, directly or in a group inside it. The rules
read the markup: Markdown/MDX ATX headings outside front matter, fences and HTML comments; MDX
`<Accordion title>` components and `<p class="edlib-question">` paragraphs; VitePress
`::: details` containers; MkDocs `??? question` admonitions; Hugo `{{< figure title >}}`
shortcodes; reStructuredText titles by their adornment (an underline shorter than its title read
as docutils reads it, a title with a warning), bullet and enumerated items. A closing group-level
heading that asks ("…?") and holds no entries, and in the two "common issues" pages every
group-level title that holds no entries, is read as a topic entry of no section. The allowed
readings the notes give are not run.
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
    """levels: {number of '#': (kind, depth)}; ATX headings with a title, up to three spaces in,
    outside front matter, fences and HTML comments; other levels left out. extra: more
    (regex, kind, depth)."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), v[0], v[1]) for n, v in levels.items()]

    def rule(t):
        return items(body(t), specs + list(extra))
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


def closing_asks(rule):
    return lambda t: topics(rule(t), asking_only=True)


ACCORDION = (r"^[ \t]*<Accordion\s+title=\"([^\"]*)\"", "question", 2)


def flat(pattern):
    """Flat: one question per match (its first group the title), outside front matter, fences
    and comments."""
    return lambda t: items(body(t), [(pattern, "question", 1)])


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t, short_ok=False):
    """(line index, character, title, overlined) for every title: a text line at the margin under a
    line of one adornment character at least as long (with or without an overline of it).
    short_ok: an underline shorter than its title still makes a title (docutils warns "Title
    underline too short" and keeps the title) if it is at least four characters long."""
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
                and re.fullmatch(ADORN, b) and (len(b) >= len(a) or short_ok and len(b) >= 4)):
            found.append((i, b[0], a.strip(), False))
            i += 2
            continue
        i += 1
    return found


def rst(kinds, short_ok=False):
    """kinds: {character: (kind, depth)} for underlined titles; other titles left out."""
    def rule(t):
        return [kinds[c] + (title,) for _, c, title, o in rst_titles(t, short_ok)
                if not o and c in kinds]
    return rule


def rst_common_issues(kinds):
    """rst(kinds), then every group that holds no entry is a topic entry of no section."""
    base = rst(kinds)
    return lambda t: topics(base(t), asking_only=False)


def rst_items_under(group_char, item_patterns):
    """Titles underlined with group_char are groups; every line matching one of item_patterns
    (bullet or enumerated items at the margin) is a question inside the group before it."""
    def rule(t):
        found = [(i, "group", 1, title) for i, c, title, o in rst_titles(t) if c == group_char and not o]
        for n, line in enumerate(t.split("\n")):
            if any(re.match(p, line) for p in item_patterns):
                found.append((n, "question", 2, line.strip()))
        return [f[1:] for f in sorted(found)]
    return rule


RULES = {
    # MDX
    # '# Frequently asked questions' holds every question: left out; five HTML question paragraphs
    'cerpus--Edlib--faq.mdx': flat(r'^<p class="edlib-question">(.*?)</p>'),
    # '##' groups of Mintlify <Accordion title="…"> questions
    'Illusion47586--isol8--faq.mdx': atx({2: ("group", 1)}, [ACCORDION]),
    'Manas-Kenge--lazyff--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # '##' groups of <Accordion>; the closing '## Still have questions?' (Cards) a topic entry
    'ocarinalabs--create-mf2-app--faq.mdx': closing_asks(atx({2: ("group", 1)}, [ACCORDION])),
    # reStructuredText
    # '=' document title left out; '-' titles, '~' entries; '-' titles with no '~' are topics
    'jazzband--django-simple-history--common_issues.rst':
        rst_common_issues({"-": ("group", 1), "~": ("question", 2)}),
    # '^' document title left out; '*' groups of bullet items and numbered bold questions
    'alejandrozf--ominicontacto--install_faq.rst':
        rst_items_under("*", [r"^- \S", r"^\d+\. \*\*"]),
    # '=' document title left out; '-' questions, one with a short underline
    'sentilo--sentilo--technical_faq.rst': rst({"-": ("question", 1)}, short_ok=True),
    # '*' document title left out; '=' titles, '-' entries; '=' titles with no '-' are topics
    'ortk95--planetmapper--common_issues.rst':
        rst_common_issues({"=": ("group", 1), "-": ("question", 2)}),
    # Markdown variants
    'bridge-core--docs--index.md': atx({2: ("question", 1)}),
    'mc506lw--trf-wiki--index.md': flat(r"^::: details[ \t]+(.*)$"),
    '5mehulhelp5--govard--faq.md': atx({2: ("group", 1), 3: ("question", 2)}),
    # the link list at the top is a table of contents; one question per figure shortcode
    'Westerville-South-Troupe-513--513_web_src--index.md':
        flat(r"^\{\{<\s*figure\s+title=\"([^\"]*)\""),
    'szarkans--szarkans.github.io--faq.md': atx({2: ("question", 1)}),
    # '## Footer' holds nothing and is no section
    'ARU300--SummerProject--faq.md': atx({2: ("group", 1), 3: ("question", 2)}),
    'Angelerator--duckton--faq.md': flat(r"^\?\?\? question[ \t]+\"([^\"]*)\""),
}


if __name__ == "__main__":
    main(HERE, RULES)
