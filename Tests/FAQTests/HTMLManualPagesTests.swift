import XCTest
@testable import FAQ

/// Manual pages converted to HTML keep the manual readers' rule: the headings beside `NAME`
/// made of a manual's boilerplate words are the page's text, never questions.
final class HTMLManualPagesTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    func testAPod2htmlStubWithOnlyManualSectionsIsRefused() {
        XCTAssertThrowsError(try read("""
            <html><head><title>Questions for Tool on Windows</title></head><body>
            <ul id="index"><li><a href="#NAME">NAME</a></li><li><a href="#Description">Description</a></li></ul>
            <h1 id="NAME">NAME</h1><p>Questions for Tool on Windows</p>
            <h1 id="Description">Description</h1><p>This document discusses some questions.</p>
            <h1 id="See-Also">See Also</h1><p>The FAQ for Tool.</p>
            <h1 id="Authors">Authors</h1><ul><li><p>A. Author</p></li></ul>
            </body></html>
            """))
    }

    func testAManPageInHTMLKeepsItsQuestionsAndNotItsSections() throws {
        // man2html's shape: h2 sections, h3 questions under a topic, closing manual sections.
        let document = try read("""
            <html><body><h1>tool(7) Manual Page</h1>
            <h2>NAME</h2><p>toolfaq - questions about tool</p>
            <h2>SYNOPSIS</h2><p>toolfaq</p>
            <h2>DESCRIPTION</h2><p>Answers to common questions.</p>
            <h2>Configuration</h2>
            <h3>How do I set my name?</h3><p>Edit the file.</p>
            <h3>Where is the file?</h3><p>In your home.</p>
            <h2>Transfers</h2>
            <h3>Why is it slow?</h3><p>The network.</p>
            <h2>SEE ALSO</h2><p>tool(1)</p>
            <h2>AUTHOR</h2><p>Someone</p>
            </body></html>
            """)
        XCTAssertEqual(groups(document), ["Configuration", "Transfers"])
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.description, "toolfaq - questions about tool")
    }

    func testAPageWithoutANameHeadingKeepsItsDescriptionHeading() throws {
        let document = try read("""
            <html><body><h1>Widget FAQ</h1>
            <h2>Description</h2><p>What the widget is.</p>
            <h2>Why is it blue?</h2><p>Paint.</p>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["Description", "Why is it blue?"])
    }

    func testSettlingAManualPageIsLinear() throws {
        try LinearGrowth.assert(1 << 17) { size in
            var html = "<html><body><h1>NAME</h1><p>x - y</p>"
            var n = 0
            while html.utf8.count < size {
                html += "<h1>SEE ALSO</h1><p>z</p><h1>Group \(n)</h1><h2>Why \(n)?</h2><p>Because.</p>"
                n += 1
            }
            XCTAssertEqual(try read(html + "</body></html>").questionCount, n)
        }
    }
}
