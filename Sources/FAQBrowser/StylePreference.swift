import FoundationEssentials
import Gtk

/// The menu's Style choice (follow the system, light, dark) for the whole app, remembered in
/// the state folder between runs.
@MainActor
enum StylePreference {
    private static var action: ChoiceAction?

    /// Where the choice is kept.
    static var file: URL {
        URL(fileURLWithPath: Environment.userStateDirectory).appendingPathComponent("faq-browser/style")
    }

    /// Adds `app.style` once per application, with the remembered choice applied.
    static func install(on application: Application) {
        guard action == nil else { return }
        let saved = (try? String(contentsOf: file, encoding: .utf8)).flatMap { ColorScheme.Preference(rawValue: String(Substring($0).trimmingSpaces())) }
        if let saved, saved != ColorScheme.preference { ColorScheme.preference = saved }
        let choice = ChoiceAction(name: "style", choice: ColorScheme.preference.rawValue) { value in
            guard let preference = ColorScheme.Preference(rawValue: value) else { return }
            ColorScheme.preference = preference
            save(preference)
        }
        application.addAction(choice)
        action = choice
    }

    /// Writes the choice atomically (temporary file and rename).
    private static func save(_ preference: ColorScheme.Preference) {
        let url = file
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(preference.rawValue.utf8).write(to: url, options: .atomic)
    }

    /// The style submenu's items.
    static func menu() -> Menu {
        let menu = Menu()
        menu.append(tr("Follow _System Style"), action: "app.style", target: ColorScheme.Preference.system.rawValue)
        menu.append(tr("_Light Style"), action: "app.style", target: ColorScheme.Preference.light.rawValue)
        menu.append(tr("_Dark Style"), action: "app.style", target: ColorScheme.Preference.dark.rawValue)
        return menu
    }
}
