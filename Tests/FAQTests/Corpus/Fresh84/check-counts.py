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
directly or in a group inside it.
The rules follow the markup where headings alone would mislead: h2 questions inside a MkDocs
<article>; one h2 and seven h3 problems, all questions, inside a Docusaurus <article>; h2 groups
of h3 questions inside an Astro Starlight <main> (the sidebar's "On this page" left out); h2
groups of h3 questions that carry an id in a hand-written page (the INDEX's link lists, link cards
and h4 parts inside answers left out); Markdown headings outside fenced blocks; reST titles by
underline character, and titles between two identical rules; a plain-text file's numbered titles
under "=" rules.
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


def inside(tag):
    def body(t):
        start = t.index("<" + tag)
        return t[start:t.index("</%s>" % tag, start)]
    return body


def h2_groups_h3_with_id(t):
    """h2 groups; an h3 is a question only where it carries an id (the INDEX's h3 link lists and
    the link cards inside answers carry none); h4 parts inside answers left out."""
    out = []
    for m in re.finditer(r"<(h2|h3)\b([^>]*)>(.*?)</\1\s*>", t, re.S | re.I):
        tag, attrs, title = m.group(1).lower(), m.group(2), text_of(m.group(3))
        if tag == "h2":
            out.append(("group", 1, title))
        elif re.search(r"\bid=", attrs):
            out.append(("question", 2, title))
    return out


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
    """kinds: {underline char: (kind, depth)}; reST titles at the margin, underlined by three or
    more of one character at least as long as the title; overlined titles left out."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i].rstrip())
            title = ls[i - 1].rstrip()
            if not m or not title or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", title):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if len(ls[i].rstrip()) < len(title):
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def rst_overlined(kinds):
    """kinds: {rule char: (kind, depth)}; titles between an overline and an underline of the same
    characters."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls) - 1):
            m = re.fullmatch(r"([=\-~^*+#\"'`:.])\1{2,}", ls[i - 1].rstrip())
            if not m or ls[i + 1].rstrip() != ls[i - 1].rstrip() or not ls[i].strip():
                continue
            if re.fullmatch(r"([=\-~^*+#\"'`:.])\1+", ls[i].strip()):
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (ls[i].strip(),))
        return out
    return rule


def numbered_under_rules(t):
    """Plain text: "N.  TITLE" lines directly under a line of "=" characters."""
    ls = t.split("\n")
    return [("question", 1, ls[i].strip()) for i in range(1, len(ls))
            if re.fullmatch(r"={10,}", ls[i - 1].strip()) and re.match(r"^\d+\.\s+\S", ls[i])]


RULES = {
    # MkDocs Material: h1 title; h2 questions inside <article>
    "Alice-Bob-SW--felis--index.html": tags({"h2": ("question", 1)}, inside("article")),
    # Docusaurus: h1 title; one h2 problem and seven h3 problems inside <article>
    "killergerbah--asbplayer-docs--index.html": tags({"h2": ("question", 1), "h3": ("question", 1)},
                                                     inside("article")),
    # Astro Starlight: two h1 titles; h2 groups of h3 questions inside <main>
    "tradex-app--TradeX-chart--index.html": tags({"h2": ("group", 1), "h3": ("question", 2)},
                                                 inside("main")),
    # hand-written: h2 groups of h3 questions with ids
    "automatic9045--BveEX--index.html": h2_groups_h3_with_id,
    # '#' title; '##' questions
    "OlemOdracir--openmenu-gdemu-manager--FAQ.es.md": atx_questions(2),
    "daniloaguiarbr--whisper-macos-cli--FAQ.pt-BR.md": atx_questions(2),
    "akikuno--DAJIN2--FAQ_JP.md": atx_questions(2),
    "maze-mei--DX-Manager--FAQ_KO.md": atx_questions(2),
    "PassepartoutFR--nounours-app--FAQ.fr.md": atx_questions(2),
    # '#' title; '###' questions
    "Open-Fable--OpenAxis--FAQ.fr.md": atx_questions(3),
    # '#' title; '##' groups of '###' questions
    "Adrena1ine-ai--AI-Native_Project_Scaffolding--FAQ.ru.md": md_groups(2, 3),
    "felirangelp--harness-driven-dev--faq.es.md": md_groups(2, 3),
    # '#' over+underlined title; '=' entries
    "BSC-ES--autosubmit--index.rst": rst_titles({"=": ("question", 1)}),
    # '#' over+underlined title; '-' over+underlined entries
    "AgnostiqHQ--covalent--troubleshooting.rst": rst_overlined({"-": ("question", 1)}),
    # title between '=' rules; numbered entries under '=' rules
    "Blaze12345-deluxe--BuffyCLI--KNOWN_ISSUES.txt": numbered_under_rules,
}


if __name__ == "__main__":
    main(HERE, RULES)
