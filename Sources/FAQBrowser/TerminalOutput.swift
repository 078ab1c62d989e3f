import FAQ
import Foundation

/// Everything the app prints goes through here, each line made inert (`MessageText.terminal`):
/// a FAQ, a file name or an argument cannot send escape sequences to the user's terminal.
enum TerminalOutput {
    /// Prints `text` on standard output.
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((MessageText.terminalLines(text) + "\n").utf8))
    }

    /// Prints `text` on standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((MessageText.terminalLines(text) + "\n").utf8))
    }

    /// `faq-browser: warning: text` on standard error.
    @Sendable static func warn(_ text: String) {
        printError("faq-browser: warning: " + text)
    }
}
