import FAQ
import Gtk

/// The app's style sheet on the screen: `Resources/style.css`, then the rules of the text sizes
/// shown so far (`TextScale`), in one sheet.
@MainActor
final class AppStyleSheet {
    static let shared = AppStyleSheet()

    private let sheet = StyleSheet()
    private var base = ""
    private var isApplied = false

    /// Reads the app's CSS file (when there is one) and puts the sheet on the screen.
    func apply() {
        if let path = ResourceLocator.styleSheet, let bytes = try? DocumentReader.readBytes(path: path, name: path) {
            base = String(decoding: bytes, as: UTF8.self)
        }
        isApplied = true
        reload()
        sheet.applyToScreen()
    }

    /// Loads the base and the text sizes' rules again (a new size was shown).
    func reload() {
        guard isApplied else { return }
        if let error = sheet.load(css: base + "\n" + TextScale.css(for: TextScale.loadedSteps)) {
            TerminalOutput.warn("style sheet: \(error)")
        }
    }
}
