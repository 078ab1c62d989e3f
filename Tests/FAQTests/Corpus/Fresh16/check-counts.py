#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`../holdout_counting.py` holds what the holdouts share), apart from FAQ
Browser (never run on these files), and compares them with the table's last two cells. Prints
one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it, in the conventions
SOURCES.md states (../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind
"group" or "question"; `tally` counts them: a group holds the items after it up to the next group
of the same or a smaller depth, and a section is a group that holds at least one question,
directly or in a group inside it; a group titled "(none)" only closes the groups before it. A
rule that returns None says the file holds no FAQ (expected "refused"; none here does).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from holdout_counting import (NO_GROUP, html_tags, lines, main, ordered, rst_titles,  # noqa: E402,F401
                              sphinx_body, strip_fences, text_of)


def smarti(t):
    # "== Frequently asked questions (FAQ)" is the title over everything; "===" groups of "===="
    # questions
    return ordered((r"^=== \S.*$", "group", 1), (r"^==== \S.*$", "question", 2))(t)


def fim(t):
    # "= FAQ" title; every "==" an entry; the "===" headings are parts of answers (the two ways
    # of "Dealing with duplicates", the "Example" of "Changing default hash mode")
    return lines(r"^== \S.*$")(t)


def qanazoga(t):
    # level-1 Org headings; the first, "Introduction", asks nothing before the first entry
    # (document text); the "**" headings are the examples of "Data Structures as Functions"
    heads = re.findall(r"^\* (.*)$", t, re.M)
    assert heads[0] == "Introduction"
    return [("question", 1, h) for h in heads[1:]]


def db_file(t):
    # "=head1" GENERAL / COMMON PROBLEMS / TECHNIQUES hold "=item B<N.>" entries (with or
    # without a bold title); NAME, DESCRIPTION and VERSION are no groups
    items = []
    for m in re.finditer(r"^=head1 (.*)$|^=item B<\d+\.>", t, re.M):
        if m.group(1) is not None:
            title = m.group(1).strip()
            items.append(("group", 1, NO_GROUP if title in ("NAME", "DESCRIPTION", "VERSION") else title))
        else:
            items.append(("question", 2, m.group(0)))
    return items


def wiringpi(t):
    # "=head1" groups of "=head2" entries; NAME, DESCRIPTION and GLOSSARY OF TERMS (before the
    # first group, asking nothing) and AUTHOR / COPYRIGHT AND LICENSE are no groups; "=head3"s
    # are parts of answers
    items, skip = [], False
    for m in re.finditer(r"^=(head[12]) (.*)$", t, re.M):
        level, title = m.group(1), m.group(2).strip()
        if level == "head1":
            skip = title in ("NAME", "DESCRIPTION", "GLOSSARY OF TERMS", "AUTHOR", "COPYRIGHT AND LICENSE")
            items.append(("group", 1, NO_GROUP if skip else title))
        elif not skip:
            items.append(("question", 2, title))
    return items


def pdnsd(t):
    # each table opened by a "<b>Q:</b>" cell is one entry; the commented-out empty template
    # (q014) is dropped with the comments
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, m.group(0)) for m in re.finditer(r"<b>Q:</b>", t)]


def phpmyadmin(t):
    # Sphinx body: h2 groups of h3 entries; "N.M (withdrawn)." headings have no question and no
    # answer, so "Synchronization" (two of them only) holds nothing
    items = html_tags({"h2": ("group", 1), "h3": ("question", 2)}, sphinx_body)(t)
    return [i for i in items if "(withdrawn)" not in i[2]]


def barman(t):
    # "=" title; "-" groups; each question a paragraph opening with "**" (some over two lines)
    found = [(m.start(), "group", 1, m.group(1)) for m in re.finditer(r"^(\S.*)\n-{3,}$", t, re.M)]
    found += [(m.start(), "question", 2, m.group(0)) for m in re.finditer(r"^\*\*\S.*$", t, re.M)]
    return [f[1:] for f in sorted(found)]


# RULES-FUNCTIONS-END

RULES = {
    'redlink-gmbh--smarti--faq.adoc': smarti,
    'reactor--reactor-core--faq.adoc': lines(r"^== \S.*$"),
    'evrignaud--fim--faq.adoc': fim,
    'ElvinSuleymanov--automated-wireguard-stack--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'Frachtwerk--essencium-backend--faq.mdx': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'qanazoga--qanazoga.com--faq.org': qanazoga,
    'rigidus--rigidus.ru--faq.org': lines(r"^\* \S.*$"),
    'pmqs--DB_File--FAQ.pod': db_file,
    'stevieb9--rpi-wiringpi--FAQ.pod': wiringpi,
    'SAPikachu--pdnsd--faq.html': pdnsd,
    'ArcherSys--ArcherphpMyAdmin--faq.html': phpmyadmin,
    'ClusterHQ--flocker--index.rst': rst_titles({"~": ("group", 1), "*": ("question", 2)}),
    'EnterpriseDB--barman--index.rst': barman,
    'adimit--werti--FAQ.markdown': lambda t: lines(r"^## \S.*$")(strip_fences(t)),
    'yeti23--forecastweather--FAQ.markdown': lines(r"^ ?[-*] \S.*$"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
