#!/usr/bin/env python3
"""Re-derive the section and question counts of every Fresh29 file, one rule per file,
and compare them with the table in SOURCES.md. Standard library only. Exits 1 on any
difference."""
import gzip
import html
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read(name):
    with open(os.path.join(HERE, name), 'rb') as f:
        data = f.read()
    if name.endswith('.gz'):
        data = gzip.decompress(data)
    return data.decode('latin-1')  # byte-transparent; every marker used is ASCII


def lines(name):
    return read(name).splitlines()


RULES = {}


def rule(name):
    def deco(fn):
        RULES[name] = fn
        return fn
    return deco


@rule('cxref--1.6e-5--FAQ.gz')
def cxref(name):
    L = lines(name)
    # the body starts after the second long rule (the first closes the introduction,
    # the second the contents)
    long_rules = [i for i, l in enumerate(L) if re.fullmatch(r'-{80}', l)]
    body = L[long_rules[1] + 1:]
    groups = {}
    cur = None
    topics_of_no_section = 0
    for l in body:
        m = re.match(r'Section (\d+) - (.*)', l)
        if m:
            cur = m.group(1)
            groups.setdefault(cur, 0)
            continue
        if re.match(r'Q \d+\.\d+[a-z]?\s', l):
            groups[cur] += 1
    sections = sum(1 for g, n in groups.items() if n)
    # a group-level title with no entry that asks (ends in '?') is a question of no section
    for g, n in groups.items():
        if n == 0:
            title = [l for l in body if l.startswith('Section %s - ' % g)][0]
            assert title.endswith('?')
            topics_of_no_section += 1
    return sections, sum(groups.values()) + topics_of_no_section


@rule('jpnevulator--2.3.6-1--FAQ')
def jpnevulator(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q: '))
    a = sum(1 for l in L if l.startswith('A: '))
    assert q == a
    return 0, q


@rule('k3b--22.12.3-1--FAQ.txt')
def k3b(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q: '))
    a = sum(1 for l in L if l.startswith('A: '))
    assert q == a
    return 0, q


@rule('mailfilter--0.8.9-1--FAQ.gz')
def mailfilter(name):
    L = lines(name)
    # body: after the first rule of underscores that ends the contents
    start = next(i for i, l in enumerate(L) if re.fullmatch(r'\s*_{20,}', l))
    body = L[start + 1:]
    groups = []
    for i, l in enumerate(body):
        if not l or l[0] in ' \t':
            continue
        if re.fullmatch(r'[A-Z][A-Za-z -]+:', l):
            groups.append([l, 0])
            continue
        # a question line at the margin: preceded by a blank line and followed by a
        # blank line (one-line) or by a continuation at the margin then a blank line
        prev = body[i - 1] if i else ''
        if prev.strip() != '':
            continue  # continuation of the line above
        nxt = body[i + 1] if i + 1 < len(body) else ''
        nxt2 = body[i + 2] if i + 2 < len(body) else ''
        if nxt.strip() == '' or (nxt and nxt[0] not in ' \t' and nxt2.strip() == ''):
            groups[-1][1] += 1
    # contents: '* ' bullets before the first rule, one per question
    contents = [l for l in L[:start] if re.match(r'\s{5}\* ', l)]
    total = sum(n for _, n in groups)
    assert total == len(contents), (total, len(contents))
    return sum(1 for _, n in groups if n), total


@rule('elinks-doc--0.13.2-1--faq.txt.gz')
def elinks(name):
    L = lines(name)
    q = 0
    for i in range(1, len(L)):
        if re.fullmatch(r'~{3,}', L[i]) and L[i - 1].strip():
            assert L[i - 2].startswith('[[')
            q += 1
    return 0, q


@rule('printer-driver-min12xxw--0.0.9-11--FAQ.gz')
def min12xxw(name):
    L = lines(name)
    start = next(i for i, l in enumerate(L) if l == 'Contents')
    contents = [l for l in L[start + 1:start + 12] if re.match(r'\d+\. ', l)]
    n = len(contents)
    body = L[start + 1 + 10:]
    q = sum(1 for l in body if re.match(r'\d+\. ', l) and l in contents)
    assert q == n
    return 0, q


@rule('texlive-science-doc--2022.20230122-4--amsppt.faq.gz')
def amsppt(name):
    t = read(name)
    parts = re.split(r'\n%{60,}\n', t)
    # parts[0]: header; parts[1]: title and contents; then one entry a part, last empty
    entries = [p for p in parts[2:] if p.strip()]
    for p in entries:
        assert re.match(r'\s*\d+\) ', p.lstrip('\n'))
    return 0, len(entries)


@rule('vifm--0.12-1+b1--FAQ.gz')
def vifm(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q: '))
    a = sum(1 for l in L if l.startswith('A: '))
    assert q == a
    return 0, q


@rule('nmh--1.8~RC2-2--FAQ.gz')
def nmh(name):
    L = lines(name)
    groups = {}
    for l in L:
        m = re.match(r'Subject: !?(\d\d)\.(\d\d) (.*)', l)
        if not m:
            continue
        g, n = m.group(1), m.group(2)
        if n == '00':
            assert '*****' in m.group(3)
            groups.setdefault(g, 0)
        else:
            groups[g] += 1
    # unnumbered Subject: parts (the header, contents, "Viewing This Article" and the
    # appendix) are not entries
    return sum(1 for n in groups.values() if n), sum(groups.values())


def strip_tags(s):
    return html.unescape(re.sub(r'<[^>]+>', '', s)).strip()


@rule('liblog4cxx-doc--1.0.0-1+deb12u1--faq.html')
def log4cxx(name):
    t = read(name)
    h2 = [strip_tags(x) for x in re.findall(r'<h2>(.*?)</h2>', t, re.S)]
    q = [x for x in h2 if 'Table of contents' not in x]
    return 0, len(q)


@rule('libambix-doc--0.1.2-1--FAQ.html')
def ambix(name):
    t = read(name)
    body = t[t.index('<div class="contents">'):]
    sections = 0
    questions = 0
    for part in re.split(r'<h1>', body)[1:]:
        n = len(re.findall(r'<h2>', part))
        questions += n
        sections += 1 if n else 0
    return sections, questions


@rule('libtrilead-ssh2-java--6401+svn158-1.1--FAQ.html')
def trilead(name):
    t = read(name)
    h2 = [strip_tags(x) for x in re.findall(r'<h2>(.*?)</h2>', t, re.S)]
    q = [x for x in h2 if x != 'Sections:']
    links = re.findall(r'<li><a href="#', t)
    assert len(q) == len(links)
    return 0, len(q)


@rule('libxerces-c-doc--3.2.4+debian-1--faq-build-3.html')
def xerces(name):
    t = read(name)
    boxes = re.findall(r'size="\+1">(?:<IMG[^>]*>)?<B>(.*?)</B>', t, re.S)
    q = [b for b in boxes if b.strip() != 'Questions']
    anchors = re.findall(r'<A name="faq-\d+">', t)
    assert len(q) == len(anchors)
    return 0, len(q)


@rule('python-pika-doc--1.2.0-1--faq.rst.txt')
def pika(name):
    L = lines(name)
    return 0, sum(1 for l in L if l.startswith('- '))


@rule('python-tables-doc--3.7.0-5--FAQ.rst.txt')
def tables(name):
    L = lines(name)
    heads = []
    for i in range(1, len(L)):
        if re.fullmatch(r'([=\-~])\1{2,}\s*', L[i]) and L[i - 1].strip() \
                and not re.fullmatch(r'([=\-~])\1{2,}\s*', L[i - 1]) \
                and len(L[i].rstrip()) >= len(L[i - 1].rstrip()):
            overlined = i >= 2 and re.fullmatch(r'([=\-~])\1{2,}\s*', L[i - 2])
            heads.append(('title' if overlined else L[i][0], L[i - 1]))
    heads = [h for h in heads if h[0] != 'title']
    # levels: '=' groups, '-' entries unless they hold '~' entries (then groups), '~' entries
    sections = 0
    questions = 0
    for k, (lvl, text) in enumerate(heads):
        nxt = heads[k + 1][0] if k + 1 < len(heads) else None
        if lvl == '=':
            # a group when entries follow before the next '='
            if nxt in ('-', '~'):
                sections += 1
            else:
                questions += 1
        elif lvl == '-':
            if nxt == '~':
                sections += 1
            else:
                questions += 1
        else:
            questions += 1
    return sections, questions


def table():
    rows = {}
    with open(os.path.join(HERE, 'SOURCES.md'), encoding='utf-8') as f:
        for line in f:
            m = re.match(r'\| `([^`]+)` \|.*\| (\d+) \| (\d+) \|\s*$', line)
            if m:
                rows[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return rows


def main():
    rows = table()
    files = sorted(f for f in os.listdir(HERE) if '--' in f)
    bad = 0
    assert set(rows) == set(files), (set(rows) ^ set(files))
    assert set(RULES) == set(files), (set(RULES) ^ set(files))
    for f in files:
        got = RULES[f](f)
        want = rows[f]
        ok = got == want
        bad += not ok
        print('%-4s %-55s table %2d/%-3d  derived %2d/%-3d' % ('ok' if ok else 'DIFF', f, want[0], want[1], got[0], got[1]))
    ts = sum(v[0] for v in rows.values())
    tq = sum(v[1] for v in rows.values())
    print('%d files, %d sections, %d questions; %d differences' % (len(files), ts, tq, bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
