#!/usr/bin/env python3
"""Cross-checks the hand counts of the reStructuredText files in SOURCES.md with docutils
(test-only; needs python3-docutils): sections below the document title that hold sections
are sections, their sections and the childless ones are questions."""
import re
import sys
import docutils.core
import docutils.nodes as nodes

SETTINGS = {"report_level": 5, "halt_level": 5, "file_insertion_enabled": False, "raw_enabled": False}
failed = 0
for line in open("SOURCES.md", encoding="utf-8"):
    match = re.match(r"\| `([^`]+\.rst)` .*\| (\d+) \| (\d+) \|$", line.strip())
    if not match:
        continue
    name, sections, questions = match.group(1), int(match.group(2)), int(match.group(3))
    doctree = docutils.core.publish_doctree(open(name, encoding="utf-8").read(), settings_overrides=SETTINGS)
    top = [s for s in doctree.children if isinstance(s, nodes.section)]
    if len(top) == 1 and not doctree.get("title"):
        top = [s for s in top[0].children if isinstance(s, nodes.section)]  # a title after a field list
    groups = [s for s in top if any(isinstance(c, nodes.section) for c in s.children)]
    found = (len(groups), sum(len([c for c in s.children if isinstance(c, nodes.section)]) for s in groups) + len(top) - len(groups))
    print(name, "docutils:", found, "SOURCES.md:", (sections, questions))
    failed += found != (sections, questions)
sys.exit(1 if failed else 0)
