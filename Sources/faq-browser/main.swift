import FAQBrowser
import Glibc

exit(MainActor.assumeIsolated { FAQBrowserMain.run(CommandLine.arguments) })
