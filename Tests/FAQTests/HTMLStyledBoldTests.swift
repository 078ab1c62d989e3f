import XCTest
@testable import FAQ

/// Text made bold by inline CSS counts as bold wherever the HTML readers look for bold.
final class HTMLStyledBoldTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    func testBoldWeights() {
        for style in ["font-weight: bold;", "color: red; font-weight:bolder", "FONT-WEIGHT: BOLD !important", "font-weight: 700"] {
            XCTAssertTrue(HTMLStyledBold.isBold(style: style), style)
        }
        for style in ["font-weight: normal", "font-weight:400", "font-style: bold", "color: bold", ""] {
            XCTAssertFalse(HTMLStyledBold.isBold(style: style), style)
        }
    }

    func testComposerStyleQAndALinesInABigWrapper() throws {
        let document = try read("""
            <html><head><title>Developer FAQ</title></head><body>
            <h1>Developer FAQ</h1>
            <div><big><span style="font-weight: bold;">Q:
            Where is the config object?</span></big><br>
            <br>
            <big><span style="font-weight: bold;">A:</span></big> In the session.<br>
            </div>
            <div><big><span style="font-weight: bold;">Q:
            How do I reconnect?</span></big><br>
            <br>
            <span style="font-weight: bold;"><big>A:</big></span> It reconnects itself.<br>
            </div>
            <div><big><span style="font-weight: bold;">Q: Where are the logs?</span></big><br>
            <br><big><span style="font-weight: bold;">A:</span></big> In /var/log.<br>
            </div>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["Where is the config object?", "How do I reconnect?", "Where are the logs?"])
    }

    func testParagraphsAndListItemsBoldByWeight() throws {
        let paragraphs = try read("""
            <html><body><h1>FAQ</h1>
            <p><span style="font-weight:700">How do I start it?</span></p><p>Run it.</p>
            <p><span style="font-weight:700">How do I stop it?</span></p><p>Press q.</p>
            </body></html>
            """)
        XCTAssertEqual(questions(paragraphs), ["How do I start it?", "How do I stop it?"])
        let items = try read("""
            <html><body><h1>FAQ</h1><ul>
            <li><span style="font-weight: bolder">Is it free?</span> Yes, it is.</li>
            <li><span style="font-weight: bolder">Is it fast?</span> Quite.</li>
            </ul></body></html>
            """)
        XCTAssertEqual(questions(items), ["Is it free?", "Is it fast?"])
    }

    func testColouredSpansStayPlainText() throws {
        let document = try read("""
            <html><body><h1>FAQ</h1>
            <h2>How do I start it?</h2><p>Run <span style="color: red">start</span> now.</p>
            <h2>How do I stop it?</h2><p>Press q.</p>
            </body></html>
            """)
        XCTAssertEqual(document.questionCount, 2)
    }

    func testStyledRunsInWrappersAreLinear() throws {
        try LinearGrowth.assert(1 << 17) { size in
            var html = "<html><body><h1>FAQ</h1>"
            var n = 0
            while html.utf8.count < size {
                html += "<div><big><font><span style=\"font-weight: bold\">Q: Why \(n)?</span></font></big><br>"
                html += "<big><span style=\"font-weight: bold\">A:</span></big> Because <span style=\"font-weight:bold\">so</span>.</div>"
                n += 1
            }
            XCTAssertEqual(try read(html + "</body></html>").questionCount, n)
        }
    }
}
