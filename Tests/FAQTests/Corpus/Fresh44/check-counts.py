#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files), and compares them with
the last two cells of SOURCES.md's table. Prints one line per file; exit status 1 on any
difference.

Each file has its own rule (RULES), written for that file after reading it and after its counts
were written into SOURCES.md, in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items, ("group", title) or ("question", title), in file order; a group holds the
questions after it up to the next group (every file here has one level of groups at most), a
section is a group that holds at least one question, and questions before the first group belong
to no section.
"""
import gzip
import html
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read(name):
    path = os.path.join(HERE, name)
    raw = gzip.open(path).read() if name.endswith(".gz") else open(path, "rb").read()
    return raw.decode("utf-8")


def plain(fragment):
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).replace("¶", "").strip()


def matches(pattern, text, kind="question"):
    return [(m.start(), kind, m.group(0).strip()) for m in re.finditer(pattern, text, re.M)]


def in_order(*found):
    return [(kind, title) for _, kind, title in sorted(sum(found, []))]


# ---- plain text -------------------------------------------------------------------------------

def checkinstall(t):
    # "   N. " indented three opens an entry; the title is "FAQ".
    return in_order(matches(r"^   \d+\. .*$", t))


def ftnchek(t):
    # the "QN)" list before the first rule of '=' is the contents.
    body = t[re.search(r"^=+$", t, re.M).end():]
    return in_order(matches(r"^Q\d+\) .*$", body))


def wcd(t):
    # a line at the margin that is no "Q:"/"A:" line names a shell or platform: a group.
    return in_order(matches(r"^(?![QA]: )\S.*$", t, "group"), matches(r"^Q: .*$", t))


def ruby_ldap(t):
    return in_order(matches(r"^Q\. .*$", t))


def list_compare(t):
    return in_order(matches(r"^Q\.  .*$", t))


def lzo(t):
    # a text line over a line of '=' at least as long, not itself under a rule (the title is
    # between two rules); '-' underlines inside answers are not entries.
    ls = t.split("\n")
    out = []
    for i in range(1, len(ls) - 1):
        if (ls[i].strip() and re.fullmatch(r"=+", ls[i + 1]) and len(ls[i + 1]) >= len(ls[i])
                and not re.fullmatch(r"=+", ls[i - 1])):
            out.append(("question", ls[i]))
    return out


def angband(t):
    # after the first rule of dashes (the contents come before it) "1a." ... at the margin; a
    # title right above another title has no answer of its own: the run is one question.
    body = t[re.search(r"^-{20,}$", t, re.M).end():]
    ls = body.split("\n")
    out = []
    for i, line in enumerate(ls):
        if re.match(r"^\d[a-z]\. ", line):
            if out and re.match(r"^\d[a-z]\. ", ls[i - 1]):
                continue  # shares the answer of the title above it
            out.append(("question", line))
    return out


def w3cam(t):
    return in_order(matches(r"^Q: .*$", t))


def tcptrace(t):
    return in_order(matches(r"^Q\d+\. .*$", t))


# ---- HTML -------------------------------------------------------------------------------------

def headings(fragment, tags):
    pat = r"<(%s)\b[^>]*>(.*?)</\1>" % "|".join(tags)
    return [(m.start(), m.group(1).lower(), plain(m.group(2)), m.end())
            for m in re.finditer(pat, fragment, re.S | re.I)]


def sphinx_main(t):
    return t[t.index('role="main"'):t.index('class="sphinxsidebar"')]


def nipy(t):
    # body only; an h2 followed at once by an h3 (no text of its own) is a group, other h2s
    # and every h3 entries; the h1 is the title.
    body = sphinx_main(t)
    hs = headings(body, ["h2", "h3"])
    out = []
    for n, (pos, tag, title, end) in enumerate(hs):
        if tag == "h2":
            nxt = hs[n + 1] if n + 1 < len(hs) else None
            between = body[end:nxt[0]] if nxt else ""
            if nxt and nxt[1] == "h3" and not re.search(r"<p\b", between):
                out.append(("group", title))
                continue
        out.append(("question", title))
    return out


def munipack(t):
    # after the h1 "Answers" (which names the body): h2 groups, h4 entries.
    body = t[t.index("<h1>Answers</h1>"):]
    return [("group" if tag == "h2" else "question", title)
            for _, tag, title, _ in headings(body, ["h2", "h4"])]


def fsa(t):
    # the h2 lists before the first <hr> are the contents; then h2 groups and h4 entries.
    body = t[t.lower().index("<hr>"):]
    return [("group" if tag == "h2" else "question", title)
            for _, tag, title, _ in headings(body, ["h2", "h4"])]


def odoorpc(t):
    return [("question", title) for _, _, title, _ in headings(sphinx_main(t), ["h2"])]


# ---- reStructuredText -------------------------------------------------------------------------

def rst_titles(t, char):
    """(line index, title) of titles underlined (not overlined) with char at the margin."""
    ls = t.split("\n")
    out = []
    for i in range(1, len(ls)):
        u = ls[i]
        if (u and set(u) == {char} and ls[i - 1].strip() and not ls[i - 1].startswith(" ")
                and len(u) >= len(ls[i - 1].rstrip())
                and not (i >= 2 and ls[i - 2] and set(ls[i - 2]) == {char})):
            out.append((i - 1, ls[i - 1]))
    return out


def mysqldb(t):
    # '-' titles; a block quote indented two after a blank line is an error message, an entry.
    # A title over messages is a group of them; a title with no message that exclaims or asks
    # is an entry of no section; one that does neither ("Other Resources") is the text.
    ls = t.split("\n")
    titles = rst_titles(t, "-")
    out = []
    for n, (i, title) in enumerate(titles):
        stop = titles[n + 1][0] if n + 1 < len(titles) else len(ls)
        msgs = [ls[j] for j in range(i + 2, stop)
                if re.match(r"^  \S", ls[j]) and not ls[j - 1].strip()]
        if msgs:
            out.append(("group", title))
            out += [("question", m.strip()) for m in msgs]
        elif re.search(r"[!?]", title):
            out.append(("question", title))
    return out


def pdfpc(t):
    # '=' underlined titles; the over- and underlined "FAQ" is the title.
    return [("question", title) for _, title in rst_titles(t, "=")]


RULES = {
    "checkinstall--1.6.2+git20170426.d24a630-3+b1--FAQ": checkinstall,
    "ftnchek--3.3.1-6--FAQ.gz": ftnchek,
    "wcd--6.0.3-4--faq.txt": wcd,
    "ruby-ldap--0.9.20-2+b5--FAQ": ruby_ldap,
    "liblist-compare-perl--0.55-2--FAQ": list_compare,
    "liblzo2-dev--2.10-2--LZO.FAQ.gz": lzo,
    "angband--3.5.1-2.5--faq.txt.gz": angband,
    "w3cam--0.7.2-6.3--FAQ.txt": w3cam,
    "tcptrace--6.6.7-6+b1--FAQ.gz": tcptrace,
    "python-nipy-doc--0.5.0-7--documentation_faq.html": nipy,
    "munipack-doc--0.6.1-1--faq.html": munipack,
    "fsa--1.15.9+dfsg-6--FAQ.html": fsa,
    "python-odoorpc-doc--0.9.0-1--faq.html": odoorpc,
    "python3-mysqldb--1.4.6-2+b1--FAQ.rst.gz": mysqldb,
    "pdf-presenter-console--4.6.0-1--FAQ.rst": pdfpc,
}


def tally(items):
    if items is None:
        return ("refused", "refused")
    sections, questions, current, counted = 0, 0, None, False
    for kind, _ in items:
        if kind == "group":
            current, counted = True, False
        else:
            questions += 1
            if current and not counted:
                sections, counted = sections + 1, True
    return (str(sections), str(questions))


def table():
    rows = {}
    for line in open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8"):
        m = re.match(r"^\| `([^`]+)` \|.*\| ([^|]+) \| ([^|]+) \|\s*$", line)
        if m:
            rows[m.group(1)] = (m.group(2).strip(), m.group(3).strip())
    return rows


def main():
    rows = table()
    bad = 0
    names = sorted(set(rows) | set(RULES))
    totals = [0, 0, 0]
    for name in names:
        want = rows.get(name)
        rule = RULES.get(name)
        if want is None or rule is None or not os.path.exists(os.path.join(HERE, name)):
            print("MISSING  %s (table: %s, rule: %s)" % (name, want is not None, rule is not None))
            bad += 1
            continue
        got = tally(rule(read(name)))
        ok = got == want
        bad += not ok
        if got[0] == "refused":
            totals[2] += 1
        else:
            totals[0] += int(got[0])
            totals[1] += int(got[1])
        print("%-4s %-52s table %s/%s, counted %s/%s" % ("ok" if ok else "DIFF", name,
                                                         want[0], want[1], got[0], got[1]))
    print("%d files, %d sections, %d questions, %d refused, %d differences"
          % (len(names), totals[0], totals[1], totals[2], bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
