import FAQ
import FoundationEssentials
import Glibc

/// Everything the app prints goes through here, each line made inert (`MessageText.terminal`):
/// a FAQ, a file name or an argument cannot send escape sequences to the user's terminal.
public enum TerminalOutput {
    /// Prints `text` on standard output.
    static func print(_ text: String) {
        write(MessageText.terminalLines(text) + "\n", to: STDOUT_FILENO)
    }

    /// Prints `text` on standard error.
    static func printError(_ text: String) {
        write(MessageText.terminalLines(text) + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` as it is to the file descriptor `fd`, whole (the benchmarks' and reports'
    /// lines, which carry no document text).
    public static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// `faq-browser: warning: text` on standard error.
    @Sendable static func warn(_ text: String) {
        printError("faq-browser: \(tr(DocumentProblem.Severity.warning.word)): " + text)
    }
}
