#!/usr/bin/env python3
"""Re-derive the section and question counts of every Fresh31 file, one rule per file,
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


def strip_tags(s):
    return html.unescape(re.sub(r'<[^>]+>', '', s)).strip()


@rule('imapproxy--1.2.8~svn20171105-2+b2--FAQ.txt')
def imapproxy(name):
    L = lines(name)
    q = [i for i, l in enumerate(L) if l.startswith('*  ')]
    # each question is followed, after its own lines, by a blank line and an answer
    for i in q:
        j = i
        while L[j].strip():
            j += 1
        assert L[j + 1].strip() and not L[j + 1].startswith('*')
    return 0, len(q)


@rule('xracer--0.96.9.1-11+b1--faq.txt.gz')
def xracer(name):
    L = lines(name)
    groups = []
    for l in L:
        if re.match(r'\*{5}_\d+_', l):
            groups.append(0)
        elif re.match(r'\*{4}_\d+\.\d+_', l):
            groups[-1] += 1
    # the contents lists every question once, as "N.M ....."
    contents = [l for l in L if re.match(r'\d+\.\d+ \.{5} ', l)]
    assert len(contents) == sum(groups), (len(contents), groups)
    return sum(1 for n in groups if n), sum(groups)


@rule('mgp--1.13a+upstream20090219-12--FAQ.gz')
def mgp(name):
    parts = re.split(r'\n%{20,}\n', read(name))
    q = 0
    for p in parts:
        L = p.splitlines()
        qs = [i for i, l in enumerate(L) if l.startswith('Q:')]
        ans = [i for i, l in enumerate(L) if l.startswith('A:')]
        if not qs:
            continue
        # a run of 'Q:' lines over the answer(s) of its part: one question
        assert ans and max(qs) < min(ans)
        q += 1
    return 0, q


@rule('tix--8.4.3-11--FAQ.txt.gz')
def tix(name):
    L = lines(name)
    rules_ = [i for i, l in enumerate(L) if re.fullmatch(r'\s+_{20,}', l)]
    body = L[rules_[0] + 1:]
    groups = []
    for l in body:
        if re.fullmatch(r'  [A-Z][A-Z /]+ ', l):
            groups.append(0)
        elif re.match(r'   \[[A-Z]\.\d+\] ', l):
            groups[-1] += 1
    contents = [l for l in L[:rules_[0]] if re.match(r'\s+\+ \[[A-Z]\.\d+\]', l)]
    assert len(contents) == sum(groups)
    return sum(1 for n in groups if n), sum(groups)


@rule('gringotts--1.2.10-4--FAQ')
def gringotts(name):
    L = lines(name)
    heads = []
    for l in L:
        m = re.fullmatch(r'\t+ *-=\s*(.*?)\s*=-', l)
        if m:
            heads.append([m.group(1), 0])
        elif l.startswith('Q: '):
            heads[-1][1] += 1
    # the first "-= ... =-" line names the FAQ and holds no entry: the title
    assert 'FAQ' in heads[0][0] and heads[0][1] == 0
    groups = heads[1:]
    return sum(1 for _, n in groups if n), sum(n for _, n in groups)


@rule('afflib-tools--3.7.20-1--FAQ.txt.gz')
def afflib(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q: '))
    a = sum(1 for l in L if l.startswith('A: '))
    assert q == a
    return 0, q


@rule('iaxmodem--1.2.0~dfsg-4--FAQ.gz')
def iaxmodem(name):
    parts = re.split(r'\n-{40,}\n', read(name))
    q = 0
    for p in parts:
        if re.match(r'Q\d+: ', p):
            assert re.search(r'\nA\d+: ', p)
            q += 1
    return 0, q


@rule('eggdrop-data--1.8.4+repack1-0.1--FAQ.gz')
def eggdrop(name):
    L = lines(name)
    # blocks of consecutive non-blank lines at the margin; answers are indented
    blocks = []
    prev_margin = False
    for l in L:
        at_margin = bool(l.strip()) and l[0] not in ' \t'
        if at_margin and not prev_margin:
            blocks.append(l)
        prev_margin = at_margin
    # the first two blocks are the title and its "(a.k.a. ...)" subtitle
    assert blocks[0] == 'FREQUENTLY ASKED QUESTIONS' and blocks[1].startswith('(a.k.a.')
    qs = blocks[2:]
    for b in qs:
        assert re.match(r"[A-Z]+(?: [A-Z]+)+ ", b), b  # a heading in capitals
    return 0, len(qs)


@rule('osmo--0.4.4-2--FAQ')
def osmo(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q:'))
    assert q == sum(1 for l in L if l.startswith('A:'))
    return 0, q


@rule('ufo-core-doc--0.16.0.52.gbd831ab-1--faq.html')
def ufo(name):
    t = read(name)
    main = t[t.index('role="main"'):t.index('<footer>')]
    sections = 0
    questions = 0
    for part in re.split(r'<h2>', main)[1:]:
        n = len(re.findall(r'<h3>', part))
        questions += n
        sections += 1 if n else 0
    assert len(re.findall(r'<h1>', main)) == 1
    return sections, questions


@rule('gtimer--2.0.0-1.2+b2--FAQ.html')
def gtimer(name):
    t = read(name)
    h3 = re.findall(r'<H3>(.*?)</H3>', t, re.S)
    links = re.findall(r'<LI><A HREF="#', t)
    assert len(h3) == len(links)
    return 0, len(h3)


@rule('fltk1.3-doc--1.3.8-5--FAQ.html')
def fltk(name):
    t = read(name)
    body = t[t.index('<div class="contents">'):]
    h1 = [strip_tags(x) for x in re.findall(r'<h1>(.*?)</h1>', body, re.S)]
    links = re.findall(r'<li><a class="el" href="FAQ\.html#', body)
    assert len(h1) == len(links)
    return 0, len(h1)


@rule('mp3wrap--0.5-4+b1--faq.html')
def mp3wrap(name):
    t = read(name)
    qs = re.findall(r'<B>Q: (.*?)</B>', t, re.S)
    anchors = re.findall(r'<A NAME="q\d+">', t)
    assert len(qs) == len(anchors)
    return 0, len(qs)


def rst_titles(L):
    """(char, title) for every underlined title; 'over' marks an over- and underlined one."""
    out = []
    i = 1
    while i < len(L):
        u = L[i]
        if re.fullmatch(r'([=\-#~^*+])\1{2,}', u) and L[i - 1].strip() \
                and not re.fullmatch(r'([=\-#~^*+])\1{2,}', L[i - 1]):
            over = i >= 2 and L[i - 2] == u
            out.append(('over' + u[0] if over else u[0], L[i - 1].strip()))
        i += 1
    return out


@rule('beets-doc--1.6.0-4+deb12u1--faq.rst.txt')
def beets(name):
    L = read(name).encode('latin-1').decode('utf-8').splitlines()
    titles = rst_titles(L)
    assert titles[0] == ('#', 'FAQ')
    groups = []
    for c, text in titles[1:]:
        if c == '=':
            groups.append(0)
        elif c == '-':
            groups[-1] += 1
    return sum(1 for n in groups if n), sum(groups)


@rule('python-oslo.config-doc--9.0.0-3--faq.rst.txt')
def oslo(name):
    L = lines(name)
    titles = rst_titles(L)
    assert titles[0][0] == 'over='
    rest = titles[1:]
    assert all(c == '=' for c, _ in rest)
    return 0, len(rest)


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
