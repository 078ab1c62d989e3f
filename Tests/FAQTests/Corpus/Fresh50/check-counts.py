#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files) and apart from
../holdout_counting.py (not used), and compares them with the last two cells of SOURCES.md's
table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s and ../Fresh48/'s). A rule returns
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



# ---- HTML (every file of this draw) ---------------------------------------------------------

def xbae(t):
    # the upper-case H2s after the contents are groups; each h3 opening a named anchor is an entry,
    # except the closing "More questions ?" (the document's closing text).
    body = t[t.index("<HR>"):]
    groups = found(r"<H2 align=center>\s*\n[^<\n]+", body, "group")
    qs = found(r'<h3>\s*<a name="(?!More_questions)', body, flags=re.I)
    return ordered(groups, qs)


def sqlledger(t):
    # each li opening an h4 is an entry; the h1 "SQL-Ledger security" after them is closing text.
    return ordered(found(r"<li><h4>", t[:t.index("<h1>")]))


def verilator(t):
    # the h2 "Questions" holds every entry and names the body: no group; each h3 is an entry.
    return ordered(found(r"<h3>", t))


def hercules(t):
    # every H4 with a numbered anchor is an entry; no group titles.
    return ordered(found(r'<H4><A NAME="\d\.\d\d">', t))


def express(t):
    # h2s with an id, between the page title and the side list "Questions".
    body = t[t.index('<h1 class="pagetitle">'):t.index('<h1 class="menu">')]
    return ordered(found(r'<h2 id="', body))


def blitz(t):
    # numbered h3 sections are groups; each bold bullet paragraph is an entry.
    return ordered(found(r'<h3 class="section">[^<]*', t, "group"), found(r"<p><strong>&bull;", t))


def atlc(t):
    # one "Question:" label per entry; the nineteenth closes its STRONG in lower case.
    return ordered(found(r"<STRONG>Question:\s*</STRONG>", t, flags=re.I))


def openms(t):
    # a Doxygen file reference with an empty contents block: nothing to count.
    body = t[t.index('<div class="contents">'):t.index("<!-- contents -->")]
    return ordered(found(r"<h\d|<li", body))


def lirc(t):
    # comments dropped; the H1s between the title and "HOWTOs" are groups, each LI an entry.
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    body = t[t.index("<H1>Hardware"):t.index('<A NAME="howtos">')]
    return ordered(found(r"<H1>[^<]*", body, "group"), found(r"<LI>", body))


def fox(t):
    # headline cells opening a named anchor are entries ("Questions", the contents, has none).
    return ordered(found(r"id=HEADLINE><b>\s*<a NAME=", t, flags=re.I))


def snmpsession(t):
    return ordered(found(r"<h2>", t))


def rapidjson(t):
    # h1 groups in the text block; each list item opening a "startli" paragraph is an entry.
    body = t[t.index('<div class="textblock">'):]
    return ordered(found(r"<h1>", body, "group"), found(r'<li><p class="startli">', body))


def chromium(t):
    return ordered(found(r'<b><font face="Helvetica">Q: ', t))


def sqlite3ruby(t):
    return ordered(found(r"<div class='faq-title'>", t))


def redland(t):
    # the top-level items of the one ol; the third answer's nested ul (two items that also start
    # at the margin) is answer text and is cut out first.
    body = t[t.index("<ol>"):t.rindex("</ol>")]
    body = re.sub(r"<ul>.*?</ul>", "", body, flags=re.S)
    return ordered(found(r"^<li>", body))


RULES = {
    "libxbae-dev--4.60.4-9--FAQ.html": xbae,
    "sql-ledger--3.2.6-1--faq.html": sqlledger,
    "verilator--5.006-3--faq.html": verilator,
    "hercules--3.13-7--hercfaq.html": hercules,
    "berkeley-express-doc--1.5.3+dfsg-3--faq.html": express,
    "libblitz-doc--1.0.2+ds-4--FAQ.html": blitz,
    "atlc--4.6.1-5--FAQ.html": atlc,
    "openms-doc--2.6.0+cleaned1-3--FAQ_8doxygen.html": openms,
    "lirc-doc--0.10.1-7.2--faq.html": lirc,
    "libfox-1.6-doc--1.6.57-1--faq.html": fox,
    "libsnmp-session-perl--1.14~git20221124T101957-1--faq.html": snmpsession,
    "rapidjson-doc--1.1.0+dfsg2-7.1--md_doc_faq.html": rapidjson,
    "chromium-bsu-data--0.9.16.1-3--faq.html": chromium,
    "ruby-sqlite3--1.4.2-4+b3--faq.html": sqlite3ruby,
    "librdf0-dev--1.0.17-3--FAQS.html": redland,
}

ENCODINGS = {"atlc--4.6.1-5--FAQ.html": "iso-8859-1",
             "chromium-bsu-data--0.9.16.1-3--faq.html": "iso-8859-1"}


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
