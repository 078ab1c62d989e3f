import FAQ
import FoundationEssentials
import Gtk

/// The menu's Style choice (follow the system, light, dark) for the whole app, remembered in
/// the state folder between runs.
@MainActor
enum StylePreference {
    private static var action: ChoiceAction?

    /// Where the choice is kept.
    static var file: String { FilePaths.joined(StateStore.userFolder, "style") }

    /// Adds `app.style` once per application, with the remembered choice applied.
    static func install(on application: Application) {
        guard action == nil else { return }
        let saved = (try? DocumentReader.readBytes(path: file, name: file)).flatMap {
            ColorScheme.Preference(rawValue: String(Substring(String(decoding: $0, as: UTF8.self)).trimmingSpaces()))
        }
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
        try? FileManager.default.createDirectory(atPath: StateStore.userFolder, withIntermediateDirectories: true)
        try? Data(preference.rawValue.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
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
