import XCTest
@testable import FAQ

/// Shapes of a hand-written site's FAQ page (BveEX's Q&A): an index of link lists that write the
/// page's own address out under `<base href>`, link cards set with headings inside answers, and
/// a closing call to act over a button.
final class HTMLSitePageShapesTests: XCTestCase {
    private let asked = [["How do I install it?", "Does it change the simulator's files?"], ["Which languages can I use?", "How do I build a plugin?"]]

    /// The page: an index of the groups' questions, the groups, then `closing`.
    private func page(index: Bool = true, card: String = "", closing: String = "") -> String {
        var html = "<html><head><base href=\"https://example.github.io/Sim/\" /></head><body>\n<h1>Q&amp;A</h1>\n"
            + "<p>Something unclear? This page answers the questions we are asked most.</p>\n"
            + "<div class=\"note\"><h4>If nothing here helps</h4><p>Ask on our chat.</p></div>\n"
        if index {
            html += "<h2>INDEX</h2>\n"
            for (g, group) in asked.enumerated() {
                // Each list under its group's own title, the second one's led into by a line.
                html += "<h3>Group \(g + 1) Q&amp;A</h3>\n" + (g > 0 ? "<p>See the group above too.</p>\n" : "") + "<ul>\n" + group.enumerated().map {
                    "<li><a href=\"support/faq/#q\(g)-\($0)\">\($1)</a></li>"
                }.joined(separator: "\n") + "\n</ul>\n"
            }
        }
        for (g, group) in asked.enumerated() {
            html += "<h2>Group \(g + 1) Q&amp;A</h2>\n" + group.enumerated().map {
                "<div class=\"q-and-a\"><h3 id=\"q\(g)-\($0)\">\($1)</h3>\n<p>It is answered here.</p></div>\n" + ($0 == 0 && g == 0 ? card : "")
            }.joined()
        }
        return html + closing + "</body></html>\n"
    }

    private func read(_ html: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(html.utf8), file: "index.html")
    }

    func testLinkListsToThePagesOwnAnchorsThroughItsAddressAreContents() throws {
        let result = try read(page())
        XCTAssertEqual(questions(result.document), asked.flatMap { $0 })
        XCTAssertEqual(groups(result.document), ["Group 1 Q&A", "Group 2 Q&A"])
        XCTAssertNil(result.misread)
        XCTAssertTrue(HTMLTableOfContents.pointsIntoThePage("support/faq/#q0-1", anchors: ["q0-1"]))
        XCTAssertFalse(HTMLTableOfContents.pointsIntoThePage("support/other/#q9", anchors: ["q0-1"]), "an anchor the page lacks")
        XCTAssertFalse(HTMLTableOfContents.pointsIntoThePage("https://example.org/faq/#q0-1", anchors: ["q0-1"]), "another site")
        XCTAssertFalse(HTMLTableOfContents.pointsIntoThePage("docs/#", anchors: [""]), "no anchor named")
    }

    func testAHeadingInsideALinkToAnotherPageIsACardInTheAnswer() throws {
        let card = "<a class=\"card\" href=\"download/installation-guide/\">\n<h3>Installation guide</h3>\n<p>How to install it, step by step.</p>\n</a>\n"
        let document = try read(page(index: false, card: card)).document
        XCTAssertEqual(questions(document), asked.flatMap { $0 })
        XCTAssertTrue(answer(document, "How do I install it?")?.contains("Installation guide") == true)
        // A heading inside a link to itself (a permalink) is still the question.
        let permalinked = page(index: false).replacingOccurrences(of: "<h3 id=\"q1-0\">Which languages can I use?</h3>",
                                                                  with: "<a href=\"#q1-0\"><h3 id=\"q1-0\">Which languages can I use?</h3></a>")
        XCTAssertEqual(questions(try read(permalinked).document), asked.flatMap { $0 })
    }

    func testAClosingHeadingOverOneLinkAloneIsTheCallToAct() throws {
        let button = "<section><h2>Why not start now?</h2>\n<p class=\"center\"><a class=\"button\" href=\"download/\">Download page</a></p></section>\n"
        let document = try read(page(index: false, closing: button)).document
        XCTAssertEqual(questions(document), asked.flatMap { $0 })
        XCTAssertEqual(textParts(document).last, "Why not start now?")
        // A closing offer answered in words past the last group is the page's closing text (`ClosingHelpOfferTests`).
        let answered = "<h2>Still have questions?</h2>\n<p>Ask them on <a href=\"https://forum.example.org\">the forum</a>.</p>\n"
        let offered = try read(page(index: false, closing: answered)).document
        XCTAssertEqual(questions(offered), asked.flatMap { $0 })
        XCTAssertEqual(textParts(offered).last, "Still have questions?")
        // A question asked there ("Where can I get help?"), answered by a list of places to ask, stays an entry.
        let places = "<h2>Where can I get help?</h2>\n<ul><li><a href=\"https://forum.example.org\">Forum</a></li>"
            + "<li><a href=\"https://chat.example.org\">Chat</a></li></ul>\n"
        XCTAssertEqual(questions(try read(page(index: false, closing: places)).document).last, "Where can I get help?")
    }
}
