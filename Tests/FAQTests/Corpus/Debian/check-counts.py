#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (gzip, re, html.parser), apart from FAQ Browser's importers, and compares
them with the table (test-only; RealCorpusTests runs it). Prints one line per file; exit status
1 on any difference.

Every file has its own rule below (RULES), in one of five shapes, written for what that file's
author wrote. The shared conventions are the hand counts': a section is a group that holds at
least one question (a group heading holding none is not a section); the document's title,
tables of contents and a question's own sub-headings never count; when the only group holding
questions is the document's body ("DESCRIPTION", "QUESTIONS"...), the FAQ is flat.

* lines: a plain-text file. Counting starts after the `start` pattern's first match (the table
  of contents above it does not count); `question` and `section` are line patterns; a section
  is counted when a question follows it before the next section. Where the file has contents,
  `contents` matches their question entries (above `start`, or anywhere when there is no
  `start`), and their number must be the number of questions (less `not_listed`, the ones the
  author's contents leave out).
* pod: POD commands (`=head1`, `=item`...) at a paragraph's start, outside `=begin`/`=end`.
  `group` and `question` name the commands; `=item`s count only at the first `=over` level
  inside a group; a group heading with text and no question is itself a question when
  `lone_group_asks` is set.
* man: roff requests; `.ie n .SS X` / `.el .SS Y` are one heading (the first is counted).
  `group` and `question` name what makes them in that file (see RULES).
* html: headings, and bold "(N) question" paragraphs, from html.parser; events before the
  `start` heading's last occurrence (a table of contents) are left out. Where the page has
  contents, `contents` matches their question entries in the source (after `contents_after`),
  and the number of distinct entries must be the number of questions.
* refused: a file that holds no question at all (it points elsewhere): no line ends in "?".
"""
import gzip
import html.parser
import re
import sys

WRAPPERS = {"DESCRIPTION", "QUESTIONS", "FAQs", "FREQUENTLY ASKED QUESTIONS"}


def count_groups(items):
    """items: ('group', title) and ('question', title) in document order."""
    holding, current, questions = [], None, 0
    for kind, title in items:
        if kind == "group":
            current = title
        elif kind == "question":
            questions += 1
            if current is not None and current not in holding:
                holding.append(current)
    if len(holding) == 1 and holding[0] in WRAPPERS:
        holding = []
    return len(holding), questions


def lines(text, question, section=None, start=None, section_asks_next=False, contents=None, not_listed=0):
    body = text[re.search(start, text, re.M).end():] if start else text
    found = [(m.start(), "question", m.group(0)) for m in re.finditer("^(?:%s)" % question, body, re.M)]
    if section:
        taken = {at for at, _, _ in found}
        found += [(m.start(), "group", m.group(0)) for m in re.finditer("^(?:%s)" % section, body, re.M)
                  if m.start() not in taken]
    items = [(kind, title) for _, kind, title in sorted(found)]
    if section_asks_next:  # a numbered section line counts only if its own N.1 question follows
        items = [(kind, title) for n, (kind, title) in enumerate(items)
                 if kind != "group" or (n + 1 < len(items) and re.match(
                     r"\s*%s\.1\.?\s" % re.match(r"\s*(\d+)\.", title).group(1), items[n + 1][1]))]
    counted = count_groups(items)
    if contents:  # the author's own contents list the same questions (less any it leaves out)
        listed = len(re.findall("^(?:%s)" % contents, text[:len(text) - len(body)] if start else text, re.M))
        if listed + not_listed != counted[1]:
            return ("contents list", listed, "questions", counted[1])
    return counted


def pod(text, group="head1", question="head2", lone_group_asks=False):
    items, depth, skipping = [], 0, False
    lone = None  # the `group` heading just seen, while it has text and no question yet

    def close_group():  # a group heading with text and no question is a question beside the groups
        if lone_group_asks and lone and lone[1]:
            items[-1] = ("group", None)
            items.append(("question", lone[0]))

    for paragraph in re.split(r"\n\s*\n", text):
        command = re.match(r"=(\w+)\s*(.*)", paragraph, re.S)
        if not command:
            if lone:
                lone[1] = True
            continue
        name, rest = command.group(1), " ".join(command.group(2).split())
        if name in ("begin", "end"):
            skipping = name == "begin"
            continue
        if skipping:
            continue
        if name == "over":
            depth += 1
        elif name == "back":
            depth -= 1
        elif name == group or (name.startswith("head") and group.startswith("head") and name < group):
            close_group()
            items.append(("group", rest))
            lone, depth = ([rest, False] if name == group else None), 0
        elif name == question and (name != "item" or depth == 1):
            items.append(("question", rest))
            lone = None
    close_group()
    return count_groups(items)


def man(text, group, question):
    """group: '.SH' or '.SS'. question: '.SS' (a subsection heading), 'italic-ix' (an italic line
    followed by `.IX Subsection`, pod2man's `=head3`) or 'pp-rs' (DocBook's `.PP`, term lines,
    `.RS 4`)."""
    requests = text.split("\n")
    items, i = [], 0
    while i < len(requests):
        line = requests[i]
        heading = re.match(r'^(?:\.ie n )?\.(SH|SS)\s+"?(.*?)"?\s*$', line)
        if line.startswith(".el ."):
            i += 1
            continue
        if heading:
            title = re.sub(r"\\f.|\\\(..|\\s[-+]?\d|\\&|\\", "", heading.group(2))
            if "." + heading.group(1) == group:
                items.append(("group", title))
            elif question == ".SS" and heading.group(1) == "SS":
                if items and items[-1] == ("group", "NAME"):
                    pass  # a contents list under NAME
                else:
                    items.append(("question", title))
            elif heading.group(1) == "SH" and group == ".SS":
                items.append(("group", None))  # a man section outside the FAQ's groups
        elif question == "italic-ix" and line.startswith("\\fI") and i + 1 < len(requests) \
                and requests[i + 1].startswith(".IX Subsection"):
            items.append(("question", line))
        elif question == "pp-rs" and line == ".PP":
            j = i + 1
            while j < len(requests) and requests[j] and not requests[j].startswith("."):
                j += 1
            if j > i + 1 and j < len(requests) and requests[j].startswith(".RS 4"):
                items.append(("question", " ".join(requests[i + 1:j])))
        i += 1
    return count_groups(items)


class Events(html.parser.HTMLParser):
    """Headings and bold paragraph openings, in document order, as (kind, text)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events, self.heading, self.bold, self.paragraph_start = [], None, None, False

    def handle_starttag(self, tag, attrs):
        kind = (dict(attrs).get("class") or "").lower()
        if re.fullmatch(r"h[1-6]", tag):
            self.heading = (tag if not kind else tag + "." + kind, [])
        elif tag == "tr" and kind:
            self.events.append(("tr." + kind, ""))
        elif tag == "p":
            self.paragraph_start = True
        elif tag == "b" and self.paragraph_start:
            self.bold = []
        elif tag != "a":
            self.paragraph_start = False

    def handle_endtag(self, tag):
        if self.heading and tag == self.heading[0].split(".")[0]:
            self.events.append((self.heading[0], " ".join("".join(self.heading[1]).split())))
            self.heading = None
        elif tag == "b" and self.bold is not None:
            self.events.append(("p-b", " ".join("".join(self.bold).split())))
            self.bold = None

    def handle_data(self, data):
        if self.heading:
            self.heading[1].append(data)
        if self.bold is not None:
            self.bold.append(data)
        if data.strip() and self.bold is None:
            self.paragraph_start = False


def html_page(text, group=None, question="h3", start=None, stop=None, question_pattern=None, contents=None,
              contents_after=None):
    """group and question: an event kind: "h2" (any h2), "h3.sect2" (an h3 of class "sect2"),
    "p-b" (a paragraph's opening bold text), "tr.question" (a table row of class "question"), or
    a tuple of them."""
    parser = Events()
    parser.feed(text)
    events = parser.events
    if start:
        starts = [n for n, (_, title) in enumerate(events) if re.match(start, title)]
        events = events[starts[-1]:]
    if stop:
        events = events[:next(n for n, (_, title) in enumerate(events) if n and re.match(stop, title))]

    def kind_is(kind, wanted):
        return any(kind == one or kind.startswith(one + ".") for one in
                   (wanted if isinstance(wanted, tuple) else (wanted,) if wanted else ()))
    items = []
    for kind, title in events:
        if kind_is(kind, group):
            items.append(("group", title))
        elif kind_is(kind, question) and (not question_pattern or re.match(question_pattern, title)):
            items.append(("question", title))
    counted = count_groups(items)
    if contents:  # the page's own contents: distinct entries (links repeated in answers count once)
        region = text[text.index(contents_after):] if contents_after else text
        listed = len(set(re.findall(contents, region)))
        if listed != counted[1]:
            return ("contents list", listed, "questions", counted[1])
    return counted


def html_regex(text, group, question, start, contents=None):
    """Hand-written pages by patterns of their source, after `start`: `group` opens a group,
    `question` marks a question (ht://Dig: `<h3>` groups of `<strong>1.1. <a name>` lines);
    `contents` counts the distinct targets of the page's own list before `start`."""
    at = re.search(start, text).start()
    items = [("group" if m.group(1) else "question", m.group(0))
             for m in re.finditer("(%s)|(%s)" % (group, question), text[at:])]
    counted = count_groups(items)
    if contents:
        listed = len(set(re.findall(contents, text[:at])))
        if listed != counted[1]:
            return ("contents list", listed, "questions", counted[1])
    return counted


def refused(text):
    asks = [line for line in text.split("\n") if line.rstrip().endswith("?")]
    return "refused" if not asks and "http" in text else ("asks", len(asks))


PERLFAQ = dict(kind=pod)
RULES = {
    # Plain text. "Q:" (or "Q1:") opens a question at the left margin; its answer is the "A:" paragraph(s).
    "lftp--4.9.2-2+b1--FAQ": dict(kind=lines, question=r"Q: "),
    "minicom--2.8-2--minicom.FAQ": dict(kind=lines, question=r"Q\d+: "),
    "dnsmasq-base--2.90-4~deb12u2--FAQ.gz": dict(kind=lines, question=r"Q: "),
    "ppp--2.4.9-1+1.1+b1--FAQ.gz": dict(kind=lines, question=r"Q: "),
    "screen--4.9.0-4--FAQ.gz": dict(kind=lines, question=r"Q: "),
    # "N. question" (or "4b.") at the margin, underlined with "~~~" (after its second line if it has two).
    "mdadm--4.2-5--FAQ.gz": dict(kind=lines, question=r"~+$"),
    # "N. question" at the margin; answers are tab-indented.
    "procmail--3.22-27--FAQ": dict(kind=lines, question=r"\d+\. "),
    # "N. part" lines between "====" rules (the list above them is the contents); "Q:" questions.
    "gpm--1.20.7-10+b1--FAQ.gz": dict(kind=lines, question=r"Q: ", section=r"\d+\. ", start=r"^=+$"),
    # After the "====" rule below the contents: "N. part" at the margin, " N.M question" indented one or
    # two spaces after a blank line ("  4.12 and the SSLCERTS document" goes on a sentence of 4.11's answer).
    "libcurl4-doc--7.88.1-10+deb12u15--FAQ.gz": dict(kind=lines, question=r"(?<=\n\n) {1,2}\d+\.\d+ \S", section=r"\d+\. \S",
                                                     start=r"^={78}$", contents=r"  \d+\.\d+ "),
    # Minimal digest: each part opens with "Subject: N. part" and each question with "Subject: N.M. question".
    "inn2--2.7.1-1+deb12u1--FAQ.gz": dict(kind=lines, question=r"Subject: \d+\.\d+\. ", section=r"Subject: \d+\. ",
                                      contents=r"    \d+\.\d+\.  ?\S"),
    # "**** group ****" and "#N." at the margin; the list at the top repeats them (left out).
    "expect--5.45.4-2+b1--FAQ.gz": dict(kind=lines, question=r"#\d+\. ", section=r"\*\*\*\* .* \*\*\*\*",
                                        start=r"^\* Questions and Answers$", contents=r"#\d+\. "),
    # "N. part" and "N.M. question" at the margin (the contents are indented); "323. You..." is answer text.
    "chrony--4.3-2+deb12u3--FAQ.gz": dict(kind=lines, question=r"\d+\.\d+\. ", section=r"\d+\. ", section_asks_next=True,
                                      contents=r" +\? \d+\.\d+\. "),
    # After "--- End of Contents ---": "Chapter N:" parts and "N.M:" questions.
    "zsh-common--5.9-4--FAQ.gz": dict(kind=lines, question=r"\d+\.\d+: ", section=r"Chapter \d+: ",
                                      start=r"^--- End of Contents ---$", contents=r"\d+\.\d+\. "),
    # "SECTION N - TITLE" and "N.M. question" at the margin; the index above repeats them indented.
    "vim-doc--9.0.1378-2+deb12u2--FAQ.gz": dict(kind=lines, question=r"\d+\.\d+\. ", section=r"SECTION \d+ - ",
                                        contents=r"    \d+\.\d+\. ", not_listed=1),
    # linuxdoc output: "  N.  Part" and "  N.M.  Question" (two spaces after the number's dot);
    # "  3.2." and "  3.3." are groups of "  3.2.K." questions; the contents use "     N.M" and
    # "        N.M.K" without the dot; "  6.3.1." is part of an answer.
    "slrn--1.0.3+dfsg-6+b1--FAQ.gz": dict(kind=lines, question=r"  (?!3\.[23]\.  )\d+\.\d+\.  \S|  3\.[23]\.\d+\.  \S",
                                      section=r"  \d+\.  \S|  3\.[23]\.  \S",
                                      contents=r"     (?!3\.[23] )\d+\.\d+ |        3\.[23]\.\d+ "),
    "gnupg--2.2.40-1.1+deb12u2--FAQ": dict(kind=refused),
    # pod2text: "  Group" indented two spaces, "   Question" three (a long one goes on at the
    # margin), answers four.
    "rxvt-unicode--9.30-2+b4--README.FAQ.gz": dict(kind=lines, question=r"   \S", section=r"  \S"),
    # html2text: after the "FAQ" title, each question is a paragraph indented two spaces (some
    # of several lines), its answer three.
    "tcsh--6.24.07-1--FAQ.gz": dict(kind=lines, question=r"(?<=\n\n)  \S", start=r"^FAQ$"),
    # Markdown: "# N. Part" headings, "* **N.M question**" bullets; the unnumbered bold bullets of
    # "# 11. References" name kinds of reference, not questions.
    "cryptsetup--2.6.1-4~deb12u2--FAQ.md.gz": dict(kind=lines, question=r" {1,2}\* \*\*\d+\.\d+ ",
                                                    section=r"# \d+\. "),
    # HTML.
    "nano--7.2-1+deb12u1--faq.html": dict(kind=html_page, group="h1", question="h3", start=r"1\. General",
                                          contents=r'<a href="#\d+\.\d+">'),
    "sqlite3-doc--3.40.1-2+deb12u2--faq.html": dict(kind=html_page, question="p-b", question_pattern=r"\(\d+\) ",
                                                    contents=r"<li value='\d+'>"),
    "fetchmail--6.4.37-1--fetchmail-FAQ.html": dict(kind=html_page, group="h1", question="h2", start=r"General problems",
                                                    contents=r'<a href="#[A-Z]\d+">', contents_after='id="Contentdetail"'),
    "xboard--4.9.1-2+b1--FAQ.html": dict(kind=html_page, group="h2", question="h3", start=r"\[A\] ",
                                         contents=r'<li><a href="#tag-[A-Z]\.\d+">'),
    "ffmpeg-doc--5.1.9-0+deb12u1--faq.html": dict(kind=html_page, group="h2", question="h3", start=r"1 General Questions",
                                                  contents=r'<a id="toc-[^"]*" href="#[^"]*">\d+\.\d+ '),
    # Asciidoctor: the h1 is the title, h2 parts, h3 questions (the contents are a list of links).
    "weechat-doc--3.8-1--weechat_faq.en.html": dict(kind=html_page, group="h2", question="h3"),
    # Sphinx: the sidebar's headings ("Table of Contents", "Navigation"...) come before the h1
    # and again after the text; h2 parts, h3 questions.
    "python3.11-doc--3.11.2-6+deb12u9--general.html": dict(kind=html_page, group="h2", question="h3",
                                                          start=r"General Python FAQ", stop=r"Table of Contents"),
    # DocBook XSL: a qandaset table, one row of class "question" for each question (the list of
    # links above it is its contents).
    "aptitude-doc-en--0.8.13-5--ch03.html": dict(kind=html_page, question="tr.question", contents=r"<dt>\d+\.\d+\. "),
    # Modular DocBook HTML (DSSSL): the page is one chapter (its SECT1 heading is the page's title);
    # each SECT2 heading is a question, whether an H3 or, for 1.18, an H2; SECT3 headings are
    # parts of 1.17's answer.
    "privoxy--3.0.34-1--general.html": dict(kind=html_page, question=("h2.sect2", "h3.sect2")),
    # Hand-written: "Questions" lists numbered links; after "Answers", `<h3>` groups of bold
    # `<strong>N.M. <a name="qN.M">question</a></strong><br>` lines, no question headings.
    "htdig-doc--3.2.0b6-19--FAQ.html": dict(kind=html_regex, group=r"<h3>[^<]*", question=r'<strong>\s*[\d.]+\s*<a name="',
                                            start=r"<h2>Answers</h2>", contents=r'href="#(q[^"]+)"'),
    # man pages.
    "git-man--2.39.5-0+deb12u3--gitfaq.7.gz": dict(kind=man, group=".SH", question="pp-rs"),
    "universal-ctags--5.9.20210829.0-1--ctags-universal-faq.7.gz": dict(kind=man, group=".SH", question=".SS"),
    "libmoose-perl--2.2203-1--Moose::Manual::FAQ.3pm.gz": dict(kind=man, group=".SS", question="italic-ix"),
    "liblog-log4perl-perl--1.57-1--Log::Log4perl::FAQ.3pm.gz": dict(kind=man, group=".SH", question=".SS"),
    "perl-doc--5.36.0-7+deb12u4--IO::Compress::FAQ.3perl.gz": dict(kind=man, group=".SH", question=".SS"),
    # Texinfo's plain text (two FAQs joined): chapters underlined with "*" exactly; questions are
    # "N.M" titles underlined with "=", or "  N. " items after a blank line (AUCTeX's @enumerate).
    "auctex--12.2-1--FAQ.gz": dict(kind=lines, question=r"(?<=\n\n)  \d+\. \S|\d+\.\d+ .*\n=+$", section=r".+\n\*+$"),
    # POD.
    "libtemplate-perl--2.27-1+b5--FAQ.pod": dict(kind=pod),
    "libpar-perl--1.018-2--FAQ.pod": dict(kind=pod),
    "libdbix-class-perl--0.082843-1--FAQ.pod": dict(kind=pod, group="head2", question="item", lone_group_asks=True),
    "libmojolicious-perl--9.31+dfsg-1--FAQ.pod": dict(kind=pod),
}
for n in range(1, 10):
    RULES["perl-doc--5.36.0-7+deb12u4--perlfaq%d.pod" % n] = PERLFAQ


def read(name):
    data = open(name, "rb").read()
    if name.endswith(".gz"):
        data = gzip.decompress(data)
    return data.decode("utf-8", errors="replace")


failed = 0
for line in open("SOURCES.md", encoding="utf-8"):
    row = re.match(r"\| `([^`]+)` \|.*\| (\w+) \| (\w+) \|$", line.strip())
    if not row:
        continue
    name = row.group(1)
    expected = "refused" if row.group(2) == "refused" else (int(row.group(2)), int(row.group(3)))
    if name not in RULES:
        print(name, "has no rule")
        failed += 1
        continue
    rule = dict(RULES[name])
    found = rule.pop("kind")(read(name), **rule)
    print(name, "counted:", found, "SOURCES.md:", expected, "" if found == expected else "DIFFERENT")
    failed += found != expected
sys.exit(1 if failed else 0)
