#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into a working list), in the conventions SOURCES.md states (../Fresh5/'s). A
rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them:
a group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it. The rules read the
markup: Markdown/MDX ATX headings outside front matter, fences and HTML comments; bold question
paragraphs and numbered bold list items where a file puts its questions there; MDX `<Tab value>`
labels; Hugo `{{< accordion summary=… >}}` shortcodes; HTML `<h2>` group headings; reStructuredText
titles by their adornment. The allowed readings the notes give are not run.
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


def tabs(t):
    """MDX <Tabs>: each <Tab value="…"> label a group; bold '**Q: …**' paragraphs its questions."""
    return items(body(t), [(r"^[ \t]*<Tab value=\"([^\"]*)\"", "group", 1),
                           (r"^[ \t]*\*\*(Q:.+?)\*\*[ \t]*$", "question", 2)])


def accordions(t):
    """Hugo shortcodes: one question per {{< accordion summary="…" >}}."""
    return [("question", 1, m.group(1))
            for m in re.finditer(r"\{\{<\s*accordion\s+summary=\"([^\"]*)\"", body(t))]


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


def gdsc(t):
    """'-' titles are groups where '~' questions follow them before the next '-' title, topic
    entries of no section where none do (each after a no-section group)."""
    heads = [(c, title) for _, c, title, o in rst_titles(t) if not o and c in "-~"]
    out = []
    for i, (c, title) in enumerate(heads):
        if c == "~":
            out.append(("question", 2, title))
        elif i + 1 < len(heads) and heads[i + 1][0] == "~":
            out.append(("group", 1, title))
        else:
            out += [("group", 1, NO_GROUP), ("question", 2, title)]
    return out


RULES = {
    # MDX
    # '##' entries; the <h3> inside an answer is HTML and no ATX heading
    'invoke-ai--InvokeAI--faq.mdx': atx({2: ("question", 1)}),
    'tyecode--role-reactor-website--faq.mdx': tabs,
    # the closing '#' topic ends Billing and is no section and no question
    'Cap-go--website--faq.mdx': atx({1: ("group", 0, NO_GROUP), 2: ("group", 1), 3: ("question", 2)}),
    # reStructuredText
    'CancerRxGene--gdsctools--faqs.rst': gdsc,
    'VIB-PSB--ksrates--faqs.rst': rst({("=", False): ("group", 1), ("-", False): ("question", 2)}),
    'mirte-robot--mirte-documentation--faq.rst': rst({("-", False): ("question", 1)}),
    'colmap--colmap--faq.rst': rst({("-", False): ("question", 1)}),
    # Markdown variants: Hugo and Jekyll pages with front matter
    'Appchemy--waitr-website--faq.md': atx({}, [(r"^\d+\.[ \t]+\*\*(.+?)\*\*[ \t]*$", "question", 1)]),
    'harrybarnard--toylibrarybrightonandhove.org--faq.md': atx({2: ("question", 1)}),
    'harrycresswell--hellocards--faq.md': accordions,
    'joshcanhelp--josh-to-11--faq.md': atx({4: ("question", 1)}),
    'transcrobes--static-site--faq.md': atx({1: ("group", 1), 2: ("question", 2)}),
    'verana-labs--verana.foundation-website--faq.md': atx({3: ("question", 1)}),
    # HTML <h2> groups of '###' questions and one '####' question
    'GSA-TTS--identity-idva-docs--faqs.md':
        atx({3: ("question", 2), 4: ("question", 2)}, [(r"^<h2\b[^>]*>(.*?)</h2>", "group", 1)]),
}


if __name__ == "__main__":
    main(HERE, RULES)
