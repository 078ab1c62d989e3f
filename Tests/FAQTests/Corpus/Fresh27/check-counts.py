#!/usr/bin/python3
"""Re-derive every count of SOURCES.md from the files themselves, one rule per file.

Standard library only; imports no reader and no shared counting helper.  Each rule below is
written for one file's own markers (see the structure cells of the table).  Exits 1 on any
difference with the table.
"""
import gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def text(name, encoding="utf-8"):
    raw = open(os.path.join(HERE, name), "rb").read()
    if name.endswith(".gz"):
        raw = gzip.decompress(raw)
    return raw.decode(encoding)


def gramps(name):
    lines = text(name).split("\n")
    start = lines.index("**** Questions and answers ****")  # the index before it is the contents
    groups, current = [], None
    for line in lines[start + 1:]:
        if re.match(r"^==[^=].*==\s*$", line):
            current = [line.strip(), 0]
            groups.append(current)
        elif re.match(r"^\d+\. \S", line):
            current[1] += 1
    return sum(1 for g in groups if g[1]), sum(g[1] for g in groups)


def doona(name):
    return 0, len(re.findall(r"(?m)^\d+\.\) \S", text(name)))


def uw_imap(name):
    lines = text(name).split("\n")
    # the body starts at the first group title at the margin (the contents uses '*' bullets)
    start = next(i for i, l in enumerate(lines) if re.match(r"^1\. \S", l))
    groups = []          # [title, [heading, has_answer], ...]
    for line in lines[start:]:
        if re.match(r"^\d+\. \S", line):
            groups.append([line, []])
        elif re.match(r"^   \d+\.\d+ \S", line):
            groups[-1][1].append([line, False])
        elif re.match(r"^ {10}\S", line) and not re.match(r"^\s*_+\s*$", line):
            if groups and groups[-1][1]:
                groups[-1][1][-1][1] = True      # an answer line under the last heading
    sections = questions = 0
    for title, heads in groups:
        # a heading with no answer of its own sits in a run over the next heading's answer
        n = sum(1 for h, answered in heads if answered)
        assert not heads or heads[-1][1], title
        questions += n
        sections += 1 if n else 0
    return sections, questions


def mk_configure(name):
    return 0, len(re.findall(r"(?m)^Q: \S", text(name)))


def gnuplot_py(name):
    t = text(name)
    qs = re.findall(r"(?m)^Q(\d+):\s*$", t)
    assert len(qs) == len(re.findall(r"(?m)^A\d+:\s*$", t))
    return 0, len(qs)


def lynis(name):
    groups = []
    for line in text(name).split("\n"):
        if line.startswith("[+] "):
            groups.append(0)
        elif re.match(r"^\s+Q: \S", line):
            groups[-1] += 1
    return sum(1 for g in groups if g), sum(groups)


def stardict(name):
    t = text(name)
    q = len(re.findall(r"(?m)^Q\) \S", t))
    assert q == len(re.findall(r"(?m)^A\) \S", t))
    return 0, q


def maze_of_galious(name):
    lines = text(name, "latin-1").replace("\r\n", "\n").split("\n")
    body = lines[lines.index("FAQ:") + 1:]       # "FAQ index:" before it is the contents
    return 0, sum(1 for l in body if re.match(r"^\d+[a-z]?\.- \S", l))


def xtel(name):
    lines = text(name).split("\n")
    rule = next(i for i, l in enumerate(lines) if re.match(r"^-{20,}$", l))
    return 0, sum(1 for l in lines[rule + 1:] if l.startswith("* "))


def ksh93(name):
    parts = re.split(r"<H3><A name=\"[^\"]+\">", text(name))[1:]
    counts = [len(re.findall(r"<DT>", p)) for p in parts]
    return sum(1 for c in counts if c), sum(counts)


def sitemesh(name):
    return 0, len(re.findall(r"<h4>", text(name)))


def mksh(name):
    t = text(name)
    body = t[t.index("<h1>Frequently Asked Questions</h1>"):t.index("<h1>Imprint</h1>")]
    return 0, len(re.findall(r"<h2 id=", body))


def pynput(name):
    t = text(name)
    body = t[t.index('<div class="body"'):t.index('<div class="sphinxsidebar"')]
    assert len(re.findall(r"<h1>", body)) == 1
    # the h3s are the platforms of the first answer, not entries
    return 0, len(re.findall(r"<h2>", body))


def rst_headings(t):
    """(adornment char, overlined, title) for each section title of a reST file."""
    lines = t.split("\n")
    out, i = [], 0
    while i < len(lines) - 1:
        a, b = lines[i], lines[i + 1]
        over = re.match(r"^([=\-~^*+#])\1+$", a)
        if over and i + 2 < len(lines) and lines[i + 2] == a and b.strip():
            out.append((a[0], True, b.strip())); i += 3; continue
        under = re.match(r"^([=\-~^*+#])\1+$", b)
        if a.strip() and not re.match(r"^([=\-~^*+#])\1+$", a) and under and len(b) >= len(a.rstrip()):
            out.append((b[0], False, a.strip())); i += 2; continue
        i += 1
    return out


def wtforms(name):
    h = rst_headings(text(name))
    assert h[0] == ("=", False, "FAQ")
    assert all(c == "-" for c, o, t in h[1:])
    return 0, len(h) - 1


def ironic(name):
    h = rst_headings(text(name))
    assert h[0][:2] == ("=", True)           # the document title
    groups = []
    for c, over, title in h[1:]:
        if c == "=":
            groups.append(0)
        elif c == "-":
            groups[-1] += 1
    return sum(1 for g in groups if g), sum(groups)


RULES = {
    "gramps--5.1.5-1--FAQ.gz": gramps,
    "doona--1.0+git20190108-2--FAQ": doona,
    "libc-client2007e--2007f~dfsg-7+b2--FAQ.txt.gz": uw_imap,
    "mk-configure--0.37.0-2--FAQ.gz": mk_configure,
    "python3-gnuplot--1.8-8--FAQ.txt.gz": gnuplot_py,
    "lynis--3.0.8-1.1--FAQ.gz": lynis,
    "stardict-common--3.0.7+git20220909+dfsg-4--FAQ": stardict,
    "mazeofgalious--0.62.dfsg2-4.1--MoG-FAQ.txt.gz": maze_of_galious,
    "xtel--3.3.0-26--FAQ.txt.gz": xtel,
    "ksh93u+m--1.0.4-3--faq.html": ksh93,
    "libsitemesh-java-doc--2.4.1+dfsg-7--faq.html": sitemesh,
    "mksh--59c-28+deb12u1--FAQ.htm": mksh,
    "python3-pynput-doc--1.7.5-2--faq.html": pynput,
    "python-wtforms-doc--3.0.1-2--faq.rst.txt": wtforms,
    "ironic-doc--21.4.4-0+deb12u3--faq.rst.txt": ironic,
}


def table():
    rows = {}
    for line in open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8"):
        m = re.match(r"^\| `([^`]+)` \|", line)
        if m:
            cells = [c.strip() for c in line.rstrip("\n").strip("|").split(" | ")]
            rows[m.group(1)] = (int(cells[-2]), int(cells[-1].rstrip(" |")))
    return rows


def main():
    rows, bad = table(), 0
    assert set(rows) == set(RULES), set(rows) ^ set(RULES)
    files = sorted(f for f in os.listdir(HERE) if "--" in f)
    assert set(files) == set(RULES), set(files) ^ set(RULES)
    for name, rule in RULES.items():
        got, want = rule(name), rows[name]
        ok = got == want
        bad += not ok
        print(f"{'ok  ' if ok else 'DIFF'} {name}: table {want[0]}/{want[1]}, file {got[0]}/{got[1]}")
    total = [sum(r[i] for r in rows.values()) for i in (0, 1)]
    print(f"in all {len(rows)} files, {total[0]} sections, {total[1]} questions")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
