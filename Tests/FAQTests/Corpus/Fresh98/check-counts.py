#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh98/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers are ../Fresh96/check-counts.py's (Markdown headings outside fenced blocks, reST titles
found as docutils finds them, HTML elements with code blocks, scripts and styles dropped); two
rules are new here: a "leaf" rule for layered pages (a heading with deeper headings under it is a
group, a heading with none is an entry, except the named text headings), used for one Markdown and
one reStructuredText file, and an HTML rule that reads body headings as NO_GROUP.
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


def leaves(headings, text_titles=(), title_levels=()):
    """headings: [(level, title)] in order. A heading followed (before the next heading of its
    level or a higher one) by a deeper heading is a group; one with none is an entry, unless it
    stands in `text_titles` (then it only ends the group before it). Levels in `title_levels`
    are the document's title and count for nothing."""
    out = []
    for i, (level, title) in enumerate(headings):
        if level in title_levels:
            out.append(("group", level, NO_GROUP))
            continue
        deeper = i + 1 < len(headings) and headings[i + 1][0] > level
        if deeper:
            out.append(("group", level, title))
        elif title in text_titles:
            out.append(("group", level, NO_GROUP))
        else:
            out.append(("question", level, title))
    return out


def md_leaves(text_titles=(), title_level=1):
    def rule(t):
        hs = [(n, title) for n, title in md_lines(t) if n >= 1]
        return leaves(hs, text_titles, (title_level,))
    return rule


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


def rst_levels(group_char, question_char):
    """Groups underlined with `group_char` of entries underlined with `question_char`."""
    def rule(t):
        kinds = {group_char: ("group", 1), question_char: ("question", 2)}
        return [kinds[c] + (title,) for c, title in rst_titles(t) if c in kinds]
    return rule


def rst_leaves(order, text_titles=(), first_is_title=True):
    """Titles ranked by `order` (underline characters, outermost first); the leaf rule above;
    the file's first title is the document's title."""
    def rule(t):
        hs = [(order.index(c) + 1, title) for c, title in rst_titles(t) if c in order]
        items = leaves(hs, text_titles)
        if first_is_title and items:
            items[0] = ("group", items[0][1], NO_GROUP)
        return items
    return rule


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


def html_questions(tag, body=lambda t: t):
    """Flat questions: every `tag` element inside body(t)."""
    return lambda t: [("question", 1, title) for _, title in elements(body(t), (tag,))]


def body_headings_then(group_tag, question_tag, body=lambda t: t):
    """`group_tag` headings are the page's body headings (text, or a heading that holds every
    question and names the body): each only ends what came before; `question_tag` elements are
    the questions."""
    def rule(t):
        out = []
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                out.append(("group", 1, NO_GROUP))
            else:
                out.append(("question", 2, title))
        return out
    return rule


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # generated Dutch-style site page (French): h1; ten h2 questions in div.seo-faq-item; the
    # JSON-LD FAQPage in <head> is a <script> and is dropped
    "n4ckz--droidex--index.html": html_questions("h2"),
    # hand-built page: h1; ten h2 known issues (KI-001..KI-010), one per <article>
    "vishkaty--ucp-conformance--known-issues.html": html_questions("h2"),
    # MkDocs Material: inside <article>, h2 "First diagnostic step" (text) and h2 "Common
    # issues" (holds all six h3 issues, names the body)
    "jjfroehlich--papers-to-table--index.html": body_headings_then("h2", "h3", article),
    # MkDocs readthedocs theme: h3 "Common issues and solutions:" over six h6 issues
    "Siam3h--TidyDataCLI--index.html": body_headings_then("h3", "h6"),
    # '#' title; nine flat '##' problems (Ukrainian)
    "BrainFromUkraine--BFU-YOUYTUBE--troubleshooting.md": md_questions(2),
    # '#' title; five '##' problems (Chinese)
    "7colorai--deepseek_runtime--TROUBLESHOOTING.zh.md": md_questions(2),
    # '#' title; '##' > '###' > '####' problems, '##' > '###' topics, two closing text '##'
    "Ardelyo--ai_code_agent--troubleshooting.md": md_leaves(("Mendapatkan Bantuan", "Tips Pencegahan")),
    # '#' title; nine flat '##' problems (Russian)
    "TrafficWrapper--orchestrator--TROUBLESHOOTING.ru.md": md_questions(2),
    # '#' title; five '##' groups of '###' problems; a closing '##' note with no '###' (Arabic)
    "Astur-mobile--Astur--troubleshooting.md": md_groups(2, 3),
    # '=' title; '-' groups of '"' issues
    "modin-project--modin--troubleshooting.rst": rst_levels("-", '"'),
    # '=' title; '-' groups of '~' problems; further '=' parts: one of '-' problems, two of text
    "Roxiina--Projet_2_1_MLFactory--troubleshooting.rst": rst_leaves(
        "=-~", ("📋 Checklist de Dépannage", "🆘 Besoin d'Aide Supplémentaire?",
                "📚 Ressources Supplémentaires", "📝 Leçons Apprises", "🆘 Besoin d'Aide?")),
    # '=' title; '-' groups of '~' errors
    "pietro-talli--NetRL--troubleshooting.rst": rst_levels("-", "~"),
}


if __name__ == "__main__":
    main(HERE, RULES)
