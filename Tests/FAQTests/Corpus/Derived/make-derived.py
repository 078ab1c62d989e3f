#!/usr/bin/env python3
"""Makes the derived corpus files from the public-domain docutils FAQ (../Real), with docutils.

No permissively licensed FAQPage JSON-LD or plain HTML FAQ page was found in a public
repository, so these stand in for them; their counts follow from the source by construction.
Run again after changing it: python3 make-derived.py (needs python3-docutils).
"""
import json
import docutils.core
import docutils.nodes as nodes

SETTINGS = {"report_level": 5, "halt_level": 5, "file_insertion_enabled": False, "raw_enabled": False,
            "embed_stylesheet": False, "stylesheet_path": ""}
source = open("../Real/docutils--docutils--FAQ.rst", encoding="utf-8").read()

# 1. The FAQ as docutils writes it as an HTML page: h1 title, h2 sections, h3 questions.
page = docutils.core.publish_string(source, writer_name="html5", settings_overrides=SETTINGS).decode("utf-8")
open("docutils-FAQ.rst2html5.html", "w", encoding="utf-8").write(page)

# 2. A schema.org FAQPage graph in the shape SEO plugins write: the page lists its questions by @id.
doctree = docutils.core.publish_doctree(source, settings_overrides=SETTINGS)
base = "https://docutils.sourceforge.io/FAQ.html"
graph = [{"@type": ["WebPage", "FAQPage"], "@id": base, "name": doctree["title"], "mainEntity": []}]
for section in doctree.findall(nodes.section):
    if section.parent is doctree:
        continue  # a group of questions, not a question
    title = section.next_node(nodes.title).astext()
    anchor = section["ids"][0]
    body = "".join("<p>%s</p>" % child.astext().replace("&", "&amp;").replace("<", "&lt;")
                   for child in section.children if not isinstance(child, nodes.title))
    graph[0]["mainEntity"].append({"@id": base + "#" + anchor})
    graph.append({"@type": "Question", "@id": base + "#" + anchor, "name": title,
                  "acceptedAnswer": {"@type": "Answer", "text": body}})
jsonld = {"@context": "https://schema.org", "@graph": graph}
open("docutils-FAQ.faqpage.jsonld", "w", encoding="utf-8").write(json.dumps(jsonld, indent=1, ensure_ascii=False) + "\n")

# 3. A saved page: the HTML page with the graph in a JSON-LD script, as a browser saves it.
script = '<script type="application/ld+json">%s</script>\n</head>' % json.dumps(jsonld, ensure_ascii=False)
open("docutils-FAQ.saved-page.html", "w", encoding="utf-8").write(page.replace("</head>", script, 1))
