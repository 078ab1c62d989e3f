import XCTest
@testable import FAQ

/// MDX components that carry their title in an attribute are entries even where the title
/// states a problem rather than asks: in a file whose components mostly ask, or when the titles
/// are sentences; two or three words name a topic, and such a run stays text.
final class MDXComponentEntriesTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.mdx").document
    }

    func testStatementsInAFileWhoseAccordionsAskAreEntries() throws {
        let document = try read("""
            ---
            title: FAQ
            ---

            ## Transfers

            <AccordionGroup>
            <Accordion title="Can I cancel a transfer?">
            No.
            </Accordion>
            <Accordion title="Is there a minimum?">
            No.
            </Accordion>
            <Accordion title="Is there a maximum?">
            Yes.
            </Accordion>
            </AccordionGroup>

            ## Troubleshooting

            <AccordionGroup>
            <Accordion title="Bot silent">
            - Check your connection
            </Accordion>
            <Accordion title="Balance wrong">
            - Refresh it
            </Accordion>
            </AccordionGroup>
            """)
        XCTAssertEqual(groups(document), ["Transfers", "Troubleshooting"])
        XCTAssertEqual(questions(document), ["Can I cancel a transfer?", "Is there a minimum?", "Is there a maximum?", "Bot silent", "Balance wrong"])
    }

    func testComponentsTitledBySentencesAreEntriesInAFileOfNoQuestions() throws {
        let document = try read("""
            # Troubleshooting

            <Details summary="The build fails on Windows with a linker error">
            Install the build tools.
            </Details>

            <Details summary="The app starts with a blank window">
            Update your graphics driver.
            </Details>
            """)
        XCTAssertEqual(questions(document), ["The build fails on Windows with a linker error", "The app starts with a blank window"])
    }

    func testTopicsInAFileWhoseComponentsDoNotAskStayText() throws {
        let document = try read("""
            # Storage

            ## Variables

            <Collapse title="Manual setup">
            Set them.
            </Collapse>

            <Collapse title="Automatic setup">
            Link them.
            </Collapse>
            """)
        XCTAssertFalse(questions(document).contains("Manual setup"))
    }

    /// Promptz's FAQ: shadcn's accordion writes each question in a trigger child over its content;
    /// the answers' own headings are theirs, not the document's.
    func testQuestionsInTriggerChildrenWithHeadingsInTheirAnswers() throws {
        let document = try read("""
            # Frequently Asked Questions

            Find answers here.

            <Accordion type="single" collapsible className="w-full">

            <AccordionItem value="contributing">
            <AccordionTrigger>How do I contribute?</AccordionTrigger>
            <AccordionContent>
            Open a pull request.

            #### Steps

            1. Fork.
            2. Push.
            </AccordionContent>
            </AccordionItem>

            <AccordionItem value="search">
            <AccordionTrigger>
              How do I search?
            </AccordionTrigger>
            <AccordionContent>
            #### Search tips

            Type a word.

            #### What can I search for?

            Titles and tags.
            </AccordionContent>
            </AccordionItem>

            </Accordion>

            ---

            **Still have questions?** Ask us.
            """)
        XCTAssertEqual(document.sectionCount, 0)
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I contribute?", "How do I search?"])
        XCTAssertEqual(questions[0].answer, "Open a pull request.\n\n#### Steps\n\n1. Fork.\n2. Push.")
        XCTAssertTrue(questions[1].answer.hasPrefix("#### Search tips"), questions[1].answer)
        // The text around them is the questions' group's, but for the document's description and the wrapper's tags.
        XCTAssertEqual(document.description, "Find answers here.")
        XCTAssertEqual(document.sections[0].description, "---\n\n**Still have questions?** Ask us.")
    }

    /// A review's inputs: components with no question and no trigger, never closed, and HTML
    /// blocks that name a question but are no items, are passed over in linear time.
    func testUnclosedWrappersAndQuestionlessBlocksAreLinear() throws {
        try LinearGrowth.assert(1 << 15) { size in
            let text = "# FAQ\n\n" + String(repeating: "<Accordion>\n", count: size / 12)
            XCTAssertThrowsError(try read(text))
        }
        try LinearGrowth.assert(1 << 15) { size in
            let text = "# FAQ\n\n## Why?\n\nBecause.\n\n" + String(repeating: "<div>question\n\n", count: size / 15)
            XCTAssertEqual(try read(text).questionCount, 1)
        }
    }

    func testTheFileWideCountIsLinear() throws {
        try LinearGrowth.assert(1 << 17) { size in
            var text = "# FAQ\n\n"
            var n = 0
            while text.utf8.count < size {
                text += "## Group \(n)\n\n<Accordion title=\"Why \(n)?\">\nBecause.\n</Accordion>\n\n<Accordion title=\"How \(n)?\">\nSo.\n</Accordion>\n\n<Accordion title=\"Fails\">\nFix.\n</Accordion>\n\n"
                n += 1
            }
            XCTAssertEqual(try read(text).questionCount, 3 * n)
        }
    }

    /// CodinIT's Mintlify FAQ: one `<Accordion>` alone under a topic heading, among headings over
    /// several that ask, is a question too; under a heading that asks, one alone is its answer's part.
    func testOneAccordionThatAsksUnderATopicAmongGroupsOfThem() throws {
        func page(_ lone: String) -> String {
            """
            # Frequently Asked Questions

            ## Models and Setup

            <AccordionGroup>
              <Accordion title="What are the best models?" icon="star">
                Claude and GPT-4o.
              </Accordion>
              <Accordion title="How do I configure API keys?" icon="key">
                In the settings.
              </Accordion>
            </AccordionGroup>

            \(lone)

            <AccordionGroup>
              <Accordion title="How do local models compare to larger ones?" icon="scale">
                They are improving.
              </Accordion>
            </AccordionGroup>

            """
        }
        let topic = try DocumentReader.decode(Array(page("## Model Comparisons").utf8), file: "faq.mdx").document
        XCTAssertEqual(questions(topic), ["What are the best models?", "How do I configure API keys?", "How do local models compare to larger ones?"])
        XCTAssertEqual(groups(topic), ["Models and Setup", "Model Comparisons"])
        let asking = try DocumentReader.decode(Array(page("## Which model should I pick?").utf8), file: "faq.mdx").document
        XCTAssertEqual(questions(asking).last, "Which model should I pick?")
    }

    /// Green Goods' Docusaurus FAQ: a component of the page's own whose attribute is named for the
    /// question (`<QuickAnswer question="…">`) holds one, as the known components do.
    func testAPagesOwnComponentWithAQuestionAttribute() throws {
        let document = try read("""
            # FAQ

            ## General

            <QuickAnswer question="What is Green Goods?">

            An offline-first web app.

            </QuickAnswer>

            <QuickAnswer question="Can Green Goods work offline?">

            Yes.

            </QuickAnswer>

            <StatusBadge status="Live" />

            """)
        XCTAssertEqual(questions(document), ["What is Green Goods?", "Can Green Goods work offline?"])
        XCTAssertEqual(answer(document, "Can Green Goods work offline?"), "Yes.")
        XCTAssertTrue(MDXComponents.components(["<Tip title=\"Hello?\">", "Text.", "</Tip>"], from: 1, to: 3).isEmpty,
                      "an unknown component's other attributes name no question")
    }
}
