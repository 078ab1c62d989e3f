#!/usr/bin/env python3
"""Counts the sections and questions of the HTML, FAQPage JSON-LD and DocBook files in
SOURCES.md with Python's standard library only, apart from FAQ Browser's importers, and
compares them with the table (test-only; RealCorpusTests runs it). The rules are the hand
counts' rules, written down for these shapes:

* HTML `<dl>` FAQ: each `<dd>` answers one question; several `<dt>`s before one `<dd>` ask
  it in other words. A heading below the page's first heading that holds questions is a
  section.
* HTML headings (a page without `<dl>` questions): the first heading is the page's title; a
  heading that ends in "?" or has no sub-headings is a question, and its sub-headings are
  part of its answer; any other heading that holds a question is a section.
* FAQPage JSON-LD (a file, or a page's `<script type="application/ld+json">`): each Question
  in a FAQPage's `mainEntity`, `{"@id": ...}` references resolved through the graph; one page
  has no sections, several pages are one section each.
* DocBook (XML or SGML): each `<qandaentry>` whose `<question>` has words is a question
  (comments left out); the nearest titled container holding it (`<qandadiv>`, `<sect1>`...)
  is its section, unless that is the document's outermost element.
Other rows are left to the hand counts. Exit status 1 on any difference."""
import html.parser
import json
import re
import sys

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

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events, self.scripts, self.skipping, self.script, self.heading = [], [], 0, None, None

    def handle_starttag(self, tag, attrs):
        if tag == "script" and dict(attrs).get("type", "").lower() == "application/ld+json":
            self.script = []
        if tag in self.SKIPPED:
            self.skipping += 1
        elif not self.skipping and tag in ("dt", "dd"):
            self.events.append((tag, ""))
        elif not self.skipping and re.fullmatch(r"h[1-6]", tag):
            self.heading = []

    def handle_endtag(self, tag):
        if re.fullmatch(r"h[1-6]", tag) and self.heading is not None:
            self.events.append((tag, " ".join("".join(self.heading).split())))
            self.heading = None
        if tag in self.SKIPPED and self.skipping:
            self.skipping -= 1
        if tag == "script" and self.script is not None:
            self.scripts.append("".join(self.script))
            self.script = None

    def handle_data(self, data):
        if self.script is not None:
            self.script.append(data)
        if self.heading is not None:
            self.heading.append(data)


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


def headings(found):
    """(level, title) in page order, the first being the page's title."""
    found = found[1:]
    def below(i):  # the headings inside heading i
        j = i + 1
        while j < len(found) and found[j][0] > found[i][0]:
            j += 1
        return range(i + 1, j)
    question = [title.endswith("?") or not below(i) for i, (_, title) in enumerate(found)]
    inside_question = set(j for i in range(len(found)) if question[i] for j in below(i))
    counted = [i for i in range(len(found)) if question[i] and i not in inside_question]
    sections = [i for i in range(len(found)) if not question[i] and i not in inside_question
                and any(j in counted for j in below(i))]
    return len(sections), len(counted)


def page(text):
    parser = Page()
    parser.feed(text)
    if parser.scripts:
        return jsonld([json.loads(script) for script in parser.scripts])
    if not any(kind == "dd" for kind, _ in parser.events):
        return headings([(int(kind[1]), text) for kind, text in parser.events if kind.startswith("h") and text])
    sections, questions, headings_seen, asked = set(), 0, 0, False
    for event, _ in parser.events:
        if event.startswith("h"):
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
    text = open(name, encoding="utf-8", errors="replace").read()
    if name.endswith((".html", ".htm")):
        found = page(text)
    elif name.endswith((".json", ".jsonld")):
        found = jsonld([json.loads(text)])
    elif name.endswith((".sgml", ".sgm", ".xml")) and "<qandaset" in text.lower():
        found = docbook(text)
    else:
        continue
    print(name, "counted:", found, "SOURCES.md:", expected)
    failed += found != expected
sys.exit(1 if failed else 0)
