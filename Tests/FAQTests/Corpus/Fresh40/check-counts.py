#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# ../holdout_counting.py once this folder sits in Corpus/; the Corpus folder itself before that.
for candidate in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(candidate, "holdout_counting.py")):
        sys.path.insert(0, candidate)
        break
from holdout_counting import main, lines, html_tags, rst_titles, sphinx_body, text_of  # noqa: E402


def underlined(mark):
    """Titles at the margin over a line of one mark character (any length of three or more)."""
    def rule(t):
        ls = t.split("\n")
        return [("question", 1, ls[i - 1].strip()) for i in range(1, len(ls))
                if re.fullmatch(r"%s{3,}" % re.escape(mark), ls[i].rstrip())
                and ls[i - 1].strip() and ls[i - 1][0] not in " \t"]
    return rule


def libwhisker(t):
    # after the title's rule: a question is a line at the margin after a blank line (answers are
    # tab-indented; one question runs on to a second line at the margin).
    ls = t[t.index("-" * 20):].split("\n")[1:]
    return [("question", 1, ls[i].strip()) for i in range(1, len(ls))
            if ls[i].strip() and ls[i][0] not in " \t" and not ls[i - 1].strip()]


def cmsuper(t):
    return lines(r"^Q\.\d+\. .*$")(t)


def trollop(t):
    return lines(r"^Q: .*$")(t)


def cvsd(t):
    # the list after "In no particular order:" is the contents; entries start at the second
    # " 1. How secure is cvsd?" (numbers right-aligned: " 1."-" 9.", "10."-"24.").
    body = t[t.index("\n\n 1. How secure") + 2:]
    return lines(r"^ ?\d+\. \S.*$")(body)


def simplecdd(t):
    return lines(r"^Q: .*$")(t)


def conserver(t):
    # contents indented three or four spaces; entries " 1)"-" 9)", "10)", "99)".
    return lines(r"^ ?\d+\) \S.*$")(t)


def pxljr(t):
    return lines(r"^    \* \S.*$")(t)


def sed(t):
    # after the contents (ended by the first rule of dashes): "N. TITLE" groups in capitals at the
    # margin, five capital sub-titles indented three spaces inside "4. EXAMPLES", "N.N. " entries;
    # "N.N.N." parts and lettered "A." parts are not matched.
    body = t[t.index("\n" + "-" * 30 + "\n"):]
    found = []
    for m in re.finditer(r"^\d+\. [A-Z][^a-z\n]*$", body, re.M):
        found.append((m.start(), "group", 1, m.group(0)))
    for m in re.finditer(r"^   [A-Z][A-Z ,-]*[A-Z](?: \([a-z ]+\))?$", body, re.M):
        found.append((m.start(), "group", 2, m.group(0).strip()))
    for m in re.finditer(r"^\d+\.\d+\. .*$", body, re.M):
        found.append((m.start(), "question", 3, m.group(0)))
    return [f[1:] for f in sorted(found)]


def reprepro(t):
    # the list after the first line is the contents; entries are underlined with dashes.
    return underlined("-")(t)


def milkytracker(t):
    # each question is an `a` with no href (the first with id="question") over its `ul` answer.
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r'<a(?:\s+id="question")?\s*>(.*?)</a>', t, re.S)]


def pymongo(t):
    # Sphinx body only (the side bar and the navigation bars are page chrome); h1 is the title.
    return html_tags({"h2": ("question", 1)}, body=sphinx_body)(t)


def xindy(t):
    # SGML-Tools chapter page: the chapter "4. Style Files" (NAME="s4") and its entries
    # (NAME="ss4.N") are H2s at the same level.
    out = []
    for m in re.finditer(r'<H2><A NAME="(s{1,2})[\d.]+">(.*?)</A>', t, re.S | re.I):
        out.append(("group" if m.group(1) == "s" else "question", 1, text_of(m.group(2))))
    return out


def whizzytex(t):
    # HeVeA: "Contents" is the contents; numbered h2s are entries, except the one whose next
    # heading is a numbered h3 (a group); unnumbered h3s are parts of answers.
    heads = [(m.group(1).lower(), text_of(m.group(2)))
             for m in re.finditer(r'<(h2|h3) id="sec\d+" class="(?:sub)?section">(.*?)</\1>', t, re.S)]
    out = []
    for n, (tag, title) in enumerate(heads):
        numbered = re.match(r"^\d+(\.\d+)?\s", title)
        if tag == "h2" and numbered:
            nxt = heads[n + 1] if n + 1 < len(heads) else None
            group = nxt is not None and nxt[0] == "h3" and re.match(r"^\d+\.\d+\s", nxt[1])
            out.append(("group" if group else "question", 1, title))
        elif tag == "h3" and numbered:
            out.append(("question", 2, title))
    return out


def chardet(t):
    # the '=' title is the document's; '-' entries.
    return rst_titles({"-": ("question", 1)})(t)


def totalopenstation(t):
    # the over- and underlined title is left out by rst_titles; the '=' entry under it.
    return rst_titles({"=": ("question", 1)})(t)


RULES = {
    "libwhisker2-perl--2.5-1.2--FAQ.txt.gz": libwhisker,
    "cm-super-minimal--0.3.4-17--FAQ.gz": cmsuper,
    "ruby-trollop--2.0-2.1--FAQ.txt.gz": trollop,
    "cvsd--1.0.24+b1--FAQ.gz": cvsd,
    "simple-cdd--0.6.9--FAQ": simplecdd,
    "conserver-server--8.2.7-2+b1--FAQ.gz": conserver,
    "printer-driver-pxljr--1.4+repack0-6--FAQ": pxljr,
    "sed--4.9-1+deb12u1--sedfaq.txt.gz": sed,
    "reprepro--5.3.1-1+deb12u2--FAQ.gz": reprepro,
    "milkytracker--1.03.00+dfsg-2+b1--FAQ.html": milkytracker,
    "python-pymongo-doc--3.11.0-1+deb12u2--faq.html": pymongo,
    "xindy-rules--2.5.1.20160104-11--faq-4.html": xindy,
    "whizzytex--1.3.7-1--FAQ.html": whizzytex,
    "python-chardet-doc--5.1.0+dfsg-2--faq.rst.txt": chardet,
    "totalopenstation--0.5.2-3--faq.rst": totalopenstation,
}


if __name__ == "__main__":
    main(HERE, RULES)
