import XCTest
@testable import FAQ

/// Questions a Sphinx page writes in raw HTML, as Bootstrap's collapsible panels (`RestructuredTextRawPanels`).
final class RestructuredTextRawPanelsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
    }

    /// Pingouin's FAQ: each raw block opens a panel titled in an `<h5>`, the next one closes it.
    static func panel(_ question: String, _ id: String, closing: Bool = true) -> String {
        """
        .. raw:: html

        \(closing ? "        </div>\n        </div>\n      </div>\n\n" : "")    <div class="panel panel-default">
              <div class="panel-heading">
                <h5 class="panel-title">
                  <a data-toggle="collapse" href="#\(id)">\(question)</a>
                </h5>
              </div>
              <div id="\(id)" class="panel-collapse collapse">
                <div class="panel-body">


        """
    }

    static let page = """
        FAQ
        ***

        Python
        ------

        """ + panel("I am new to Python, how can I install it &amp; Pingouin?", "python", closing: false) + """
        Use Anaconda, then type:

        .. code-block:: bash

            pip install pingouin

        """ + panel("How to import and use Pingouin?", "import") + """
        Import the package.

        .. raw:: html

                  </div>
                </div>
              </div>
            </div>

        Data
        ----

        """ + panel("Does Pingouin accept wide-format data?", "wide", closing: false) + """
        No, long format only.

        .. raw:: html

                  </div>
                </div>
              </div>
            </div>

        """

    func testPanelsTitledInRawHTMLAreQuestionsAnsweredByTheTextUpToTheNextRawBlock() throws {
        let document = try read(Self.page)
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(document.allSections.map(\.section.title), ["Python", "Data"])
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), [
            "I am new to Python, how can I install it & Pingouin?", "How to import and use Pingouin?", "Does Pingouin accept wide-format data?",
        ])
        guard questions.count == 3 else { return }
        XCTAssertTrue(questions[0].answer.contains("pip install pingouin"), questions[0].answer)
        XCTAssertFalse(questions[0].answer.contains("How to import"), questions[0].answer)
        XCTAssertEqual(questions[2].answer, "No, long format only.")
    }

    func testRawHeadingsThatAskNothingStayRaw() throws {
        // A landing page's banners in raw HTML are no questions: the file's own titles and text are read as they are.
        let page = Self.page.replacingOccurrences(of: "I am new to Python, how can I install it &amp; Pingouin?", with: "Welcome")
            .replacingOccurrences(of: "How to import and use Pingouin?", with: "Getting started")
            .replacingOccurrences(of: "Does Pingouin accept wide-format data?", with: "Data formats")
        let titles = (try? read(page)).map { $0.allSections.flatMap { [$0.section.title] + $0.section.questions.map(\.question) } } ?? []
        XCTAssertFalse(titles.contains { ["Welcome", "Getting started", "Data formats"].contains($0) }, "\(titles)")
        XCTAssertNil(RestructuredTextRawPanels.title([".. raw:: html", "", "    <hr><header>Site</header>"], rawAt: 0))
        XCTAssertEqual(RestructuredTextRawPanels.title([".. raw:: html", "", "    <hr><h3 id=\"q\"><b>Why?</b></h3>"], rawAt: 0), "Why?")
    }
}
