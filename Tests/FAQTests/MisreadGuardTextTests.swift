import XCTest
@testable import FAQ

/// The fifth guard round's signs (text read as structure, structure left in text): each has a
/// made-up source where it speaks and one where it stays silent, and the new scans stay linear.
final class MisreadGuardTextTests: XCTestCase {
    /// The guard's finding on a reading, with a census that agrees with it (so that only the structure signs can speak).
    func check(_ sections: [FAQSection], title: String = "FAQ", source: String, format: DocumentFormat = .markdown) -> MisreadFinding? {
        let document = FAQDocument(title: title, sections: sections)
        return MisreadGuard.check(document, census: QuestionCensus(questions: document.questionCount, keys: [], words: 10),
                                  source: source, format: format)
    }

    let asking = ["How do I build it?", "Where are the logs?", "Why is it slow?"]

    /// Three questions of their own for the group named `group`.
    func groupQuestions(_ group: String) -> [FAQQuestion] {
        ["How do I build \(group)?", "Where are the logs of \(group)?", "Why is \(group) slow?"].map { question($0) }
    }

    // MARK: Text read as a question

    func testAnEmptyEntryTitledWithProseIsDoubted() {
        let prose = "This is a very questionable GNU extension. The C Standard defines uint8_t. Use those instead."
        let questions = asking.map { question($0) } + [question(prose, "")]
        let finding = check([section("", questions, implicit: true)], source: "Q: x\nA: See previous\n   question.  " + prose + "\n")
        XCTAssertEqual(finding?.kind, .textAsQuestion)
        XCTAssertEqual(finding?.found, 4)
        XCTAssertEqual(finding?.expected, 3)
        XCTAssertEqual(finding?.message,
                       "FAQ Browser found 4 questions, but one of them has no answer and reads as text, not as a question: it may be part of an answer or of the title (this file seems to hold about 3)")
    }

    func testAnEmptyEntryNamedAsTheDocumentIsDoubted() {
        let sections = [section("Clang 14 documentation", [question("Frequently Asked Questions (FAQ)", "")]),
                        section("Driver", asking.map { question($0) })]
        let finding = check(sections, title: "Frequently Asked Questions (FAQ) — Clang 14 documentation",
                            source: "# Clang 14 documentation\n\n## Frequently Asked Questions (FAQ)\n")
        XCTAssertEqual(finding?.kind, .textAsQuestion)
        XCTAssertEqual(finding?.line, 3)
    }

    func testOneShortEmptyEntryIsTheAuthors() {
        // libxml2's "Do Not Use libxml1": a title kept for a later answer.
        let questions = asking.map { question($0) } + [question("Do Not Use libxml1", ""), question("Is it fast?")]
        XCTAssertNil(check([section("", questions, implicit: true)], source: "## Do Not Use libxml1\n"))
        // An empty entry that asks, however long, is a question still to be answered.
        let long = "Why does the build fail when I run make twice in a row. Is it the cache? Or the clock?"
        XCTAssertNil(check([section("", asking.map { question($0) } + [question(long, "")], implicit: true)], source: ""))
    }

    // MARK: Lines of one sentence read as section titles

    func testSectionTitlesWrappingOneSentenceAreDoubted() {
        let sections = [section("Copying and distribution of this file, with or without modification, are", []),
                        section("permitted in any medium without royalty.", asking.map { question($0) })]
        let source = "# Copying and distribution of this file, with or without modification, are\n# permitted in any medium without royalty.\n"
        let finding = check(sections, source: source)
        XCTAssertEqual(finding?.kind, .textAsSections)
        XCTAssertEqual(finding?.line, 1)
        XCTAssertEqual(finding?.message,
                       "FAQ Browser found 2 sections, but the titles of some sections are the lines of one sentence: text may have been read as titles")
    }

    func testSectionTitlesThatEndOrStartAsTitlesAreSilent() {
        // An empty group before a group named in lower case, or titles that close: the author's.
        XCTAssertNil(check([section("Getting started with the tools", []), section("npm", asking.map { question($0) })], source: ""))
        XCTAssertNil(check([section("Installing the tools.", []), section("then building them by hand", asking.map { question($0) })], source: ""))
        XCTAssertNil(check([section("Installing the tools", []), section("Building them by hand", asking.map { question($0) })], source: ""))
    }

    // MARK: The document's title read as a group

    func testTheOneGroupNamedAsTheDocumentIsDoubted() {
        let finding = check([section("FREQUENTLY ASKED QUESTIONS", asking.map { question($0) })],
                            title: "davfs2", source: "davfs2\n\nFREQUENTLY ASKED QUESTIONS\n\nQ: How do I build it?\n")
        XCTAssertEqual(finding?.kind, .titleAsSection)
        XCTAssertEqual(finding?.line, 3)
    }

    func testAGroupNamedAsTheDocumentBesideOthersIsSilent() {
        XCTAssertNil(check([section("Frequently asked questions", asking.map { question($0) }), section("Other", [question("Is it fast?")])],
                           source: ""))
        XCTAssertNil(check([section("Installation", asking.map { question($0) })], source: ""), "one group of its own name")
    }

    // MARK: Numbered entries left in answers

    func testANumberedEntryLeftInAnAnswerIsDoubted() {
        var source = "The Answers\n\n"
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "    1.\(n) What is thing number \(n)?\n\n    It is a thing.\n\n"
            questions.append(question("What is thing number \(n)?", "It is a thing."))
        }
        source += "    1.6a  Why do I get strange warnings when I run it\n\n    Harmless ones.\n"
        questions[5].answer = "It is a thing.\n\n1\\.6a  Why do I get strange warnings when I run it\n\nHarmless ones."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 27)
    }

    func testABulletedNumberedEntryLeftInAnAnswerIsDoubted() {
        // GetDP's "* 2.4 GetDP [from a binary distribution] complains about missing" over "libraries.", left in 2.3's
        // answer (as a Markdown list item) among entries bulleted the same way.
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "* 2.\(n) How do I build thing number \(n)?\n\nJust type make.\n\n"
            questions.append(question("2.\(n) How do I build thing number \(n)?", "Just type make."))
        }
        source += "* 2.7 The thing complains about missing\nlibraries.\n\nTry ldd.\n"
        questions[5].answer = "Just type make.\n\n- 2\\.7 The thing complains about missing libraries.\n\nTry ldd."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 25)
    }

    func testABulletedVersionListInAnAnswerAmongUnbulletedEntriesIsSilent() {
        // Entries marked "3.N" at the margin; an answer's list of versions ("- 3.9 Added …") is no entry of theirs.
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "3.\(n) How do I build thing number \(n)?\n\nJust type make.\n\n"
            questions.append(question("3.\(n) How do I build thing number \(n)?", "Just type make."))
        }
        source += "- 3.9 Added the thing to the box\n- 4.0 Removed the other thing\n"
        questions[5].answer = "Just type make.\n\n- 3\\.9 Added the thing to the box\n- 4\\.0 Removed the other thing"
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
    }

    func testBulletsOverNumberedStepsInAnAnswerAreSilent() {
        // A bulleted line of deeper numbers (a step) or a doubled bullet is no entry mark.
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "* 2.\(n) How do I build thing number \(n)?\n\nJust type make.\n\n"
            questions.append(question("2.\(n) How do I build thing number \(n)?", "Just type make."))
        }
        source += "* 2.6.1 Open the box first\n\n* * 2.7 Close the box after\n"
        questions[5].answer = "Just type make.\n\n- 2\\.6.1 Open the box first\n\n- - 2\\.7 Close the box after"
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
    }

    func testDeeperNumbersAndContentsInAnswersAreSilent() {
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "1.\(n)  What is thing number \(n)?\nIt is a thing.\n\n"
            questions.append(question("What is thing number \(n)?", "It is a thing."))
        }
        // Steps numbered under an entry (`1.6.1`) answer it; a repeated entry number is a contents line.
        source += "1.6.1  Open the box\n\n1.2  What is thing number 2 again\n"
        questions[5].answer = "It is a thing.\n\n1.6.1  Open the box\n\n1.2  What is thing number 2 again"
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
    }

    func testASingleNumberedEntryLeftInAnAnswerIsDoubtedWhereItFillsAGap() {
        // mapivi's "10.Is it recommended …?", its stop run into its text, in the ninth answer.
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...12 {
            let title = n == 10 ? "\(n).Is it wise to edit thing number \(n)?" : "\(n). How do I handle thing number \(n)?"
            source += "\(title)\n\nLike any other.\n\n"
            if n != 10 { questions.append(question("How do I handle thing number \(n)?", "Like any other.")) }
        }
        questions[8].answer = "Like any other.\n\n10.Is it wise to edit thing number 10?\n\nLike any other."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 12)
        XCTAssertEqual(finding?.line, 37)
    }

    func testANumberInBracketsSetOutRightUnderAListIsAMissedEntry() {
        // NetGuard's "(44)" right under two lines set in, with no blank line before it, left in the answer of "(43)".
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 40...46 {
            let title = "(\(n)) Wie behandle ich die Sache Nummer \(n)?"
            source += n == 44 ? "\(title)\n\nWie jede andere.\n\n" : "\(title)\n\nWie jede andere.\n\n    Eine Zeile\n    Noch eine\n"
            if n != 44 { questions.append(question("Wie behandle ich die Sache Nummer \(n)?", "Wie jede andere.")) }
        }
        questions[3].answer = "Wie jede andere.\n\n    Eine Zeile\n    Noch eine\n(44) Wie behandle ich die Sache Nummer 44?\n\nWie jede andere."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 25)
    }

    func testAWithdrawnNumbersGapFilledByAStepAndAGroupsVersionNumberAreNoMissedEntries() {
        // The first review's cases: entry 5 withdrawn, steps "1." to "6." at the margin in an answer; and a group's text
        // opening "2.0 and later versions …" among "N.M" entries.
        var source = "", questions: [FAQQuestion] = []
        for n in [1, 2, 3, 4, 6, 7] {
            source += "\(n). How do I handle thing number \(n)?\n\nLike any other.\n\n"
            questions.append(question("How do I handle thing number \(n)?", "Like any other."))
        }
        let steps = (1...6).map { "\($0). Run the step number \($0) as root." }.joined(separator: "\n\n")
        source += steps + "\n"
        questions[5].answer = "Like any other.\n\n" + steps
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
        var numbered = "", entries: [FAQQuestion] = []
        for n in 1...6 {
            numbered += "1.\(n) How do I install part number \(n)?\n\nLike this.\n\n"
            entries.append(question("How do I install part number \(n)?", "Like this."))
        }
        numbered += "2. Upgrading\n\n2.0 and later versions read a new config format.\n"
        var upgrading = section("Upgrading", [])
        upgrading.description = "2.0 and later versions read a new config format."
        XCTAssertNil(check([section("Installing", entries), upgrading], source: numbered, format: .plainText))
    }

    func testAnEntryListedInTheContentsCountsOnceWhereItStands() {
        var source = "Contents\n\n"
        // Each contents line stands alone, as an entry's would.
        for n in 1...7 { source += "1.\(n). How do I handle thing number \(n)?\n\n" }
        var questions: [FAQQuestion] = []
        for n in 1...7 {
            source += "1.\(n). How do I handle thing number \(n)?\n\nLike any other.\n\n"
            if n != 7 { questions.append(question("How do I handle thing number \(n)?", "Like any other.")) }
        }
        questions[5].answer = "Like any other.\n\n1\\.7. How do I handle thing number 7?\n\nLike any other."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 41)
    }

    func testStepsNumberedInAnAnswerAreNoMissedSingleNumberedEntries() {
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "\(n). How do I handle thing number \(n)?\n\nLike any other.\n\n"
            questions.append(question("How do I handle thing number \(n)?", "Like any other."))
        }
        // Steps restart at 1; a step numbered past the last entry fills no gap between entries.
        let steps = "1. Insert the media\n\n2. Press the key\n\n7. Close the window now"
        source += steps + "\n"
        questions[5].answer = "Like any other.\n\n" + steps
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
    }

    func testGroupsNumberedOverTwoPartEntriesLocateNoSingleNumberedEntries() {
        // INN's digest: its contents number the groups 1 to 6 ("2.  Terms" is too short to count), and an
        // answer's steps "1." to "6." would fill the gap at 2.
        var source = "", sections: [FAQSection] = []
        for (g, name) in ["General Questions", "Terms", "Specific Problems", "Error Messages", "Problems Elsewhere", "How Do I"].enumerated() {
            source += "\(g + 1).  \(name)\n\n"
            sections.append(section(name, (1...2).map { question("What is thing \(g)-\($0)?", "An answer.") }))
        }
        let steps = (1...6).map { "\($0). Next you look at field number \($0) of the line" }.joined(separator: "\n\n")
        for section in sections { for (n, question) in section.questions.enumerated() { source += "1.\(n + 1). \(question.question)\n\nAn answer.\n\n" } }
        source += steps + "\n"
        sections[5].questions[1].answer = "An answer.\n\n" + steps
        XCTAssertNil(check(sections, source: source, format: .plainText))
    }

    func testALabelledEntryLeftInAnAnswerIsDoubted() {
        // YajHFC's Spanish FAQ: "P:" (pregunta) opens every question, "R:" every answer.
        var source = "YajHFC FAQ\n==========\n\n"
        var questions: [FAQQuestion] = []
        for n in 1...7 {
            source += "P: ¿Dónde puedo conseguir la cosa número \(n)?\nR:\nEn la tienda.\n\n"
            if n != 7 { questions.append(question("¿Dónde puedo conseguir la cosa número \(n)?", "En la tienda.")) }
        }
        questions[5].answer = "En la tienda.\n\nP: ¿Dónde puedo conseguir la cosa número 7?\nR:\nEn la tienda."
        let finding = check([section("", questions, implicit: true)], source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 28)
    }

    func testALabelledEntryReadAsTheTextBeforeTheQuestionsIsDoubted() {
        // YajHFC's first entry states its problem over three lines and asks nothing: read as the text before the questions.
        let first = "P: Cuando intento ver los faxes siempre obtengo un error\n   aunque todos los documentos están bien.\nR:\nVerifica la opción.\n\n"
        var source = "YajHFC FAQ\n==========\n\n" + first
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "P: ¿Dónde puedo conseguir la cosa número \(n)?\nR:\nEn la tienda.\n\n"
            questions.append(question("¿Dónde puedo conseguir la cosa número \(n)?", "En la tienda."))
        }
        let document = FAQDocument(title: "YajHFC FAQ", description: String(first.dropLast(2)), sections: [section("", questions, implicit: true)])
        let finding = MisreadGuard.check(document, source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 7)
        XCTAssertEqual(finding?.line, 4)
    }

    func testLabelsOtherThanTheQuestionsAreNoMissedEntries() {
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...6 {
            source += "P: ¿Cómo trato la cosa número \(n)?\nR: Como cualquier otra.\n\n"
            questions.append(question("¿Cómo trato la cosa número \(n)?", "Como cualquier otra."))
        }
        // An answer's notes bear labels of their own; the label in a quoted mail set in is at another indentation.
        // A second wording under a question, labelled too, opens its answer (PRAW's "Q2: I keep on getting …").
        source += "Nota: Reinicia el programa primero\n\n  P: ¿Por qué falla hoy mi cosa?\n\nP2: ¿Y si la cosa no existe?\n"
        questions[5].answer = "Como cualquier otra.\n\nNota: Reinicia el programa primero\n\n  P: ¿Por qué falla hoy mi cosa?"
        questions[4].answer = "P2: ¿Y si la cosa no existe?\n\nComo cualquier otra."
        XCTAssertNil(check([section("", questions, implicit: true)], source: source, format: .plainText))
    }

    // MARK: Groups of only text among groups of questions

    func testAGroupOfOnlyTextBetweenGroupsOfQuestionsIsDoubted() {
        let answer = String(repeating: "Large objects are read in pieces of a size you set. ", count: 3)
        let sections = [section("Technical questions", groupQuestions("one")), section("Tuning for LOBs", [], description: answer),
                        section("Caches", groupQuestions("two")), section("The Linux difference", [], description: answer),
                        section("Logging", groupQuestions("three"))]
        let finding = check(sections, source: "## Tuning for LOBs\n")
        XCTAssertEqual(finding?.kind, .questionsAsTextGroups)
        XCTAssertEqual(finding?.expected, 11)
        XCTAssertEqual(finding?.line, 1)
        XCTAssertEqual(finding?.message,
                       "FAQ Browser found 9 questions, but 2 groups hold only text among groups of questions: they may be questions read as groups (this file seems to hold about 11)")
    }

    func testTextGroupsAtTheEdgesNumberedOrEmptyAreSilent() {
        let answer = String(repeating: "Large objects are read in pieces of a size you set. ", count: 3)
        let groups = ["One", "Two", "Three"].map { section($0, groupQuestions($0)) }
        // An introduction, a closing note, an empty group (Acurast's `### iOS`).
        XCTAssertNil(check([section("Introduction", [], description: answer)] + groups + [section("Contact", [], description: answer)], source: ""))
        XCTAssertNil(check([groups[0], section("iOS", []), groups[1], section("Android", []), groups[2]], source: ""))
        // One note among groups (scrcpy's "OTG issues on Windows") is as often the author's.
        XCTAssertNil(check([groups[0], section("OTG issues on Windows", [], description: answer), groups[1], groups[2]], source: ""))
        // A chapter numbered as the others are ("4 R Web Interfaces").
        let numbered = [section("1 Basics", groupQuestions("one")), section("2 Web Interfaces", [], description: answer),
                        section("3 Packages", groupQuestions("two")), section("4 Servers", [], description: answer),
                        section("5 Emacs", groupQuestions("three"))]
        XCTAssertNil(check(numbered, source: ""))
    }

    // MARK: A closing footnotes entry

    func testAClosingEntryOfFootnotesIsDoubted() {
        let notes = "\\[fn:2\\]Actually, Emacs is written in a dialect of Lisp\n(Elisp).\n\n\\[fn:1\\]It is unfortunate."
        let finding = check([section("", [question("Are we going to use RStudio?"), question("Which editor?"), question("Footnotes", notes)],
                                     implicit: true)], source: "* Footnotes\n\n[fn:2]Actually\n", format: .org)
        XCTAssertEqual(finding?.kind, .backMatterAsQuestions)
        XCTAssertEqual(finding?.line, 1)
    }

    func testAnAnswerWithANoteIsSilent() {
        let answer = "Use Emacs.[fn:1]\n\n[fn:1] Or vi."
        XCTAssertNil(check([section("", [question("Are we going to use RStudio?"), question("Which editor?", answer)], implicit: true)],
                           source: "", format: .org))
        XCTAssertFalse(EdgeEntries.isOnlyFootnotes(""))
    }

    // MARK: Group elements holding only a title

    let titledGroupXML = "<faq>\n <section><title>Build problems</title>\n  <topic><question>Why?</question></topic>\n </section>\n"
        + " <section>Getting Started</section>\n  <topic><question>How?</question></topic>\n</faq>\n"

    func testAGroupElementOfOnlyATitleShownNowhereIsDoubted() {
        let finding = check([section("Build problems", [question("Why?"), question("How?")])], source: titledGroupXML, format: .xml)
        XCTAssertEqual(finding?.kind, .fewerSections)
        XCTAssertEqual(finding?.found, 1)
        XCTAssertEqual(finding?.expected, 2)
        XCTAssertEqual(finding?.line, 5)
    }

    func testAGroupElementOfOnlyATitleShownAsASectionIsSilent() {
        XCTAssertNil(check([section("Build problems", [question("Why?")]), section("Getting Started", [question("How?")])],
                           source: titledGroupXML, format: .xml))
        // An element holding more than a title, or a long text, is no title.
        XCTAssertEqual(GroupTitleElements.titleOnlyGroups("<section>Text <b>bold</b></section><part>" + String(repeating: "word ", count: 11)
            + "</part>").count, 0)
    }

    // MARK: Censuses

    func testMDXEntryComponentsAreCountedExactly() {
        let mdx = "## Troubleshooting\n\n<AccordionGroup>\n  <Accordion title=\"The bot isn't responding\">\n  Restart it.\n  </Accordion>\n"
            + "  <Collapse title=\"Slow start\">\n  x\n  </Collapse>\n<Details summary=\"Where?\">\nHere.\n</Details>\n</AccordionGroup>\n"
            + "```mdx\n<Accordion title=\"In code\">\n```\n"
        XCTAssertEqual(LineCensus.take(mdx, format: .markdown).markedQuestions, 3)
        let document = FAQDocument(title: "FAQ", sections: [section("Other", [question("Where?")])])
        XCTAssertEqual(MisreadGuard.check(document, source: mdx, format: .markdown)?.kind, .fewerQuestions)
        let read = FAQDocument(title: "FAQ", sections: [section("Troubleshooting", ["The bot isn't responding", "Slow start", "Where?"].map { question($0) })])
        XCTAssertNil(MisreadGuard.check(read, source: mdx, format: .markdown))
    }

    func testNumberedGroupsCountEntriesAnsweredOnTheNextLine() {
        let text = "CONTENTS\n1  USING FONTS\n2  MODIFYING FONTS\n\n1  USING FONTS\n\n1.1  Can I use them?\nYes.\n\n"
            + "2  MODIFYING FONTS\n\n2.1  Can I change them?\nYes.\n"
        XCTAssertEqual(GroupCensus.take(text, format: .plainText).map(\.line), [5, 10])
        // A numbered line over a paragraph of its own is no group.
        XCTAssertEqual(GroupCensus.take("1  Using fonts\nare free.\n\n1.1  Can I?\nYes.\n", format: .plainText), [])
    }

    // MARK: Linear time

    func testTheNewSignsStayLinear() {
        LinearGrowth.assert(1 << 13) { size in
            let questions = (0..<size).map { question("How do I do thing \($0)?", "    1.\($0)a Why do I get thing \($0)\n") }
            let source = (0..<size).map { "\n    1.\($0) How do I do thing \($0)?\n\n    1.\($0)a Why do I get thing \($0)\n" }.joined()
            _ = MarkedEntries.leftInAnswers(questions, sectionTitles: [], source: source)
        }
        LinearGrowth.assert(1 << 17) { size in
            _ = GroupTitleElements.titleOnlyGroups(String(repeating: "<section>A title</section>\n", count: size / 26))
            _ = GroupTitleElements.titleOnlyGroups(String(repeating: "<section ", count: size / 9))
            _ = GroupTitleElements.titleOnlyGroups(String(repeating: "<section>", count: size / 9))
        }
        LinearGrowth.assert(1 << 14) { size in
            var inner = section("Leaf", [question("Why?")])
            for n in 0..<min(size / 64, 500) { inner = section("Level \(n)", [], description: "text", sections: [inner, section("x", [], description: "y")]) }
            let wide = (0..<size / 4).map { n in n % 3 == 1 ? section("Text \(n)", [], description: String(repeating: "word ", count: 25))
                : section("Group \(n)", [question("Is it \(n)?")]) }
            let document = FAQDocument(title: "FAQ", sections: [inner] + wide)
            _ = TextOnlyGroups.find(document)
            _ = TextAsTitles.wrappedSectionTitles(document)
            _ = TextAsTitles.emptyTextQuestion(document, questions: document.allSections.flatMap(\.section.questions))
        }
    }

    func testADocumentTitlesPartsAreFoundInLinearTime() {
        // The guard fuzzer's timeout: a page's whole text as the document's title, dashes all through it.
        LinearGrowth.assert(1 << 17) { size in
            let title = String(repeating: "word - ", count: size / 7)
            XCTAssertEqual(TextAsTitles.documentTitleParts(title).count, 2)
        }
        XCTAssertEqual(TextAsTitles.documentTitleParts("Fernet - Frequently Asked Questions"),
                       ["fernet frequently asked questions", "fernet", "frequently asked questions"])
        XCTAssertEqual(TextAsTitles.documentTitleParts("Widget FAQ"), ["widget faq"])
    }
}
