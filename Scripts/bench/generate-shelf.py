"""Writes a benchmark shelf under ROOT: FILES FAQ files holding QUESTIONS questions in all, half
FAQ JSON and half Markdown, in package-like folders (pkgN/), plus the real corpus files FAQ
Browser reads (copied as real/NAME-faq.EXT). Prints the generated files' and questions' counts.
Usage: generate-shelf.py ROOT [FILES] [QUESTIONS]"""
import gzip
import json
import os
import shutil
import sys

WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
         "labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco printer "
         "network install upgrade kernel memory cache display keyboard mouse sound").split()
# Real corpus files in formats FAQ Browser reads (SOURCES.md lists them with their counts).
REAL = "Tests/FAQTests/Corpus/Real"
REAL_SUFFIXES = (".md", ".mdx", ".rst", ".adoc", ".org", ".fml", ".html", ".xml", ".sgml")


def answer(n):
    length = 8 if n % 3 else 120  # short and long answers, as Scripts/bench/generate.py
    words = [WORDS[(n * 7 + i * 3) % len(WORDS)] for i in range(length)]
    return " ".join(words).capitalize() + ". See **item %d** and `code %d`." % (n, n)


def sections_of(f, count):
    per = 20
    out, made, s = [], 0, 0
    while made < count:
        n = min(per, count - made)
        out.append((f"Section {s} of FAQ {f}", [(f"q{made + i}", f"Question {made + i} about {WORDS[(f + i) % len(WORDS)]} in FAQ {f}?",
                                                  answer(f * 1000 + made + i)) for i in range(n)]))
        made += n
        s += 1
    return out


def write_json(path, f, count):
    sections = [{"id": f"s{s}", "title": title, "questions": [{"id": i, "question": q, "answer": a} for i, q, a in qs]}
                for s, (title, qs) in enumerate(sections_of(f, count))]
    with open(path, "w") as out:
        json.dump({"title": f"Generated FAQ {f}", "sections": sections}, out)


def write_markdown(path, f, count):
    with open(path, "w") as out:
        out.write(f"# Generated FAQ {f}\n\n")
        for title, qs in sections_of(f, count):
            out.write(f"## {title}\n\n")
            for _, q, a in qs:
                out.write(f"### {q}\n\n{a}\n\n")


def main():
    root = sys.argv[1]
    files = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    questions = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
    os.makedirs(os.path.join(root, "real"), exist_ok=True)
    real = sorted(n for n in os.listdir(REAL) if n.endswith(REAL_SUFFIXES) and n != "SOURCES.md")
    for name in real:
        stem, ext = os.path.splitext(name)
        shutil.copy(os.path.join(REAL, name), os.path.join(root, "real", f"{stem}-faq{ext}"))
    generated = files - len(real)
    for f in range(generated):
        count = questions // generated + (1 if f < questions % generated else 0)
        folder = os.path.join(root, f"pkg{f:04d}")
        os.makedirs(folder, exist_ok=True)
        if f % 20 == 1:  # some gzip-compressed, as /usr/share/doc installs them
            path = os.path.join(folder, "FAQ.md")
            write_markdown(path, f, count)
            with open(path, "rb") as plain, gzip.open(path + ".gz", "wb") as packed:
                shutil.copyfileobj(plain, packed)
            os.remove(path)
        elif f % 2:
            write_markdown(os.path.join(folder, "FAQ.md"), f, count)
        else:
            write_json(os.path.join(folder, "app.faq.json"), f, count)
    print(generated, questions, len(real))


main()
