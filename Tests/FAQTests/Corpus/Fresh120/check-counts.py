#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (and `holdout_counting.py`, the holdouts' shared tally, from `Corpus/`),
apart from FAQ Browser (never run on these files), and compares them with the table's last two
cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file and after its
counts were written into a working list (/tmp/fresh120/work/hand-counts.txt, copied into
SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns a list of items
(kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the items
after it up to the next group of the same or a smaller depth, and a section is a group that holds
at least one question, directly or in a group inside it (NO_GROUP: a group that only ends the one
before it and is itself no section).
The helpers marked "copied" are ../Fresh118/check-counts.py's, copied unchanged (Markdown
headings outside fenced blocks, reST titles, HTML elements with code blocks, scripts and styles
dropped); the helpers new in this draw are marked below.
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


# ---- helpers new in this draw (Fresh120) -------------------------------------------------------

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


def rst_groups_bold_q(group_char):
    """reST: the overlined title ends what came before; titles underlined with `group_char` are
    groups; each paragraph at the margin opening with a bold "**Q:" is one question."""
    def rule(t):
        found = [(n, ("group", 1, NO_GROUP if c == "over" else title))
                 for n, c, title in rst_titles_at(t) if c in ("over", group_char)]
        ls = t.split("\n")
        found += [(i, ("question", 2, line.strip("*")))
                  for i, line in enumerate(ls)
                  if line.startswith("**Q:") and (i == 0 or not ls[i - 1].strip())]
        return [item for _, item in sorted(found, key=lambda f: f[0])]
    return rule


def html_groups_questions(group_tag, question_tag, body, number_only_is_none=True):
    """HTML inside body(t): `group_tag` elements are groups, `question_tag` elements questions;
    a question element whose text is only a number ("1.12.") asks nothing and is left out."""
    def rule(t):
        out = []
        for tag, title in elements(body(t), (group_tag, question_tag)):
            if tag == group_tag:
                out.append(("group", 1, title))
            elif not (number_only_is_none and re.fullmatch(r"[\d.\s]+", title)):
                out.append(("question", 2, title))
        return out
    return rule


def html_flat(question_tag):
    """HTML: every `question_tag` element is one question (other headings are navigation)."""
    return lambda t: [("question", 1, title) for _, title in elements(t, (question_tag,))]


def adoc_title_questions(t):
    """AsciiDoc: the level-0 '= ' title ends what came before; every '== ' section title outside
    delimited blocks (----, ...., ====, ****) is one question."""
    out, delim = [], None
    for line in t.split("\n"):
        d = re.fullmatch(r"(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,})", line.rstrip())
        if delim:
            if d and d.group(1) == delim:
                delim = None
            continue
        if d:
            delim = d.group(1)
            continue
        if line.startswith("= "):
            out.append(("group", 1, NO_GROUP))
        elif line.startswith("== "):
            out.append(("question", 2, line[3:].strip()))
    return out


# ---- rules written for this draw -----------------------------------------------------------

RULES = {
    # Just the Docs (kramdown): '# Frequently Asked Questions' {: .no_toc } is the title (at the
    # groups' level); the other '#' are groups of '##' entries (an error message among them)
    "CameronBodine--PINGMapper--faq.md": md_title_groups_questions(
        1, 2, title_texts=("Frequently Asked Questions",)),
    # Portuguese: '#' title, '## 📋 Índice' the contents, other '##' groups of '###' entries;
    # the pointer '### Para mais problemas, consulte [...]' is the document's text
    "pahagon--my-ubuntu-desktop--FAQ.md": md_title_groups_questions(
        2, 3, title_texts=("📋 Índice",),
        text_titles=("Para mais problemas, consulte [TROUBLESHOOTING.md](TROUBLESHOOTING.md)",)),
    # MDX: front-matter title, seven '##' questions
    "mswjs--mswjs.io--faq.mdx": md_questions(2),
    # Quarto: front-matter title, seven '##' questions; the two '###' under the parallelism
    # question are its answer's parts
    "TuringLang--docs--index.qmd": md_questions(2),
    # reST: over- and underlined '=' title, '-' groups, bold '**Q:' paragraphs
    "CFSAN-Biostatistics--snp-pipeline--faq.rst": rst_groups_bold_q("-"),
    # reST: over- and underlined '*' title, '='-underlined questions
    "CompOmics--DeepLC--faq.rst": rst_levels({"over": None, "=": ("question", 2)}),
    # PHP-template HTML 4.01: h3 questions; the sidebar's h4/h5 are navigation
    "DataSoft--Honeyd--faq.html": html_flat("h3"),
    # HTML 4.0 (Russian, upper-case tags, CRLF): after the contents list (whose LI hold H2), the
    # body from the first anchored H2: H2 groups of H3 entries; the empty "1.12." H3 asks nothing;
    # the second H2 holds nothing
    "PavelVinogradov--sams2--faq.html": html_groups_questions(
        "h2", "h3", between('<H2><A NAME="q1">', "</BODY>")),
    # AsciiDoc: '= FAQ' title, six numbered '==' questions
    "jpersist--persistence--faq.adoc": adoc_title_questions,
}


if __name__ == "__main__":
    main(HERE, RULES)
