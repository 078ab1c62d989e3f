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
from holdout_counting import (NO_GROUP, by_pattern, html_headings, main, man_items,  # noqa: E402
                              pod_items, setext, strip_blocks)

# The rules, one per file. A rule that returns None says the file holds no FAQ (expected "refused").


def q_lines(pattern, flags=re.M):
    """Flat: one question per match of pattern."""
    return lambda t: [("question", 1, m.group(0)) for m in re.finditer(pattern, t, flags)]


def not_a_faq(t):
    return None


# Plain text

def answers(marker):
    """Flat `Q`/`A` pairs; a run of question lines over one answer is one question, so count
    the answers."""
    return q_lines(r"^%s" % re.escape(marker))


def slack(t):
    # questions at the margin, answers indented two or four spaces
    return q_lines(r"^\S.*$")(t)


def sup(t):
    # `Q:`/`A:` under the title, then the `-`-underlined group "Common Problems" of `P:`/`S:`
    items = []
    for m in re.finditer(r"^A:|^P:|^(Common Problems)\n-+$", t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, m.group(0)))
    return items


def doctest(t):
    # an indented list of the questions (contents), then each question alone at the margin
    contents = re.findall(r"^  - (.*)$", t[:t.index("\n\nHow is doctest different from Catch?\n")], re.M)
    body = t[t.index("\n\nHow is doctest different from Catch?\n"):]
    return [("question", 1, line) for line in body.split("\n") if line in contents]


def wm_icons(t):
    # a list of the `Q:` lines (contents), then `Q:`/`A:` entries between rules
    return answers("A: ")(t)


# HTML

def sphinx_body(t):
    start = min(t.index(mark) for mark in ('<div class="body"', 'role="main"', '<div class="docs-body"') if mark in t)
    for end_mark in ('class="sphinxsidebar"', '<footer', 'docs-sidebar"'):
        if end_mark in t[start:]:
            return t[start:start + t[start:].index(end_mark)]
    return t[start:]


def sphinx_flat(t):
    return [("question", 1, h) for _, tag, h in html_headings(sphinx_body(t), ["h2"])]


def hawkey(t):
    return [("group" if tag == "h2" else "question", int(tag[1]) - 1, h)
            for _, tag, h in html_headings(sphinx_body(t), ["h2", "h3"])]


def picolisp(t):
    # a list of links (contents), `h2` questions; the `h3` under "advantages" are its parts
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h2"])]


def boswars(t):
    return q_lines(r"<b>Q: ")(t)


def enet(t):
    # Doxygen page: each question an `h1` in the text block
    return [("question", 1, h) for _, tag, h in html_headings(t[t.index('class="textblock"'):], ["h1"])]


# Markdown

def md_headings(t, levels, fences=(r"^```[^`]*$",)):
    """Markdown ATX headings outside code fences: levels maps the number of # to (kind, depth)."""
    t = strip_blocks(t, list(fences))
    items = []
    for m in re.finditer(r"^(#{1,6}) (.*)$", t, re.M):
        if len(m.group(1)) in levels:
            kind, depth = levels[len(m.group(1))]
            items.append((kind, depth, m.group(2)))
    return items


def apt_listbugs(t):
    # a `=`-underlined title over `-`-underlined questions
    return [("question", 1, title) for _, _, title in setext(t, {"-": 1})]


def eztrace(t):
    return answers("A: ")(t)


def icinga_director(t):
    """`-` titles under the `=` title: "I got an exception..." holds two `###` entries (a
    group); the other `-` titles have no entries under them and are answered: questions."""
    t = strip_blocks(t, [r"^```[^`]*$"])
    found = [(i, 2, title) for i, _, title in setext(t, {"-": 2})]
    line_of = {m.start(): t.count("\n", 0, m.start()) for m in re.finditer(r"^### .*$", t, re.M)}
    found += [(line_of[m.start()], 3, m.group(1)) for m in re.finditer(r"^### (.*)$", t, re.M)]
    found.sort()
    items = []
    for n, (_, depth, title) in enumerate(found):
        has_entries = n + 1 < len(found) and found[n + 1][1] > depth
        items.append(("group" if has_entries else "question", depth, title))
    return items


def javacc(t):
    # `### Contents` (links), `##` groups of `###` questions (their `####` are parts), then
    # the closing "Footnotes" and "Acknowledgments"
    items = md_headings(t, {2: ("group", 1), 3: ("question", 2)})
    return [(k, d, NO_GROUP if "Footnotes" in h or "Acknowledgments" in h else h)
            for k, d, h in items if "Contents" not in h]


def md_flat(t):
    return md_headings(t, {2: ("question", 1)})


# Manual pages

def man_flat_body(header, closing):
    return lambda t: man_items(t, header=header, closing=closing, body=("QUESTIONS",))


# POD

def mason(t):
    return pod_items(t, header=("NAME",), closing=("SEE ALSO", "AUTHOR", "COPYRIGHT AND LICENSE"))


def pod_body(body):
    return lambda t: pod_items(t, header=("NAME", "SYNOPSIS", "VERSION"), body=(body,),
                               closing=("SEE ALSO", "AUTHOR", "COPYRIGHT"))


# reStructuredText

def rst_titles(marks, title):
    """Setext titles of the given marks are questions; the document title is not."""
    def rule(t):
        return [("question", 1, h) for _, _, h in setext(t, marks) if h != title]
    return rule


def pocl(t):
    """`=` is the title's mark, `-` groups of `^` entries. "Benchmarks" over `=` follows a paragraph
    line with no blank line between: docutils reads both lines as that paragraph's text (the
    package's own HTML shows it so), so the `-` titles after it, "CLPeak issues" and "Luxmark
    issues", are level-2 topics answered directly: questions of no section."""
    t = t.replace("is debatable.\nBenchmarks\n==============\n", "is debatable.\n\n")
    items = []
    for _, mark, title in setext(t, {"-": "-", "^": "^"}):
        if mark == "-" and title in ("CLPeak issues", "Luxmark issues"):
            items += [("group", 1, NO_GROUP), ("question", 1, title)]
        elif mark == "-":
            items.append(("group", 1, title))
        else:
            items.append(("question", 2, title))
    return items


# AsciiDoc

def adoc_strip(t):
    return strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$", r"^_{4,}$"])


def nrepl(t):
    # Markdown-style `##` section titles, which Asciidoctor reads as level 1
    return [("question", 1, m.group(1)) for m in re.finditer(r"^## (.*)$", adoc_strip(t), re.M)]


def lawn(t):
    # `==` groups of `Question?::` labelled-list entries
    items = []
    for m in re.finditer(r"^== (.*)$|^(\S.*)::$", adoc_strip(t), re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, m.group(2)))
    return items


def jason(t):
    """`==` groups of `===` questions, some questions as two-line titles underlined with `~`
    (level 2 too); the `^`-underlined titles are parts of one answer; the last `==` is empty."""
    t = adoc_strip(t)
    lines = t.split("\n")
    items = []
    for n, line in enumerate(lines):
        m = re.match(r"^(==|===) (\S.*)$", line)
        if m:
            items.append(("group" if m.group(1) == "==" else "question", len(m.group(1)) - 1, m.group(2)))
        elif re.match(r"^~{4,}$", line) and lines[n - 1].strip() and len(line) == len(lines[n - 1]):
            items.append(("question", 2, lines[n - 1]))
    return items


def rewrite_cljc(t):
    # `== Documentation` holds one `===` question; `== What the markdown?` is answered itself
    items = []
    for m in re.finditer(r"^(==|===) (.*)$", adoc_strip(t), re.M):
        level, title = m.group(1), m.group(2)
        items.append(("question" if level == "===" or title.endswith("?") else "group", len(level) - 1, title))
    return items


# DocBook and other XML

def qaml(t):
    """`section`s with a `title`; the first (an introduction) and the last (Dublin Core
    metadata) hold no `qna`."""
    items = []
    for m in re.finditer(r"<section[^>]*>\s*(?:<logo[^>]*>\s*)?<title>\s*(.*?)\s*</title>|<qna\b", t, re.S):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def avr_libc(t):
    # Doxygen XML: the first `sect1` is the "FAQ Index" (a list of links); each other one a question
    titles = re.findall(r'<sect1 id="[^"]*">\s*<title>(.*?)</title>', t, re.S)
    return [("question", 1, h) for h in titles if h != "FAQ Index"]


def ant(t):
    items = []
    for m in re.finditer(r'<faqsection title="([^"]*)">|<faq id=', t):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


# Org

def org_top(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\* (.*)$", t, re.M)]


# MDX

def baseline(t):
    # `##` groups of paragraphs that are wholly bold (the questions)
    items = []
    for m in re.finditer(r"^## (.*)$|^\*\*(.*)\*\*\s*$", t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, m.group(2)))
    return items


RULES = {
    "unicon-imc2--3.0.4+dfsg1-4+b1--faq_en.txt.gz": q_lines(r"^Q\. "),
    "apsfilter--7.2.6-3--FAQ": not_a_faq,
    "slack--0.15.2-11--FAQ": slack,
    "debdelta--0.67--FAQ.gz": q_lines(r"^Q: "),
    "sup-mail--1.1-1--FAQ.txt.gz": sup,
    "doctest-dev--2.4.9~ds-1--faq.txt.gz": doctest,
    "yudit--3.1.0-1--FAQ.TXT": q_lines(r"^Q\d+: "),
    "wm-icons--0.4.0-11--FAQ.gz": wm_icons,
    "enca--1.19-1.1--FAQ": q_lines(r"^\* Q: "),
    "keystone-doc--22.0.2-0+deb12u6--fernet-token-faq.html": sphinx_flat,
    "python-sphinx-multiversion-doc--0.2.4-2--faq.html": sphinx_flat,
    "python3-hawkey-doc--0.69.0-2--faq.html": hawkey,
    "picolisp--23.2-1--faq.html": picolisp,
    "libenet-doc--1.3.17+ds-2--FAQ.html": enet,
    "python3-enlighten-doc--1.11.2-1--faq.html": sphinx_flat,
    "boswars--2.7+svn160110-5--faq.html": boswars,
    "apt-listbugs--0.1.40--FAQ.md.gz": apt_listbugs,
    "eztrace--2.0+repack-12--faq.md": eztrace,
    "icingaweb2-module-director--1.10.2-1--80-FAQ.md": icinga_director,
    "javacc-doc--7.0.12-1--faq.md.gz": javacc,
    "fasttext--0.9.2+ds-1+b1--faqs.md.gz": md_flat,
    "libbtparse-dev--0.89-1--btool_faq.3.gz":
        lambda t: man_items(t, header=("NAME", "DESCRIPTION"), closing=("SEE ALSO", "AUTHOR", "COPYRIGHT")),
    "afterstep--2.2.12-15+b2--afterstep_faq.1x.gz": lambda t: man_items(t, header=("NAME",)),
    "libdevice-usb-perl--0.38-2--Device::USB::FAQ.3pm.gz":
        man_flat_body(("NAME", "SYNOPSIS", "DESCRIPTION"), ("SEE ALSO", "AUTHOR", "ACKNOWLEDGEMENTS",
                                                           "COPYRIGHT & LICENSE")),
    "libxml-smart-perl--1.78-4--XML::Smart::FAQ.3pm.gz":
        man_flat_body(("NAME", "SYNOPSIS"), ("AUTHOR", "ePod")),
    "libmason-perl--2.24-2--FAQ.pod": mason,
    "libintl-perl--1.33-1--libintlFAQ.pod": pod_body("QUESTIONS AND ANSWERS"),
    "libauthen-pam-perl--0.16-5+b1--FAQ.pod": pod_body("DESCRIPTION"),
    "libcpanplus-perl--0.9914-1--FAQ.pod": not_a_faq,
    "python-sphinx-gallery-doc--0.10.1-3--faq.rst.txt": rst_titles({"-": 1}, None),
    "pocl-doc--3.1-3+deb12u1--faq.rst.txt": pocl,
    "libjs-mathjax-doc--2.7+20171212-2--faq.rst.txt": rst_titles({"-": 1}, None),
    "sgml-data--2.0.11+nmu1--qaml-faq.xml.gz": qaml,
    "avr-libc--2.0.0+Atmel3.6.2-3--FAQ.xml.gz": avr_libc,
    "SevereOverfl0w--nREPL--faq.adoc": nrepl,
    "bk2204--lawn--faq.adoc": lawn,
    "jason-lang--jason--faq.adoc": jason,
    "lread--rewrite-cljc-playground--faq.adoc": rewrite_cljc,
    "dtaht--Gnugol--faq.org": org_top,
    "emacsmirror--matlab-mode--faq.org": org_top,
    "0xBaseline--baseline-docs--faq.mdx": baseline,
    "0xobelisk--phad-site--faq.mdx": md_flat,
    "3dgeo-heidelberg--py4dgeo--faq.rst": rst_titles({"-": 1}, None),
    "ocaml--dune--faq.rst": rst_titles({"=": 1}, None),
    "apache--ant--faq.xml": ant,
}

if __name__ == "__main__":
    main(HERE, RULES)
