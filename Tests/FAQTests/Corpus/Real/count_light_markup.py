"""AsciiDoc, Markdown definition-list and MDX counts for check-counts.py (test-only; the
rules are in check-counts.py's docstring)."""
import re

DELIMITER = re.compile(r"(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|/{4,})")
UNDERLINE = {"=": 0, "-": 1, "~": 2, "^": 3, "+": 4}
TERM = re.compile(r"(\S.*?)::(\s.*)?$")
COMPONENT = re.compile(r"<(Accordion|Collapse|Collapsible|Details)\b[^>]*?\b(title|summary)=", re.S)


def is_asciidoc(text):
    """A .txt file that is AsciiDoc: it has three `== ` titles or three `Term::` lines."""
    return len(re.findall(r"^== \S", text, re.M)) >= 3 or len(re.findall(r"::$", text, re.M)) >= 3


def asciidoc_lines(text):
    """(kind, level, text) for each title and labelled-list term outside delimited blocks."""
    lines, items, block, discrete = text.split("\n"), [], None, False
    index = 0
    while index < len(lines):
        line = lines[index].rstrip()
        if block is not None:
            block = None if line == block else block
            index += 1
            continue
        following = lines[index + 1].rstrip() if index + 1 < len(lines) else ""
        if (re.search(r"\w", line) and not line.startswith("[") and not DELIMITER.fullmatch(line) and following[:1] in UNDERLINE
                and re.fullmatch(re.escape(following[:1]) + "+", following) and abs(len(following) - len(line)) <= 1):
            if not discrete:
                items.append(("title", UNDERLINE[following[0]], line))
            discrete = False
            index += 2
            continue
        if DELIMITER.fullmatch(line):
            block = line
        elif re.fullmatch(r"\[(float|discrete)\b.*\]", line):
            discrete = True
            index += 1
            continue
        elif re.match(r"=+ \S", line):
            if not discrete:
                items.append(("title", len(line) - len(line.lstrip("=")) - 1, line.lstrip("= ").strip()))
        elif TERM.match(line) and not line.startswith((" ", "\t", "//")) and "::" in line and not re.match(r"\w+::\S", line):
            items.append(("term", None, line))
        elif line.strip() and not line.startswith("//") and items and items[-1][0] == "term" and line.strip() != "+":
            items.append(("body", None, ""))
        discrete = False
        index += 1
    return items


def asciidoc(text):
    items = asciidoc_lines(text)
    titles = [i for i, item in enumerate(items) if item[0] == "title"]
    if titles:
        items = items[:titles[0]] + items[titles[0] + 1:]  # the first title is the document's
    if not any(item[0] == "term" for item in items):
        return headings([(level, title) for kind, level, title in items if kind == "title"])
    sections, questions, heading, previous = set(), 0, None, None
    for index, (kind, _, _) in enumerate(items):
        if kind == "title":
            heading = index
        elif kind == "term":
            if previous != "term":  # a term right after another asks the same question
                questions += 1
                if heading is not None:
                    sections.add(heading)
        previous = kind if kind != "title" else None
    return len(sections), questions


def headings(found):
    """(level, title) below the document title: a heading that ends in "?", has no
    sub-headings, or whose siblings mostly are such, is a question; its sub-headings are part
    of its answer; another heading holding a question is a section."""
    def below(i):
        j = i + 1
        while j < len(found) and found[j][0] > found[i][0]:
            j += 1
        return range(i + 1, j)
    parent = [max((j for j in range(i) if found[j][0] < found[i][0] and i in below(j)), default=None)
              for i in range(len(found))]
    asks = [title.endswith("?") or not below(i) for i, (_, title) in enumerate(found)]
    question = []
    for i in range(len(found)):
        siblings = [j for j in range(len(found)) if parent[j] == parent[i] and found[j][0] == found[i][0]]
        question.append(asks[i] or 2 * sum(asks[j] for j in siblings) > len(siblings))
    inside = set(j for i in range(len(found)) if question[i] for j in below(i))
    counted = [i for i in range(len(found)) if question[i] and i not in inside]
    sections = [i for i in range(len(found)) if not question[i] and i not in inside and any(j in counted for j in below(i))]
    return len(sections), len(counted)


def markdown_lines(text):
    """The lines of a Markdown file outside fenced code and front matter."""
    lines, kept, fence = text.split("\n"), [], None
    if lines and lines[0] == "---":
        end = lines.index("---", 1) if "---" in lines[1:] else 0
        lines = lines[end + 1:]
    for line in lines:
        stripped = line.strip()
        if fence:
            fence = None if stripped.startswith(fence) else fence
            continue
        if stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            continue
        kept.append(line)
    return kept


def definition_terms(text):
    """The indexes of definition-list terms: a term line followed by a `: ` definition."""
    lines = markdown_lines(text)
    return [i for i in range(len(lines) - 1)
            if lines[i].strip() and not lines[i].startswith((":", " ", "\t", "#")) and lines[i + 1].startswith(": ")]


def definition_list(text):
    lines, terms = markdown_lines(text), set(definition_terms(text))
    sections, heading = set(), None
    for index, line in enumerate(lines):
        if re.match(r"#{1,6} ", line):
            heading = index if re.match(r"#{2,6} ", line) else None
        elif index in terms and heading is not None:
            sections.add(heading)
    return len(sections), len(terms)


def mdx_components(text):
    """Components carrying the question in a title or summary attribute, outside fenced code."""
    return 0, len(COMPONENT.findall("\n".join(markdown_lines(text))))
