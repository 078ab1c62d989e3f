#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files) and apart from
../holdout_counting.py (not used), and compares them with the last two cells of SOURCES.md's
table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s; this script's
frame is ../Fresh53/check-counts.py's). A rule returns a list of items in file order:
("group", depth, title) or ("question", title). A group holds the questions after it up to the
next group of the same or a lower depth; a section is a group that holds at least one question,
directly or in a group inside it; questions before the first group belong to no section.
"""
import gzip
import html
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENCODINGS = {"swi-prolog-x--9.0.4+dfsg-2--faq.html": "latin-1",
             "xemacs21-mulesupport--2009.02.17.dfsg.3-1--FAQ-Mule": "latin-1"}


def read(name, encoding="utf-8"):
    path = os.path.join(HERE, name)
    raw = gzip.open(path).read() if name.endswith(".gz") else open(path, "rb").read()
    return raw.decode(encoding)


def text_of(fragment):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def uncomment(text):
    return re.sub(r"<!--.*?-->", "", text, flags=re.S)


def tags(text, tag):
    """(offset, title) of every <tag>…</tag>, comments removed first."""
    text = uncomment(text)
    return [(m.start(), text_of(m.group(1)))
            for m in re.finditer(r"<%s\b[^>]*>(.*?)</%s\s*>" % (tag, tag), text, re.I | re.S)]


def quantreg(text):
    nums = [m.group(1) for m in re.finditer(r"^(\d+a?)\.\s+\S", text, re.M)]
    assert nums == [str(n) for n in range(1, 5)] + ["4a"] + [str(n) for n in range(5, 9)] + [str(n) for n in range(10, 16)], nums
    return [("question", str(n)) for n in nums]


def jed(text):
    body = text.split("\nAnswers:\n", 1)[1]
    nums = [int(n) for n in re.findall(r"^<(\d+)> ", body, re.M)]
    assert nums == list(range(1, 22)), nums
    return [("question", str(n)) for n in nums]


def bootcd(text):
    body = text[text.index("0. Where to get help", 40):]
    items = []
    for line in body.split("\n"):
        if re.match(r"^\d\. \S", line):
            items.append(("group", 1, line))
        elif line.startswith("Q: "):
            items.append(("question", line))
    return items


def mule(text):
    items, seen = [], set()
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if re.match(r"^\tFAQ Part \d:", line):
            items.append(("group", 1, line.strip()))
        m = re.match(r"^([A-Z]+)-(\d+):", line)
        if m:
            if m.group(1) not in seen:
                seen.add(m.group(1))
                j = i - 1
                while not lines[j].strip():
                    j -= 1
                title = lines[j].strip()
                assert title == title.upper() or title == "Display", title
                items.append(("group", 2, title))
            items.append(("question", line))
    return items


def zim(text):
    items = []
    for m in re.finditer(r"^(=+) (.*?) =+$", text, re.M):
        if len(m.group(1)) == 5:
            items.append(("question", m.group(2)))
        else:
            assert len(m.group(1)) == 6
    return items


def swishpp(text):
    return [("question", m.group(0)) for m in re.finditer(r"^\d+\. \S.*", text, re.M)]


def brazilian(text):
    items = []
    for line in text.split("\n"):
        if line.startswith("SEÇÃO "):
            items.append(("group", 1, line))
        elif re.match(r"^\d+\.\d+ \S", line):
            items.append(("question", line))
    return items


def xpce(text):
    body = uncomment(text)
    out = [(pos, ("group", 1, t)) for pos, t in tags(body, "h1")[1:]]
    out += [(pos, ("question", t)) for pos, t in tags(body, "h2")]
    return [item for pos, item in sorted(out)]


def hugin(text):
    out = [(pos, ("group", 1, t)) for pos, t in tags(text, "h2") if t != "Contents"]
    out += [(pos, ("question", t)) for pos, t in tags(text, "h3")]
    return [item for pos, item in sorted(out)]


def entries_outside_toc(text):
    body = uncomment(text)
    body = re.sub(r'<div class="toc">.*?</div>', "", body, flags=re.S)
    body = re.sub(r'<div id="toc">.*?</div>', "", body, flags=re.S)
    out = [("question", t) for pos, t in tags(body, "h2") + tags(body, "h3") + tags(body, "dt") if t]
    return out


def dosefinding(text):
    return [("question", t) for pos, t in tags(text, "h2") if t not in ("Preliminaries", "References")]


def liferea(text):
    return [("question", t) for pos, t in tags(text, "dt") if t.startswith("Q:")]


def nomlocate(text):
    return [("question", t) for t in re.findall(r"^## (.*)$", text, re.M)]


def r10k(text):
    items = []
    fence = False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
        elif not fence and line.startswith("### "):
            items.append(("question", line))
        elif not fence and line.startswith("#### ") and line.rstrip().endswith("?"):
            items.append(("question", line))
    return items


RULES = {
    "r-cran-quantreg--5.94-1--FAQ": quantreg,
    "jed-common--0.99.20~pre.178+dfsg-6--jed_faq.txt": jed,
    "bootcd--6.6.5--FAQ.bootcd.gz": bootcd,
    "xemacs21-mulesupport--2009.02.17.dfsg.3-1--FAQ-Mule": mule,
    "zim--0.75.1-1--FAQ.txt": zim,
    "swish++--6.1.5-6--FAQ.Debian": swishpp,
    "brazilian-conjugate--3.0~beta4-24--FAQ.i.gz": brazilian,
    "swi-prolog-x--9.0.4+dfsg-2--faq.html": xpce,
    "hugin-data--2022.0.0+dfsg-2--Hugin_FAQ.html": hugin,
    "centrifuge--1.0.3-11--faq.shtml": entries_outside_toc,
    "libgusb-doc--0.3.10-1--faq.html": entries_outside_toc,
    "r-cran-dosefinding--1.0-3-1--faq.html": dosefinding,
    "liferea-data--1.14.4-3--faq_en.html": liferea,
    "librust-nom-locate-dev--4.1.0-2--FAQ.md": nomlocate,
    "r10k--3.15.4-1--faq.mkd.gz": r10k,
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
        print("%-4s %-60s table %s/%s, counted %s/%s" % ("ok" if ok else "DIFF", name,
                                                         want[0], want[1], got[0], got[1]))
    print("%d files, %d sections, %d questions, %d refused, %d differences"
          % (len(names), sections, questions, refused, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
