import Foundation
import XCTest
@testable import FAQ

/// Pages that render Markdown in the browser (Strapdown.js's `<xmp>`, a `text/markdown`
/// script): the Markdown is read as Markdown when it is most of the page; a page that only
/// quotes some keeps its own reading.
final class HTMLMarkdownPagesTests: XCTestCase {
    static let strapdown = """
        <html>
        <head><title>Faq</title></head>
            <xmp theme="united" style="display:none;">
              ## Common questions

              **How do I publish my page?**

              Push it to the server.

              **Why are my images missing?**

              Check the case of their names.
          </xmp>
        <a class="btn" href="..">Back</a>
        </body>
        <script src="strapdown.js"></script>
        </html>
        """

    func testAnXmpPageIsReadAsItsMarkdown() throws {
        let result = try DocumentReader.decode(Array(Self.strapdown.utf8), file: "index.html")
        XCTAssertEqual(questions(result.document), ["How do I publish my page?", "Why are my images missing?"])
        XCTAssertEqual(result.importer, "HTML, its Markdown read as Markdown")
        let script = "<html><body><script type=\"text/markdown\">\n# FAQ\n\n## Is it free?\n\nYes.\n\n## Can I copy it?\n\nYes.\n</script></body></html>"
        XCTAssertEqual(questions(try DocumentReader.decode(Array(script.utf8), file: "faq.html").document), ["Is it free?", "Can I copy it?"])
    }

    func testAPageQuotingSomeMarkdownKeepsItsOwnReading() throws {
        let page = """
            <html><body><h1>FAQ</h1>
            <h2>How do I write a heading?</h2><p>Write a hash sign and a space before its text, as this example shows, and the
            page shows it as a heading of the first level; two hash signs make one of the second level, and so on.</p>
            <xmp># A heading</xmp>
            <h2>How do I write a list?</h2><p>Start each line with a dash and a space, and leave a blank line before the list.</p>
            </body></html>
            """
        let result = try DocumentReader.decode(Array(page.utf8), file: "faq.html")
        XCTAssertEqual(result.importer, "HTML")
        XCTAssertEqual(questions(result.document), ["How do I write a heading?", "How do I write a list?"])
        XCTAssertNil(HTMLMarkdownPages.markdown(in: page))
    }

    /// The Markdown is taken as written, tags and all (`<details>`, `a<b` in a title), on the
    /// page's own lines; Markdown with no FAQ in it leaves the page to the HTML reading.
    func testTheMarkdownIsTakenAsWrittenOnItsLines() throws {
        let page = """
            <html><head><title>Course</title></head>
            <xmp theme="united">
            ## Why does `if a<b` print nothing?
            Because the comparison is on strings.

            <details><summary>How do I print a list?</summary>Use print(*items).</details>

            ## Is it free?
            Yes.
            ## Is it empty?
            </xmp>
            </html>
            """
        let result = try DocumentReader.decode(Array(page.utf8), file: "index.html")
        XCTAssertEqual(questions(result.document), ["Why does if a<b print nothing?", "Is it free?", "Is it empty?"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[0].answer.contains("How do I print a list?"))
        XCTAssertEqual(result.warnings.first?.position?.line, 10, "the empty answer's heading, on the page's own line")
        let prose = "<html><body><xmp>Some text that is no FAQ at all, only words.</xmp></body></html>"
        XCTAssertEqual(try? DocumentReader.decode(Array(prose.utf8), file: "index.html").importer, nil)
    }
}
