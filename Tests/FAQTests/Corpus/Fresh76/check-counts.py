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
The rules follow the markup where headings alone would mislead: a hand-written HTML guide whose
first group holds only a list, a VuePress page with a closing "Need More Help?", a Docusaurus v1
article whose one h2 holds every question, Markdown headings outside fences, a Markdown FAQ of
nested <details> blocks, reST titles (docutils ignores an underline shorter than four characters
and than its title), underlined plain-text titles, numbered plain-text questions, a reST group
over a numbered list, AsciiDoc section titles outside delimited blocks.
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
    """(level, title, line) of ATX headings outside fenced blocks, CommonMark's way (a fence closes
    only on a bare run of its character at least as long)."""
    out, fence = [], None
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
        if h:
            out.append((len(h.group(1)), h.group(2), line))
    return out


def md_groups(group_level, question_level):
    """'#' title; headings of group_level are groups, of question_level questions."""
    def rule(t):
        out = []
        for n, title, _ in md_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def atx_questions(level):
    """'#' title; every heading of the given level a question."""
    return lambda t: [("question", 1, title) for n, title, _ in md_headings(t) if n == level]


def mkdocs_admonitions(t):
    """'##' groups; each '??? question "…"' admonition line at the margin a question."""
    out = []
    for line in t.split("\n"):
        if re.match(r"^## ", line):
            out.append(("group", 1, line[3:]))
        elif re.match(r'^\?\?\?\+? question "', line):
            out.append(("question", 2, line))
    return out


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, not overlined, underlined
    by three or more of one character ("API" over "===")."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i].rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if len(ls[i].rstrip()) < 4 and len(ls[i].rstrip()) < len(title):
                continue  # docutils: "too short for the title", ordinary text
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




def without(rule, *titles):
    """rule's items less those whose title is one of titles (closing headings that ask nothing)."""
    return lambda t: [item for item in rule(t) if item[2] not in titles]


def drop_first(rule):
    """rule's items less the first (the document's title)."""
    return lambda t: rule(t)[1:]


def adoc_groups(group_level, question_level):
    def rule(t):
        out = []
        for n, title in adoc_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def crgeo(t):
    """'-' titles are groups; numbered list items at the margin are questions; in file order."""
    titles = {title: "group" for kind, depth, title in rst_titles({"-": ("group", 1)})(t)}
    out = []
    lines_ = t.split("\n")
    for i, line in enumerate(lines_):
        if line.rstrip() in titles and i + 1 < len(lines_) and re.fullmatch(r"-{3,}", lines_[i + 1].rstrip()):
            out.append(("group", 1, line.rstrip()))
        elif re.match(r"^\d+\. ", line):
            out.append(("question", 2, line))
    return out


def zaneyos(t):
    """A FAQ of <details> blocks (outside fences; a stray </details> is ignored, as HTML does).
    Before the first '##' group heading that asks ("Preguntas, ..."), a bold question paragraph at
    the margin and each top-level <details> are questions in no section, and '##' headings are
    the document's text. From that group on, a top-level <details> whose summary asks nothing and
    which holds <details> of its own is a group of them; any other top-level <details> is one
    question (its nested blocks are parts of its answer)."""
    tokens, fence = [], None
    for line in t.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        if re.match(r"^\*\*[^*].*\?\*\*\s*$", line):
            tokens.append(("bold", line.strip("* ")))
        h = re.match(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
        if h:
            tokens.append(("h%d" % len(h.group(1)), h.group(2)))
        for tok in re.finditer(r"<details>|</details>|<summary>(.*?)</summary>", line):
            if tok.group(0) == "<details>":
                tokens.append(("open", None))
            elif tok.group(0) == "</details>":
                tokens.append(("close", None))
            else:
                tokens.append(("summary", tok.group(1).strip("* ")))
    # build the tree of <details>: node = [summary, children]
    root, stack, top = [], [], []
    for kind, value in tokens:
        if kind == "open":
            node = [None, []]
            (stack[-1][1] if stack else top).append(node)
            stack.append(node)
        elif kind == "close":
            if stack:
                stack.pop()
        elif kind == "summary":
            if stack and stack[-1][0] is None:
                stack[-1][0] = value
        elif not stack:
            top.append((kind, value))
    out, grouped = [], False
    for entry in top:
        if isinstance(entry, list):
            summary, children = entry
            if grouped and children and not re.search(r"[¿?]", summary):
                out.append(("group", 2, summary))
                out += [("question", 3, child[0]) for child in children]
            else:
                out.append(("question", 2 if grouped else 1, summary))
        elif entry[0] == "bold" and not grouped:
            out.append(("question", 1, entry[1]))
        elif entry[0] == "h2" and entry[1].startswith("Preguntas"):
            out.append(("group", 1, entry[1]))
            grouped = True
    return out


RULES = {
    # h1 title; h2 groups of h3 entries ("Client issues" holds none: no section)
    "DanRohde--webdavcgi--troubleshooting.html": tags({"h2": ("group", 1), "h3": ("question", 2)}),
    # h1 title; h2 problems, the closing "Need More Help?" left out
    "drpshtiwan--livewire-async-select--troubleshooting.html":
        without(tags({"h2": ("question", 1)}), "Need More Help?"),
    # h1 title; h4 questions
    "geneweb--geneweb--faq.htm": tags({"h4": ("question", 1)}),
    # from the article's h1 to the prev/next links: h2 "Common issues" holds every question
    # and names the body; h3 problems
    "MultinetInteractive--eduadmin-booking--troubleshooting.html":
        tags({"h3": ("question", 1)}, cut("<h1", 'class="docs-prevnext"')),
    # '#' title; '##' groups of '###' questions
    "lmottta--antigravity-skills--FAQ_PT.md": md_groups(2, 3),
    "BlockTavern--doc_blocktavern--technical.md": md_groups(2, 3),
    # '#' title; '##' questions ('###' are parts of answers)
    "crawl-coder--Crawlo--installation.md": atx_questions(2),
    "1333481--zaneyos--FAQ.es.md": zaneyos,
    # '#' title; '^' questions ('-' sub-titles inside the last answer)
    "Theano--Theano--troubleshooting.txt": rst_titles({"^": ("question", 1)}),
    # '=' underlined lines, the first the title
    "muchrons--ACARM-ng--TROUBLESHOOTING.txt": drop_first(rst_titles({"=": ("question", 1)})),
    # numbered questions
    "lc-soft--LCUI--常见问题.txt": lines(r"^ ?\d+\. \S.*$"),
    "CommonRoad--crgeo--troubleshooting.rst": crgeo,
    # '=' title; '-' groups of '^' problems ("Still Stuck?" holds none)
    "BESSER-PEARL--BESSER--troubleshooting.rst": rst_titles({"-": ("group", 1), "^": ("question", 2)}),
    # '=' title; '==' groups of '===' entries
    "antwort-dev--antwort--troubleshooting.adoc": adoc_groups(2, 3),
    "thijs-creemers--boundary--troubleshooting.adoc": adoc_groups(2, 3),
}


if __name__ == "__main__":
    main(HERE, RULES)
