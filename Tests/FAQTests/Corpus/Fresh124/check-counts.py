#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh124/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers marked "copied" are ../Fresh122/check-counts.py's, copied unchanged (Markdown
headings outside fenced blocks, reST titles, HTML elements with code blocks, scripts and styles
dropped, and Fresh120's Markdown rule builder `md_title_groups_questions`); the helper new in
this draw is marked below. `read` (holdout_counting.py) turns CRLF into LF before a rule runs.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, lines, main, text_of  # noqa: E402


# ---- Markdown (copied) ------------------------------------------------------------------------

def md_lines(t):
    """(level, title) of ATX headings, (0, line) of other lines, outside fenced blocks."""
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


def md_questions(level, text_titles=()):
    """Flat questions at one heading level (deeper headings are the entries' own parts);
    headings named in `text_titles` are the document's text."""
    return lambda t: [("question", 1, title) if title not in text_titles else ("group", 1, NO_GROUP)
                      for n, title in md_lines(t) if n == level]


# ---- reStructuredText (copied) ----------------------------------------------------------------

PUNCT = r"[=\-~^*+#\"'`:.>_]"


def rst_titles_at(t):
    """(line number, char, title) of titles at the margin underlined with one mark repeated, at
    least as long as the title or at least four marks long; overlined titles get char 'over'."""
    ls, out = t.split("\n"), []
    for i in range(1, len(ls)):
        m = re.fullmatch(r"(%s)\1+" % PUNCT, ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"(%s)\1+" % PUNCT, title):
            continue
        if len(ls[i].rstrip()) < min(len(title), 4):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            out.append((i - 1, "over", title.strip()))
            continue
        out.append((i - 1, m.group(1), title.strip()))
    return out


def rst_levels(kinds):
    """kinds maps an underline character (or 'over' for an overlined title) to ("group", depth),
    ("question", depth) or None (the document's title: it only ends what came before)."""
    def rule(t):
        out = []
        for n, c, title in rst_titles_at(t):
            if c not in kinds:
                continue
            if kinds[c] is None:
                out.append(("group", 1, NO_GROUP))
            else:
                out.append(kinds[c] + (title,))
        return out
    return rule


# ---- HTML (copied) ----------------------------------------------------------------------------

def between(start_marker, end_marker):
    """The text from the first `start_marker` to the first `end_marker` after it."""
    def body(t):
        start = t.index(start_marker)
        return t[start:t.index(end_marker, start)]
    return body


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


# ---- rule builders of ../Fresh120/ (copied) ---------------------------------------------------

def md_title_groups_questions(group_level, question_level, title_texts=(), text_titles=()):
    """Markdown ATX headings outside fences: headings at `group_level` are groups, those at
    `question_level` questions; a heading whose title is in `title_texts` is the document's title
    or its contents (it only ends what came before); a question-level heading in `text_titles` is
    the document's text (a pointer) and is left out."""
    def rule(t):
        out = []
        for n, title in md_lines(t):
            if n == group_level:
                out.append(("group", 1, NO_GROUP if title in title_texts else title))
            elif n == question_level and title not in text_titles:
                out.append(("question", 2, title))
        return out
    return rule



# ---- helper new in this draw (Fresh124) --------------------------------------------------------

def html_question_answer_h3(t):
    """HTML (Shark's FAQ): from the h1 to the footer, every h2 is a group and every h3 whose text
    is "Question" opens one question, titled by the bare text after it up to the next h3 (the h3
    "Answer" headings and everything after them are the answers)."""
    body = t[t.index("<h1>"):t.index('<div id="footer">')]
    out = []
    for m in re.finditer(r"<(h2|h3)\b[^>]*>(.*?)</\1\s*>", body, re.S | re.I):
        tag, title = m.group(1).lower(), text_of(m.group(2))
        if tag == "h2":
            out.append(("group", 1, title))
        elif title == "Question":
            rest = body[m.end():]
            nxt = re.search(r"<h3\b", rest, re.I)
            out.append(("question", 2, text_of(rest[:nxt.start()] if nxt else rest)))
    return out


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # reST: '=' title; ten questions underlined with four dashes (shorter than the titles);
    # commented-out questions are '.. ' comments, which rst_titles_at never sees as titles
    "falconry--falcon--faq.rst": rst_levels({"=": None, "-": ("question", 1)}),
    # reST in a .txt file: overlined '=' title, '-' groups of '~' entries; the closing transition
    # has a blank line above it, so it is no underline
    "roundup-tracker--roundup--FAQ.txt": rst_levels({"over": None, "-": ("group", 1), "~": ("question", 2)}),
    # Markdown (Documenter): '#' title, '##' groups of '###' entries; '####' parts are the entry's
    "MakieOrg--Makie.jl--faq.md": md_title_groups_questions(2, 3),
    # Markdown: '#' title, five '##' "Q:" questions
    "CGCookie--retopoflow--faq.md": md_questions(2),
    # Jekyll Markdown: front matter, '# FAQ', fifteen '###' entries, a closing '##' that asks
    # nothing (left out: only level-3 headings are read)
    "BlueMap-Minecraft--BlueMapWiki--FAQ.md": md_questions(3),
    # Markdown: "todo:" lines, '#' title, twenty-eight '###' questions
    "PyPSA--PyPSA--faq.md": md_questions(3),
    # XHTML, CRLF: h2 groups, h3 "Question"/"Answer" pairs, two entries before the first h2
    "Shark-ML--Shark--FAQ.html": html_question_answer_h3,
    # plain text: "Q:" lines at the margin, "A:" on a line of its own
    "Tasssadar--epos--FAQ": lines(r"^Q: .*$"),
}


if __name__ == "__main__":
    main(HERE, RULES)
