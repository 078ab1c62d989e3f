import FAQ
import FoundationEssentials
import Gtk

/// The application: its identity, app-wide actions and shortcuts, and its windows.
@MainActor
public final class BrowserApplication {
    public static let applicationID = "io.github.faqbrowser.FAQBrowser"
    /// The one place the version is written: `--version`, About, and a test that checks the
    /// AppStream metainfo's latest release against it.
    public static let version = "0.1.0"
    public static let website = "https://github.com/faqbrowser/faq-browser"

    public let application: Application
    public private(set) var windows: [BrowserWindow] = []
    public let stateStore: StateStore
    private let options: LaunchOptions
    /// The first window's document, read while GTK starts (see `FAQBrowserMain`).
    private var prefetched: DocumentLoad?
    /// The shelf's cache, read while GTK starts when the first window opens on the shelf.
    private var prefetchedShelf: ShelfCacheLoad?
    private var hasIcon = false

    /// A single instance receives every later launch's command line and opens its FILE in a new
    /// window; a separate one (tests) just runs `options`.
    public init(options: LaunchOptions, applicationID: String = BrowserApplication.applicationID,
                instancing: Application.Instancing = .single, stateStore: StateStore? = nil) {
        self.options = options
        let stateStore = stateStore ?? StateStore(folder: StateStore.userFolder)
        self.stateStore = stateStore
        prefetched = Self.startReading(options, stateStore: stateStore)
        if case .browse(nil, _, false) = options.mode, let cache = ShelfCache.defaultPath(environment: ShelfRoots.processEnvironment) {
            prefetchedShelf = ShelfCacheLoad(path: cache)
        }
        application = Application(id: applicationID, instancing: instancing)
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in
            guard let self else { return }
            self.handle(self.options, workingDirectory: nil)
        }
        application.onCommandLine { [weak self] commandLine in
            guard let self else { return 1 }
            switch Result(catching: { () throws(LaunchOptions.UsageError) in try LaunchOptions.parse(commandLine.arguments.dropFirst().map(FilePathBytes.path)) }) {
            case .success(let options):
                self.handle(options, workingDirectory: commandLine.workingDirectory.map(FilePathBytes.path))
                return 0
            case .failure(let error):
                commandLine.printError(MessageText.terminalLines("faq-browser: \(error.message)"))
                return 2
            }
        }
    }

    /// Runs until the last window closes; `arguments` go to the running instance if there is one.
    public func run(arguments: [String] = FAQBrowserMain.processArguments) -> Int32 {
        application.run(arguments: arguments.map(FilePathBytes.bytes))
    }

    func startup() {
        StartupReport.phase("gtk")
        // Fonts are set up on the other core while the window is built, before its first text
        // is measured (earlier, they would compete with the display and bus servers GTK waits on).
        FontLoading.start()
        StallReport.startIfRequested()
        Settings.labelsSelectOnFocus = false
        ColorScheme.followDesktopPreference()
        AppStyleSheet.shared.applyToScreen()
        // The application holds its actions, and their handlers live with them.
        application.addAction(SimpleAction(name: "quit") { [weak self] in self?.quit() })
        application.addAction(SimpleAction(name: "about") { [weak self] in self?.showAbout() })
        for (action, keys) in WindowAccelerators.all { application.setAccelerators(keys, for: action) }
        StartupReport.phase("style")
    }

    /// Opens what a command line asks for: FILE in a new window, or else the shelf (or, when a
    /// window is open already, that window brought to the front).
    func handle(_ options: LaunchOptions, workingDirectory: String?) {
        guard case .browse(let file, let fragment, let resetState) = options.mode else { return }
        let path = file.map { file -> String in
            guard !file.hasPrefix("/"), let workingDirectory else { return file }
            return FilePaths.joined(workingDirectory, file)
        }
        if resetState {
            stateStore.reset(path: path.map(BrowserWindow.absolutePath))
        }
        // A file already open in a window: that window comes forward (at the linked place).
        if let target = path.map(BrowserWindow.absolutePath), !resetState, let open = windows.first(where: { $0.path == target }) {
            open.window.present()
            if let fragment { open.reveal(id: fragment) }
            return
        }
        if path == nil, !resetState, let window = windows.first {
            window.window.present()
            return
        }
        let window = openWindow()
        // With no file, the shelf: every FAQ on this computer, the bundled help one click away.
        guard let target = path.map(BrowserWindow.absolutePath) else {
            if let cacheLoad = prefetchedShelf {
                prefetchedShelf = nil
                _ = window.makeShelf(library: ShelfLibrary(cacheLoad: cacheLoad))
            }
            window.shelf.show()
            StartupReport.phase("opened")
            window.window.present()
            StartupReport.watch(window.window, quit: { [weak self] in self?.quit() })
            setIconAfterFirstFrame(of: window)
            return
        }
        let load = prefetched.flatMap { $0.path == target ? $0 : nil }
            ?? DocumentLoad(path: target, displayName: BrowserWindow.displayName(of: target), stateStore: stateStore)
        prefetched = nil
        // A file read in time is in the first frame; a long one shows the window (and a spinner)
        // first. The main loop runs while the window waits: no file can hold it.
        var presented = false
        var timer: UInt32 = 0
        let present = { [weak self, weak window] in
            guard let self, let window, !presented else { return }
            presented = true
            MainLoop.cancel(timer)
            window.window.present()
            StartupReport.phase("presented")
            self.setIconAfterFirstFrame(of: window)
            // The shelf is indexed once the file is on screen, at low priority: Ctrl+L is then quick.
            window.prepareShelfInBackground()
        }
        window.load(load) { [weak self, weak window] opened in
            guard let self, let window else { return }
            StartupReport.watch(window.window, quit: { [weak self] in self?.quit() })
            BenchmarkHook.windowShown?(BenchmarkProbe(window: window), { [weak self] in self?.quit() })
            if opened, let fragment {
                // After the first layout, so that the scroll position is known.
                MainLoop.whenIdle { [weak window] in window?.reveal(id: fragment) }
            }
            present()
        }
        StartupReport.phase("opened")
        if !presented { timer = MainLoop.after(milliseconds: Self.firstFrameWait) { present() } }
    }

    /// How long a window waits for its file before it shows, with a spinner, without it.
    static let firstFrameWait = 250

    /// The window icon is read once the first frame and its follow-ups are done.
    private func setIconAfterFirstFrame(of window: BrowserWindow) {
        guard !hasIcon else { return }
        hasIcon = true
        window.window.onFirstDraw { MainLoop.whenIdle(priority: .low) { Self.setWindowIcon() } }
    }

    /// Every window's icon: the desktop's, or the app's own file when the theme lacks it.
    static func setWindowIcon() {
        if let file = iconFile {
            Window.setDefaultIcon(file: file)
        } else {
            Window.setDefaultIconName(applicationID)
        }
    }

    /// The icon's file when the desktop's icon theme does not have it (a build run from its
    /// source tree, or a prefix the desktop does not search). Read as a file rather than added
    /// to the theme's search path: a search path makes GTK scan hundreds of folders as the theme
    /// loads for the first frame, and added later it makes every icon load again. The PNG, not
    /// the SVG: GdkPixbuf's SVG loader brings librsvg, libxml2 and ICU (9 MB) into the process.
    static var iconFile: String? {
        guard !IconTheme.hasIcon(applicationID), let icons = ResourceLocator.iconDirectory else { return nil }
        let file = FilePaths.joined(icons, "hicolor/128x128/apps/\(applicationID).png")
        return FilePaths.exists(file) ? file : nil
    }

    /// Starts reading the document a launch with `options` opens, before GTK starts.
    private static func startReading(_ options: LaunchOptions, stateStore: StateStore) -> DocumentLoad? {
        guard case .browse(let file, _, let resetState) = options.mode, let target = file.map(BrowserWindow.absolutePath) else { return nil }
        // --reset-state forgets the state (in `handle`) before anything could apply it.
        return DocumentLoad(path: target, displayName: BrowserWindow.displayName(of: target), stateStore: resetState ? nil : stateStore)
    }

    /// A new, empty window of this application.
    public func openWindow() -> BrowserWindow {
        let window = BrowserWindow(application: application, stateStore: stateStore)
        windows.append(window)
        window.window.onDestroy { [weak self, weak window] in
            self?.windows.removeAll { $0 === window }
        }
        return window
    }

    /// Quits at once: each window leaves the screen, saves its state and stops its work, and the
    /// process ends without taking the windows' widgets apart (a 100 × 600 table's took 150 ms).
    func quit() {
        for window in windows {
            // Saved while still on screen: the state keeps the size it has there.
            window.prepareToClose()
            window.window.hide()
        }
        application.quit()
    }

    func showAbout() {
        AboutDialog.present(
            parent: windows.first?.window, name: tr("FAQ Browser"), version: Self.version,
            comments: tr("Browse FAQs: sections and questions that open and close, with an outline beside them."),
            iconName: Self.applicationID, logoFile: Self.iconFile, website: Self.website)
    }
}
