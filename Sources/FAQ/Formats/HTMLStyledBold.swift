/// Text made bold by inline CSS is bold: `<span style="font-weight: bold">` (as Composer,
/// SeaMonkey and word processors write it; `bolder` or a weight of 600 and more too) counts as
/// `<b>` wherever the HTML readers look for bold (`HTMLText.elementName`).
enum HTMLStyledBold {
    /// Whether a `style` attribute's declarations set a bold `font-weight`.
    static func isBold(style: String) -> Bool {
        for declaration in style.lowercased().split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingCharacters(in: " \t\n\r") == "font-weight" else { continue }
            let value = String(parts[1]).replacingAll("!important", with: "").trimmingCharacters(in: " \t\n\r")
            if value == "bold" || value == "bolder" { return true }
            if let weight = Int(value) { return weight >= 600 }
        }
        return false
    }
}
