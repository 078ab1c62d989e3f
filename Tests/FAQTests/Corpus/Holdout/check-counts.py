#!/usr/bin/env python3
"""Counts the sections and questions of every file in SOURCES.md a second time, with Python's
standard library only (gzip, re, html), apart from FAQ Browser's importers, and compares them
with the table. Prints one line per file; exit status 1 on any difference.

Each file has its own rule below (RULES), written for what its author wrote, after reading it,
in the conventions SOURCES.md states; `../holdout_counting.py` holds what the holdouts share:
`tally` counts a rule's items (a group holds the items after it up to the next group of the same
or a smaller depth, and a section is a group that holds at least one question, directly or in a
group inside it; a group titled "(none)" only closes the groups before it).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from holdout_counting import (NO_GROUP, by_pattern, html_headings, main, man, man_items,  # noqa: E402
                              pod_items, setext, strip_blocks, text_of)

# The rules, one per file.

def abcde(t):
    return by_pattern(t, [("group", 1, r"^\d+\. \S.*$|^OBSOLETE$"), ("question", 2, r"^Q\. ")])


def afl(t):
    t = strip_blocks(t, [r"^```"])
    return by_pattern(t, [("group", 1, r"^## .*$"), ("question", 2, r"^\s*<summary")])


def auctex(t):
    """Two FAQs: AUCTeX's numbered list, preview-latex's chapters (`*`) of questions (`=`)."""
    found = [(i, "group" if depth == 1 else "question", depth, title) for i, depth, title in setext(t, {"*": 1, "=": 2})]
    lines = t.split("\n")
    found += [(i, "question", 2, line) for i, line in enumerate(lines) if re.match(r"^  \d+\. ", line)]
    return [f[1:] for f in sorted(found)]


def bochs(t):
    return [("question", 1, "")] * len(re.findall(r'CLASS="QUESTION"', t))


def btrbk(t):
    t = strip_blocks(t, [r"^```"])
    return [("question", 2, title) for _, depth, title in setext(t, {"-": 2}) if depth == 2]


def flat_head2(t):
    return pod_items(t, header=("NAME", "DESCRIPTION"), body=("QUESTIONS", "GENERAL INLINE"))


def dbus(t):
    return [("question", 1, "")] * len(re.findall(r'<tr class="question"', t))


def doxygen(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h1"])]


def fftw(t):
    return by_pattern(t, [("group", 1, r"^Section \d+\."), ("question", 2, r"^Question \d+\.\d+\.")])


def graphviz(t):
    items = []
    for m in re.finditer(r"<h2>(.*?)</h2>|<B>\s*Q\d*[a-z]?\s*(?:</A>)?\s*\.", t, re.I | re.S):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, ""))
    return items


def icecast(t):
    return [("group" if tag == "h3" else "question", int(tag[1]), h)
            for _, tag, h in html_headings(t, ["h3", "h4"])]


def icewm(t):
    t = strip_blocks(t, [r"^\.{4,}$", r"^-{4,}$"])
    return [("question", 1, m.group(1)) for m in re.finditer(r"^== (.*)$", t, re.M)
            if m.group(1) not in ("License", "Authors")]


def last_align(t):
    return by_pattern(t, [("question", 2, r"^:Q: ")]) + \
        [("group", 1, title) for _, depth, title in setext(t, {"-": 1}) if depth == 1]


def last_align_sorted(t):
    found = [(m.start(), "question", 2, "") for m in re.finditer(r"^:Q: ", t, re.M)]
    found += [(m.start(), "group", 1, "") for m in re.finditer(r"^.+\n-{4,}$", t, re.M)]
    return [f[1:] for f in sorted(found)]


def leafnode(t):
    names = ("Installation-related problems", "Configuration problems", "Problems at run time",
             "Problems with particular newsreaders", "Obtaining a stack backtrace")
    body = t[t.index("Leafnode frequently asked questions, with answers.", 200):]
    items = []
    for line in body.split("\n"):
        if line.startswith(names):
            items.append(("group", 1, line))
        elif line.startswith("A:"):
            items.append(("question", 2, line))
    return items


def archive_zip(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^=head1 (.*)$", t, re.M)
            if m.group(1) not in ("NAME", "DESCRIPTION")]


def guestfs(t):
    return man_items(t, closing=("SEE ALSO", "AUTHORS", "COPYRIGHT", "LICENSE", "BUGS"))


def exiftool(t):
    return [("question", 1, "")] * len(re.findall(r'<a name="Q\d+"></a>', t))


def net_ldap(t):
    heads = [(m.group(1), m.group(2).strip()) for m in re.finditer(r"^=(head\d) (.*)$", t, re.M)]
    closing = ("NAME", "SYNOPSIS", "DESCRIPTION", "ADDITIONAL DIRECTORY AND LDAP RESOURCES.", "AUTHORS", "COPYRIGHT")
    items, skip = [], False
    for n, (level, title) in enumerate(heads):
        if level == "head1":
            skip = title in closing
            items.append(("group", 1, NO_GROUP if skip else title))
        elif skip:
            continue
        elif level == "head2" and n + 1 < len(heads) and heads[n + 1][0] == "head3":
            items.append(("group", 2, title))  # answered by the =head3 questions after it
        elif level == "head2":
            items.append(("group", 2, NO_GROUP))
            items.append(("question", 3, title))
        else:
            items.append(("question", 3, title))
    return items


def man_db(t):
    return [("question", 1, title) for _, depth, title in setext(t, {"=": 1}) if depth == 1]


def mc(t):
    body = t[t.index("\n1 Getting started\n"):]
    return by_pattern(body, [("group", 1, r"^f?\d+ [A-Z].*$"), ("question", 2, r"^\d+\.\d+ ")])


def newsboat(t):
    return [("question", 1, h) for _, tag, h in html_headings(t, ["h2"])]


def openocd(t):
    body = t[t.index('<h2 class="chapter">22 FAQ'):]
    return [("question", 1, "")] * len(re.findall(r"<li>\s*<b>", body))


def pelican(t):
    return [("question", 1, title) for _, depth, title in setext(t, {"=": 1}) if depth == 1]


def procps(t):
    return by_pattern(t, [("question", 1, r"^\S.*$")])


def proftpd(t):
    items = []
    for m in re.finditer(r"<H1[^>]*>(.*?)</H1\s*>|CLASS=\"QUESTION\"", t, re.S | re.I):
        if m.group(1):
            title = text_of(m.group(1))
            items.append(("group", 1, title if title.startswith("Chapter") else NO_GROUP))
        else:
            items.append(("question", 2, ""))
    return items


def publican(t):
    return [("question", 1, "")] * len(re.findall(r"<qandaentry", t))


def pylint(t):
    body = t[:t.index('class="sphinxsidebar"')]
    return [("question", 1, h) for _, tag, h in html_headings(body, ["h2"])]


def repmgr(t):
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return by_pattern(t, [("group", 1, r"^\s*<sect1\b"), ("question", 2, r"^\s*<sect2\b")])


def schroot(t):
    return man_items(t, body=("DESCRIPTION",), closing=("CONTRIBUTING", "AUTHORS", "COPYRIGHT", "SEE ALSO"))


def src(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^== (.*) ==$", t, re.M)
            if m.group(1) != "Acknowledgments"]


def slirp(t):
    body = t[t.index("----------------------------------------------------------------------------\n1.0"):]
    return by_pattern(body, [("group", 1, r"^\d\.0 \S.*$"), ("question", 2, r"^Q(?:ue|eu)stion \d")])


def syncthing(t):
    return man_items(t, closing=("AUTHOR", "COPYRIGHT"))


def termshark(t):
    t = strip_blocks(t, [r"^```"])
    return [("question", 1, m.group(1)) for m in re.finditer(r"^## (.*)$", t, re.M)
            if m.group(1) != "Table of Contents"]


def vpnc(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^## (.*)$", t, re.M)]


def wml(t):
    answered = t[t.index('.SS "\\s-1GENERAL QUESTIONS\\s0"'):]
    return by_pattern(answered, [("group", 1, r"^\.SS "), ("question", 2, r'^(?:\.ie n )?\.IP "\\fB[A-Z]\d\d:')])


def ycm(t):
    return [("question", 1, "")] * len(re.findall(r"^\.B \\fBQ\\fP$", t, re.M))


def xterm(t):
    """Read through the page's contents lists: the top list, and each part's own list."""
    lines = t.split("\n")
    no_section = ["What is XTerm?", "Who wrote XTerm?", "What is a VT220?", "What platforms does it run on?",
                  "What is the latest version?", "What versions are available?",
                  "Comparing versions, by counting controls", "Known Bugs in XTerm and Look–alikes",
                  "How do I build XTerm?", "How do I report bugs?"]
    items = [("question", 1, title) for title in no_section if title in lines]

    def contents_after(title, indent):
        start = lines.index(title)
        found = []
        for line in lines[start + 1:start + 80]:
            m = re.match(r"^( +)[*+] (.*)$", line)
            if m and len(m.group(1)) in indent:
                found.append((len(m.group(1)), m.group(2).strip()))
            elif found and line.strip() == "":
                break
        return found

    follow_ups = contents_after("What is a VT220?", (5,))
    items += [("question", 1, title) for _, title in follow_ups]
    items.append(("group", 1, "How do I ..."))
    items += [("question", 2, title) for _, title in contents_after("How do I ...", (5,))]
    items.append(("group", 1, "Frequent problems"))
    for indent, title in contents_after("Frequent problems", (5, 10)):
        has_list = indent == 5 and title in ("Starting xterm, or not", "Font problems", "Keyboard problems",
                                             "Colors and other graphic rendition", "Odd behavior")
        if has_list:
            items.append(("group", 2, title))
        elif indent == 5:
            items.append(("group", 2, NO_GROUP))
            items.append(("question", 3, title))
        else:
            items.append(("question", 3, title))
    return items


def org(t, title_first=False):
    heads = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(\*+) (.*)$", t, re.M)]
    if title_first:
        heads = heads[1:]
    items = []
    for n, (level, title) in enumerate(heads):
        has_children = n + 1 < len(heads) and heads[n + 1][0] > level
        items.append(("group" if has_children else "question", level, title))
    return items


def selenoid(t):
    items = []
    for m in re.finditer(r"^(===) (.*)$|^\*\*(.*)\*\*\s*$", t, re.M):
        if m.group(2) == "Selenoid in Kubernetes":
            items += [("group", 1, NO_GROUP), ("question", 2, m.group(2))]
        elif m.group(2):
            items.append(("group", 1, m.group(2)))
        else:
            items.append(("question", 2, m.group(3)))
    return items


def tomee(t):
    items = []
    for m in re.finditer(r"^(==+) (\S.*)$", t, re.M):
        level, title = len(m.group(1)), m.group(2)
        if title == "Container-Managed Persistence":
            items.append(("group", 1, title))
        elif level == 2:
            items += [("group", 1, NO_GROUP), ("question", 2, title)]
        else:
            items.append(("question", 2, title))
    return items


def xtdb(t):
    return by_pattern(strip_blocks(t, [r"^----$"]), [("group", 1, r"^== .*$"), ("question", 2, r"^\S.*::$")])


def jenkins(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^=== (.*)$", t, re.M)]


def rst_flat(t):
    return [("question", 1, title) for _, depth, title in setext(t, {"-": 1}) if depth == 1]


def neat(t):
    items = [("group" if depth == 1 else "question", depth, title) for _, depth, title in setext(t, {"-": 1, "~": 2})]
    # the closing "More Questions?" has no ~ questions: a question of no section
    return [("question", 1, title) if title == "More Questions?" else (kind, depth, title)
            for kind, depth, title in items]


def pyradiomics(t):
    return [("group" if depth == 1 else "question", depth, title) for _, depth, title in setext(t, {"-": 1, "#": 2})]


def test_smoke(t):
    return pod_items(t, body=("DESCRIPTION",), closing=("COPYRIGHT",))


def qpsmtpd(t):
    return [("question", 1, m.group(1)) for m in re.finditer(r"^=head2 Q: (.*)$", t, re.M)]


def docbook_flat(t):
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, "")] * len(re.findall(r"<qandaentry", t))


def umlgraph(t):
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    return [("question", 1, "")] * len(re.findall(r"<h2><a name=", t))


def wzdftpd(t):
    return by_pattern(t, [("group", 1, r"<qandadiv"), ("question", 2, r"<qandaentry")])


def hubs(t):
    t = strip_blocks(t, [r"^```"])
    items = []
    for m in re.finditer(r"^(##|###) (.*)$", t, re.M):
        title = m.group(2)
        if m.group(1) == "##" and title.startswith("**"):
            if title in ("**Kubernetes and kubectl versions**", "**The Linux difference**"):
                items += [("group", 1, NO_GROUP), ("question", 2, title)]
            else:
                items.append(("group", 1, title))
        elif m.group(1) == "###":
            items.append(("question", 2, title))
    return items


def md_questions(level, skip=()):
    def rule(t):
        t = strip_blocks(t, [r"^```"])
        return [("question", 1, m.group(1)) for m in re.finditer(r"^%s (.*)$" % ("#" * level), t, re.M)
                if m.group(1) not in skip]
    return rule


def qtpass(t):
    items = []
    for m in re.finditer(r"^(##|###) (.*)$", t, re.M):
        if m.group(2) == "Issues":
            items.append(("group", 1, m.group(2)))
        elif m.group(2) == "How can I help improve QtPass?":
            items += [("group", 1, NO_GROUP), ("question", 2, m.group(2))]
        elif m.group(2) != "I would like to donate!":
            items.append(("question", 2, m.group(2)))
    return items


def supervisor(t):
    return [("question", 1, "")] * len(re.findall(r"^Q$", t, re.M))


def khal(t):
    return [("question", 1, "")] * len(re.findall(r"<dt\b", t))


def libxml2(t):
    items = []
    for part in t.split("<h3>")[1:]:
        items.append(("group", 1, text_of(part[:part.index("</h3>")])))
        body, depth = part[part.index("<ol>"):], 0
        for m in re.finditer(r"<(/?)(ol|ul|li)\b[^>]*>\s*(<em>|<strong>)?", body):
            if m.group(2) in ("ol", "ul"):
                depth += -1 if m.group(1) else 1
                if depth == 0:
                    break
            elif not m.group(1) and depth == 1 and m.group(3):
                items.append(("question", 2, ""))
    return items


def uml(t):
    return [("question", 1, "")] * len(re.findall(r"<blockquote head=", t))


def rkhunter(t):
    body = t[t.index("\n1. GENERAL QUESTIONS\n="):]
    return by_pattern(body, [("group", 1, r"^\d+\. [A-Z]"), ("question", 2, r"^\d+\.\d+\) ")])


def vnstat(t):
    body = t[t.index("A snapshot of the FAQ"):].split("\n")[1:]
    items = []
    for n, line in enumerate(body):
        if line and not line.startswith(" ") and (n == 0 or not body[n - 1].strip()):
            items.append(("question", 1, line))
    return items


def makepp(t):
    items = []
    for m in re.finditer(r'^\.SS "(.*)"$|^\\fI(.*)\\fR\n\.IX Subsection', t, re.M):
        items.append(("group", 1, m.group(1)) if m.group(1) else ("question", 2, m.group(2)))
    return items


def xml_simple(t):
    return pod_items(t)


RULES = {
    "abcde--2.9.3-1--FAQ.gz": abcde,
    "afl++-doc--4.04c-4--FAQ.md.gz": afl,
    "auctex--12.2-1--FAQ.gz": auctex,
    "bochs-doc--2.7+dfsg-4+deb12u1--faq.html": bochs,
    "btrbk--0.32.5-1--FAQ.md.gz": btrbk,
    "carton--1.0.35-1--FAQ.pod": flat_head2,
    "dbus-1-doc--1.14.10-1~deb12u1--dbus-faq.html": dbus,
    "doxygen-doc--1.9.4-4--faq.html": doxygen,
    "fftw-docs--2.1.5-6--fftw-faq.ascii.gz": fftw,
    "graphviz-doc--2.42.2-7+deb12u1--FAQ.html": graphviz,
    "icecast2--2.4.4-4+b1--faq.html": icecast,
    "icewm-common--3.3.1-1--IceWM-FAQ.txt.gz": icewm,
    "last-align--1447-1+b1--FAQ.rst": last_align_sorted,
    "leafnode--1.12.0-2--FAQ.txt.gz": leafnode,
    "libarchive-zip-perl--1.68-1--FAQ.pod": archive_zip,
    "libguestfs0--1.48.6-2--guestfs-faq.1.gz": guestfs,
    "libimage-exiftool-perl--12.57+dfsg-1--faq.html": exiftool,
    "libinline-perl--0.86-2--FAQ.pod": flat_head2,
    "libnet-ldap-perl--0.6800+dfsg-1--FAQ.pod": net_ldap,
    "man-db--2.11.2-2--FAQ": man_db,
    "mc-data--4.8.29-2--FAQ.gz": mc,
    "newsboat--2.21-1.5--faq.html": newsboat,
    "openocd--0.12.0-1--FAQ.html": openocd,
    "pelican-doc--4.8.0+dfsg-1--faq.rst.txt": pelican,
    "procps--4.0.2-3--FAQ.gz": procps,
    "proftpd-doc--1.3.8+dfsg-4+deb12u5--faq.html": proftpd,
    "publican--4.3.2-3--FAQ.xml": publican,
    "pylint-doc--2.16.2-2--faq.html": pylint,
    "repmgr-common--5.3.3-2--appendix-faq.xml.gz": repmgr,
    "schroot--1.6.13-3+b2--schroot-faq.7.gz": schroot,
    "simple-revision-control--1.29-1--FAQ.adoc.gz": src,
    "slirp--1.0.17-11--alt.dcom.slip-emulators.FAQ.gz": slirp,
    "syncthing--1.19.2~ds1-1+b4--syncthing-faq.7.gz": syncthing,
    "termshark--2.4.0-1+b6--FAQ.md.gz": termshark,
    "vpnc--0.5.3+git20220927-1--FAQ.md": vpnc,
    "wml--2.32.0~ds1-1--wml_faq.7.gz": wml,
    "xterm--379-1--xterm.faq.gz": xterm,
    "ycm-cmake-modules--0.13.0-2--ycm-faq.7.gz": ycm,
    "simonmichael--hledger_site--FAQ.org": org,
    "linuxdeepin--lastore-daemon--FAQ.org": lambda t: org(t, title_first=True),
    "eyeinsky--org-anki--FAQ.org": org,
    "aerokube--selenoid--faq.adoc": selenoid,
    "apache--tomee--faq.adoc": tomee,
    "xtdb--xtdb--faq.adoc": xtdb,
    "jenkinsci--credentials-plugin--faq.adoc": jenkins,
    "ActivityWatch--activitywatch--faq.rst": rst_flat,
    "CodeReclaimers--neat-python--faq.rst": neat,
    "DistrictDataLabs--yellowbrick--faq.rst": rst_flat,
    "AIM-Harvard--pyradiomics--faq.rst": pyradiomics,
    "abeltje--Test-Smoke--FAQ.pod": test_smoke,
    "smtpd--qpsmtpd--FAQ.pod": qpsmtpd,
    "postgis--postgis--faq.xml": docbook_flat,
    "dspinellis--UMLGraph--faq.xml": umlgraph,
    "rcaelers--workrave--faq.xml": docbook_flat,
    "rakshasa--rtorrent--faq.xml": docbook_flat,
    "Ambassadormathismathews--wzdftpd--faq.sgml": wzdftpd,
    "Hubs-Foundation--hubs-docs--faq.mdx": hubs,
    "delve--1.20.2-1+deb12u1--faq.md.gz": md_questions(3),
    "libsndfile1-dev--1.2.0-1+deb12u1--FAQ.md.gz": md_questions(2),
    "mtail--3.0.0~rc50-1+b6--faq.md.gz": md_questions(2),
    "qtpass--1.3.2-4--FAQ.md.gz": qtpass,
    "snoopy--2.5.1-1--FAQ.md": md_questions(3),
    "supervisor-doc--4.2.5-1--faq.rst.txt": supervisor,
    "khal-doc--0.10.5-1.1--faq.html": khal,
    "libxml2-doc--2.9.14+dfsg-1.3~deb12u6--FAQ.html": libxml2,
    "user-mode-linux-doc--20060501+repack0-1--faq.html": uml,
    "rkhunter--1.4.6-11--FAQ.gz": rkhunter,
    "vnstat--2.10-2--FAQ": vnstat,
    "makepp--2.0.98.5-2.1--makepp_faq.1.gz": makepp,
    "libxml-simple-perl--2.25-2--FAQ.pod": xml_simple,
}


if __name__ == "__main__":
    main(HERE, RULES)
