#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh121) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. `readme_part` is ../Fresh119/'s (../Fresh113/'s and earlier), copied unchanged; the
AsciiDoc block helper `no_adoc_blocks` and the Org block helper `no_org_blocks` are
../Fresh119/'s (../Fresh107/'s and ../Fresh101/'s), copied unchanged. New here: a DocBook
`qandadiv`/`qandaentry` rule with comments dropped (kppp), an AsciiDoc rule of flat '==' entries
(Fedora CoreOS), an Org part rule (Denote), a plain-text rule of dash-underlined groups over
numbered entries (Oolite) and a GNU Info part rule of numbered list items (grep). The man page
(rclone) and the two Perl modules' POD (Furl, Expect) are counted in their FAQ part only, with
readme_part and one pattern each.
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
from holdout_counting import ordered  # noqa: E402
from holdout_counting import main  # noqa: E402

# ---- helpers copied from ../Fresh119/check-counts.py -------------------------------------------


def no_adoc_blocks(t):
    """Drops AsciiDoc delimited blocks (listing '----', literal '....', example '====', sidebar
    '****', passthrough '++++', comment '////')."""
    return re.sub(r"^(-{4,}|\.{4,}|={4,}|\*{4,}|\+{4,}|/{4,})[ \t]*$.*?^\1[ \t]*$", "",
                  t, flags=re.M | re.S)


def no_org_blocks(t):
    """../Fresh101/'s."""
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


def readme_part(start, stop, specs):
    """Only the text from the last line equal to start (the part's heading after the contents
    list) up to the last line equal to stop; specs: (regex, kind, depth) inside it. The part's own
    heading names the FAQ part and holds every entry: no section."""
    def rule(t):
        ls = t.split("\n")
        a = max(i for i, line in enumerate(ls) if line.strip() == start)
        b = max(i for i, line in enumerate(ls) if line.strip() == stop)
        return ordered(*specs)("\n".join(ls[a + 1:b]))
    return rule


# ---- new rules (Fresh121) ------------------------------------------------------------------------


def docbook_qandadivs(t):
    """DocBook: comments dropped; each <qandadiv> is a group, each <qandaentry> a question inside
    the last group. The <chapter> "Questions and Answers" and its <qandaset> hold every group (no
    section). An entry whose <answer> holds only comments is still an entry."""
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    out = []
    for m in re.finditer(r"<(qandadiv|qandaentry)\b", t):
        out.append(("group", 1, m.start()) if m.group(1) == "qandadiv" else ("question", 2, m.start()))
    return out


def adoc_flat_entries(t):
    """AsciiDoc: the '=' document title left out; every '==' heading outside delimited blocks is an
    entry of no section. Italic lines inside answers are answer text."""
    return [("question", 1, m.group(1).strip())
            for m in re.finditer(r"^==[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M)]


def org_part(start, stop):
    """Org: only the text from the line equal to start (the FAQ chapter's '*' heading) up to the
    line equal to stop (the next '*' heading); #+begin/#+end blocks dropped; each '**' heading is
    an entry. The chapter names the FAQ and holds every entry: no section."""
    def rule(t):
        ls = t.split("\n")
        a = ls.index(start)
        b = ls.index(stop, a)
        part = no_org_blocks("\n".join(ls[a + 1:b]))
        return [("question", 1, m.group(1)) for m in re.finditer(r"^\*\*[ \t]+(\S.*?)[ \t]*$", part, re.M)]
    return rule


def dash_groups_numbered(t):
    """Plain text: a group is a line at the margin over a line of ten or more '-'; an entry is a
    line 'N. ...' or 'N.M. ...' at the margin (its question may run on over the next line). The
    title over a line of '=' is no group."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if line.strip() and i + 1 < len(ls) and re.fullmatch(r"-{10,}[ \t]*", ls[i + 1]):
            out.append(("group", 1, line.strip()))
        elif re.match(r"^\d+(\.\d+)*\. \S", line):
            out.append(("question", 2, line.strip()))
    return out


def info_numbered_part(start, stop):
    """GNU Info: only the text from the line equal to start (a chapter's title) up to the line
    equal to stop (the next chapter's title); each list item '  N. ' at two spaces in is an entry.
    The chapter's opening examples are its text."""
    def rule(t):
        ls = t.split("\n")
        a = max(i for i, line in enumerate(ls) if line == start)
        b = max(i for i, line in enumerate(ls) if line == stop)
        return [("question", 1, line.strip()) for line in ls[a + 1:b] if re.match(r"^  \d+\. \S", line)]
    return rule


RULES = {
    # repositories
    # DocBook chapter "Questions and Answers": three qandadivs (18, 4, 4) of qandaentry
    'KDE--kppp--kppp-faq.docbook': docbook_qandadivs,
    # AsciiDoc: '=' title over twenty-one flat '==' questions
    'coreos--fedora-coreos-docs--faq.adoc': adoc_flat_entries,
    # Org manual: only '* Frequently Asked Questions' up to '* Acknowledgements': twelve '**'
    'protesilaos--denote--README.org': org_part("* Frequently Asked Questions", "* Acknowledgements"),
    # plain text: two dash-underlined groups (8, 7) of numbered questions
    'OoliteProject--oolite--FAQ.TXT': dash_groups_numbered,
    # Debian
    # GNU Info: only chapter '4 Usage' up to '5 Performance': seventeen numbered questions
    'grep--3.8-5--grep.info.gz': info_numbered_part("4 Usage", "5 Performance"),
    # POD in a Perl module (after __END__): only =head1 FAQ up to =head1 AUTHOR: six =item entries
    'libfurl-perl--3.14-2--Furl.pm': readme_part(
        "=head1 FAQ", "=head1 AUTHOR", ((r"^=item \S.*$", "question", 1),)),
    # POD in a Perl module: only '=head1 FAQ - Frequently Asked Questions' up to
    # '=head1 Source Examples': twenty-six =head2 (one with two spaces after '=head2')
    'libexpect-perl--1.35-2--Expect.pm': readme_part(
        "=head1 FAQ - Frequently Asked Questions", "=head1 Source Examples",
        ((r"^=head2\s+\S.*$", "question", 1),)),
    # man page (pandoc's man output): only .SH Frequently Asked Questions up to .SH License:
    # fifteen .SS entries
    'rclone--1.60.1+dfsg-2+b5--rclone.1.gz': readme_part(
        ".SH Frequently Asked Questions", ".SH License", ((r"^\.SS \S.*$", "question", 1),)),
}


if __name__ == "__main__":
    main(HERE, RULES)
