import Foundation
import XCTest

/// Rules of the product code that a reader of one file cannot see broken: each scan fails on
/// the return of something a review took out.
final class SourceRulesTests: XCTestCase {
    /// The product's Swift and C sources (test support excluded), with their text.
    private func productSources() throws -> [(path: String, text: String)] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { ($0.hasSuffix(".swift") || $0.hasSuffix(".c")) && !$0.hasPrefix("GtkTestSupport/") }
            .map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    private func uses(_ pattern: String, in sources: [(path: String, text: String)]) -> [String] {
        sources.filter { $0.text.range(of: pattern, options: .regularExpression) != nil }.map(\.path)
    }

    /// Opening waits for nothing: no nested main loop anywhere in the product (a signal handler
    /// that spins the loop re-enters itself, and holds up whoever emitted it).
    func testNoNestedMainLoop() throws {
        let sources = try productSources()
        XCTAssertGreaterThan(sources.count, 100)
        XCTAssertEqual(uses(#"gtk_main_iteration|g_main_context_iteration|g_main_loop_run|gtk_main\(\)|MainLoop\.iterate|MainLoop\.run\(for"#, in: sources), [])
    }

    /// The environment changes once, in `Environment.skipOpenGLSetup`, before any thread starts.
    func testTheEnvironmentIsSetOnlyBeforeThreadsStart() throws {
        let sources = try productSources()
        XCTAssertEqual(uses(#"\b(g_)?(setenv|unsetenv|putenv|clearenv)\("#, in: sources), ["Gtk/Environment.swift"])
        let main = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/FAQBrowser/App/FAQBrowserMain.swift"), encoding: .utf8)
        let setUp = try XCTUnwrap(main.range(of: "Environment.skipOpenGLSetup()"))
        let application = try XCTUnwrap(main.range(of: "BrowserApplication(options:"))
        XCTAssertLessThan(setUp.lowerBound, application.lowerBound, "set before the application starts its reading thread")
    }

    /// The window's helpers know it only through the small protocols they declare and the
    /// widgets they are given (issue #23): no file in their folders names `BrowserWindow` but
    /// the window's own, so no helper can reach into the window's members again.
    func testTheWindowsHelpersDoNotNameTheWindow() throws {
        let folders = ["Search", "Window", "State", "Navigation", "Sidebar"].map { "FAQBrowser/\($0)/" }
        let helpers = try productSources().filter { source in
            folders.contains { source.path.hasPrefix($0) } && !source.path.hasPrefix("FAQBrowser/Window/BrowserWindow")
        }
        let helperFiles = ["Search/SearchController.swift", "Window/ReaderParts.swift", "State/WindowStateKeeper.swift",
                           "Navigation/WindowNavigation.swift", "Sidebar/OutlinePlacement.swift"]
        for file in helperFiles {
            XCTAssertTrue(helpers.contains { $0.path == "FAQBrowser/" + file }, "\(file) is among the files scanned")
        }
        XCTAssertEqual(uses(#"\bBrowserWindow\b"#, in: helpers), [])
    }
}
