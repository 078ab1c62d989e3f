// swift-tools-version:6.2
// 6.2: `isolated deinit` (SE-0371), which the Gtk wrappers use to release GObjects on the main thread.
import PackageDescription

/// How the app's programs are linked in the Debian 12 package (`FAQ_BROWSER_PACKAGING=debian12`,
/// set by `debian/rules`; docs/packaging.md), for a quicker and smaller start. Every other
/// build links as the toolchain does, so that it runs on every Linux Swift 6 supports:
/// - by lld with packed relative relocations (DT_RELR, which only glibc 2.36 and later read):
///   the static Swift runtime's 112,000 relocations take 13 KB instead of 1.8 MB;
/// - exporting no symbols: every symbol GTK's libraries look up would first be searched among
///   the program's 2,200 otherwise;
/// - with libstdc++ linked in (the Swift runtime's only use of it): the shared one cost 1 MB
///   resident at start for a few functions. `-lstdc++` finds `Scripts/link/static-libstdc++`'s
///   linker script first, which names `libstdc++.a`;
/// - with the functions that run before the first frame placed first
///   (`Scripts/link/make-startup-order` lists them; lld warns of names it no longer finds), so
///   the start maps less of the program's code. The Swift runtime's own C++ and the app's code
///   can be ordered (`functionSections`), and libstdc++; the standard library is one section.
let packagingLinking: [LinkerSetting] = Context.environment["FAQ_BROWSER_PACKAGING"] == "debian12" ? [.unsafeFlags([
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/link/startup-order.txt",
    "-L\(Context.packageDirectory)/Scripts/link/static-libstdc++",
])] : []

/// Where libxml2's headers are on Debian and Ubuntu (libxml2-dev).
let libxml2Headers = "/usr/include/libxml2"

/// For Swift code that sees FAQ's internals (FAQ itself, and tests importing it `@testable`).
let libxml2Import: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I", "-Xcc", libxml2Headers])]

/// Each function in a section of its own, so that the linker can order them.
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"])]

let package = Package(
    name: "FAQBrowser",
    products: [
        .executable(name: "faq-browser", targets: ["faq-browser"]),
        .executable(name: "outline-bench", targets: ["outline-bench"]),
        .executable(name: "faq-browser-bench", targets: ["faq-browser-bench"]),
    ],
    targets: [
        // C layer: GTK through pkg-config, plus the macros and variadics Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .target(name: "CGtkShim", dependencies: ["CGtk"]),
        // Document parsers: GitHub's CommonMark library (with its table, task list, strikethrough
        // and autolink extensions), opened when a document first needs it (loader.c), and
        // libxml2's HTML/XML parsers.
        .target(name: "CCmark"),
        // libxml2's headers, and the library opened when a file first needs it (loader.c). Its
        // headers' folder is named here, not found by pkg-config, whose flags would link it.
        .target(name: "CLibXML2", cSettings: [.unsafeFlags(["-I", libxml2Headers])]),
        // zlib, for FAQ files installed gzip-compressed (most of /usr/share/doc).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Thin typed wrapper over the GTK objects the app uses; knows nothing about FAQs.
        .target(name: "Gtk", dependencies: ["CGtk", "CGtkShim"], swiftSettings: functionSections),
        // What GTK tests need beyond the app's surface: stepping the loop, sending keys, counts.
        .target(name: "GtkTestSupport", dependencies: ["Gtk", "CGtk", "CGtkShim"]),

        // Platform-independent model and documents: no GTK, no GLib.
        .target(name: "Outline", swiftSettings: functionSections),
        .target(name: "FAQ", dependencies: ["Outline", "CCmark", "CLibXML2", "CZlib"],
                swiftSettings: functionSections + libxml2Import),

        // The app: binds Outline + FAQ to Gtk views.
        .target(name: "FAQBrowser", dependencies: ["Gtk", "FAQ", "Outline"], swiftSettings: functionSections),
        .executableTarget(name: "faq-browser", dependencies: ["FAQBrowser"], linkerSettings: packagingLinking),
        .executableTarget(name: "outline-bench", dependencies: ["Outline"]),
        // The app with its interaction benchmark attached (through BenchmarkHook).
        .executableTarget(name: "faq-browser-bench", dependencies: ["FAQBrowser", "Gtk", "GtkTestSupport", "FAQ", "Outline"],
                         linkerSettings: packagingLinking),

        .testTarget(name: "OutlineTests", dependencies: ["Outline"]),
        .testTarget(name: "FAQTests", dependencies: ["FAQ"], exclude: ["Corpus", "FuzzFindings"], swiftSettings: libxml2Import),
        // XCTest runs tests on the main thread but its API predates actors: these targets enter
        // the main actor explicitly (`onMain`) and use Swift 5 mode for XCTest's own calls.
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkTestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "FAQBrowserTests", dependencies: ["FAQBrowser", "Gtk", "GtkTestSupport", "FAQ", "Outline"],
            swiftSettings: [.swiftLanguageMode(.v5)] + libxml2Import),
    ]
)
