import XCTest
@testable import FAQ

/// A cancelled read or index build stops at the readers' next check and shows nothing.
final class ReadCancellationTests: XCTestCase {
    private let nativeJSON = #"{"title": "T", "sections": [{"title": "S", "questions": [{"id": "q", "question": "Q?", "answer": "A."}]}]}"#
    private let markdown = "# T\n\n## S\n\n### Q?\n\nA.\n"

    private func decode(_ text: String, file: String, cancelled: Bool) throws(DocumentError) -> DocumentReader.Result {
        let cancellation = ReadCancellation()
        if cancelled { cancellation.cancel() }
        return try cancellation.run { () throws(DocumentError) in try DocumentReader.decode(Array(text.utf8), file: file) }
    }

    func testAReadThatIsNotCancelledOpens() throws {
        XCTAssertEqual(try decode(nativeJSON, file: "faq.json", cancelled: false).document.questionCount, 1)
        XCTAssertEqual(try decode(markdown, file: "FAQ.md", cancelled: false).document.questionCount, 1)
    }

    func testACancelledReadThrowsCancelledInEveryPath() {
        // The native fast path, the general JSON parser (a comment-free file it must fall back
        // to: an unknown member), and a text format.
        let general = #"{"title": "T", "extra": [1, 2], "sections": []}"#
        for (text, file) in [(nativeJSON, "faq.json"), (general, "faq.json"), (markdown, "FAQ.md")] {
            XCTAssertThrowsError(try decode(text, file: file, cancelled: true)) { error in
                XCTAssertEqual((error as? DocumentError)?.isCancellation, true, file)
            }
        }
    }

    func testTheCancellationIsSeenOnlyInsideItsRun() {
        let cancellation = ReadCancellation()
        cancellation.cancel()
        XCTAssertFalse(ReadCancellation.isRequested, "outside a run nothing is cancelled")
        XCTAssertNoThrow(try ReadCancellation.checkpoint())
        let seen = try? cancellation.run { () throws(DocumentError) in ReadCancellation.isRequested }
        XCTAssertEqual(seen, true)
    }

    func testACancelledIndexBuildStopsEarly() throws {
        let items = (0..<1_000).map { (node: $0, question: "Question \($0)?", answer: "Answer \($0).", section: -1) }
        let cancellation = ReadCancellation()
        cancellation.cancel()
        let partial = try cancellation.run { () throws(DocumentError) in SearchIndex(items, sectionTitles: [], sectionParents: []) }
        let whole = SearchIndex(items, sectionTitles: [], sectionParents: [])
        XCTAssertEqual(whole.matches("question").count, 1_000)
        XCTAssertEqual(partial.matches("question").count, 0, "a cancelled build indexes nothing more")
    }
}
