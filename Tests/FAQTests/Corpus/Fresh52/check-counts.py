#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it; a group titled "(none)"
only closes the groups before it. A rule that returns None says the file holds no FAQ (expected
"refused"; none here does).
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
from holdout_counting import NO_GROUP, html_tags, lines, main, ordered, rst_titles  # noqa: E402


def xml_comments_off(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def qandaentries(t):
    """DocBook: every <qandaentry> outside comments is one question; no groups."""
    return lines(r"<qandaentry\b")(xml_comments_off(t))


def docbook_sections(t):
    """DocBook: <section> elements are groups, <qandaentry> elements questions."""
    return ordered((r"<section\b", "group", 1), (r"<qandaentry\b", "question", 2))(xml_comments_off(t))


def man_tp_questions(body_heading):
    """man(7): `.TP` items whose tag line is `.B Q: …` are questions; the `.SH` named
    body_heading holds all of them and is the FAQ's body (no section); other `.SH` close it."""
    def rule(t):
        items = []
        for m in re.finditer(r"^\.SH\s+\"?(.*?)\"?\s*$|^\.TP\n\.B (Q: .*)$", t, re.M):
            if m.group(1) is not None:
                items.append(("group", 1, NO_GROUP))
            else:
                items.append(("question", 2, m.group(2)))
        return items
    return rule


def man_sh_questions(header=("NAME",)):
    """man(7): every `.SH` but the header ones is one question (a flat FAQ)."""
    def rule(t):
        out = []
        for m in re.finditer(r"^\.SH\s+(.*)$", t, re.M):
            title = m.group(1).strip().strip('"')
            if title in header:
                continue
            out.append(("question", 1, title))
        return out
    return rule


# RULES-FUNCTIONS-END

RULES = {
    # a rootless fragment: <title> and one qandaset of two entries (&s2.faq.extra; not expanded)
    'apparentlymart--s2--faq.xml': qandaentries,
    # three <section>s titled with questions, each over a qandaset (untitled qandadiv)
    'carrot2--carrot2--faq.xml': docbook_sections,
    # one qandaset; the commented-out prototype entry is dropped with the comments
    'therealbstern--apcupsd--faq.xml': qandaentries,
    'josemduarte--cmview--faq.xml': qandaentries,
    'nexusformat--definitions--faq.xml': qandaentries,
    # .SH WELCOME holds every `.TP`/`.B Q:` item and is the body; SEE ALSO's .TP items are links
    'GothenburgBitFactory--taskwarrior--task-faq.5': man_tp_questions("WELCOME"),
    # every .SH but NAME is an entry
    'npm--npm--faq.1': man_sh_questions(),
    # "-"-underlined group titles (a "---" after a blank line is a rule), "Q. " questions
    'asveikau--qvwm--FAQ.en': ordered((r"^\S.*\n-{3,}[ \t]*$", "group", 1), (r"^Q\. .*$", "question", 2)),
    # "QN:" entries are those followed by their "AN:" line; the contents list is not
    'vasilyevmax--rntrack--FAQ.ru': lines(r"^Q\d+: .*\nA\d+: "),
    # overlined title left out; "=" groups, "-" entries
    'smontanaro--spambayes--faq.txt': rst_titles({"=": ("group", 1), "-": ("question", 2)}),
    # the page's main: h1 title, h3 questions; JSON-LD in <head> is outside it
    'AlgoVaultLabs--crypto-quant-signal-mcp--faq.html':
        html_tags({"h3": ("question", 1)}, body=between("<main", "</main>")),
    'Anooppandikashala--invoiso--faq.html':
        html_tags({"h2": ("group", 1), "summary": ("question", 2)}, body=between("<main", "</main>")),
    # from the contents nav to the call-to-action section (left out)
    'Laith0003--ux-skill--faq.html':
        html_tags({"h2": ("question", 1)}, body=between('<nav class="toc"', '<section class="cta"')),
    'VetSecItPro--ironworks--faq.html':
        html_tags({"h2": ("group", 1), "summary": ("question", 2)}, body=between("<main", "<!-- CTA -->")),
    'andybod1-lang--eurocheck--faq.html':
        html_tags({"button": ("question", 1)}, body=between("<main", '<section class="cta-section"')),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
