import XCTest
@testable import FAQ

/// What keeps the misread guard silent on files read right (each rule from a real FAQ it doubted),
/// and that it still speaks when the same text is a question whose mark was lost.
final class MisreadGuardSilenceTests: XCTestCase {
    func decode(_ text: String, _ name: String = "faq.md") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: name)
    }

    /// Ocean Protocol's "Have some questions about Ocean Protocol?" over its FAQ invites questions and asks none.
    func testAnInvitationToAskIsNoQuestion() {
        for invitation in ["Have some questions about Ocean Protocol?", "Got questions?", "Still have questions?", "Do you have any questions?"] {
            XCTAssertFalse(AnswerQuestionLines.isOneQuestion(Substring(invitation)), invitation)
        }
        for question in ["Do I have to ask questions in English?", "Have the questions been translated?",
                         "Have questions about the API been answered?", "Have questionable builds been removed?"] {
            XCTAssertTrue(AnswerQuestionLines.isOneQuestion(Substring(question)), question)
        }
    }

    /// AutoDiary's guide closes with "STILL NEED HELP?" over where to ask: an offer of help, shown as closing text,
    /// is no question read as a group; a question with a topic still is.
    func testAClosingOfferOfHelpIsNoQuestionReadAsAGroup() {
        for offer in ["STILL NEED HELP?", "Need more help?", "Still having issues?", "Still stuck?", "More questions?", "Need assistance?"] {
            var part = FAQSection(id: "p", title: offer)
            part.description = "Open an issue on GitHub with the error message."
            XCTAssertFalse(MisreadGuard.isQuestionReadAsGroup(part), offer)
        }
        for question in ["Need help configuring a proxy?", "Having issues with the proxy?", "Do I need root?"] {
            var group = FAQSection(id: "g", title: question)
            group.description = "Set it in the settings, then restart."
            XCTAssertTrue(MisreadGuard.isQuestionReadAsGroup(group), question)
        }
    }

    /// Back In Time's README: after its one group of known problems, its "Installation" and "Contribute" parts are
    /// its closing text, not entries read as groups; parts titled otherwise there still are a sign.
    func testAREADMEsOwnPartsAfterItsFAQAreNoTextGroups() {
        let text = String(repeating: "Run the steps in this part as the project's maintainers describe them. ", count: 3)
        func document(_ titles: [String], group: String = "Known Problems and Workarounds") -> FAQDocument {
            let problems = FAQSection(id: "k", title: group,
                                      questions: ["Rsync 3.2.4 breaks backups", "Icons are missing"].enumerated().map {
                                          FAQQuestion(id: "q\($0)", question: $1, answer: "Upgrade.") })
            let parts = titles.enumerated().map { n, title in
                var part = FAQSection(id: "p\(n)", title: title)
                part.description = text
                return part
            }
            return FAQDocument(title: "Back In Time", sections: [problems] + parts)
        }
        XCTAssertEqual(TextOnlyGroups.find(document(["Download", "Installation", "Contribute"])).count, 0)
        XCTAssertEqual(TextOnlyGroups.find(document(["Rsync over SSH", "Backups to a NAS", "Scheduling"])).count, 3)
        // After a FAQ's group of its own ("General"), a "Usage" or "Configuration" of text may be questions missed.
        XCTAssertEqual(TextOnlyGroups.find(document(["Usage", "Configuration"], group: "General")).count, 2)
    }

    /// integrit's Texinfo FAQ keeps a withdrawn entry as comments (`@c Q: Why does the MD5 sum change …?`): no reader
    /// shows it, so the census does not count it; the same line uncommented is counted.
    func testATexinfoCommentHoldsNoQuestion() {
        let source = "@node Win32\n@section Win32\n\nQ: Does it run on Windows?\n\nNo.\n\n"
            + "@c @section MD5 Sum Changes\n@c Q: Why does the MD5 sum change every time?\n@comment Q: Is it fast?\n"
        let keys = LineCensus.take(source, format: .texinfo).titleKeys
        XCTAssertTrue(keys.contains("does it run on windows"), "\(keys)")
        XCTAssertFalse(keys.contains { $0.hasPrefix("why does the md5") || $0.hasPrefix("is it fast") }, "\(keys)")
        XCTAssertTrue(LineCensus.take(source.replacingOccurrences(of: "@c Q:", with: "Q:"), format: .texinfo).titleKeys
                        .contains { $0.hasPrefix("why does the md5") })
    }

    /// Reactor's FAQ is titled `= FAQ, Best Practices, and "How do I...?"`: a title that asks is shown as the
    /// document's title, not lost.
    func testATitleThatAsksIsShownAsTheDocumentsTitle() throws {
        let source = "= FAQ, Best Practices, and \"How do I...?\"\n\nThis section covers the following.\n\n"
            + ["How do I wrap a call?", "How do I add a timeout?", "Why is it slow?"].map { "== \($0)\n\nLike this.\n\n" }.joined()
        let read = try decode(source, "faq.adoc")
        XCTAssertEqual(read.document.title, "FAQ, Best Practices, and \"How do I...?\"")
        XCTAssertNil(read.misread)
        var retitled = read.document
        retitled.title = "FAQ"
        XCTAssertEqual(MisreadGuard.check(retitled, source: source, format: .asciiDoc)?.kind, .textNowhere)
    }

    func testARhetoricalQuestionInAnAnswerIsNoQuestion() {
        // nut's FAQ and cryptsetup's: the answer argues with a question it answers itself.
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("Why give would-be vandals any sort of help?"))
        XCTAssertFalse(AnswerQuestionLines.isOneQuestion("What to do?"))
        XCTAssertEqual(AnswerQuestionLines.find(in: "It runs in a jail.\n\nWhy give would-be vandals any sort of help?\n\nPut it this way."), [])
        // A question about something that is or is not so, and one with a topic, still ask.
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("Why doesn't it print anything?"))
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("Why use Argon2 instead of PBKDF2?"))
        XCTAssertTrue(AnswerQuestionLines.isOneQuestion("How to enable syntax highlighting?"))
        XCTAssertEqual(AnswerQuestionLines.find(in: "It runs.\n\nHow to enable syntax highlighting?\n\nSet it."),
                       ["how to enable syntax highlighting"])
    }

    /// PyMongo's FAQ: a paragraph that is only a link to another entry on the page ("see also")
    /// is no question missed; the same words with a link elsewhere, or as text, are.
    func testALinkToAnotherEntryOnThePageIsNoQuestion() {
        XCTAssertEqual(AnswerQuestionLines.find(in: "It deadlocks.\n\n[Is PyMongo fork-safe?](<#pymongo-fork-safe>)\n\nSee there."), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "It deadlocks.\n\n[Is PyMongo fork-safe?](#pymongo-fork-safe)\n"), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "It deadlocks. See also,\n\n[Is PyMongo fork-safe?](<#pymongo-fork-safe>)\\.\n"), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "It deadlocks.\n\nIs PyMongo fork-safe?\n\nNo, it is not."), ["is pymongo fork safe"])
        XCTAssertFalse(AnswerQuestionLines.refersWithinThePage("[Is PyMongo fork-safe?](<https://example.org/faq#fork>)"))
    }

    func testALinksAddressIsNoWordOfAQuestion() {
        // qutebrowser's terms: the census keeps the text an AsciiDoc or Markdown link shows.
        let term = "What's the difference to addons like https://github.com/tridactyl/tridactyl[Tridactyl] or link:https://vimium.github.io/[Vimium]?::"
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText(Substring(term))), "what s the difference to addons like tridactyl or vimium")
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText("## Why does [dwb](https://dwb.org) crash?")), "why does dwb crash")
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText("[How?](#how)")), "how")
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText("Is https://example.org down?")), "is https example org down",
                       "an address with no text shows itself")
    }

    func testAFileNameOpeningATitleIsNoCommand() {
        // Ulak's Turkish FAQ: the question read from "### `.env.local` nedir?" names a file, as its title
        // does; ".SS", "=head2" and "@item" open commands.
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText(".env.local nedir?")), "env local nedir")
        XCTAssertEqual(QuestionShape.key(QuestionShape.bareText("### `.env.local` nedir?")), "env local nedir")
        XCTAssertEqual(String(QuestionShape.bareText(".SS How do I start?")), "How do I start?")
        XCTAssertEqual(String(QuestionShape.bareText("=head2 Why is it slow?")), "Why is it slow?")
        XCTAssertEqual(String(QuestionShape.bareText("@item")), "")
    }

    func testALinkTermReadRightLeavesTheGuardSilent() throws {
        let text = "= FAQ\n\nWhat's wrong with link:https://example.org/dwb[dwb] projects?::\n  They are old.\n\n"
            + "Why Python?::\n  It is quick to write.\n"
        let result = try decode(text, "faq.adoc")
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertNil(result.misread)
    }

    func testALabelledLineThatGoesOnPastItsQuestionIsNoTitle() {
        // cvs's FAQ quotes a dialogue in a paragraph: its question is no title to find again.
        let census = LineCensus.take("Intro.\n\n   Question: How do I deal with $Log? Answer1: You can't do much with\n   it.\n",
                                     format: .plainText)
        XCTAssertEqual(census.titleKeys, [])
        XCTAssertEqual(LineCensus.take("Intro.\n\nQuestion: How do I deal with $Log?\n\nNot at all.\n", format: .plainText).titleKeys,
                       ["how do i deal with log"])
    }

    func testAnAnswersNumberedPartsAreNoQuestions() {
        // privoxy's 1.17 answers itself in 1.17.1 and 1.17.2; 1.18 in its answer is a lost question.
        let answer = "Thanks.\n\n### 1.17.1. Would you like to participate?\n\nJoin.\n\n### 1.17.2. Would you like to donate?\n\nGive."
        XCTAssertEqual(AnswerQuestionLines.find(in: answer, question: "1.17. I would like to help you, what can I do?"), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: answer + "\n\n### 1.18. Where is the source?\n\nHere.",
                                                question: "1.17. I would like to help you, what can I do?"),
                       ["where is the source"])
        XCTAssertEqual(AnswerQuestionLines.find(in: answer, question: "1.1. What is it?").count, 2, "1.17.1 is not under 1.1")
    }

    func testAQuestionUnderAnAnswersOwnHeadingIsThatParts() {
        // debian-faq's "Mailing lists" part of an answer asks about its code of conduct.
        let answer = "Yes.\n\n### Mailing lists\n\nThere are many.\n\n#### What is the code of conduct for the lists?\n\nBe polite."
        XCTAssertEqual(AnswerQuestionLines.find(in: answer), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Yes.\n\n### What is the code of conduct for the lists?\n\nBe polite."),
                       ["what is the code of conduct for the lists"], "a heading that asks at the answer's top is a question")
        XCTAssertEqual(AnswerQuestionLines.find(in: answer + "\n\n### Where do I ask?\n\nThere."), ["where do i ask"],
                       "a heading as high as the part's is no part of it")
    }

    func testAQuestionShownWithAWordReadOtherwiseIsShown() throws {
        // Archive::Zip's FAQ: `B<Q:>` is markup the census keeps as a word; the reader shows "**Q:**".
        let pod = "=head1 NAME\n\nFAQ - answers\n\n=head1 Zip times\n\nB<Q:> My times are off. What gives?\n\nB<A:> DOS times.\n\n"
            + "=head1 Self-extracting Zips\n\nB<Q:> I want to make a self-extracting Zip file. Can I do this?\n\nB<A:> Yes, with a stub.\n"
        let result = try decode(pod, "FAQ.pod")
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertNil(result.misread)
        let key = "q i want to make a self extracting zip file can i do this"
        XCTAssertNil(MisreadGuard.questionsShownNowhere([key], texts: ["**Q:** I want to make a self-extracting Zip file. Can I do this?"],
                                                        titleKeys: []))
        XCTAssertEqual(MisreadGuard.questionsShownNowhere([key], texts: ["I want a Zip file."], titleKeys: []), key)
        // perlfaq9 with a heading's mark dropped: its words are in another question, in another order.
        let lost = "should i use a web framework for my site"
        XCTAssertEqual(MisreadGuard.questionsShownNowhere([lost], texts: ["Which web framework should I use for my site?"], titleKeys: []), lost)
    }

    /// A line of half-made links and codes (no closing mark) is read in linear time (a quarter megabyte, debug build).
    func testHalfMadeLinksAndCodesStayLinear() {
        for unit in ["](x", " https://x", "link:a/", "E<x", "B<x"] {
            LinearGrowth.assert(1 << 18) { size in
                let line = "Why " + String(repeating: unit, count: size / unit.utf8.count) + "?"
                XCTAssertFalse(QuestionShape.bareText(Substring(line)).isEmpty)
                _ = LineCensus.take(line + "\n\nText.\n", format: .asciiDoc)
            }
        }
    }

    /// LIRC's and RapidJSON's groups read as questions, their entries as list items in the
    /// answers: items that ask over answers of their own, three or more and nearly all the
    /// items, are entries; items that only ask (examples), or a few among steps, are the answer's.
    func testListItemsAskingOverAnswersOfTheirOwnAreEntries() {
        let entries = (1...3).map { "\($0). Is thing \($0) supported?\\\n   \\\n   No, it is not, thing \($0).\\\n" }.joined()
        XCTAssertEqual(AnswerQuestionLines.find(in: "Hardware notes.\n\n" + entries, question: "Hardware related"),
                       ["is thing 1 supported", "is thing 2 supported", "is thing 3 supported"])
        let loose = (1...3).map { "- What is thing \($0)?\n\n  Thing \($0) is a library.\n" }.joined(separator: "\n")
        XCTAssertEqual(AnswerQuestionLines.find(in: "Some text.\n\n" + loose, question: "General").count, 3)
        let examples = (1...4).map { "- Is thing \($0) supported?" }.joined(separator: "\n")
        XCTAssertEqual(AnswerQuestionLines.find(in: "Users often ask:\n\n" + examples + "\n\nAll are.", question: "General"), [])
        let steps = "1. Is the cable in?\n   Plug it.\n2. Run make.\n   It builds.\n3. Run make install.\n   It installs.\n4. Does it start?\n   Check the log.\n"
        XCTAssertEqual(AnswerQuestionLines.find(in: "Try this:\n\n" + steps, question: "Setup"), [])
        // Under a question or a problem stated, answered questions are its steps or its checklist (the second review's).
        XCTAssertEqual(AnswerQuestionLines.find(in: "Three steps:\n\n" + entries, question: "How does the interview work?"), [])
        XCTAssertEqual(AnswerQuestionLines.find(in: "Check these:\n\n" + entries, question: "Build fails on Windows with an error"), [])
    }
}
