import XCTest
@testable import FAQ

/// Plain-text FAQs with a comment block of `#` lines over their entries: the block is no
/// Markdown heading, a capitalised title naming the FAQ wraps its entries without being a
/// group, and an entry whose "Q:" was mistyped is still answered by its "A:".
final class PlainTextCommentedFilesTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ")
    }

    func testACommentBlockOverQAndAPairsIsNoMarkdown() throws {
        let text = """
        tool 1.2 2008-01-24
        -------------------

        # Copyright (C) 2008 A. Author

        # Copying and distribution of this file, with or without modification, are
        # permitted in any medium without royalty.


        FREQUENTLY ASKED QUESTIONS

        Q: Why are there files of size 0?
        A: They are locks. They go away
           when the locks are released.

        Q: Why does unmounting block?
        A: It uploads the cache first.

        Q: Why is listing a directory slow?
        A: The file manager opens every file.

        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["Why are there files of size 0?", "Why does unmounting block?", "Why is listing a directory slow?"])
    }

    func testAConfigStyleCommentOverNumberedEntriesIsNoMarkdownEither() throws {
        let text = """
        # This file lists the questions people ask about the widget daemon and
        # the answers we give them; send new ones to the list.

        1. How do I start the daemon?

           Run widgetd.

        2. Where is its configuration?

           In /etc/widgetd.conf.

        3. How do I stop it?

           Send it SIGTERM.

        """
        let result = try read(text)
        XCTAssertTrue(result.importer.hasPrefix("plain text"), result.importer)
        XCTAssertEqual(questions(result.document), ["How do I start the daemon?", "Where is its configuration?", "How do I stop it?"])
    }

    func testMarkdownHeadingsAndCommentsInCodeAreNoCommentBlock() {
        XCTAssertFalse(MarkdownCommentBlocks.contains("# FAQ\n## Installing\n\nText.\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("# FAQ\n# Part two\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("# FAQ\n\n```sh\n# set the path so that\n# make finds it\n```\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("# Title\n\n# lower case after a blank line\n"))
        XCTAssertTrue(MarkdownCommentBlocks.contains("# Copying is allowed, with or\n# without changes.\n"))
    }

    func testAMarkdownFAQWithoutAnExtensionStaysMarkdown() throws {
        let text = """
        # Widget FAQ

        ## How do I start it?

        Run it.

        ## How do I stop it?

        Press q.

        """
        XCTAssertEqual(try read(text).importer, "Markdown")
    }

    func testAMistypedQuestionLetterAnsweredByAnAnswerLineIsAnEntry() throws {
        let text = """
        Q: How do I mount it?
        A: With mount.

        Q: How do I unmount it?
        A: With umount.

        O: When I open a new file I get an error saying that
           it does not exist.
        A: The server serves known extensions only.

        Q: Where is the cache?
        A: In /var/cache.

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["How do I mount it?", "How do I unmount it?",
                                             "When I open a new file I get an error saying that it does not exist.", "Where is the cache?"])
    }

    func testAnotherCapitalWithoutAnAnswerLineStaysText() throws {
        let text = """
        Q: How do I mount it?
        A: With mount.

        Q: How do I unmount it?
        A: With umount.

        Q: Where is the cache?
        A: In /var/cache. Other places:

        B: /tmp, when configured so.

        """
        let document = try read(text).document
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertTrue(document.allSections[0].section.questions[2].answer.contains("/tmp"))
    }

    func testACapitalTitleNamingTheFAQIsNoGroup() throws {
        let text = """
        Gadget notes

        FREQUENTLY ASKED QUESTIONS

        Q: Does it float?
        A: Yes.

        Q: Does it sink?
        A: No.

        Q: Is it heavy?
        A: A little.

        """
        XCTAssertEqual(try read(text).document.sectionCount, 0)
    }

    func testFindingCommentBlocksIsLinear() {
        LinearGrowth.assert(1 << 18) { size in
            var text = "```\n"
            while text.utf8.count < size / 2 { text += "# comment\n# more\n" }
            text += "```\n"
            while text.utf8.count < size { text += "# Title\n# Another\n\n" }
            XCTAssertFalse(MarkdownCommentBlocks.contains(text))
        }
    }

    func testABannerOverBulletedQAndAPairsIsNoMarkdown() throws {
        let text = """
        #===========================================================
        # Tool v1.19 (2016-09-05)  convert text files
        # Copyright (C) 2000-2003 A. Author <a@example.org>
        #===========================================================

        Frequently Asked Questions about Tool

        * Q: What encoding do the NEWS and THANKS files use?
        * A: Run Tool on them and you'll see.

        * Q: How do I specify the input encoding?
        * A: You can't.  If you know the encoding, use
             a fully-fledged converter.

        * Q: Why can't Tool tell the language too?
        * A: Because this is impossible for short texts.

        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["What encoding do the NEWS and THANKS files use?", "How do I specify the input encoding?",
                                                    "Why can't Tool tell the language too?"])
        XCTAssertEqual(result.document.allSections[0].section.questions[1].answer, "You can't.  If you know the encoding, use a fully-fledged converter.")
    }

    /// br.ispell's preamble: every line led by "@ ", a mark setting the block apart, not a word
    /// of its title or text; a mark that is part of a word ("@alice") stays.
    func testAMarkLeadingEveryPreambleLineIsNoPartOfTheTitle() throws {
        let text = """
        @ FAQ do corretor
        @ atualizado em 2nov2002
        @ envie sugestões para a autora

        1.1 O que é um corretor?

        Um programa.

        1.2 Como obter o corretor?

        No sítio.

        1.3 Quais sistemas ele suporta?

        Todos.

        """
        let result = try read(text)
        XCTAssertEqual(result.document.title, "FAQ do corretor")
        XCTAssertEqual(result.document.description, "atualizado em 2nov2002 envie sugestões para a autora")
        XCTAssertEqual(questions(result.document).count, 3)
        let handles = try read(text.replacingOccurrences(of: "@ FAQ do corretor\n@ atualizado", with: "@alice's FAQ do corretor\n@bob atualizou"))
        XCTAssertEqual(handles.document.title, "@alice's FAQ do corretor")
    }

    func testACommentRuleNextToAHeadingLineIsABanner() {
        XCTAssertTrue(MarkdownCommentBlocks.contains("#==========\n# Tool 1.0\n"))
        XCTAssertTrue(MarkdownCommentBlocks.contains("# Tool 1.0\n#----------\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("#==========\n\n# Tool 1.0\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("# Tool\n#===\n"))
        XCTAssertFalse(MarkdownCommentBlocks.contains("```\n#==========\n# Tool 1.0\n```\n"))
    }
}
