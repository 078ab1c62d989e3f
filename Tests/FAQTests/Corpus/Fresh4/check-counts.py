#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (gzip, re, html), apart from FAQ Browser's importers, and compares them
with the table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule below (RULES), written for what its author wrote, after reading it,
in the conventions SOURCES.md states; `../holdout_counting.py` holds what the holdouts share:
`tally` counts a rule's items (a group holds the items after it up to the next group of the same
or a smaller depth, and a section is a group that holds at least one question, directly or in a
group inside it; a group titled "(none)" only closes the groups before it).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from holdout_counting import (NO_GROUP, html_headings, main, man_items,  # noqa: E402
                              pod_items, setext, strip_blocks, text_of)

# The rules, one per file. A rule that returns None says the file holds no FAQ (expected "refused").


def q_lines(pattern, flags=re.M):
    """Flat: one question per match of pattern."""
    return lambda t: [("question", 1, m.group(0)) for m in re.finditer(pattern, t, flags)]


def not_a_faq(t):
    return None


# Plain text

def libonig(t):
    # two numbered topics ("1. Longest match", "2. Mailing list") under a "FAQ    2006/11/14" line
    return q_lines(r"^\d+\. \S.*$")(t)


def fuse(t):
    """reStructuredText in a file named FAQ: the over- and underlined `=` title, then "Frequently
    Asked Questions" underlined with `=` (it holds every question and names the FAQ: no section),
    then `-` questions."""
    return [("question", 1, h) for _, _, h in setext(t, {"-": 1})]


def finance_quote(t):
    # numbered titles underlined with `=`; "0. TABLE OF CONTENTS" is contents
    return [("question", 1, h) for _, _, h in setext(t, {"=": 1}) if not h.startswith("0. ")]


# HTML

def sphinx_body(t):
    start = min(t.index(mark) for mark in ('<div class="body"', 'role="main"') if mark in t)
    for end_mark in ('class="sphinxsidebar"', '<footer'):
        if end_mark in t[start:]:
            return t[start:start + t[start:].index(end_mark)]
    return t[start:]


def sphinx_flat(t):
    return [("question", 1, h) for _, tag, h in html_headings(sphinx_body(t), ["h2"])]


def mdtraj(t):
    # one `<li>` of an ordered list under the `h1`, its question in `<em>`
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<li><p><em>(.*?)</em>", sphinx_body(t), re.S)]


def netcdf(t):
    """Doxygen page: a "Table of Contents" box, `h1` groups of `h2` questions. "Problems and
    Bugs" is an `h2` with no answer of its own, over the four questions about problems and bug
    reports that follow it: the title of their group."""
    body = t[t.index('<div class="textblock">'):]
    items = []
    for _, tag, h in html_headings(body, ["h1", "h2"]):
        if tag == "h1" or h == "Problems and Bugs":
            items.append(("group", 1, h))
        else:
            items.append(("question", 2, h))
    return items


def geeqie(t):
    # styled paragraphs: `p.gq-faq-6` group titles ("1. Image viewing"), `p.gq-faq-7` questions
    items = []
    for m in re.finditer(r'<p class="gq-faq-(6|7)">(.*?)</p>', t, re.S):
        items.append(("group" if m.group(1) == "6" else "question", 1 if m.group(1) == "6" else 2,
                      text_of(m.group(2))))
    return items


# Markdown and MDX

def md_headings(t, levels, fences=(r"^```[^`]*$",)):
    """Markdown ATX headings outside code fences: levels maps the number of # to (kind, depth)."""
    t = strip_blocks(t, list(fences))
    items = []
    for m in re.finditer(r"^(#{1,6}) (.*)$", t, re.M):
        if len(m.group(1)) in levels:
            kind, depth = levels[len(m.group(1))]
            items.append((kind, depth, m.group(2)))
    return items


def skktools(t):
    # `=`-underlined groups of `##` questions, in Japanese
    found = [(i, "group", 1, h) for i, _, h in setext(t, {"=": 1})]
    found += [(t.count("\n", 0, m.start()), "question", 2, m.group(1))
              for m in re.finditer(r"^## (.*)$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def ahash(t):
    """`##` questions; the `###` "Which CPUs can use the hardware acceleration" under "How is
    aHash so fast" asks a question of its own with its own answer: a question too, and the
    `##` above it keeps its own long answer, so it stays a question (both at depth 1)."""
    return md_headings(t, {2: ("question", 1), 3: ("question", 1)})


def asean(t):
    """`##` questions, each answered by `<details>` whose `<summary>` is a short answer. The last
    `## 💬 <small>Question</small>` follows a `{/* FAQ TEMPLATE */}` comment that covers only
    itself, so the template entry is part of the published page: counted."""
    return md_headings(t, {2: ("question", 1)})


def ragflow(t):
    # `# FAQs`, an inline TOC component, `##` groups of `###` questions; `####` are parts
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


# Manual pages

def zoem_faq(t):
    """zoem/PUD man pages: `.ce` centred group titles and `.ZB` numbered entries inside `.SH FAQ`;
    the `.SH TOC` before it repeats them with `.ZT` (contents)."""
    t = t[t.index("\n.SH FAQ"):]
    t = t[:t.index("\n.SH ", 1)]
    items = []
    for m in re.finditer(r"^\.(ce|ZB .*)\n(.*)$", t, re.M):
        items.append(("group", 1, m.group(2)) if m.group(1) == "ce" else ("question", 2, m.group(2)))
    return items


# POD

def device_modem(t):
    # every `=head2` question sits under `=head1 NAME`, the only `=head1`
    return pod_items(t, header=(), body=("NAME",))


def apreq(t):
    """Three `=head1` groups; the first and last hold only "[...]" (empty groups, no section)."""
    return pod_items(t, header=())


def dirvish(t):
    # `=head1 Dirvish FAQ` (the title, empty), then three `=head1` groups of `=head2` questions
    return pod_items(t, header=("Dirvish FAQ",))


# reStructuredText

def rst_titles(marks):
    return lambda t: [(kind, depth, h) for _, (kind, depth), h in setext(t, marks)]


def crispy(t):
    # over- and underlined `=` title, `=` groups of `~` questions
    title = "Frequently Asked Questions"
    return [(k, d, h) for k, d, h in rst_titles({"=": ("group", 1), "~": ("question", 2)})(t) if h != title]


def awscli(t):
    # `=` title "S3 FAQ", one `-` question; its `~` "Upload" is a part of the answer
    return [("question", 1, h) for _, _, h in setext(t, {"-": 1})]


def sfepy(t):
    """`-` groups of `#.` auto-numbered list items (questions, topics, statements and error
    messages) under the `=` title "Useful Code Snippets and FAQ"."""
    found = [(i, "group", 1, h) for i, _, h in setext(t, {"-": 1})]
    found += [(t.count("\n", 0, m.start()), "question", 2, m.group(1))
              for m in re.finditer(r"^#\. +(.*)$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def star_titles(t):
    # the document title over its mark (`#` or `=`), `*` questions
    return [("question", 1, h) for _, _, h in setext(t, {"*": 1})]


# AsciiDoc

def adoc_strip(t):
    return strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$", r"^_{4,}$", r"^={4,}$"])


def adoc_levels(levels):
    def rule(t):
        items = []
        for m in re.finditer(r"^(=+) (\S.*)$", adoc_strip(t), re.M):
            if len(m.group(1)) in levels:
                kind, depth = levels[len(m.group(1))]
                items.append((kind, depth, m.group(2)))
        return items
    return rule


def ingrid(t):
    """`==` titles: a `==` with `===` under it is a group of them (four: Elasticsearch
    Configuration, Apache Configuration, Create a new profile, Backend); a `==` with none is a
    question (a how-to topic) of no section."""
    found = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(==|===) (\S.*)$", adoc_strip(t), re.M)]
    items = []
    for n, (level, title) in enumerate(found):
        if level == 3:
            items.append(("question", 2, title))
        elif n + 1 < len(found) and found[n + 1][0] == 3:
            items.append(("group", 1, title))
        else:
            items += [("group", 1, NO_GROUP), ("question", 1, title)]
    return items


# Org

def org_level(level):
    return lambda t: [("question", 1, m.group(1)) for m in re.finditer(r"^%s (.*)$" % re.escape("*" * level), t, re.M)]


def org_groups(t):
    items = []
    for m in re.finditer(r"^(\*{1,2}) (.*)$", t, re.M):
        items.append(("group", 1, m.group(2)) if m.group(1) == "*" else ("question", 2, m.group(2)))
    return items


# DocBook, SGML and other XML

def cppad(t):
    """OMhelp XHTML: bold big titles, each followed by its question; a title whose bold entries
    (anchors prefixed with its name) ask their own questions while it asks none ("Namespace") is
    a group; one that asks its own question ("Speed": "How do I get the best speed performance
    out of CppAD ?") is a question, its bold entries (NDEBUG, Optimize, Memory Allocation) the
    parts of its answer."""
    marks = list(re.finditer(r'<b>(<big>)?<a name="([^"]*)"', t))
    items, parts_of, in_group = [], None, False
    for n, m in enumerate(marks):
        name = m.group(2)
        if not m.group(1):
            if parts_of is None or not name.startswith(parts_of + "."):
                items.append(("question", 2, name))
            continue
        parts_of = None
        holds = re.search(r'<a name="%s\.' % re.escape(name), t) is not None
        end = marks[n + 1].start() if n + 1 < len(marks) else len(t)
        own_text = text_of(t[t.index("</b>", m.end()):end])
        if holds and "?" not in own_text:
            items.append(("group", 1, name))
            in_group = True
            continue
        if holds:
            parts_of = name
        if in_group:
            items.append(("group", 1, NO_GROUP))  # a question after a group's entries is in none
            in_group = False
        items.append(("question", 1, name))
    return items


def qandadiv(t):
    items = []
    for m in re.finditer(r"<qandadiv>\s*<title>(.*?)</title>|<qandaentry\b", t, re.S):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def linuxdoc(t):
    """LinuxDoc SGML: `<sect>` groups of `<sect1>` entries; the `<appendix>` (the team, the GFDL)
    closes the FAQ."""
    t = t[:t.index("<appendix>")]
    items = []
    for m in re.finditer(r"^<sect>\s*\n(.*)$|^<sect1>", t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


RULES = {
    "tlf--1.4.1-5--FAQ": q_lines(r"^Q: "),
    "libonig-dev--6.9.8-1--FAQ": libonig,
    "antiword--0.37-16+deb12u1--FAQ.gz": q_lines(r"^Q\d+: "),
    "isoqlog--2.2.1-9.1--FAQ": q_lines(r"^Q\. "),
    "spring--106.0+dfsg-1--FAQ": not_a_faq,
    "python3-fuse--1.0.5-1+b3--FAQ": fuse,
    "libncbi6--6.1.20170106+dfsg1-10--FAQ.txt.gz": q_lines(r"^Q\. "),
    "libfinance-quote-perl--1.54-3--FAQ": finance_quote,
    "starvoyager-data--0.4.4-10--FAQ": q_lines(r"^Q - "),
    "libsane-common--1.2.1-2--umax.FAQ.gz": q_lines(r"^Q: "),
    "python-mdtraj-doc--1.9.7-6--faq.html": mdtraj,
    "python-pook-doc--1.1.1-1--faq.html": sphinx_flat,
    "macsyfinder--2.0-2+b1--FAQ_modeler.html": sphinx_flat,
    "netcdf-doc--4.9.0-3--faq.html": netcdf,
    "python-statsmodels-doc--0.13.5+dfsg-7--statespace_sarimax_faq.html": sphinx_flat,
    "xonsh-doc--0.13.4+dfsg-1--faq.html": sphinx_flat,
    "python-ebooklib-doc--0.18-2--faq.html": sphinx_flat,
    "10110111--geeqie--faq.html": geeqie,
    "cthreadpool-dev--0.0+git20201207.b259a6e-1--FAQ.md": lambda t: md_headings(t, {3: ("question", 1)}),
    "skktools--1.3.4+0.20210220-1--FAQ.md.gz": skktools,
    "librust-ahash-0.7-dev--0.7.6-11--FAQ.md": ahash,
    "librust-pyo3-dev--0.17.3-1--faq.md": lambda t: md_headings(t, {2: ("question", 1)}),
    "bazel-bootstrap-data--4.2.3+ds-9--faq.md": lambda t: md_headings(t, {2: ("question", 1)}),
    "infiniflow--ragflow--faq.mdx": ragflow,
    "ASEAN-Build-The-Earth--ASEAN-Docs--faq.mdx": asean,
    "aephea--12-248-3--pud-faq.7.gz": zoem_faq,
    "mcl-doc--22-282+ds-2--mclfaq.7.gz": zoem_faq,
    "libalzabo-perl--0.92-6--Alzabo::FAQ.3pm.gz":
        lambda t: man_items(t, header=("NAME",), closing=("AUTHOR",)),
    "libdevice-modem-perl--1.59-1--FAQ.pod": device_modem,
    "apache--apreq--FAQ.pod": apreq,
    "behanna--dirvish--FAQ.pod": dirvish,
    "python-django-crispy-forms-doc--1.14.0-4--faq.rst.txt": crispy,
    "awscli--2.9.19-1--s3-faq.rst": awscli,
    "python-sfepy-doc--2021.4-4--faq.rst.txt": sfepy,
    "cowrie--cowrie--FAQ.rst": star_titles,
    "AcademySoftwareFoundation--OpenColorIO--FAQ.rst": star_titles,
    "dakusui--jq-front--faq.adoc": adoc_levels({3: ("question", 1)}),
    "diggsweden--devbase-core--faq.adoc": adoc_levels({2: ("group", 1), 3: ("question", 2)}),
    "informationgrid--ingrid-editor--FAQ.adoc": ingrid,
    "jenkinsci--pipeline-maven-plugin--FAQ.adoc": adoc_levels({2: ("question", 1)}),
    "jkozak--malaya--FAQ.org": org_level(2),
    "mgskjaeveland--sgvizler--FAQ.org": org_groups,
    "barak--cppad--faq.xml": cppad,
    "kmymoney-common--5.1.3-1--faq.docbook": qandadiv,
    "sylpheed-doc--20140827-3--sylpheed-faq.sgml.gz": linuxdoc,
}

if __name__ == "__main__":
    main(HERE, RULES)
