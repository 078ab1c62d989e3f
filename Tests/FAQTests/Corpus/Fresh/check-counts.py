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

def q_lines(pattern):
    """Flat: one question per line start matching pattern."""
    return lambda t: [("question", 1, m.group(0)) for m in re.finditer(pattern, t, re.M)]


def festival(t):
    return q_lines(r"^Q: .*$")(t)


def spew(t):
    body = t[t.index("\n\n 1) "):]  # after the list of questions at the top
    return q_lines(r"^ {1,2}\d\) .*$")(body)


def speech_dispatcher(t):
    return q_lines(r"^Q: .*$")(t)


def kcheckers(t):
    return [("question", 1, title) for _, _, title in setext(t, {"-": 1})]


def atftpd(t):
    return q_lines(r"^\ufeff?\d\) .*$")(t)


def tenshi(t):
    return q_lines(r"^- .*$")(t)


def nas(t):
    body = t[t.index("------\n\n0.0)"):]  # after the contents
    return by_pattern(body, [("group", 1, r"^\d\.0\) .*$"), ("question", 2, r"^\d\.[1-9]\) .*$")])


def allegro(t):
    lines, items = t.split("\n"), []
    for i, line in enumerate(lines):
        if re.match(r"^=+ .* =+$", line):
            items.append(("group", 1, line))
        elif re.match(r"^   \S", line) and not lines[i - 1].strip():
            j = i
            while re.match(r"^   \S", lines[j + 1]):
                j += 1  # a question over two lines, or two questions sharing one answer
            following = next(l for l in lines[j + 1:] if l.strip())
            if re.match(r"^ {6,}\S", following):
                items.append(("question", 2, line))
    return items


def ifplugd(t):
    return q_lines(r"^ +\d\. Q: .*$")(t)


def gentium(t):
    lines, items = t.split("\n"), []
    start = t.split("\n").index("General")
    for i in range(start, len(lines)):
        line = lines[i]
        if re.match(r"^=+$", lines[i + 1] if i + 1 < len(lines) else ""):
            items.append(("group", 1, line))
        elif line.strip() and not line[0].isspace() and not lines[i - 1].strip():
            items.append(("question", 2, line))  # a question at the margin after a blank line
    return items


def perlmenu(t):
    # entries sit between two rules of dashes at the margin; the banner's rules are indented
    return [("question", 1, m.group(1)) for m in re.finditer(r"^-{10,}\n(.+?)\n-{10,}$", t, re.M | re.S)]


def cdrkit(t):
    return q_lines(r"^Q: .*$")(t)


def gri(t):
    body = t[t.index("<h1> The Answers</h1>"):]
    return [("group" if tag == "h2" else "question", int(tag[1]), h) for _, tag, h in html_headings(body, ["h2", "h3"])]


def sphinx_h2(t):
    """A Sphinx page: the h1 is the title, h2 the questions; the sidebar's h3/h4 are navigation."""
    body = t[t.index('<div class="body"'):t.index('<div class="sphinxsidebar"')] if 'class="sphinxsidebar"' in t else t
    return [("question", 1, h) for _, tag, h in html_headings(body, ["h2"])]


def pymca(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h2"])]


def wily(t):
    items = [("question", 1, m.group(1)) for m in re.finditer(r"<DT>(.*?)<DD>", t, re.S)]
    return items + [("question", 1, h) for _, tag, h in html_headings(t, ["h2", "h3"])]


def xtrkcad(t):
    return None  # a list of links to four other pages: no questions of its own


def slurm(t):
    body = t[t.index("<h2>For Management</h2>", t.index("<h2>For Administrators</h2>")):]
    items = []
    for m in re.finditer(r"<h2>(.*?)</h2>|<p><a id=\"[^\"]*\"><b>", body):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def libstdcxx(t):
    # seven qandadivs with no titles (empty <dt></dt> in the contents): no group headings
    return [("question", 1, "")] * len(re.findall(r'<tr class="question"', t))


def libbash(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h2"]) if h.startswith("Question")]


def hpcc(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h3"])]


def md_headings(t, levels, fences=(r"^```[^`]*$",)):  # ```code``` on one line opens no fence
    """Markdown ATX headings outside code fences: levels maps the number of # to (kind, depth)."""
    t = strip_blocks(t, list(fences))
    items = []
    for m in re.finditer(r"^(#{1,6}) (.*)$", t, re.M):
        if len(m.group(1)) in levels:
            kind, depth = levels[len(m.group(1))]
            items.append((kind, depth, m.group(2)))
    return items


def noto(t):
    return md_headings(t, {3: ("question", 1)})


def jts(t):
    return q_lines(r"^\*\*A\d\. .*\*\*$")(t)


def entgo(t):
    return md_headings(t, {4: ("question", 1)})


def md_h2(t):
    return md_headings(t, {2: ("question", 1)})


def docs_starter(t):
    return md_headings(t, {2: ("group", 1), 3: ("question", 2)})


def acurast(t):
    items = md_headings(t, {2: ("group", 1), 3: ("question", 2), 4: ("question", 3)})
    out = []
    for n, (kind, depth, title) in enumerate(items):
        if depth == 3 and title.startswith("**"):
            continue  # bold #### titles are parts of the answer above them
        following = items[n + 1] if n + 1 < len(items) else None
        if kind == "question" and depth == 2 and following and following[1] == 3 \
                and not following[2].startswith("**"):
            out.append(("group", 2, title))  # "### Android" holds #### questions
        elif kind == "question" and depth == 2 and title == "iOS":
            out.append(("group", 2, title))  # an empty heading: no question, no section
        else:
            out.append((kind, depth, title))
    return out


def xml_compile(t):
    items = []
    for line in t.split("\n"):
        m = re.match(r'^\.SH "(.*)"$', line)
        if m:
            items.append(("group", 1, NO_GROUP))
        m = re.match(r'^\.SS "(.*)"$', line)
        if m:
            items.append(("group", 2, m.group(1)))
        m = re.match(r"^\\fI(.*)\\fR$", line)
        if m:
            items.append(("question", 3, m.group(1)))
    return items


def gd_graph(t):
    return man_items(t, header=("NAME", "IMPORTANT"), closing=("AUTHOR",), body=("DESCRIPTION",))


def html_template(t):
    return man_items(t, header=("NAME", "SYNOPSIS"), body=("FREQUENTLY ASKED QUESTIONS",))


def perinci(t):
    return man_items(t, header=("NAME", "VERSION", "NOMENCLATURE"),
                     closing=("HOMEPAGE", "SOURCE", "SEE ALSO", "AUTHOR", "CONTRIBUTING", "COPYRIGHT AND LICENSE", "BUGS"))


def rinci(t):
    items = []
    for line in t.split("\n"):
        if line.startswith(".SH "):
            items.append(("group", 1, NO_GROUP))
        elif line.startswith(".SS "):
            items.append(("group", 2, line))
        elif line.startswith('.IP "\\(bu" 4'):
            items.append(("question", 3, line))
    return items


def perlbal(t):
    items = []
    for m in re.finditer(r"^=(head\d) (.*)$", t, re.M):
        level, title = m.group(1), m.group(2)
        if level == "head2":
            items.append(("group", 1, NO_GROUP if title in ("VERSION", "DESCRIPTION", "SEE ALSO") else title))
        elif level == "head3":
            items.append(("question", 2, title))
    return items


def cpanfile(t):
    return pod_items(t, body=("QUESTIONS",))


def soap_wsdl(t):
    items = []
    for m in re.finditer(r"^=(head\d) (.*)$", t, re.M):
        level, title = int(m.group(1)[-1]), m.group(2)
        following = t[m.end():].lstrip("\n")
        has_children = re.match(r"=head%d " % (level + 1), following) is not None
        if title == "NAME":
            items.append(("group", 1, NO_GROUP))
        elif level == 1 and title.endswith("?"):
            items.append(("group", 1, NO_GROUP))
            items.append(("question", 2, title))
        elif has_children or level == 1:
            items.append(("group", level, title))
        else:
            items.append(("question", level, title))
    return items


def xbase(t):
    return q_lines(r"^=item .*$")(t)


def swish(t):
    items = []
    for m in re.finditer(r"^=(head\d) (.*)$", t, re.M):
        level, title = m.group(1), m.group(2).strip()
        if level == "head1":
            items.append(("group", 1, NO_GROUP))
        elif level == "head2" and title.startswith("I have read the FAQ"):
            items.append(("group", 2, NO_GROUP))
            items.append(("question", 3, title))  # answered, no =head3 under it
        elif level == "head2":
            items.append(("group", 2, title))
        else:
            items.append(("question", 3, title))
    return items


def sphinx_toctree(t):
    return None  # only a title, a sentence and a toctree: the questions are in other files


def notebook(t):
    return q_lines(r"^\d+\. .*$")(t)


def validate_pyproject(t):
    return [("question", 1, title) for _, depth, title in setext(t, {"=": 1}) if title != "FAQ"]


def rmqtools(t):
    return q_lines(r"^- .*\?$")(t)


def rst_dash(t):
    return [("question", 1, title) for _, depth, title in setext(t, {"-": 1, "~": 1})]


def adoc_headings(t, levels):
    t = strip_blocks(t, [r"^-{4,}$", r"^\.{4,}$"])
    items = []
    for m in re.finditer(r"^(=+) +(\S.*)$", t, re.M):
        if len(m.group(1)) in levels:
            kind, depth = levels[len(m.group(1))]
            items.append((kind, depth, m.group(2)))
    return items


def caldav(t):
    return adoc_headings(t, {2: ("group", 1), 3: ("question", 2)})


def ansible_sdk(t):
    return adoc_headings(t, {3: ("group", 1), 4: ("question", 2)})


def jdo(t):
    return [("group", 1, "General")] + q_lines(r"^\*[A-Z][^*]*(\n[^*\n]+)*\?\* ")(t)


def ipp(t):
    return adoc_headings(t, {2: ("question", 1)})


def spark_cassandra(t):
    return adoc_headings(t, {4: ("question", 1)})


def docbook_entries(t):
    return [("question", 1, "")] * len(re.findall(r"<qandaentry>", t))


def partimage(t):
    items = []
    for m in re.finditer(r"^<(sect|sect1)>\s*(.*)$", t, re.M):
        title = m.group(2).strip()
        if m.group(1) == "sect":
            items.append(("group", 1, NO_GROUP if title in ("ChangeLog", "Copyright") else title))
        else:
            items.append(("question", 2, title))
    return items


def castle(t):
    body = t[t.index("<olist>"):]
    return [("question", 1, m.group(1)) for m in re.finditer(r"<li>\s*<b>(.*?)</b>", body, re.S)]


def ankhsvn(t):
    headers = re.findall(r'<section header=["\'](.*?)["\']>', t)
    return [("question", 1, h) for h in headers if h != "AnkhSVN Frequently Asked Questions"]


def nedit(t):
    items = []
    for m in re.finditer(r"<section\b|</section>|<qna\b", t):
        if m.group(0) == "<section":
            items.append(("group", 1, "section"))
        elif m.group(0) == "</section>":
            items.append(("group", 1, NO_GROUP))
        else:
            items.append(("question", 2, ""))
    return items


def org_h2(t):
    return q_lines(r"^\*\* .*$")(t)


RULES = {
    "festival-czech--0.3-6--FAQ": festival,
    "spew--1.0.8-1.1--FAQ": spew,
    "speech-dispatcher--0.11.4-2--FAQ": speech_dispatcher,
    "kcheckers--0.8.1-6--FAQ": kcheckers,
    "atftpd--0.8.0-3--FAQ.gz": atftpd,
    "tenshi--0.13-7--FAQ": tenshi,
    "nas-doc--1.9.4-7--FAQ": nas,
    "allegro4-doc--4.4.3.1-3--faq.txt.gz": allegro,
    "ifplugd--0.28-19.5--FAQ": ifplugd,
    "fonts-sil-gentium-basic--1.102-1.1--GENTIUM-FAQ.txt.gz": gentium,
    "libperlmenu-perl--4.0-5.2--FAQ.gz": perlmenu,
    "cdrkit-doc--1.1.11-3.4--FAQ": cdrkit,
    "gri-html-doc--2.12.27-1.1--FAQ.html": gri,
    "pymca-doc--5.8.0+dfsg-2--faq.html": pymca,
    "wily--0.13.42-1--FAQ.html": wily,
    "xtrkcad-common--5.2.0Beta2.1-1--faqs.html": xtrkcad,
    "slurm-wlm-doc--22.05.8-4+deb12u3--faq.html": slurm,
    "libstdc++-12-doc--12.2.0-14+deb12u1--faq.html": libstdcxx,
    "python-ezdxf-doc--0.18.1-1--faq.html": pymca,
    "libbash-doc--0.9.11-3--libbash_developer_faq.html": libbash,
    "python-doit-doc--0.31.1-3.3--faq.html": pymca,
    "hpcc--1.5.0-3--faqs.html": hpcc,
    "fonts-noto--20201225-1--FAQ.md.gz": noto,
    "libjts-java-doc--1.19.0+ds-1--FAQ-LICENSING.md": jts,
    "golang-entgo-ent-dev--0.11.3-4--faq.md": entgo,
    "pianobooster--1.0.0-3--faq.md": md_h2,
    "librust-rayon-dev--1.6.1-1--FAQ.md": md_h2,
    "android-file-transfer--4.2-1--FAQ.md": md_h2,
    "0xLouie--docs-starter--faq.mdx": docs_starter,
    "Acurast--acurast-docs--faq.mdx": acurast,
    "libxml-compile-perl--1.63-3--XML::Compile::FAQ.3pm.gz": xml_compile,
    "libgd-graph-perl--1.54~ds-4--GD::Graph::FAQ.3pm.gz": gd_graph,
    "libhtml-template-perl--2.97-2--HTML::Template::FAQ.3pm.gz": html_template,
    "libperinci-cmdline-perl--2.000.0-2--Perinci::CmdLine::Manual::FAQ.3pm.gz": perinci,
    "librinci-perl--1.1.103-1--Rinci::FAQ.3pm.gz": rinci,
    "libperlbal-perl--1.80-4--FAQ.pod": perlbal,
    "libmodule-cpanfile-perl--1.1004-2--cpanfile-faq.pod": cpanfile,
    "libsoap-wsdl-perl--3.004-2--FAQ.pod": soap_wsdl,
    "libdbd-xbase-perl--1.08-2--FAQ.pod": xbase,
    "swish-e--2.4.7-6.1+b2--SWISH-FAQ.pod.gz": swish,
    "ceres-solver-doc--2.1.0+really2.1.0+dfsg-1--faqs.rst.txt": sphinx_toctree,
    "python-notebook-doc--6.4.12-2.2--development_faq.rst.txt": notebook,
    "python-xsdata-doc--22.12-1--faq.rst.txt": sphinx_toctree,
    "python-validate-pyproject-doc--0.12.2-1--faq.rst.txt": validate_pyproject,
    "217690thompson--rmqtools--faq.rst": rmqtools,
    "23maverick23--sublime-jekyll--faq.rst": rst_dash,
    "3ll3d00d--vibe--faq.rst": rst_dash,
    "Kampi--ESP32-CalDAV--faq.adoc": caldav,
    "ansible--ansible-sdk--faq.adoc": ansible_sdk,
    "apache--db-jdo-site--faq.adoc": jdo,
    "ULYSSIS-KUL--ipp--FAQ.adoc": ipp,
    "datastax--spark-cassandra-connector--FAQ.adoc": spark_cassandra,
    "ktechlab--0.50.0-2--faq.docbook": docbook_entries,
    "partimage-doc--20050720-6--faq.sgml.gz": partimage,
    "kstars-data--3.6.2-2--faq.docbook": docbook_entries,
    "castle-game-engine-src--7.0~alpha.2+dfsg1-5--Faq.xml": castle,
    "AmpScm--AnkhSVN--faq.xml": ankhsvn,
    "RaumZeit--nedit--faq.xml": nedit,
    "HussainAlAradi--Std--FAQ.org": org_h2,
    "abougouffa--minemacs--FAQ.org": org_h2,
}


if __name__ == "__main__":
    main(HERE, RULES)
