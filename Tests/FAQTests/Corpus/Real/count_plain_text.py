"""Plain-text counts for check-counts.py (test-only): one explicit rule for each shape of the
corpus, tried in order; the rules are in check-counts.py's docstring."""
import re


def after_contents(lines, marker):
    """The lines after a table of contents: from the second line matching marker."""
    found = [i for i, line in enumerate(lines) if re.match(marker, line)]
    return lines[found[1]:] if len(found) > 1 else lines


def lettered_sections(lines):
    """Bash: "Section X:" groups of "X1)" entries."""
    body = after_contents(lines, r"Section A:")
    sections, questions, group = set(), 0, None
    for line in body:
        if re.match(r"Section [A-Z]:", line):
            group = line
        elif re.match(r"[A-Z]\d+\)\s+\S", line):
            questions += 1
            sections.add(group)
    return len(sections - {None}), questions


def question_lines(lines):
    """Q:/A: pairs, with numbered sections and subsections at the margin."""
    sections, questions, open_sections = set(), 0, []
    for index, line in enumerate(lines):
        blank_around = (index == 0 or not lines[index - 1].strip()) and (index + 1 == len(lines) or not lines[index + 1].strip())
        numbered = re.match(r"((?:\d+\.)+) +[A-Z]", line)
        if numbered and blank_around:
            level = numbered.group(1).count(".")
            open_sections = [s for s in open_sections if s[0] < level] + [(level, index)]
        elif re.match(r" {0,3}Q[:.] ", line):
            questions += 1
            sections.update(index for _, index in open_sections)
    return len(sections), questions


def numbered_parts(lines):
    """curl: "N. Part" sections of "N.M question" entries, after a table of contents."""
    body = after_contents(lines, r" ?1\. \S")
    sections, questions, part = set(), 0, None
    for index, line in enumerate(body):
        if re.match(r" ?\d+\. \S", line):
            part = index
        elif re.match(r" {1,2}\d+\.\d+ \S", line) and index and not body[index - 1].strip():
            questions += 1
            sections.add(part)
    return len(sections - {None}), questions


def count(text):
    lines = text.replace("\r\n", "\n").split("\n")
    if sum(bool(re.match(r"Section [A-Z]:", line)) for line in lines) > 1:
        return lettered_sections(lines)
    if sum(bool(re.match(r" {0,3}Q[:.] ", line)) for line in lines) >= 3:
        return question_lines(lines)
    if any(re.match(r" {1,2}\d+\.\d+ \S", line) for line in lines):
        return numbered_parts(lines)
    if sum(bool(re.match(r" ?\d+\. \S", line)) for line in lines) >= 3:
        return 0, sum(bool(re.match(r" ?\d+\. \S", line)) for line in lines)
    blank_before = [i == 0 or not lines[i - 1].strip() for i in range(len(lines))]
    stars = [i for i, line in enumerate(lines) if re.match(r"\* \S", line) and not line.rstrip().endswith("*") and blank_before[i]]
    if len(stars) >= 3:
        return 0, len(stars)
    indented = [i for i, line in enumerate(lines) if re.match(r"  [^ *]", line) and blank_before[i]]
    return 0, len(indented)
