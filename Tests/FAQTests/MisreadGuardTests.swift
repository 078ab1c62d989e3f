import Foundation
import XCTest
@testable import FAQ

/// The misread guard's rules, one test each: it speaks when an import disagrees with the
/// source's own question signals, stays silent when they agree, and never changes a document.
final class MisreadGuardTests: XCTestCase {
    func decode(_ text: String, _ name: String = "faq.md") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: name)
    }

    func testASourceThatAgreesWithItsImportIsLeftAlone() throws {
        let result = try decode("# FAQ\n\n## How do I start?\n\nRun it.\n\n## Why is it slow?\n\nIt is not.\n")
        XCTAssertNil(result.misread)
        XCTAssertEqual(result.document.questionCount, 2)
    }

    func testAQuestionLeftInAnAnswerIsNamedWithItsLine() throws {
        // The second question lost its heading mark: it is a paragraph of the first answer.
        let text = "# FAQ\n\n## How do I start?\n\nRun it.\n\nHow do I stop it again?\n\nPress Ctrl+Q.\n\n## Why is it slow?\n\nIt is not.\n"
        let result = try decode(text)
        XCTAssertEqual(result.document.questionCount, 2, "the guard changes nothing")
        XCTAssertEqual(result.misread?.kind, .questionsInAnswers)
        XCTAssertEqual(result.misread?.expected, 3)
        XCTAssertEqual(result.misread?.line, 7)
        XCTAssertEqual(result.warnings.first?.description,
                       "faq.md:7:1: warning: FAQ Browser found 2 questions, but this file seems to hold about 3; some may show as answer text")
    }

    func testAnAnswersOwnBoldSubheadingThatAsksIsNoQuestion() throws {
        let text = "## Why is WORDCHARS set?\n\n**History:**\n\nIt was empty.\n\n**What does this do?**\n\nIt sets words.\n\n## How do I install it?\n\nRun it.\n"
        XCTAssertNil(try decode(text).misread, "one bold question is an answer's sub-heading")
    }

    func testTwoBoldQuestionsInOneAnswerAreQuestions() {
        let one = "It was.\n\n**How do I unset it?**\n\nUnset it."
        XCTAssertEqual(AnswerQuestionLines.find(in: one), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: one + "\n\n**How do I set it again?**\n\nSet it."),
                       ["how do i unset it", "how do i set it again"])
    }

    /// Jun Han's advising FAQ, a Jekyll page written all in HTML: `<h3>` groups over lists whose first item is the
    /// bold question; read with the groups for questions, the bold questions are left in their answers.
    func testTwoBoldQuestionsInAnAnswerWrittenInHTMLAreQuestions() throws {
        let entry = { (question: String, answer: String) in "<ul>\n<li><p><b>\(question)</b></p>\n</li>\n<li><p>\(answer)</p>\n</li>\n</ul>\n\n" }
        let one = "<h3>Advisor Style</h3>\n\n" + entry("How would you describe your advising style?", "Hands-on.")
        XCTAssertEqual(AnswerQuestionLines.find(in: one), [], "one is an answer's own bold sub-heading")
        // The answer's opening block may ask its question again: the bold questions after it are counted.
        let text = "---\ntitle: FAQ\n---\n\n<div class=\"FAQ\">\n\n" + one + entry("What is the best way to contact you?", "Email.")
            + entry("How often do you meet?", "Weekly.") + "<h3>Internship</h3>\n\n" + entry("Are you supportive of internships?", "Yes.")
        let result = try decode(text)
        XCTAssertEqual(result.misread?.kind, .questionsInAnswers)
        XCTAssertEqual(result.misread?.line, 17, "the first bold question after the answer's opening block, inside its list item")
        XCTAssertEqual(AnswerQuestionLines.find(in: "<p><strong>Is it free?</strong> Yes, <b>it is</b>.</p>\n<p><b>Why <a href=\"#x\">this</a>?</b></p>\n"),
                       [], "bold words in a paragraph, and a bold run holding a link, are no bold lines")
    }

    func testProseThatEndsInAQuestionIsNoQuestion() throws {
        let text = "## Why is it set?\n\nSpock runs fine without it, hence the term optional. So what are they used for?\n\n"
            + "Did you chown root the app? Probably not. So is it that important?\n\nAlso see the other answer?\n\n## How?\n\nSo.\n"
        XCTAssertNil(try decode(text).misread)
    }

    func testAnAnswerMayOpenByAskingItsQuestionInFull() throws {
        let html = "<html><body><h3>How do I create a service</h3>\nHow do I create a service directory for runit?\n<p>Answer: make one.</p>"
            + "<h3>How do I stop it</h3>\nHow do I stop a service that runs?\n<p>Answer: stop it.</p></body></html>"
        XCTAssertNil(try decode(html, "faq.html").misread)
    }

    func testATitleLeftUnderlinedInAnAnswerIsAQuestion() {
        // mdadm's FAQ read as reStructuredText: an underline three too long leaves a title as text.
        let lines = "Run it.\n\n2. mdadm reports two arrays with one name\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nRename one."
            .split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(AnswerQuestionLines.underlinedTitle(3, lines), "2. mdadm reports two arrays with one name")
        XCTAssertNil(AnswerQuestionLines.underlinedTitle(1, lines), "a blank line is no title")
        // A converter's rule (`* * *`) a blank line under a line that asks.
        let rule = "Text.\n1. So how do I find out which device can fail?\n\n* * *\nMore.".split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(AnswerQuestionLines.underlinedTitle(3, rule), "1. So how do I find out which device can fail?")
    }

    func testFarFewerQuestionsThanTheSourceAsks() {
        let census = QuestionCensus(questions: 20, keys: [], words: 100)
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "a", question: "A?", answer: "x"), FAQQuestion(id: "b", question: "B?", answer: "y")])])
        XCTAssertEqual(MisreadGuard.check(document, census: census, source: "")?.kind, .fewerQuestions)
        XCTAssertNil(MisreadGuard.check(document, census: QuestionCensus(questions: 3, keys: [], words: 100), source: ""),
                     "one short of three is within the census's reach")
    }

    func testElementsThatEachHoldAQuestionAreCountedExactly() throws {
        let xml = "<?xml version=\"1.0\"?><faqs title=\"T\"><part id=\"p\"><title>P</title>"
            + "<faq id=\"a\"><question>A?</question><answer><p>x</p></answer></faq>"
            + "<faq id=\"b\"><question>B?</question><answer><p>y</p></answer></faq></part>"
            + "<faq id=\"c\"><question>C?</question><answer><p>z</p></answer></faq>"
            + "<faq id=\"d\"><question>D?</question><answer><p>w</p></answer></faq></faqs>"
        let census = QuestionCensus.take(xml, format: .xml)
        XCTAssertEqual(census.markedQuestions, 4)
        let two = FAQDocument(title: "T", sections: [FAQSection(id: "p", title: "P", questions: [
            FAQQuestion(id: "a", question: "A?", answer: "x"), FAQQuestion(id: "b", question: "B?", answer: "y")])])
        XCTAssertEqual(MisreadGuard.check(two, census: census, source: xml)?.kind, .fewerQuestions)
    }

    func testAQuestionInNoTitleAndNoTextIsReported() {
        let source = "# FAQ\n\n## How do I start?\n\nRun it.\n\n## How do I stop?\n\nStop it.\n"
        let census = QuestionCensus.take(source, format: .markdown)
        let document = FAQDocument(title: "FAQ", sections: [FAQSection(id: "s", title: "Questions", questions: [
            FAQQuestion(id: "a", question: "How do I start?", answer: "Run it.")])])
        let finding = MisreadGuard.check(document, census: census, source: source)
        XCTAssertEqual(finding?.kind, .textNowhere)
        XCTAssertEqual(finding?.line, 7)
    }

    func testQuestionsListedTwiceAreATableOfContentsReadAsQuestions() {
        let titles = ["Why A?", "Why B?", "Why C?"]
        let questions = (titles + titles).enumerated().map { FAQQuestion(id: "q\($0.offset)", question: $0.element, answer: "x") }
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus(questions: 3, keys: [], words: 10), source: "")?.kind,
                       .repeatedQuestions)
    }

    func testAQuestionAskedAgainWithNoAnswerIsAContentsLineLeftBesideItsEntry() {
        // TORCS's page: its contents' "3.1 How do I install TORCS?" read with an empty answer, above the entry itself.
        let titles = ["How do I install it?", "Why A?", "Why B?", "Why C?"]
        var questions = titles.enumerated().map { FAQQuestion(id: "q\($0.offset)", question: $0.element, answer: "An answer.") }
        let census = QuestionCensus(questions: 4, keys: [], words: 20)
        XCTAssertNil(MisreadGuard.check(FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)]),
                                        census: census, source: ""))
        questions.insert(FAQQuestion(id: "c", question: "How do I install it?", answer: ""), at: 0)
        let finding = MisreadGuard.check(FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)]),
                                         census: census, source: "")
        XCTAssertEqual(finding?.kind, .repeatedQuestions)
        XCTAssertEqual(finding?.expected, 4)
        // Asked twice, answered both times: the author's, not a contents line.
        questions[0].answer = "Another answer."
        XCTAssertNotEqual(MisreadGuard.check(FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: questions)]),
                                             census: census, source: "")?.kind, .repeatedQuestions)
    }

    func testQuestionsTitledAsSectionsAreATableOfContentsReadAsEntries() {
        // The contents' group lines became questions, each over the group's list of questions,
        // beside the groups themselves further down.
        let groups = ["Section 1 - Using it", "Section 2 - Building it", "Section 3 - More about it"]
        func question(_ n: Int, _ title: String) -> FAQQuestion {
            FAQQuestion(id: "q\(n)", question: title, answer: "An answer of its own, long enough to be one.")
        }
        // Each contents line's "answer" is the questions it lists.
        let contents = FAQSection(id: "c", title: "Contents", questions: groups.enumerated().map {
            FAQQuestion(id: "q\($0.offset)", question: $0.element, answer: "Why does step \($0.offset) fail? Can I skip it?")
        })
        let bodies = groups.enumerated().map { i, title in
            FAQSection(id: "s\(i)", title: title, questions: [question(10 + i, "Why does step \(i) fail?")])
        }
        let document = FAQDocument(title: "T", sections: [contents] + bodies)
        let census = QuestionCensus(questions: 6, keys: [], words: 60)
        XCTAssertEqual(MisreadGuard.check(document, census: census, source: "")?.kind, .repeatedQuestions)
        // Two such titles are a coincidence, not a contents list.
        let two = FAQDocument(title: "T", sections: [FAQSection(id: "c", title: "Contents", questions: Array(contents.questions.prefix(2)))] + bodies)
        XCTAssertNil(MisreadGuard.check(two, census: QuestionCensus(questions: 5, keys: [], words: 60), source: ""))
        // Overviews named as their sections, each with an answer of its own, are the author's entries.
        let overviews = FAQDocument(title: "T", sections: [FAQSection(id: "c", title: "Contents", questions: groups.enumerated().map { question($0.offset, $0.element) })] + bodies)
        XCTAssertNil(MisreadGuard.check(overviews, census: census, source: ""))
        // A question both repeated and titled as a section is counted once (a review's input).
        let twice = ["General", "General", "Install", "Install"].enumerated().map { FAQQuestion(id: "d\($0.offset)", question: $0.element, answer: "") }
        let doubled = FAQDocument(title: "T", sections: [FAQSection(id: "g", title: "General", questions: Array(twice.prefix(2))),
                                                         FAQSection(id: "i", title: "Install", questions: Array(twice.suffix(2)))])
        let finding = MisreadGuard.check(doubled, census: QuestionCensus(questions: 4, keys: [], words: 10), source: "")
        XCTAssertEqual(finding?.kind, .repeatedQuestions)
        XCTAssertGreaterThanOrEqual(finding?.expected ?? -1, 0)
    }

    func testOneAnswerHoldingMostOfTheText() {
        let long = Array(repeating: "word", count: 900).joined(separator: " ")
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "a", question: "Everything", answer: long), FAQQuestion(id: "b", question: "B", answer: "short")])])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus(questions: 4, keys: [], words: 905), source: "")?.kind,
                       .oneAnswerHoldsMostText)
        XCTAssertNil(MisreadGuard.check(document, census: QuestionCensus(questions: 2, keys: [], words: 905), source: ""),
                     "a long answer is fine where the source asks nothing more")
    }

    func testTextThatEndedUpNowhere() {
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "a", question: "A", answer: "one two three")])])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus(questions: 1, keys: [], words: 2000), source: "")?.kind,
                       .textNowhere)
    }

    func testTheNativeFormatIsNotGuarded() throws {
        let json = ###"{"title":"T","sections":[{"title":"S","questions":[{"question":"Q","answer":"## Why is this?\n\n## How is that?"}]}]}"###
        XCTAssertNil(try decode(json, "faq.json").misread, "its structure is explicit")
    }

    func testTheCensusSkipsCodeCommentsAndTargets() {
        let source = "```\n## How is this code?\n```\n\n.. _How is this a target?:\n\n<!-- How is this a comment? -->\n\n    ## How is this indented?\n"
        XCTAssertEqual(QuestionCensus.take(source, format: .markdown).questions, 0)
        XCTAssertEqual(QuestionCensus.take("## How do I start?\n\n- [How do I start?](#start)\n", format: .markdown).questions, 1,
                       "a table of contents repeats a question, it does not add one")
    }

    func testQuestionShapes() {
        XCTAssertEqual(QuestionShape.bareText("### 1.2) **How do I start?**"), "How do I start?")
        XCTAssertEqual(QuestionShape.bareText("=head2 How do I B<start>?"), "How do I start?")
        XCTAssertEqual(QuestionShape.bareText(#".SS "How do I \fBstart\fR?""#), "How do I start?")
        XCTAssertEqual(QuestionShape.bareText("Why not just use Timer?::"), "Why not just use Timer?")
        XCTAssertTrue(QuestionShape.hasQuestionLabel("Q: Can I?"))
        XCTAssertFalse(QuestionShape.hasQuestionLabel("Qt: a toolkit"))
        XCTAssertEqual(QuestionShape.key("`pnpm` does not work with &lt;PROJECT&gt;?"), "pnpm does not work with project")
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("Mypy is a cool project. Can I help?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Now, aside from that, is it?"))
    }
}
