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


# ---- plain text -------------------------------------------------------------------------------

def libbpfcc(t):
    # every "Q: " at the margin opens an entry; its indented lines (error messages) belong to it.
    return ordered(found(r"^Q: .*$", t))


def exim(t):
    # the "(N) " list is the contents; an entry is a "(N): " line underlined with dashes.
    return ordered(found(r"^\(\d+\): .*\n-+$", t))


def ngspice(t):
    # the body starts after the second rule of underscores (the first closes the title block,
    # the second the table of contents); groups are "N.  CAPITALS" indented two, entries "N.N"
    # (with or without a period after it) indented one.
    rules = [m.end() for m in re.finditer(r"^ *_{20,}$", t, re.M)]
    body_start = rules[1]
    body = t[body_start:]
    groups = found(r"^  \d+\.  [A-Z][A-Z ]+$", body, "group")
    entries = found(r"^ \d+\.\d+\.? .*$", body)
    return ordered(groups, entries)


def approx(t):
    # every non-blank line at the margin is an entry (a topic); answers are indented two.
    return ordered(found(r"^\S.*$", t))


def coqide(t):
    return ordered(found(r"^Q\d+\) .*$", t))


def lsh(t):
    # the file is ISO-8859-1; entries open with '×' (byte 0xD7) and a space.
    return ordered(found(r"^\u00d7 .*$", t))


# ---- HTML -------------------------------------------------------------------------------------

def goldencheetah(t):
    # the one h2 heads the entries after it (structure rule); entries are <p><b><i>…</i></b>.
    groups = found(r"<h2>.*?</h2>", t, "group", flags=re.S)
    entries = found(r"<p>\s*<b><i>.*?</i></b>", t, flags=re.S)
    return ordered(groups, entries)


def sphinx_body(t):
    start = t.index('itemprop="articleBody"') if 'itemprop="articleBody"' in t else t.index('role="main"')
    return t[start:]


def cryptography(t):
    return ordered(found(r"<h2>.*?</h2>", sphinx_body(t), flags=re.S))


def openbabel(t):
    body = t[t.index('<div id="content">'):]
    return ordered(found(r"<h2>.*?</h2>", body, "group", flags=re.S),
                   found(r"<h3>.*?</h3>", body, flags=re.S))


def pygraphviz(t):
    # each field "Q" of the field list opens an entry.
    return ordered(found(r'<dt class="field-(?:odd|even)">Q</dt>', sphinx_body(t)))


def rmlint(t):
    body = t[t.index('<section id="frequently-asked-questions">'):]
    return ordered(found(r"<h2>.*?</h2>", body, flags=re.S))


class NestedLists(html.parser.HTMLParser):
    """Walks the nested <ol>s of armagetronad's FAQ: an <li> whose own text ends in ':' and that
    holds no table is a group at the depth of its list; an <li> holding a table whose first cell
    reads "Q:" is an entry."""

    def __init__(self):
        super().__init__()
        self.depth = 0
        self.items = []
        self.li = None  # text gathered for the current <li> until a table or list starts
        self.cell = None
        self.pending_q = False

    def handle_starttag(self, tag, attrs):
        if tag == "ol":
            self.close_label()
            self.depth += 1
        elif tag == "li":
            self.close_label()
            self.li = ""
        elif tag == "table" and self.li is not None:
            self.li = None
            self.pending_q = True
        elif tag == "td":
            self.cell = ""

    def handle_endtag(self, tag):
        if tag == "ol":
            self.close_label()
            self.depth -= 1
        elif tag == "li":
            self.close_label()
        elif tag == "td" and self.cell is not None:
            if self.pending_q and self.cell.strip() == "Q:":
                self.items.append(("question", "Q"))
                self.pending_q = False
            self.cell = None

    def handle_data(self, data):
        if self.li is not None:
            self.li += data
        if self.cell is not None:
            self.cell += data

    def close_label(self):
        if self.li is not None and self.li.strip().endswith(":"):
            self.items.append(("group", self.depth, self.li.strip()))
        self.li = None


def armagetron(t):
    parser = NestedLists()
    parser.feed(t)
    return parser.items


def rmagic(t):
    # h3 entries; h3s that follow one another with nothing between them share one answer (one
    # question); the closing "Other Questions" asks nothing and only points to the mailing list.
    items = []
    previous_end = None
    for m in re.finditer(r"<h3>(.*?)</h3>", t, re.S):
        title = text_of(m.group(1))
        between = t[previous_end:m.start()] if previous_end is not None else "x"
        previous_end = m.end()
        if title == "Other Questions":
            continue
        if between.strip() == "":
            continue  # part of the run before it
        items.append(("question", title))
    return items


# ---- reStructuredText -------------------------------------------------------------------------

def pybedtools(t):
    # titles underlined with '-' (the document title is underlined with '=').
    return ordered(found(r"^\S.*\n-{3,}$", t))


def gitlab(t):
    # definition-list terms: a line at the margin over a line indented four; not the '#' title,
    # not a directive or label.
    return ordered(found(r"^(?!\.\. |#|FAQ$)\S.*\n(?=    \S)", t))


RULES = {
    "libbpfcc--0.26.0+ds-1--FAQ.txt": libbpfcc,
    "exim4-base--4.96-15+deb12u11--GnuTLS-FAQ.txt.gz": exim,
    "ngspice--39.3+ds-1--FAQ.gz": ngspice,
    "approx--5.12-1--FAQ": approx,
    "coqide--8.16.1+dfsg-1+b2--FAQ": coqide,
    "lsh-doc--2.1-13--FAQ.gz": lsh,
    "goldencheetah--3.5-1.1--faq.html": goldencheetah,
    "python-cryptography-doc--38.0.4-3+deb12u1--faq.html": cryptography,
    "openbabel--3.1.1+dfsg-9+b3--FAQ.html": openbabel,
    "python-pygraphviz-doc--1.7-3--faq.html": pygraphviz,
    "rmlint-doc--2.9.0-2.5~deb12u1--faq.html": rmlint,
    "armagetronad-common--0.2.9.1.0-3--faq.html": armagetron,
    "rmagic--2.21-5.1--faq.html": rmagic,
    "python-pybedtools-doc--0.9.0-4--FAQs.rst.txt": pybedtools,
    "python-gitlab-doc--3.12.0-1--faq.rst.txt": gitlab,
}

ENCODINGS = {"lsh-doc--2.1-13--FAQ.gz": "iso-8859-1"}


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
