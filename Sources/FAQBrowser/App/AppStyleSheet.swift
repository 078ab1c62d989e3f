import FAQ
import Gtk

/// The app's style sheet on the screen: `Resources/style.css`, then the rules of the text sizes
/// shown so far, in one sheet (a second sheet would cost every style lookup more than it saves).
/// The normal size's rules are there from the start; another size's join when a view first
/// shows it (the start needs one of ten, and each rule costs every widget's style a little).
@MainActor
final class AppStyleSheet {
    static let shared = AppStyleSheet()

    private let sheet = StyleSheet()
    private var base = ""
    private var isLoaded = false
    /// The text sizes whose rules are loaded, in the order first shown.
    private(set) var textScales = [TextScale.normal]
    /// The text last loaded, and how many times the sheet was loaded.
    private(set) var css = ""
    private(set) var loads = 0

    /// Reads the app's CSS file (when there is one) and puts the sheet on the screen.
    func applyToScreen() {
        if let path = ResourceLocator.styleSheet, let bytes = try? DocumentReader.readBytes(path: path, name: path) {
            load(base: String(decoding: bytes, as: UTF8.self))
        } else {
            load(base: "")
        }
        sheet.applyToScreen()
    }

    /// Loads `base` and the text sizes' rules.
    func load(base: String) {
        self.base = base
        isLoaded = true
        reload()
    }

    /// Back to the normal size's rules only, as at the start (each test starts from the sheet
    /// the app starts with, whatever sizes earlier tests showed).
    func forgetTextScales() {
        guard textScales != [TextScale.normal] else { return }
        textScales = [TextScale.normal]
        reload()
    }

    /// The style class of a view shown at `step` percent, its rules loaded the first time.
    func styleClass(forTextScale step: Int) -> String {
        if !textScales.contains(step) {
            textScales.append(step)
            reload()  // a sheet loaded again restyles every widget: a zoom, not the start
        }
        return TextScale.className(step)
    }

    private func reload() {
        guard isLoaded else { return }
        css = base + "\n" + TextScale.css(for: textScales)
        loads += 1
        if let error = sheet.load(css: css) { TerminalOutput.warn("style sheet: \(error)") }
    }
}
