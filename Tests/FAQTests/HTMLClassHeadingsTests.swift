import XCTest
@testable import FAQ

/// Paragraphs a style sheet makes headings (`<p class="section">`) on a page with no heading
/// elements: devede's FAQ, its groups over lists of bold questions.
final class HTMLClassHeadingsTests: XCTestCase {
    static let page = """
    <html><head><title>Devede</title></head><body>
    <p class="title">Devede, a video DVD creator</p>
    <p class="subtitle">FAQ</p>
    <p class="golink"><a href="index.html">Up: help index</a></p>
    <p class="section">Generic</p>
    <ol>
    <li><b>I installed the DEB package, but it doesn't work fine.</b>
    <p>Remove the TAR.BZ2 version first.</p></li>
    <li><b>Why can't I use a FAT32 partition?</b>
    <p>It is not case sensitive.</p></li>
    </ol>
    <p class="section">Subtitles</p>
    <ol>
    <li><b>I preview a video with subtitles and the text looks bad</b>
    <p>A bug of MPlayer.</p></li>
    <li><b>How can I change the font?</b>
    <p>Copy a TrueType font.</p></li>
    </ol>
    </body></html>
    """

    func testClassedParagraphsHeadTheirGroups() throws {
        let result = try DocumentReader.decode(Array(Self.page.utf8), file: "faq.html")
        XCTAssertEqual(groups(result.document), ["Generic", "Subtitles"])
        XCTAssertEqual(questions(result.document), ["I installed the DEB package, but it doesn't work fine.", "Why can't I use a FAT32 partition?",
                                                    "I preview a video with subtitles and the text looks bad", "How can I change the font?"])
        XCTAssertNil(result.misread)
    }

    /// Apache::ASP's site template: `<font class=title>` in three sizes, the page's title at +1,
    /// groups at +0 and questions at -1 (a statement ending "." among them), each after its anchor.
    func testTitleFontsInSizesAreHeadingsOfTheirLevels() throws {
        func entry(_ name: String, _ size: String, _ title: String, _ text: String) -> String {
            "<a name=\"\(name)\"></a><font face=verdana><font class=title size=\(size) color=#555555><b>\(title)</b></font>\n<font face=verdana>\(text)</font><pre></pre>\n"
        }
        let page = "<html><body><table><tr><td>" + entry("top", "+1", "FAQ", "The following is a list of frequently asked questions.")
            + entry("Installation", "+0", "Installation", "")
            + entry("q1", "-1", "Examples don't work, I see the ASP script in the browser?", "Check the handler.")
            + entry("q2", "-1", "Why do variables retain their values between requests?", "Globals persist.")
            + entry("Sessions", "+0", "Sessions", "")
            + entry("q3", "-1", "How can I use $Session to store complex data structures.", "Serialize them.")
            + entry("q4", "-1", "How can I keep search engine spiders from killing the session manager?", "Use robots.txt.")
            + "</td></tr></table></body></html>"
        let document = try DocumentReader.decode(Array(page.utf8), file: "faq.html").document
        XCTAssertEqual(groups(document), ["Installation", "Sessions"])
        XCTAssertEqual(questions(document), ["Examples don't work, I see the ASP script in the browser?",
                                             "Why do variables retain their values between requests?",
                                             "How can I use $Session to store complex data structures.",
                                             "How can I keep search engine spiders from killing the session manager?"])
        XCTAssertEqual(document.title, "FAQ")
    }

    /// A review's inputs: a size past any integer is no heading (it crashed the reader), and
    /// spans nested deep are not read once per level.
    func testAnyFontSizeIsSafeAndNestedSpansAreLinear() throws {
        let page = "<html><body><font class=title size=-9223372036854775808>Q</font></body></html>"
        XCTAssertThrowsError(try DocumentReader.decode(Array(page.utf8), file: "faq.html"))
        LinearGrowth.assert(1 << 16) { size in
            let html = "<html><body><h1>T</h1><h2>Q?</h2>" + String(repeating: "<span class=a>", count: 200)
                + String(repeating: "x ", count: size / 2) + "</body></html>"
            _ = try? DocumentReader.decode(Array(html.utf8), file: "faq.html")
        }
    }

    /// On a page with headings of its own, a `p.title` titles an example (DocBook's), and stays text.
    func testAPageWithHeadingElementsKeepsItsClassedParagraphsAsText() throws {
        let page = """
        <html><body><h1>Widget FAQ</h1>
        <h2>How do I start it?</h2>
        <div class="example"><p class="title">Example 1. Starting</p><pre>widget --start</pre></div>
        <p class="section">Run it from a terminal</p>
        <h2>How do I stop it?</h2>
        <p>Press Ctrl+C.</p>
        </body></html>
        """
        let result = try DocumentReader.decode(Array(page.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["How do I start it?", "How do I stop it?"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[0].answer.contains("Run it from a terminal"))
    }

    /// A page whose only classed paragraphs are titles (its own, a figure's) has no such groups.
    func testTitleParagraphsAloneAreNoGroups() throws {
        let page = """
        <html><body><p class="title">Widget FAQ</p>
        <p><b>How do I start it?</b></p><p>Run widget.</p>
        <div class="figure"><p class="title">Figure 1: the main window</p><img src="w.png"></div>
        <p><b>How do I stop it?</b></p><p>Press q.</p>
        <p><b>Where are its files?</b></p><p>In ~/.widget.</p>
        </body></html>
        """
        let result = try DocumentReader.decode(Array(page.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["How do I start it?", "How do I stop it?", "Where are its files?"])
        XCTAssertEqual(groups(result.document), [])
    }

    /// 9o3o's page: divisions classed as questions, each answer bare text up to the next; and
    /// libtut's `p.question`, one a long sentence. One alone is no structure.
    func testElementsClassedAsQuestionsHeadTheirAnswers() throws {
        let page = """
        <html><head><title>FAQ - 9o3o</title></head><body>
        <div class="question">What's 9o3o?</div>
        An <a href="/">online</a> version of the archive.
        <div class="question">An entry isn't working!</div>
        The emulators are still in development.
        <p class="faq-question">I've used ensure_equals() and the compiler refused to build my code, complaining that there is an ambiguous overload for operator &lt;&lt;.</p>
        <p>Define the operator.</p>
        </body></html>
        """
        let document = try DocumentReader.decode(Array(page.utf8), file: "index.html").document
        XCTAssertEqual(questions(document), ["What's 9o3o?", "An entry isn't working!",
                                             "I've used ensure_equals() and the compiler refused to build my code, complaining that there is an ambiguous overload for operator <<."])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.answer).first, "An [online](</>) version of the archive\\.")
        let lone = "<html><body><div class=\"question\">Why?</div>Because.<p>More text.</p></body></html>"
        XCTAssertThrowsError(try DocumentReader.decode(Array(lone.utf8), file: "index.html"), "one classed question alone is no FAQ page")
    }
}
