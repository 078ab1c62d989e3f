#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only, apart from FAQ Browser (never run on these files), and compares them with
the table's last two cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (the same as ../Fresh5/, followed as Fresh6 did). A rule returns a list of
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


def zile(t):
    # after the INDEX (contents): "1 Functionality" groups, "1.1 …" entries
    body = t[t.index("-----", t.index("INDEX")):]
    return ordered((r"^\d+ \S.*$", "group", 1), (r"^\d+\.\d+ ", "question", 2))(body)


def moria(t):
    # `##` numbered groups of `###` questions; `####` are parts of answers; "## End Note" is text
    t = t[:t.index("## End Note")]
    return md_headings({2: ("group", 1), 3: ("question", 2)})(t)


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles underlined (not overlined) with
    that char, at least as long as the title, outside literal blocks (indented lines)."""
    def rule(t):
        ls = t.split("\n")
        out = []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#])\1{2,}", ls[i])
            title = ls[i - 1]
            if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#])\1+", title):
                continue
            if len(ls[i]) < len(title.rstrip()):
                continue
            if i >= 2 and ls[i - 2] == ls[i]:
                continue  # overlined: the document title
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title,))
        return out
    return rule


def h5py(t):
    # `-` entries; "Development" (no text of its own) groups the two `~` headings under it
    items = []
    for kind, depth, title in rst_titles({"-": ("question", 1), "~": ("question", 2)})(t):
        if title == "Development":
            items.append(("group", 1, title))
        else:
            items.append((kind, depth, title))
    return items


def adoc_headings(t):
    """(level, title) of AsciiDoc section titles, outside `////` comment blocks and `----`
    listing blocks; the document title (level 0 on the first line) is left out."""
    out, block = [], None
    for i, line in enumerate(t.split("\n")):
        if block:
            if line.strip() == block:
                block = None
            continue
        if line.strip() in ("////", "----", "....", "++++"):
            block = line.strip()
            continue
        m = re.match(r"^(=+) (\S.*)$", line)
        if m and i > 0:
            out.append((len(m.group(1)), m.group(2)))
    return out


def jaybird(t):
    """Book doctype: `=` parts are groups; `==` entries, except "Character sets" and "Common
    connection errors", groups of their `===` entries; other `===` and `====` are parts of
    answers, but for "Which version of the LGPL applies?", a question after its `==`."""
    items, parent_group = [], False
    for level, title in adoc_headings(t):
        if level == 1:
            items.append(("group", 1, title))
        elif level == 2:
            parent_group = title in ("Character sets", "Common connection errors")
            items.append(("group" if parent_group else "question", 2, title))
        elif level == 3 and (parent_group or title == "Which version of the LGPL applies?"):
            items.append(("question", 3, title))
    return items


def rsync_backup(t):
    """Unindented topic lines over tab-indented blocks; the one-line "How to debug? …" entry;
    unindented lines ending in ":" or with no block after them continue an answer."""
    ls = t.split("\n")
    items = []
    for i, line in enumerate(ls):
        if not line.strip() or line[0] in " \t" or line == "FAQ":
            continue
        if line.startswith("How to debug?"):
            items.append(("question", 1, line))
            continue
        rest = [x for x in ls[i + 1:] if x.strip()]
        if rest and rest[0].startswith("\t") and not line.rstrip().endswith(":"):
            items.append(("question", 1, line))
    return items


# RULES-FUNCTIONS-END

RULES = {
    'fsvs--1.2.9-2--FAQ': lines(r"^Q: "),
    'jabber-muc--0.8-8+b1--FAQ': lines(r"^Q\. "),
    'tnef--1.4.18-3--FAQ': lines(r"^Q\d+\. "),
    'c++-annotations-contrib--12.2.0-2--FAQ': lambda t: lines(r"^\d+\. ")(t[t.index("-----"):]),
    'e2guardian--5.3.5-4+deb12u1--FAQ.gz': lines(r"^Q\. "),
    'zile--2.6.2-2+b1--FAQ.gz': zile,
    'httptunnel--3.3+dfsg-4+b2--FAQ.gz': lines(r"^Q: "),
    'python-bottle-doc--0.12.23-1.1--faq.html': lambda t: html_tags({"h2": ("group", 1), "h3": ("question", 2)})(sphinx_body(t)),
    'python-mintpy-doc--1.5.1-1--FAQs.html': lambda t: html_tags({"h4": ("question", 1)})(t[t.index('role="main"'):]),
    'python-sklearn-doc--1.2.1+dfsg-1--faq.html': lambda t: html_tags({"h2": ("group", 1), "h3": ("question", 2)})(t[t.index('role="main"'):]),
    'nagios-snmp-plugins--2.1.0-3--faq.html': lines(r'<a name="FAQ'),
    'vit--2.2.0-2--FAQ.md': md_headings({3: ("question", 1)}),
    'moria--5.7.13-1+b1--faq.md.gz': moria,
    'python-ase-doc--3.22.1-3+deb12u1--faq.rst.txt': rst_titles({"=": ("group", 1), "-": ("question", 2)}),
    'python-h5py-doc--3.7.0-8--faq.rst.txt': h5py,
    'libhtml-template-pro-perl--0.9524-1+b2--FAQ': lines(r"^Q:$"),
    'parrot--parrot--faq.pod': ordered((r"^=head1 ", "group", 1), (r"^=head2 ", "question", 2)),
    'FirebirdSQL--jaybird--faq.adoc': jaybird,
    'Horizontal-org--Tella-website--FAQ.mdx': md_headings({2: ("group", 1), 3: ("question", 2)}),
    'geminiplanetimager--gpi_pipeline--faq.rst': rst_titles({"^": ("group", 1), "-": ("question", 2)}),
    'Artanejp--common_source_project-fm7--FAQ.html': lines(r"^Q\. "),
    '1nn3--rsync-backup--faq.txt': rsync_backup,
    'KDE--umbrello--faq.docbook': lines(r"<qandaentry>"),
    'davidam--damegender--faq.org': ordered((r"^\* ", "group", 1), (r"^\*\* ", "question", 2)),
    'linlinjava--litemall--FAQ.md': md_headings({2: ("group", 1), 3: ("question", 2)}),
    'Tyro-sc--documentation--faq.adoc': ordered((r"^=== ", "group", 1), (r"^\[quote\]", "question", 2)),
    'hollie--misterhouse--faq.pod': ordered((r"^=head1 ", "group", 1), (r"^=head2 ", "question", 2)),
    'BillWaller--C-Menu--FAQ.html': html_tags({"h3": ("question", 1)}),
    'GNOME--gnome-power-manager--faq.xml': lambda t: ordered((r"<sect1\b", "group", 1), (r"<sect2\b", "question", 2))(re.sub(r"<!--.*?-->", "", t, flags=re.S)),
    'anthonygelibert--mspgcc--faq.xml': lines(r"<sect1\b"),
    # RULES-END
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
