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
directly or in a group inside it.
The rules follow the markup where headings alone would mislead: h2 groups of h3 questions inside
a Docusaurus <article>; h4 or h3 or h2 questions inside the page's article; paragraphs that are
wholly bold as questions in an MkDocs page; Markdown headings outside fenced blocks, runs of
headings with no text between them read as one question, a closing group of pointers left out;
Docsify "?> **...**" tips as questions; reST titles by underline character, with the kubos page's
two levels read by where they stand; an enumerated list at the margin as questions.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import main, text_of  # noqa: E402


def inside(tag):
    def body(t):
        start = t.index("<" + tag)
        return t[start:t.index("</%s>" % tag, start)]
    return body


def tags(specs, body=lambda t: t, need_id=()):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t); a tag in
    need_id counts only where it carries an id."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<(script|style)\b.*?</\1>", "", b, flags=re.S | re.I)
        out = []
        for m in re.finditer(r"<(%s)\b([^>]*)>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I):
            tag, attrs, title = m.group(1).lower(), m.group(2), text_of(m.group(3))
            if not title or (tag in need_id and not re.search(r"\bid=", attrs)):
                continue
            out.append(specs[tag] + (title,))
        return out
    return rule


def bold_paragraphs(body):
    """<p> elements whose whole content is one <strong>: questions."""
    def rule(t):
        return [("question", 1, text_of(m.group(1)))
                for m in re.finditer(r"<p>\s*<strong>(.*?)</strong>\s*</p>", body(t), re.S)]
    return rule


def md_lines(t):
    """(level, title) of ATX headings, (0, line) of other lines with text, outside fenced blocks
    and YAML front matter."""
    if t.startswith("---\n"):
        t = t[t.index("\n---", 3) + 4:]
    out, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            out.append((0, "(fence)"))
            continue
        h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
        if h:
            out.append((len(h.group(1)), h.group(2)))
        elif line.strip():
            out.append((0, line.strip()))
    return out


def md_groups(group_level, question_level, closing=()):
    """'##' groups of '###' questions; a group titled in `closing` and what follows it hold
    none."""
    def rule(t):
        out, done = [], False
        for n, title in md_lines(t):
            if n == group_level:
                done = done or title in closing
                if not done:
                    out.append(("group", 1, title))
            elif n == question_level and not done:
                out.append(("question", 2, title))
        return out
    return rule


def atx_questions(level, merge_runs=False):
    """Flat questions at one heading level; with merge_runs, a heading straight after another
    (no text between) is part of the same question."""
    def rule(t):
        out, previous_heading = [], False
        for n, title in md_lines(t):
            if n == level:
                if not (merge_runs and previous_heading):
                    out.append(("question", 1, title))
                previous_heading = True
            elif n == 0:
                previous_heading = False
        return out
    return rule


def docsify_tips(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\?> \*\*(.+?)\*\*\s*$", t, re.M)]


def rst_underlined(t):
    """(char, title) of reST titles underlined at the margin, at least as long as the title; an
    overlined title (the document's) left out."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            continue
        if len(ls[i].rstrip()) < len(title):
            continue
        out.append((m.group(1), title))
    return out


def rst_levels(kinds):
    """kinds: {underline char: (kind, depth)}; other characters left out."""
    return lambda t: [kinds[c] + (title,) for c, title in rst_underlined(t) if c in kinds]


def kubos(t):
    """'=' title; '-' FAQs of '~' questions (their '^' sub-headings are parts of answers); '-'
    Troubleshooting of '~' groups of '^' questions, where '^' "Flash Troubleshooting" is a group of
    '#' error messages (the '#' sub-headings of other '^' questions are parts of answers)."""
    out, part, flash = [], None, False
    for c, title in rst_underlined(t):
        if c == "-":
            part, flash = title, False
            out.append(("group", 1, title))
        elif part == "FAQs":
            if c == "~":
                out.append(("question", 2, title))
        elif part == "Troubleshooting":
            if c == "~":
                flash = False
                out.append(("group", 2, title))
            elif c == "^":
                flash = title == "Flash Troubleshooting"
                out.append(("group", 3, title) if flash else ("question", 3, title))
            elif c == "#" and flash:
                out.append(("question", 4, title))
    return out


def enumerated(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\d+\.\s+(\S.*)$", t, re.M)]


RULES = {
    # Docusaurus: h1 title; h2 groups of h3 questions inside <article>
    "AdvancedArmorStands--Docs--index.html": tags({"h2": ("group", 1), "h3": ("question", 2)}, inside("article")),
    # Hugo docdock (Chinese): h1 title; h4 questions with ids
    "2505817596--BeefDocs--index.html": tags({"h4": ("question", 1)}, need_id=("h4",)),
    # MkDocs Material: h1 title; h3 questions inside <article>
    "jchejarla--spring-batch-db-cluster-partitioning--index.html": tags({"h3": ("question", 1)}, inside("article")),
    # MkDocs readthedocs theme: h1 title; wholly bold paragraphs inside role="main"
    "Zettlr--zettlr-docs--index.html": bold_paragraphs(lambda t: t[t.index('<div role="main">'):]),
    # Docusaurus: h1 title; h2 problem entries inside <article>
    "DalgoT4D--dalgo_docs--index.html": tags({"h2": ("question", 1)}, inside("article")),
    # '#' title; '##' groups of '###' questions
    "brennodewinter--Ocideck--FAQ.nl.md": md_groups(2, 3),
    "012090120901209--AHKv2_Finetune--Troubleshooting.md": md_groups(2, 3),
    # '##' groups of '###' questions; "Still Have Questions?" closes the FAQ with pointers
    "AlexLapsin--Sales-Data-Aggregation-Pipeline--faq.md": md_groups(2, 3, closing=("Still Have Questions?",)),
    # Docsify: '#' title; "?> **question**" tips
    "fragaria--karmen-docs--faq.md": docsify_tips,
    # front matter; '###' questions, a heading straight after another one shares its answer
    "devs-immortal--website--faq.md": atx_questions(3, merge_runs=True),
    # '#' "FAQ"; '##' questions
    "nodejs--iojs.org--faq.md": atx_questions(2),
    # no title; '###' questions
    "gvoze32--c9cli--FAQ.id.md": atx_questions(3),
    # '*' overlined title; '=' groups of '-' problems ('^' sub-headings are parts of answers)
    "cytopia--devilbox--troubleshooting.rst": rst_levels({"=": ("group", 1), "-": ("question", 2)}),
    "kubos--kubos--faq-troubleshooting.rst": kubos,
    # '#' overlined title; an enumerated list of entries
    "GenomicsDB--GenomicsDB--common-issues.rst": enumerated,
}


if __name__ == "__main__":
    main(HERE, RULES)
