#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh123) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. `no_org_blocks` is ../Fresh121/'s (../Fresh101/'s), copied unchanged. New here: a
Texinfo rule of @section groups over @subsection entries (RTEMS), a plain-text rule of numbered
groups and entries after a contents list (qmail's FAQ), an Org part rule with groups (gptel), a
man(7) part rule that reads an `.ie n`/`.el` pair once (FormBuilder), a Markdown part rule of
bold numbered paragraphs (syntastic) and three Vim help part rules (startify's tagged '~'
titles, taglist's 'Q.' lines, gitgutter's lettered lines). Every file but the qmail FAQ and the
RTEMS chapter is counted in its FAQ part only.
`read` decodes the files (gzip, UTF-8 or Latin-1) and turns CRLF into LF.
The allowed readings the notes give are not run.
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
from holdout_counting import main  # noqa: E402

# ---- helper copied from ../Fresh121/check-counts.py --------------------------------------------


def no_org_blocks(t):
    """../Fresh101/'s."""
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


# ---- new rules (Fresh123) ------------------------------------------------------------------------


def part(lines, start, stop):
    """The lines after the first line matching start up to the first line after it matching stop
    (regexes, whole line)."""
    a = next(i for i, line in enumerate(lines) if re.fullmatch(start, line))
    b = next(i for i in range(a + 1, len(lines)) if re.fullmatch(stop, lines[i]))
    return lines[a + 1:b]


def texi_sections(t):
    """Texinfo fragment: '@c' lines and @example blocks dropped; the '@chapter' line is the
    fragment's title; each '@section' is a group, each '@subsection' an entry."""
    t = re.sub(r"^@example\b.*?^@end example[^\n]*$", "", t, flags=re.M | re.S)
    out = []
    for line in t.split("\n"):
        m = re.match(r"^@(section|subsection)\s+(\S.*)$", line)
        if m:
            out.append(("group", 1, m.group(2)) if m.group(1) == "section" else ("question", 2, m.group(2)))
    return out


def numbered_after_contents(t):
    """Plain text with no title: the file opens with a contents list whose first line comes back
    where the body begins; in the body a group is a line 'N. ...' and an entry a line 'N.M. ...',
    each at the margin and after a blank line (a numbered line inside a paragraph is text)."""
    ls = t.split("\n")
    first = ls[0]
    body_at = next(i for i in range(1, len(ls)) if ls[i] == first)
    out = []
    for i in range(body_at, len(ls)):
        if ls[i - 1].strip():
            continue
        if re.match(r"^\d+\.\d+\. \S", ls[i]):
            out.append(("question", 2, ls[i]))
        elif re.match(r"^\d+\. \S", ls[i]):
            out.append(("group", 1, ls[i]))
    return out


def org_part_groups(start, stop):
    """Org: only the lines after start (the FAQ heading, level 2) up to stop (the next level-2
    heading); blocks dropped; '***' headings are groups, '****' headings entries. The FAQ
    heading names the FAQ and holds every group: no section."""
    def rule(t):
        body = no_org_blocks("\n".join(part(t.split("\n"), re.escape(start), re.escape(stop))))
        out = []
        for m in re.finditer(r"^(\*{3,4})[ \t]+(\S.*?)[ \t]*$", body, re.M):
            out.append(("group", 1, m.group(2)) if len(m.group(1)) == 3 else ("question", 2, m.group(2)))
        return out
    return rule


def man_part(start, stop):
    """man(7): only the lines after start (the FAQ's .SH line) up to stop (the next .SH line);
    each '.SS' line is an entry; an '.ie n .SS' line is one, its '.el .SS' twin is skipped."""
    def rule(t):
        out = []
        for line in part(t.split("\n"), re.escape(start), re.escape(stop)):
            if line.startswith(".el "):
                continue
            m = re.match(r"^(?:\.ie n )?\.SS\s+(\S.*)$", line)
            if m:
                out.append(("question", 1, m.group(1)))
        return out
    return rule


def md_bold_numbered_part(start, stop):
    """Markdown: only the lines after start up to stop (two '##' headings); an entry is a
    paragraph (lines between blank lines) whose first line starts with a bold '__N.M.'; two bold
    lines in one paragraph over one answer are one entry."""
    def rule(t):
        body = "\n".join(part(t.split("\n"), re.escape(start), re.escape(stop)))
        body = re.sub(r"^```.*?^```[^\n]*$", "", body, flags=re.M | re.S)
        return [("question", 1, p.split("\n")[0]) for p in re.split(r"\n[ \t]*\n", body)
                if re.match(r"__\d+\.\d+\. ", p.strip("\n"))]
    return rule


def vimhelp_tagged_titles(start, stop, tag):
    """Vim help: only the lines after start up to stop; an entry is a line ending in '~' (a help
    header) right after a line holding only a tag matching tag; headers with no tag line before
    them are sub-headings of an answer."""
    def rule(t):
        ls = part(t.split("\n"), start, stop)
        return [("question", 1, ls[i]) for i in range(1, len(ls))
                if ls[i].endswith("~") and re.fullmatch(r"\s*\*" + tag + r"\*\s*", ls[i - 1])]
    return rule


def vimhelp_lines(start, stop, pattern):
    """Vim help: only the lines after start up to stop; each line matching pattern at the margin
    begins an entry."""
    def rule(t):
        return [("question", 1, line) for line in part(t.split("\n"), start, stop) if re.match(pattern, line)]
    return rule


RULES = {
    # repositories
    # Texinfo chapter of the RTEMS FAQ: four @section groups (6, 13, 3, 8) of @subsection entries
    'RTEMS--rtems--build45.t': texi_sections,
    # plain text: a contents list, then 8 numbered groups of 41 'N.M.' questions
    'notqmail--notqmail--FAQ': numbered_after_contents,
    # Org README: only '** FAQ' up to '** Additional Configuration': 3 '***' groups, 12 '****'
    'karthink--gptel--README.org': org_part_groups("** FAQ", "** Additional Configuration"),
    # Vim help: only the FAQ part up to the next '=' rule: 15 tagged '~' titles
    'mhinz--vim-startify--startify.txt': vimhelp_tagged_titles(
        r"FAQ\s+\*startify-faq\*", r"=+", r"startify-faq-\d+"),
    # Debian
    # man page (pod2man): only the FAQ .SH up to .SH "REFERENCES": 8 .SS, one as an .ie/.el pair
    'libcgi-formbuilder-perl--3.10-6--CGI::FormBuilder.3pm.gz': man_part(
        '.SH "FREQUENTLY ASKED QUESTIONS (FAQ)"', '.SH "REFERENCES"'),
    # Markdown README: only '## 4\. FAQ' up to '## 5\. Resources': 16 bold numbered paragraphs
    'vim-syntastic--3.10.0-3--README.markdown.gz': md_bold_numbered_part(r"## 4\. FAQ", r"## 5\. Resources"),
    # Vim help: only '10. Frequently Asked Questions~' up to '11. License~': six 'Q.' lines
    'vim-scripts--20210124.2--taglist.txt': vimhelp_lines(
        r"10\. Frequently Asked Questions~", r"11\. License~", r"Q\. \S"),
    # Vim help: only the FAQ part up to the next '=' rule: lettered entries a. to e.
    'vim-gitgutter--0~20200414-2--gitgutter.txt': vimhelp_lines(
        r"FAQ\s+\*gitgutter-faq\*", r"=+", r"[a-z]\. \S"),
}


if __name__ == "__main__":
    main(HERE, RULES)
