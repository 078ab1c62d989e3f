#!/usr/bin/python3
"""Re-derive the section and question counts of every Fresh28 file with a rule
written for that file (standard library only) and compare with SOURCES.md.
Exits 1 on any difference."""
import os, re, sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))

def text(name, enc='utf-8'):
    with open(os.path.join(HERE, name), 'rb') as f:
        return f.read().decode(enc)

def strip_fences(lines):
    out, fence = [], None
    for ln in lines:
        m = re.match(r'^\s*(```+|~~~+)', ln)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif m.group(1).startswith(fence):
                fence = None
            out.append('')
            continue
        out.append('' if fence else ln)
    return out

def group_count(levels, group_level, q_level):
    """levels: list of (level, is_question) in order.  A group counts if it
    holds at least one question-level heading before the next group."""
    sections = questions = 0
    cur = None
    for lev, _ in levels:
        if lev == group_level:
            if cur:
                sections += 1
            cur = 0
        elif lev == q_level:
            questions += 1
            if cur is not None:
                cur += 1
    if cur:
        sections += 1
    return sections, questions

# ---------- AsciiDoc ----------
def adoc_clowder(name):
    lines = text(name).splitlines()
    heads = []
    for ln in lines:
        m = re.match(r'^(=+) (.*)$', ln)
        if m:
            heads.append((len(m.group(1)), m.group(2)))
    # level 2 heading that ends with '?' is a question at group level
    sections = questions = 0
    cur = None
    for lev, t in heads:
        if lev == 1:
            continue
        if lev == 2 and not t.rstrip().endswith('?'):
            if cur:
                sections += 1
            cur = 0
        elif lev == 2:
            if cur:
                sections += 1
            cur = None
            questions += 1
        elif lev == 3:
            questions += 1
            if cur is not None:
                cur += 1
    if cur:
        sections += 1
    return sections, questions

def adoc_learn_assembly(name):
    lines = text(name).splitlines()
    sections = questions = 0
    cur = None
    for ln in lines:
        if re.match(r'^== ', ln):
            if cur:
                sections += 1
            cur = 0
        elif re.match(r'^=== ', ln) or re.match(r'^\S.*::$', ln):
            # a === heading, or a description-list term (its description is the question)
            questions += 1
            cur += 1
    if cur:
        sections += 1
    return sections, questions

# ---------- MDX / Markdown ----------
def md_flat_h2(name):
    lines = strip_fences(text(name).splitlines())
    # drop front matter
    if lines and lines[0].strip() == '---':
        end = lines.index('---', 1) if '---' in lines[1:] else 0
        lines = lines[end + 1:]
    q = sum(1 for ln in lines if re.match(r'^## \S', ln))
    g = sum(1 for ln in lines if re.match(r'^### \S', ln))
    assert g == 0
    return 0, q

# ---------- POD ----------
def pod_gui_loft(name):
    raw = text(name, 'latin-1').replace('\r\n', '\n')
    paras = re.split(r'\n\s*\n', raw)
    heads = []
    for p in paras:
        m = re.match(r'^=head(\d)\s+(.*)', p, re.S)
        if m:
            heads.append((int(m.group(1)), ' '.join(m.group(2).split())))
    levels = []
    for lev, t in heads:
        if lev == 1 and t in ('NAME', 'COPYRIGHT'):
            levels.append((0, False))   # document text, closes any group
        else:
            levels.append((lev, False))
    return group_count(levels, 1, 2)

# ---------- HTML ----------
class Heads(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.heads, self.cur, self.buf = [], None, []
        self.in_article = False
    def handle_starttag(self, tag, attrs):
        if re.fullmatch(r'h[1-6]', tag):
            self.cur, self.buf = int(tag[1]), []
    def handle_endtag(self, tag):
        if self.cur and tag == 'h%d' % self.cur:
            self.heads.append((self.cur, ' '.join(''.join(self.buf).split())))
            self.cur = None
    def handle_data(self, d):
        if self.cur:
            self.buf.append(d)

def html_heads(name):
    p = Heads()
    p.feed(text(name))
    return p.heads

def html_analysing_energy(name):
    heads = [(l, t) for l, t in html_heads(name)]
    levels = []
    for l, t in heads:
        if l == 2 and t.startswith('Ressources'):
            levels.append((0, False))
        else:
            levels.append((l, False))
    return group_count(levels, 2, 3)

def html_micka(name):
    heads = html_heads(name)
    assert sum(1 for l, _ in heads if l == 1) == 1
    body = text(name)
    n_q = len(re.findall(r'<strong>Questions?:?</strong>:?', body))
    h2 = sum(1 for l, _ in heads if l == 2)
    assert h2 == n_q, (h2, n_q)
    return 0, h2

def html_om6629(name):
    heads = html_heads(name)
    assert not any(l == 1 for l, _ in heads)
    nums = [t for l, t in heads if l == 2 and re.match(r'\d+\. ', t)]
    return 0, len(nums)

# ---------- reStructuredText ----------
def rst_titles(name):
    lines = text(name).splitlines()
    out = []
    for i in range(len(lines) - 1):
        t, u = lines[i].rstrip(), lines[i + 1].rstrip()
        if t and not t.startswith((' ', '.. ')) and u and len(set(u)) == 1 \
                and u[0] in '=-~^*#"+' and len(u) >= 3 and len(u) >= len(t) - 1:
            if i > 0 and lines[i - 1].strip() and len(set(lines[i - 1].strip())) == 1:
                continue
            out.append((u[0], t))
    return out

def rst_flat(name, title_char, entry_char):
    titles = rst_titles(name)
    assert titles[0][0] == title_char
    assert all(c == entry_char for c, _ in titles[1:]), titles
    return 0, len(titles) - 1

# ---------- plain text ----------
def txt_lltfi(name):
    lines = text(name).splitlines()
    return 0, sum(1 for ln in lines if re.match(r'^ \d+\. \S', ln))

CHECKS = {
    'RedHatInsights--clowder--faq.adoc': adoc_clowder,
    'peacetrue--learn-assembly--faq.adoc': adoc_learn_assembly,
    'armando-salazar-archbee--slate-gh-example--faq.mdx': md_flat_h2,
    'baitech-ipfs--baitech-wiki--faq.mdx': md_flat_h2,
    'jplindstrom--p5-win32-the-gui-loft--faq.pod': pod_gui_loft,
    'Amine-Amllal--AnalysingEnergy--faq.html': html_analysing_energy,
    'CzechGeologicalSurvey--MICKA-Docs--faq.html': html_micka,
    '15658150157--OM6629_SDK--FAQ.html': html_om6629,
    'Guake--guake--faq.rst': lambda n: rst_flat(n, '=', '-'),
    'NGEET--fates-users-guide--faq.rst': lambda n: rst_flat(n, '-', '^'),
    'PORTALSURFER--wavecrate--faq.md': md_flat_h2,
    'TurtIeSocks--zendriver-rs--faq.md': md_flat_h2,
    'DependableSystemsLab--LLTFI--FAQ.TXT': txt_lltfi,
}

def table():
    rows = {}
    for ln in text('SOURCES.md').splitlines():
        m = re.match(r'^\| `([^`]+)` \|.*\| (\d+) \| (\d+) \|$', ln)
        if m:
            rows[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return rows

def main():
    rows = table()
    bad = 0
    if set(rows) != set(CHECKS):
        print('table/check mismatch:', set(rows) ^ set(CHECKS))
        bad += 1
    files = {f for f in os.listdir(HERE) if f not in ('SOURCES.md', 'check-counts.py') and os.path.isfile(os.path.join(HERE, f))}
    if files != set(CHECKS):
        print('files/check mismatch:', files ^ set(CHECKS))
        bad += 1
    for name, fn in CHECKS.items():
        got = fn(name)
        want = rows.get(name)
        ok = got == want
        bad += not ok
        print('%-4s %-55s table %-8s script %s' % ('ok' if ok else 'DIFF', name, '%s/%s' % want if want else '-', '%d/%d' % got))
    print('%d files, %d differences' % (len(CHECKS), bad))
    sys.exit(1 if bad else 0)

main()
