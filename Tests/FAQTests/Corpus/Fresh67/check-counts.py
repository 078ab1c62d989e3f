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
directly or in a group inside it; a group titled "(none)" only closes the groups before it.
The rules follow the markup where headings alone would mislead: `div` questions whose answers are
bare text, an `<xmp>` of Strapdown Markdown holding 问/答 pairs, an accordion page whose `h4`s are
parts of one answer, a Bootstrap fragment of `h5` questions under `h3` groups, Pandoc Markdown
whose YAML front matter holds indented `# List of …` lines and whose last level-one heading is an
unfinished question completed by four level-two ones, plain text of `- ` entries with indented
sub-questions and answers at the margin, `Qn)`/`A)` and `Q:`/`A:` pairs, reST `**Q:**`
definition-list terms, reST titles whose underlines are shorter than their text, AsciiDoc
troubleshooting pages of `==` entries with labelled lists and listing blocks.
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


def tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t)."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        return [specs[m.group(1).lower()] + (text_of(m.group(2)),)
                for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I)
                if text_of(m.group(2))]
    return rule


def lines(pattern, depth=1):
    """Flat: one question per line matching pattern."""
    return lambda t: [("question", depth, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]


def md_headings(t):
    """(level, title) of ATX headings after any YAML front matter and outside fenced blocks,
    CommonMark's way (a fence closes only on a bare run of its character at least as long)."""
    ls = t.split("\n")
    i = 0
    if ls and ls[0].strip() == "---":
        i = 1
        while ls[i].strip() not in ("---", "..."):
            i += 1
        i += 1
    out, fence = [], None
    for line in ls[i:]:
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
        if h:
            out.append((len(h.group(1)), h.group(2)))
    return out


def atx_questions(level):
    """'#' title; every heading of the given level a question."""
    return lambda t: [("question", 1, title) for n, title in md_headings(t) if n == level]


def feenox(t):
    """No '#' title (the title is in the front matter); a level-one heading followed by level-two
    headings is a group of them, any other level-one heading a question of no group."""
    heads, out = md_headings(t), []
    for k, (n, title) in enumerate(heads):
        if n == 1 and k + 1 < len(heads) and heads[k + 1][0] == 2:
            out.append(("group", 1, title))
        elif n == 1:
            out += [("group", 1, NO_GROUP), ("question", 2, title)]
        elif n == 2:
            out.append(("question", 2, title))
    return out


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, not overlined; an
    underline shorter than its title is still a title (docutils warns and keeps it)."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{3,}", ls[i].rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def adoc_headings(t):
    """(level, title) of AsciiDoc section titles outside delimited blocks."""
    out, block = [], None
    for line in t.split("\n"):
        if block:
            if line.rstrip() == block:
                block = None
            continue
        if re.match(r"^(-{4,}|\.{4,}|\*{4,}|_{4,}|\+{4,}|={4,}|/{4,})\s*$", line):
            block = line.rstrip()
            continue
        h = re.match(r"^(={1,6})[ \t]+(\S.*)$", line)
        if h:
            out.append((len(h.group(1)), h.group(2).strip()))
    return out


def adoc_questions(level):
    return lambda t: [("question", 1, title) for n, title in adoc_headings(t) if n == level]


RULES = {
    # five div.question elements; each answer is the bare text after it
    "Dri0m--9o3o--index.html": lambda t: [("question", 1, text_of(m.group(1))) for m in
                                          re.finditer(r'<div class="question">(.*?)</div>', t, re.S)],
    # inside <xmp>: "## 常见问题" names the FAQ; each 问：/问: line a question
    "hustfyb--Freshman-Practical--index.html": lines(r"^\s*问\s*[：:].*$"),
    # inside <main>: h2 groups of h3 questions; the h4 "pillars" are one answer's parts
    "tatargabor--set-core--faq.html": tags({"h2": ("group", 1), "h3": ("question", 2)},
                                           cut("<main>", "</main>")),
    # h1 title; h3 groups of h5 accordion questions
    "ArtOfIllusion--AOI-website--faq.html": tags({"h3": ("group", 1), "h5": ("question", 2)}),
    "seamplex--feenox--FAQ.markdown": feenox,
    # '#' title; '###' questions
    "emaiqi--weui-pro--faq.md": atx_questions(3),
    # '#' title; '##' entries
    "Alpaq92--wx-notepad-plus-plus--faq.md": atx_questions(2),
    # '#' title; '## Q:' questions (two with empty answers)
    "ossf--great-mfa-project--Q-and-A.md": atx_questions(2),
    # each '- ' line at the margin opens an entry (indented sub-questions, answer at the margin)
    "kgignatyev--prod-feed-library--questions-and-answers.txt": lines(r"^- .*$"),
    "wolfieanmol--eve-new--faq.txt": lines(r"^Q\d+\).*$"),
    "MrDuker--anime-luca--faq.txt": lines(r"^Q: .*$"),
    # '=' title; '**Q:**' definition-list terms
    "pnxenopoulos--awpy--faq.rst": lines(r"^\*\*Q:\*\*.*$"),
    # '=' title; '-' groups of '~' questions (four underlines too short)
    "pokealarm--pokealarm--faq.rst": rst_titles({"-": ("group", 1), "~": ("question", 2)}),
    # '=' title; '==' entries
    "FaFre--weblibre-docs--troubleshooting.adoc": adoc_questions(2),
    "Xelef2000--TMRX--troubleshooting.adoc": adoc_questions(2),
}


if __name__ == "__main__":
    main(HERE, RULES)
