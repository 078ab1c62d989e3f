import FAQ
import Foundation
import Gtk

/// The application: its identity, app-wide actions and shortcuts, and its windows.
@MainActor
public final class BrowserApplication {
    public static let applicationID = "io.github.faqbrowser.FAQBrowser"
    public static let version = "0.1.0"

    public let application: Application
    public private(set) var windows: [BrowserWindow] = []
    private let options: LaunchOptions
    private var actions: [SimpleAction] = []
    private let styleSheet = StyleSheet()

    /// Each process is its own instance for now, so a FILE argument is never lost to another one.
    public init(options: LaunchOptions, applicationID: String = BrowserApplication.applicationID) {
        self.options = options
        application = Application(id: applicationID, instancing: .separate)
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Runs until the last window closes.
    public func run() -> Int32 {
        application.run(arguments: [CommandLine.arguments.first ?? "faq-browser"])
    }

    func startup() {
        Settings.labelsSelectOnFocus = false
        if let url = ResourceLocator.styleSheet, let css = try? String(contentsOf: url, encoding: .utf8) {
            if let error = styleSheet.load(css: css) { FileHandle.standardError.write(Data("faq-browser: warning: \(url.path): \(error)\n".utf8)) }
            styleSheet.applyToScreen()
        }
        let list = [
            SimpleAction(name: "quit") { [weak self] in self?.quit() },
            SimpleAction(name: "about") { [weak self] in self?.showAbout() },
        ]
        for action in list { application.addAction(action) }
        actions = list
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>o"], for: "win.open")
        application.setAccelerators(["<Control>w"], for: "win.close")
        application.setAccelerators(["<Control><Shift>a"], for: "win.expand-all")
        application.setAccelerators(["<Control><Shift>c"], for: "win.collapse-all")
        application.setAccelerators(["F9"], for: "win.toggle-outline")
    }

    func activate() {
        if let window = windows.first {
            window.window.present()
            return
        }
        guard case .browse(let file, let fragment) = options.mode else { return }
        let window = openWindow()
        if let file {
            window.open(path: file)
        } else if let bundled = ResourceLocator.bundledFAQ {
            window.open(path: bundled.path)
        } else {
            window.infoBar.show("The bundled FAQ was not found. Set \(ResourceLocator.environmentVariable) to the folder holding faq.json, or open a file.")
        }
        window.window.present()
        StartupReport.watch(window.window, quit: { [weak self] in self?.quit() })
        if let fragment, window.faq != nil {
            // After the first layout, so that the scroll position is known.
            MainLoop.whenIdle { [weak window] in window?.reveal(id: fragment) }
        }
    }

    /// A new, empty window of this application.
    public func openWindow() -> BrowserWindow {
        let window = BrowserWindow(application: application)
        windows.append(window)
        window.window.onDestroy { [weak self, weak window] in
            self?.windows.removeAll { $0 === window }
        }
        return window
    }

    func quit() {
        for window in windows { window.window.destroy() }
        application.quit()
    }

    func showAbout() {
        AboutDialog.present(
            parent: windows.first?.window, name: "FAQ Browser", version: Self.version,
            comments: "Browse FAQs: sections and questions that open and close, with an outline beside them.",
            iconName: "help-browser")
    }
}
