#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files), and compares them with
the table's last two cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (the same as ../main/Tests/FAQTests/Corpus/Fresh5/). A rule returns a list of
items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group holds the
items after it up to the next group of the same or a smaller depth, and a section is a group
that holds at least one question, directly or in a group inside it. A rule that returns None
says the file holds no FAQ (expected "refused").
"""
import gzip
import html
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read(name):
    path = os.path.join(HERE, name)
    raw = open(path, "rb").read()
    if name.endswith(".gz"):
        raw = gzip.decompress(raw)
    for enc in ("utf-8", "latin-1"):
        try:
            return raw.decode(enc).replace("\r\n", "\n")
        except UnicodeDecodeError:
            pass


def text_of(fragment):
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", fragment))).strip()


def tally(items):
    sections = questions = 0
    for i, (kind, depth, _) in enumerate(items):
        if kind == "question":
            questions += 1
            continue
        for kind2, depth2, _ in items[i + 1:]:
            if kind2 == "group" and depth2 <= depth:
                break
            if kind2 == "question":
                sections += 1
                break
    return sections, questions


def strip_fences(t):
    return re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", t, flags=re.M | re.S)


def md_headings(levels):
    """levels: {hashes: (kind, depth)}; ATX headings outside code fences."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(#{1,6})\s+(.*?)\s*#*\s*$", strip_fences(t), re.M):
            n = len(m.group(1))
            if n in levels:
                out.append((levels[n][0], levels[n][1], m.group(2)))
        return out
    return rule


def lines(pattern, kind="question", depth=1, flags=re.M):
    return lambda t: [(kind, depth, m.group(0)) for m in re.finditer(pattern, t, flags)]


def ordered(*specs):
    """specs: (pattern, kind, depth); all matches in file order."""
    def rule(t):
        found = []
        for pattern, kind, depth in specs:
            found += [(m.start(), kind, depth, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]
        return [f[1:] for f in sorted(found)]
    return rule


def html_tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; elements in document order inside body(t)."""
    def rule(t):
        b = body(t)
        tags = "|".join(specs)
        return [(specs[m.group(1).lower()][0], specs[m.group(1).lower()][1], text_of(m.group(2)))
                for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1>" % tags, b, re.S | re.I)]
    return rule


def sphinx_body(t):
    start = t.index('<div class="body"') if '<div class="body"' in t else t.index('role="main"')
    rest = t[start:]
    for end in ('class="sphinxsidebar"', "<footer"):
        if end in rest:
            return rest[:rest.index(end)]
    return rest


# ---- rules -----------------------------------------------------------------------------------

def ngircd(t):
    # "I. General" titles underlined with `~`, `Q:` entries
    return ordered((r"^[IVX]+\. .*$", "group", 1), (r"^Q: ", "question", 2))(t)


def batteries(t):
    # `***` groups (the first, "FAQ for Batteries Included", is the title), `****` entries
    body = t[t.index("*** Common Problems"):]
    return ordered((r"^\*\*\* \S.*$", "group", 1), (r"^\*\*\*\* \S.*$", "question", 2))(body)


def oxffff(t):
    # "*)" questions; "Advanced commands:" groups the last one
    return ordered((r"^Advanced commands:$", "group", 1), (r"^\*\) ", "question", 2))(t)


def maelstrom(t):
    # after the CONTENTS list: "-GENERAL----" group rules over "[Q] - " entries; "-END---" closes
    body = t[t.index("\n-GENERAL---"):]
    body = body[:body.index("\n-END---")]
    return ordered((r"^-[A-Z]+-{10,}$", "group", 1), (r"^\[Q\] - ", "question", 2))(body)


def java_faq(t):
    """DocBook rendered as text. "Chapter N." groups; "N.N." entries, "2.3."/"2.4." groups of
    "N.N.N." entries; chapters 3 and 5 have text and no entries: one entry each."""
    body = t[re.search(r"\nChapter\s1\.\sIntroduction", t).start():]
    items = []
    for m in re.finditer(r"^(Chapter\s\d+\.|\d+\.\d+\.\d+\.|\d+\.\d+\.)\s(.*)$", body, re.M):
        mark, title = m.group(1), m.group(2)
        if mark.startswith("Chapter"):
            if title.startswith(("Managing Java", "Java Plugins")):
                items.append(("question", 1, title))  # a chapter with text and no entries
            else:
                items.append(("group", 1, title))
        elif mark.count(".") == 3:
            items.append(("question", 3, title))
        elif mark in ("2.3.", "2.4."):
            items.append(("group", 2, title))
        else:
            items.append(("question", 2, title))
    return items


def smbnetfs(t):
    body = t[t.index("ВОПРОСЫ И ОТВЕТЫ"):]
    return lines(r"^Q\d+: ")(body)


def cyrus(t):
    """A bullet list of bold topics before the first `h2` (entries of no section), then `h2`
    groups of `dt` questions."""
    body = t[t.index("<h1"):]
    items = [("question", 1, text_of(m.group(1)))
             for m in re.finditer(r"<li><b>(.*?)</b>", body[:body.index("<h2")], re.S)]
    return items + html_tags({"h2": ("group", 1), "dt": ("question", 2)})(body[body.index("<h2"):])


def morse(t):
    """`h2` groups; each `<strong>Problem</strong>` list item is an entry, and so is each
    one-line "`error` : fix" item."""
    b = sphinx_body(t)
    items = []
    for m in re.finditer(r"<h2>(.*?)</h2>|<li><p><strong>Problem</strong>|<li><p><code class=\"[^\"]*\">", b, re.S):
        if m.group(1):
            items.append(("group", 1, text_of(m.group(1))))
        else:
            items.append(("question", 2, m.group(0)))
    return items


def python_future(t):
    """`h2` groups and questions; `h3` questions; the `h4`s follow their `h3` question as
    questions of the same group."""
    b = sphinx_body(t)
    b = b[b.index("</h1>"):]
    items = []
    for m in re.finditer(r"<(h[234])>(.*?)</\1>", b, re.S):
        title = text_of(m.group(2)).rstrip("¶")
        if m.group(1) == "h2" and not title.endswith("?"):
            items.append(("group", 1, title))
        else:
            items.append(("question", 2, title))
    return items


def snmptt(t):
    """Flat `**Q: …**` entries (the `##` headings sit in the table of contents); a `Q:` right
    after another, with no answer between, shares its answer: one question."""
    items, last = [], None
    for m in re.finditer(r"^\*\*+(<a name=[^>]*></a>)?Q:.*$", t, re.M):
        if last is not None and not t[last:m.start()].strip():
            last = m.end()
            continue
        items.append(("question", 1, m.group(0)))
        last = m.end()
    return items


def pglogical(t):
    return ordered((r"^### ", "group", 1), (r"^\* ", "question", 2))(t)


def tortoisehg(t):
    return lines(r"^\*[^*\s].*\*$")(t)


def rst_underlined(char):
    def rule(t):
        ls = t.split("\n")
        return [("question", 1, ls[i - 1]) for i in range(1, len(ls))
                if re.fullmatch(re.escape(char) + "{4,}", ls[i]) and ls[i - 1].strip()
                and len(ls[i]) >= len(ls[i - 1].rstrip())]
    return rule


def mumudvb(t):
    """AsciiDoc, two-line titles: `-` titles are entries (line 176's underline is shorter than
    its title, read as the author meant it), `~` titles are parts of answers; `-` lines that
    open or close listing blocks are no titles."""
    ls = t.split("\n")
    items = []
    for i in range(1, len(ls)):
        if re.fullmatch(r"-{4,}", ls[i]) and ls[i - 1].strip() and not (i >= 2 and re.fullmatch(r"-{4,}", ls[i - 2])):
            title = ls[i - 1]
            if abs(len(title) - len(ls[i])) <= 2 or title.startswith("I have several network"):
                items.append(("question", 1, title))
    return items


def exmap(t):
    return lines(r"^\S.*::$")(t)


def composite(t):
    return ordered((r"^\*\* ", "group", 1), (r"^\*\*\* ", "question", 2))(t)


def rastervis(t):
    return lines(r"^\* ")(t)


def pod_head2(t):
    return lines(r"^=head2 ")(t)


def sibyl(t):
    return lines(r"^=item ")(t)


def ulteo(t):
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return lines(r"<section\b")(t)


def vmailmgr(t):
    return ordered((r"^<sect>", "group", 1), (r"^<sect1>", "question", 2))(t)


def proguard(t):
    return [(k, d, x) for k, d, x in html_tags({"h3": ("question", 1)})(t) if x != "Contents"]


def analyzer(t):
    body = t[t.index("<pre>"):t.index("</pre>")]
    ls = body.split("\n")
    items = []
    for i, line in enumerate(ls):
        if i + 1 < len(ls) and re.fullmatch(r"~{4,}", ls[i + 1]):
            items.append(("group", 1, line))
        elif line.startswith("Q: "):
            items.append(("question", 2, line))
    return items


def wa(t):
    return lines(r"^\*\*Q:\*\* .*$")(t)


def davmail(t):
    """Maven xdoc: one `section` naming the FAQ holds `subsection` groups; each question is a
    paragraph holding only a `strong` element."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("group", 1, m.group(1)) if m.group(1) else ("question", 2, text_of(m.group(2)))
            for m in re.finditer(r'<subsection name="([^"]*)"|<p>\s*<strong>(.*?)</strong>\s*</p>', t, re.S)]


RULES = {
    # Debian 12 packages
    "libnjb5--2.2.7~dfsg0-4.1--FAQ": lines(r"^\d+\. "),
    "atheme-services--7.2.12-1+b1--FAQ": lines(r"^\d+\. "),
    "maelstrom--3.0.7-4--Ambrosia_Software,_Inc._FAQ.txt.gz": maelstrom,
    "smbnetfs--0.6.3-1--RUSSIAN.FAQ.gz": smbnetfs,
    "bumprace-data--1.5.8-1--FAQ": lines(r"^Q: "),
    "libpalm-perl--1.400-2--FAQ": lines(r"^Q: "),
    "ngircd--26.1-1+deb12u1--FAQ.txt.gz": ngircd,
    "0xffff--0.9-1--faq": oxffff,
    "libbatteries-ocaml-dev--3.6.0-1--FAQ": batteries,
    "java-policy--0.57--debian-java-faq.txt.gz": java_faq,
    "cyrus-doc--3.6.1-4+deb12u5--faq.html": cyrus,
    "libqglviewer-doc--2.8.0+dfsg1-2--techFaq.html": html_tags({"h2": ("question", 1)}),
    "morse-simulator-doc--1.4-8--faq.html": morse,
    "python-scipy-doc--1.10.1-2--building_faq.html":
        lambda t: html_tags({"h2": ("question", 1)})(sphinx_body(t)),
    "python-future-doc--0.18.2-6--faq.html": python_future,
    "python-psycopg2-doc--2.9.5-1--faq.html":
        lambda t: html_tags({"h2": ("group", 1), "dt": ("question", 2)})(sphinx_body(t)),
    "postgresql-15-pglogical--2.4.2-3--FAQ.md": pglogical,
    "snmptt--1.5-1--faqs.md.gz": snmptt,
    "postgresql-15-plproxy--2.10.0-8+b1--faq.md.gz": md_headings({2: ("group", 1), 3: ("question", 2)}),
    "tortoisehg--6.3.1-1--faq.txt": tortoisehg,
    "hackrf-doc--2022.09.1-3--faq.rst.txt": rst_underlined("~"),
    # public repositories
    "braice--MuMuDVB--FAQ.asciidoc": mumudvb,
    "jbert--exmap--FAQ.asciidoc": exmap,
    "gwsystems--composite--FAQ.org": composite,
    "oscarperpinan--rastervis--FAQ.org": rastervis,
    "agentzh--salent--faq.pod": pod_head2,
    "thesibyl--thesibyl--faq.pod": sibyl,
    "ulteo--ovd--FAQ.xml": ulteo,
    "bruceg--vmailmgr--FAQ.sgml": vmailmgr,
    "Guardsquare--proguard--FAQ.html": proguard,
    "JeffersonLab--analyzer--FAQ.html": analyzer,
    "ARM-software--workload-automation--faq.rst": wa,
    "JuliaDiff--ChainRules.jl--FAQ.md": md_headings({2: ("question", 1)}),
    "HaoboGu--rmk--faq.md": md_headings({3: ("question", 1)}),
    "4DA-Systems--Victauri--faq.md": md_headings({2: ("group", 1), 3: ("question", 2)}),
    "mguessan--davmail--faq.xml": davmail,
}


def table():
    rows = {}
    for line in open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8"):
        m = re.match(r"\| `([^`]+)` \|", line)
        if m:
            cells = [c.strip() for c in line.rstrip().strip("|").split("|")]
            rows[m.group(1)] = (cells[-2], cells[-1])
    return rows


def main():
    rows = table() if os.path.exists(os.path.join(HERE, "SOURCES.md")) else {}
    bad = 0
    for name, rule in RULES.items():
        items = rule(read(name))
        got = ("refused", "refused") if items is None else tuple(str(n) for n in tally(items))
        want = rows.get(name)
        ok = want == got
        bad += not ok
        print(f"{'ok ' if ok else 'DIFF'} {name}: counted {got[0]}/{got[1]}, table {want}")
    for name in rows:
        if name not in RULES:
            print(f"NORULE {name}")
            bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
