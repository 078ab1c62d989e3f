import XCTest
@testable import FAQ

/// A heading's permalink (Sphinx's `<a class="headerlink" href="#…">¶</a>`, or an icon font's
/// glyph in its place) is no part of its title.
final class HTMLPermalinkTests: XCTestCase {
    func testPermalinksAreLeftOutOfTitlesButOtherLinksStay() throws {
        let html = """
            <html><head><title>T</title></head><body><h1>Tool FAQ<a class="headerlink" href="#faq">\u{F0C1}</a></h1>
            <h2>Building<a href="#building"> § </a></h2>
            <h3>How do I build it?<a href="#how">¶</a></h3><p>Run make.</p>
            <h3>Why <a href="#speed">#1</a> speed?</h3><p>It is fast.</p>
            <h3>Where is it?<a class="headerlink" href="#where">¶</a></h3><p>Here.</p>
            </body></html>
            """
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertEqual(document.title, "Tool FAQ")
        XCTAssertEqual(document.allSections.map(\.section.title), ["Building"])
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question) + document.sections.flatMap { $0.sections.flatMap(\.questions).map(\.question) },
                       ["How do I build it?", "Why #1 speed?", "Where is it?"])
    }
}
