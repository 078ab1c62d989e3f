import FAQ
import Glibc
import Gtk

/// The window's side of the shelf's index: it shows the cached shelf at once, then scans the
/// roots and reads new or changed files on worker threads (reporting progress), builds the
/// search across every FAQ, and scans again when a root's folder changes (debounced).
/// Everything heavy runs off the main thread; only finished values cross back.
@MainActor
final class ShelfLibrary {
    /// The shelf as last indexed (nil until the cache or the first scan gives one).
    private(set) var index: ShelfIndex?
    /// The search over `index` (nil until built, or while a newer index waits for its own).
    private(set) var search: ShelfSearch?
    /// Files read so far and to read in the scan under way; nil when none is.
    private(set) var progress: (done: Int, total: Int)?
    /// Whether a scan is under way.
    private(set) var isScanning = false
    /// The roots of the last scan.
    private(set) var roots: ShelfRoots?
    private(set) var folders: ShelfFolders
    /// The cache file (nil: no cache, when there is no home).
    let cachePath: String?
    private let environment: @Sendable (String) -> String?
    private let reader: ShelfReader
    /// Prepended to the system's folders (`/usr/share/doc`…): tests give an empty folder.
    private let systemPrefix: String
    /// Called on the main thread: a new index (and, when built, its search); progress.
    var indexChanged: [@MainActor () -> Void] = []
    var progressChanged: [@MainActor () -> Void] = []
    private var started = false
    /// Whether the search is built with each index: once the shelf has been shown (a window
    /// that only reads one file does not hold every FAQ's text).
    private var wantsSearch = false
    private var isSearchBuilding = false
    private var rescanWanted = false
    private var lowPriority = false
    private var monitors: [FileMonitor] = []
    private var debounce: UInt32?
    /// The nice value of the threads that read and index while the shelf shows.
    nonisolated static let workerNice: Int32 = 5
    /// The least time between two progress updates of the label, in ms.
    nonisolated static let progressInterval = 150
    /// How long the roots must be quiet before they are scanned again.
    static let debounceMilliseconds = 400
    /// The cache read since the process started, when the window opens on the shelf.
    private var cacheLoad: ShelfCacheLoad?
    /// How long the first scan waits for that read before the first frame, in seconds.
    static let firstFrameWait = 0.1

    init(environment: @escaping @Sendable (String) -> String? = ShelfRoots.processEnvironment,
         stateFolder: String = StateStore.userFolder, reader: @escaping ShelfReader = ShelfIndex.documentReader,
         systemPrefix: String = "", cacheLoad: ShelfCacheLoad? = nil) {
        self.environment = environment
        self.systemPrefix = systemPrefix
        self.reader = reader
        folders = ShelfFolders(stateFolder: stateFolder)
        cachePath = ShelfCache.defaultPath(environment: environment)
        self.cacheLoad = cacheLoad.flatMap { $0.path == cachePath ? $0 : nil }
    }

    /// Whether `FAQ_BROWSER_SHELF_ROOTS` chose the roots (no recent files, no bundled help).
    var isConfigured: Bool { environment(ShelfRoots.rootsVariable) != nil }

    /// Starts indexing once; `lowPriority`: the threads run niced (a file is being read meanwhile).
    /// When the cached shelf is shown first, `scanWhen` is handed the scan that checks it against
    /// the disk and runs it once the window can spare the cores (the shelf's page: after its first
    /// frame, which the scan's threads would otherwise share two cores with); by default at once.
    func start(lowPriority: Bool = false, scanWhen: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }) {
        guard !started else { return }
        started = true
        self.lowPriority = lowPriority
        scan(loadingCache: true, when: scanWhen)
    }

    /// The shelf is on screen: from now on each index comes with its search; one is built now
    /// for the index at hand if it has none.
    func needSearch() {
        wantsSearch = true
        guard let index, search == nil, !isScanning, !isSearchBuilding else { return }
        isSearchBuilding = true
        BackgroundThread.start { [weak self] in
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, ShelfLibrary.workerNice)
            let search = ShelfSearch(index)
            MainLoop.performOnMain { [weak self] in
                guard let self else { return }
                self.isSearchBuilding = false
                // A newer index brings its own.
                guard !self.isScanning, self.search == nil else { return }
                self.search = search
                for observer in self.indexChanged { observer() }
            }
        }
    }

    /// Adds a folder the user chose, remembers it and scans again.
    func addFolder(_ path: String) -> Bool {
        let saved = folders.add(path)
        rescan()
        return saved
    }

    /// Scans again (now, or once the scan under way ends).
    func rescan() {
        guard started else { return }
        guard !isScanning else { rescanWanted = true; return }
        scan(loadingCache: false)
    }

    /// A root changed: scan again once it has been quiet for a moment.
    func rootChanged() {
        if let debounce { MainLoop.cancel(debounce) }
        debounce = MainLoop.after(milliseconds: Self.debounceMilliseconds) { [weak self] in
            self?.debounce = nil
            self?.rescan()
        }
    }

    private func currentRoots() -> ShelfRoots {
        let recent = isConfigured ? [] : RecentFiles.shared.paths(limit: 20)
        return ShelfRoots.resolve(environment: environment, extraFolders: folders.paths, recentFiles: recent,
                                  systemPrefix: systemPrefix)
    }

    private func scan(loadingCache: Bool, when: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }) {
        let roots = currentRoots()
        if roots != self.roots { watch(roots) }
        self.roots = roots
        isScanning = true
        let previous = index?.items
        let cachePath = self.cachePath
        let nice = lowPriority
        let withSearch = wantsSearch
        let reader = self.reader
        // The cache read since the start: shown now, before the first frame, if it is ready.
        let cacheLoad = loadingCache ? self.cacheLoad : nil
        self.cacheLoad = nil
        let ready = cacheLoad?.wait(upTo: Self.firstFrameWait)
        let shown = ready.map { !$0.items.isEmpty } ?? false
        if let ready, shown { received(ready.index, search: nil, final: false) }
        // A few updates a second are enough for a label.
        let report = ShelfProgress(interval: Self.progressInterval) { done, total in
            MainLoop.performOnMain { [weak self] in self?.progressed(done, total) }
        }
        // A window closed before its first frame wants no scan.
        let scanNow: @MainActor () -> Void = { [weak self] in guard self != nil else { return }; BackgroundThread.start { [weak self] in
            // Linux's nice is per thread, and the workers started from here inherit it. Below
            // the window's thread always: busy readers on both cores kept it waiting for a core.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice ? 10 : ShelfLibrary.workerNice)
            var known = previous ?? []
            if let cacheLoad {
                let cached = ready ?? cacheLoad.wait()
                if !cached.items.isEmpty {
                    known = cached.items
                    if ready == nil { MainLoop.performOnMain { [weak self] in self?.received(cached.index, search: nil, final: false) } }
                }
            } else if loadingCache, let cachePath, let cached = ShelfCache.load(path: cachePath), !cached.isEmpty {
                known = cached
                let cachedIndex = ShelfIndex(items: cached)
                MainLoop.performOnMain { [weak self] in self?.received(cachedIndex, search: nil, final: false) }
            }
            let candidates = ShelfScanner.scan(roots)
            let (index, outcome) = ShelfIndex.update(known, candidates: candidates, progress: report, reader: reader)
            if let cachePath, outcome.changed || known.count != index.items.count || access(cachePath, F_OK) != 0 {
                _ = ShelfCache.save(index.items, path: cachePath)
            }
            let search = withSearch ? ShelfSearch(index) : nil
            MainLoop.performOnMain { [weak self] in self?.received(index, search: search, final: true) }
        } }
        if shown { when(scanNow) } else { scanNow() }
    }

    private func progressed(_ done: Int, _ total: Int) {
        guard isScanning else { return }
        progress = (done, total)
        for observer in progressChanged { observer() }
    }

    private func received(_ index: ShelfIndex, search: ShelfSearch?, final: Bool) {
        self.index = index
        self.search = search
        if final {
            isScanning = false
            progress = nil
            for observer in progressChanged { observer() }
        }
        for observer in indexChanged { observer() }
        if final, rescanWanted {
            rescanWanted = false
            scan(loadingCache: false)
        }
    }

    /// Watches each root folder's own entries (a package's folder appearing in /usr/share/doc,
    /// a FAQ saved in a user's folder).
    private func watch(_ roots: ShelfRoots) {
        monitors = roots.roots.compactMap { root in
            FileMonitor(folder: root.path) { [weak self] in self?.rootChanged() }
        }
    }
}
