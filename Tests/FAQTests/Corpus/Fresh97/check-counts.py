#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh97) after reading the file and after
its counts were written into a working list, in the conventions SOURCES.md states (../Fresh5/'s).
A rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts
them: a group holds the items after it up to the next group of the same or a smaller depth, and a
section is a group that holds at least one question, directly or in a group inside it. The
Markdown/MDX helpers and the reStructuredText title reader are ../Fresh95/'s (../Fresh93/'s),
copied unchanged; front matter may be YAML (---) or TOML (+++). New here: a bold question that
runs over two lines (Jafa), whole-paragraph bold error messages in reStructuredText (Exo2Micro), a
DocBook qandaset reader (katomic) and an Org list-item reader (treemacs); `read` gunzips the
.org.gz. The allowed readings the notes give are not run.
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


QUICKANSWER = (r"^[ \t]*<QuickAnswer\s+question=\"([^\"]*)\"", "question", 2)


def asking_h2_with_groups(t):
    """'##' headings that ask ('?') are questions, their '###' sub-headings answer text; a '##'
    that does not ask is a group whose '###' headings are questions."""
    out, in_group = [], False
    for m in re.finditer(r"^ {0,3}(#{2,3})[ \t]+(\S.*?)[ \t#]*$", body(t), re.M):
        level, title = len(m.group(1)), m.group(2)
        if level == 2:
            in_group = not title.rstrip().endswith("?")
            out.append(("group", 1, title) if in_group else ("question", 1, title))
        elif in_group:
            out.append(("question", 2, title))
    # questions before the first group belong to none: a NO_GROUP group first
    return [("group", 1, NO_GROUP)] + out if out and out[0][0] == "question" else out


def rst_items_topics(group_char, item_patterns):
    base = rst_items_under(group_char, item_patterns)
    return lambda t: topics(base(t), asking_only=False)



def rst_topics(kinds):
    """rst(kinds), then every group that holds no entry is a topic entry of no section."""
    base = rst(kinds)
    return lambda t: topics(base(t), asking_only=False)


# A bold paragraph alone on its line that ends in '?': a question (Fresh93's rule; here egg).
BOLD_ASKS = (r"^\*\*([^*\n]*\?)\*\*[ \t]*$", "question", 1)


def rst_skip(kinds, skip):
    """rst(kinds), leaving out the titles in skip (headings before the first entry that ask
    nothing: the document's text)."""
    base = rst(kinds)
    return lambda t: [i for i in base(t) if i[2] not in skip]



# A bold paragraph that asks, at the margin, whose closing '**' may fall on the next line (Jafa's
# "Where do ... come\nfrom?**", its answer on the same line after it).
BOLD_ASKS_WRAPPED = (r"^\*\*([^*]+?\?)\*\*", "question", 2)


def jafa(t):
    """'##' groups of '###' entries and of bold questions; a '##' that holds none is a topic entry."""
    found = items(body(t), [(r"^ {0,3}##[ \t]+(\S.*?)[ \t#]*$", "group", 1),
                            (r"^ {0,3}###[ \t]+(\S.*?)[ \t#]*$", "question", 2),
                            BOLD_ASKS_WRAPPED])
    return topics(found, asking_only=False)


RST_TEXT = ("A note on partial success",)
BOLD_GROUP = "Filename problems"


def exo2micro(t):
    """'-' titles are groups, '~' titles entries inside them (RST_TEXT left out), and inside the
    group BOLD_GROUP a paragraph that is bold from its first to its last character (an error
    message) an entry too (elsewhere such a paragraph, '**Fix.**', is an answer's label); a '-'
    group that holds no entry is a topic entry of no section."""
    lines = t.split("\n")
    found = []
    for i, c, title, o in rst_titles(t):
        if o or title in RST_TEXT:
            continue
        if c == "-":
            found.append((i, "group", 1, title))
        elif c == "~":
            found.append((i, "question", 2, title))
    n = 0
    for para in re.split(r"\n[ \t]*\n", t):
        start = t.index(para, n)
        n = start + len(para)
        p = para.strip("\n")
        if start > t.index(BOLD_GROUP + "\n") and re.fullmatch(r"\*\*[^*]+\*\*", p):
            found.append((t.count("\n", 0, start), "question", 2, " ".join(p.split())))
    return topics([f[1:] for f in sorted(found)], asking_only=False)


def docbook_qanda(t):
    """DocBook: every <question> of a qandaset is an entry; the chapter holding the qandaset names the
    FAQ and holds every question (no section); the handbook's other chapters are its text."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("group", 1, NO_GROUP)] + [("question", 2, " ".join(re.sub(r"<[^>]+>", "", q).split()))
                                       for q in re.findall(r"<question>(.*?)</question>", t, re.S)]


def org_faq_list(t):
    """Org: the list items at one space's indent (' * ') under the top-level '* FAQ' heading, up to
    the next top-level heading, are its entries; the rest of the README is its text."""
    m = re.search(r"^\* FAQ[ \t]*\n(.*?)(?=^\* )", t, re.M | re.S)
    return [("group", 1, NO_GROUP)] + [("question", 2, q) for q in re.findall(r"^ \* (.+)$", m.group(1), re.M)]


RULES = {
    # MDX
    # front matter; no title; five '##' groups of '###' problems; 'Log Locations' (a table) and
    # 'Getting Help' hold none (no section)
    'a-maccormack--articwake--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # front matter; '# Troubleshooting & FAQ' left out; '## Command errors' (6 '###', a :::note),
    # a '##' problem of no section, '## FAQ' of five bold questions (one wrapped)
    'Blaadam--jafa--troubleshooting.mdx': jafa,
    # front matter, an <Info> component; fourteen flat '##' problems
    'Takazudo--zudo-front-builder--troubleshooting.mdx': atx({2: ("question", 1)}),
    # front matter; '# Troubleshooting' left out; '## Version mismatching' holds eighteen '###'
    'software-mansion--react-native-reanimated--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # Markdown variants
    # front matter; '# Troubleshooting' left out; six flat '##', the last 'Still stuck?'
    '22wink--vite-enhanced-proxy--troubleshooting.md': atx({2: ("question", 1)}),
    # Hugo front matter (folded description); four '##' groups of '###' entries; '####' answer parts
    'hiero-ledger--solo-docs--troubleshooting.md': atx({2: ("group", 1), 3: ("question", 2)}),
    # reStructuredText
    'kfollette--Exo2Micro--troubleshooting.rst': exo2micro,
    # '=' title left out; three '-' groups of '~' entries; 'Related Pages' holds none
    'FatinShadab--PGSI--troubleshooting.rst': rst({"-": ("group", 1), "~": ("question", 2)}),
    # '=' title left out; eight flat '-' problems (the bold paragraphs inside one are its answer)
    'ifnspaml--Speech-Enhancement-Demonstrator--troubleshooting.rst': rst({"-": ("question", 1)}),
    # Debian
    'katomic--22.12.3-1--index.docbook': docbook_qanda,
    'elpa-treemacs--2.8-2--README.org.gz': org_faq_list,
}


if __name__ == "__main__":
    main(HERE, RULES)
