#!/usr/bin/env python3
"""Re-derive the section and question counts of every Fresh33 file, one rule per file,
and compare them with the table in SOURCES.md. Standard library only. Exits 1 on any
difference."""
import gzip
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


@rule('opencryptoki--3.8.1+dfsg-3.2+b3--FAQ.gz')
def opencryptoki(name):
    L = lines(name)
    q = [i for i, l in enumerate(L) if re.match(r' \d+\. Q\. ', l)]
    # numbered 1..n in order; the title line and footer are not entries
    assert [int(L[i].split('.')[0]) for i in q] == list(range(1, len(q) + 1))
    assert 'openCryptoki FAQ' in L[2] and L[-1].strip() == 'openCryptoki FAQ'
    return 0, len(q)


@rule('nted--1.10.18-13+b1--FAQ.gz')
def nted(name):
    L = lines(name)
    marks = [i for i, l in enumerate(L) if re.fullmatch(r'\*A\.\d+\.?\*', l)]
    seps = [i for i, l in enumerate(L) if l == '**']
    # every marker is followed by its own '**' line before the next marker
    assert len(marks) == len(seps)
    for m, s in zip(marks, seps):
        assert m < s and any(L[k].strip() for k in range(m + 1, s))
    return 0, len(marks)


@rule('sqlgrey--1.8.0-4--FAQ')
def sqlgrey(name):
    L = lines(name)
    groups = []
    prev_q = False
    for i, l in enumerate(L):
        if re.fullmatch(r'## .+ ##', l):
            groups.append(0)
            prev_q = False
        elif l.startswith('* '):
            # a '* ' line straight after another '* ' question is a run sharing one answer
            if not prev_q:
                groups[-1] += 1
            prev_q = True
        elif l.startswith('  ') and prev_q:
            pass  # continuation of the question
        else:
            prev_q = False
    return sum(1 for n in groups if n), sum(groups)


@rule('ripperx--2.8.0-2.1+b1--FAQ')
def ripperx(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q. '))
    assert sum(1 for l in L if l.startswith('A. ')) >= q
    assert 'Caveats:' in L  # closing note, not counted
    return 0, q


@rule('wmf--1.0.5-8.1--FAQ')
def wmf(name):
    L = lines(name)
    groups = []
    for i, l in enumerate(L[:-1]):
        # group titles in capitals underlined with dashes; "0. INDEX" is the contents
        if re.fullmatch(r'\d+\. [A-Z ]+', l) and re.fullmatch(r'-+', L[i + 1]):
            groups.append([l, 0])
        elif re.match(r'Q\d+\.\d+ ', l):
            groups[-1][1] += 1
    assert groups[0] == ['0. INDEX', 0]
    g = groups[1:]
    return sum(1 for _, n in g if n), sum(n for _, n in g)


@rule('elpa-c-sig--3.8-24--c-sig-eng.faq.gz')
def csig(name):
    L = lines(name)
    start = max(i for i, l in enumerate(L) if re.fullmatch(r'-{20,}', l))
    groups = []
    for l in L[start + 1:]:
        if re.match(r'[A-Z]-\d+:', l):
            groups[-1][1] += 1
        elif l and l[0] not in ' \t':
            groups.append([l, 0])
    letters = {}
    for l in L:
        m = re.match(r'([A-Z])-\d+:', l)
        if m:
            letters[m.group(1)] = letters.get(m.group(1), 0) + 1
    assert [n for _, n in groups] == list(letters.values())
    return sum(1 for _, n in groups if n), sum(n for _, n in groups)


@rule('mmm-mode--0.5.8-4--FAQ.gz')
def mmm(name):
    L = lines(name)
    assert L[0] == '-*-outline-*-'
    return 0, sum(1 for l in L if l.startswith('* '))


@rule('kbtin--2.1-2--FAQ')
def kbtin(name):
    L = lines(name)
    q = sum(1 for l in L if l.startswith('Q: '))
    assert q == sum(1 for l in L if l.startswith('A: '))
    return 0, q


@rule('talksoup.app--1.0alpha-32-g55b4d4e-2+b8--FAQ.gz')
def talksoup(name):
    L = lines(name)
    rules_ = [i for i, l in enumerate(L) if re.fullmatch(r'={40,}', l)]
    body = L[rules_[2] + 1:rules_[3]]  # after the contents, before the closing rule
    groups = []
    for l in body:
        if re.match(r'\d+\. \S', l):
            groups.append(0)
        elif re.match(r'\d+\.\d+ \S', l):
            groups[-1] += 1
    contents = [l for l in L[rules_[1]:rules_[2]] if re.match(r'\s+\d+\.\d+ ', l)]
    assert len(contents) == sum(groups)
    return sum(1 for n in groups if n), sum(groups)


@rule('libplib-doc--1.8.5-5--FAQ.html')
def plib(name):
    t = read(name)
    h2 = re.findall(r'<H2>(.*?)</H2>', t, re.S)
    links = re.findall(r'<li><A HREF="#Q\d+">', t)
    assert len(h2) == len(links)
    return 0, len(h2)


@rule('slepc3.18-doc--3.18.2+dfsg1-2--faq.html')
def slepc(name):
    t = read(name)
    assert not re.search(r'<h\d', t, re.I)
    qs = re.findall(r'<p>\s*<b>(.*?)</b>\s*</p>', t, re.S)
    return 0, len(qs)


@rule('freetennis-common--0.4.8-14--faq.html')
def freetennis(name):
    t = read(name)
    assert len(re.findall(r'<h1', t)) == 1
    return 0, len(re.findall(r'<h2>', t))


@rule('libjibx1.2-java-doc--1.2.6-2--faq.html')
def jibx(name):
    t = read(name)
    body = t[t.index('<a name="answers">'):]
    qs = re.findall(r'<p><a name="\w+"></a><b>Q\. ', body)
    contents = re.findall(r'<p><a href="#\w+">', t)
    assert len(qs) == len(contents)
    # "Answers" holds every entry and names the body: no section
    return 0, len(qs)


@rule('python-tango-doc--9.3.6-2.1--faq.rst.txt')
def tango(name):
    L = lines(name)
    i = L.index('FAQ')
    assert L[i + 1] == '==='
    qs = [l for l in L if re.fullmatch(r'\*\*[^*].*\*\*', l)]
    return 0, len(qs)


@rule('dpdk-doc--22.11.11-0+deb12u1--faq.rst.txt')
def dpdk(name):
    L = read(name).encode('latin-1').decode('utf-8').splitlines()
    titles = []
    for i in range(1, len(L)):
        m = re.fullmatch(r'([-=~^#*+])\1{2,}', L[i])
        if m and L[i - 1].strip() and not re.fullmatch(r'([-=~^#*+])\1{2,}', L[i - 1]):
            titles.append((m.group(1), L[i - 1]))
    assert {c for c, _ in titles} == {'-'}
    return 0, len(titles)


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
