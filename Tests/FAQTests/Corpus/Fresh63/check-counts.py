#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw after reading the file (and after its
counts were written into SOURCES.md), in the conventions SOURCES.md states (../Fresh5/'s). A rule
returns a list of items (kind, depth, title), kind "group" or "question"; `tally` counts them: a
group holds the items after it up to the next group of the same or a smaller depth, and a section
is a group that holds at least one question, directly or in a group inside it; a group titled
"(none)" only closes the groups before it. A rule that returns None says the file holds no FAQ
(expected "refused"; none here does). The rules read the markup: Texinfo sectioning commands
outside `@ignore` and comments (with the chapters and sections that hold no sub-headings, or only
list items, told apart), first-level `@item`s of the lists that are a FAQ's entries, DocBook
`qandadiv`/`sect1` and `qandaentry` elements outside comments, DocBook list items that open with
"Q:", MDX headings outside fences, accordion triggers, `<Accordion>` blocks and exported question
strings. The allowed readings the notes give are not run.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# In Corpus/FreshNN/ the shared module is one folder up; drafted in /tmp it is read from the tree.
for place in (os.path.dirname(HERE), "/work/main/Tests/FAQTests/Corpus"):
    if os.path.exists(os.path.join(place, "holdout_counting.py")):
        sys.path.insert(0, place)
        break
from holdout_counting import NO_GROUP, main, text_of  # noqa: E402

# ---- Texinfo ------------------------------------------------------------------------------------

SECTIONING = ("top", "chapter", "section", "subsection", "subsubsection", "unnumbered",
              "unnumberedsec", "unnumberedsubsec", "appendix", "appendixsec")


def texi_lines(t):
    """The file's lines with `@ignore` blocks and `@c`/`@comment` lines blanked."""
    out, ignoring = [], False
    for line in t.split("\n"):
        if re.match(r"@ignore\b", line):
            ignoring = True
        if ignoring or re.match(r"@(c|comment)(\s|$)", line):
            out.append("")
        else:
            out.append(line)
        if re.match(r"@end ignore\b", line):
            ignoring = False
    return out


def texi_outline(t):
    """[(command, title, body lines up to the next sectioning command)]."""
    lines, heads = texi_lines(t), []
    for n, line in enumerate(lines):
        m = re.match(r"@(%s)\b\s*(.*)$" % "|".join(SECTIONING), line)
        if m:
            heads.append((n, m.group(1), m.group(2).strip()))
    out = []
    for k, (n, command, title) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        out.append((command, title, lines[n + 1:end]))
    return out


def first_level_items(body):
    """Titles of the `@item`s of the outermost `@itemize`/`@enumerate` lists in body."""
    items, depth = [], 0
    for n, line in enumerate(body):
        if re.match(r"@(itemize|enumerate|table|ftable|vtable|multitable)\b", line):
            depth += 1
        elif re.match(r"@end (itemize|enumerate|table|ftable|vtable|multitable)\b", line):
            depth -= 1
        elif re.match(r"@item\b", line) and depth == 1:
            rest = line[5:].strip() or next((x.strip() for x in body[n + 1:] if x.strip()), "")
            items.append(rest)
    return items


def octave(t):
    """A chapter over sections is a group of them, except "What features are unique" (one question
    answered in ten sections); a chapter with no sections is a question of no section, except
    "Common problems", whose list items are its entries; the appendix (index) is no group."""
    out, skip_sections = [], False
    outline = texi_outline(t)
    for k, (command, title, body) in enumerate(outline):
        following = outline[k + 1][0] if k + 1 < len(outline) else None
        if command == "chapter":
            skip_sections = title.startswith("What features are unique")
            if following == "section" and not skip_sections:
                out.append(("group", 1, title))
            elif title == "Common problems":
                out.append(("group", 1, title))
                out += [("question", 2, item) for item in first_level_items(body)]
            else:
                out += [("group", 1, NO_GROUP), ("question", 1, title)]
        elif command == "section" and not skip_sections:
            out.append(("question", 2, title))
        elif command == "appendix":
            out.append(("group", 1, NO_GROUP))
    return out


def gpc(t):
    """The chapter/top is the title; a section over subsections is a group, a section with none a
    question of no section; subsections are questions."""
    out, outline = [], texi_outline(t)
    for k, (command, title, body) in enumerate(outline):
        following = outline[k + 1][0] if k + 1 < len(outline) else None
        if command == "section":
            if following == "subsection":
                out.append(("group", 1, title))
            else:
                out += [("group", 1, NO_GROUP), ("question", 1, title)]
        elif command == "subsection":
            out.append(("question", 2, title))
    return out


def gnus(t):
    """The section is the title; subsections are groups of their lists' first-level items."""
    out = []
    for command, title, body in texi_outline(t):
        if command == "subsection":
            out.append(("group", 1, title))
            out += [("question", 2, item) for item in first_level_items(body)]
    return out


def unnumbered_secs(t):
    return [("question", 1, title) for command, title, _ in texi_outline(t) if command == "unnumberedsec"]


def lm_sensors(t):
    """Chapters are groups; a section whose subsections it only introduces ("See below…", "The
    following…") is a group of them, any other section a question followed by its subsections as
    questions; the appendix (revision history) is no group."""
    out, outline = [], texi_outline(t)
    for k, (command, title, body) in enumerate(outline):
        following = outline[k + 1][0] if k + 1 < len(outline) else None
        text = " ".join(x.strip() for x in body if x.strip() and not re.match(r"@(node|anchor|cindex|menu|end menu)\b|\* ", x.strip()))
        if command == "chapter":
            out.append(("group", 1, title))
        elif command == "section":
            if following == "subsection" and re.match(r"(See below|The following)", text):
                out.append(("group", 2, title))
            else:
                out += [("group", 2, NO_GROUP), ("question", 2, title)]
        elif command == "subsection":
            out.append(("question", 3, title))
        elif command == "appendix":
            out.append(("group", 1, NO_GROUP))
    return out


# ---- DocBook -------------------------------------------------------------------------------------


def no_xml_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def docbook(group_tags):
    """Titled group elements are groups (closed by their end tags); qandaentry elements are
    questions; comments dropped."""
    def rule(t):
        out, depth = [], 0
        pattern = r"<(/?)(%s|qandaentry)\b[^>]*>" % "|".join(group_tags)
        for m in re.finditer(pattern, no_xml_comments(t)):
            closing, name = m.group(1), m.group(2)
            if name == "qandaentry":
                if not closing:
                    out.append(("question", depth + 1, "entry"))
            elif closing:
                depth -= 1
                out.append(("group", depth + 1, NO_GROUP))
            else:
                depth += 1
                title = re.match(r"\s*<title[^>]*>(.*?)</title>", t[m.end():], re.S)
                out.append(("group", depth, text_of(title.group(1)) if title else NO_GROUP))
        return out
    return rule


def q_list_items(t):
    """Debian Live: the first-level listitems of the chapter's itemizedlist that open with "Q:"."""
    out, depth = [], 0
    body = no_xml_comments(t)
    for m in re.finditer(r"<(/?)(itemizedlist|orderedlist|listitem)\b[^>]*>", body):
        closing, name = m.group(1), m.group(2)
        if name != "listitem":
            depth += -1 if closing else 1
        elif not closing and depth == 1:
            q = re.match(r"\s*<para>\s*Q:(.*?)</para>", body[m.end():], re.S)
            if q:
                out.append(("question", 1, text_of(q.group(1))))
    return out


# ---- MDX -----------------------------------------------------------------------------------------


def no_front_matter(t):
    return re.sub(r"\A---\n.*?\n---\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def atx(levels):
    """levels: {number of '#': (kind, depth)}; ATX headings outside front matter and fences."""
    def rule(t):
        out = []
        for m in re.finditer(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$", no_fences(no_front_matter(t)), re.M):
            if len(m.group(1)) in levels:
                out.append(levels[len(m.group(1))] + (m.group(2),))
        return out
    return rule


def accordion_triggers(t):
    return [("question", 1, text_of(m.group(1)))
            for m in re.finditer(r"<AccordionTrigger>(.*?)</AccordionTrigger>", t, re.S)]


def exported_questions(t):
    return [("question", 1, m.group(1))
            for m in re.finditer(r'^export const question = "(.*?)"\s*$', t, re.M)]


def ocean(t):
    """'###' headings are groups; each <Accordion> block is one question, its first paragraph."""
    out = []
    for m in re.finditer(r"^### (.*)$|^<Accordion>\s*\n\s*\n?(.+)$", no_front_matter(t), re.M):
        if m.group(1):
            out.append(("group", 1, m.group(1)))
        else:
            out.append(("question", 2, m.group(2)))
    return out


RULES = {
    'gnu-octave--octave--OctaveFAQ.texi': octave,
    'hebisch--gpc--faq.texi': gpc,
    'espenhw--gnus--gnus-faq.texi': gnus,
    'astrocfi--sd--faq.txi': unnumbered_secs,
    'lm-sensors--lm-sensors--lm_sensors-FAQ.texi': lm_sensors,
    # one titled qandadiv over 46 entries
    'cygwin--cygwin--faq-using.xml': docbook(["qandadiv", "sect1", "section"]),
    # a chapter of "Q:" list items
    'debian-live--live-manual--faq.xml': q_list_items,
    # an article of four titled qandadivs
    'hpjansson--conglomerate--faq.xml': docbook(["qandadiv", "sect1", "section"]),
    # a sect1 "General" over a qandaset
    'GStreamer--gstreamer--general.xml': docbook(["qandadiv", "sect1", "section"]),
    # an article with one flat qandaset
    'umputun--esvn--faq.xml': docbook(["qandadiv", "sect1", "section"]),
    'cremich--promptz--page.mdx': accordion_triggers,
    'filecoin-saturn--homepage--faq.mdx': exported_questions,
    # front matter; '##' questions
    'gvcgo--vmrdocs--faq.mdx': atx({2: ("question", 1)}),
    'oceanprotocol--marketplace-launchpad--faq.mdx': ocean,
    'vrajdesai78--wormframe-website--faqs.mdx': atx({2: ("question", 1)}),
}


if __name__ == "__main__":
    main(HERE, RULES)
