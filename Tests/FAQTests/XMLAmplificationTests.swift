import XCTest
@testable import FAQ

/// Issue #25, item 2: entity amplification in XML is refused before libxml2 or a tree walk
/// expands it, in attributes and in content alike.
final class XMLAmplificationTests: XCTestCase {
    static let laughs = (1...9).map { level in
        "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
    }.joined(separator: "\n")

    static func refusal(_ xml: String, name: String) -> String? {
        do {
            _ = try DocumentReader.decode(Array(xml.utf8), file: name)
            return nil
        } catch {
            return error.description
        }
    }

    func assertRefusedQuickly(_ xml: String, name: String, file: StaticString = #filePath, line: UInt = #line) {
        var message: String?
        let seconds = LinearGrowth.cpuSeconds { message = Self.refusal(xml, name: name) }
        XCTAssertLessThan(seconds, 2, file: file, line: line)
        XCTAssertTrue(message?.contains("the XML's entities expand") == true, message ?? "accepted", file: file, line: line)
        XCTAssertTrue(message?.contains(": it is refused (an entity-expansion attack?)") == true, message ?? "accepted", file: file, line: line)
    }

    func testXMLAmplificationBillionLaughsInAnUnusedFMLAttribute() {
        let fml = "<?xml version=\"1.0\"?>\n<!DOCTYPE faqs [\n<!ENTITY lol0 \"lol\">\n\(Self.laughs)\n]>\n"
            + "<faqs title=\"T\" unused=\"&lol9;\"><part id=\"p\"><faq id=\"q\"><question>Q?</question><answer>A</answer></faq></part></faqs>\n"
        assertRefusedQuickly(fml, name: "laughs.fml")
    }

    func testXMLAmplificationLargeEntityRepeatedInATitleAttribute() {
        let big = String(repeating: "x", count: 100_000)
        let fml = "<?xml version=\"1.0\"?>\n<!DOCTYPE faqs [\n<!ENTITY big \"\(big)\">\n]>\n<faqs title=\""
            + String(repeating: "&big;", count: 20_000)
            + "\"><part id=\"p\"><faq id=\"q\"><question>Q?</question><answer>A</answer></faq></part></faqs>\n"
        assertRefusedQuickly(fml, name: "big.fml")
    }

    func testXMLAmplificationInDocBookTitleAndPara() {
        for place in ["<title>&lol9;</title>", "<para>&lol9;</para>"] {
            let docbook = "<?xml version=\"1.0\"?>\n<!DOCTYPE article [\n<!ENTITY lol0 \"lol\">\n\(Self.laughs)\n]>\n"
                + "<article>\(place.hasPrefix("<title>") ? place : "<title>T</title>")<qandaset><qandaentry><question><para>Q?</para></question>"
                + "<answer>\(place.hasPrefix("<para>") ? place : "<para>A</para>")</answer></qandaentry></qandaset></article>\n"
            assertRefusedQuickly(docbook, name: "laughs.xml")
        }
    }

    func testXMLAmplificationThroughAParameterEntityAndALoop() {
        let hidden = "<?xml version=\"1.0\"?>\n<!DOCTYPE faqs [\n<!ENTITY % p \"<!ENTITY big '\(String(repeating: "y", count: 1_000_000))'>\">\n%p;\n]>\n"
            + "<faqs title=\"&big;&big;&big;&big;&big;\"><part id=\"p\"><faq><question>Q?</question><answer>A</answer></faq></part></faqs>\n"
        XCTAssertEqual(XMLEntityBudget.expansion(Array(hidden.utf8)), 5_000_000)
        let loop = "<!DOCTYPE faqs [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><faqs title=\"&a;\"/>"
        XCTAssertEqual(XMLEntityBudget.expansion(Array(loop.utf8)), Int.max)
        assertRefusedQuickly(loop, name: "loop.fml")
    }

    func testXMLWithModestEntitiesStillReads() throws {
        let fml = "<?xml version=\"1.0\"?>\n<!DOCTYPE faqs [\n<!ENTITY product \"Acme &amp; Co\">\n<!ENTITY ext SYSTEM \"file:///etc/passwd\">\n]>\n"
            + "<faqs title=\"&product; FAQ\"><part id=\"p\"><faq id=\"q\"><question>Is &product; free?</question><answer>Yes, &product; is. &ext;</answer></faq></part></faqs>\n"
        let result = try DocumentReader.decode(Array(fml.utf8), file: "modest.fml")
        XCTAssertEqual(result.document.questionCount, 1)
        XCTAssertFalse(result.document.sections[0].questions[0].answer.contains("root:"))
        XCTAssertNil(XMLEntityBudget.expansion(Array("<faqs title=\"a &amp; b\"/>".utf8)))
    }
}
