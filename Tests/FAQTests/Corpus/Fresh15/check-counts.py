#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it; a group titled "(none)" only closes the groups before it. A
rule that returns None says the file holds no FAQ (expected "refused").
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


def md_two_levels(t):
    """`##` with `###` under it: a group of them; `##` with none: a question of no section;
    `#` (title) and `####` (inside answers) are no entries."""
    heads = [(len(m.group(1)), m.group(2)) for m in
             re.finditer(r"^(#{2,3})\s+(.*?)\s*$", strip_fences(t), re.M)]
    items = []
    for i, (level, title) in enumerate(heads):
        if level == 3:
            items.append(("question", 2, title))
        elif i + 1 < len(heads) and heads[i + 1][0] == 3:
            items.append(("group", 1, title))
        else:
            items += [("group", 1, NO_GROUP), ("question", 1, title)]
    return items


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


def freefem(t):
    # after the contents and its rule of '-': "1) …" groups, " 1.1) …" questions; the Windows
    # and Mac groups hold only "TO DO" (empty, no sections)
    body = t[t.index("-----"):]
    return ordered((r"^\d+\) \S.*$", "group", 1), (r"^ +\d+\.\d+\) \S.*$", "question", 2))(body)


def opencity(t):
    # the first '='-underlined line is the title; the others are groups of "Q:" lines
    titles = [m.start() for m in re.finditer(r"^\S.*\n=+$", t, re.M)][1:]
    found = [(p, "group", 1, "") for p in titles]
    found += [(m.start(), "question", 2, m.group(0)) for m in re.finditer(r"^Q: .*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def gopher(t):
    # blocks between rules of '-': the first is the header, each other one entry (the last
    # block's two titles share one answer)
    blocks = re.split(r"^-{20,}\s*$", t, flags=re.M)
    return [("question", 1, b.strip().split("\n")[0]) for b in blocks[2:] if b.strip()]


def linuxlogo(t):
    # the contents (with its group names) sits before the rule; the body's "QN." are flat
    body = t[t.index("-----"):]
    return lines(r"^ ?Q\d+\. ")(body)


def collectl(t):
    # the contents (h2 group names over link lists) comes first; the body starts at the h1
    # "General Questions"; h1 groups of h2 entries, the empty unclosed h2 dropped as empty
    body = t[t.index("<h1>General Questions</h1>"):]
    return html_tags({"h1": ("group", 1), "h2": ("question", 2)})(body)


def ecryptfs(t):
    # h3 entries after the h3 "Index" (whose list is contents)
    items = html_tags({"h3": ("question", 1)})(t)
    return [i for i in items if i[2] not in ("FAQ", "Index")]


# RULES-FUNCTIONS-END

RULES = {
    'freefem--3.5.8-7--FAQ': freefem,
    'opencity--0.0.6.5stable-5--FAQ.txt': opencity,
    'unicorn--6.0.0-2+b4--FAQ': lines(r"^=== "),
    'etherape--0.9.20-2--FAQ': lines(r"^ +\* "),
    'gopher--3.0.17.3+nmu1+b1--FAQ': gopher,
    'linuxlogo--6.0-0.1--LINUX_LOGO.FAQ.gz': linuxlogo,
    'libjas-java--2.5.4408-1.1--faq.html': html_tags({"h4": ("question", 1)}),
    'collectl--4.3.1-1--FAQ-collectl.html': collectl,
    'ecryptfs-utils--111-6--ecryptfs-faq.html': ecryptfs,
    'python-gabbi-doc--2.4.0-2--faq.html': html_tags({"h2": ("group", 1), "h3": ("question", 2)}, sphinx_body),
    'lxd--5.0.2-5+deb12u6--faq.md.gz': md_two_levels,
    'gosa--2.8~git20230203.10abe45+dfsg-1+deb12u2--FAQ.md.gz': lines(r"^### Q: "),
    'golang-github-gophercloud-gophercloud-dev--0.12.0-1--FAQ.md': md_two_levels,
    'pybind11-doc--2.10.3-1--faq.rst.txt': rst_titles({"=": ("question", 1)}),
    'python-tweepy-doc--4.12.1-3--faq.rst.txt': rst_titles({"=": ("group", 1), "-": ("question", 2)}),
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
