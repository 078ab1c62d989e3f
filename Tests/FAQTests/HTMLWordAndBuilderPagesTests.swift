import XCTest
@testable import FAQ

/// Pages of word processors and documentation builders the Fresh53 draw showed: Word's question
/// labels inside a span the question runs past, Word's headings exported as paragraphs named by
/// the `_Toc` anchors its contents link to (bold around them, whole paragraphs, marks nothing), and pgBackRest's
/// builder titling its sections with `div.section1-title`.
final class HTMLWordAndBuilderPagesTests: XCTestCase {
    private func read(_ html: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html")
    }

    /// CombBLAS's Word page: `<span><b>Q10:</b> </span>Does …?`, the label in a span the line goes on past.
    func testAQuestionLabelInsideASpanTheLineGoesOnPast() throws {
        var html = "<html><body><h1>Frequently Asked Questions about Combinatorial BLAS</h1>\n"
        for n in 1...4 {
            let label = n == 2 ? "<span class=s3><b>Q\(n):</b> </span>" : n == 3 ? "<span class=s3><b>Q\(n): </b>I </span>" : "<b>Q\(n): </b>"
            let rest = n == 3 ? "would like to ask thing \(n)?" : "Does it do thing \(n)?"
            html += "<p class=p5>\(label)\(rest)</p>\n<p class=p5><b>A\(n):</b> Yes, it does \(n).</p>\n<p class=p7>---</p>\n"
        }
        let document = try read(html + "</body></html>").document
        XCTAssertEqual(questions(document), ["Does it do thing 1?", "Does it do thing 2?", "I would like to ask thing 3?", "Does it do thing 4?"])
        XCTAssertEqual(answer(document, "Does it do thing 2?")?.hasPrefix("Yes\\, it does 2\\."), true, "its numbered label left out")
    }

    /// FlightGear's Word 97 page: a contents of links to `_Toc` anchors, each heading a paragraph
    /// that is only its named anchor, its bold and underline wrapped around the paragraph.
    func testWordHeadingsNamedByTheContentsAnchors() throws {
        let titles = ["Who am I & what do I do?", "How complete is the data?", "General structure of the files"]
        let banner = "<HTML><BODY><B><U><FONT SIZE=4><P ALIGN=\"CENTER\">Airport data in FlightGear</P></B></U></FONT>\n"
        let contents = titles.enumerated().map { "<P><A HREF=\"#_Toc49\($0)\">\($1)</A></P>\n" }.joined()
        let entries = titles.enumerated().map {
            "<B><U><FONT FACE=\"Arial\"><P><A NAME=\"_Toc49\($0)\">\($1)</A></P>\n</B></U></FONT><FONT><P>Answer number \($0).</P>\n</FONT>"
        }.joined()
        let document = try read(banner + contents + entries + "</BODY></HTML>").document
        XCTAssertEqual(questions(document), titles)
        XCTAssertEqual(answer(document, "How complete is the data?"), "Answer number 1\\.")
        XCTAssertEqual(document.description, "Airport data in FlightGear", "bold around a whole paragraph marks nothing")
        // Named paragraphs no contents link to are text.
        XCTAssertFalse(questions((try? read(banner + entries + "</BODY></HTML>").document) ?? FAQDocument(title: "", sections: []))
            .contains("How complete is the data?"))
        // On a page with headings, named paragraphs that links point to are footnotes or glossary terms (the second review's).
        let footnotes = "<html><body><h1>Foo FAQ</h1><h2>Which formats does it read?</h2><p>Many<a href=\"#n1\">[1]</a>, and more<a href=\"#n2\">[2]</a>.</p>"
            + "<h2>Is it free?</h2><p>Yes.</p><h2>Where is the source?</h2><p>On the forge<a href=\"#n3\">[3]</a>.</p>"
            + "<p><a name=\"n1\">Note 1</a></p><p>Text one.</p><p><a name=\"n2\">Note 2</a></p><p>Text two.</p><p><a name=\"n3\">Note 3</a></p><p>Text three.</p></body></html>"
        XCTAssertEqual(questions(try read(footnotes).document), ["Which formats does it read?", "Is it free?", "Where is the source?"])
    }

    /// pgBackRest's builder: no heading elements, each section a `div.section1` whose title is a `div.section1-title`.
    func testDivisionTitleClassesAreHeadings() throws {
        var html = "<html><head><title>pgBackRest FAQ</title></head><body><div class=\"page-header\"><div class=\"page-header-title\">pgBackRest</div></div>"
        let titles = ["Introduction", "What if I get the could not find WAL segment error?", "How to manually purge expired WAL segments?",
                      "Time-based Point-in-Time Recovery does not appear to work, why?"]
        for (n, title) in titles.enumerated() {
            html += "<div class=\"section1\"><a id=\"s\(n)\"></a><div class=\"section1-header\"><div class=\"section1-number\">\(n + 1)</div>"
                + "<div class=\"section1-title\">\(title)</div></div><div class=\"section-body\"><div class=\"section-body-text\">Text \(n).</div></div></div>"
        }
        let document = try read(html + "</body></html>").document
        XCTAssertEqual(questions(document), Array(titles.dropFirst()))
        XCTAssertEqual(answer(document, "How to manually purge expired WAL segments?"), "Text 2\\.")
        // A template's widget titles (`div.section-title`, no number) head nothing (the second review's).
        let widgets = "<html><head><title>Gadget FAQ</title></head><body><p class=\"title\">Gadget FAQ</p>"
            + "<div class=\"sidebar-widget\"><div class=\"section-title\">Recent posts</div><ul><li><a href=\"a.html\">Post A</a></li></ul></div>"
            + "<div class=\"sidebar-widget\"><div class=\"section-title\">Tags</div><ul><li>gadgets</li><li>howto</li></ul></div>"
            + "<dl><dt>What is Gadget?</dt><dd>A gadget.</dd><dt>How do I install Gadget?</dt><dd>Use the installer.</dd><dt>Is Gadget free?</dt><dd>Yes.</dd></dl></body></html>"
        XCTAssertEqual(groups(try read(widgets).document), [])
    }
}
