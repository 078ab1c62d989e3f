import XCTest
@testable import FAQ

/// Entries set apart by two blank lines, each a title line over paragraphs one blank line parts
/// (a web page's FAQ rendered as text: GConf's FAQ).
final class PlainTextSpacedEntriesTests: XCTestCase {
    static let text = """
    FAQ/Troubleshooting

    This section assumes the background of the introduction.


    How do I use version 1 and 2 at the same time?

    Things should just work.

    The tricky part is two prefixes.


    How do I log in from two machines at once?

    You can only have one daemon for a source.

     • You have a firewall.
     • Remote connections are off.

    Note that locks in the home directory need remote connections.


    I'm having a lock file problem. What do I do?

    Usually NFS, or a kernel bug.


    Some other weird thing is wrong!!!

    Try shutting down the daemon.

    """

    func testTitlesAfterTwoBlankLinesOpenEntries() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "FAQ.txt")
        XCTAssertEqual(result.importer, "plain text (entries set apart by blank lines)")
        XCTAssertEqual(questions(result.document), [
            "How do I use version 1 and 2 at the same time?", "How do I log in from two machines at once?",
            "I'm having a lock file problem. What do I do?", "Some other weird thing is wrong!!!",
        ])
        XCTAssertEqual(result.document.title, "FAQ/Troubleshooting")
        let answers = result.document.allSections.flatMap(\.section.questions).map(\.answer)
        XCTAssertTrue(answers[0].contains("The tricky part is two prefixes."), "one blank line goes on with the answer")
        XCTAssertTrue(answers[1].contains("Note that locks"))
        XCTAssertNil(result.misread)
    }

    /// Where the wider gaps open numbered titles, the numbers mark the entries: no reading of this shape.
    func testNumberedTitlesAreLeftToTheNumberedReading() {
        let numbered = Self.text.replacingOccurrences(of: "\n\n\nHow do I use", with: "\n\n\n1. How do I use")
            .replacingOccurrences(of: "\n\n\nHow do I log", with: "\n\n\n2. How do I log")
            .replacingOccurrences(of: "\n\n\nI'm having", with: "\n\n\n3. I'm having")
        XCTAssertNil(PlainTextPatterns.spaced(PlainTextLines(numbered), titles: []))
    }

    /// A text whose wide gaps mostly open no title line over an answer is no FAQ of this shape.
    func testGapsThatOpenNoTitlesAreNoEntries() {
        let prose = """
        Title

        Intro.


        A long paragraph of prose
        that goes on over lines.


        Another paragraph
        over two lines.


        Entry?

        Answer.


        Third paragraph
        of prose.

        """
        XCTAssertNil(PlainTextPatterns.spaced(PlainTextLines(prose), titles: []))
    }

    /// libcsv's FAQ: no title, so its first paragraph, a sentence over its answer, is an entry;
    /// a question may run over up to five lines when it ends asking.
    func testAFirstSentenceAndALongQuestionAreEntries() throws {
        let text = """
        My data contains unescaped quotes within quoted fields or quote
        characters in unquoted field.

        The library handles such data by default.



        My file contains comments, how can I handle this?

        Preprocess the data.


        My data uses a semicolon as a delimiter, how can I read it?

        Set the delimiter.


        I want to extract or search on specific fields
        from a file, sort a file, etc. but the common
        utilities don't work on data that contains
        embedded commas or newlines.  Are there any tools
        like this for managing such files?

        Take a look at csvutils.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (entries set apart by blank lines)")
        XCTAssertEqual(questions(result.document).count, 4)
        XCTAssertEqual(questions(result.document).first, "My data contains unescaped quotes within quoted fields or quote characters in unquoted field.")
        XCTAssertTrue(questions(result.document).last?.hasSuffix("managing such files?") ?? false)
        // A first line that is a title, not a sentence, stays the title (GConf's "FAQ/Troubleshooting").
        let titled = try DocumentReader.decode(Array(("Widget FAQ\n\nRead this first.\n\n\n" + text).utf8), file: "FAQ")
        XCTAssertEqual(titled.document.title, "Widget FAQ")
        XCTAssertEqual(questions(titled.document).count, 4)
    }

    /// ncurses' FAQ: rules between blank lines part the entries, each a problem stated, not
    /// asked: a troubleshooting FAQ that opens (it was refused as too unsure).
    func testRulesPartEntriesThatStateProblems() throws {
        let text = """
        This file is a list of frequently reported problems with widget which are
        considered bugs elsewhere. Look over this list first.

        ********

        If you hit the "Print Screen" key in a console, your current
        application will likely dump core.

        The kernel maps that key to a signal.

        ********

        Home/End keys don't work in some non-full-screen applications.

        The situation is complicated.

        ********

        The Debian entry for xterm doesn't work with some other xterms

        There's no way to win this.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (entries set apart by blank lines)")
        XCTAssertEqual(questions(result.document), [
            "If you hit the \"Print Screen\" key in a console, your current application will likely dump core.",
            "Home/End keys don't work in some non-full-screen applications.",
            "The Debian entry for xterm doesn't work with some other xterms",
        ])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).last?.answer, "There's no way to win this.")
        // Stated, they are problems; topics are not.
        XCTAssertTrue(PlainTextLines.statesAProblem("I get the error \"cannot route status report\""))
        XCTAssertFalse(PlainTextLines.statesAProblem("Error handling"), "a topic of two words")
        XCTAssertFalse(PlainTextLines.statesAProblem("Siemens M20T expects an initial PIN."))
        XCTAssertFalse(PlainTextLines.statesAProblem("if (error) { return; }"), "code")
    }

    /// A review's cases: a first paragraph that is a copyright line is no entry, and a rule
    /// inside an answer, where wide gaps part the entries, goes on with the answer.
    func testACopyrightLineAndARuleInsideAnAnswerAreNoEntries() throws {
        let copyright = """
        Copyright (C) 2004 Free Software Foundation, Inc.

        This file is free documentation; you may copy and distribute it freely.


        How do I build the library on Windows?

        Use the supplied project file and run nmake in the top directory.


        Why does the parser reject my file?

        The parser only accepts files in UTF-8; convert the file first.


        Can I use it from C++?

        Yes, the headers are wrapped in extern "C" blocks.


        Where do I report bugs?

        Mail them to the bug list.

        """
        XCTAssertEqual(questions(try DocumentReader.decode(Array(copyright.utf8), file: "FAQ").document).count, 4)
        let ruled = """
        Foo FAQ


        How do I print the configuration?

        Run foo --dump. The output looks like this:

        --------------------------------------------
        key1 = value1
        key2 = value2
        --------------------------------------------

        Each line is one setting.


        Why does foo ignore my settings?

        Foo reads ~/.foorc only at start.

        --------------------------------------------

        Restart foo after editing the file.

        Or send it SIGHUP, which makes it read the file again.


        Can I use foo over the network?

        Yes, with the --remote flag.


        Where do I report bugs?

        Mail the bug list.

        """
        let document = try DocumentReader.decode(Array(ruled.utf8), file: "FAQ").document
        XCTAssertEqual(questions(document), ["How do I print the configuration?", "Why does foo ignore my settings?",
                                             "Can I use foo over the network?", "Where do I report bugs?"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("Restart foo after editing the file."))
        // A README's topics name problems without stating one.
        let readme = """
        libfoo 2.1 README

        1. Introduction

        libfoo parses foo files. It is small and has no dependencies
        beyond the C library.

        2. Building the library

        Run ./configure and make. A C99 compiler is needed.

        3. Known problems on Solaris

        The shared library does not link with the Sun linker; use GNU ld.

        4. Error codes returned by calls

        Every call returns 0 on success and a negative code on failure.

        5. Reporting bugs and other problems

        Mail the maintainer with the version and a test case.

        """
        XCTAssertThrowsError(try DocumentReader.decode(Array(readme.utf8), file: "README"))
        XCTAssertFalse(PlainTextLines.statesAProblem("Known problems on Solaris"))
        XCTAssertFalse(PlainTextLines.statesAProblem("Error codes returned by calls"))
    }
}
