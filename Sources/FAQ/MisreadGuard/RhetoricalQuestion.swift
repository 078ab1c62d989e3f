/// A question an author asks in running text to argue, not one a reader asks: it names no topic
/// of its own, so it is no FAQ entry's title even when it stands alone in a paragraph.
enum RhetoricalQuestion {
    /// Words that deny: a question with one of them may ask for anything at all ("Why doesn't it
    /// print anything?"), one without them that asks "why … any …" argues.
    static let negations: Set<String> = [
        "not", "no", "never", "nothing", "none", "nobody", "neither", "nor", "without", "cannot",
        "fail", "fails", "failed", "only", "hardly",
    ]

    static let anyWords: Set<String> = ["any", "anyone", "anybody", "anything", "anywhere"]

    /// "What to do?", "Where to start?": a question word and an infinitive, nothing it is about;
    /// "Why give would-be vandals any sort of help?": "why" with "any" and no denial, the
    /// reasoning of an answer (a FAQ's "why" asks about something that is or is not so).
    static func isRhetorical(_ words: [Substring]) -> Bool {
        let lower = words.map { $0.lowercased().trimmingCharacters(in: "\"'“‘([,.?!¿¡") }
        if invitesQuestions(lower) || offersHelp(lower) { return true }
        guard let first = lower.first, AnswerQuestionLines.questionWords.contains(first) else { return false }
        if lower.count == 3, lower[1] == "to", ["what", "where", "how", "which", "who", "when"].contains(first) { return true }
        guard first == "why", lower.contains(where: anyWords.contains) else { return false }
        return !lower.contains { negations.contains($0) || $0.hasSuffix("n't") || $0.hasSuffix("n’t") }
    }

    /// Whether a whole title offers help or invites questions ("Still stuck?", "Have questions?", "Besoin d'aide ?").
    static func offersHelp(title: String) -> Bool {
        let words = title.lowercased().split(separator: " ").map { String($0).trimmingCharacters(in: "\"'“‘([,.?!:¿¡") }
            .filter { !$0.isEmpty }
        return offersHelp(words) || invitesQuestions(words)
    }

    /// "Still need help?", "Need more help?", "Still having issues?", "Still stuck?", "More questions?": a page's closing
    /// offer of help, asking nothing; the whole title is the phrase ("Need help configuring a proxy?" asks).
    static func offersHelp(_ lower: [String]) -> Bool {
        // The whole title, its words of letters only (a "🆘" before it says nothing).
        if translatedOffers.contains(lower.filter { $0.contains(where: \.isLetter) }.joined(separator: " ").replacingAll("\u{2019}", with: "'")) {
            return true
        }
        var rest = lower.filter { !$0.isEmpty }[...]
        if rest.first == "still" { rest = rest.dropFirst() }
        if rest.starts(with: ["do", "you"]) { rest = rest.dropFirst(2) }
        if rest == ["stuck"] { return true }
        if let verb = rest.first, ["need", "having", "have", "got", "facing", "experiencing"].contains(verb) { rest = rest.dropFirst() }
        rest = rest.drop { ["more", "some", "any", "further", "other", "additional", "extra"].contains($0) }
        guard rest.count == 1, let noun = rest.first else { return false }
        return ["help", "assistance", "support", "issues", "problems", "trouble", "questions"].contains(noun) && (2...5).contains(lower.count)
    }

    /// The same offers, whole, as pages in French, German, Spanish and Portuguese title them ("Besoin d'aide
    /// supplémentaire ?"); "Besoin d'aide avec Docker ?" asks.
    static let translatedOffers: Set<String> = [
        "besoin d'aide", "besoin d'aide supplémentaire", "besoin de plus d'aide", "plus d'aide", "toujours bloqué",
        "toujours bloqués", "vous êtes toujours bloqué", "weitere hilfe", "hilfe benötigt", "brauchen sie hilfe",
        "brauchen sie weitere hilfe", "noch fragen", "necesitas ayuda", "necesitas más ayuda", "más ayuda",
        "precisa de ajuda", "precisa de mais ajuda", "ainda precisa de ajuda", "mais ajuda",
    ]

    /// "Have some questions about Ocean Protocol?", "Got questions?", "Still have questions?", "Do you have any
    /// questions?": a page inviting questions, asking none.
    static func invitesQuestions(_ lower: [String]) -> Bool {
        var rest = lower[...]
        if rest.first == "still" { rest = rest.dropFirst() }
        if rest.starts(with: ["do", "you"]) { rest = rest.dropFirst(2) }
        guard let verb = rest.first, ["have", "got", "any"].contains(verb) else { return false }
        rest = rest.dropFirst(verb == "any" ? 0 : 1).drop { ["some", "any", "more", "a", "other", "further"].contains($0) }
        guard let noun = rest.first, noun == "question" || noun == "questions" else { return false }
        // "Have questions about X been answered?" asks about them.
        return !rest.dropFirst().contains { ["been", "be", "is", "are", "was", "were", "get", "got"].contains($0) }
    }
}
