#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files) and apart from
../holdout_counting.py (not used), and compares them with the last two cells of SOURCES.md's
table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s and
../Fresh50/'s; this script's frame is ../Fresh50/check-counts.py's). A rule returns a list of
items in file order: ("group", depth, title) or ("question", title). A group holds the questions
after it up to the next group of the same or a lower depth; a section is a group that holds at
least one question, directly or in a group inside it; questions before the first group belong to
no section.
"""
import gzip
import html
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

def pgbackrest(t):
    # numbered section1 blocks of the page body are entries, except "Introduction" (text).
    body = t[t.index('<div class="page-body">'):]
    return ordered(found(r'<div class="section1"><a id="(?!introduction")', body))


def hugs(t):
    # one DocBook QANDAENTRY per entry; the DL of links above them is the contents.
    return ordered(found(r'CLASS="QANDAENTRY"', t))


def scrapy(t):
    # every h2 of the body is an entry (the side navigation has no headings).
    return ordered(found(r"<h2>", t))


def janus(t):
    # the second ol (after the "janus" anchor) holds the entries, each opening with a bold line.
    body = t[t.index('<a class="anchor" id="janus">'):]
    return ordered(found(r"<li><b>", body))


def combblas(t):
    # UTF-16 Word export; in the tag-free text each entry opens with "QN:" (numbered 1 to 20).
    text = html.unescape(re.sub(r"<[^>]+>", "", t))
    qs = found(r"(?<![A-Za-z0-9])Q\d{1,2}:", text)
    numbers = [int(re.search(r"\d+", item[1]).group()) for _, item in qs]
    assert numbers == list(range(1, len(numbers) + 1)), numbers
    return ordered(qs)


def smstools(t):
    # each bold paragraph opening with a numbered anchor is an entry (the contents link to them).
    return ordered(found(r'<p><b><a name="\d+"></a>', t))


def flightgear(t):
    # Word's _Toc anchors mark the entries; "Purpose of this FAQ" is text; the question run into
    # the last list item has no anchor and is not counted.
    return ordered(found(r'<A NAME="_Toc\d+">(?!Purpose of this FAQ)', t))


def websocketpp(t):
    body = t[t.index('<div class="textblock">'):]
    return ordered(found(r"<h2>", body, "group"), found(r"<h3>", body))


def graphicsmagick(t):
    return ordered(found(r'<div class="section" id="', t))


def luminance(t):
    return ordered(found(r"<dt>", t, flags=re.I))


def ikiwiki(t):
    body = t[t.index('<div id="content"'):]
    return ordered(found(r"<h2>", body))


def gfal2(t):
    # a Doxygen page pointing elsewhere: no heading or list item in its contents block.
    body = t[t.index('<div class="contents">'):t.index("<!-- contents -->")]
    return ordered(found(r"<h\d|<li", body))


def bacula(t):
    # the items of the ol under "Answers" (no nested lists there); "Answers" holds every entry and
    # names the body (no group); "Build Options" and "RPM Install Problems" are text.
    body = t[t.index('<a id="SECTION00310000000000000000">'):t.index('<a id="SECTION00320000000000000000">')]
    return ordered(found(r"<li\b", body))


RULES = {
    "pgbackrest-doc--2.45-1--faq.html": pgbackrest,
    "hugs--98.200609.21-6+b1--faq.html": hugs,
    "python-scrapy-doc--2.8.0-2--faq.html": scrapy,
    "janus-doc--1.1.2-1--FAQ.html": janus,
    "libcombblas-dev--1.6.2-8--FAQ-combblas.html": combblas,
    "smstools--3.1.21-4+b1--faq.html": smstools,
    "flightgear--2020.3.16+dfsg-1+deb12u1--AptNavFAQ.FlightGear.html": flightgear,
    "libwebsocketpp-doc--0.8.2-4--faq.html": websocketpp,
    "graphicsmagick--1.4+really1.3.40-4+deb12u1--FAQ.html": graphicsmagick,
    "luminance-hdr--2.6.1.1+dfsg-2+b2--faq.html": luminance,
    "ikiwiki--3.20200202.3-1--faq.html": ikiwiki,
    "gfal2-doc--2.21.3-1--faq.html": gfal2,
    "bacula-doc--9.6.7-2--Bacula_RPM_Packaging_FAQ.html": bacula,
}

ENCODINGS = {"libcombblas-dev--1.6.2-8--FAQ-combblas.html": "utf-16",
             "smstools--3.1.21-4+b1--faq.html": "iso-8859-1",
             "flightgear--2020.3.16+dfsg-1+deb12u1--AptNavFAQ.FlightGear.html": "cp1252",
             "luminance-hdr--2.6.1.1+dfsg-2+b2--faq.html": "iso-8859-1",
             "bacula-doc--9.6.7-2--Bacula_RPM_Packaging_FAQ.html": "iso-8859-1"}


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
        print("%-4s %-66s table %s/%s, counted %s/%s" % ("ok" if ok else "DIFF", name,
                                                         want[0], want[1], got[0], got[1]))
    print("%d files, %d sections, %d questions, %d refused, %d differences"
          % (len(names), sections, questions, refused, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
