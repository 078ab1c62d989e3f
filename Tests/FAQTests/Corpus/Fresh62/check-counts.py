#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files) and apart from
../holdout_counting.py (not used), and compares them with the last two cells of SOURCES.md's
table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s; this script's
frame is ../Fresh59/check-counts.py's, its rules are new). A rule returns a list of items in file
order: ("group", depth, title) or ("question", title). A group holds the questions after it up to
the next group of the same or a lower depth; a section is a group that holds at least one
question, directly or in a group inside it; questions before the first group belong to no
section.
"""
import gzip
import html
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENCODINGS = {"jedit--5.5.0+dfsg-2--plugins.html": "latin-1"}


def read(name, encoding="utf-8"):
    path = os.path.join(HERE, name)
    raw = gzip.open(path).read() if name.endswith(".gz") else open(path, "rb").read()
    return raw.decode(encoding)


def text_of(fragment):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def uncomment(text):
    return re.sub(r"<!--.*?-->", "", text, flags=re.S)


def between(text, start, end):
    """The part of text from the first `start` to the first `end` after it."""
    i = text.index(start)
    return text[i:text.index(end, i)]


def tags(text, tag, attrs=r"[^>]*"):
    """(offset, title) of every <tag …>…</tag>, comments removed first."""
    text = uncomment(text)
    return [(m.start(), text_of(m.group(1)))
            for m in re.finditer(r"<%s\b%s>(.*?)</%s\s*>" % (tag, attrs, tag), text, re.I | re.S)]


def html_levels(text, levels):
    """levels: {tag: ("group", depth) or ("question",) or None}; items in document order."""
    out = []
    for tag, kind in levels.items():
        if kind is None:
            continue
        for pos, title in tags(text, tag):
            out.append((pos, kind[:1] + kind[1:] + (title,)))
    return [item for pos, item in sorted(out)]


def rst_headings(text):
    """(level, title) of every reST section title; levels in order of first appearance of each
    (adornment character, has overline) style, starting at 1."""
    lines = text.split("\n")
    styles, out = [], []
    adorn = re.compile(r"^([=\-~+'^\"`#*:.])\1{2,}\s*$")
    i = 0
    while i < len(lines) - 1:
        over = adorn.match(lines[i])
        if over and i + 2 < len(lines) and lines[i + 1].strip() and adorn.match(lines[i + 2]) \
                and lines[i + 2].strip() == lines[i].strip():
            style, title, i = (over.group(1), True), lines[i + 1].strip(), i + 3
        elif lines[i].strip() and not lines[i].startswith(" ") and adorn.match(lines[i + 1]) \
                and len(lines[i + 1].rstrip()) >= len(lines[i].rstrip()) and not adorn.match(lines[i]):
            style, title, i = (lines[i + 1][0], False), lines[i].strip(), i + 2
        else:
            i += 1
            continue
        if style not in styles:
            styles.append(style)
        out.append((styles.index(style) + 1, title))
    return out


def pyx(text):
    # level 1 the page title, level 2 "General aspects" a group, level 3 the questions
    items = []
    for level, title in rst_headings(text):
        if level == 2:
            items.append(("group", 1, title))
        elif level == 3:
            items.append(("question", title))
    return items


def rsyslog(text):
    # the question-shaped page title, answered under it, and the two '-' questions after it
    heads = rst_headings(text)
    assert [level for level, title in heads] == [1, 2, 2], heads
    return [("question", title) for level, title in heads]


def ovs(text):
    assert len(re.findall(r"^    A: ", text, re.M)) == len(re.findall(r"^Q: ", text, re.M))
    return [("question", line) for line in re.findall(r"^Q: .*", text, re.M)]


def gtypist(text):
    return [("question", line) for line in re.findall(r"^ \* .*", text, re.M)]


def xorg(text):
    items = []
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):
        under = lines[i + 1].rstrip()
        if line.strip() and not line.startswith(" ") and len(under) == len(line.rstrip()) \
                and under and set(under) in ({"-"}, {"~"}):
            items.append(("group", 1 if under[0] == "-" else 2, line.strip()))
        elif line.startswith(" * _"):
            items.append(("question", line))
    return items


def markdown_h2(text):
    items, fence = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
        elif not fence and line.startswith("## "):
            items.append(("question", line[3:]))
    return items


def pdfposter(text):
    body = between(text, '<section id="frequently-asked-questions">', "</section>")
    return [("question", t) for t in re.findall(r"<li><p>(.*?)</p>", body, re.S)]


def pydicom(text):
    body = between(text, '<div itemprop="articleBody">', "<footer>")
    return html_levels(body, {"h2": ("group", 1), "h3": ("question",)})


def nlopt(text):
    body = between(text, '<div class="section" itemprop="articleBody">', "<footer>")
    return html_levels(body, {"h2": ("group", 1), "h3": ("question",)})


def pie(text):
    return [("question", t) for pos, t in tags(text, "h2")]


def crmsh(text):
    body = between(text, '<div id="content">', '<div id="footer">')
    return [("question", t) for pos, t in tags(body, "h2")]


def ilorest(text):
    body = between(text, '<div itemprop="articleBody">', "<footer>")
    return [("question", t) for pos, t in tags(body, "h2")]


def jedit(text):
    out = [(pos, ("group", 1, t)) for pos, t in tags(text, "h4", r'\s+class="title"')]
    out += [(m.start(), ("question", text_of(m.group(1))))
            for m in re.finditer(r'<tr class="question">(.*?)</tr>', text, re.S)]
    return [item for pos, item in sorted(out)]


def sqlalchemy(text):
    body = between(text, '<div id="docs-body"', '<div id="docs-bottom-navigation"')
    return [("question", t) for pos, t in tags(body, "h2")]


RULES = {
    "python3-pyx-doc--0.16-1--unicode_text.rst.txt": pyx,
    "pdfposter--0.8.1-1--Frequently Asked Questions.html": pdfposter,
    "gtypist--2.9.5-3+b1--QUESTIONS.gz": gtypist,
    "python-pydicom-doc--2.3.1-1--index.html": pydicom,
    "rsyslog-doc--8.2302.0+dfsg-1--difference_queues.rst.txt": rsyslog,
    "nlopt-doc--2.7.1-5--index.html": nlopt,
    "openvswitch-doc--3.1.0-2+deb12u1--issues.rst.txt": ovs,
    "rollup--3.15.0-1+deb12u1--index.md.gz": markdown_h2,
    "xserver-xorg--7.7+23--general.txt": xorg,
    "libjs-pie-doc--1.0.0+dfsg-2.1--q-and-a.html": pie,
    "crmsh-doc--4.4.1-1+deb12u1--index.html": crmsh,
    "python-ilorest-doc--3.6.0.0+ds-1--Frequently-Asked-Questions.html": ilorest,
    "jedit--5.5.0+dfsg-2--plugins.html": jedit,
    "python-sqlalchemy-doc--1.4.46+ds1-1--installation.html": sqlalchemy,
    "libxsmm-dev--1.17-2--libxsmm_qna.md.gz": markdown_h2,
}


def tally(items):
    """(sections, questions) as strings, or ("refused", "refused") when there is no question."""
    questions = sum(1 for item in items if item[0] == "question")
    if questions == 0:
        return ("refused", "refused")
    sections = 0
    for i, item in enumerate(items):
        if item[0] != "group":
            continue
        for later in items[i + 1:]:
            if later[0] == "group" and later[1] <= item[1]:
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
    bad = sections = questions = refused = 0
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
        print("%-4s %-68s table %s/%s, counted %s/%s" % ("ok" if ok else "DIFF", name,
                                                         want[0], want[1], got[0], got[1]))
    print("%d files, %d sections, %d questions, %d refused, %d differences"
          % (len(names), sections, questions, refused, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
