/// AsciiDoc's list continuations (`+` on a line of its own) attach the next block to the list
/// item before it: `. How can I …?` over `+` over its answer (evil-emacs-2020's questions). In
/// Markdown the block is indented to the item's text column.
extension AsciiDocBlocks {
    /// How many list items in `lines` are each followed at once by a continuation (`+`) that
    /// attaches a block to them, or break their first line (" +") to go on below it (" * _Why …?_ +"
    /// over the answer, X.Org's): items with answers of their own.
    static func answeredListItems(_ lines: [String]) -> Int {
        lines.indices.dropLast().count { n in
            guard listItem(atAnyIndent: lines[n]) != nil else { return false }
            let next = lines[n + 1]
            return next == "+" || lines[n].hasSuffix(" +") && !RestructuredTextFormat.isBlank(next) && listItem(atAnyIndent: next) == nil
        }
    }

    /// `blocks` as one Markdown text: consecutive list items together, and the blocks
    /// `attached` names indented to their item's text column.
    static func joined(_ blocks: [String], attached: [Int: Int]) -> String {
        var joined = ""
        for (n, block) in blocks.enumerated() {
            if let column = attached[n] {
                let indent = String(repeating: " ", count: column)
                joined += "\n\n" + block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
                continue
            }
            if n > 0 { joined += isListLine(block) && isListLine(blocks[n - 1]) ? "\n" : "\n\n" }
            joined += block
        }
        return joined
    }

    static func isListLine(_ block: String) -> Bool {
        let trimmed = block.drop { $0 == " " }
        return trimmed.hasPrefix("- ") || trimmed.hasPrefix("1. ")
    }
}
