import CGtk
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

/// Text measured in a widget's font, and wrapping without made-up hyphens.
final class TextMeasureTests: GtkTestCase {
    func testAWidgetsTextWidthFollowsAStyleClassAddedAMomentAgo() {
        onMain {
            let sheet = StyleSheet()
            XCTAssertNil(sheet.load(css: ".text-measure-double { font-size: 2em; }"))
            sheet.applyToScreen()
            let label = Label("x")
            let sample = "The quick brown fox jumps over the lazy dog."
            let normal = label.pixelWidth(of: sample)
            XCTAssertGreaterThan(normal, 100)
            label.addStyleClass("text-measure-double")
            let double = label.pixelWidth(of: sample)
            XCTAssertEqual(Double(double) / Double(normal), 2, accuracy: 0.25, "measured in the new font at once")
        }
    }

    func testAWrappingLabelDrawsNoHyphenInsideAWord() {
        onMain {
            let label = Label("Donaudampfschifffahrtsgesellschaftskapitänsmütze")
            XCTAssertTrue(label.insertsHyphens, "Pango's default")
            label.wraps = true
            XCTAssertFalse(label.insertsHyphens)
            label.setMarkup("<b>Donau</b>dampfschifffahrtsgesellschaft")
            XCTAssertFalse(label.insertsHyphens, "markup set later keeps it")
        }
    }

    func testTheLanguageSampleIsASentence() {
        onMain {
            XCTAssertGreaterThan(LanguageSample.sentence.count, 20)
        }
    }
}
