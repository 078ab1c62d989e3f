import CGtk
import Foundation
import XCTest
import FAQ
@testable import FAQBrowser
@testable import Gtk

/// Paper draws from the blocks the screen draws: alerts as titled boxes, tables as grids,
/// headings below the question, images scaled to the page, link targets after their text,
/// the title and page numbers on every page.
final class PrintedDocumentTests: BrowserTestCase {
    let richAnswers = repositoryRoot.appendingPathComponent("Data/samples/rich-answers.faq.json").path

    @MainActor
    func faq(_ path: String) throws -> FAQOutline {
        FAQOutline(document: try DocumentReader.read(path: path).document)
    }

    func texts(_ blocks: [PrintBlock]) -> [String] {
        blocks.compactMap { if case .text(let markup) = $0.content { markup } else { nil } }
    }

    func testTheBlocksAreTheScreensBlocks() throws {
        try onMain {
            let blocks = DocumentPrinter.blocks(of: try faq(richAnswers), scope: .everything)
            let markup = texts(blocks)
            XCTAssertFalse(markup.contains { $0.contains("[!") || $0.contains(":::") || $0.contains("│") }, "\(markup)")
            // The warning is a titled box: its title, then its text, in one tinted, barred frame.
            let title = try XCTUnwrap(blocks.firstIndex { if case .text(let m) = $0.content { m.contains(">Warning<") } else { false } })
            let frame = try XCTUnwrap(blocks[title].frames.last)
            XCTAssertNotNil(frame.fill)
            XCTAssertNotNil(frame.bar)
            XCTAssertTrue(blocks[title].keepsWithNext, "a box's title is never alone at a page's foot")
            XCTAssertEqual(blocks[title + 1].frames.last?.id, frame.id)
            XCTAssertTrue(texts([blocks[title + 1]]).first?.contains("Deleting a section deletes its questions too.") == true)
            // The table is a grid of the header and its three rows.
            let tables = blocks.compactMap { if case .table(let t) = $0.content { t } else { nil } }
            XCTAssertEqual(tables.count, 1)
            XCTAssertEqual(tables.first?.rows.count, 4)
            XCTAssertEqual(tables.first?.rows.first?.count, 4)
            XCTAssertEqual(tables.first?.alignments, [.start, .end, .center, .start])
            // Code sits in a tinted box.
            let code = try XCTUnwrap(blocks.first { texts([$0]).first?.contains("faq-browser --check") == true })
            XCTAssertNotNil(code.frames.last?.fill)
            // A list's items carry their markers.
            XCTAssertTrue(blocks.contains { $0.marker?.contains("☑") == true })
            XCTAssertTrue(blocks.contains { $0.marker?.contains("1.") == true })
            // A link's target follows its text; Pango's parser never sees GtkLabel's <a>.
            XCTAssertTrue(markup.contains { $0.contains("link <span size=\"smaller\" foreground=\"#555555\">(https://example.org)</span>") }, "\(markup)")
            XCTAssertFalse(markup.contains { $0.contains("<a ") })
            XCTAssertTrue(markup.allSatisfy { Label.parsesAsMarkup($0) })
        }
    }

    func testAnswerHeadingsStayBelowTheQuestion() throws {
        try onMain {
            let blocks = DocumentPrinter.blocks(of: try faq(richAnswers), scope: .everything)
            func size(_ markup: String) -> Int? {
                guard let range = markup.firstRange(of: "size=\"") else { return nil }
                return Int(markup[range.upperBound...].prefix { $0.isNumber })
            }
            let question = try XCTUnwrap(texts(blocks).first { $0.contains("Do headings inside answers stay smaller") }.flatMap(size))
            let heading = try XCTUnwrap(texts(blocks).first { $0.contains(">A first-level heading<") }.flatMap(size))
            XCTAssertLessThan(heading, question)
            XCTAssertLessThan(AnswerPrinter.headingSizes.max()!, AnswerPrinter.questionSize)
        }
    }

    /// The acceptance check: no raw alert marker nor text table on paper, and every page numbered.
    func testRichAnswersPrintAsTheScreenShowsThemOnNumberedPages() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-rich-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: pdf) }
        var pages = 0
        try onMain {
            let operation = DocumentPrinter.operation(for: try faq(richAnswers), scope: .everything, baseDirectory: nil)
            XCTAssertEqual(operation.export(toPDF: pdf, parent: nil), .printed)
            pages = operation.pageCount
        }
        let text = try pdfText(pdf)
        XCTAssertFalse(text.contains("[!"), text)
        XCTAssertFalse(text.contains("│"), text)
        for expected in ["Rich answers", "Warning", "Deleting a section deletes its questions too.", "Faster searching", "unlimited",
                         "Show the steps", "(https://example.org)"] {
            XCTAssertTrue(text.contains(expected), "\(expected) in:\n\(text)")
        }
        XCTAssertGreaterThanOrEqual(pages, 2)
        for page in 1...pages {
            let pageText = try pdfText(pdf, page: page)
            XCTAssertTrue(pageText.contains("Page \(page) of \(pages)"), "page \(page):\n\(pageText)")
            XCTAssertTrue(pageText.hasPrefix("Rich answers"), "the title heads page \(page)")
        }
    }

    /// An image wider than the page prints at the page's width, not cut off.
    func testAWideImageIsScaledToThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-image-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("out.pdf").path
        try onMain {
            let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 3000, 400))
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            gdk_pixbuf_fill(pixbuf, 0x3584e4ff)
            XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, folder.appendingPathComponent("wide.png").path, "png", nil, nil, nil), 0)
            let document = FAQDocument(title: "Pictures", sections: [FAQSection(id: "s", title: "S", questions: [
                FAQQuestion(id: "q", question: "Wide?", answer: "Before.\n\n![a wide picture](wide.png)\n\nAfter.")])])
            let blocks = DocumentPrinter.blocks(of: FAQOutline(document: document), scope: .everything, baseDirectory: folder.path)
            XCTAssertTrue(blocks.contains { if case .image = $0.content { true } else { false } })
            let operation = DocumentPrinter.operation(for: FAQOutline(document: document), scope: .everything, baseDirectory: folder.path)
            XCTAssertEqual(operation.export(toPDF: pdf, parent: nil), .printed)
        }
        // pdfimages: "page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio".
        let list = try run("/usr/bin/pdfimages", ["-list", pdf]).split(separator: "\n").dropFirst(2)
        let columns = try XCTUnwrap(list.first).split(separator: " ")
        let (width, ppi) = (try XCTUnwrap(Double(columns[3])), try XCTUnwrap(Double(columns[12])))
        XCTAssertLessThanOrEqual(width / ppi * 72, 595 - 40, "narrower than an A4 page within its margins")
        XCTAssertGreaterThan(width / ppi * 72, 300, "as wide as the text")
    }

    private func pdfText(_ path: String, page: Int? = nil) throws -> String {
        try run("/usr/bin/pdftotext", (page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []) + [path, "-"])
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        try ProgramOutput.run(tool, arguments).text
    }
}
