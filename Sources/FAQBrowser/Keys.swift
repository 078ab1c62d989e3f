/// GDK key values the accordion handles.
enum Keys {
    static let up: UInt32 = 0xff52, down: UInt32 = 0xff54, left: UInt32 = 0xff51, right: UInt32 = 0xff53
    static let home: UInt32 = 0xff50, end: UInt32 = 0xff57
    static let keypadUp: UInt32 = 0xff97, keypadDown: UInt32 = 0xff99, keypadLeft: UInt32 = 0xff96, keypadRight: UInt32 = 0xff98
    static let keypadHome: UInt32 = 0xff95, keypadEnd: UInt32 = 0xff9c
    static let asterisk: UInt32 = 0x2a, keypadMultiply: UInt32 = 0xffaa
    static let returnKey: UInt32 = 0xff0d, keypadEnter: UInt32 = 0xff8d, space: UInt32 = 0x20, keypadSpace: UInt32 = 0xff80
    static let escape: UInt32 = 0xff1b
    static let pageUp: UInt32 = 0xff55, pageDown: UInt32 = 0xff56, keypadPageUp: UInt32 = 0xff9a, keypadPageDown: UInt32 = 0xff9b
}
