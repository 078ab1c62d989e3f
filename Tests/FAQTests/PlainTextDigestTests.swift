import XCTest
@testable import FAQ

/// The plain-text reader's mail digests: a `Subject:` line per entry, numbered or not, posted
/// whole or in parts (`PlainTextDigest.swift`).
final class PlainTextDigestTests: XCTestCase {
    func read(_ text: String, file: String = "FAQ") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testNumberedDigestSubjects() throws {
        let text = """
            From: ann@example.org
            Subject: Tool FAQ

            This FAQ is a digest.

            ------------------------------

            Subject: 1. General

            ------------------------------

            Subject: 1.1. What is it?

            A tool.

            ------------------------------

            Subject: 1.2. Who wrote it?

            Ann.

            ------------------------------

            Subject: 2. Problems

            ------------------------------

            Subject: 2.1. Why does it hang?

            It waits.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Problems"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [["What is it?", "Who wrote it?"], ["Why does it hang?"]])
    }

    /// mailagent: a comment block holding a version log over a posting in parts: "5.0 Mailagent"
    /// introduces the parts after it, each marked "..." before its number, all topics: a posting's
    /// numbered subjects under a preamble naming a FAQ ask by their marks.
    func testADigestPostedInPartsOfTopics() throws {
        let text = """
            -- $Id: FAQ,v 3.0.1.4 1995/08/07 16:04:41 ram Exp ram $
            --
            --  Copyright (c) 1990-2006, Raphael Manfredi
            --
            -- $Log: FAQ,v $
            -- Revision 3.0.1.4  1995/08/07  16:04:41  ram
            -- patch37: updated my e-mail address
            --

            [This FAQ written for inclusion in the "Filtering Mail FAQ" posting]

            Subject: 5.0 Mailagent

            Mailagent is a mail processing package.

            -----------------------------------

            Subject: ... 5.1 Setting Up Mailagent

            Run mailagent -I.

            -----------------------------------

            Subject: ... 5.2 Tracking Your Incoming Mail

            Read the log.

            -----------------------------------

            Subject: ... 5.3 Locking Under Mailagent

            It locks the folders.

            -----------------------------------

            Subject: ... 5.4 Folder Types Supported

            MMDF and MH folders.

            -----------------------------------
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (a mail digest)")
        XCTAssertEqual(result.document.title, "[This FAQ written for inclusion in the \"Filtering Mail FAQ\" posting]")
        XCTAssertEqual(result.document.sections.map(\.title), ["Mailagent"])
        XCTAssertEqual(result.document.sections[0].questions.map(\.question),
                       ["Setting Up Mailagent", "Tracking Your Incoming Mail", "Locking Under Mailagent", "Folder Types Supported"])
        XCTAssertThrowsError(try read(text.replacingOccurrences(of: "FAQ", with: "text")), "topics under no FAQ's name ask nothing")
    }

    func testDigestSubjectsMarkedChanged() throws {
        // The MH FAQ marks an entry changed since the last posting with "!" before its number.
        let text = """
            Subject: Tool FAQ

            ------------------------------

            Subject: 01.00 ***** General *****

            ------------------------------

            Subject: 01.01 What is it?

            A tool.

            ------------------------------

            Subject: !01.02 Where can I get it?

            From the archive.

            ------------------------------

            Subject: +01.03 Who wrote it?

            Ann.
            """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [["What is it?", "Where can I get it?", "Who wrote it?"]])
        XCTAssertEqual(document.title, "Tool FAQ", "a posting's title is its Subject header's text")
    }

    func testMailDigest() throws {
        let text = """
            Tool mailing list digest, FAQ edition

            ------------------------------
            From: ann@example.org
            Subject: Re: How do I build it?
            Date: 1 May 1999

            Run make.

            ------------------------------
            From: bob@example.org
            Subject: Why does make fail?

            Install a compiler first.

            ------------------------------
            From: cy@example.org
            Subject: Where is the manual?

            In doc/.
            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (a mail digest)")
        XCTAssertEqual(questions(result.document), ["How do I build it?", "Why does make fail?", "Where is the manual?"])
        XCTAssertEqual(answer(result.document, "How do I build it?"), "Run make.")
    }
}
