import random, re, os, glob
corpus = "/work/main/Tests/FAQTests/Corpus"
held = ""
for f in glob.glob(corpus + "/**/SOURCES.md", recursive=True) + glob.glob("/work/shared/faq-corpus/SOURCES.md"):
    held += open(f, encoding="utf-8").read().lower()
held += " ".join(os.listdir(d) for d in [] ) 
for d in glob.glob(corpus + "/*/"):
    held += " " + " ".join(os.listdir(d)).lower()
def fmt(path):
    p = path.lower()
    if p.endswith(".gz"): p = p[:-3]
    if "/usr/share/man/" in p: return "man"
    if p.endswith(".pod"): return "pod"
    if p.endswith((".rst", ".rst.txt")) or "_sources/" in p: return "rst"
    if p.endswith((".md", ".mdx", ".markdown")): return "md"
    if p.endswith((".html", ".htm", ".xhtml")): return "html"
    if p.endswith((".xml", ".docbook", ".sgml")): return "xml"
    if p.endswith((".adoc", ".asciidoc")): return "adoc"
    if p.endswith(".org"): return "org"
    if p.startswith("usr/share/doc") or "/usr/share/doc" in p:
        base = os.path.basename(p)
        if "." not in base or base.endswith((".txt", ".faq", ".text")): return "text"
    return None
langs = re.compile(r"/(de|fr|es|it|ja|ru|pl|pt|pt_br|zh_cn|zh_tw|ko|nl|sv|cs|hu|uk|tr|ca|da|fi|nb|el|sk|sl|ro|bg|et|gl|eu|he|id|lt|lv|sr|vi|zh)(/|$|_)")
bypkg = {}
for line in open("/work/measure/faqfiles.txt"):
    pkg, path = line.rstrip("\n").split(": ", 1)
    f = fmt(path)
    if not f: continue
    if langs.search(path.lower()) or re.search(r"-(de|fr|es|it|ja|ru|pl|pt|zh|ko|nl|cs|hu)$", pkg): continue
    if "/usr/share/doc/html/" in path.lower() and "/en/" not in path.lower(): continue
    bypkg.setdefault((f, pkg), []).append(path)
rng = random.Random(616)
shares = {"text": 4, "html": 4, "md": 2, "man": 2, "pod": 1, "rst": 1, "xml": 1, "adoc": 1, "org": 1}
for f, n in shares.items():
    pk = sorted(p for (ff, p) in bypkg if ff == f)
    rng.shuffle(pk)
    taken = 0
    for p in pk:
        stem = re.sub(r"^(lib|python3?-|golang-|node-|r-cran-|ruby-|php-)", "", p)
        stem = re.sub(r"(-doc|-dev|-common|-data|-perl|-utils|-examples)$", "", stem)
        if p.lower() in held or (len(stem) > 3 and stem.lower() in held):
            print("skip held", f, p); continue
        paths = sorted(bypkg[(f, p)])
        path = rng.choice(paths)
        print("TAKE", f, p, path)
        taken += 1
        if taken == n: break
