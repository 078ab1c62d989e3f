#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule
returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a
group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. A rule that returns None says the file holds no FAQ
(expected "refused"; none here does). The rules read the markup: MDX ATX headings outside front
matter and fences; DocBook `qandaentry` elements outside comments; reStructuredText titles by
their adornment, and `admonition` directives. The allowed readings the notes give are not run.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# In Corpus/FreshNN/ the shared module is one folder up; drafted in /tmp it is read from the tree.
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402

# ---- MDX -----------------------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def atx(levels, asking_only=()):
    """levels: {number of '#': (kind, depth)}; ATX headings (up to three spaces in) outside front
    matter and fences; other levels left out. A level in asking_only counts only where its
    heading ends in '?' (the others there are parts of an answer)."""
    def rule(t):
        out = []
        for m in re.finditer(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", no_fences(no_front_matter(t)), re.M):
            level, title = len(m.group(1)), m.group(2)
            if level in asking_only and not title.rstrip().endswith("?"):
                continue
            if level in levels:
                out.append(levels[level] + (title,))
        return out
    return rule


# ---- DocBook -------------------------------------------------------------------------------------


def qandaentries(t):
    """Flat `qandaset`s: every `qandaentry` outside comments is a question (no `qandadiv`,
    `sect1` or `section` in these files)."""
    body = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    assert not re.search(r"<(qandadiv|sect1|section)\b", body)
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<question>(.*?)</question>", body, re.S)]


# ---- reStructuredText ----------------------------------------------------------------------------

ADORN = r"([=\-~^*+#\"%])\1{2,}"


def rst_titles(t):
    """(line index, character, title, overlined, has_text) for every title: a text line under
    a line of one adornment character at least as long (with or without an overline of it),
    read top to bottom, an overline-title-underline triple taken whole before anything else (an
    adornment line that opens such a triple is an overline, never the underline of the text
    line above it); has_text says whether non-blank text other than `..` lines stands between
    this title and the next."""
    ls, found, i = t.split("\n"), [], 0
    while i < len(ls) - 1:
        a = ls[i].rstrip()
        if (re.fullmatch(ADORN, a) and i + 2 < len(ls) and ls[i + 1].strip()
                and not re.fullmatch(ADORN, ls[i + 1].strip()) and ls[i + 2].rstrip() == a):
            found.append([i, a[0], ls[i + 1].strip(), True, i + 3])
            i += 3
            continue
        b = ls[i + 1].rstrip()
        opens_triple = (i + 3 < len(ls) and ls[i + 3].rstrip() == b and ls[i + 2].strip()
                        and not re.fullmatch(ADORN, ls[i + 2].strip()))
        if (a.strip() and a[0] not in " \t" and not re.fullmatch(ADORN, a.strip())
                and re.fullmatch(ADORN, b) and len(b) >= len(a) and not opens_triple):
            found.append([i, b[0], a.strip(), False, i + 2])
            i += 2
            continue
        i += 1
    out = []
    for n, (start, char, title, over, after) in enumerate(found):
        end = found[n + 1][0] if n + 1 < len(found) else len(ls)
        has_text = any(line.strip() and not line.strip().startswith("..")
                       for line in ls[after:end])
        out.append((start, char, title, over, has_text))
    return out


def rst(kinds):
    """kinds: {(character, overlined): (kind, depth)}; other titles left out."""
    def rule(t):
        return [kinds[(c, o)] + (title,) for _, c, title, o, _ in rst_titles(t) if (c, o) in kinds]
    return rule


def faucet(t):
    """'-' overline-and-underline titles are questions; 'No.' standing between an underline and
    the next overline is an answer, which the triple scanning already leaves out."""
    return rst({("-", True): ("question", 1)})(t)


def admonitions(t):
    """matRad: each `.. admonition:: …` directive (a dropdown) is one question, its argument
    the question."""
    return [("question", 1, m.group(1))
            for m in re.finditer(r"^\.\. admonition::\s*(.*)$", t, re.M)]


def bioservices(t):
    """'#' is the document title. A '=' title with no text of its own before the next title is
    a group; one with text of its own is a question of no section (the titles under it that
    ask follow it as questions). A '-' title with no text of its own before a '~' title is a
    group inside its '=' group; other '-' titles and '~' titles are questions."""
    titles, out = rst_titles(t), []
    for n, (_, c, title, _, has_text) in enumerate(titles):
        following = titles[n + 1][1] if n + 1 < len(titles) else None
        if c == "=":
            if has_text:
                out += [("group", 1, NO_GROUP), ("question", 1, title)]
            else:
                out.append(("group", 1, title))
        elif c == "-":
            if not has_text and following == "~":
                out.append(("group", 2, title))
            else:
                out.append(("question", 2, title))
        elif c == "~":
            out.append(("question", 3, title))
    return out


RULES = {
    # '#' title; flat '##' questions (one more commented out inside an HTML comment)
    'LSDOlab--csdl--faq.mdx': atx({2: ("question", 1)}),
    # flat '###' entries; two '####' cases inside the last answer
    'pingdotgg--uploadthing--faq.mdx': atx({3: ("question", 1)}),
    # '#' title; '##' groups of '###' questions; a closing '##' with no entries
    'pamasiga--pamasiga-os--faq.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    'classmoji--classmoji--index.mdx': atx({2: ("group", 1), 3: ("question", 2)}),
    # '##' questions only
    'gridcoder--astro-starter--index.mdx': atx({2: ("question", 1)}),
    'osmberlin--parkraum.osm-verkehrswende.org--index.mdx': atx({2: ("question", 1)}),
    'plainlicense--plainlicense--index.mdx': atx({2: ("question", 1)}),
    # '##' groups of '###' questions; asking '####' under an answered '###' follow it as
    # questions, non-asking '####' are parts of an answer
    'evcc-io--docs--faq.mdx': atx({2: ("group", 1), 3: ("question", 2), 4: ("question", 2)},
                                  asking_only=(4,)),
    # DocBook chapters of one flat qandaset
    'php--doc-de--using.xml': qandaentries,
    'OpenSIPS--opensips--dialog_faq.xml': qandaentries,
    'faucetsdn--faucet--faq.rst': faucet,
    # '=' title; '-' questions
    'OWASP--raider--faq.rst': rst({("-", False): ("question", 1)}),
    'e0404--matRad--faq.rst': admonitions,
    # '*' overlined title; '#' questions
    'totaldebug--atomic-calendar-revive--faq.rst': rst({("#", False): ("question", 1)}),
    'cokelaer--bioservices--faqs.rst': bioservices,
}


if __name__ == "__main__":
    main(HERE, RULES)
