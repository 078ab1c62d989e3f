/// The title of a FAQ that a package installs, where the FAQ's own title is only "FAQ": Debian
/// puts every package's documents in `/usr/share/doc/PACKAGE/`, most of them named `FAQ`, so
/// that a shelf and window titles of "FAQ" alone would not say whose it is.
enum PackageTitle {
    /// `title`, or "PACKAGE FAQ" when `title` says only FAQ and `path` lies in a package's
    /// documents folder (`…/doc/PACKAGE/…`).
    static func title(_ title: String, path: String) -> String {
        guard ["faq", "faqs"].contains(title.lowercased()) else { return title }
        let folders = path.split(separator: "/").dropLast()
        guard let doc = folders.lastIndex(of: "doc"), doc + 1 < folders.endIndex else { return title }
        return "\(folders[doc + 1]) \(title)"
    }
}
