import CGtk

/// GDK key values (`GDK_KEY_*`), for key handlers and `sendKey`.
public enum Key {
    public static let up = UInt32(GDK_KEY_Up), down = UInt32(GDK_KEY_Down)
    public static let left = UInt32(GDK_KEY_Left), right = UInt32(GDK_KEY_Right)
    public static let home = UInt32(GDK_KEY_Home), end = UInt32(GDK_KEY_End)
    public static let keypadUp = UInt32(GDK_KEY_KP_Up), keypadDown = UInt32(GDK_KEY_KP_Down)
    public static let keypadLeft = UInt32(GDK_KEY_KP_Left), keypadRight = UInt32(GDK_KEY_KP_Right)
    public static let keypadHome = UInt32(GDK_KEY_KP_Home), keypadEnd = UInt32(GDK_KEY_KP_End)
    public static let asterisk = UInt32(GDK_KEY_asterisk), keypadMultiply = UInt32(GDK_KEY_KP_Multiply)
    public static let returnKey = UInt32(GDK_KEY_Return), keypadEnter = UInt32(GDK_KEY_KP_Enter)
    public static let space = UInt32(GDK_KEY_space), keypadSpace = UInt32(GDK_KEY_KP_Space)
    public static let escape = UInt32(GDK_KEY_Escape), tab = UInt32(GDK_KEY_Tab)
    public static let menu = UInt32(GDK_KEY_Menu), f10 = UInt32(GDK_KEY_F10)
    public static let pageUp = UInt32(GDK_KEY_Page_Up), pageDown = UInt32(GDK_KEY_Page_Down)
    public static let keypadPageUp = UInt32(GDK_KEY_KP_Page_Up), keypadPageDown = UInt32(GDK_KEY_KP_Page_Down)
}
