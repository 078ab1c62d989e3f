import XCTest
@testable import FAQ

/// Which sections of a man page hold its questions: boilerplate (NAME, SEE ALSO, a translator's
/// notes) never does, and a page whose own sections ask nothing is refused.
final class ManPageBoilerplateTests: XCTestCase {
    func read(_ text: String, file: String = "faq.7") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testBoilerplateSectionsAreNeverSectionsOfQuestions() throws {
        // ctags-faq: the contents sit under NAME, the questions under DESCRIPTION (the only
        // group), AUTHOR and SEE ALSO hold no questions; GIT-style trailing sections go too.
        let text = """
        .TH T 7
        .SH NAME
        ctags-faq \\- Universal Ctags FAQ
        .sp
        This is the FAQ.
        .SS Contents
        .IP \\(bu 2
        What is it?
        .SH DESCRIPTION
        .SS What is it?
        A tool.
        .SS Why?
        Because.
        .SH SEE ALSO
        ctags(1)
        .SH AUTHOR
        Someone.
        """
        let document = try read(text).document
        XCTAssertEqual(document.title, "ctags-faq - Universal Ctags FAQ")
        XCTAssertEqual(document.description, "This is the FAQ.")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) }, ["What is it?", "Why?"])

        let grouped = """
        .TH T 7
        .SH NAME
        g \\- grouped
        .SH SYNOPSIS
        g
        .SH ONE
        .SS Q1?
        A.
        .SH TWO
        .SS Q2?
        B.
        .SH GIT
        Part of the suite.
        """
        let groups = try read(grouped).document
        XCTAssertEqual(groups.sections.map(\.title), ["ONE", "TWO"])
        XCTAssertEqual(groups.questionCount, 2)
    }

    func testTranslatedPagesNameTheirBoilerplateInBothLanguages() throws {
        // Debian's manpages-zh: "DESCRIPTION 描述" holds the questions, "譯者" and its "跋" close the page.
        let text = """
        .TH PERLFAQ9 7
        .SH "NAME"
        perlfaq9 \\- 網路
        .SH "DESCRIPTION 描述"
        網路通訊
        .SS "如何萃取 URL?"
        用模組。
        .SS "如何發郵件？"
        用 Net::SMTP。
        .SH "譯者"
        .B 蕭百齡
        .SS "跋"
        本頁面中文版由中文 man 手冊頁計劃提供。
        """
        let document = try read(text).document
        XCTAssertEqual(document.description, "網路通訊")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) }, ["如何萃取 URL?", "如何發郵件？"])
        XCTAssertTrue(ManualStructure.isBoilerplate("參見 SEE ALSO"))
        // Of a name in two languages the English one decides: "NOTES 注意" may be a group.
        XCTAssertFalse(ManualStructure.isBoilerplate("NOTES 注意"))
        XCTAssertFalse(ManualStructure.isBoilerplate("網路"))
    }

    func testAPageWithoutQuestionsIsRefused() {
        let text = ".TH LS 1\n.SH NAME\nls \\- list\n.SH SYNOPSIS\nls [file]\n.SH DESCRIPTION\nLists files.\n"
        XCTAssertThrowsError(try read(text, file: "ls.1")) { error in
            XCTAssertTrue("\(error)".contains("no questions found in this man page"), "\(error)")
        }
        let mdoc = ".Dd January 1, 2024\n.Dt LS 1\n.Os\n.Sh NAME\n.Nm ls\n.Nd list directory contents\n.Sh DESCRIPTION\nLists files.\n"
        XCTAssertThrowsError(try read(mdoc, file: "ls.1")) { error in
            XCTAssertTrue("\(error)".contains("no questions found in this man page"), "\(error)")
        }
    }

    /// pmtools' faqpods(1p): the manual of a tool named after the FAQ, whose one section of its
    /// own (EXAMPLES) asks nothing, is no FAQ of one question; one heading that asks is.
    func testAToolsManualWithOneSectionOfItsOwnIsRefused() throws {
        let page = """
            .TH FAQPODS 1p
            .SH NAME
            faqpods \\- print out pod paths for the standard perl faqs
            .SH DESCRIPTION
            This program prints the paths of perlfaq's pod files.
            .SH EXAMPLES
            .nf
            $ podgrep -i thread `faqpods`
            .fi
            .SH "SEE ALSO"
            perlfaq(1)
            """
        XCTAssertThrowsError(try read(page, file: "faqpods.1p")) { error in
            XCTAssertTrue("\(error)".contains("no questions found in this"), "\(error)")
        }
        let asking = page.replacingOccurrences(of: ".SH EXAMPLES", with: ".SH \"HOW DO I FIND A FAQ ABOUT THREADS?\"")
        XCTAssertEqual(try read(asking, file: "faqpods.1p").document.questionCount, 1)
    }
}
