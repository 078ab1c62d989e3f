#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh114/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers are ../Fresh112/check-counts.py's, copied unchanged (Markdown headings outside fenced
blocks, the leaf rule, HTML elements with code blocks, scripts and styles dropped, reST titles with
their positions and levels, overlined titles, `<article>` and `<main>` bodies, `div` questions);
the helpers new in this draw (Fresh114) are marked below; the markers "new in this draw"
above it are Fresh112's.
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


# ---- reStructuredText -------------------------------------------------------------------------

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


def rst_with_paragraph_questions(group_char, question_char, question_line):
    """Groups underlined with `group_char`; questions are titles underlined with `question_char`
    (None: no such titles) and lines at the margin matching `question_line`, in document order."""
    def rule(t):
        found = []
        for n, c, title in rst_titles_at(t):
            if c == group_char:
                found.append((n, "group", 1, title))
            elif question_char is not None and c == question_char:
                found.append((n, "question", 2, title))
        for n, line in enumerate(t.split("\n")):
            if re.match(question_line, line):
                found.append((n, "question", 2, line.strip()))
        return [f[1:] for f in sorted(found)]
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


def body_headings_then(group_tag, question_tag, body=lambda t: t):
    """`group_tag` headings are the page's body headings (a heading that holds every question and
    names the body): each only ends what came before; `question_tag` elements are the questions."""
    def rule(t):
        out = []
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                out.append(("group", 1, NO_GROUP))
            else:
                out.append(("question", 2, title))
        return out
    return rule


def html_groups(group_tag, question_tag, body=lambda t: t, text_groups=()):
    """`group_tag` groups of `question_tag` questions; a group named in `text_groups` is text and
    the elements under it count for nothing."""
    def rule(t):
        out, in_text = [], False
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                in_text = title in text_groups
                out.append(("group", 1, NO_GROUP if in_text else title))
            elif not in_text:
                out.append(("question", 2, title))
        return out
    return rule


# ---- helpers new in ../Fresh104/ (copied unchanged) -------------------------------------

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


def html_list_questions(body, group_pattern, question_pattern):
    """Groups matched by group_pattern and questions matched by question_pattern, in document
    order inside body(t); the first capture of each is its title."""
    def rule(t):
        b = body(t)
        found = [(m.start(), "group", 1, text_of(m.group(1))) for m in re.finditer(group_pattern, b, re.S)]
        found += [(m.start(), "question", 2, text_of(m.group(1))) for m in re.finditer(question_pattern, b, re.S)]
        return [f[1:] for f in sorted(found)]
    return rule


def article_body(t):
    start = t.index('itemprop="articleBody"')
    return t[start:t.index('<footer>', start)]


# ---- helpers new in ../Fresh106/ (copied unchanged) -------------------------------------

def rst_levels_text(kinds, text_titles):
    """As rst_levels; a title named in `text_titles` is the document's text (it ends the entry
    before it, at its own depth, and is itself nothing)."""
    def rule(t):
        out = []
        for n, c, title in rst_titles_at(t):
            if c not in kinds:
                continue
            if kinds[c] is None:
                out.append(("group", 1, NO_GROUP))
            elif title in text_titles:
                out.append(("group", kinds[c][1], NO_GROUP))
            else:
                out.append(kinds[c] + (title,))
        return out
    return rule


def rst_topics(t):
    """Questions are the titles of `.. topic::` directives at the margin."""
    return [("question", 1, m.group(1).strip()) for m in re.finditer(r"^\.\. topic::[ \t]+(.+)$", t, re.M)]


def md_title_then_groups(t):
    """The first `#` heading is the document's title; later `#` headings are groups of `##`
    entries; deeper headings are the entries' own sub-headings."""
    out, seen_title = [], False
    for n, title in md_lines(t):
        if n == 1:
            out.append(("group", 1, title if seen_title else NO_GROUP))
            seen_title = True
        elif n == 2:
            out.append(("question", 2, title))
    return out


def main_body(t):
    start = t.index("<main>")
    return t[start:t.index("</main>", start)]


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


# ---- helper new in this draw -------------------------------------------------------------

def div_questions(css_class, title_tag="h1", body=lambda t: t):
    """Flat questions written as `<div class="css_class">` elements (no question headings);
    `title_tag` elements only end what came before."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<(script|style|pre)\b.*?</\1>", "", b, flags=re.S | re.I)
        found = [(m.start(), "group", 1, NO_GROUP) for m in re.finditer(r"<%s\b" % title_tag, b)]
        found += [(m.start(), "question", 2, text_of(m.group(1)))
                  for m in re.finditer(r'<div class="%s">(.*?)</div>' % re.escape(css_class), b, re.S)]
        return [f[1:] for f in sorted(found)]
    return rule


# ---- helpers new in this draw -------------------------------------------------------------

def between(start_marker, end_marker):
    """The text from the first `start_marker` to the first `end_marker` after it."""
    def body(t):
        start = t.index(start_marker)
        return t[start:t.index(end_marker, start)]
    return body


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


def html_groups_div_questions(title_tag, group_tag, css_class, text_groups=(), body=lambda t: t):
    """`title_tag` elements only end what came before; `group_tag` elements are groups of questions
    written as `<div class="css_class">` elements; a group named in `text_groups` is the
    document's text and the questions under it count for nothing."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<(script|style|pre)\b.*?</\1>", "", b, flags=re.S | re.I)
        found = [(m.start(), "title", text_of(m.group(1)))
                 for m in re.finditer(r"<%s\b[^>]*>(.*?)</%s>" % (title_tag, title_tag), b, re.S)]
        found += [(m.start(), "group", text_of(m.group(1)))
                  for m in re.finditer(r"<%s\b[^>]*>(.*?)</%s>" % (group_tag, group_tag), b, re.S)]
        found += [(m.start(), "question", text_of(m.group(1)))
                  for m in re.finditer(r'<div class="%s">(.*?)</div>' % re.escape(css_class), b, re.S)]
        out, in_text = [], False
        for _, kind, title in sorted(found):
            if kind == "title":
                out.append(("group", 1, NO_GROUP))
                in_text = False
            elif kind == "group":
                in_text = title in text_groups
                out.append(("group", 1, NO_GROUP if in_text else title))
            elif not in_text:
                out.append(("question", 2, title))
        return out
    return rule


def md_groups_with_summaries(group_level, question_level):
    """Markdown headings at `group_level` are groups; questions are headings at `question_level`
    and `<hN>` elements inside `<summary>` blocks (outside fenced blocks), in document order."""
    def rule(t):
        out, fence, in_summary = [], None, False
        for line in t.split("\n"):
            m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
            if fence:
                if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                    fence = None
                continue
            if m:
                fence = m.group(1)
                continue
            h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
            if h and len(h.group(1)) == group_level:
                out.append(("group", 1, h.group(2)))
            elif h and len(h.group(1)) == question_level:
                out.append(("question", 2, h.group(2)))
            if "<summary" in line:
                in_summary = True
            if in_summary:
                s = re.search(r"<h[1-6]\b[^>]*>(.*?)</h[1-6]>", line)
                if s:
                    out.append(("question", 2, text_of(s.group(1))))
            if "</summary>" in line:
                in_summary = False
        return out
    return rule


def rst_leaves(levels):
    """The leaf rule on reST titles: `levels` maps an underline character (or 'over') to a level;
    level 0 is the document's title; a title followed by a deeper title is a group, one with none
    an entry."""
    def rule(t):
        heads = [(levels[c], title) for n, c, title in rst_titles_at(t) if c in levels]
        return leaves(heads, (), (0,))
    return rule


def rst_groups_raw_questions(kinds, question_pattern):
    """Titles as rst_levels maps them (kinds); questions are matches of `question_pattern` (its first
    group the title) anywhere in the text, such as panel titles inside `.. raw:: html` blocks."""
    def rule(t):
        found = []
        for n, c, title in rst_titles_at(t):
            if c not in kinds:
                continue
            found.append((n, ("group", 1, NO_GROUP) if kinds[c] is None else kinds[c] + (title,)))
        for m in re.finditer(question_pattern, t, re.S):
            found.append((t.count("\n", 0, m.start()), ("question", 2, text_of(m.group(1)))))
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


# ---- helper new in this draw (Fresh114) ----------------------------------------------------

def rst_title_bold_questions(title_chars):
    """reST titles underlined with one of `title_chars` are the document's title (they only end
    what came before); questions are paragraphs at the margin written wholly in bold
    (`**...**` alone on a line, after a blank line)."""
    def rule(t):
        found = [(n, ("group", 1, NO_GROUP)) for n, c, title in rst_titles_at(t) if c in title_chars]
        ls = t.split("\n")
        for n, line in enumerate(ls):
            if re.fullmatch(r"\*\*[^*].*[^*]\*\*\s*", line) and (n == 0 or not ls[n - 1].strip()):
                found.append((n, ("question", 2, line.strip().strip("*"))))
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # GitBook 3.2.3 export: inside section.markdown-section an h2 "Some common questions" that
    # names the FAQ and holds every question (no section), then ten h3 questions; the book-header
    # h1 and the search-results h1s are outside that section
    "lucatume--wp-browser--faq.html": body_headings_then(
        "h2", "h3", between('<section class="normal markdown-section">', "</section>")),
    # Sphinx build, Read the Docs theme: inside the articleBody an h1 title, two h2 groups of h3
    # questions (5, 7); the sidebar's toctree repeats them as links
    "GuyTeichman--RNAlysis--faq.html": html_title_groups_questions("h1", "h2", "h3", article_body),
    # hand-written page: inside div#faq two ul lists of li entries, each an h3 and its answer; no
    # page heading at all
    "golden-layout--golden-layout--faq.html": html_headings_text(
        "h1", "h3", between('<div id="faq">', '<div id="footerPush">')),
    # '#' title, an intro, a bullet list of links (contents), twelve flat '##' questions
    "kubermatic--kubeone--frequently_asked_questions.md": md_questions(2),
    # Mintlify MDX: front matter, no '#' title; '##' groups of numbered '###' problems (1, 6, 3,
    # 5, 2); the closing '## General Troubleshooting Tips' (components, no '###') is text
    "EliteaAI--elitea.github.io--troubleshooting.mdx": md_leaves(
        text_titles=("General Troubleshooting Tips",)),
    # '#' title, five flat '##' known issues; a '---' rule and a closing paragraph
    "adamjmurray--producer-pal--known-issues.md": md_questions(2),
    # '=' title "FAQs"; eight questions written as bold paragraphs over code-block directives
    "yaakovLowenstein--hx-requests--faqs.rst": rst_title_bold_questions("="),
    # '=' title "Known Issues", an intro, five flat '-' issues, '::' literal blocks
    "iocage--iocage--known-issues.rst": rst_levels({"=": None, "-": ("question", 2)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
