#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh118/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers marked "copied" are ../Fresh116/check-counts.py's, copied unchanged (Markdown
headings outside fenced blocks, the leaf rule, reST titles, HTML elements with code blocks,
scripts and styles dropped); the helpers new in this draw are marked below.
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


# ---- helpers new in this draw (Fresh118) ---------------------------------------------------------

def html_bold_paragraphs(title_tag):
    """`title_tag` elements are the page's title; each paragraph that is wholly one <b> element
    (`<p><b>...</b></p>`, the hand-written FAQ's question lines) is one question."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", t, flags=re.S)
        found = [(m.start(), ("group", 1, NO_GROUP)) for m in
                 re.finditer(r"<%s\b[^>]*>.*?</%s>" % (title_tag, title_tag), b, re.S | re.I)]
        found += [(m.start(), ("question", 2, text_of(m.group(1)))) for m in
                  re.finditer(r"<p>\s*<b>(.*?)</b>\s*</p>", b, re.S | re.I)]
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


def html_h2_h3_h4(body, text_groups=(), entries_with_parts=()):
    """Inside body(t): h2 are groups (those in `text_groups`, with everything under them, are the
    document's text); an h3 followed by h4 is a group of those h4 entries unless it is named in
    `entries_with_parts` (then the h4 are its answer's parts); any other h3 is an entry."""
    def rule(t):
        els = elements(body(t), ("h2", "h3", "h4"))
        out, skip, parts = [], False, False
        for i, (tag, title) in enumerate(els):
            if tag == "h2":
                skip = title in text_groups
                out.append(("group", 1, NO_GROUP if skip else title))
                continue
            if skip:
                continue
            if tag == "h3":
                parts = title in entries_with_parts
                followed = i + 1 < len(els) and els[i + 1][0] == "h4"
                if followed and not parts:
                    out.append(("group", 2, title))
                else:
                    out.append(("question", 2, title))
            elif not parts:
                out.append(("question", 3, title))
        return out
    return rule


def details_summaries(t):
    """MDX/HTML-in-Markdown: each <details><summary> outside HTML comments is one question; the
    '#' title only ends what came before (there is nothing before it)."""
    b = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<details>\s*<summary>(.*?)</summary>", b, re.S)]


def md_setext_bold(t):
    """Markdown groups as setext headings (a text line over a line of dashes) and entries as
    paragraphs that are wholly one bold span (a '**...**' line after a blank line), outside
    fenced code."""
    ls, out = t.split("\n"), []
    fence = False
    for i, line in enumerate(ls):
        if re.match(r"^ {0,3}(```|~~~)", line):
            fence = not fence
            continue
        if fence:
            continue
        if re.fullmatch(r" {0,3}-+ *", line) and i > 0 and ls[i - 1].strip() and not ls[i - 1].startswith("**"):
            out.append(("group", 1, ls[i - 1].strip()))
        elif re.fullmatch(r"\*\*[^*].*\*\*", line.strip()) and (i == 0 or not ls[i - 1].strip()):
            out.append(("question", 2, line.strip().strip("*")))
    return out


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # hand-written HTML 4.01: h1 title, a contents list of links, then 13 paragraph questions
    # written <p><b>...</b></p>
    "boshvark--zyzzyva-pc--faq.html": html_bold_paragraphs("h1"),
    # hand-written HTML 4.01 (ISO-8859-1): after the contents lists (headings inside <li>, not
    # counted) the body from the second "0. About this Document." h2; h2 groups, "0. About this
    # Document." and "7. Links." the document's text; h3 entries; 4.2, 4.3, 4.4 groups of h4
    # entries; the two h4 under 2.2 are its answer's parts
    "jeremybennett--torcs--faq.html": html_h2_h3_h4(
        between("<br/><h2>0. About this Document.</h2>", "</body>"),
        text_groups=("0. About this Document.", "7. Links."),
        entries_with_parts=("2.2 What are the hardware requirements?",)),
    # pkgdown 2.1 (Bootstrap 5): inside <main> the page-header h1 is the title (its h4 author
    # and date lines are not read), h2 groups of h3 entries; the aside's h2 is outside <main>
    "klmr--box--faq.html": html_title_groups_questions("h1", "h2", "h3", between('<main id="main"', "</main>")),
    # MDX: '#' title; eleven <details><summary> entries; a commented-out template not counted
    "lukasbach--react-complex-tree--faq.mdx": details_summaries,
    # R Markdown: YAML title, '###' questions with no '##' above them; the closing empty
    # '## References' is the document's text
    "ngreifer--cobalt--faq.Rmd": md_leaves(text_titles=("References",)),
    # Quarto: YAML title, '##' groups of '###' questions
    "bambinos--bambi--faq.qmd": md_leaves(),
    # GitHub-wiki Markdown: setext '---' groups of bold-paragraph entries
    "evilsocket--opensnitch--FAQs.md": md_setext_bold,
    # reST in a .txt file: over- and underlined '=' title, '='-underlined questions
    "ring-lang--ring--faq.txt": rst_levels({"over": None, "=": ("question", 2)}),
    # reST: '-' title "Limitations" (the page's title), '~' limitations
    "JuliaPy--pyjulia--limitations.rst": rst_levels({"-": None, "~": ("question", 2)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
