"""Writes a FAQ of N questions for benchmarks: sections of 100 questions, short and long
answers, every tenth section with a nested subsection, and one section of 1,000 questions
("Big section") when N allows it. Usage: generate.py N OUT.json"""
import json
import sys

WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
         "labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco").split()


def answer(n):
    length = 8 if n % 3 else 120  # short and long answers
    words = [WORDS[(n * 7 + i) % len(WORDS)] for i in range(length)]
    return " ".join(words).capitalize() + ". See **item %d** and `code %d`." % (n, n)


def main():
    total, out = int(sys.argv[1]), sys.argv[2]
    sections, made, s = [], 0, 0
    if total >= 10_000:
        sections.append({"id": "big", "title": "Big section",
                         "questions": [{"id": f"big-{i}", "question": f"Big question {i}?", "answer": answer(i)} for i in range(1000)]})
        made = 1000
    while made < total:
        count = min(100, total - made)
        section = {"id": f"s{s}", "title": f"Section {s}",
                   "questions": [{"id": f"s{s}-q{i}", "question": f"Question {made + i} about topic {s}?", "answer": answer(made + i)}
                                 for i in range(count)]}
        made += count
        if s % 10 == 0 and made + 10 <= total:
            section["sections"] = [{"id": f"s{s}-sub", "title": f"More about {s}",
                                    "questions": [{"id": f"s{s}-sub-q{i}", "question": f"Nested question {made + i}?", "answer": answer(made + i)}
                                                  for i in range(10)]}]
            made += 10
        sections.append(section)
        s += 1
    json.dump({"title": f"Benchmark FAQ ({total} questions)", "sections": sections}, open(out, "w"))


main()
