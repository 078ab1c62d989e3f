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
                              pod_items, setext, strip_blocks, text_of)

# The rules, one per file. A rule that returns None says the file holds no FAQ (expected "refused").


def q_lines(pattern, flags=re.M):
    """Flat: one question per match of pattern."""
    return lambda t: [("question", 1, m.group(0)) for m in re.finditer(pattern, t, flags)]


def not_a_faq(t):
    return None


# Plain text

def answered_q(t):
    """`Q:` lines; a run of `Q:` lines over one `A:` is one question, so count the answers."""
    return q_lines(r"^A: .*$")(t)


def dietlibc(t):
    return answered_q(t)


def sprai(t):
    # `Q.` titles underlined with `-`; the `.. | Q.` entry at the top is commented out
    return [("question", 1, title) for _, _, title in setext(t, {"-": 1}) if title.startswith("Q. ")]


def porg(t):
    return q_lines(r"^Q\d+: .*$")(t)


def dumb(t):
    # each question is a box of `*` lines; the box's first line follows a rule of stars
    return q_lines(r"^\*{70,}\n\* \S.*$")(t)


def davfs2(t):
    # one question over two `Q:` lines shares an `A:`; an `O:` entry is a typo for `Q:`
    return answered_q(t)


def circuslinux(t):
    items = []
    for m in re.finditer(r"^([A-Z][A-Z ]+ PROBLEMS):$|^PROBLEM:$", t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, m.group(0)))
    return items


def xastir(t):
    body = t[t.index("The Answers\n-----------"):]
    return by_pattern(body, [("group", 1, r"^\d\.\s+[A-Z].*$"),
                             ("question", 2, r"^ {2,4}\d\.\d+[a-z]?\.? .*$")])


def ofl_faq(t):
    start = t.index("\n1  USING", t.index("APPENDIX A"))  # after the contents
    body = t[start:t.index("\nAPPENDIX A", start)]  # the appendix is an example FONTLOG
    return by_pattern(body, [("group", 1, r"^\d  [A-Z].*$"), ("question", 2, r"^\d\.\d+ .*$"),
                             ("question", 2, r"^\d\.\d+\.\d+  .*\?$")])  # 1.1.1 asks; 4.2.1 is a step


# HTML

def sphinx_body(t):
    start = t.index('<div class="body"') if '<div class="body"' in t else t.index('role="main"')
    end = t.index('class="sphinxsidebar"') if 'class="sphinxsidebar"' in t else len(t)
    return t[start:end]


def clang(t):
    body = sphinx_body(t)
    return [("group" if tag == "h2" else "question", int(tag[1]) - 1, h)
            for _, tag, h in html_headings(body, ["h2", "h3"])]


def pypy(t):
    return [("question", 1, h) for _, tag, h in html_headings(sphinx_body(t), ["h2"])]


def toybox(t):
    # the two h2 groups at the top head lists of links (contents); the body is flat
    return q_lines(r"<h2>(<a [^>]*>)?Q: ")(t)


def httraqt(t):
    body = t[t.index("<u><strong>Very Frequently"):]
    items = []
    for m in re.finditer(r"<u><strong>([^<]*)|Q: *<strong>|<strong>Q: ", body):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def qhull(t):
    body = t[t.index('<h2><a href="#TOC">'):]  # after the h2 "FAQ: contents" and its list
    return [("group" if tag == "h2" else "question", 1 if tag == "h2" else 2, h)
            for _, tag, h in html_headings(body, ["h2", "h4"])]


def castor(t):
    body = t[t.index('<HR size="1">'):]
    items = []
    for _, tag, h in html_headings(body, ["h2", "h3", "h4"]):
        if tag == "h2" and h in ("Tuning for LOBs", "Changing database configurations"):
            items += [("group", 1, NO_GROUP), ("question", 2, h)]  # an answered topic, no h3
        elif tag == "h2":
            items.append(("group", 1, h))
        elif tag == "h3" and h in ("MySQL", "Oracle"):
            items.append(("group", 2, h))  # a group of h4 entries
        else:
            items.append(("question", int(tag[1]), h))
    return items


def ldap_account_manager(t):
    return q_lines(r'font-weight: bold;">(<br>\s*)*Q:')(t)


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


def log4js(t):
    return md_headings(t, {2: ("question", 1)})


def gspell(t):
    return [("question", 1, title) for _, _, title in setext(t, {"-": 1})]


def blis(t):
    # `## Introduction` is text and `## Contents` a list of links; the `###` are the questions
    return md_headings(t, {3: ("question", 1)})


def littler(t):
    return md_headings(t, {3: ("question", 1)})


def mdx_accordions(t):
    items = []
    for m in re.finditer(r"^## (.*)$|<Accordion title=", t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def md_groups(t):
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


# Manual pages

def from_name(t):
    return t[t.index(".SH NAME") if ".SH NAME" in t else t.index('.SH "NAME"'):]


def text_xslate(t):
    items = []
    for line in t.split("\n"):
        if line.startswith(".SH "):
            items.append(("group", 1, NO_GROUP))
        elif line.startswith(".SS "):
            items.append(("group", 2, line[4:]))
        elif re.match(r"^\\fI.*\\fR$", line):
            items.append(("question", 3, line))  # =head3, italic
    return items


def tcllib(t):
    return man_items(from_name(t), header=("NAME", "DESCRIPTION"),
                     closing=("BUGS, IDEAS, FEEDBACK", "SEE ALSO", "KEYWORDS", "CATEGORY", "COPYRIGHT"))


def cpan_reporter(t):
    return man_items(t, header=("NAME", "VERSION"), closing=("SEE ALSO", "AUTHOR", "COPYRIGHT AND LICENSE"))


def io_compress(t):
    return man_items(t, header=("NAME", "DESCRIPTION"),
                     closing=("SUPPORT", "SEE ALSO", "AUTHOR", "MODIFICATION HISTORY", "COPYRIGHT AND LICENSE"))


# POD

def embperl(t):
    return pod_items(t, header=("NAME", "CONTENTS"), closing=("SEE ALSO", "AUTHOR"))


def pod_body(body):
    # a `=begin todo` block holds questions not written yet: no reader shows it
    return lambda t: pod_items(re.sub(r"^=begin todo$.*?^=end todo$", "", t, flags=re.M | re.S), body=(body,),
                               closing=("AUTHOR", "COPYRIGHT", "SEE ALSO", "SOURCE", "BUGS",
                                        "COPYRIGHT AND LICENSE", "COPYRIGHT AND LICENCE",
                                        "DISCLAIMER OF WARRANTIES"),
                               header=("NAME", "VERSION"))


# reStructuredText

def rst_titles(marks):
    """Setext titles of the given marks are questions; the document title (over- and underlined,
    or the first `=` title) is not."""
    def rule(t):
        lines = t.split("\n")
        out = []
        for i, depth, title in setext(t, marks):
            over = i >= 2 and lines[i - 2].strip() and set(lines[i - 2].strip()) == set(lines[i].strip())
            if title in ("Frequently Asked Questions", "FAQ", "FAQ - USER") or (over and lines[i][0] == "="):
                continue
            out.append(("question", 1, title))
        return out
    return rule


def murano(t):
    return q_lines(r"^\*\*\S[^\n]*(\n[^\n]+)*?\*\*$")(t)


# AsciiDoc

def adoc_headings(t, levels):
    t = strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$", r"^_{4,}$"])
    items = []
    for m in re.finditer(r"^(=+) +(\S.*)$", t, re.M):
        if len(m.group(1)) in levels:
            kind, depth = levels[len(m.group(1))]
            items.append((kind, depth, m.group(2)))
    return items


def adoc_flat(t):
    return adoc_headings(t, {2: ("question", 1)})


def china_dictatorship(t):
    """The README's structure rule: a heading that asks is a question, and of its sub-headings
    only those that ask follow it as questions (the rest stay in its answer); a heading that does
    not ask is a section when it has sub-headings, else a question (a statement)."""
    t = strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$", r"^_{4,}$"])
    heads = [(len(m.group(1)), m.group(2).strip()) for m in re.finditer(r"^(=+) +(\S.*)$", t, re.M)][1:]
    items, n = [], 0

    def subtree_end(n):
        end = n + 1
        while end < len(heads) and heads[end][0] > heads[n][0]:
            end += 1
        return end

    def walk(n, inside_question):
        level, title = heads[n]
        end = subtree_end(n)
        asks = title.endswith("?")
        if inside_question and not asks:
            return end  # stays in the answer of the question above
        if asks:
            items.append(("question", level, title))
            child = n + 1
            while child < end:
                child = walk(child, True)
        elif end > n + 1:
            items.append(("group", level, title))
            child = n + 1
            while child < end:
                child = walk(child, False)
            items.append(("group", level, NO_GROUP))
        else:
            items.append(("question", level, title))
        return end

    while n < len(heads):
        n = walk(n, False)
    return items


# DocBook and other XML

def docbook_entries(t):
    return [("question", 1, "")] * len(re.findall(r"<qandaentry>", t))


def xml_dom(t):
    # `<section>Getting Started</section>` is an empty element used as a group title; the
    # topics after it are that group's; a topic with an empty question is none
    items = []
    for m in re.finditer(r"<section>\s*<title>(.*?)</title>|<section>([^<]+)</section>|<question>(.*?)</question>", t, re.S):
        if m.group(1) or m.group(2):
            items.append(("group", 1, (m.group(1) or m.group(2)).strip()))
        elif m.group(3).strip():
            items.append(("question", 2, ""))
    return items


def zeroinstall(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h3"])]


# Org

def org_top(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\* (.*)$", t, re.M) if m.group(1) != "Footnotes"]


RULES = {
    "fonts-sil-shimenkan-zonghe--1.000-3--OFL-FAQ.txt.gz": ofl_faq,
    "dietlibc-doc--0.34~cvs20160606-14--FAQ.gz": dietlibc,
    "sprai--0.9.9.23+dfsg1-2--FAQ.txt": sprai,
    "axmail--2.13-1--FAQ.gz": not_a_faq,
    "texlive-lang-arabic--2022.20230122-1--arabtex.faq": not_a_faq,
    "libdumb1--0.9.3-6+b3--faq.txt.gz": dumb,
    "davfs2--1.6.1-1--FAQ.gz": davfs2,
    "porg--0.10-1.2--faq.txt": porg,
    "circuslinux--1.0.3-34.1--FAQ.txt.gz": circuslinux,
    "xastir--2.1.8-1+b1--FAQ.gz": xastir,
    "libqhull-doc--2020.2-5--qh-faq.htm": qhull,
    "clang-14-doc--14.0.6-12--FAQ.html": clang,
    "ldap-account-manager--8.3-1--FAQ.htm": ldap_account_manager,
    "libcastor-java-doc--1.3.2-7--jdo-faq.html": castor,
    "httraqt--1.4.11-1--faq.html": httraqt,
    "toybox--0.8.9+dfsg-1--faq.html": toybox,
    "libapache2-mod-perl2-doc--2.0.12-1--faq.html": not_a_faq,
    "pypy3-doc--7.3.11+dfsg-2+deb12u3--faq.html": pypy,
    "node-log4js--6.7.1+~cs8.4.17-1--faq.md": log4js,
    "libgspell-1-dev--1.12.0-1+b2--faq.md": gspell,
    "libblis-dev--0.9.0-1--FAQ.md.gz": blis,
    "rust-web-src--1.96.0+dfsg1-1~deb12u2--complement-lang-faq.md": not_a_faq,
    "r-cran-littler--0.3.17-1--littler-faq.md": littler,
    "0xDeepanshu--docs--faq.mdx": md_groups,
    "0xNerd--mintlify-docs--faq.mdx": mdx_accordions,
    "libtext-xslate-perl--3.5.9-1+b2--Text::Xslate::Manual::FAQ.3pm.gz": text_xslate,
    "tcllib--1.21+dfsg-1--docidx_lang_faq.3tcl.gz": tcllib,
    "libcpan-reporter-perl--1.2018-2--CPAN::Reporter::FAQ.3pm.gz": cpan_reporter,
    "libio-compress-perl--2.204-1+deb12u1--IO::Compress::FAQ.3pm.gz": io_compress,
    "libembperl-perl--2.5.0-17--Faq.pod": embperl,
    "libmodule-install-perl--1.19-2--FAQ.pod": pod_body("DESCRIPTION"),
    "libweb-id-perl--1.927-3--FAQ.pod": pod_body("FREQUENTLY ASKED QUESTIONS"),
    "libapache2-authcookie-perl--3.31-1--FAQ.pod": pod_body("DESCRIPTION"),
    "llvmlite-doc--0.39.1-2--faqs.rst.txt": rst_titles({"=": 1}),
    "murano-doc--14.0.0-3--faq.rst.txt": murano,
    "oar-doc--2.5.9-1+deb12u1--faq.rst.txt": rst_titles({"-": 1}),
    "dbader--schedule--FAQ.rst": rst_titles({"~": 1}),
    "Alfanous-team--alfanous--FAQ.rst": rst_titles({"-": 1}),
    "cirosantilli--china-dictatorship--FAQ.adoc": china_dictatorship,
    "devidw--gearchy--FAQ.adoc": adoc_flat,
    "domino-osgi--domino--FAQ.adoc": adoc_flat,
    "hyperpolymath--valence-shell--FAQ.adoc": adoc_flat,
    "tellico-doc--3.4.6-1--faqs.docbook": docbook_entries,
    "libxml-dom-perl--1.46-2--FAQ.xml": xml_dom,
    "0install--docs--faq.xml": zeroinstall,
    "PiPc2--freedombone--faq.org": org_top,
    "birkenkrahe--dsc101--faq.org": org_top,
}

if __name__ == "__main__":
    main(HERE, RULES)
