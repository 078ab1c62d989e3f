"""What the holdouts' check-counts.py scripts share: the tally of items into sections and
questions, reading a file (gzip, UTF-8 or Latin-1), and the small helpers their per-file rules
are made of. Python's standard library only. A script gives `main` its folder and its RULES: a
rule turns a file's text into items in document order, ("group", depth, title) and ("question",
depth, title), or returns None for a file that holds no FAQ (expected "refused").
"""
import gzip
import html
import os
import re
import sys

NO_GROUP = "(none)"  # a group title that ends the group before it and is itself no section


def tally(items):
    holding, questions, stack = set(), 0, []
    for n, (kind, depth, _) in enumerate(items):
        if kind == "group":
            while stack and stack[-1][0] >= depth:
                stack.pop()
            stack.append((depth, n))
        else:
            questions += 1
            holding.update(index for _, index in stack if items[index][2] != NO_GROUP)
    return len(holding), questions


def read(folder, name):
    raw = open(os.path.join(folder, name), "rb").read()
    if name.endswith(".gz"):
        raw = gzip.decompress(raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return text.replace("\r\n", "\n")


def text_of(fragment):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


def strip_blocks(text, fences):
    """Drops the lines inside delimited blocks (code fences, literal blocks)."""
    out, inside = [], None
    for line in text.split("\n"):
        mark = next((f for f in fences if re.match(f, line)), None)
        if inside:
            if re.match(inside, line):
                inside = None
            out.append("")
            continue
        if mark:
            inside = mark
            out.append("")
            continue
        out.append(line)
    return "\n".join(out)


def by_pattern(text, rules):
    """rules: (kind, depth, regex) matched at line starts; items sorted by position."""
    found = []
    for kind, depth, pattern in rules:
        found += [(m.start(), kind, depth, m.group(0)) for m in re.finditer(pattern, text, re.M)]
    return [f[1:] for f in sorted(found)]


def setext(text, marks):
    """Two-line titles: a text line over a line of one mark character; marks maps the character
    to a depth (and None to leave a level out)."""
    lines, items = text.split("\n"), []
    for i in range(1, len(lines)):
        m = re.match(r"^([=\-~^#*+.])\1{2,}\s*$", lines[i])
        if m and lines[i - 1].strip() and not re.match(r"^([=\-~^#*+.])\1{2,}\s*$", lines[i - 1]):
            depth = marks.get(m.group(1))
            if depth is not None:
                items.append((i, depth, lines[i - 1].strip()))
    return items


def man(text):
    """(macro, title, line) for .SH/.SS, .ie n pairs read once; runs of titles with no text
    between them are reported with merge=True on the later ones."""
    out, previous_title = [], False
    for n, line in enumerate(text.split("\n")):
        if line.startswith(".el "):
            continue
        line = re.sub(r"^\.ie n ", "", line)
        m = re.match(r'^\.(SH|SS)\s+"*(.*?)"*\s*$', line)
        if m:
            out.append((m.group(1), m.group(2), previous_title and m.group(1) == "SS"))
            previous_title = m.group(1) == "SS"
        elif line.strip() and not line.startswith((".IX", '.\\"')):
            previous_title = False
    return out


def man_items(text, header=("NAME",), closing=(), body=()):
    items = []
    for macro, title, merged in man(text):
        if macro == "SH":
            if title in header or title in closing:
                items.append(("group", 1, NO_GROUP))
                skip = title in closing
            elif title in body:
                skip = False
            else:
                items.append(("group", 1, title))
                skip = False
        elif not merged and not skip:
            items.append(("question", 2, title))
    return items


def pod_items(text, header=("NAME", "SYNOPSIS"), closing=(), body=()):
    """=head1 groups of =head2 questions; a body =head1 holds questions but is no section."""
    items, skip = [], False
    for m in re.finditer(r"^=(head\d) (.*)$", text, re.M):
        level, title = m.group(1), m.group(2).strip()
        if level == "head1":
            skip = title in header or title in closing
            items.append(("group", 1, NO_GROUP if skip or title in body else title))
        elif level == "head2" and not skip:
            items.append(("question", 2, title))
    return items


def html_headings(text, tags):
    return [(m.start(), m.group(1).lower(), text_of(m.group(2)))
            for m in re.finditer(r"<(%s)\b[^>]*>(.*?)</\1\s*>" % "|".join(tags), text, re.S | re.I)]


# Rule builders the later holdouts' scripts share (Fresh15, Fresh16).


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


def main(folder, rules):
    """Counts every file of folder's SOURCES.md with its rule and compares; exits 1 on a difference."""
    table = {}
    for line in open(os.path.join(folder, "SOURCES.md"), encoding="utf-8"):
        if line.startswith("| `"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            table[cells[0].strip("`")] = (cells[-2], cells[-1])
    on_disk = {n for n in os.listdir(folder) if "--" in n}
    failed = sorted(on_disk ^ set(table)) + sorted(set(table) ^ set(rules))
    for name in failed:
        print(f"MISSING  {name}: on disk, in the table and in RULES must agree")
    for name in sorted(table):
        if name not in rules:
            continue
        items = rules[name](read(folder, name))
        got = ("refused", "refused") if items is None else tuple(str(n) for n in tally(items))
        ok = got == table[name]
        print(f"{'ok' if ok else 'DIFFERS':8} {name}: table {table[name][0]}/{table[name][1]}, counted {got[0]}/{got[1]}")
        if not ok:
            failed.append(name)
    sys.exit(1 if failed else 0)
