/// Troubleshooting pages whose headings report problems over their fixes, where a few of the
/// fixes open with a checklist of questions (Horovod's "MPI is not found during installation"
/// over "1. Is MPI in PATH?" and "2. Are MPI libraries added to $LD_LIBRARY_PATH?"): the
/// headings are the entries, and the checklist is the answer's parts. Read as questions, the
/// lists would leave most headings groups of text alone beside two groups of questions.
enum TroubleChecklists {
    /// Whether `lists` (the titles of a parent's children whose text lists questions) are checklists
    /// under headings that report a problem: every one of them reports one and asks nothing, and of
    /// the siblings that hold text alone (`textOnly`), twice as many and three at least report a
    /// problem too, half of them or more.
    static func checklists(_ lists: [String], textOnly: [String]) -> Bool {
        guard !lists.isEmpty, lists.allSatisfy({ reportsAProblem($0) && !StructureRule.asks($0) }) else { return false }
        let troubled = textOnly.count(where: reportsAProblem)
        return troubled >= max(3, 2 * lists.count) && 2 * troubled >= textOnly.count
    }

    /// Whether a heading reports a problem: states one as a clause ("Import TensorFlow failed
    /// during installation"), or names an error, a failure or something not found ("bash:
    /// orted: command not found", "Running out of memory").
    static func reportsAProblem(_ title: String) -> Bool {
        if PlainTextLines.statesAProblem(title) { return true }
        let lower = " " + title.lowercased() + " "
        return troubleWords.contains { lower.range(ofLiteralIn: $0) != nil }
    }

    /// Whether a title negates its subject's verb ("VM Doesn't Start", "Sound won't play"): something that should happen
    /// does not. A clause that a question word opens names a topic ("What SET Doesn't Do (Yet)"), and one that opens
    /// with the negation gives advice ("Don't run as root", "Never edit it by hand").
    static func negatesAVerb(_ title: String) -> Bool {
        let lower = title.lowercased().replacingAll("\u{2019}", with: "'")
        guard let first = lower.split(separator: " ").first.map(String.init), !PlainTextLines.questionWords.contains(first),
              !first.hasSuffix("n't"), !["never", "not", "no"].contains(first) else { return false }
        return lower.range(ofLiteralIn: "n't ") != nil || lower.hasSuffix("n't")
    }

    private static let troubleWords = [
        " error", "not found", "no such ", " failed", " fails ", " failure", " fault", "out of memory", " cannot ", " can't ",
        " invalid ", " crash", " missing ", " unable to ",
    ]
}
