import FAQBrowser
import Glibc

exit(MainActor.assumeIsolated { FAQBrowserMain.run(FAQBrowserMain.processArguments) })
