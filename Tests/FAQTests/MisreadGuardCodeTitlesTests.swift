import XCTest
@testable import FAQ

/// Lines of code or of a patch read as questions (groff's PROBLEMS, a plain file whose context
/// diffs read as reStructuredText titles): doubted from three on, a quarter of the questions;
/// questions that quote code, or end in a wiki's line break, are silent.
final class MisreadGuardCodeTitlesTests: XCTestCase {
    func check(_ titles: [String]) -> MisreadFinding? {
        let document = FAQDocument(title: "FAQ", sections: [section("", titles.map { question($0, "An answer.") }, implicit: true)])
        return MisreadGuard.check(document, census: QuestionCensus(questions: document.questionCount, keys: [], words: 10),
                                  source: titles.joined(separator: "\n"), format: .restructuredText)
    }

    let asking = ["How do I build it?", "Where are the logs?", "Why is it slow?", "Can I print?", "Is it free?", "Who wrote it?"]

    func testPatchLinesReadAsQuestionsAreDoubted() {
        let code = ["--- 35,41 ----", "! build_tree_list (NULL_TREE, integer_zero_node),", "! T=-Tascii", "x = y + 1;"]
        let finding = check(asking + code)
        XCTAssertEqual(finding?.kind, .codeAsQuestions)
        XCTAssertEqual(finding.map { $0.found - $0.expected }, 4)
        XCTAssertEqual(finding?.line, 7)
        XCTAssertEqual(finding?.message, "FAQ Browser found 10 questions, but 4 of them are titled by lines of code: code may have been read "
                       + "as questions, and this file may not have been read as its author wrote it")
    }

    func testFewCodeTitlesOrQuestionsAboutCodeAreSilent() {
        XCTAssertNil(check(asking + ["--- 35,41 ----", "x = y + 1;"]), "two")
        XCTAssertNil(check(asking + ["*** 1,2 ****", "f();", "g();"] + asking.map { $0 + " (again)" }), "three of fifteen")
        XCTAssertNil(check(asking + ["Running npm install && npm start fails on Windows", "Setting DEBUG = true in the config has no effect",
                                     "The value of config.port == 0 after loading the file", "Initializers such as int a[] = {1, 2, 3};"]),
                     "problems and topics stated in words about code")
        XCTAssertNil(check(asking + ["What does `a = b;` do?", "Why does `if (x == y)` fail?", "Where is #include <foo.h>?",
                                     "Where is the documentation ? \\\\", "Is this code supported ? \\\\", "Does it work on Linux ? \\\\"]))
    }

    func testWhatReadsAsCode() {
        for code in ["*** 35,41 ****", "--- 1,8 ----", "@@ -1,8 +1,9 @@", "! 'di';", "#include <stdio.h>", "// comment", "int main() {",
                     "}", "f(a, b);", "if (a == b)", "a && b"] {
            XCTAssertTrue(CodeAsTitles.readsAsCode(code), code)
        }
        for title in ["Installing on Linux", "Where are the logs?", "*** Important ***", "--- Notes ---", "I get \"error: x = 1\"?",
                      "Printing problems", "Large files, slow machines"] {
            XCTAssertFalse(CodeAsTitles.readsAsCode(title), title)
        }
    }

    /// groff's PROBLEMS itself: its `=` underlined groups make it reStructuredText, and its patches read as titles.
    func testGroffsProblemsReadAsRestructuredTextIsWarned() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/Fresh68/groff-base--1.22.4-10--PROBLEMS.gz").path
        let result = try DocumentReader.read(path: path)
        XCTAssertEqual(result.misread?.kind, .codeAsQuestions, "\(questions(result.document))")
    }
}
