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
The rules follow the markup where headings alone would mislead: an h2 "Questions" that holds
every question, <details>/<summary> questions under h2 groups, an empty script-filled "Table Of
Contents" h2, bold lettered questions under a "##" that names the FAQ, Markdown headings outside
fenced blocks (fences holding "#" comment lines), "Platform:" group lines in a plain-text problem
file, "Known Issue <url>" entry lines, numbered plain-text issues, reST list-item issues under
"-" titles (docutils accepts an underline one short of its title), reST "-" entry titles.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import main, text_of  # noqa: E402


def tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t)."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        b = re.sub(r"<script\b.*?</script>", "", b, flags=re.S | re.I)
        return [specs[m.group(1).lower()] + (text_of(m.group(2)),)
                for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I)
                if text_of(m.group(2))]
    return rule


def without(rule, *titles):
    return lambda t: [item for item in rule(t) if item[2] not in titles]


def lines(pattern, depth=1):
    return lambda t: [("question", depth, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]


def md_headings(t):
    """(level, title) of ATX headings outside fenced blocks, CommonMark's way."""
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
            out.append((len(h.group(1)), h.group(2)))
    return out


def md_groups(group_level, question_level):
    def rule(t):
        out = []
        for n, title in md_headings(t):
            if n == group_level:
                out.append(("group", 1, title))
            elif n == question_level:
                out.append(("question", 2, title))
        return out
    return rule


def atx_questions(level):
    return lambda t: [("question", 1, title) for n, title in md_headings(t) if n == level]


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, not overlined, underlined
    by three or more of one character; docutils ignores an underline shorter than four characters
    and than its title, and accepts (with a warning) a longer one that is still short."""
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
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def snort(t):
    """From the first "Platform:" line on: "Platform:" lines are groups; every other non-blank line
    at the margin (a "- " item or a bare problem line) is a question; answers are indented."""
    out, started = [], False
    for line in t.split("\n"):
        if line.startswith("Platform:"):
            out.append(("group", 1, line.strip()))
            started = True
        elif started and line.strip() and not line[0].isspace():
            out.append(("question", 2, line.strip()))
    return out


def opsparser(t):
    """'-' titles are groups; bold list items at the margin ("* **…**", "1. **…**") questions."""
    titles = [title for _, _, title in rst_titles({"-": ("group", 1, )})(t)]
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if line.rstrip() in titles and i + 1 < len(ls) and re.fullmatch(r"-{3,}", ls[i + 1].rstrip()):
            out.append(("group", 1, line.rstrip()))
        elif re.match(r"^(\*|\d+\.) \*\*", line):
            out.append(("question", 2, line.strip()))
    return out


RULES = {
    # site h1 and title h1; h2 "Questions" names the body; h3 entries
    "CalyxOS--calyxos.org--index.html": tags({"h3": ("question", 1)}),
    # h2 groups of <summary> questions; the footer's h4 columns are navigation
    "Coclico-cy--Coclico--index.html": tags({"h2": ("group", 1), "summary": ("question", 2)}),
    # h1 title; h2 issues, the empty script-filled "Table Of Contents" left out; the h3 is part of
    # "Font Rendering"
    "jgraph--mxgraph--known-issues.html": without(tags({"h2": ("question", 1)}), "Table Of Contents"),
    # h1 title; h2 problems
    "Pyla-Bot--pyla-ai-site--common-issues.html": tags({"h2": ("question", 1)}),
    # "## 常见问题" names the FAQ and holds every question; bold lettered questions
    "2214962083--ios-scriptable-tsx--questions.md": lines(r"^\*\*[A-Z]、.*\*\*\s*$"),
    # '#' title; '##' groups of '###' problems
    "anthony-maio--dakboard-optimization--common-problems.md": md_groups(2, 3),
    # '#' title; numbered '##' issues
    "12345debdut--koml--known-issues.md": atx_questions(2),
    # '#' title; '##' groups of '###' entries
    "1998x-stack--tiny-harness--gotchas.md": md_groups(2, 3),
    "eldondev--Snort--PROBLEMS": snort,
    "drupalprojects--panels--KNOWN_ISSUES.txt": lines(r"^Known Issue http\S+"),
    # numbered issues at the margin, one marked "* 3."
    "RJMillerLab--ibench--known-issues.txt": lines(r"^(\* )?\d+\. \S.*$"),
    "SeismoExt--OpsParser--known_issues.rst": opsparser,
    # '=' title; '-' entries
    "pyproj4--pyproj--gotchas.rst": rst_titles({"-": ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
