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


def numbered(group, question, t):
    """Numbered plain text: lines matching group open groups, lines matching question are
    questions (patterns matched at line starts)."""
    found = [(m.start(), "group", 1, m.group(0)) for m in re.finditer(group, t, re.M)]
    found += [(m.start(), "question", 2, m.group(0)) for m in re.finditer(question, t, re.M)]
    return [f[1:] for f in sorted(found)]


# Plain text

def cppunit(t):
    # "1) Questions relating to CppUnit" groups (underlined with `-`) of "1.1) …" questions
    return numbered(r"^\d+\) \S.*$", r"^\d+\.\d+\) \S.*$", t)


def yersinia(t):
    """An "INDEX" of the questions first (contents), then "1. General Questions" groups of
    "Q 1.1:" entries (written "Q 1.1:", "Q 1.3", "Q: 1.4", indented three or four spaces)."""
    body = t[t.index("\n1. General Questions\n"):]
    return numbered(r"^\d+\. \S.*$", r"^ +Q:? ?\d+\.\d+", body)


def freeciv(t):
    """A "Contents" list (contents), then "1 Gameplay" groups between rules of `-` over
    "1.1 …" questions; "5 Mac OS X" is a closing group with text and no questions (no
    section)."""
    body = t[t.index("\n1 Gameplay\n"):]
    return numbered(r"^\d+ \S.*$", r"^\d+\.\d+ \S.*$", body)


# HTML

def sphinx_body(t):
    start = min(t.index(mark) for mark in ('<div class="body"', 'role="main"') if mark in t)
    for end_mark in ('class="sphinxsidebar"', '<footer'):
        if end_mark in t[start:]:
            return t[start:start + t[start:].index(end_mark)]
    return t[start:]


def sphinx_flat(t):
    return [("question", 1, h) for _, tag, h in html_headings(sphinx_body(t), ["h2"])]


def lmod(t):
    """Sphinx page with no heading but its `h1`: each question is a paragraph at the margin
    followed by a `<blockquote>` that holds its answer; paragraphs followed by a blockquote
    inside an answer are parts of it."""
    items, depth = [], 0
    for m in re.finditer(r"<blockquote>|</blockquote>|<p>((?:(?!</p>).)*)</p>\s*(?=<blockquote>)",
                         sphinx_body(t), re.S):
        if m.group(0) == "<blockquote>":
            depth += 1
        elif m.group(0) == "</blockquote>":
            depth -= 1
        elif depth == 0:
            items.append(("question", 1, text_of(m.group(1))))
    return items


def circuits(t):
    # `h1` title, one `h2` "General" over a `dl` whose `dt` terms ("… What is circuits?") ask
    items = []
    for m in re.finditer(r"<h2>(.*?)</h2>|<dt>(.*?)</dt>", sphinx_body(t), re.S):
        items.append(("group", 1, text_of(m.group(1))) if m.group(1) else ("question", 2, text_of(m.group(2))))
    return items


def stl(t):
    """`H1` "Frequently Asked Questions" over the `H2` "about the SGI Standard Template Library"
    (the rest of the title: no section), then `<P><b>question</b>` paragraphs."""
    return [("question", 1, text_of(m.group(1))) for m in re.finditer(r"<P><b>(.*?)</b>", t, re.S | re.I)]


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


def highway(t):
    # `# Frequently Asked Questions`, `[[TOC]]`, `##` groups of "Q1.1:" paragraphs
    t = strip_blocks(t, [r"^```[^`]*$"])
    return by_lines(t, [("group", 1, r"^## .*$"), ("question", 2, r"^Q\d+\.\d+: ")])


def by_lines(t, rules):
    found = []
    for kind, depth, pattern in rules:
        found += [(m.start(), kind, depth, m.group(0)) for m in re.finditer(pattern, t, re.M)]
    return [f[1:] for f in sorted(found)]


def php_parser(t):
    # `=`-underlined title, a list of links to the questions (contents), `-` questions
    return [("question", 1, h) for _, _, h in setext(strip_blocks(t, [r"^```[^`]*$"]), {"-": 1})]


# reStructuredText

def rst_sections(t, group_mark, question_mark, overlined_groups=False):
    """Titles underlined with group_mark are groups (with overlined_groups, only those that
    are also overlined), titles underlined with question_mark questions."""
    lines, items = t.split("\n"), []
    for i, depth, title in setext(t, {group_mark: 1, question_mark: 2} if group_mark != question_mark
                                  else {group_mark: 0}):
        over = i >= 2 and re.match(r"^([=\-~^#*+.])\1{2,}\s*$", lines[i - 2] or "") is not None
        if group_mark == question_mark:
            kind = "group" if over else "question"
        else:
            kind = "group" if depth == 1 and (over or not overlined_groups) else "question"
        items.append((kind, 1 if kind == "group" else 2, title))
    return items


def emscripten(t):
    # an over- and underlined `=` title "FAQ", then `=`-underlined questions
    return [(k, d, h) for k, d, h in rst_sections(t, "=", "=") if k == "question"]


def dnf(t):
    """An over- and underlined `#` title "DNF User's FAQ", a `contents` directive, over- and
    underlined `=` groups of `=`-underlined questions."""
    return rst_sections(t, "=", "=")


def aiohttp(t):
    # `=` title "FAQ", a `contents` directive, `-` questions
    return [("question", 1, h) for _, _, h in setext(t, {"-": 1})]


# DocBook, SGML and other XML

CERVANTEX_PARTS = (
    # sub-headings that name the ways or kinds of their parent's answer ("Mediante órdenes
    # LaTeX", "Utilizar el paquete custom-bib", "Haciendo transparencias con LaTeX"): parts of
    # it, which makes the parent one question (its sub-headings that ask follow it as questions)
    # ("Distribuciones libres" and "Distribuciones comerciales" are not: their parent asks
    # nothing, so by the structure rule it is a group of the two, as ../Fresh4/'s ingrid-editor)
    "Mediante órdenes", "Directamente mediante", "Utilizar estilos adaptables",
    "Utilizar el paquete custom-bib", "Dónde buscar un paquete nuevo", "Extrayendo archivos", "Activando ramas",
    "Rehaciendo la base", "Dibujando con", "Introduciendo figuras", "Introduciendo imágenes",
    "Inclusión de una imagen", "Introduciendo código", "Convirtiendo a",
    "Haciendo transparencias", "Haciendo una presentación", "Más información sobre presentaciones",
)


def cervantex(t):
    """LinuxDoc SGML in Spanish, ISO-8859-1: comments dropped (they hide two `<sect1>`s), then
    `<sect>` groups; a `<sect1>` over `<sect2>`s is a group of them unless some name the parts of
    its answer (CERVANTEX_PARTS), when it is a question and its other `<sect2>`s follow it as
    questions; `<sect3>` is a part; a heading with no text of its own before a `<descrip>` whose
    every `<tag/…/` asks ("¿…") is a group of those tags; other `<descrip>` tags are answer text."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    marks = list(re.finditer(r"<(sect|sect1|sect2|sect3)>", t))
    heads = []
    for n, m in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(t)
        body = t[m.end():end]
        title = re.split(r"<p>|<label", body, 1)[0]
        level = {"sect": 1, "sect1": 2, "sect2": 3, "sect3": 4}[m.group(1)]
        heads.append((level, " ".join(re.sub(r"<[^>]+>", "", title).split()), body[len(title):]))
    part = lambda h: h[0] == 4 or h[1].startswith(CERVANTEX_PARTS)
    items = []
    for n, (level, title, rest) in enumerate(heads):
        if part(heads[n]):
            continue
        children = []
        for h in heads[n + 1:]:
            if h[0] <= level:
                break
            if h[0] == level + 1:
                children.append(h)
        descrip = re.search(r"<descrip>(.*?)</descrip>", rest, re.S)
        tags = re.findall(r"<tag/([^/]*)/", descrip.group(1)) if descrip else []
        if level == 1 or (children and not any(part(c) for c in children)):
            items.append(("group", level, title))
        elif descrip and not text_of(rest[:descrip.start()]) and tags and all(g.strip().startswith("¿") for g in tags):
            items.append(("group", level, title))
            items += [("question", level + 1, g) for g in tags]
        else:
            items.append(("question", level, title))
    return items


# Repository files

def adoc_strip(t):
    return strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$", r"^_{4,}$", r"^={4,}$"])


def adoc_levels(levels):
    """AsciiDoc `=` titles outside delimited blocks: levels maps the number of `=` to (kind, depth)."""
    def rule(t):
        items = []
        for m in re.finditer(r"^(=+) +(\S.*)$", adoc_strip(t), re.M):
            if len(m.group(1)) in levels:
                kind, depth = levels[len(m.group(1))]
                items.append((kind, depth, m.group(2)))
        return items
    return rule


def org_level(level):
    return lambda t: [("question", 1, m.group(1)) for m in re.finditer(r"^%s (.*)$" % re.escape("*" * level), t, re.M)]


def andes(t):
    """An over- and underlined `*` title, `=` groups ("General", "Modeling"), `-` groups inside
    "Modeling" ("Admittance matrix", "Reference of the existing model"), `Q:` paragraphs."""
    found = [(i, "group", 1 if mark == "=" else 2, h) for i, mark, h in setext(t, {"=": "=", "-": "-"})]
    found += [(t.count("\n", 0, m.start()), "question", 3, m.group(0)) for m in re.finditer(r"^Q: .*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def afpy(t):
    # French: `=` title "Foire aux questions", `+` bullet questions (two statements among them)
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\+ (.*)$", t, re.M)]


def pod_heads(t, levels, closing=("AUTHORS", "BUGS", "SEE ALSO", "COPYRIGHT")):
    """POD headings outside `=begin`/`=end` blocks: levels maps `head1`..`head3` to (kind, depth);
    a `=head1` in closing ends the questions."""
    t = re.sub(r"^=begin .*?^=end .*?$", "", t, flags=re.S | re.M)
    items = []
    for m in re.finditer(r"^=(head\d) +(.*?)\s*$", t, re.M):
        if m.group(1) == "head1" and m.group(2) in closing:
            items.append(("group", 1, NO_GROUP))
            continue
        if m.group(1) in levels:
            kind, depth = levels[m.group(1)]
            items.append((kind, depth, m.group(2)))
    return items


def text_nsp(t):
    """`=head1 DESCRIPTION` holds the FAQ: two `=head2` questions of no group, then `=head2`
    groups of `=head3` questions; a `=head2` with `=head3` under it is a group."""
    heads = [(m.group(1), m.group(2).strip()) for m in re.finditer(r"^=(head[23]) +(.*)$", t, re.M)]
    items = []
    for n, (level, title) in enumerate(heads):
        if level == "head3":
            items.append(("question", 2, title))
        elif n + 1 < len(heads) and heads[n + 1][0] == "head3":
            items.append(("group", 1, title))
        else:
            items.append(("question", 1, title))
    return items


def mdoc_ss(t):
    # mdoc (`.Dd`, `.Dt`, `.Sh`, `.Ss`): `.Sh Frequently Asked Questions` holds every `.Ss` question
    return [("question", 1, m.group(1)) for m in re.finditer(r"^\.Ss (.*)$", t, re.M)]


def fml(t):
    # Maven FML: `<part>`s with a `<title>`, `<faq>` entries with a `<question>`
    items = []
    for m in re.finditer(r"<part\b[^>]*>\s*<title>(.*?)</title>|<faq\b", t, re.S):
        items.append(("group", 1, text_of(m.group(1))) if m.group(1) else ("question", 2, ""))
    return items


def adagio(t):
    """DocBook article: comments dropped, `xi:include`s (not part of the file) left unresolved;
    one `<section>` "ADA Rules" with a `qandaset` of `qandaentry`s."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    items = []
    for m in re.finditer(r"<section\b[^>]*>\s*<title>(.*?)</title>|<qandaentry\b", t, re.S):
        items.append(("group", 1, text_of(m.group(1))) if m.group(1) else ("question", 2, ""))
    return items


def axolotl(t):
    """Quarto page: `h1` "FAQ", `h3` groups ("General", "Chat templates") of paragraphs opened by
    `<strong>Q: …</strong>`; two `Q:` paragraphs with no answer between them share the answer
    after the second: one question. The "On this page" navigation is contents."""
    body = t[t.index("<main"):t.index("</main>")]
    items, last = [], None
    for m in re.finditer(r"<h3\b[^>]*>(.*?)</h3>|<strong>(Q:.*?)</strong>", body, re.S):
        if m.group(1):
            items.append(("group", 1, text_of(m.group(1))))
            last = None
            continue
        if last is not None and not text_of(body[last:m.start()]):
            pass  # a `Q:` right after another, with no answer between: the two share one answer
        else:
            items.append(("question", 2, text_of(m.group(2))))
        last = m.end()
    return items


RULES = {
    "cowpatty--4.8-3+b1--FAQ.gz": q_lines(r"^Q: "),
    "libcppunit-doc--1.15.1-4--FAQ": cppunit,
    "pmacct--1.7.7-1+b1--FAQS.gz": q_lines(r"^Q\d+: "),
    "libfinance-streamer-perl--1.10-5--FAQ": q_lines(r"^Q: "),
    "libdime-doc--0.20111205-2.1--FAQ": q_lines(r"^Question \d+: "),
    "ttf-bitstream-vera--1.10-8.2--COPYRIGHT-FAQ.TXT": q_lines(r"^   \d+\. "),
    "ircd-irc2--2.11.2p3~dfsg-7+b2--alt-irc-faq.gz": q_lines(r"^\(\d+\) "),
    "yersinia--0.8.2-2.1+b1--FAQ.gz": yersinia,
    "seyon--2.20c-34--1-FAQ.gz": q_lines(r"^Q: "),
    "freeciv-data--3.0.6-1+deb12u1--FAQ.gz": freeciv,
    "psensor-common--1.1.5-1.4--faq.html": lambda t: [("question", 1, h) for _, _, h in html_headings(t, ["h2"])],
    "python-circuits-doc--3.2.2-1--faq.html": circuits,
    "lmod-doc--8.6.19-1--040_FAQ.html": lmod,
    "python-jsonschema-doc--4.10.3-1--faq.html": sphinx_flat,
    "libticonv-dev--1.1.6~git20221211.4646a7b-1--faq.html": not_a_faq,
    "stl-manual--3.30-17--FAQ.html": stl,
    "python-django-haystack-doc--3.2.1-1--faq.html": sphinx_flat,
    "calibre--6.13.0+repack-2+deb12u10--FAQ-debian.md": lambda t: md_headings(t, {2: ("question", 1)}),
    "proofgeneral--4.4.1~pre170114-1.2--FAQ.md.gz": q_lines(r"^Q\. "),
    "highway-doc--1.0.3-3+deb12u1--faq.md": highway,
    "php-parser--4.15.4-1--FAQ.markdown": php_parser,
    "librust-criterion-dev--0.3.6-4--faq.md": lambda t: md_headings(t, {3: ("question", 1)}),
    "pmtools--2.2.0-3--faqpods.1p.gz": not_a_faq,
    "python-aiohttp-doc--3.8.4-1+deb12u2--faq.rst.txt": aiohttp,
    "emscripten-doc--3.1.6~dfsg-5--FAQ.rst.txt": emscripten,
    "python3-dnf-doc--4.14.0-3+deb12u1--user_faq.rst.txt": dnf,
    "texlive-lang-spanish--2022.20230122-1--FAQ-CervanTeX.sgml.gz": cervantex,
    "ClusterlessHQ--docs.clusterless.io--faq.adoc": adoc_levels({2: ("group", 1), 3: ("question", 2)}),
    "OpenZeppelin--openzeppelin-contracts--faq.adoc": adoc_levels({2: ("question", 1)}),
    "OpenHFT--Chronicle-Queue--FAQ.adoc": adoc_levels({2: ("group", 1), 3: ("question", 2)}),
    "korrel8r--korrel8r--FAQ.adoc": adoc_levels({2: ("question", 1)}),
    "cse-bristol--110-thermos-ui--faq.org": org_level(1),
    "fniessen--refcard-org-babel--faq.org": org_level(1),
    "Jacobinwwey--obsidian-NotEMD--faq.mdx": lambda t: md_headings(t, {2: ("group", 1), 3: ("question", 2)}),
    "JanDeDobbeleer--oh-my-posh--faq.mdx": lambda t: md_headings(t, {3: ("question", 1)}),
    "CURENT--andes--faq.rst": andes,
    "ContinuumIO--pykit--faq.rst": lambda t: [("question", 1, h) for _, _, h in setext(t, {"-": 1})],
    "AFPy--siteafpyro--faq.rst": afpy,
    "gitpan--Apache-Logmonster--FAQ.pod": lambda t: pod_heads(t, {"head2": ("question", 1)}),
    "gitpan--Text-NSP--FAQ.pod": text_nsp,
    "gitpan--Text-SenseClusters--FAQ.pod": lambda t: pod_heads(t, {"head2": ("group", 1), "head3": ("question", 2)}),
    "milahu--cgit--faq.7": mdoc_ss,
    "jorgebucaran--fisher--fisher-faq.7":
        lambda t: [("question", 1, m.group(1)) for m in re.finditer(r'^\.SS "(.*)"$', t, re.M)],
    "Appendium--objectlabkit--faq.fml": fml,
    "abelardopardo--Adagio--FAQ.xml": adagio,
    "axolotl-ai-cloud--axolotl--faq.html": axolotl,
}

if __name__ == "__main__":
    main(HERE, RULES)
