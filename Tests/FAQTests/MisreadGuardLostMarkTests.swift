import Foundation
import XCTest
@testable import FAQ

/// The misread guard's rules for a question whose mark an importer lost (a heading dropped or
/// changed, an underline changed): each finds the question where it fell, and each is silent on
/// the text it must not take for one.
final class MisreadGuardLostMarkTests: XCTestCase {
    func testAConvertedPagesEscapedPunctuationIsReadPast() throws {
        XCTAssertEqual(AnswerQuestionLines.unescaped(#"How do I prove strings equal\?"#), "How do I prove strings equal?")
        XCTAssertEqual(AnswerQuestionLines.unescaped(#"a \d b\\"#), #"a \d b\"#, "a backslash before a letter stays")
        // A `<dt>` turned `<p>`: the question is a paragraph of the answer before it, its "?" escaped.
        let html = "<html><body><dl><dt>How do I start it?</dt><dd><p>Run it.</p>\n<p>How do I prove strings equal?</p></dd>"
            + "<dt>How do I stop it?</dt><dd><p>Stop it.</p></dd></dl></body></html>"
        XCTAssertEqual(try DocumentReader.decode(Array(html.utf8), file: "faq.html").misread?.kind, .questionsInAnswers)
    }

    func testAQuestionLineOverItsAnswersTextIsAQuestion() {
        let answer = "Run it.\n\nWhy is there a period after the block title?\nIf your document has blocks, you may notice it."
        XCTAssertEqual(AnswerQuestionLines.find(in: answer), ["why is there a period after the block title"])
        // An AsciiDoc attribute entry between the question and its answer.
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\nHow do I override a package?\n:overlays: https://nixos.org\n\nText."),
                       ["how do i override a package"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\nHow do I start?\nHow do I stop?\n"), [],
                       "two questions in a row are a list of them, not a title over its answer")
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\nWhy would it fail?\n- a list\n"), [], "a line over a list is the answer's own")
    }

    func testAQuestionAndAnAnswerLabelOnOneLine() {
        XCTAssertEqual(AnswerQuestionLines.find(in: "Dynamic.\n\nDoes Celery support Windows? **Answer**: No.\n\nSince 4.x."),
                       ["does celery support windows"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Is it fast? Yes, it is."), [], "no label, no title")
    }

    func testOneQuestionsShapes() {
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("What's MakeMaker?"), "\"What's\" is \"What is\"")
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Why not?"))
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("[A.1] What are XBoard and WinBoard?"), "a topic's number is no word of it")
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("What is perl.com? Perl Mongers? pm.org? perl.org?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Mypy is fine. Perl Mongers are here?"), "a continuation follows a question")
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("Why do I see Executing command timed out. warnings?"),
                      "a full stop before a lower-case word ends no sentence")
        XCTAssertEqual(QuestionCensus.take("Text.\n\nA2)  What's the latest version?\n\nIt is 4.3.\n", format: .plainText).titleKeys,
                       ["what s the latest version"], "the census's key leaves the topic number out, as importers do")
        XCTAssertFalse(AnswerQuestionLines.isTopicNumber("Also"), "a word is no topic number")
    }

    func testALabelledListItemIsAQuestionButACrossReferenceIsNot() {
        XCTAssertEqual(AnswerQuestionLines.find(in: "[LuaJIT](https://luajit.org)\n\n- Q: Where can I learn more about LuaJIT?\n\n  - The list."),
                       ["where can i learn more about luajit"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Text.\n\n Q: Where Are [linux/*.h]?|linux-h\n\nMore."), [], "a cross-reference's anchor")
        XCTAssertEqual(AnswerQuestionLines.find(in: "Lists:\n\n- **Q:**\n\n  What kind of question?\n- **A:**\n\n  Any."), [],
                       "a bare label over an example")
    }

    func testAQuotedQuestionIsAReference() {
        XCTAssertEqual(AnswerQuestionLines.find(in: "Text.\n\nAlso look at the HOWTO. \"Where can I get the HOWTOs?\".\n\nMore."), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Text.\n\nAlso look at the HOWTO. Where can I get the HOWTOs?\n\nMore."),
                       ["also look at the howto where can i get the howtos"])
    }

    func testAQuestionReadAsAGroupIsReported() {
        var group = FAQSection(id: "g", title: "Why have both dynamic and static typing?")
        group.description = "Dynamic typing can be flexible."
        let document = FAQDocument(title: "T", sections: [group, FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "a", question: "How do I start?", answer: "Run it.")])])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus(questions: 2, keys: [], words: 20), source: "")?.kind,
                       .questionsInAnswers)
        var titled = document
        titled.sections[0].title = "Typing"
        XCTAssertNil(MisreadGuard.check(titled, census: QuestionCensus(questions: 2, keys: [], words: 20), source: ""),
                     "a group with an introduction and no question is no misread")
    }

    func testADefinitionListsTermInADescriptionIsAQuestion() {
        let description = "- What should I put in `user.name`?\n\n  You should put your personal name.\n"
        XCTAssertEqual(AnswerQuestionLines.find(in: description, isDescription: true), ["what should i put in user name"])
        XCTAssertEqual(AnswerQuestionLines.find(in: description), [], "in an answer, a list item asks as an example")
        XCTAssertEqual(AnswerQuestionLines.find(in: "- How do I start?\n- How do I stop?\n", isDescription: true), [])
    }

    func testBoldQuestionsOpeningListItemsInADescriptionAreQuestions() {
        // LaTeX2HTML's list of answers: the first two items fell into the group's introduction.
        let description = "- **How do I build it for platform xxx\\?** The spec file holds defines.\n"
            + "- **How do I choose the database\\?** Another define controls it.\n"
        XCTAssertEqual(AnswerQuestionLines.find(in: description, isDescription: true),
                       ["how do i build it for platform xxx", "how do i choose the database"])
        XCTAssertEqual(AnswerQuestionLines.find(in: description), [], "in an answer, such items are its parts")
        let one = "- **How do I build it?** The spec file holds defines.\n- **Support for RHEL** is added.\n"
        XCTAssertEqual(AnswerQuestionLines.find(in: one, isDescription: true), [], "one such item is an example")
        let checklist = "Work through this checklist first:\n\n" + description
        XCTAssertEqual(AnswerQuestionLines.find(in: checklist, isDescription: true), [], "under a line leading into them, a checklist")
        let bare = "- **How do I build it?**\n- **How do I choose the database?**\n"
        XCTAssertEqual(AnswerQuestionLines.find(in: bare, isDescription: true), [], "questions with no answer are a list of them")
        for fence in ["```", "~~~"] {
            let quoted = "- **How do I build it?** The spec file holds defines.\n\n\(fence)\n" + description + "\(fence)\n"
            XCTAssertEqual(AnswerQuestionLines.find(in: quoted, isDescription: true), [], "items in a \(fence) block are its text")
        }
    }

    func testAParagraphOfOneQuestionOverItsAnswerMustShowSomewhere() {
        let html = "<html><body><p>How is Neko different from the JVM ?</p>\n<p>It is smaller.</p>"
            + "<h2>How is Neko different from Lua ?</h2><p>It is typed.</p></body></html>"
        XCTAssertTrue(QuestionCensus.take(html, format: .html).titleKeys.contains("how is neko different from the jvm"))
        let quoted = "<p>“What ... is the airspeed velocity of an unladen swallow?”</p><p>Huh?</p>"
        XCTAssertTrue(QuestionCensus.take(quoted, format: .html).titleKeys.isEmpty, "a quotation is dialogue")
        XCTAssertTrue(QuestionCensus.take("<td><p>How is Neko different from Lua ?</p></td>", format: .html).titleKeys.isEmpty,
                      "a question in a cell, over no answer, is no title")
        let document = FAQDocument(title: "T", sections: [FAQSection(id: "s", title: "S", questions: [
            FAQQuestion(id: "a", question: "How is Neko different from Lua ?", answer: "It is typed.")])])
        XCTAssertEqual(MisreadGuard.check(document, census: QuestionCensus.take(html, format: .html), source: html)?.kind, .textNowhere)
    }

    /// A `##` contents title over exactly the questions shown, each listed, is shown as they are: every listed line
    /// counts (the review's: the line under a title unmarked by an underline was skipped, three counted as two).
    func testAContentsTitleOverTheQuestionsShownIsShown() {
        let questions = ["How do I start the widget when the server has not been configured by the administrator of the site yet?",
                         "How do I stop the widget when it no longer answers the keyboard or the mouse or the touch screen at all?",
                         "How do I restart the widget after an upgrade of the graphics library it was built against last year?"]
        var source = "# Widget FAQ\n\n## Table of Contents\n" + questions.map { "* " + $0 + "\n" }.joined() + "\n"
        for question in questions { source += "## " + question + "\n\nIt takes a command and a moment.\n\n" }
        let document = FAQDocument(title: "Widget FAQ", sections: [FAQSection(id: "s", title: "Widget", questions: questions.enumerated().map {
            FAQQuestion(id: "q\($0.offset)", question: $0.element, answer: "It takes a command and a moment.")
        })])
        XCTAssertNil(QuestionLevelTitles.lostInAnswers(GuardReading(document, source: source, format: .markdown)))
    }

    /// Linear growth, and a bound for the debug build on a quarter megabyte of the worst case (every line asks).
    func testTheNewRulesStayLinear() {
        // Question lines over text, escaped marks, labels in line, terms over definitions: every rule at once.
        let block = "Text.\n\nWhy is this \\? so?\nBecause.\n\nDoes it? **Answer**: no.\n\n- How do I x?\n\n  Do it.\n\n"
        LinearGrowth.assert(1 << 18) { size in
            let answer = String(repeating: block, count: size / block.utf8.count)
            XCTAssertFalse(AnswerQuestionLines.find(in: answer, isDescription: true).isEmpty)
        }
        let page = "<p>How do I start it now?</p>\n<p>Run it.</p>"
        LinearGrowth.assert(1 << 18) { size in
            XCTAssertEqual(QuestionCensus.take(String(repeating: page, count: size / page.utf8.count), format: .html).titleKeys.count, 1)
        }
        let unclosed = "<p>How do I start it now?" + String(repeating: "x", count: 300)
        LinearGrowth.assert(1 << 18) { size in
            _ = QuestionCensus.take(String(repeating: unclosed, count: size / unclosed.utf8.count), format: .html)
        }
    }

    func testTheCensusSkipsIndexEntriesConditionsAndPODComments() {
        // pod2man's output: each title twice more, in an `.el` branch and an index entry.
        let man = ".ie n .SS \"Why is there no \"\"X\"\" version?\"\n.el .SS \"Why is there no ``X'' version?\"\n"
            + ".IX Subsection \"Why is there no X version?\"\nText.\n"
        XCTAssertEqual(QuestionCensus.take(man, format: .manPage).questions, 1, "the `.el` branch and the index entry add none")
        XCTAssertEqual(QuestionCensus.take(".de Sp\n.if n .sp\n..\n.SH NAME\nTwo words\n", format: .manPage).words, 2,
                       "a man page's requests are no text a reader sees")
        let pod = "=head2 Q: 6.12 What is a null pdl ?\n\n=for comment Is Q: 6.12 up-to-date with null pdls?\n\nText.\n"
        XCTAssertEqual(QuestionCensus.take(pod, format: .pod).questions, 1, "a comment is no question")
    }

    func testATableOfContentsWithTopicNumbersIsAList() {
        let lines: [Substring] = ["A1) What is it?", "A2) What's the latest version?", "A3) Where can I get it?"]
        XCTAssertTrue(LineCensus.inListBlock(1, lines))
        XCTAssertFalse(LineCensus.inListBlock(0, ["Is it one?", "Text."]))
    }

    func testATitlesMarksLeftInAnAnswerMakeAQuestion() {
        // tmux's outline of `* ` questions, one doubled to `** `: the plain-text reader left it in the answer before.
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n\\*\\* How do I use a 256 colour terminal?\n\nSet TERM.", loneQuestions: false),
                       ["how do i use a 256 colour terminal"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n== Why is it slow?\n\nIt is not.", loneQuestions: false), ["why is it slow"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n* Why is it slow?\n\nIt is not.", loneQuestions: false), [],
                       "one bullet is a list item")
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n**Why is it slow?** It is not.", loneQuestions: false), [], "emphasis")
    }

    func testAQuestionToTheAuthorsIsAQuestion() {
        // kivy's "Why do you use Python? Isn't it slow?" and asciidoc's "How do you handle …?" lost their marks.
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("Why do you use Python? Isn't it slow?"))
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("How do you handle spaces in included file names?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Are you using a really old version of Perl?"), "it asks the reader")
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Why do you want to change your shell?"), "it asks the reader of their own")
    }

    func testEveryEntryThatAsksMustBeRead() throws {
        func fml(_ entries: [String]) -> String {
            let items = entries.enumerated().map { "<faq id=\"q\($0.offset)\"><question>\($0.element)</question><answer><p>Yes.</p></answer></faq>" }
            return "<faqs title=\"FAQ\"><part id=\"a\"><title>A</title>" + items.joined() + "</part></faqs>"
        }
        let census = MarkupCensus.take(fml(["Does it run?", "Is it free?", ""]))
        XCTAssertEqual(census.markedQuestions, 3)
        XCTAssertFalse(census.everyMarkAsks, "an entry's empty question asks nothing")
        XCTAssertTrue(MarkupCensus.take(fml(["Does it run?", "Is it free?"])).everyMarkAsks)
        let document = FAQDocument(title: "FAQ", sections: [
            FAQSection(id: "a", title: "A", questions: [FAQQuestion(id: "q0", question: "Does it run?", answer: "Yes.")]),
        ])
        XCTAssertEqual(MisreadGuard.check(document, census: MarkupCensus.take(fml(["Does it run?", "Is it free?"])), source: "")?.kind,
                       .fewerQuestions, "one entry of two lost")
        XCTAssertNil(MisreadGuard.check(document, census: MarkupCensus.take(fml(["Does it run?", ""])), source: ""))
    }

    func testATitleInTheReadersVoiceMayBeLong() {
        // nut's titles: a situation, then the question, in the first person.
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("I just bought a new WhizBang UPS that has a USB connector.  How do I monitor it?"))
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("The power came back during the shutdown, but before the UPS power off. "
            + "Now the UPS does not reboot, and my computer stays off. How can I fix that?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("When it runs, press t to see the list of all the tasks it knows about and "
            + "the load they make. Does it show the load now?"), "prose that ends asking, not in the reader's voice")
        // argon2-cffi's: the question is the clause after the comma.
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("I'm using bcrypt / PBKDF2 / scrypt / yescrypt, do I need to migrate?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Now, aside from that, is it?"))
    }

    func testAHeadingWordedAsAQuestionAsksWithoutItsMark() {
        // ohmyzsh's "## Why shouldn't I install Oh My Zsh as root?" with its "?" removed: the importer took it for a sub-heading.
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n## Why shouldn't I install Oh My Zsh as root\n\nIt may break."),
                       ["why shouldn t i install oh my zsh as root"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n### How it works\n\nIt runs.\n\n### Can I help with it\n\nYes."), ["can i help with it"])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Run it.\n\n### How to install it\n\nRun make."), [], "a how-to heading")
    }

    func testAHeadingWordedAsAQuestionMustShowSomewhere() {
        // ohmyzsh's last heading, its "?" removed, was set aside as a footer: its text shows nowhere.
        let census = LineCensus.take("# FAQ\n\n## Why shouldn't I install it as root\n\nIt may break.\n\n## How it works\n\nIt runs.\n",
                                     format: .markdown)
        XCTAssertEqual(census.titleKeys, ["why shouldn t i install it as root"])
        XCTAssertEqual(census.questions, 0, "a title, not a counted question")
        let document = FAQDocument(title: "FAQ", sections: [
            FAQSection(id: "s", title: "How it works", questions: [FAQQuestion(id: "q", question: "How it works", answer: "It runs.")]),
        ])
        XCTAssertEqual(MisreadGuard.check(document, census: census, source: "")?.kind, .textNowhere)
        var group = FAQSection(id: "g", title: "Why shouldn't I install it as root")
        group.description = "It may break your system."
        XCTAssertTrue(MisreadGuard.isQuestionReadAsGroup(group), "a question read as a group, its answer for a description")
    }
}
