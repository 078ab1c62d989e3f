#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files) and apart from
../holdout_counting.py (not used), and compares them with the last two cells of SOURCES.md's
table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items in file order: ("group", depth, title) or ("question", title). A group holds the
questions after it up to the next group of the same or a lower depth; a section is a group that
holds at least one question, directly or in a group inside it; questions before the first group
belong to no section.
"""
import gzip
import html
import html.parser
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read(name, encoding="utf-8"):
    path = os.path.join(HERE, name)
    raw = gzip.open(path).read() if name.endswith(".gz") else open(path, "rb").read()
    return raw.decode(encoding)


def text_of(fragment):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).replace("¶", "").split())


def found(pattern, text, kind="question", depth=1, flags=re.M):
    out = []
    for m in re.finditer(pattern, text, flags):
        title = " ".join(m.group(0).split())
        out.append((m.start(), ("group", depth, title) if kind == "group" else ("question", title)))
    return out


def ordered(*lists):
    return [item for _, item in sorted(sum(lists, []), key=lambda pair: pair[0])]



# ---- HTML ------------------------------------------------------------------------------------

def stxxl(t):
    # every Doxygen h1 inside the text block is an entry (topics included).
    return ordered(found(r'<h1><a class="anchor" id="faq_\w+"', t))


def samhain(t):
    # numbered h2 groups after the contents; each dt with a named anchor is an entry.
    body = t[t.index("<h2>1. Most frequently"):]
    return ordered(found(r"<h2>\d+\. [^<]*", body, "group"), found(r"<dt><b><a name=", body))


def spectacular(t):
    # h2s are entries; the h3 "Solution for" headings belong to an answer.
    return ordered(found(r"<h2>", t))


def cream(t):
    # answers start at h2 "Answers"; the later h2s are groups, each h5 with a name an entry.
    body = t[t.index("<h2>Answers</h2>") + 1:]
    return ordered(found(r"<h2>[^<]*", body, "group"), found(r'<h5><a name="', body))


def clanlib(t):
    # h3 groups; each table is one entry however many "Question:" rows it has.
    return ordered(found(r"<h3>[^<]*", t, "group"), found(r"<table>", t))


def fvwmcrystal(t):
    # as the author wrote it: "N. Name." groups and "N.N Q:" entries, in h2/h3 or inside pre.
    body = t[t.index('id="_frequently_asked_questions"'):]
    body = body[:body.index('id="_authors"')]
    # (the file has CRLF line ends; 2.9 and "3. Usage" open a pre block.)
    groups = found(r'<h2 id="_\d_[^"]*">\d\. [^<]*|^<pre><code>\d\. Usage</code>', body, "group")
    qs = found(r'<h3 id="_\d_\d+_q_|^(?:<pre><code>)?\d\.\d+ Q: .*\r?\n~+\r?$', body)
    return ordered(groups, qs)


def anyremote(t):
    return ordered(found(r'<h2><a name="(?:winmobile"></a><a name=")?faq\d+', t))


def stk(t):
    return ordered(found(r"<h1>", t))


def haml(t):
    # the h2 "Haml" is a group; the closing h2 is text; h3s are entries.
    end = t.index('<h2 id="you-still')
    return ordered(found(r'<h2 id="haml"', t[:end], "group"), found(r"<h3 ", t[:end]))


def clamsmtp(t):
    return ordered(found(r"<h3>", t))


def htmlparser(t):
    return ordered(found(r'<div class="section"><h3>', t))


def viennacl(t):
    return ordered(found(r"<h3>", t))


def ocp(t):
    return ordered(found(r"<li> ", t))


# ---- reStructuredText ------------------------------------------------------------------------

def taggit(t):
    # "- " items holding a question, whatever their indent.
    return ordered(found(r"^ ?- .*\?$", t))


def gromacs(t):
    # '-' titles are groups; '#.' items not inside a todo directive are entries.
    lines = t.split("\n")
    items, todo_indent = [], None
    for i, line in enumerate(lines):
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if todo_indent is not None and stripped and indent <= todo_indent:
            todo_indent = None
        if stripped.startswith(".. todo::"):
            todo_indent = indent
            continue
        if i + 1 < len(lines) and re.fullmatch(r"-{3,}", lines[i + 1]) and line.strip():
            items.append(("group", 1, line))
        elif stripped.startswith("#. ") and todo_indent is None:
            items.append(("question", stripped))
    return items


RULES = {
    "libstxxl-doc--1.4.1-3--faq.html": stxxl,
    "samhain--4.1.4-2+b2--FAQ.html": samhain,
    "python-djangorestframework-spectacular-doc--0.25.1-1--faq.html": spectacular,
    "cream--0.43-3.1--faq.html": cream,
    "clanlib-doc--1.0~svn3827-8--FAQ.html": clanlib,
    "fvwm-crystal--3.4.1+dfsg-3--FAQ.html": fvwmcrystal,
    "anyremote-doc--6.7.3-3--faq.html": anyremote,
    "stk-doc--4.6.2+dfsg-2--faq.html": stk,
    "ruby-haml--6.1.1-1+b1--file.FAQ.html": haml,
    "clamsmtp--1.10-17.2--faq.html": clamsmtp,
    "libhtmlparser-java-doc--1.6.20060610.dfsg0-9--faq.html": htmlparser,
    "libviennacl-doc--1.7.1+dfsg1-6--faq.html": viennacl,
    "opencubicplayer--0.2.101+ds-1--faq.html": ocp,
    "python-django-taggit-doc--3.1.0-2--faq.rst.txt": taggit,
    "gromacs-data--2022.5-2--faq.rst.txt": gromacs,
}

ENCODINGS = {"clanlib-doc--1.0~svn3827-8--FAQ.html": "iso-8859-1",
             "libhtmlparser-java-doc--1.6.20060610.dfsg0-9--faq.html": "iso-8859-1"}


def tally(items):
    """(sections, questions) as strings, or ("refused", "refused") when there is no question."""
    questions = sum(1 for item in items if item[0] == "question")
    if questions == 0:
        return ("refused", "refused")
    sections = 0
    for i, item in enumerate(items):
        if item[0] != "group":
            continue
        depth = item[1]
        for later in items[i + 1:]:
            if later[0] == "group" and later[1] <= depth:
                break
            if later[0] == "question":
                sections += 1
                break
    return (str(sections), str(questions))


def table():
    rows = {}
    for line in open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8"):
        if not line.startswith("| `"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows[cells[0].strip("`")] = (cells[-2], cells[-1])
    return rows


def main():
    rows = table()
    names = sorted(set(rows) | set(RULES))
    bad = 0
    sections = questions = refused = 0
    for name in names:
        want, rule = rows.get(name), RULES.get(name)
        if want is None or rule is None or not os.path.exists(os.path.join(HERE, name)):
            print("MISSING  %s (row: %s, rule: %s)" % (name, want is not None, rule is not None))
            bad += 1
            continue
        got = tally(rule(read(name, ENCODINGS.get(name, "utf-8"))))
        ok = got == want
        bad += not ok
        if got[0] == "refused":
            refused += 1
        else:
            sections += int(got[0])
            questions += int(got[1])
        print("%-4s %-55s table %s/%s, counted %s/%s" % ("ok" if ok else "DIFF", name,
                                                         want[0], want[1], got[0], got[1]))
    print("%d files, %d sections, %d questions, %d refused, %d differences"
          % (len(names), sections, questions, refused, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
