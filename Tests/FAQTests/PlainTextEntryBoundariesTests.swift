import XCTest
@testable import FAQ

/// Where a plain-text entry starts when its author left out the blank line before it.
final class PlainTextEntryBoundariesTests: XCTestCase {
    func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ")
    }

    func testTheNextNumberSetOutRightUnderAListIsAnEntry() throws {
        // NetGuard's German FAQ: "(3)" at the margin right under two lines set in by four.
        let text = """
        (1) Wozu braucht NetGuard diese Berechtigungen?

        Die Berechtigungen sind:

            INTERNET: um Datenverkehr weiterzuleiten
            BILLING: zur Verwendung der In-App-Abrechnung

        (2) Ich erhalte die Meldung "Diese App ist langsam".

        Diese Meldung wird vom Smart Manager angezeigt.

            Smart Manager beschwert sich über LastPass
            Smart Manager deaktivieren?
        (3) Ich erhalte keine Benachrichtigungen beim Zugriff

        Um viele Benachrichtigungen zu vermeiden, wird sie verzögert.
            (5) Eine Zeile einer Liste, keine Frage
        (6) Wie kann ich NetGuard deinstallieren?

        Deaktivieren Sie zuerst das VPN.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["Wozu braucht NetGuard diese Berechtigungen?", "Ich erhalte die Meldung \"Diese App ist langsam\".",
                                                    "Ich erhalte keine Benachrichtigungen beim Zugriff"])
        // "(47)" does not follow "(3)": a number out of sequence under a line set in stays text.
        XCTAssertTrue(result.document.allSections[0].section.questions[2].answer.contains("Wie kann ich NetGuard deinstallieren?"))
    }

    func testAStepSetOutUnderCodeIsNoEntryWhereAnEntryFurtherOnBearsItsNumber() throws {
        // The first review's case: "3. Run make" under a command set in, before the entry "3. Why …?".
        let text = """
        1. What is frob?

        A file frobnicator.

        2. How do I build frob from source?

        Follow these steps:
        1. Unpack the tarball.
        2. Run configure with your prefix:
              ./configure --prefix=/usr/local
        3. Run make, then make install as root.

        3. Why does frob crash on start?

        Your config file is old.

        4. Why is frob so slow on NFS?

        It syncs after every write.
        """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["What is frob?", "How do I build frob from source?", "Why does frob crash on start?",
                                                    "Why is frob so slow on NFS?"])
    }
}
