#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh116/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers marked "copied" are ../Fresh114/check-counts.py's, copied unchanged (Markdown
headings outside fenced blocks, the leaf rule, reST titles, HTML elements with code blocks,
scripts and styles dropped); the helper new in this draw is marked below.
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


def leaves(headings, text_titles=(), title_levels=()):
    """The leaf rule: a heading followed by a deeper heading is a group, one with none an entry,
    unless named in `text_titles`; levels in `title_levels` are the document's title."""
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
    return lambda t: leaves([(n, title) for n, title in md_lines(t) if n >= 1], text_titles, (title_level,))


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

def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


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


def html_headings_text(title_tag, entry_tag, body=lambda t: t, text_titles=()):
    """`title_tag` elements are the page's title (they only end what came before); `entry_tag`
    elements are entries, except those named in `text_titles` (the document's text)."""
    def rule(t):
        out = []
        for tag, title in elements(body(t), (title_tag, entry_tag)):
            if tag == title_tag or title in text_titles:
                out.append(("group", 1, NO_GROUP))
            else:
                out.append(("question", 2, title))
        return out
    return rule


def html_title_groups_questions(title_tag, group_tag, question_tag, body=lambda t: t):
    """The first `title_tag` element is the page's title (it only ends what came before); later
    `group_tag` elements are groups (depth 1) and `question_tag` elements questions (depth 2).
    `title_tag` and `group_tag` may be the same tag."""
    def rule(t):
        out, seen_title = [], False
        for tag, title in elements(body(t), tuple({title_tag, group_tag, question_tag})):
            if tag == title_tag and not seen_title:
                out.append(("group", 1, NO_GROUP))
                seen_title = True
            elif tag == group_tag:
                out.append(("group", 1, title))
            elif tag == question_tag:
                out.append(("question", 2, title))
        return out
    return rule


# ---- helper new in this draw (Fresh116) ---------------------------------------------------------

def rst_label_questions(title_chars, label):
    """reST titles underlined with one of `title_chars` are the document's title or body heading
    (they only end what came before); each paragraph at the margin that is exactly `label` (a
    bold "**Question**" line) opens one question, whatever the lines after it hold."""
    def rule(t):
        found = [(n, ("group", 1, NO_GROUP)) for n, c, title in rst_titles_at(t) if c in title_chars]
        ls = t.split("\n")
        for n, line in enumerate(ls):
            if line.rstrip() == label and (n == 0 or not ls[n - 1].strip()):
                q = next((x.strip() for x in ls[n + 1:] if x.strip()), "")
                found.append((n, ("question", 2, q)))
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # pkgdown (Bootstrap 3 template): inside div.contents the page-header h1 "FAQ" is the title,
    # then five level1 sections whose h1 are the entries; the sidebar's tocnav repeats them as links
    "greta-dev--greta--faq.html": html_title_groups_questions(
        "h1", "h2", "h1", between('<div class="col-md-9 contents">', '<div class="col-md-3 hidden-xs hidden-sm" id="sidebar">')),
    # the project's own Jinja2 site: h1 title, fourteen h3 entries; the closing h3 "More To Come..."
    # has no answer and is the document's text
    "simianterminal--warpseq--faq.html": html_headings_text(
        "h1", "h3", between('<div id="content">', "</body>"), text_titles=("More To Come...",)),
    # DocFX 2.40.7: inside <article> an h1 title and eight h2 questions; the three numbered h3
    # under the frameless-window question are its parts (not counted)
    "NeutroniumCore--Neutronium--faq.html": html_headings_text("h1", "h2", article),
    # GitHub-wiki page: no title, sixteen flat '##' questions
    "LandSandBoat--server--Frequently-Asked-Questions.md": md_questions(2),
    # '#' title; '###' issues, "Static topology" over three '####' (a group); the closing
    # '### Known bugs' (a pointer to the issue tracker) is the document's text
    "cardano-scaling--hydra--known-issues.md": md_leaves(text_titles=("Known bugs",)),
    # '#' title; eleven '##' groups of '###' entries; the closing '## See Also' is text
    "kshivang--BossTerm--Frequently-Asked-Questions.md": md_leaves(text_titles=("See Also",)),
    # '#' title; '## 0.' a question of no section; three '##' groups of '###' questions
    "lsh123--xmlsec--faq.md": md_leaves(),
    # '=' title; fifteen flat '-' entries (underlines of 37 dashes, many shorter than the titles)
    "marbl--canu--faq.rst": rst_levels({"=": None, "-": ("question", 2)}),
    # '=' title and '-' "Questions and answers" (names the body, holds every question); five
    # **Question** label paragraphs each open one question
    "barseghyanartur--django-elasticsearch-dsl-drf--faq.rst": rst_label_questions("=-", "**Question**"),
}


if __name__ == "__main__":
    main(HERE, RULES)
