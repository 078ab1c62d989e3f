#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (gzip, re, html.parser), apart from FAQ Browser's importers, and compares
them with the table. Prints one line per file; exit status 1 on any difference.

These files were gathered to measure FAQ Browser on files nobody working on it had seen: each
has its own rule below (RULES), written for what that file's author wrote, after reading it.
The conventions are the other corpus folders': a section is a group that holds at least one
question, directly or in a group inside it (a group holding none is not a section); the
document's title, tables of contents and a question's own sub-headings never count; a FAQ
whose only group holding questions is its body ("Frequently asked questions", "FAQ") is flat.

Every rule turns the file into items, ("group", depth, title) and ("question", depth, title)
in document order, and `tally` counts them: a group holds the items after it up to the next
group of the same or a smaller depth.
"""
import gzip
import html.parser
import re
import sys

WRAPPERS = re.compile(r"(?i)^(frequently[- ]asked questions|faqs?|questions|description)$")


def tally(items):
    holding, questions = set(), 0
    stack = []  # (depth, index) of the groups open at this point
    for n, (kind, depth, title) in enumerate(items):
        if kind == "group":
            while stack and stack[-1][0] >= depth:
                stack.pop()
            stack.append((depth, n))
        else:
            questions += 1
            holding.update(index for _, index in stack)
    tops = [n for n in holding if not any(items[m][1] < items[n][1] and m in holding for m in holding)]
    if len(holding) == 1 and WRAPPERS.match(items[tops[0]][2].strip(" :.")):
        holding = set()
    return len(holding), questions


# Plain text and light markup: line patterns.

def lines(text, question, group=None, subgroup=None, start=None, stop=None):
    """Question and group patterns match at a line's start (re.M), after `start`'s first match
    and before `stop`'s first match after it."""
    if start:
        text = text[re.search(start, text, re.M).end():]
    if stop:
        text = text[:re.search(stop, text, re.M).start()]
    found = [(m.start(), "question", 9, m.group(0)) for m in re.finditer(question, text, re.M)]
    for depth, pattern in ((1, group), (2, subgroup)):
        if pattern:
            found += [(m.start(), "group", depth, m.group(0)) for m in re.finditer(pattern, text, re.M)]
    return tally([item[1:] for item in sorted(found)])


def qa_runs(text):
    """"Q:" lines answered together by one "A:" (john): a question is a run of "Q:" paragraphs
    ended by an "A:" line; tab-indented lines are the group titles (the first is the title)."""
    items = []
    for m in re.finditer(r"^\t(\S[^\n]*)$|^Q: (?:(?!^A: ).)*?^A: ", text, re.M | re.S):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 9, m.group(0)))
    return tally(items[1:])  # the first tab-indented line is the document's title


def cvs_categories(text):
    """"  Category: /a/b/" lines name nested groups (depth = number of parts; "/" itself is the
    document); "    N. question" lines at four spaces are questions, numbered 1... in each."""
    items, numbers = [], []
    for m in re.finditer(r"^  Category: (/[^,\n]*?)\s*$|^    (\d+)\. \S", text, re.M):
        if m.group(1) is not None:
            parts = [p for p in m.group(1).split("/") if p]
            items.append(("group", len(parts) or 0, m.group(1)))
            numbers.append([])
        else:
            numbers[-1].append(int(m.group(2)))
            items.append(("question", 99, m.group(0)))
    if any(found != list(range(1, len(found) + 1)) for found in numbers):
        return "numbers out of sequence"
    return tally([item for item in items if item[0] == "question" or item[1] > 0])


def indented_headings(text, start):
    """getmail (lynx dump): after `start`, headings stand after a blank line at the margin
    (groups), two spaces (questions) or four (follow-up questions when they ask, parts of the
    answer when they do not); answer text is indented three spaces or more. A two-space heading
    that does not ask, whose four-space headings all ask, is a group of them. (The contents at
    the top list three questions that the text no longer has.)"""
    body = text[text.index(start) + len(start):].split("\n")
    headings = []
    for n in range(1, len(body)):
        m = re.match(r"^( {0,4})(\S.*)$", body[n])
        if m and not body[n - 1].strip() and len(m.group(1)) in (0, 2, 4) and not re.match(r"\d+\. ", m.group(2)):
            title, k = m.group(2), n + 1
            while k < len(body) and body[k].startswith(m.group(1)) and body[k].strip() \
                    and len(body[k]) - len(body[k].lstrip()) == len(m.group(1)):
                title, k = title + " " + body[k].strip(), k + 1
            headings.append((len(m.group(1)), title))
    items = []
    for n, (indent, title) in enumerate(headings):
        asks = title.endswith("?")
        children = []
        for indent2, title2 in headings[n + 1:]:
            if indent2 <= indent:
                break
            children.append(title2)
        if indent == 0:
            items.append(("group", 1, title))
        elif indent == 2 and not asks and children and all(c.endswith("?") for c in children):
            items.append(("group", 2, title))
        elif indent == 2 or asks:
            items.append(("question", 9, title))
    return tally(items)


def underlined(text, group, question, title=None):
    """Titles underlined with a repeated character (texinfo's plain text, Markdown setext):
    `group` and `question` are the underline characters."""
    items = []
    for m in re.finditer(r"^(\S.*)\n([*=~^+-])\2+$", text, re.M):
        char, heading = m.group(2), m.group(1)
        if title and heading == title:
            continue
        if char == group:
            items.append(("group", 1, heading))
        elif char == question:
            items.append(("question", 9, heading))
    return tally(items)


def numbered(text, contents_end):
    """DocBook's plain text (debian-faq): "Chapter N. Title", "N.M. Question" and "N.M.K.
    Title" at the margin after the contents, the numbers followed by no-break spaces, titles
    running on to the blank line. An N.M.K title that asks is a follow-up question; one that
    does not ("dpkg", "Mailing lists") is part of its question's answer. The contents list the
    same numbers."""
    body = text[text.index(contents_end):]
    nb = "[ \u00a0]"
    items, numbers = [], []
    for m in re.finditer(r"^Chapter" + nb + r"\d+\." + nb + r"(\S.*)$|^(\d+\.\d+(?:\.\d+)?)\." + nb
                         + r"(\S.*(?:\n\S.*)*)", body, re.M):
        if m.group(1):
            items.append(("group", 1, m.group(1)))
            continue
        numbers.append(m.group(2))
        title = " ".join(m.group(3).split())
        if m.group(2).count(".") == 1 or title.endswith("?"):
            items.append(("question", 9, title))
    contents = text[:text.index(contents_end)]
    listed = re.findall(r"^ {4,8}(\d+\.\d+(?:\.\d+)?)\." + nb, contents, re.M)
    return tally(items) if listed == numbers else ("contents list", len(listed), "headings", len(numbers))


# Markup with headings.

def org(text, group_level=1, question_level=2, skip_tags=("TOC", "noexport")):
    """Org headings (`*`), outside #+BEGIN/#+END blocks; a heading tagged as a table of
    contents or not for export is left out with what is under it."""
    items, block, skipping = [], False, None
    for line in text.split("\n"):
        if re.match(r"(?i)^\s*#\+begin_", line):
            block = True
        elif re.match(r"(?i)^\s*#\+end_", line):
            block = False
        elif not block:
            m = re.match(r"^(\*+) +(.*?)(?:\s+(:[\w@:]+:))?\s*$", line)
            if m:
                level, title, tags = len(m.group(1)), m.group(2), m.group(3) or ""
                if skipping is not None and level > skipping:
                    continue
                skipping = None
                if any(re.search(":" + tag + r"(_\w+)?:", tags) for tag in skip_tags):
                    skipping = level
                    continue
                if level == group_level and group_level != question_level:
                    items.append(("group", level, title))
                elif level == question_level:
                    items.append(("question", 9, title))
    return tally(items)


def rst(text, group=None, question=None, question_pattern=None, bold_questions=False):
    """reStructuredText titles: an underline (or over- and underline) of one repeated
    punctuation character; `group` and `question` name the adornment ("*" or "over*")."""
    if bold_questions:
        return tally([("question", 9, m.group(0)) for m in re.finditer(r"^\*\*Q: .*", text, re.M)])
    items = []
    lines_ = text.split("\n")
    adornment = re.compile(r'([-=~^*"+#`.:_\'])\1{2,}$')
    for i in range(1, len(lines_)):
        if adornment.match(lines_[i]) and lines_[i - 1].strip() and not adornment.match(lines_[i - 1]) \
                and not lines_[i - 1].startswith((" ", "..")):
            style = ("over" if i >= 2 and adornment.match(lines_[i - 2]) else "") + lines_[i][0]
            title = lines_[i - 1].strip()
            if style == group:
                items.append(("group", 1, title))
            elif style == question and (not question_pattern or re.match(question_pattern, title)):
                items.append(("question", 9, title))
    return tally(items)


def asciidoc(text, group="==", question="==="):
    """AsciiDoc one-line titles (`== Title`) outside delimited blocks (`----`, `....`,
    `====`, `****`, `____`, `++++`, `////` of four or more characters)."""
    items, fence = [], None
    for line in text.split("\n"):
        m = re.match(r"^([-.=*_+/])\1{3,}\s*$", line)
        if m:
            fence = None if fence == line.strip() else (fence or line.strip())
            continue
        if fence:
            continue
        m = re.match(r"^(=+) +(\S.*)$", line)
        if m:
            if m.group(1) == group:
                items.append(("group", 1, m.group(2)))
            elif m.group(1) == question:
                items.append(("question", 9, m.group(2)))
    return tally(items)


def pod(text, group="head1", question="head2"):
    """POD commands at a paragraph's start, outside =begin/=end; =item questions only at the
    first =over level."""
    items, depth, skipping = [], 0, False
    for paragraph in re.split(r"\n\s*\n", text):
        m = re.match(r"=(\w+)\s*(.*)", paragraph, re.S)
        if not m:
            continue
        name, rest = m.group(1), " ".join(m.group(2).split())
        if name in ("begin", "end"):
            skipping = name == "begin"
        elif skipping:
            continue
        elif name == "over":
            depth += 1
        elif name == "back":
            depth -= 1
        elif name == group:
            items.append(("group", 1, rest))
        elif name.startswith("head") and name < group:
            items.append(("group", 0, rest))
        elif name == question and (name != "item" or depth == 1):
            items.append(("question", 9, rest))
    return tally(items)


def man(text, group=".SH", question=".SS", not_questions=()):
    """roff requests; `.ie n .SS X` / `.el .SS Y` are one heading (the `.el` line is left out)."""
    items = []
    for m in re.finditer(r'^(?:\.ie n )?\.(SH|SS)\s+"?(.*?)"?\s*$', text, re.M):
        kind = "." + m.group(1)
        title = m.group(2)
        if title in not_questions:
            items.append(("group", 1, title))
        elif kind == question:
            items.append(("question", 9, title))
        elif kind == group:
            items.append(("group", 1, title))
    return tally(items)


class Events(html.parser.HTMLParser):
    """Headings (`h2` or `h2.class`), `dt`s, table rows with a class (`tr.question`) and the
    opening bold text of a paragraph (`p-b`) or list item (`li-b`), in document order."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.events, self.open, self.block_start = [], None, False

    def handle_starttag(self, tag, attrs):
        kind = (dict(attrs).get("class") or "").split()
        if self.open is None and (re.fullmatch(r"h[1-6]", tag) or tag == "dt"):
            self.open = (tag, tag + ("." + kind[0] if kind else ""), [])
        elif tag == "tr" and kind:
            self.events.append(("tr." + kind[0], ""))
        elif tag in ("p", "li"):
            self.block_start = tag
        elif tag in ("b", "strong") and self.block_start and self.open is None:
            self.open = (tag, self.block_start + "-b", [])
        elif tag != "a":
            self.block_start = False

    def handle_endtag(self, tag):
        if self.open and tag == self.open[0]:
            self.events.append((self.open[1], " ".join("".join(self.open[2]).split())))
            self.open = None
            self.block_start = False

    def handle_data(self, data):
        if self.open:
            self.open[2].append(data)
        elif data.strip():
            self.block_start = False


def html_page(text, group=(), question=(), start=None, stop=None, not_questions=None, title_first=False):
    """group and question: event kinds ("h2", "h3.title", "dt", "tr.question", "p-b"); events
    before the `start` title's last occurrence and after `stop`'s first are left out;
    `not_questions` matches titles that are not questions (admonition titles)."""
    parser = Events()
    parser.feed(text)
    events = parser.events
    if start:
        events = events[max(n for n, (_, t) in enumerate(events) if re.match(start, t)):]
    if stop:
        events = events[:next(n for n, (_, t) in enumerate(events) if n and re.match(stop, t))]
    if title_first:
        events = events[1:]
    items = []
    for kind, title in events:
        if not_questions and re.match(not_questions, title):
            continue
        if kind in group:
            items.append(("group", 1 + group.index(kind), title))
        elif kind in question:
            items.append(("question", 9, title))
    return tally(items)


def html_regex(text, question, start=None, contents=None, contents_region=None, places=None):
    """Questions marked by a pattern in the source (hand-written pages with no headings);
    `contents` counts the distinct targets of the page's own list of the questions in
    `contents_region` (a "Back to top" link left out); with `places`, a pattern matching a run
    of anchors set side by side, the targets in one such run are one place."""
    body = text[re.search(start, text).end():] if start else text
    found = len(re.findall(question, body))
    if contents:
        region = text[text.index(contents_region[0]):text.index(contents_region[1])]
        targets = set(re.findall(contents, region)) - {"top"}
        if places:
            place = {name: n for n, run in enumerate(re.findall(places, body)) for name in re.findall(r'name="([^"]*)"', run)}
            targets = {place.get(name, name) for name in targets}
        listed = len(targets)
        if listed != found:
            return ("contents list", listed, "questions", found)
    return (0, found)


def docbook(text, group=r"<qandadiv\b", group_end=r"</qandadiv>", question=r"<qandaentry\b"):
    """DocBook by its tags (the KDE files use entities defined elsewhere, so no XML parser),
    comments left out (the KDE files comment out a `qandaentry` each): `group` opens a group
    that `group_end` closes; each `question` tag is a question."""
    items, depth = [], 0
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)  # entries commented out
    for m in re.finditer("(%s)|(%s)|(%s)" % (group, group_end, question), text):
        if m.group(1):
            depth += 1
            items.append(("group", depth, m.group(1)))
        elif m.group(2):
            depth -= 1
        else:
            items.append(("question", 99, ""))
    return tally(items)


def docbook_sections(text, group="sect1", question="sect2"):
    """A DocBook article written with sections: `sect1` groups of `sect2` questions."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    items = [("group", 1, "") if m.group(1) == group else ("question", 9, "")
             for m in re.finditer(r"<(%s|%s)\b" % (group, question), text)]
    return tally(items)


def markdown(text, group=None, question="##", follow_up=None, title="#"):
    """ATX headings outside fenced code (``` or ~~~); `group` and `question` are the markers
    ("##"); `follow_up` headings count as questions when they ask ("?"), else are answer parts."""
    items, fence = [], None
    for line in text.split("\n"):
        m = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
        if m:
            fence = None if fence and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) else (fence or m.group(1))
            continue
        if fence:
            continue
        m = re.match(r"^(#{1,6}) +(.*?)\s*#*\s*$", line)
        if not m:
            continue
        marker, heading = m.group(1), m.group(2)
        if marker == group:
            items.append(("group", 1, heading))
        elif marker == question:
            items.append(("question", 9, heading))
        elif marker == follow_up and heading.endswith("?"):
            items.append(("question", 9, heading))
    return tally(items)


def components(text, tag):
    """MDX components that carry the question in an attribute (`<Accordion title="...">`)."""
    return tally([("question", 9, m.group(0)) for m in re.finditer(r"<%s\s+title=" % tag, text)])


def labelled_list(text, group="==="):
    """AsciiDoc labelled lists: terms ending in `::` at the margin, outside delimited blocks;
    `group` titles hold them."""
    items, fence = [], None
    for line in text.split("\n"):
        m = re.match(r"^([-.=*_+/])\1{3,}\s*$", line)
        if m:
            fence = None if fence == line.strip() else (fence or line.strip())
            continue
        if fence:
            continue
        m = re.match(r"^(=+) +(\S.*)$", line)
        if m and m.group(1) == group:
            items.append(("group", 1, m.group(2)))
        elif re.match(r"^\S.*[^:]::$", line):
            items.append(("question", 9, line))
    return tally(items)


def fml(text):
    """Maven FML: a `<part>` with a `<title>` is a group; each `<faq>` is a question."""
    items = []
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    for m in re.finditer(r"<part\b[^>]*>\s*(<title>)?|<faq\b", text):
        if m.group(0).startswith("<part"):
            items.append(("group", 1, "") if m.group(1) else ("group", 0, None))
        else:
            items.append(("question", 9, ""))
    return tally([item for item in items if item[2] is not None])


def docbook_tree(text):
    """xine's DocBook SGML FAQ of sections: `sect1` groups; a `sect2` is a question, unless it
    does not ask and some of its `sect3`s ask or exclaim ("The package doesn't compile at
    all!"): then it is a group and each of its `sect3`s a question. Other `sect3`s ("Simple
    build instructions", "Requirements") are parts of their question's answer."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    heads = [(m.group(1), " ".join(m.group(2).split())) for m in
             re.finditer(r"<(sect[123])[^>]*>\s*<title>(.*?)</title>", text, re.S)]
    items = []
    for n, (level, title) in enumerate(heads):
        if level == "sect1":
            items.append(("group", 1, title))
        elif level == "sect2":
            subs = []
            for level2, title2 in heads[n + 1:]:
                if level2 != "sect3":
                    break
                subs.append(title2)
            grouping = not title.endswith("?") and any(t.endswith(("?", "!")) for t in subs)
            items.append(("group", 2, title) if grouping else ("question", 9, title))
            if grouping:
                items += [("question", 9, t) for t in subs]
    return tally(items)


def boxed_groups(text, start, not_listed=0):
    """Window Maker's FAQ: after `start`, group titles in boxes of "-=-=-" lines, questions
    "N.M title" (or "N.M. title") at the margin, underlined with "-" (one underline ends in "]"; after their second line
    if they have two); the contents above list the same questions but `not_listed` (added to
    the text later: 2.17, 4.18, 4.19)."""
    body = text[text.index(start):]
    items = []
    for m in re.finditer(r"^-=(?:-=)+-?\n(.*):\n-=|^(\d+\.\d+)\.? \S.*\n(?:.*\n)?-{10,}\]?$", body, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 9, m.group(2)))
    listed = len(re.findall(r"^ {5}\d+\.\d+ ", text[:text.index(start)], re.M))
    counted = tally(items)
    return counted if listed + not_listed == counted[1] else ("contents list", listed, "questions", counted[1])


def numbered_paragraphs(text):
    """sysstat's FAQ.md: after the contents, "### N. group" titles and "N.M.<a name=...>"
    paragraphs outside code fences; the contents list as many `[N.M.]` links."""
    body = text[text.index("### 1. "):]
    items, fence = [], False
    for line in body.split("\n"):
        if line.startswith("```"):
            fence = not fence
        elif not fence and re.match(r"### \d+\. ", line):
            items.append(("group", 1, line))
        elif not fence and re.match(r"\d+\.\d+\.<a name=", line):
            items.append(("question", 9, line))
    listed = len(re.findall(r"^\[\d+\.\d+\.\]\(#", text[:text.index("### 1. ")], re.M))
    counted = tally(items)
    return counted if listed == counted[1] else ("contents list", listed, "questions", counted[1])


RULES = {
    # --- Debian 12 packages ---
    # Plain text "Q:" (or "Q)") at the margin, answers after "A:" (vsftpd: "A)", "A1)", "A2)").
    "irssi--1.4.3-2--faq.txt.gz": dict(kind=lines, question=r"^Q: "),
    "bitlbee-common--3.6-1.3--FAQ": dict(kind=lines, question=r"^Q: "),
    "socat--1.7.4.4-2--FAQ": dict(kind=lines, question=r"^Q: "),
    "vsftpd--3.0.3-13+b2--FAQ.gz": dict(kind=lines, question=r"^Q\) "),
    # Tab-indented group titles; runs of "Q:" lines share one "A:" (one question each run).
    "john--1.9.0-2--FAQ.gz": dict(kind=qa_runs),
    # FAQ-O-Matic text: nested "Category: /a/b/" groups, "    N. question" entries.
    "cvs--1.12.13+real-28+deb12u1--FAQ.gz": dict(kind=cvs_categories),
    # lynx dump: headings at 0, 2 and 4 spaces in the body.
    "getmail6--6.18.11-2--faq.txt.gz": dict(kind=indented_headings,
                                             start="the unexpected behaviour section of the\n   troubleshooting document.\n"),
    # DocBook's text output: "N." chapters, "N.M." and "N.M.K." questions, no-break spaces.
    "debian-faq--11.1--debian-faq.en.txt.gz": dict(kind=numbered, contents_end="\nChapter\u00a01.\u00a0"),
    # texinfo's plain text: "N Chapter" underlined with "*", "N.M Question" with "=",
    # "N.M.K" parts of answers with "-".
    "r-base-core--4.2.2.20221110-2--FAQ": dict(kind=underlined, group="*", question="=", title="R FAQ"),
    # man pages.
    "mrtg--2.17.10-5+deb12u2--mrtg-faq.1.gz": dict(kind=man, group=".SH", question=".SS"),
    "fish-common--3.6.0-3.1+deb12u1--fish-faq.1": dict(kind=man, group="none", question=".SH",
                                                       not_questions=("AUTHOR", "COPYRIGHT")),
    # POD: =head1 groups of =head2 "Q: N.M" questions.
    "pdl--2.081-2--FAQ.pod": dict(kind=pod),
    # AsciiDoc.
    "kakoune--2022.10.31-1--faq.asciidoc": dict(kind=asciidoc, group="==", question="==="),
    "rdiff-backup--2.2.2-1--FAQ.adoc.gz": dict(kind=asciidoc, group=None, question="=="),
    # reStructuredText (Sphinx's copy of the source): "Q: ..." titles underlined with ".".
    "python-coverage-doc--6.5.0+dfsg1-2--faq.rst.txt": dict(kind=rst, group="-", question="."),
    # HTML.
    "w3m--0.5.3+git20230121-2--FAQ.html": dict(kind=html_page, group=("h2",), question=("dt",),
                                               start=r"General Questions, How to Get It"),
    # Sphinx: the h1 is the title, h2 questions; the sidebars' h3s are left out.
    "python-jinja2-doc--3.1.2-1+deb12u3--faq.html": dict(kind=html_page, question=("h2",),
                                                         stop=r"Contents"),
    "python-pygments-doc--2.14.0+dfsg-1--faq.html": dict(kind=html_page, question=("h2",),
                                                         start=r"Pygments FAQ"),
    "borgbackup-doc--1.2.4-1--faq.html": dict(kind=html_page, group=("h2",), question=("h3",),
                                              start=r"Frequently asked questions", stop=r"Navigation"),
    "python-lxml-doc--4.9.2-1+deb12u1--FAQ.html": dict(kind=html_page, group=("h1",), question=("h2",),
                                                       title_first=True),
    # Hand-written: `<a name><b>question</b></a><br>` after "Answers:"; the list of links above.
    "dar-docs--2.7.8-2--FAQ.html": dict(kind=html_regex, question=r'<a name="[^"]*"[^>]*>\s*<b>',
                                        start=r"<h2>Answers:</h2>", contents=r'<a href="#([^"]*)">',
                                        contents_region=("<h2>Questions:</h2>", "<h2>Answers:</h2>")),
    # Hand-written: bold-underlined "FAQ-XXXNNN : QUESTION" lines, no group headings in the body
    # (the contents' underlined group names are the contents' own). Two lines over one answer
    # (FAQ-SET150 and FAQ-SET200, under two anchors side by side) ask one question, as john's
    # runs of `Q:` lines do: a run of such lines is one question.
    "awstats--7.8-3+deb12u2--awstats_faq.html": dict(kind=html_regex, question=r"(?:<b><u>FAQ-[A-Z]+\d+ : [^\n]*\n)+",
                                                     contents=r"\nFAQ-[A-Z]+\d+ <a href=\"#([^\"]*)\"",
                                                     contents_region=("ABOUT QUESTIONS", "<hr>"),
                                                     places=r'(?:<a name="[^"]*"></a>)+'),
    # DocBook XSL qandaset tables: tr.qandadiv groups of tr.question rows.
    "mplayer-doc--1.5+svn38408-1--faq.html": dict(kind=html_page, group=("tr.qandadiv",), question=("tr.question",)),
    "valgrind--3.19.0-1--faq.html": dict(kind=html_page, group=("tr.qandadiv",), question=("tr.question",)),
    # DocBook XSL article of sections: the article's title is an h2 like the groups; h2 groups
    # of h3 questions with h4 follow-up questions; admonition titles (Note, Warning...) are h3s too.
    "shorewall-doc--5.2.8-2--FAQ.htm": dict(kind=html_page, group=("h2.title",), question=("h3.title", "h4.title"),
                                            title_first=True,
                                            not_questions=r"(Caution|Important|Note|Tip|Warning)$"),
    # --- public repositories ---
    "meow-edit--meow--FAQ.org": dict(kind=org, group_level=0, question_level=1),
    "alexluigit--dirvish--FAQ.org": dict(kind=org, group_level=0, question_level=1),
    "syl20bnr--spacemacs--FAQ.org": dict(kind=org, group_level=1, question_level=2),
    "pexpect--pexpect--FAQ.rst": dict(kind=rst, bold_questions=True),
    "cgat-developers--ruffus--faq.rst": dict(kind=rst, group="over*", question="over="),
    "decalage2--olefile--FAQ.rst": dict(kind=rst, group="over=", question="-"),
    "boostorg--signals2--faq.xml": dict(kind=docbook),
    "tpircher-zz--pycrc--faq.xml": dict(kind=docbook_sections),
    "KDE--partitionmanager--faq.docbook": dict(kind=docbook),
    "KDE--krusader--faq.docbook": dict(kind=docbook, group=r"<sect1\b", group_end=r"</sect1>"),
    "KDE--kmail--faq.docbook": dict(kind=docbook),
    # --- added in the second round ---
    "wmaker-common--0.95.9-3--FAQ.gz": dict(kind=boxed_groups, start="\n" + "=" * 72 + "\n", not_listed=3),
    # HTML: h1 title, h2 groups, h3 questions (most "Q: ...", some not), h4 parts of answers.
    "courier-doc--1.0.16-3--FAQ.html": dict(kind=html_page, group=("h2",), question=("h3",)),
    # Sphinx (furo): h1 title, h2 questions.
    "kitty-doc--0.26.5-5+deb12u1--faq.html": dict(kind=html_page, question=("h2",)),
    # LDoc: the navigation's h1/h2s come first; after the "FAQ" h1, h2 groups, h3 questions and
    # h4 follow-up questions (all ask).
    "awesome-doc--4.3-7--90-FAQ.md.html": dict(kind=html_page, group=("h2",), question=("h3", "h4"), start=r"FAQ$"),
    # POD: =head1 groups of =head2 questions; "How to get help with WWW::Mechanize" holds none.
    "libwww-mechanize-perl--2.16-1--FAQ.pod": dict(kind=pod),
    # pod2man: .SH groups of .SS questions (14 of them .ie/.el pairs).
    "libhtml-mason-perl--1.59-2--HTML::Mason::FAQ.3pm.gz": dict(kind=man, group=".SH", question=".SS"),
    # MDX: front matter title, "##" questions, "###" follow-ups when they ask ("How do I set
    # them to a different location?"), else parts ("Setting environment variables on Mac").
    "ollama--ollama--faq.mdx": dict(kind=markdown, question="##", follow_up="###"),
    # MDX (Mintlify): <Accordion title="..."> in an <AccordionGroup>; <Step title> inside one answer.
    "InsForge--InsForge--faq.mdx": dict(kind=components, tag="Accordion"),
    # Markdown: "##" groups, "###" questions, "####" follow-up ("Is this cloud native?").
    "prometheus--docs--faq.md": dict(kind=markdown, group="##", question="###", follow_up="####"),
    # Markdown (Hugo): "# FAQ" title, "###" questions, "####" parts ("Use case #1").
    "python-poetry--poetry--faq.md": dict(kind=markdown, question="###"),
    "restic--restic--faq.rst": dict(kind=rst, group=None, question="-"),
    # AsciiDoc man page: "===" groups under "== ENTRIES" of labelled-list questions.
    "git-lfs--git-lfs--git-lfs-faq.adoc": dict(kind=labelled_list, group="==="),
    "apache--logging-log4j1--faq.fml": dict(kind=fml),
    "apache--commons-jcs--faq.fml": dict(kind=fml),
    "redblue-pkt--xine-lib--faq.sgml": dict(kind=docbook_tree),
    # --- third round ---
    # Markdown: "### N. group" titles; questions are paragraphs opening "N.M.<a name>" (not
    # headings); the contents list them; "# ll ..." lines are inside code fences.
    "sysstat--12.6.1-1--FAQ.md.gz": dict(kind=numbered_paragraphs),
    "nvi--1.81.6-17+b2--FAQ.gz": dict(kind=lines, question=r"^Q: "),
    # HTML 2.0: h2 groups of <ul> items opening with a bold question; "Contents" h2 of links.
    "enscript--1.6.5.90-3+b1--FAQ.html": dict(kind=html_page, group=("h2",), question=("li-b",), start=r"Misc$"),
    # faqtory: a list of links, then `<a name>` and "##" questions (several statements).
    "Textualize--rich--FAQ.md": dict(kind=markdown, question="##"),
    # XHTML in a .xml file: one <dl> of questions (two more inside a comment).
    "libesmtp--libESMTP--faq.xml": dict(kind=html_page, question=("dt",)),
    # DocBook chapter fragment: one <simplesect> per question.
    "mjg--dblatex-hg--faq.xml": dict(kind=docbook_sections, group="chapter-none", question="simplesect"),
    # Org: `#+title:`, `*` questions in italics (`/How can I ...?/`), `#+begin_src` blocks.
    "emacs-dashboard--emacs-dashboard--FAQ.org": dict(kind=org, group_level=0, question_level=1),
    # POD: `=head1 FAQs` (the body) holding `=head2` questions: flat.
    "libanyevent-perl--7.170-2+b3--FAQ.pod": dict(kind=pod),
    # pod2man: three `.SH` groups of one `.SS` question each; NAME, SYNOPSIS, DESCRIPTION and
    # VERSION hold none.
    "libnet-dns-perl--1.36-1+deb12u1--Net::DNS::FAQ.3pm.gz": dict(kind=man, group=".SH", question=".SS"),
    # Markdown: "#" title, "##" questions, "###" parts ("Things that create a scope", "TypeGen").
    "PowerShell--PowerShell--FAQ.md": dict(kind=markdown, question="##"),
    # Markdown: "#" title, "##" groups, "###" questions, "#### Benchmarks" part of an answer,
    # "# To enable ..." comments inside ```toml fences.
    "17cupsofcoffee--tetra--faq.md": dict(kind=markdown, group="##", question="###", follow_up="####"),
    # AsciiDoc (Antora): "=" title, "==" questions.
    "asciidoctor--asciidoc-docs--faq.adoc": dict(kind=asciidoc, group=None, question="=="),
    # AsciiDoc (Antora): a `[qanda]` labelled list of 7 questions, then "== Article & Presentations",
    # a closing list of links that asks nothing (no section, no question).
    "jbangdev--jbang--faq.adoc": dict(kind=labelled_list, group="=="),
}


def read(name):
    data = open(name, "rb").read()
    if name.endswith(".gz"):
        data = gzip.decompress(data)
    return data.decode("utf-8", errors="replace")


if __name__ == "__main__":
    failed = 0
    names = sys.argv[1:]
    for line in open("SOURCES.md", encoding="utf-8") if not names else []:
        row = re.match(r"\| `([^`]+)` \|.*\| (\w+) \| (\w+) \|$", line.strip())
        if row:
            names.append((row.group(1), (int(row.group(2)), int(row.group(3))) if row.group(2).isdigit() else row.group(2)))
    for entry in names:
        name, expected = entry if isinstance(entry, tuple) else (entry, None)
        if name not in RULES:
            print(name, "has no rule")
            failed += 1
            continue
        rule = dict(RULES[name])
        found = rule.pop("kind")(read(name), **rule)
        print(name, "counted:", found, "SOURCES.md:", expected, "" if found == expected else "DIFFERENT")
        failed += found != expected
    sys.exit(1 if failed else 0)
