import Outline
import XCTest

/// What search and type-ahead treat as the same text.
final class TextFoldingTests: XCTestCase {
    func testCaseAccentsAndWidthAreFoldedAway() {
        XCTAssertEqual(TextFolding.fold("CAFÉ"), "cafe")
        XCTAssertEqual(TextFolding.fold("Ça, naïve Ångström"), "ca, naive angstrom")
        XCTAssertEqual(TextFolding.fold("ｃａｆｅ　ＡＢＣ"), "cafe abc")
        XCTAssertEqual(TextFolding.fold("Straße STRASSE ẞ"), "strasse strasse ss")
    }

    func testPrecomposedAndDecomposedTextFoldAlike() {
        XCTAssertEqual(TextFolding.fold("e\u{301}t\u{E9}"), "ete")
    }

    func testOtherTextIsKept() {
        XCTAssertEqual(TextFolding.fold("a-b_c 42 & ? 😀 日本"), "a-b_c 42 & ? 😀 日本")
        XCTAssertEqual(TextFolding.fold(""), "")
    }

    func testTypeAheadIgnoresCaseAndAccents() throws {
        var builder = OutlineBuilder()
        try builder.add(id: "a", title: "Écoles", kind: "section")
        try builder.add(id: "b", title: "Ecrans", kind: "section")
        let outline = Outline(builder)
        XCTAssertEqual(outline.typeAhead("eco", after: nil).map(outline.id(of:)), "a")
        XCTAssertEqual(outline.typeAhead("ÉCR", after: nil).map(outline.id(of:)), "b")
        XCTAssertNil(outline.typeAhead("x", after: nil))
    }
}
