#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (`holdout_counting.py`, the holdouts' shared tally, from `Corpus/`), apart
from FAQ Browser (never run on these files), and compares them with the table's last two cells.
Prints one line per file; exit status 1 on any difference.

Each file has its own rule (RULES), written for this draw (Fresh119) after reading the file and
after its counts were written into a working list, in the conventions SOURCES.md states
(../Fresh5/'s). A rule returns a list of items (kind, depth, title), kind "group" or "question";
`tally` counts them: a group holds the items after it up to the next group of the same or a
smaller depth, and a section is a group that holds at least one question, directly or in a group
inside it. The Markdown/MDX helpers, the AsciiDoc helpers, the Org helpers and the rules srb2,
underlined_equals, readme_part, sguil, kos, wago, shared_headings, adoc_faq_entries and
numbered_underlined are ../Fresh117/'s (../Fresh115/'s and earlier), copied unchanged
(readme_part is used here; the others are kept as copied). New here: a rule for a GNU Info
chapter whose numbered sections hold '* Q.' bullets, two bullets with no blank line between them
sharing one answer (emacs-w3m). The Texinfo manual (Hyperbole), the man page (s-nail, mdoc) and
the Perl module's POD (Net::OpenSSH) are counted in their FAQ part only, with readme_part and
one pattern each; the plain-text FAQ (Google Maps clustering) with `lines`.
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
from holdout_counting import NO_GROUP, lines, main, ordered  # noqa: E402

# ---- Markdown and MDX (../Fresh97/'s helpers) ----------------------------------------------------


def no_front_matter(t):
    t = re.sub(r"\A---\n.*?\n---[ \t]*\n", "", t, flags=re.S)
    return re.sub(r"\A\+\+\+\n.*?\n\+\+\+[ \t]*\n", "", t, flags=re.S)


def no_fences(t):
    return re.sub(r"^[ \t]*(```|~~~).*?^[ \t]*\1[^\n]*$", "", t, flags=re.M | re.S)


def no_comments(t):
    return re.sub(r"<!--.*?-->", "", t, flags=re.S)


def body(t):
    return no_comments(no_fences(no_front_matter(t)))


def items(t, specs):
    """specs: [(regex, kind, depth)], matched at line starts in t; items in file order.
    A regex's first group, where it has one, is the title."""
    found = []
    for pattern, kind, depth in specs:
        for m in re.finditer(pattern, t, re.M):
            title = (m.group(1) if m.groups() else m.group(0)).strip()
            found.append((m.start(), kind, depth, title))
    return [f[1:] for f in sorted(found)]


def atx(levels, extra=(), pre=lambda t: t):
    """levels: {number of '#': (kind, depth)}; ATX headings with a title, up to three spaces in,
    outside front matter, fences and HTML comments; other levels left out. extra: more
    (regex, kind, depth). pre: applied to the text first (new here)."""
    specs = [(r"^ {0,3}%s[ \t]+(\S.*?)[ \t#]*$" % ("#" * n), v[0], v[1]) for n, v in levels.items()]

    def rule(t):
        return items(body(pre(t)), specs + list(extra))
    return rule


def topics(found, asking_only):
    """A group that holds no entry (the next item is a group of the same or a smaller depth, or
    nothing) becomes a topic entry of no section: a NO_GROUP group and a question. asking_only:
    only where its title ends in '?' (a closing heading that asks), as ../Fresh85/ read SKALE's."""
    out = []
    for i, (kind, depth, title) in enumerate(found):
        if kind == "group" and (not asking_only or title.rstrip().endswith("?")):
            nxt = found[i + 1] if i + 1 < len(found) else None
            if nxt is None or nxt[0] == "group" and nxt[1] <= depth:
                out += [("group", depth, NO_GROUP), ("question", depth + 1, title)]
                continue
        out.append((kind, depth, title))
    return out


def with_topics(rule):
    return lambda t: topics(rule(t), asking_only=False)


# ---- helpers copied from ../Fresh107/check-counts.py (../Fresh103/'s) -------------------------


def no_adoc_blocks(t):
    """Drops AsciiDoc delimited blocks (listing '----', literal '....', example '====', sidebar
    '****', passthrough '++++', comment '////')."""
    return re.sub(r"^(-{4,}|\.{4,}|={4,}|\*{4,}|\+{4,}|/{4,})[ \t]*$.*?^\1[ \t]*$", "",
                  t, flags=re.M | re.S)


def adoc_entries(closing=()):
    """AsciiDoc: the '=' document title left out; '==' headings are entries of no section, except
    the closing titles named, which ask nothing (text)."""
    def rule(t):
        return [("question", 1, m.group(1).strip())
                for m in re.finditer(r"^==[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M)
                if m.group(1).strip() not in closing]
    return rule


def no_org_blocks(t):
    """../Fresh101/'s."""
    return re.sub(r"^[ \t]*#\+begin_(\w+).*?^[ \t]*#\+end_\1[^\n]*$", "", t, flags=re.M | re.S | re.I)


def org_levels(t):
    """(level, title) of Org headings outside #+begin/#+end blocks (../Fresh101/'s)."""
    return [(len(m.group(1)), m.group(2).strip())
            for m in re.finditer(r"^(\*+)[ \t]+(\S.*?)[ \t]*$", no_org_blocks(t), re.M)]


# ---- rules copied from ../Fresh107/check-counts.py ----------------------------------------------


def adoc_groups(t):
    """AsciiDoc: the '=' document title left out; '==' headings are groups of '===' entries."""
    out = []
    for m in re.finditer(r"^(={2,3})[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M):
        out.append(("group", 1, m.group(2)) if len(m.group(1)) == 2 else ("question", 2, m.group(2)))
    return out


# ---- rules copied from ../Fresh113/check-counts.py (through ../Fresh115/) -----------------------------------------------------------------------------------


def srb2(t):
    """Plain text (Doom Legacy style): groups are ' [n] TITLE' lines framed by lines of dashes above
    and below (the CONTENTS list's ' [n] Title' lines are not framed: a table of contents); entries
    are lines starting with one or two spaces and '*', '#' or '+' and a space. The 'F.A.Q.' banner
    names the FAQ; the answers' own 'DOS' over '---' sub-heading is indented three spaces."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if re.match(r"^ \[\d\] \S", line) and 0 < i < len(ls) - 1 \
                and re.match(r"^ -{3,}\s*$", ls[i - 1]) and re.match(r"^ -{3,}\s*$", ls[i + 1]):
            out.append(("group", 1, line.strip()))
        elif re.match(r"^ {1,2}[*#+] \S", line):
            out.append(("question", 2, line.strip()))
    return out


def underlined_equals(t):
    """Plain text: a line at the margin over a line of '=' of the same length is a heading; the
    first is the document title ('Frequently asked questions'), the rest are flat questions."""
    ls, found = t.split("\n"), []
    for i in range(1, len(ls)):
        if re.fullmatch(r"=+", ls[i]) and ls[i - 1].strip() and len(ls[i]) == len(ls[i - 1]):
            found.append(ls[i - 1])
    return [("question", 1, title) for title in found[1:]]


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


# ---- rules copied from ../Fresh115/check-counts.py ------------------------------------------------------------------------


def sguil(t):
    """Plain text: body groups are 'N.0' headings indented six spaces; body entries are 'N.M'
    (M >= 1) headings indented ten spaces. The table of contents indents its groups ten spaces
    ('N.0', not an entry) and its entries thirteen, so neither is matched. A question's second line
    (indented six spaces, no number) is no heading."""
    return ordered((r"^ {6}\d+\.0\s{2,}\S.*$", "group", 1),
                   (r"^ {10}\d+\.[1-9]\d*\s{2,}\S.*$", "question", 2))(t)


def kos(t):
    """Plain text: groups are 'N --- Title ----' banners at the margin ('--- End ---' starts with
    dashes: no group); entries are lines holding only 'N.M' with M >= 1 (the 'N.M' line stands over
    one or more 'Q)' lines and one answer; '0.0' is a notice, no entry)."""
    return ordered((r"^\d+ --- \S.*$", "group", 1), (r"^\d+\.[1-9]\d*[ \t]*$", "question", 2))(t)


def wago(t):
    """Plain text: '[Group]' lines at the margin over 'Q001:' entries."""
    return ordered((r"^\[[A-Za-z ]+\][ \t]*$", "group", 1), (r"^Q\d{3}: \S.*$", "question", 2))(t)


def shared_headings(pattern):
    """Plain text: a line matching pattern is a question heading; a heading on the line right
    after another heading (no answer between) shares that answer: one question."""
    def rule(t):
        ls, out = t.split("\n"), []
        for i, line in enumerate(ls):
            if re.match(pattern, line) and not (i > 0 and re.match(pattern, ls[i - 1])):
                out.append(("question", 1, line.strip()))
        return out
    return rule


def adoc_faq_entries(t):
    """AsciiDoc: a '==' heading that names the FAQ holds every '===' entry (no section); listing
    and other delimited blocks dropped first."""
    out = []
    for m in re.finditer(r"^(={2,3})[ \t]+(\S.*?)[ \t]*$", no_adoc_blocks(t), re.M):
        out.append(("group", 1, NO_GROUP) if len(m.group(1)) == 2 else ("question", 2, m.group(2)))
    return out


# ---- rule copied from ../Fresh117/check-counts.py -----------------------------------------------


def numbered_underlined(t):
    """Plain text: a group is a line 'N TITLE' at the margin over a line of '='; an entry is a line
    'N.M title' at the margin (its title may run on over further lines before the '-' underline).
    The framed, indented title and a trailing group that holds no entry ('10 COPYRIGHT') are no
    section."""
    ls, out = t.split("\n"), []
    for i, line in enumerate(ls):
        if re.match(r"^\d+ [A-Z]", line) and i + 1 < len(ls) and re.fullmatch(r"=+", ls[i + 1]):
            out.append(("group", 1, line.strip()))
        elif re.match(r"^\d+\.\d+ \S", line):
            out.append(("question", 2, line.strip()))
    return out


# ---- new rules (Fresh119) ------------------------------------------------------------------------


def info_q_bullets(start, stop):
    """GNU Info: only the text from the line equal to start (the FAQ chapter's title) up to the
    line equal to stop (the next chapter's title). A group is a numbered section title ('7.1 ...')
    over a line of '='; a question is a '   * Q. ' bullet, except one on the line right after
    another bullet's text (no blank line between): the two share one answer, one question."""
    def rule(t):
        ls = t.split("\n")
        a = max(i for i, line in enumerate(ls) if line.strip() == start)
        b = max(i for i, line in enumerate(ls) if line.strip() == stop)
        part, out = ls[a + 1:b], []
        for i, line in enumerate(part):
            if re.match(r"^\d+\.\d+ \S", line) and i + 1 < len(part) and re.fullmatch(r"=+", part[i + 1]):
                out.append(("group", 1, line.strip()))
            elif line.startswith("   * Q. ") and i > 0 and not part[i - 1].strip() == "":
                continue
            elif line.startswith("   * Q. "):
                out.append(("question", 2, line.strip()))
        return out
    return rule


RULES = {
    # plain text
    # 'Frequently Asked Questions' title over nineteen 'Q.'/'A.' pairs between dash rules
    'kunukn--Google-Maps-Clustering-CSharp--FAQ.txt': lines(r"^Q\. \S.*$"),
    # Texinfo: only the appendix 'Questions and Answers': seven @item questions in one @enumerate
    'rswgnu--hyperbole--hyperbole.texi': readme_part(
        "@appendix Questions and Answers", "@appendix Future Work",
        ((r"^@item \S.*$", "question", 1),)),
    # Debian
    # mdoc man page: only .Sh "FAQ" up to .Sh "IMAP CLIENT": six .Ss entries
    's-nail--14.9.24-2--s-nail.1.gz': readme_part(
        '.Sh "FAQ"', '.Sh "IMAP CLIENT"', ((r"^\.Ss \S.*$", "question", 1),)),
    # GNU Info: chapter 7 (node 'Frequently Asked Questions') up to chapter 8: three sections
    # (4, 14, 1), fifteen '* Q.' bullets in 7.2 of which two share one answer
    'w3m-el--1.4.632+0.20210201.2305.54c3ccd-3--emacs-w3m.info.gz': info_q_bullets(
        "7 There isn't always an answer", "8 You can surely solve it"),
    # POD in a Perl module (after __END__): only =head1 FAQ up to =head1 SEE ALSO: ten =item entries
    'libnet-openssh-perl--0.83-1--OpenSSH.pm': readme_part(
        "=head1 FAQ", "=head1 SEE ALSO", ((r"^=item \S.*$", "question", 1),)),
}


if __name__ == "__main__":
    main(HERE, RULES)
