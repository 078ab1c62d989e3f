import FAQBrowser
import Foundation

exit(MainActor.assumeIsolated { FAQBrowserMain.run(CommandLine.arguments) })
