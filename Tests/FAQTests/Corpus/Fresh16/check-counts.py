#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it; a group titled "(none)" only closes the groups before it. A
rule that returns None says the file holds no FAQ (expected "refused"; none here does).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import holdout_counting  # noqa: E402
from holdout_counting import NO_GROUP, tally, text_of  # noqa: E402


def read(name):
    return holdout_counting.read(HERE, name).replace("\r\n", "\n")


def lines(pattern, flags=re.M):
    """Flat: one question per match."""
    return lambda t: [("question", 1, m.group(0)) for m in re.finditer(pattern, t, flags)]


def ordered(*specs):
    """specs: (pattern, kind, depth); all matches in file order."""
    def rule(t):
        found = []
        for pattern, kind, depth in specs:
            found += [(m.start(), kind, depth, m.group(0).strip()) for m in re.finditer(pattern, t, re.M)]
        return [f[1:] for f in sorted(found)]
    return rule


def html_tags(specs, body=lambda t: t):
    """specs: {tag: (kind, depth)}; non-empty elements in document order inside body(t), comments
    dropped."""
    def rule(t):
        b = re.sub(r"<!--.*?-->", "", body(t), flags=re.S)
        out = []
        for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(specs), b, re.S | re.I):
            title = text_of(m.group(2))
            if title:
                out.append(specs[m.group(1).lower()] + (title,))
        return out
    return rule


def strip_fences(t):
    return re.sub(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$", "", t, flags=re.M | re.S)


def rst_titles(kinds):
    """kinds: {underline char: (kind, depth)}; reST titles underlined at the margin, at least as
    long as the title; overlined titles (the document title) left out."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i in range(1, len(ls)):
            m = re.fullmatch(r"([=\-~^*+#\"])\1{2,}", ls[i].rstrip())
            title = ls[i - 1]
            if not m or not title.strip() or title[0] in " \t" or re.fullmatch(r"([=\-~^*+#\"])\1+", title.strip()):
                continue
            if len(ls[i].rstrip()) < len(title.rstrip()):
                continue
            if i >= 2 and ls[i - 2].rstrip() == ls[i].rstrip():
                continue
            if m.group(1) in kinds:
                out.append(kinds[m.group(1)] + (title.strip(),))
        return out
    return rule


def sphinx_body(t):
    start = t.index('<div class="body"')
    rest = t[start:]
    return rest[:rest.index('class="sphinxsidebar"')]


# ---- rules -----------------------------------------------------------------------------------


def smarti(t):
    # "== Frequently asked questions (FAQ)" is the title over everything; "===" groups of "===="
    # questions
    return ordered((r"^=== \S.*$", "group", 1), (r"^==== \S.*$", "question", 2))(t)


def fim(t):
    # "= FAQ" title; every "==" an entry; the "===" headings are parts of answers (the two ways
    # of "Dealing with duplicates", the "Example" of "Changing default hash mode")
    return lines(r"^== \S.*$")(t)


def qanazoga(t):
    # level-1 Org headings; the first, "Introduction", asks nothing before the first entry
    # (document text); the "**" headings are the examples of "Data Structures as Functions"
    heads = re.findall(r"^\* (.*)$", t, re.M)
    assert heads[0] == "Introduction"
    return [("question", 1, h) for h in heads[1:]]


def db_file(t):
    # "=head1" GENERAL / COMMON PROBLEMS / TECHNIQUES hold "=item B<N.>" entries (with or
    # without a bold title); NAME, DESCRIPTION and VERSION are no groups
    items = []
    for m in re.finditer(r"^=head1 (.*)$|^=item B<\d+\.>", t, re.M):
        if m.group(1) is not None:
            title = m.group(1).strip()
            items.append(("group", 1, NO_GROUP if title in ("NAME", "DESCRIPTION", "VERSION") else title))
        else:
            items.append(("question", 2, m.group(0)))
    return items


def wiringpi(t):
    # "=head1" groups of "=head2" entries; NAME, DESCRIPTION and GLOSSARY OF TERMS (before the
    # first group, asking nothing) and AUTHOR / COPYRIGHT AND LICENSE are no groups; "=head3"s
    # are parts of answers
    items, skip = [], False
    for m in re.finditer(r"^=(head[12]) (.*)$", t, re.M):
        level, title = m.group(1), m.group(2).strip()
        if level == "head1":
            skip = title in ("NAME", "DESCRIPTION", "GLOSSARY OF TERMS", "AUTHOR", "COPYRIGHT AND LICENSE")
            items.append(("group", 1, NO_GROUP if skip else title))
        elif not skip:
            items.append(("question", 2, title))
    return items


def pdnsd(t):
    # each table opened by a "<b>Q:</b>" cell is one entry; the commented-out empty template
    # (q014) is dropped with the comments
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, m.group(0)) for m in re.finditer(r"<b>Q:</b>", t)]


def phpmyadmin(t):
    # Sphinx body: h2 groups of h3 entries; "N.M (withdrawn)." headings have no question and no
    # answer, so "Synchronization" (two of them only) holds nothing
    items = html_tags({"h2": ("group", 1), "h3": ("question", 2)}, sphinx_body)(t)
    return [i for i in items if "(withdrawn)" not in i[2]]


def barman(t):
    # "=" title; "-" groups; each question a paragraph opening with "**" (some over two lines)
    found = [(m.start(), "group", 1, m.group(1)) for m in re.finditer(r"^(\S.*)\n-{3,}$", t, re.M)]
    found += [(m.start(), "question", 2, m.group(0)) for m in re.finditer(r"^\*\*\S.*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


# RULES-FUNCTIONS-END

RULES = {
    'redlink-gmbh--smarti--faq.adoc': smarti,
    'reactor--reactor-core--faq.adoc': lines(r"^== \S.*$"),
    'evrignaud--fim--faq.adoc': fim,
    'ElvinSuleymanov--automated-wireguard-stack--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'Frachtwerk--essencium-backend--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'qanazoga--qanazoga.com--faq.org': qanazoga,
    'rigidus--rigidus.ru--faq.org': lines(r"^\* \S.*$"),
    'pmqs--DB_File--FAQ.pod': db_file,
    'stevieb9--rpi-wiringpi--FAQ.pod': wiringpi,
    'SAPikachu--pdnsd--faq.html': pdnsd,
    'ArcherSys--ArcherphpMyAdmin--faq.html': phpmyadmin,
    'ClusterHQ--flocker--index.rst': rst_titles({"~": ("group", 1), "*": ("question", 2)}),
    'EnterpriseDB--barman--index.rst': barman,
    'adimit--werti--FAQ.markdown': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'yeti23--forecastweather--FAQ.markdown': lines(r"^ ?[-*] \S.*$"),
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
    on_disk = {n for n in os.listdir(HERE) if "--" in n}
    for name in sorted(on_disk ^ set(rows)):
        print(f"MISSING {name}: on disk and in the table must agree")
        bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
