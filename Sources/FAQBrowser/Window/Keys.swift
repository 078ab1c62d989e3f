import Gtk

/// The key values the accordion handles (GDK's, from the Gtk wrapper).
enum Keys {
    static let up = Key.up, down = Key.down, left = Key.left, right = Key.right
    static let home = Key.home, end = Key.end
    static let keypadUp = Key.keypadUp, keypadDown = Key.keypadDown, keypadLeft = Key.keypadLeft, keypadRight = Key.keypadRight
    static let keypadHome = Key.keypadHome, keypadEnd = Key.keypadEnd
    static let asterisk = Key.asterisk, keypadMultiply = Key.keypadMultiply
    static let returnKey = Key.returnKey, keypadEnter = Key.keypadEnter, space = Key.space, keypadSpace = Key.keypadSpace
    static let escape = Key.escape
    static let pageUp = Key.pageUp, pageDown = Key.pageDown, keypadPageUp = Key.keypadPageUp, keypadPageDown = Key.keypadPageDown
}
