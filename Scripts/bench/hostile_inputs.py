"""Writes the hostile inputs of issue #25 into a folder; prints one line per input:
name<TAB>file argument (with #q where the input is a native FAQ wrapping one answer)."""
import json
import os
import struct
import sys
import zlib


def native(answer, questions=None):
    questions = questions or [{"id": "q", "question": "Q?", "answer": answer}]
    return json.dumps({"title": "T", "sections": [{"title": "S", "questions": questions}]}, ensure_ascii=False)


def png(width, height):
    """A 1-bit grayscale PNG of zeros: tiny on disk, `width` x `height` pixels decoded."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\0" + b"\0" * ((width + 7) // 8)
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
            + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def table(columns, rows=3):
    return "|" + "a|" * columns + "\n|" + "-|" * columns + "\n" + ("|" + "b|" * columns + "\n") * rows


LAUGHS = "\n".join(f'<!ENTITY lol{n} "' + f"&lol{n - 1};" * 10 + '">' for n in range(1, 10))


def main(folder):
    os.makedirs(folder, exist_ok=True)
    inputs = []

    def add(name, text, fragment="#q", binary=False):
        path = os.path.join(folder, name)
        with open(path, "wb") as f:
            f.write(text if binary else text.encode("utf-8"))
        inputs.append((name, path + fragment))

    # 1. Combining marks and giant grapheme clusters.
    add("marks-199990.json", native("a" + "\u0301" * 199990))
    add("marks-19000.json", native("a" + "\u0301" * 19000))
    add("marks-300x600.json", native(("a" + "\u0301" * 300 + " ") * 600))
    add("zwj-cluster-60000.json", native("👨" + "\u200d👩" * 60000))
    add("families-25000.json", native("👨‍👩‍👧‍👦" * 25000))
    # 2. XML amplification.
    head = '<?xml version="1.0"?>\n<!DOCTYPE faqs [\n<!ENTITY lol0 "lol">\n' + LAUGHS + "\n]>\n"
    body = '<part id="p"><faq id="q"><question>Q?</question><answer>A</answer></faq></part></faqs>\n'
    add("laughs-attribute.fml", head + '<faqs title="T" unused="&lol9;">' + body, fragment="")
    big = '<?xml version="1.0"?>\n<!DOCTYPE faqs [\n<!ENTITY big "' + "x" * 100_000 + '">\n]>\n'
    add("big-entity-title.fml", big + '<faqs title="' + "&big;" * 20_000 + '">' + body, fragment="")
    dhead = head.replace("faqs [", "article [")
    add("laughs-docbook-title.xml", dhead + "<article><title>&lol9;</title><qandaset><qandaentry><question><para>Q?</para></question>"
        "<answer><para>A</para></answer></qandaentry></qandaset></article>\n", fragment="")
    add("laughs-docbook-para.xml", dhead + "<article><title>T</title><qandaset><qandaentry><question><para>Q?</para></question>"
        "<answer><para>&lol9;</para></answer></qandaentry></qandaset></article>\n", fragment="")
    # 3. Org recursion and property drawers.
    add("quotes-20000.org", "#+TITLE: T\n* Q?\n" + "#+BEGIN_QUOTE\n" * 20000, fragment="")
    add("drawers-20000.org", "* Q?\n:PROPERTIES:\n" * 20000, fragment="")
    # 4. JSON arrays.
    faq = json.loads(native("A"))
    faq["x"] = [1] * 100_000
    add("array-100000.json", json.dumps(faq))
    many = [{"id": f"q{i}" if i else "q", "question": f"Q{i}?", "answer": "A"} for i in range(40_000)]
    many[20_000]["question"] = 7
    add("bad-entry-40000.json", native(None, many))
    add("jsonld-20000.jsonld", json.dumps({"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": [
        {"@type": "Question", "name": f"Q{i}?", "acceptedAnswer": {"@type": "Answer", "text": "A"}} for i in range(20_000)]}), fragment="")
    # 5. Wide tables.
    for n in (1000, 2000, 5000, 10000):
        add(f"table-{n}.json", native(table(n)))
    add("table-100x600.json", native(table(100, 600)))
    # 6. Duplicate titles.
    for n in (20_000, 100_000):
        add(f"duplicates-{n}.json", native(None, [{"question": "Q?", "answer": "A"} for _ in range(n)]).replace('"Q?"', '"Q?"', 1))
    # 7. Images outside the folder, devices and FIFOs.
    images = os.path.join(folder, "images")
    os.makedirs(images, exist_ok=True)
    fifo = os.path.join(images, "pipe.png")
    if not os.path.exists(fifo):
        os.mkfifo(fifo)
    for name, target in (("passwd.png", "/etc/passwd"), ("zero.png", "/dev/zero")):
        link = os.path.join(images, name)
        if not os.path.lexists(link):
            os.symlink(target, link)
    escapes = " ".join(f"![x](../../../../../../../{p})" for p in ("dev/tty", "etc/passwd", "proc/self/mem", "proc/self/fd/0", "dev/zero", "dev/urandom"))
    add(os.path.join("images", "escapes.json"), native(escapes + " ![l](passwd.png) ![z](zero.png) ![f](pipe.png)"))
    add(os.path.join("images", "fifos-100.json"), native(" ".join(["![f](pipe.png)"] * 100) + "\n\nafter"))
    # 8. Decompression bombs.
    with open(os.path.join(images, "bomb-20000.png"), "wb") as f:
        f.write(png(20_000, 20_000))
    with open(os.path.join(images, "tall-560x200000.png"), "wb") as f:
        f.write(png(560, 200_000))
    add(os.path.join("images", "bomb.json"), native("![b](bomb-20000.png)"))
    add(os.path.join("images", "four-bombs.json"), native(" ".join(["![b](bomb-20000.png)"] * 4)))
    add(os.path.join("images", "tall.json"), native("![t](tall-560x200000.png)"))
    for name, argument in inputs:
        print(f"{name}\t{argument}")


if __name__ == "__main__":
    main(sys.argv[1])
