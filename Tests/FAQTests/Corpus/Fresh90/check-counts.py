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
directly or in a group inside it (NO_GROUP: a group that only ends the one before it).
The rules follow the markup where headings alone would mislead: MkDocs/Zensical pages read inside
<article>, their table-of-contents and closing groups left out; Markdown headings outside fenced
blocks, closing groups of pointers left out; a Markdown file with no headings read by its "===="
separators; reST titles by underline character (underlines a character or two short accepted for
the one file that has them), bold paragraphs and enumerated lines as questions where the file
puts them there.
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
    """(level, title) of ATX headings, (0, line) of other lines with text, outside fenced blocks."""
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
        elif line.strip():
            out.append((0, line.strip()))
    return out


def md_questions(level, closing=()):
    """Flat questions at one heading level; from a heading titled in `closing` on, none."""
    def rule(t):
        out = []
        for n, title in md_lines(t):
            if n == level:
                if title in closing:
                    break
                out.append(("question", 1, title))
        return out
    return rule


def md_groups(group_level, question_level, closing=()):
    """Groups of questions; a group titled in `closing` and what follows it hold none."""
    def rule(t):
        out = []
        for n, title in md_lines(t):
            if n == group_level:
                if title in closing:
                    break
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def separated_topics(t):
    """No headings: the first line with text and the first line with text after each "===="
    line are the topics (questions)."""
    out, want = [], True
    for line in t.split("\n"):
        if line.strip() == "====":
            want = True
        elif want and line.strip():
            out.append(("question", 1, line.strip()))
            want = False
    return out


# ---- reStructuredText -------------------------------------------------------------------------

def rst_titles(t, slack=0):
    """(position, char, title) of titles underlined at the margin (overlined ones, the document's
    title, left out); an underline may be up to `slack` characters shorter than its title."""
    ls, out, pos = t.split("\n"), [], 0
    starts = []
    for line in ls:
        starts.append(pos)
        pos += len(line) + 1
    for i in range(1, len(ls)):
        m = re.fullmatch(r"([=\-~^*+#\"'`:.>_])\1{2,}", ls[i].rstrip())
        title = ls[i - 1].rstrip()
        if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.>_])\1+", title):
            continue
        if len(ls[i].rstrip()) + slack < len(title):
            continue
        if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
            continue
        out.append((starts[i - 1], m.group(1), title))
    return out


def kubeflow_mcp(t):
    """'=' title; '-' groups; paragraphs that are wholly bold are the problems."""
    found = [(p, "group", 1, title) for p, c, title in rst_titles(t) if c == "-"]
    found += [(m.start(), "question", 2, m.group(1))
              for m in re.finditer(r"^\*\*(.+?)\*\*[ \t]*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def ex_fuzzy(t):
    """Overlined '=' title; '=' problems, the pointer headings before and after left out."""
    return [("question", 1, title) for _, c, title in rst_titles(t)
            if c == "=" and title not in ("Related Guides", "Next Steps")]


def orchestratex(t):
    """'=' title; '-' "Common Issues and Solutions" is the body (every question, no section):
    its enumerated lines at the margin are the problems; "Debugging Tips" (topics) and "Contact
    and Support" (pointers) follow and hold none. Underlines here are one or two short."""
    titles = {title: p for p, c, title in rst_titles(t, slack=2)}
    body = t[titles["Common Issues and Solutions"]:titles["Debugging Tips"]]
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\d+\.\s+(\S.*)$", body, re.M)]


# ---- HTML -------------------------------------------------------------------------------------

def article(t):
    start = t.index("<article")
    return t[start:t.index("</article>", start)]


def tags(specs, skip_groups=(), body=article):
    """specs: {tag: (kind, depth)}; elements in document order inside body(t); a group whose
    title contains one of skip_groups becomes NO_GROUP and the questions under it are left out."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<(script|style)\b.*?</\1>", "", b, flags=re.S | re.I)
        out, skipping = [], False
        for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I):
            kind, depth = specs[m.group(1).lower()]
            title = text_of(m.group(2)).rstrip("¶").strip()
            if not title:
                continue
            if kind == "group":
                skipping = any(s in title for s in skip_groups)
                out.append((kind, depth, NO_GROUP if skipping else title))
            elif not skipping:
                out.append((kind, depth, title))
        return out
    return rule


def problems(t):
    """h2 entries inside <article> whose title starts "Problem:"."""
    return [("question", 1, title) for kind, depth, title in tags({"h2": ("question", 1)})(t)
            if title.startswith("Problem:")]


RULES = {
    # '#' title; six '##' questions; "Lopuksi" closes
    "badrap--docs.badrap.io--faq.md": md_questions(2, closing=("Lopuksi",)),
    # '#' title; '##' groups of '###' questions
    "QMahyar--Cloudflare-Scanner--faq.md": md_groups(2, 3),
    # no title; '##' bold questions
    "Taiyou06--Gensokyo-Reimagined-Wiki--faq.md": md_questions(2),
    # '#' title; '##' groups of '###' questions; the last '##' closes with pointers
    "Sandvik--ai-teaching-website--faq.md": md_groups(2, 3, closing=("📞 Hvor får vi hjælp?",)),
    # no headings; topics separated by "====" lines
    "persian-calendar--persian-calendar--FAQ.fa.md": separated_topics,
    # '#' title; '##' problems; reference tables and a closing '##' after them
    "Abdr007--flash-ai-terminal-docs--troubleshooting.md": md_questions(2, closing=("Diagnostic Commands",)),
    # '#' title; '##' quoted error messages
    "0dai-dev--docs--common-errors.md": md_questions(2),
    "abhijeet-dhumal--mcp-server--troubleshooting.rst": kubeflow_mcp,
    "Fuminides--ex-fuzzy--troubleshooting.rst": ex_fuzzy,
    "DIGITALANALOGSS--Orchestratex--troubleshooting_guide.rst": orchestratex,
    # MkDocs Material (Arabic): h2 groups of h3 topics; the h2 index of questions and the closing
    # h2 of help pointers hold none
    "Eslam30503o--eurotools-updater--index.html": tags({"h2": ("group", 1), "h3": ("question", 2)},
                                                       skip_groups=("فهرس الأسئلة", "الحصول على مساعدة إضافية")),
    # MkDocs Material: h2 "Problem: ..." entries
    "kaivyy--kabot--index.html": problems,
    # Zensical (Chinese): h2 groups of h3 "Q:" questions; the closing h2 holds none
    "Wcowin--OneClip--index.html": tags({"h2": ("group", 1), "h3": ("question", 2)}),
    # MkDocs Material: h2 problems
    "4z1ko--ollog--index.html": tags({"h2": ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
