import XCTest
@testable import FAQ

/// Issue #25, item 9: mail links keep only harmless fields; links hiding their target behind
/// bidirectional controls are not followed, and show the real target.
final class LinkTargetTests: XCTestCase {
    func paragraph(_ markdown: String) -> String? {
        guard case .paragraph(let text)? = AnswerBlocks.parse(markdown).first else { return nil }
        return text.notation
    }

    func testMailtoAttachIsDropped() {
        XCTAssertEqual(LinkTarget.openable("mailto:a@x?attach=/etc/passwd"), "mailto:a@x")
        XCTAssertEqual(LinkTarget.openable("mailto:a@x?subject=Hi&ATTACH=/etc/passwd&body=B&cc=c@x&bcc=d@x&X-Header=1&attachment=%2Fetc%2Fshadow"),
                       "mailto:a@x?subject=Hi&body=B&cc=c@x&bcc=d@x")
        XCTAssertEqual(LinkTarget.openable("MAILTO:a@x"), "MAILTO:a@x")
        XCTAssertEqual(paragraph("[mail](mailto:a@x?attach=/etc/passwd&subject=S)"), "[mail](mailto:a@x?subject=S)")
        XCTAssertEqual(paragraph("[m](mailto:a@x?attach=/etc/passwd)"), "[m](mailto:a@x)")
        XCTAssertNil(LinkTarget.openable("file:///etc/passwd"))
        XCTAssertEqual(LinkTarget.openable("https://x.org/?attach=1"), "https://x.org/?attach=1")
    }

    func testLinksWithBidiControlsAreShownAndNotFollowed() {
        let url = "https://example.com/\u{202E}fdp.exe"
        XCTAssertNil(LinkTarget.openable(url))
        XCTAssertNil(LinkTarget.openable("https://a.org/\u{2066}x\u{2069}"))
        XCTAssertEqual(LinkTarget.revealed(url), "https://example.com/⟨U+202E⟩fdp.exe")
        XCTAssertNil(LinkTarget.revealed("https://example.com/"))
        XCTAssertEqual(paragraph("[report](\(url)) now"), "report` [https://example.com/⟨U+202E⟩fdp.exe]` now")
        XCTAssertEqual(paragraph("[report](\(url))"), "report` [https://example.com/⟨U+202E⟩fdp.exe]`")
    }
}
