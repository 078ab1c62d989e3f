#!/usr/bin/env python3
"""Re-derive every count in SOURCES.md from a rule written for each file; exit 1 on any difference."""
import os, re, sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))


def read(name, enc='utf-8'):
    with open(os.path.join(HERE, name), 'rb') as f:
        data = f.read()
    if data.startswith(b'\xef\xbb\xbf'):
        data = data[3:]
    return data.decode(enc)


def lines_outside_fences(text):
    out, inside = [], False
    for line in text.split('\n'):
        if re.match(r'^\s*(```|~~~)', line):
            inside = not inside
            continue
        if not inside:
            out.append(line)
    return out


def lines_outside_adoc_blocks(text):
    out, inside = [], None
    for line in text.split('\n'):
        m = re.match(r'^(----+|\.\.\.\.+|====+|\*\*\*\*+)\s*$', line)
        if m:
            if inside is None:
                inside = m.group(1)
            elif inside == m.group(1):
                inside = None
            continue
        if inside is None:
            out.append(line)
    return out


def strip_tags(s):
    return re.sub(r'<[^>]+>', '', s)


# ---- per-file rules ----

def fsarchiver():
    ls = read('fdupoux--fsarchiver--faq.adoc').split('\n')
    # setext title: first line underlined with '=' of about its length
    assert re.match(r'^=+\s*$', ls[1]) and ls[0].strip()
    assert not any(re.match(r'^===', l) for l in ls[2:])
    return 0, sum(1 for l in ls if re.match(r'^== \S', l))


def nakama():
    ls = lines_outside_adoc_blocks(read('heroiclabs--nakama-docs--frequently-asked-questions.adoc'))
    groups = [l for l in ls if re.match(r'^== \S', l)]
    # the one '==' repeats the title and holds every entry: not a section
    assert groups == ['== Frequently Asked Questions']
    assert not any(re.match(r'^====', l) for l in ls)
    return 0, sum(1 for l in ls if re.match(r'^=== \S', l))


def homarr():
    ls = lines_outside_fences(read('homarr-labs--documentation--faq.mdx'))
    assert not any(re.match(r'^#{1,2} ', l) for l in ls)
    return 0, sum(1 for l in ls if re.match(r'^### \S', l))


def quack():
    t = read('quack-ai--companion--faq.mdx')
    n = len(re.findall(r'<Accordion title="[^"]+">', t))
    assert n == t.count('</Accordion>')
    assert not re.search(r'^#', t, re.M)
    return 0, n


class TopListItems(HTMLParser):
    """Counts li elements directly inside the outermost ul of the article body."""
    def __init__(self):
        super().__init__()
        self.ul = 0
        self.items = 0
        self.headings = []

    def handle_starttag(self, tag, attrs):
        if tag == 'ul':
            self.ul += 1
        elif tag == 'li' and self.ul == 1:
            self.items += 1
        elif re.match(r'^h[1-6]$', tag):
            self.headings.append(tag)

    def handle_endtag(self, tag):
        if tag == 'ul':
            self.ul -= 1


def pdal():
    t = read('PDAL--PDAL--faq.html')
    body = re.search(r'<div itemprop="articleBody">(.*?)<footer', t, re.S).group(1)
    p = TopListItems()
    p.feed(body)
    assert p.headings == ['h1']
    return 0, p.items


def elabftw():
    t = read('elabftw--elabftw--faq.html')
    body = re.search(r'<div itemprop="articleBody">(.*?)<footer', t, re.S).group(1)
    assert len(re.findall(r'<h1>', body)) == 1 and not re.search(r'<h3', body)
    return 0, len(re.findall(r'<h2>', body))


def hubarchive():
    t = read('goeckslab--hub-archive-creator--faq.html')
    body = re.search(r'<div class="body" role="main">(.*?)<div class="sphinxsidebar"', t, re.S).group(1)
    assert len(re.findall(r'<h1>', body)) == 1 and not re.search(r'<h[2-6]', body)
    paras = [strip_tags(p).strip() for p in re.findall(r'<p>(.*?)</p>', body, re.S)]
    return 0, sum(1 for p in paras if p.endswith('?'))


def lcdmenu():
    ls = read('forntoh--LcdMenu--faq.rst').split('\n')
    return 0, sum(1 for l in ls if re.match(r'^\.\. dropdown:: \S', l))


def evadb():
    ls = read('georgia-tech-db--evadb--faq.rst').split('\n')
    n = 0
    for i in range(1, len(ls)):
        under = re.match(r'^=+\s*$', ls[i])
        text = ls[i - 1].strip() and not re.match(r'^=+\s*$', ls[i - 1])
        over = i >= 2 and re.match(r'^=+\s*$', ls[i - 2])
        if under and text and not over:
            n += 1
    return 0, n


def tungsten():
    ls = lines_outside_fences(read('Eccentric-Anomalies--tungsten-moon-site--faq.md'))
    h2 = [l for l in ls if re.match(r'^## ', l)]
    assert h2 == ['## Frequently Asked Questions']  # names the FAQ, holds every entry
    return 0, sum(1 for l in ls if re.match(r'^### \S', l))


def wimazone():
    ls = lines_outside_fences(read('IT-Dev-Success--wimazone.doc--faq.md'))
    groups = []
    for l in ls:
        if re.match(r'^## ', l):
            groups.append([l, 0])
        elif re.match(r'^<summary>.+</summary>\s*$', l):
            groups[-1][1] += 1
    # a group heading with no entries that asks nothing is closing text
    sections = sum(1 for g, n in groups if n > 0)
    questions = sum(n for g, n in groups) + sum(1 for g, n in groups if n == 0 and g.rstrip().endswith('?'))
    return sections, questions


def zesarux():
    ls = read('chernandezba--zesarux--FAQ').split('\n')
    groups = []
    for i, l in enumerate(ls):
        if l.startswith('Q:'):
            groups[-1][1] += 1
        elif (i + 1 < len(ls) and l.strip() and re.match(r'^-+\s*$', ls[i + 1])
              and len(ls[i + 1].rstrip()) == len(l.rstrip())):
            groups.append([l, 0])
    assert groups[0][0] == 'Accessibility'
    return sum(1 for g, n in groups if n > 0), sum(n for g, n in groups)


def tacplus():
    ls = read('facebook--tac_plus--FAQ').split('\n')
    return 0, sum(1 for l in ls if l.startswith('Q). '))


RULES = {
    'fdupoux--fsarchiver--faq.adoc': fsarchiver,
    'heroiclabs--nakama-docs--frequently-asked-questions.adoc': nakama,
    'homarr-labs--documentation--faq.mdx': homarr,
    'quack-ai--companion--faq.mdx': quack,
    'PDAL--PDAL--faq.html': pdal,
    'elabftw--elabftw--faq.html': elabftw,
    'goeckslab--hub-archive-creator--faq.html': hubarchive,
    'forntoh--LcdMenu--faq.rst': lcdmenu,
    'georgia-tech-db--evadb--faq.rst': evadb,
    'Eccentric-Anomalies--tungsten-moon-site--faq.md': tungsten,
    'IT-Dev-Success--wimazone.doc--faq.md': wimazone,
    'chernandezba--zesarux--FAQ': zesarux,
    'facebook--tac_plus--FAQ': tacplus,
}


def table():
    rows = {}
    for line in read('SOURCES.md').split('\n'):
        m = re.match(r'^\| `([^`]+)` \|.*\| (\d+|refused) \| (\d+|refused) \|\s*$', line)
        if m:
            rows[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return rows


def main():
    rows = table()
    files = sorted(f for f in os.listdir(HERE) if f not in ('SOURCES.md', 'check-counts.py'))
    bad = 0
    if set(files) != set(rows) or set(rows) != set(RULES):
        print('file set mismatch:', set(files) ^ set(rows), set(rows) ^ set(RULES))
        bad += 1
    for name in sorted(RULES):
        try:
            got = RULES[name]()
        except Exception as e:  # a broken assumption is a difference too
            got = 'error: %r' % (e,)
        want = rows.get(name)
        ok = got == want
        bad += not ok
        print(('ok  ' if ok else 'DIFF'), name, 'table', want, 'script', got)
    print(len(RULES), 'files,', bad, 'differences')
    sys.exit(1 if bad else 0)


main()
