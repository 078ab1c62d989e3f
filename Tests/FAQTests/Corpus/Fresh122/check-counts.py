#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh122/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers marked "copied" are ../Fresh120/check-counts.py's, copied unchanged (Markdown
headings outside fenced blocks, reST titles, HTML elements with code blocks, scripts and styles
dropped, and Fresh120's Markdown rule builder `md_title_groups_questions`); the helpers new in this draw are marked below.
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



# ---- helpers new in this draw (Fresh122) -------------------------------------------------------

def md_setext_groups_atx_questions(question_level):
    """Markdown outside fences (fences as md_lines reads them): a setext title underlined with
    '=' is the document's title (it only ends what came before); one underlined with '-' is a
    group; ATX headings at `question_level` are questions."""
    def rule(t):
        ls, out, fence = t.split("\n"), [], None
        for i, line in enumerate(ls):
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
                if len(h.group(1)) == question_level:
                    out.append(("question", 2, h.group(2)))
                continue
            nxt = ls[i + 1] if i + 1 < len(ls) else ""
            if line.strip() and re.fullmatch(r" {0,3}(=+|-+)[ \t]*", nxt):
                if nxt.strip()[0] == "=":
                    out.append(("group", 1, NO_GROUP))
                else:
                    out.append(("group", 1, line.strip()))
        return out
    return rule


def html_flat_except(question_tag, contents_titles):
    """HTML: every `question_tag` element is one question, except the contents heading(s)."""
    return lambda t: [("question", 1, title) for _, title in elements(t, (question_tag,))
                      if title not in contents_titles]


def html_li_q_labels(t):
    """HTML: each list item carrying an id whose first child is a bold "Q:" label is one question
    (the contents list's items carry no id, only links)."""
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r'<li id="[^"]*">\s*<b>(Q:.*?)</b>', t, re.S)]


def rst_title_groups_enumerated(title_char, group_char):
    """reST: the title underlined with `title_char` ends what came before; titles underlined with
    `group_char` are groups; each enumerated item "#. " indented by one tab is one question."""
    def rule(t):
        found = [(n, ("group", 1, NO_GROUP if c == title_char else title))
                 for n, c, title in rst_titles_at(t) if c in (title_char, group_char)]
        found += [(i, ("question", 2, line.strip()[3:]))
                  for i, line in enumerate(t.split("\n")) if line.startswith("\t#. ")]
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # Markdown in Chinese: no title; nineteen '##' entries "Q1:" .. "Q18:" (Q11 twice)
    "RVC-Project--Retrieval-based-Voice-Conversion-WebUI--faq.md": md_questions(2),
    # MyST Markdown: a setext '=' title, six setext '-' groups of '###' entries
    "plomgrading--plom--faq.md": md_setext_groups_atx_questions(3),
    # MDX: front-matter title, six '###' questions and nothing above them
    "maticzav--swift-graphql--faq.mdx": md_questions(3),
    # Quarto: '# FAQ' title, three '##' groups of '###' topics; four-backtick fences hold
    # three-backtick fences and YAML rules
    "vincentarelbundock--tinytable--faq.qmd": md_title_groups_questions(2, 3),
    # Markdown in Chinese: '#' title, five '##' groups of '###' entries
    "open-compass--opencompass--faq.md": md_title_groups_questions(2, 3),
    # HTML fragment: 'Table of contents' h2 over a link list, then 23 h2 entries; h3 inside
    # entries 5, 16 and 17 are their answers' parts
    "hannesmannerheim--qvitter--faq.html": html_flat_except("h2", ("Table of contents",)),
    # XHTML 1.0: the h1 title, a contents ol of links, an ol of li entries with bold "Q:" labels
    "Parallel-NetCDF--Parallel-NetCDF.github.io--faq.html": html_li_q_labels,
    # reST: '*'-underlined title, '=' groups of tab-indented '#.' enumerated entries
    "kushalkolar--MESmerize--faq.rst": rst_title_groups_enumerated("*", "="),
    # reST in Russian: '='-underlined title, '-' groups, '~' entries
    "Jenyay--outwiker--faq.rst": rst_levels({"=": None, "-": ("group", 1), "~": ("question", 2)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
