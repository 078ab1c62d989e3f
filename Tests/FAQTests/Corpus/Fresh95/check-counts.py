#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh95) after reading the file and after
its counts were written into a working list, in the conventions SOURCES.md states (../Fresh5/'s).
A rule returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts
them: a group holds the items after it up to the next group of the same or a smaller depth, and a
section is a group that holds at least one question, directly or in a group inside it. The
Markdown/MDX helpers and the reStructuredText title reader are ../Fresh93/'s (../Fresh91/'s),
copied unchanged; front matter may be YAML (---) or TOML (+++). New here: setext group headings in
R Markdown (vegan), a LaTeX sectioning reader (Bio.PDB) and an SCDoc (SuperCollider help) reader;
`read` gunzips the .tex.gz. The allowed readings the notes give are not run.
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


def setext_groups_atx_questions(t):
    """R Markdown (vegan): setext titles underlined with '-' are groups, '###' headings questions;
    the '=' setext title and thematic breaks (a '-' line after a blank line) are no headings."""
    b = body(t)
    found = []
    lines = b.split("\n")
    for n, line in enumerate(lines):
        if re.fullmatch(r"-{3,}[ \t]*", line) and n and lines[n - 1].strip() and not lines[n - 1].startswith("#"):
            found.append((n - 1, "group", 1, lines[n - 1].strip()))
        m = re.match(r"^ {0,3}###[ \t]+(\S.*?)[ \t#]*$", line)
        if m:
            found.append((n, "question", 2, m.group(1)))
    return [f[1:] for f in sorted(found)]


LATEX_TEXT = ("Introduction", "Bio.PDB's installation", "Contributors", "Biopython License Agreement")


def latex_sections(t):
    """LaTeX (Bio.PDB FAQ): comment lines dropped; a \\section that has \\subsection or
    \\subsubsection headings before the next \\section is a group; any other \\section is a
    question of no group, except the front and back matter in LATEX_TEXT (no entry); \\subsection
    a group inside; \\subsubsection* a question, except the one whose title is a tabular (the DSSP
    codes table, no entry)."""
    t = "\n".join("" if line.lstrip().startswith("%") else line for line in t.split("\n"))
    heads = [(m.group(1), m.group(2).strip()) for m in
             re.finditer(r"^\\(section|subsection|subsubsection)\*?\{(.*)$", t, re.M)]
    out = []
    for i, (level, title) in enumerate(heads):
        if level == "section":
            following = []
            for lv, _ in heads[i + 1:]:
                if lv == "section":
                    break
                following.append(lv)
            if following:
                out.append(("group", 1, title))
            elif title.rstrip("}") in LATEX_TEXT:
                out.append(("group", 1, NO_GROUP))
            else:
                out += [("group", 1, NO_GROUP), ("question", 2, title)]
        elif level == "subsection":
            out.append(("group", 2, title))
        elif not title.startswith("\\begin{tabular}"):
            out.append(("question", 3, title))
    return out


SCDOC_ENTRY_SECTIONS = ("ERROR: Primitive 'BasicNew' failed. Index not an Integer",)


def scdoc(t):
    """SCDoc (SuperCollider .schelp): 'section::' (any case) titles are groups of their
    'subsection::' questions; a section in SCDOC_ENTRY_SECTIONS is itself one entry (an error
    message) whose subsections are its answer's parts; a subsection whose title ends in ':'
    ('Helpfile references:') is part of the answer before it."""
    out, inside_entry = [], False
    for m in re.finditer(r"^(section|subsection)::[ \t]*(.*?)[ \t]*$", t, re.M | re.I):
        level, title = m.group(1).lower(), m.group(2)
        if level == "section":
            inside_entry = title in SCDOC_ENTRY_SECTIONS
            out += [("group", 1, NO_GROUP), ("question", 2, title)] if inside_entry else [("group", 1, title)]
        elif not inside_entry and not title.endswith(":"):
            out.append(("question", 2, title))
    return out


RULES = {
    # MDX
    # import + two <Callout> components; '# Frequently Asked Questions (FAQ)' left out; six flat '##'
    # entries and the closing '## Still Need Help?' (it asks)
    'FastyBird--smart-panel--page.mdx': atx({2: ("question", 1)}),
    # front matter; '# Frequently asked questions' left out; two '##' groups of '###' questions
    'opsmill--infrahub--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # front matter; '# Troubleshooting' left out; eight '##' groups of '###' entries; the last,
    # 'Getting Help', holds none (no section)
    'GoatedChopin--forge--troubleshooting.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # front matter, import and four <Aside> components; ten flat '##' problems
    'Embucket--embucket--troubleshooting.mdx': atx({2: ("question", 1)}),
    # Markdown variants
    # Hugo front matter and an {{% alert %}} shortcode; six '## Q:' questions; '###'/'####' answer parts
    'OpenFunction--openfunction.dev--faq.md': atx({2: ("question", 1)}),
    # Hugo front matter; six flat '###' questions
    'operator-framework--java-operator-sdk--_index.md': atx({3: ("question", 1)}),
    # front matter; six '##' questions and a bold paragraph question inside the PM2 answer
    'eggjs--egg--faq.md': atx({2: ("question", 1)}, extra=[BOLD_ASKS]),
    # reStructuredText
    # '#' overlined title left out; '=' topics, 'Initial Checks' (before the first, asks nothing) left out
    'cornell-zhang--allo--troubleshooting.rst': rst_skip({"=": ("question", 1)}, ("Initial Checks",)),
    # '=' overlined title left out; '*' groups (the four before 'Common Issues' hold none) of '=' entries
    'O-X-L--ansible-webui--troubleshooting.rst': rst({"*": ("group", 1), "=": ("question", 2)}),
    # '=' overlined title left out; twelve flat '-' error messages
    'nucypher--nucypher--troubleshooting.rst': rst({"-": ("question", 1)}),
    # Debian
    'r-cran-vegan--2.6-4+dfsg-1--FAQ-vegan.Rmd': setext_groups_atx_questions,
    'python-biopython-doc--1.80+dfsg-4--biopdb_faq.tex.gz': latex_sections,
    'supercollider-common--3.13.0+repack-1--UserFAQ.schelp': scdoc,
}


if __name__ == "__main__":
    main(HERE, RULES)
