import XCTest
@testable import Gtk
import GtkTestSupport

/// A test case that needs a display: GTK is initialized once per process, and tests run on
/// the main thread (where XCTest calls them), entering the main actor explicitly.
class GtkTestCase: XCTestCase {
    @MainActor static var isInitialized = false

    override func setUp() {
        super.setUp()
        let ready = MainActor.assumeIsolated {
            if !Self.isInitialized { Self.isInitialized = MainLoop.initializeForTesting() }
            if Self.isInitialized { Settings.animationsEnabled = false }
            return Self.isInitialized
        }
        // No display is a broken test environment, not a reason to pass.
        XCTAssertTrue(ready, "GTK could not open a display: run the tests under xvfb-run (see Scripts/test)")
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
