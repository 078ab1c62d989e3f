#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh94/work/hand-counts.txt, copied unchanged into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The rules follow the markup where headings alone would mislead: MkDocs pages read inside
<article> (code blocks dropped), text and pointer groups (diagnostics, help, references) holding
no question; Markdown headings outside fenced blocks, or bold paragraphs where the questions are
paragraphs; reST titles found as docutils finds them (an underline as long as its title, or of at
least four marks when shorter, as docutils accepts with a warning), overlined titles and the first
'=' title being the document's title.
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


# ---- Markdown ---------------------------------------------------------------------------------

def md_lines(t):
    """(level, title) of ATX headings, (0, line) of other lines (blank ones as ''), outside
    fenced blocks (a fence as (0, '(fence)'))."""
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
        else:
            out.append((0, line.strip()))
    return out


def md_questions(level):
    """Flat questions at one heading level (deeper headings are the entries' own parts)."""
    return lambda t: [("question", 1, title) for n, title in md_lines(t) if n == level]


def md_groups(group_level, question_level):
    """Groups of questions; a group with no question heading under it counts for nothing."""
    def rule(t):
        kinds = {group_level: ("group", 1), question_level: ("question", 2)}
        return [kinds[n] + (title,) for n, title in md_lines(t) if n in kinds]
    return rule


def md_bold_paragraphs(t):
    """'##' groups of questions written as paragraphs that open with a bold sentence: a question
    is a paragraph (after a blank line) whose first line starts with '**'; bold text on a
    paragraph's later lines is part of an answer."""
    out, previous = [], ""
    for n, line in md_lines(t):
        if n == 2:
            out.append(("group", 1, line))
        elif n == 0 and line.startswith("**") and previous == "":
            out.append(("question", 2, line.split("**")[1]))
        previous = line if n == 0 else "(heading)"
    return out


# ---- reStructuredText -------------------------------------------------------------------------

PUNCT = r"[=\-~^*+#\"'`:.>_]"


def rst_titles(t):
    """(char, title) of titles at the margin underlined with one mark repeated, at least as long
    as the title or at least four marks long (docutils takes an underline shorter than its title,
    with a warning, from four marks on); overlined titles are reported with char 'over'."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"(%s)\1+" % PUNCT, ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"(%s)\1+" % PUNCT, title):
            continue
        if len(ls[i].rstrip()) < min(len(title), 4):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            out.append(("over", title.strip()))
            continue
        out.append((m.group(1), title.strip()))
    return out


def rst_flat(char):
    """The titles underlined with `char` are the entries; every other title is text."""
    return lambda t: [("question", 1, title) for c, title in rst_titles(t) if c == char]


def rst_levels(group_char, question_char):
    """Groups underlined with `group_char` of entries underlined with `question_char`."""
    def rule(t):
        kinds = {group_char: ("group", 1), question_char: ("question", 2)}
        return [kinds[c] + (title,) for c, title in rst_titles(t) if c in kinds]
    return rule


def modbuslink(t):
    """'=' title, then '=' groups; under "Connection Issues" the '-' titles are groups of '~'
    problems, under the three other problem groups the '-' titles are the problems; the later '='
    groups (debugging how-tos, an error table, best practices, help) hold no question."""
    problem_groups = ("Connection Issues", "Protocol Errors", "Performance Issues", "Data Issues")
    out, first, current = [], True, None
    for c, title in rst_titles(t):
        if c == "=":
            if first:
                first = False
                continue
            current = title
            out.append(("group", 1, title if title in problem_groups else NO_GROUP))
        elif current not in problem_groups:
            continue
        elif c == "-":
            out.append(("group", 2, title) if current == "Connection Issues" else ("question", 2, title))
        elif c == "~":
            out.append(("question", 3, title))
    return out


# ---- HTML -------------------------------------------------------------------------------------

def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


def elements(b, tags):
    """(tag, title) of the given elements, comments, scripts, styles and code blocks dropped."""
    b = re.sub(r"<!--.*?-->", "", b, flags=re.S)
    b = re.sub(r"<(script|style|pre)\b.*?</\1>", "", b, flags=re.S | re.I)
    out = []
    for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), b, re.S | re.I):
        title = text_of(m.group(2)).rstrip("¶").strip()
        if title:
            out.append((m.group(1).lower(), title))
    return out


def mkdocs_groups(text_groups, question_prefix=""):
    """h2 groups of h3 questions inside <article>; the h2s in `text_groups` (contents,
    diagnostics, help) and their h3s hold no question; with a prefix, only h3s opening with it
    are questions."""
    def rule(t):
        out, skip = [], False
        for tag, title in elements(article(t), ("h2", "h3")):
            if tag == "h2":
                skip = title in text_groups
                out.append(("group", 1, NO_GROUP if skip else title))
            elif not skip and title.startswith(question_prefix):
                out.append(("question", 2, title))
        return out
    return rule


def h2_questions(prefix=""):
    """Flat h2 questions in the whole page (hand-written pages with no <article>); with a prefix,
    only h2s opening with it."""
    return lambda t: [("question", 1, title) for tag, title in elements(t, ("h2",)) if title.startswith(prefix)]


RULES = {
    # MkDocs Material: h1; h2 "Quick Diagnostics" (two checks) and "Getting Help" (pointers) hold
    # no question; seven h2 groups of h3 problems
    "AstroAir--QtForge--index.html": mkdocs_groups(("Quick Diagnostics", "Getting Help")),
    # MkDocs Material: h2 contents and diagnostics, eight h2 groups of "Issue:" h3s, then
    # reference, procedures, help, known issues, commands, resources (no "Issue:" h3)
    "OneStepAt4time--lolstonks-rss--index.html": mkdocs_groups(("Table of Contents", "Quick Diagnostics"), "Issue:"),
    # Jekyll/Bootstrap, no <article>: h1, a list of links, five h2 problems (h3 "Solution N" inside)
    "userfrosting--UserFrosting--index.html": h2_questions(),
    # hand-written Japanese page: h1, eight h2 "Q: ..." and a closing h2 (contact)
    "sanographix--tokusetsu3--faq.html": h2_questions("Q:"),
    # '#' title; '##' groups of bold problem paragraphs; closing '##' of text
    "Chatixia-AI--agents-chronicle--troubleshooting.md": md_bold_paragraphs,
    # '#' title; '##' "Situations courantes" (holds every '###', names the body) and text '##'s
    "Cartman34--vigie-windows--troubleshooting.md": md_questions(3),
    # '#' title; flat '##' problems
    "90ms--beez-agent-harness--troubleshooting.md": md_questions(2),
    # '#' title; flat '##' entries ('###' parts inside the third)
    "lumihelia--lumiflow--TROUBLESHOOTING.zh-CN.md": md_questions(2),
    # '#' title; '##' groups of '###' problems
    "A2OH--openharmony-wsl--TROUBLESHOOTING_CN.md": md_groups(2, 3),
    # '#' title; flat '##' problems
    "Alejandrolmeida--copilot-azure-openai-custom-agent--troubleshooting.md": md_questions(2),
    # ':orphan:', '=' title; '-' "Common Issues" (names the body) of '~' problems; two text '-'
    "Agony5757--unified-icc--troubleshooting.rst": rst_flat("~"),
    # over- and underlined '=' title; '-' groups of '*' problems
    "ocastilloreyes--petgem--troubleshooting.rst": rst_levels("-", "*"),
    # '=' title and '=' groups; '-' and '~' levels as the docstring says
    "Miraitowa-la--ModbusLink--troubleshooting.rst": modbuslink,
}


if __name__ == "__main__":
    main(HERE, RULES)
