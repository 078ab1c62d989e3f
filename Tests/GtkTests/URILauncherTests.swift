import CGtk
import Foundation
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

/// Links go to the desktop's default application, which gets the user's environment: not the
/// variables the app set for itself.
final class URILauncherTests: GtkTestCase {
    func testALinkOpensInItsDefaultApplicationWithoutTheAppsOwnVariables() throws {
        let data = try XCTUnwrap(ProcessInfo.processInfo.environment["XDG_DATA_HOME"], "run through Scripts/headless")
        let own = "NO_AT_BRIDGE"  // set by Scripts/headless; stands for GDK_GL here
        XCTAssertNotNil(ProcessInfo.processInfo.environment[own])
        let applications = URL(fileURLWithPath: data).appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-launched-\(getpid()).txt")
        try? FileManager.default.removeItem(at: report)
        // A handler for a scheme of its own, which writes what it was given and its environment.
        let exec = "sh -c 'echo \"$1\" > \(report.path); env >> \(report.path)' sh %u"
        try """
        [Desktop Entry]
        Type=Application
        Name=Link Recorder
        Exec=\(exec)
        MimeType=x-scheme-handler/faqbrowsertest;
        NoDisplay=true

        """.write(to: applications.appendingPathComponent("faq-browser-link-recorder.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/faqbrowsertest=faq-browser-link-recorder.desktop\n"
            .write(to: applications.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        var text = ""
        onMain {
            let before = Environment.setForThisProcessOnly
            Environment.setForThisProcessOnly.append(own)
            defer { Environment.setForThisProcessOnly = before }
            XCTAssertTrue(URILauncher.open("faqbrowsertest://answer/42"))
            XCTAssertTrue(MainLoop.wait(upTo: 10) {
                text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
                return text.contains("\nHOME=")
            }, "the default application ran")
        }
        XCTAssertTrue(text.hasPrefix("faqbrowsertest://answer/42\n"), text)
        XCTAssertFalse(text.contains("\n\(own)="), "the app's own variable is not inherited")
    }
}
