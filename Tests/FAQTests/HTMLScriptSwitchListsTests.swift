import XCTest
@testable import FAQ

/// Lists whose items are a script's switches: a link to no place around the bold question
/// (`<a href="#" onclick="showHide(…)">`), its answer a hidden block the page sets between the
/// items (Atomsk's FAQ), and the census that must count them.
final class HTMLScriptSwitchListsTests: XCTestCase {
    private let page = """
        <html><head><title>FAQ</title></head><body>
        <p><a href="./index.html">Retour au menu principal</a></p>
        <h2>FAQ - Foire Aux Questions</h2>
        <h3>Questions générales</h3>
        <ul>
        <li><a href="#" id="what" class="showLink" onclick="showHide('what');return false;"><strong>Qu'est-ce que Atomsk?</strong></a></li>
        <div id="what-show" class="more"><p>Un programme.</p><p>En ligne de commandes.</p></div>
        <li><a href="#" id="cite" onclick="showHide('cite');return false;"><strong>Comment puis-je citer Atomsk?</strong></a></li>
        <div id="cite-show" class="more"><p>Citez l'article.</p></div>
        </ul>
        <h3>Utilisation</h3>
        <ul>
        <li><a href="javascript:showHide('crash')"><strong>J'ai voulu utiliser Atomsk, et il a planté.</strong></a></li>
        <div class="more"><p>Envoyez un rapport.</p></div>
        <li><a href="#" onclick="showHide('slow');return false;"><strong>Pourquoi est-ce lent ?</strong></a></li>
        <div class="more"><p>Le système est grand.</p></div>
        <li><a href="#" onclick="showHide('win');return false;"><strong>Fonctionne-t-il sous Windows ?</strong></a></li>
        <div class="more"><p>Oui.</p></div>
        </ul>
        </body></html>
        """

    func testSwitchItemsAnsweredByTheBlocksBetweenThemAreQuestions() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "faq.html").document
        XCTAssertEqual(groups(document), ["Questions générales", "Utilisation"])
        XCTAssertEqual(questions(document), ["Qu'est-ce que Atomsk?", "Comment puis-je citer Atomsk?",
                                             "J'ai voulu utiliser Atomsk, et il a planté.", "Pourquoi est-ce lent ?",
                                             "Fonctionne-t-il sous Windows ?"])
        // Answers are Markdown, their punctuation escaped.
        XCTAssertEqual(answer(document, "Qu'est-ce que Atomsk?"), "Un programme\\.\n\nEn ligne de commandes\\.")
        XCTAssertEqual(answer(document, "Fonctionne-t-il sous Windows ?"), "Oui\\.")
    }

    func testALinkToNoPlaceIsNoContentsLineInTheCensus() {
        XCTAssertEqual(MarkupCensus.take(page).questions, 4)
        XCTAssertFalse(ContentsLinks.isOnlyLocalLinks(Substring("<a href=\"#\" onclick=\"go()\">Why?</a>")))
        XCTAssertFalse(ContentsLinks.isOnlyLocalLinks(Substring("<a href='#'>Why?</a>")))
        XCTAssertTrue(ContentsLinks.isOnlyLocalLinks(Substring("<a href=\"#why\">Why?</a>")))
        // A reading that takes the groups for the questions is warned about.
        let lost = FAQDocument(title: "FAQ", sections: [FAQSection(id: "s", title: "", questions: [
            FAQQuestion(id: "a", question: "Questions générales", answer: "Qu'est-ce que Atomsk?"),
            FAQQuestion(id: "b", question: "Utilisation", answer: "Pourquoi est-ce lent ?")])])
        XCTAssertNotNil(MisreadGuard.check(lost, source: page, format: .html))
    }

    /// A review's inputs: a menu's `<a href="#">` over its own sub-list is no switch, and a stray list between
    /// items answers nothing: the page's headings stay its questions.
    func testMenusAndStrayListsAreNoQuestions() throws {
        let menu = """
            <html><body><ul class="menu">
            <li><a href="#">Documentation</a><ul><li><a href="/install.html">Installing</a></li></ul></li>
            <li><a href="#">Community</a><ul><li><a href="/forum.html">Forum</a></li></ul></li>
            <li><a href="#">Downloads</a><ul><li><a href="/stable.html">Stable</a></li></ul></li></ul>
            <h1>Widget FAQ</h1><h2>Is it free?</h2><p>Yes.</p><h2>Does it run on Windows?</h2><p>Yes.</p>
            <h2>Where are the logs?</h2><p>In /var/log.</p></body></html>
            """
        XCTAssertEqual(questions(try DocumentReader.decode(Array(menu.utf8), file: "faq.html").document),
                       ["Is it free?", "Does it run on Windows?", "Where are the logs?"])
        let stray = """
            <html><body><h1>Widget FAQ</h1><h2>Downloads</h2><ul>
            <li><b>Stable release</b></li><ul><li><a href="widget-2.0.tar.gz">widget-2.0.tar.gz</a></li></ul>
            <li><b>Development snapshots</b></li><ul><li><a href="nightly.tar.gz">nightly.tar.gz</a></li></ul></ul>
            <h2>Questions</h2><h3>How do I install it?</h3><p>Run setup.</p><h3>Where are the files?</h3><p>In /opt.</p>
            <h3>How do I run it?</h3><p>Type widget.</p></body></html>
            """
        XCTAssertEqual(questions(try DocumentReader.decode(Array(stray.utf8), file: "faq.html").document),
                       ["How do I install it?", "Where are the files?", "How do I run it?"])
    }
}
