#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for that file after reading it (and after its counts
were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule returns
a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a group
holds the items after it up to the next group of the same or a smaller depth, and a section is a
group that holds at least one question, directly or in a group inside it; a group titled "(none)"
only closes the groups before it. A rule that returns None says the file holds no FAQ (expected
"refused"; none here does). The rules read the markup (elements, directives, keys), not the
readings the notes argue; the allowed readings are not run.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# In Corpus/FreshNN/ the shared module is one folder up; drafted in /tmp it is read from the tree.
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import html_tags, main, ordered, text_of  # noqa: E402


def xml_comments_off(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def between(start, end):
    """The part of a page from the first `start` marker to the next `end` marker after it."""
    def body(t):
        i = t.index(start)
        return t[i:t.index(end, i)]
    return body


def docbook(t):
    """DocBook: <sect1>/<section> elements are groups, <qandaentry> elements questions (comments
    dropped); a group is closed by its end tag, so entries after it belong to no group."""
    out, depth = [], 0
    for m in re.finditer(r"<(/?)(sect1|section|qandaentry)\b[^>]*>", xml_comments_off(t)):
        closing, name = m.group(1), m.group(2)
        if name == "qandaentry":
            if not closing:
                out.append(("question", depth + 1, "entry"))
        elif closing:
            depth -= 1
            out.append(("group", depth + 1, "(none)"))
        else:
            depth += 1
            out.append(("group", depth, name))
    return out


def sect_only_docbook(group_tag):
    """DocBook where the one <group_tag> element wraps the whole FAQ and names it: its entries
    are flat (the wrapper is the FAQ's body, no section)."""
    def rule(t):
        body = xml_comments_off(t)
        assert len(re.findall(r"<%s\b" % group_tag, body)) == 1
        return [("question", 1, "entry") for _ in re.finditer(r"<qandaentry\b", body)]
    return rule


def faq_xml_sections(section_tag, title_of, entry_tag):
    """The XML::Twig-style and masobit-style FAQ schemas: <section_tag> elements (nested for
    mod-xslt) are groups, each <entry_tag> element is one question however many <question>
    children it has (questions sharing one answer are one entry)."""
    def rule(t):
        out, depth = [], 0
        pat = r"<(/?)(%s|%s)\b([^>]*)>" % (section_tag, entry_tag)
        for m in re.finditer(pat, xml_comments_off(t)):
            closing, name, attrs = m.groups()
            if name == entry_tag:
                if not closing:
                    out.append(("question", depth + 1, "entry"))
            elif closing:
                depth -= 1
                out.append(("group", depth + 1, "(none)"))
            else:
                depth += 1
                out.append(("group", depth, title_of(attrs, t, m.end())))
        return out
    return rule


def bioperl_title(attrs, t, pos):
    return re.search(r"<section_name>(.*?)</section_name>", t[pos:], re.S).group(1)


def modxslt_title(attrs, t, pos):
    return re.search(r'title="([^"]*)"', attrs).group(1)


def json_list(key_path, question_key):
    """JSON: the list at key_path (a tuple of keys, empty for the top level); every object in it
    with a non-empty question_key is one question; no groups."""
    def rule(t):
        data = json.loads(t)
        for key in key_path:
            data = data[key]
        return [("question", 1, x[question_key]) for x in data if x.get(question_key)]
    return rule


def pod6(t):
    """Raku Pod: =head1 groups of =head2 questions, outside =begin code … =end code blocks
    (directives may be indented)."""
    out, in_code = [], False
    for line in t.split("\n"):
        s = line.strip()
        if s.startswith("=begin code"):
            in_code = True
            continue
        if s.startswith("=end code"):
            in_code = False
            continue
        if in_code:
            continue
        m = re.match(r"=head([12])\s+(.*)", line)
        if m:
            out.append(("group" if m.group(1) == "1" else "question", int(m.group(1)), m.group(2)))
    return out


def texinfo_chapters(t):
    """Texinfo: @chapter groups of @section questions, outside @ignore … @end ignore; an
    @unnumbered (the concept index) closes the last group."""
    t = re.sub(r"^@ignore\b.*?^@end ignore\b", "", t, flags=re.M | re.S)
    out = []
    for m in re.finditer(r"^@(chapter|section|unnumbered)\s+(.*)$", t, re.M):
        kind, title = m.groups()
        if kind == "chapter":
            out.append(("group", 1, title))
        elif kind == "unnumbered":
            out.append(("group", 1, "(none)"))
        else:
            out.append(("question", 2, title))
    return out


def clawcost(t):
    """The page's FAQ grid: div.faq-category labels are groups, button.faq-q questions; the
    call-to-action h3 after the grid is outside it."""
    body = between('<div class="faq-grid">', '<div class="faq-cta">')(t)
    out = []
    for m in re.finditer(r'<div class="faq-category">(.*?)</div>|<button class="faq-q"[^>]*>(.*?)</button>',
                         body, re.S):
        if m.group(1) is not None:
            out.append(("group", 1, text_of(m.group(1))))
        else:
            out.append(("question", 2, text_of(m.group(2))))
    return out


# RULES-FUNCTIONS-END

RULES = {
    # <chapter> "FAQ" over one qandaset of eight entries (ids q1–q7, q9)
    'chilek--lms--faq.sgml': sect_only_docbook("chapter"),
    # <article> of four <sect1> groups; the commented-out template entry after </article> is dropped
    'codecandiescom--giFT-0.11.5--faq.dbk': docbook,
    # one <sect1> "Frequently Asked Questions" wraps the one qandaset: the FAQ's body
    'yo8192--fcron--faq.sgml': sect_only_docbook("sect1"),
    # the h2s inside <article class="legal-document">; the JSON-LD in <head> is outside it
    'artifu--playlist-transfer--faq.html':
        html_tags({"h2": ("question", 1)}, body=between('<article class="legal-document">', '</article>')),
    # the button questions inside <main>
    'DLbury--clide--index.html': html_tags({"button": ("question", 1)}, body=between("<main", "</main>")),
    'PDIS--ray2020-recruit--faq.json': json_list((), "q"),
    'Rmikar--nagi-project--faq.json': json_list(("items",), "question"),
    'ModologyStudiosLLC--clawcost--index.html': clawcost,
    'bioperl--bioperl-live--faq.xml': faq_xml_sections("section", bioperl_title, "q"),
    'Raku--doc--faq.pod6': pod6,
    # UTF-8 despite its "coding: iso-2022-7bit" cookie; twelve @chapter groups, the index closes
    'emacs-jp--emacs-manual-ja--faq.texi': texinfo_chapters,
    'ccontavalli--mod-xslt--faq.xml': faq_xml_sections("sect", modxslt_title, "entry"),
    # RULES-END
}


if __name__ == "__main__":
    main(HERE, RULES)
