#!/usr/bin/env python3
"""Re-derive every count in SOURCES.md from a rule written for each file; exit 1 on any difference."""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

def read(name, enc='utf-8'):
    with open(os.path.join(HERE, name), 'rb') as f:
        data = f.read()
    if data.startswith(b'\xef\xbb\xbf'):
        data = data[3:]
    return data.decode(enc)

def lines_outside_fences(text, fence_re=r'^\s*(```|~~~)'):
    out, inside = [], False
    for line in text.split('\n'):
        if re.match(fence_re, line):
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

def grouped(lines, group_re, entry_re, group_question=None):
    """Sections = group headings holding >=1 entry; questions = entries (+ group headings that ask, if group_question)."""
    sections, questions, cur, cur_is_q = 0, 0, None, False
    counts = []
    for line in lines:
        if re.match(group_re, line):
            counts.append([line, 0])
        elif re.match(entry_re, line):
            if counts:
                counts[-1][1] += 1
            else:
                counts.append([None, 1])
    for head, n in counts:
        if head is not None and n > 0:
            sections += 1
        questions += n
        if head is not None and n == 0 and group_question and group_question(head):
            questions += 1
    return sections, questions

def html_body(text):
    m = re.search(r'<div itemprop="articleBody">(.*?)<footer', text, re.S)
    return m.group(1)

def strip_tags(s):
    return re.sub(r'<[^>]+>', '', s)

# ---- per-file rules ----

def examcraft():
    ls = lines_outside_adoc_blocks(read('talent-factory--examcraft--faq.adoc'))
    return grouped(ls, r'^== \S', r'^=== \S')

def refinedstorage():
    ls = lines_outside_adoc_blocks(read('refinedmods--refinedstorage--faq.adoc'))
    assert not any(re.match(r'^===', l) for l in ls)
    return 0, sum(1 for l in ls if re.match(r'^== \S', l))

def psadt():
    t = read('PSAppDeployToolkit--website--faq.mdx')
    n = len(re.findall(r'<summary>.+?</summary>', t))
    assert n == len(re.findall(r'<details>', t))
    return 0, n

def fastmcp():
    ls = lines_outside_fences(read('PrefectHQ--fastmcp--faq.mdx'))
    assert not any(re.match(r'^# ', l) for l in ls)
    return 0, sum(1 for l in ls if re.match(r'^## \S', l))

def eukcc():
    b = html_body(read('EBI-Metagenomics--EukCC--FAQ.html'))
    parts = re.split(r'<h2>', b)[1:]
    sections = questions = 0
    for p in parts:
        n = len(re.findall(r'<p><strong>', p))
        if n:
            sections += 1
            questions += n
    return sections, questions

def h2_flat(name):
    b = html_body(read(name))
    assert len(re.findall(r'<h1>', b)) == 1 and not re.search(r'<h3', b)
    return 0, len(re.findall(r'<h2>', b))

def suite2p():
    return h2_flat('MouseLand--suite2p--FAQ.html')

def doptnet():
    return h2_flat('ValeMTo--DOptNet--FAQ.html')

def scancode():
    ls = read('aboutcode-org--scancode-toolkit--faq.rst').split('\n')
    n = 0
    for i in range(1, len(ls)):
        if re.match(r'^-{3,}\s*$', ls[i]) and ls[i-1].strip() and len(ls[i]) >= len(ls[i-1].rstrip()):
            n += 1
    return 0, n

def flatdict():
    ls = read('codejedi365--flatdict--faq.rst').split('\n')
    return 0, sum(1 for l in ls if re.match(r'^#\.\s+\S', l))

def tregexpr():
    ls = lines_outside_fences(read('andgineer--TRegExpr--faq.md'))
    assert not any(re.match(r'^###', l) for l in ls)
    return 0, sum(1 for l in ls if re.match(r'^## \S', l))

def lightportal():
    ls = lines_outside_fences(read('dragomano--Light-Portal--faq.md'))
    return grouped(ls, r'^## \S', r'^### \S', group_question=lambda h: h.rstrip().endswith('?'))

def eyedraw():
    ls = read('AppertaFoundation--eyedraw--FAQ.txt').split('\n')
    q = sum(1 for l in ls if l.startswith('Q:'))
    assert q == sum(1 for l in ls if l.startswith('A:'))
    return 0, q

RULES = {
    'talent-factory--examcraft--faq.adoc': examcraft,
    'refinedmods--refinedstorage--faq.adoc': refinedstorage,
    'PSAppDeployToolkit--website--faq.mdx': psadt,
    'PrefectHQ--fastmcp--faq.mdx': fastmcp,
    'EBI-Metagenomics--EukCC--FAQ.html': eukcc,
    'MouseLand--suite2p--FAQ.html': suite2p,
    'ValeMTo--DOptNet--FAQ.html': doptnet,
    'aboutcode-org--scancode-toolkit--faq.rst': scancode,
    'codejedi365--flatdict--faq.rst': flatdict,
    'andgineer--TRegExpr--faq.md': tregexpr,
    'dragomano--Light-Portal--faq.md': lightportal,
    'AppertaFoundation--eyedraw--FAQ.txt': eyedraw,
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
        got = RULES[name]()
        want = rows.get(name)
        ok = got == want
        bad += not ok
        print(('ok  ' if ok else 'DIFF'), name, 'table', want, 'script', got)
    print(len(RULES), 'files,', bad, 'differences')
    sys.exit(1 if bad else 0)

main()
