import XCTest
@testable import FAQ

/// DocBook SGML as the LDP wrote it: end tags left out, `</>`, NET tags (`<filename/ls/`),
/// Latin-1 bytes and entities, one `<qandaset>` in each `<sect1>`.
final class SGMLStructureTests: XCTestCase {
    private func read(_ sgml: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(sgml.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }, file: "faq.sgml")
    }

    func testEachSect1WithItsOwnQandasetIsASectionAndOmittedEndTagsDoNotMergeQuestions() throws {
        var sgml = "<!DOCTYPE article PUBLIC \"-//OASIS//DTD DocBook V3.1//EN\">\n<Article><Title>Caf\u{E9} FAQ</Title>\n"
        for part in 1...12 {
            sgml += "<Sect1 id=part\(part)><Title>Part \(part)</Title>\n<Para>Intro to part \(part).\n<QandASet>\n"
            for n in 1...3 {
                // No </para>, no </question>, no </answer>, no </qandaentry>, no </sect1>: all may be left out.
                sgml += "<QandAEntry><Question><Para>Question \(part).\(n)?\n<Answer><Para>Answer \(part).\(n), first.\n<Para>Second paragraph.\n"
            }
            sgml += "</QandASet>\n"
        }
        sgml += "</Article>\n"
        let result = try read(sgml)
        XCTAssertEqual(result.importer, "DocBook SGML")
        XCTAssertEqual(result.warnings.map(\.message), [], "undeclared Latin-1 is SGML's default")
        let document = result.document
        XCTAssertEqual(document.title, "Café FAQ")
        XCTAssertEqual(document.sections.map(\.title), (1...12).map { "Part \($0)" })
        XCTAssertEqual(document.questionCount, 36)
        let first = document.sections[0].questions[0]
        XCTAssertEqual(first.question, "Question 1.1?")
        XCTAssertEqual(first.answer, "Answer 1\\.1\\, first\\.\n\nSecond paragraph\\.")
        XCTAssertEqual(document.sections[11].questions[2].question, "Question 12.3?")
    }

    func testShortEndTagsNetTagsEntitiesAndTextThatLooksLikeATag() throws {
        let sgml = """
            <!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook V4.1//EN">
            <article><title>R&eacute;seau</title>
            <qandaset defaultlabel=qanda>
            <qandaentry><question><para>Which tools do I need, &Uuml;ber-user?</></question>
            <answer><para>Use <filename/ls/ and <filename/cp/; jumper SA<17..19> must be AT&T style.</para></answer></qandaentry>
            <qandaentry><question><para>Second?</para></question><answer><para>Yes.</para></answer></qandaentry>
            </qandaset></article>
            <appendix><title>Licence</title><para>Text after the root.</para></appendix>
            """
        let document = try read(sgml).document
        XCTAssertEqual(document.title, "Réseau")
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Which tools do I need, Über-user?", "Second?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Use `ls` and `cp`\\; jumper SA\\<17\\.\\.19\\> must be AT\\&T style\\.")
    }

    func testDeclaredLatin1AndUTF8SGMLDecodeAlike() throws {
        let body = "<article><title>Caf\u{E9}</title><qandaset><qandaentry><question><para>Is it na\u{EF}ve?<answer><para>Oui.</qandaset></article>"
        let latin1 = try DocumentReader.decode(("<!-- -*- coding: iso-8859-1 -*- -->\n" + body).unicodeScalars.map { UInt8($0.value) }, file: "a.sgml")
        let utf8 = try DocumentReader.decode(Array(body.utf8), file: "b.sgml")
        for result in [latin1, utf8] {
            XCTAssertEqual(result.document.title, "Café")
            XCTAssertEqual(result.document.sections[0].questions[0].question, "Is it naïve?")
            XCTAssertEqual(result.warnings.count, 0)
        }
    }

    func testTheConversionIsBalancedAndKeepsEveryElementOfAFragment() {
        let xml = SGMLToXML.convert("<chapter id=a><para>one<para>two</chapter><chapter id=b><title>B</></chapter></bogus>")
        XCTAssertEqual(xml, "<chapter id=\"a\"><para>one</para><para>two</para><chapter id=\"b\"><title>B</title></chapter></chapter>")
    }
}
