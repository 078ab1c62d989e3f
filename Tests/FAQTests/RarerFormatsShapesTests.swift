import XCTest
@testable import FAQ

/// Shapes the Fresh52 draw (DocBook, man pages, FAQPage pages and plain text from public
/// repositories) showed: a `qandadiv` with no title, entities a book declares elsewhere, a
/// DocBook fragment with no root, a man page's back matter in tagged entries, FAQs named by a
/// language (`FAQ.en`), and FAQPage data that lists fewer questions than its page shows.
final class RarerFormatsShapesTests: XCTestCase {
    private func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    private func entry(_ question: String) -> String {
        "<qandaentry><question><para>\(question)</para></question><answer><para>Yes, &C2; does.</para></answer></qandaentry>"
    }

    /// Carrot2's chapter: each titled `section` holds one untitled `qandadiv`, its questions
    /// naming the product by an entity declared in a file not read.
    func testAnUntitledDivisionIsItsSectionsAndEntitiesKeepTheirNames() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V5.0//EN" "docbook.dtd" [ <!ENTITY % local SYSTEM "local.ent"> %local; ]>
        <chapter><title>FAQ</title>
        <section><title>Is &C2; suitable for me?</title><qandaset><qandadiv>
        \(entry("Can I use &C2; in a commercial project?"))\(entry("Can &C2; crawl my website?"))
        </qandadiv></qandaset></section>
        <section><title>How do I use &C2;?</title><qandaset><qandadiv>
        \(entry("What is the query syntax in &C2;?"))\(entry("Does &C2; support boolean querying?"))
        </qandadiv></qandaset></section></chapter>
        """
        let result = try read(xml, file: "faq.xml")
        XCTAssertEqual(result.document.sections.map(\.title), ["Is C2 suitable for me?", "How do I use C2?"])
        XCTAssertEqual(result.document.sections.first?.questions.map(\.question), ["Can I use C2 in a commercial project?", "Can C2 crawl my website?"])
        XCTAssertNil(result.misread, "a question shown with its entity's name is shown")
        // An untitled division among titled ones is no group the guard misses (the review's).
        let nested = "<?xml version=\"1.0\"?><article><title>Foo FAQ</title><qandaset><qandadiv><title>Install</title>" + entry("How do I install?")
            + "</qandadiv><qandadiv>" + entry("Orphan question one?") + "</qandadiv><qandadiv><title>Misc</title>" + entry("Anything else?")
            + "</qandadiv></qandaset></article>"
        let untitled = try read(nested, file: "faq.xml")
        XCTAssertEqual(groups(untitled.document), ["Install", "Misc"])
        XCTAssertNil(untitled.misread)
        XCTAssertEqual(QuestionShape.key("Can I use &C2; in it?"), "can i use c2 in it")
        XCTAssertEqual(QuestionShape.key("Don&rsquo;t &lt;b&gt; it?"), "don t b it")
    }

    /// S2's `faq.xml`, which a book includes: a `<title>` beside its `<qandaset>`, no root around them.
    func testADocBookFragmentWithNoRoot() throws {
        let xml = "<title>FAQ</title>\n\n<qandaset defaultlabel='qanda'>\n" + entry("Why didn't you just use XSLT?")
            + entry("Why invent a whole new language?") + "\n&s2.faq.extra;\n</qandaset>\n"
        let result = try read(xml, file: "faq.xml")
        XCTAssertEqual(result.importer, "DocBook XML")
        XCTAssertEqual(result.document.title, "FAQ")
        XCTAssertEqual(questions(result.document), ["Why didn't you just use XSLT?", "Why invent a whole new language?"])
        // Elements side by side that hold no questions stay refused.
        XCTAssertThrowsError(try read("<title>Notes</title>\n<para>Some text.</para>\n", file: "faq.xml"))
    }

    /// Taskwarrior's `task-faq(5)`: its `SEE ALSO` and `REPORTING BUGS` tag links, on a page
    /// whose tagged entries mostly ask; those are no questions, and the one group left wraps the FAQ.
    func testAManPagesBackMatterHoldsNoQuestions() throws {
        var roff = ".TH task-faq 5\n.SH NAME\ntask-faq \\- A FAQ for task\n.SH WELCOME\nWelcome.\n"
        for n in 1...4 { roff += ".TP\nQ: How do I do thing \(n)?\nLike this \(n).\n" }
        roff += ".SH SEE ALSO\n.BR task(1)\n.TP\nThe official site at\n<http://taskwarrior.org>\n.TP\nThe official code repository at\n<git://tasktools.org/task.git/>\n"
        roff += ".SH REPORTING BUGS\n.TP\nBugs in taskwarrior may be reported to the issue-tracker at\n<http://taskwarrior.org>\n"
        let document = try read(roff, file: "task-faq.5").document
        XCTAssertEqual(questions(document), (1...4).map { "Q: How do I do thing \($0)?" })
        XCTAssertFalse(questions(document).contains("The official site at"))
        XCTAssertTrue(ManualStructure.isBackMatter("REPORTING BUGS") && ManualStructure.isBackMatter("AUTHOR AND COPYRIGHT"))
        XCTAssertFalse(ManualStructure.isBackMatter("DESCRIPTION") || ManualStructure.isBackMatter("QUESTIONS") || ManualStructure.isBackMatter("BUGS"))
    }

    /// qvwm's `FAQ.en` and RNtrack's `FAQ.ru`: a FAQ named by its language is plain text.
    func testAFAQNamedByItsLanguageIsPlainText() throws {
        var text = "FAQ\n===\n\n"
        for n in 1...3 { text += "Q: How do I set option \(n)?\nA: Edit the file \(n).\n\n" }
        XCTAssertEqual(try read(text, file: "FAQ.en").document.questionCount, 3)
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "docs/FAQ.ru"), .plainText)
        // A source file whose extension is also a language's code is no FAQ text.
        XCTAssertNil(DocumentFormat.detect(Array(text.utf8), fileName: "faq.pl"))
        XCTAssertNil(DocumentFormat.detect(Array(text.utf8), fileName: "notes.en"))
        // RNtrack's FAQ.ru is in Windows-1251, the review's FAQ.ru in KOI8-R: read in the encoding the name's language was written in.
        let russian = "Q1: Как мне это сделать?\nA1: Вот так, это просто.\n\nQ2: Где взять программу?\nA2: На сайте проекта.\n"
        for (encoding, bytes) in [("WINDOWS-1251", cp1251(russian)), ("KOI8-R", koi8r(russian))] {
            let result = try DocumentReader.decode(bytes, file: "FAQ.ru")
            XCTAssertEqual(questions(result.document).first, "Как мне это сделать?", encoding)
            XCTAssertTrue(result.warnings.contains { $0.description.contains(encoding) }, encoding)
        }
        // Spanish in Latin-1 misnamed `.ru` has few letters past ASCII: Latin-1 still (the second review's).
        let spanish = Array("Q1: ¿Qué es Gato?\nA1: Un programa pequeño.\n\nQ2: ¿Dónde está?\nA2: En la web.\n".unicodeScalars.map { UInt8($0.value) })
        XCTAssertEqual(questions(try DocumentReader.decode(spanish, file: "FAQ.ru").document).first, "¿Qué es Gato?")
    }

    /// swish++'s `FAQ.Debian`, bootcd's `FAQ.bootcd.gz`: a FAQ named by its maintainer or package is plain text;
    /// a source or style file named "faq" is not, nor is a binary one.
    func testAFAQNamedByItsPackageIsPlainText() throws {
        var text = ""
        for n in 1...3 { text += "Q: How do I set option \(n)?\nA: Edit the file \(n).\n\n" }
        XCTAssertEqual(try read(text, file: "FAQ.Debian").document.questionCount, 3)
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "/usr/share/doc/bootcd/FAQ.bootcd"), .plainText)
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "gnus-faq.old"), .plainText)
        for name in ["faq.py", "faq.css", "faq.tpl", "faq.tt", "faq.j2", "faq.hbs", "notes.Debian", "FAQ-tool.Debian", "faq.d/x.Debian"] {
            XCTAssertNil(DocumentFormat.detect(Array(text.utf8), fileName: name), name)
        }
        XCTAssertNil(DocumentFormat.detect(Array(text.utf8) + [0, 1, 2], fileName: "FAQ.bin"), "a binary file")
    }

    /// `text`'s Cyrillic in Windows-1251 (А–я at 0xC0–0xFF), other characters ASCII.
    private func cp1251(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 0x80 ? UInt8($0.value) : UInt8($0.value - 0x410 + 0xC0) }
    }

    /// `text`'s Cyrillic in KOI8-R, other characters ASCII.
    private func koi8r(_ text: String) -> [UInt8] {
        let lower = Array("юабцдефгхийклмнопярстужвьызшэщчъ".unicodeScalars), upper = Array("ЮАБЦДЕФГХИЙКЛМНОПЯРСТУЖВЬЫЗШЭЩЧЪ".unicodeScalars)
        return text.unicodeScalars.map { scalar in
            if scalar.value < 0x80 { return UInt8(scalar.value) }
            if let i = lower.firstIndex(of: scalar) { return UInt8(0xC0 + i) }
            return UInt8(0xE0 + upper.firstIndex(of: scalar)!)
        }
    }

    private func page(data: [String], shown: [String]) -> String {
        let entities = data.map { "{\"@type\": \"Question\", \"name\": \"\($0)\", \"acceptedAnswer\": {\"@type\": \"Answer\", \"text\": \"Yes.\"}}" }
        return """
        <html><head><title>Invoiso FAQ</title><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": [\(entities.joined(separator: ","))]}
        </script></head><body><h1>Frequently Asked Questions</h1>
        \(shown.map { "<h3>\($0)</h3><p>Yes, it does.</p>" }.joined(separator: "\n"))
        </body></html>
        """
    }

    /// Invoiso's page: its FAQPage data lists 13 of the 19 questions it shows.
    func testFAQPageDataListingFewerQuestionsThanThePageShows() throws {
        let shown = (1...8).map { "Can it do task \($0)?" }
        let partial = try read(page(data: Array(shown.prefix(5)), shown: shown), file: "faq.html")
        XCTAssertEqual(partial.importer, "HTML")
        XCTAssertEqual(partial.document.questionCount, 8)
        // Data that lists nearly all the page shows (one more may be a closing "Still have questions?") is the FAQ.
        let nearly = try read(page(data: Array(shown.prefix(7)), shown: shown), file: "faq.html")
        XCTAssertEqual(nearly.importer, "schema.org JSON-LD")
        // A page whose questions are not the data's, or that adds only a shop's two headings, keeps the data (the review's).
        let other = try read(page(data: ["What is it?", "Is it free?"], shown: shown), file: "faq.html")
        XCTAssertEqual(other.importer, "schema.org JSON-LD")
        let promoted = try read(page(data: Array(shown.prefix(4)), shown: Array(shown.prefix(4)) + ["Why shop with us?", "Want 10% off?"]), file: "faq.html")
        XCTAssertEqual(promoted.document.questionCount, 4)
    }
}
