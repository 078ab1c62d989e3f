#!/usr/bin/env python3
"""Counts the sections and questions of the files in SOURCES.md whose shape it knows, with
Python's standard library only, apart from FAQ Browser's importers, and compares them with the
table (test-only; RealCorpusTests runs it). The rules are the hand counts' rules, written down
for these shapes. Everywhere: the page's or document's title, tables of contents, a
question's own sub-headings and anything inside code or delimited blocks never count.

HTML
* DocBook-XSL output (`<tr class="question">` rows): each such row is a question; a
  `<tr class="qandadiv">` row followed by questions is a section (the `<dl>` list of links
  above the table is its table of contents).
* `<dl>` FAQ (when `<dd>`s outnumber the headings below the title): each `<dd>` answers one
  question; several `<dt>`s before one `<dd>` ask it in other words. A heading below the
  page's first heading that holds questions is a section. Asciidoctor's and AsciiDoc's
  `<div class="dlist">` output is such a page.
* Bold questions: a bold run that opens with "Q:" or "(N)" outside lists, or the bold run
  that opens an item of an outermost `<ol>`/`<ul>`, is a question; the nearest heading
  above it (not the page's first) is its section. A list whose innermost items are only
  links to anchors on the page is a table of contents.
* HTML headings (otherwise): the first heading is the page's title; a heading named
  "Contents", "Table of Contents" or "Detailed Contents" and the headings below it are a
  table of contents; a heading that ends in "?" or has no sub-headings is a question, and
  so is one whose sibling headings (same level, same parent) mostly are; a question's
  sub-headings are part of its answer; any other heading that holds a question is a
  section.
* FAQPage JSON-LD (a file, or a page's `<script type="application/ld+json">`): each Question
  in a FAQPage's `mainEntity`, `{"@id": ...}` references resolved through the graph; one page
  has no sections, several pages are one section each.

DocBook (XML or SGML): each `<qandaentry>` whose `<question>` has words is a question
(comments left out); the nearest titled container holding it (`<qandadiv>`, `<sect1>`...)
is its section, unless that is the document's outermost element.

AsciiDoc (`.adoc`, `.asciidoc`, or a `.txt` with three `== ` titles or three `Term::` lines):
delimited blocks (`----`, `....`, `====`, `****`, `____`, `++++`,
`////` lines) and `[float]`/`[discrete]` headings are skipped; a title is a `=`-prefixed
line or a line underlined with `=`, `-`, `~`, `^` or `+` of its length (within one), never
a `[...]` attribute line; the first title is the document's title. With labelled-list
terms (`Term::`) the terms are the questions (a term right after another term, with no
answer between, asks the same question again) and a title holding terms is a section;
without them the titles are counted like HTML headings.

Markdown: a definition list (a term line, then a line starting with `: `) makes each term a
question; a heading holding terms is a section. MDX: each `<Accordion>`, `<Collapse>`,
`<Collapsible>` or `<Details>` whose `title` or `summary` attribute holds the question is a
question. Other Markdown is left to the hand counts.

Plain text (the shapes of the corpus, tried in this order):
* "Section X:  title" groups of "X1) question" entries after a table of contents (the text
  before the second "Section A:") - Bash;
* "Q:"/"Q." lines (indented at most three spaces) are questions, several "A:" answers
  belong to the question above them; a line "N. Title" or "N.M. Title" at the margin,
  between blank lines, is a section when questions follow it before the next such line of
  its level or above - xz, GnuPG, lftp, BIND;
* after a table of contents (the text before the second "1. Title" line), "N. Title" lines
  are sections and "N.M question" lines indented one or two spaces after a blank line are
  questions - curl;
* " N. question" lines at the margin are questions - zlib;
* "* question" lines after a blank line are questions, unless they are the sides of a box
  (end in "*") - tmux;
* lines indented two spaces after a blank line start a question (the lines right below
  them continue it); answers are indented further - tcsh.
Other rows are left to the hand counts. Exit status 1 on any difference."""
import sys
sys.dont_write_bytecode = True  # no __pycache__ among the corpus files
import html.parser
import json
import re

import count_light_markup
import count_plain_text

CONTAINERS = {"book", "part", "chapter", "appendix", "article", "preface", "section", "simplesect", "qandadiv",
              "sect1", "sect2", "sect3", "sect4", "sect5", "refentry", "refsect1", "refsect2", "refsect3"}


def docbook(text):
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    stack, outermost, holders, questions = [], None, set(), 0
    for match in re.finditer(r"<(/?)([A-Za-z][\w.-]*)", text):
        closing, name = match.group(1) == "/", match.group(2).lower()
        if name == "qandaentry" and not closing:
            entry = re.match(r".*?(?=<qandaentry|</qandaentry|$)", text[match.end():], re.S | re.I).group(0)
            asked = re.search(r"<question\b[^>]*>(.*?)</question>", entry, re.S | re.I)
            if not asked or not re.sub(r"<[^>]*>", "", asked.group(1)).strip():
                continue  # an entry whose question has no words asks nothing
            questions += 1
            if stack and stack[-1][1] != outermost:
                holders.add(stack[-1][1])
        elif name in CONTAINERS:
            if closing:
                while stack and stack.pop()[0] != name:
                    pass
            else:
                stack.append((name, match.start()))
                outermost = outermost if outermost is not None else match.start()
    return len(holders), questions


class Page(html.parser.HTMLParser):
    """The events of a page that the rules need, in document order."""
    SKIPPED = {"script", "style", "nav"}
    BOLD = {"b", "strong"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events, self.scripts, self.skipping, self.script, self.heading = [], [], 0, None, None
        self.bold = None

    def handle_starttag(self, tag, attrs):
        if tag == "script" and dict(attrs).get("type", "").lower() == "application/ld+json":
            self.script = []
        if tag in self.SKIPPED:
            self.skipping += 1
        elif self.skipping:
            return
        elif tag in ("dt", "dd", "ol", "ul", "li", "p", "br"):
            self.events.append((tag, ""))
        elif re.fullmatch(r"h[1-6]", tag):
            self.heading = []
        elif tag in self.BOLD and self.bold is None:
            self.bold = []
        elif tag == "a" and (dict(attrs).get("href") or "").startswith("#"):
            self.events.append(("link", ""))

    def handle_endtag(self, tag):
        if re.fullmatch(r"h[1-6]", tag) and self.heading is not None:
            self.events.append((tag, " ".join("".join(self.heading).split())))
            self.heading = None
        if tag in self.SKIPPED and self.skipping:
            self.skipping -= 1
        if tag == "script" and self.script is not None:
            self.scripts.append("".join(self.script))
            self.script = None
        if tag in self.BOLD and self.bold is not None:
            self.events.append(("bold", " ".join("".join(self.bold).split())))
            self.bold = None
        elif tag in ("ol", "ul", "li", "a") and not self.skipping:
            self.events.append(("/" + tag, ""))

    def handle_data(self, data):
        if self.script is not None:
            self.script.append(data)
        if self.heading is not None:
            self.heading.append(data)
        elif self.bold is not None:
            self.bold.append(data)
        elif data.strip() and not self.skipping:
            self.events.append(("text", data.strip()))


def faq_pages(roots):
    nodes, pages, stack = {}, [], list(roots)
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "@id" in node and len(node) > 1:
                nodes.setdefault(node["@id"], node)
            kinds = node.get("@type", [])
            if "FAQPage" in (kinds if isinstance(kinds, list) else [kinds]):
                pages.append(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return pages, nodes


def jsonld(roots):
    pages, nodes = faq_pages(roots)
    questions = 0
    for page in pages:
        entities = page.get("mainEntity", [])
        for entity in entities if isinstance(entities, list) else [entities]:
            if "@type" not in entity and entity.get("@id") in nodes:
                entity = nodes[entity["@id"]]
            kinds = entity.get("@type", [])
            questions += "Question" in (kinds if isinstance(kinds, list) else [kinds])
    return (0 if len(pages) < 2 else len(pages)), questions


TOC = re.compile(r"(detailed |table of )?contents:?", re.I)


def headings(found):
    """(level, title) in page order, the first being the page's title."""
    found, kept, toc = found[1:], [], None
    for level, title in found:  # a table of contents and the headings below it leave
        if toc is not None and level > toc:
            continue
        toc = level if TOC.fullmatch(title) else None
        if toc is None:
            kept.append((level, title))
    return count_light_markup.headings(kept)


def docbook_xsl(text):
    """DocBook-XSL's qandaset table: qandadiv rows over question rows."""
    sections, questions, group = 0, 0, None
    for row in re.findall(r'<tr class="(qandadiv|question)"', text):
        if row == "qandadiv":
            group = "new"
        else:
            questions += 1
            if group == "new":
                sections, group = sections + 1, "counted"
    return sections, questions


def list_items(events):
    """For each outermost list: whether it is a table of contents, and the first event inside
    each of its items."""
    lists, depth, stack = [], 0, []
    for index, (kind, _) in enumerate(events):
        if kind in ("ol", "ul"):
            depth += 1
            if depth == 1:
                lists.append({"start": index, "items": [], "toc": True})
        elif kind in ("/ol", "/ul") and depth:
            depth -= 1
        elif kind == "li" and depth:
            stack.append({"nested": False, "text": False, "link": False})
            if depth == 1:
                lists[-1]["items"].append(index)
        elif kind == "/li" and stack and depth:
            item = stack.pop()
            if stack:
                stack[-1]["nested"] = True
            if not item["nested"] and (item["text"] or not item["link"]):
                lists[-1]["toc"] = False  # an innermost item that is more than a link
        elif stack:
            if kind == "link":
                stack[-1]["link"] = True
            elif kind in ("text", "bold") and not inside_link(events, index):
                stack[-1]["text"] = True
    return lists


def inside_link(events, index):
    """Whether event index lies between an in-page link's start and end."""
    for kind, _ in reversed(events[:index]):
        if kind == "/a":
            return False
        if kind == "link":
            return True
    return False


def bold_questions(events):
    """Bold questions: "Q:"/"(N)" bold runs outside lists, or the bold run opening an item of
    an outermost list that is not a table of contents. None when there are none."""
    asked, depth = set(), 0
    for index, (kind, value) in enumerate(events):
        depth += kind in ("ol", "ul")
        depth -= kind in ("/ol", "/ul") and depth > 0
        if kind == "bold" and not depth and re.match(r"(Q:|\(\d+\))", value):
            asked.add(index)
    for found in list_items(events):
        if found["toc"]:
            continue
        for item in found["items"]:
            first = next((i for i in range(item + 1, len(events)) if events[i][0] not in ("link", "/a")), None)
            if first is not None and events[first][0] == "bold":
                asked.add(first)
    if not asked:
        return None
    sections, heading, titled = set(), None, False
    for index, (kind, _) in enumerate(events):
        if re.fullmatch(r"h[1-6]", kind):
            heading, titled = (index if titled else None), True
        elif index in asked and heading is not None:
            sections.add(heading)
    return len(sections), len(asked)


def page(text):
    if '<tr class="question"' in text:
        return docbook_xsl(text)
    parser = Page()
    parser.feed(text)
    if parser.scripts:
        return jsonld([json.loads(script) for script in parser.scripts])
    titles = [(int(kind[1]), value) for kind, value in parser.events if re.fullmatch(r"h[1-6]", kind) and value]
    answers = sum(kind == "dd" for kind, _ in parser.events)
    if answers <= len(titles) - 1:
        bold = bold_questions(parser.events)  # when headings cannot be what asks them
        return bold if bold is not None and bold[1] > len(titles) - 1 else headings(titles)
    sections, questions, headings_seen, asked = set(), 0, 0, False
    for event, _ in parser.events:
        if re.fullmatch(r"h[1-6]", event):
            headings_seen, asked = headings_seen + 1, False
        elif event == "dt":
            asked = True
        elif event == "dd" and asked:
            questions += 1
            asked = False
            if headings_seen > 1:  # under a heading other than the page's first
                sections.add(headings_seen)
    return len(sections), questions


failed = 0
for line in open("SOURCES.md", encoding="utf-8"):
    row = re.match(r"\| `([^`]+)` \|.*\| (\d+) \| (\d+) \|$", line.strip())
    if not row:
        continue
    name, expected = row.group(1), (int(row.group(2)), int(row.group(3)))
    raw = open(name, "rb").read()
    text = raw.decode("utf-8", errors="replace")
    if name.endswith((".html", ".htm")):
        found = page(text)
    elif name.endswith((".json", ".jsonld")):
        found = jsonld([json.loads(text)])
    elif name.endswith((".sgml", ".sgm", ".xml")) and "<qandaset" in text.lower():
        found = docbook(text)
    elif name.endswith((".adoc", ".asciidoc")) or (name.endswith(".txt") and count_light_markup.is_asciidoc(text)):
        found = count_light_markup.asciidoc(text)
    elif name.endswith(".txt"):
        found = count_plain_text.count(raw.decode("latin-1"))
    elif name.endswith(".md") and count_light_markup.definition_terms(text):
        found = count_light_markup.definition_list(text)
    elif name.endswith(".mdx") and count_light_markup.COMPONENT.search(text):
        found = count_light_markup.mdx_components(text)
    else:
        continue
    print(name, "counted:", found, "SOURCES.md:", expected)
    failed += found != expected
sys.exit(1 if failed else 0)
