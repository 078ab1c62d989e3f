import Gtk

/// The reading column's width: about 70 characters of body text a line, the measure of a
/// printed book, in the list's own font and text size, plus the answer's indent and padding.
@MainActor
enum ReadingMeasure {
    /// Characters a line of an answer holds in a wide window.
    static let characters = 70
    /// A question's answer's indent (level 1) and its start and end padding (style.css `.answer`).
    static let padding = AccordionRow.indentPerLevel + AccordionRow.textIndent + 24 + 30

    /// The column for text whose sample of `sampleCharacters` characters is `sampleWidth` pixels.
    static func columnWidth(sampleWidth: Int, sampleCharacters: Int) -> Int {
        guard sampleWidth > 0, sampleCharacters > 0 else { return fallbackColumnWidth }
        return characters * sampleWidth / sampleCharacters + padding
    }

    /// The column measured in `widget`'s font, with a sentence in the user's language (its
    /// letters are what the lines will mostly hold).
    static func columnWidth(in widget: Widget) -> Int {
        let sample = LanguageSample.sentence
        return columnWidth(sampleWidth: widget.pixelWidth(of: sample), sampleCharacters: sample.count)
    }

    /// Before any font is known: 7 pixels a character, the default font at 100%.
    static let fallbackColumnWidth = characters * 7 + padding
}
