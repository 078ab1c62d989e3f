import CGtk
import Glibc
@_spi(GtkTestSupport) import Gtk

/// A colour as GTK's style computed it: sRGB components and alpha, 0…1.
public struct StyleColor: Equatable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ rgba: GdkRGBA) { self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }

    /// This colour drawn over the opaque `background` (alpha compositing).
    public func over(_ background: StyleColor) -> StyleColor {
        func mix(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return StyleColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2's relative luminance (of the opaque colour).
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).power(2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between two opaque colours (1…21).
    public func contrast(with other: StyleColor) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    public var description: String {
        let hex = [red, green, blue].map { String(Int(($0 * 255).rounded()), radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        return "#" + hex.joined() + (alpha < 1 ? "/\(Int((alpha * 100).rounded()))%" : "")
    }
}

private extension Double {
    func power(_ exponent: Double) -> Double { Glibc.pow(self, exponent) }
}

/// One drawn widget's style, for contrast checks: what it shows (text and borders) and over what.
public struct StyledWidget: Sendable {
    /// The GType name and the style classes, for messages ("GtkLabel.answer-quote-title").
    public var name: String
    /// The label's text (labels only).
    public var text: String?
    public var color: StyleColor
    /// The background as drawn behind it: its own and its ancestors' composited, opaque.
    public var background: StyleColor
    /// The widest side's border colour and width in pixels (nil: no border).
    public var border: (color: StyleColor, width: Int)?
    /// The border's widths in pixels: top, right, bottom, left.
    public var borderWidths: [Int]
    /// Whether the widget is insensitive (WCAG exempts inactive controls).
    public var isInsensitive: Bool
    public var styleClasses: [String]
}

extension Widget {
    /// Every mapped widget from this one down (internal children included), with its computed
    /// colours, text and border.
    public func styledDescendants() -> [StyledWidget] {
        var found: [StyledWidget] = []
        let white = StyleColor(red: 1, green: 1, blue: 1)
        Self.collect(widget, behind: white, into: &found)
        return found
    }

    private static func collect(_ widget: UnsafeMutablePointer<GtkWidget>, behind parentBackground: StyleColor, into found: inout [StyledWidget]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        let context = gtk_widget_get_style_context(widget)
        let state = gtk_style_context_get_state(context)
        let background = color(context, state, "background-color").over(parentBackground)
        var text = GdkRGBA()
        gtk_style_context_get_color(context, state, &text)
        var widths = GtkBorder()
        gtk_style_context_get_border(context, state, &widths)
        let sides: [(Int16, String)] = [(widths.top, "border-top-color"), (widths.right, "border-right-color"),
                                        (widths.bottom, "border-bottom-color"), (widths.left, "border-left-color")]
        let border = sides.filter { $0.0 > 0 }.max { $0.0 < $1.0 }.map { (color(context, state, $0.1), Int($0.0)) }
        var classes: [String] = []
        if let list = gtk_style_context_list_classes(context) {
            var node: UnsafeMutablePointer<GList>? = list
            while let current = node {
                classes.append(String(cString: current.pointee.data.assumingMemoryBound(to: CChar.self)))
                node = current.pointee.next
            }
            g_list_free(list)
        }
        let typeName = String(cString: g_type_name(gtk_widget_get_type_instance(widget)))
        let isLabel = typeName == "GtkLabel" || typeName == "GtkAccelLabel"
        found.append(StyledWidget(
            name: ([typeName] + classes).joined(separator: "."),
            text: isLabel ? String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self))) : nil,
            color: StyleColor(text), background: background, border: border,
            borderWidths: [widths.top, widths.right, widths.bottom, widths.left].map(Int.init),
            isInsensitive: gtk_widget_is_sensitive(widget) == 0, styleClasses: classes))
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_container_get_type()) != 0 else { return }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        withUnsafeMutablePointer(to: &children) { pointer in
            gtk_container_forall(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self), { child, data in
                data!.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child!)
            }, pointer)
        }
        for child in children { collect(child, behind: background, into: &found) }
    }

    private static func color(_ context: UnsafeMutablePointer<GtkStyleContext>?, _ state: GtkStateFlags, _ property: String) -> StyleColor {
        var value = GValue()
        gtk_style_context_get_property(context, property, state, &value)
        defer { g_value_unset(&value) }
        guard let boxed = g_value_get_boxed(&value) else { return StyleColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return StyleColor(boxed.assumingMemoryBound(to: GdkRGBA.self).pointee)
    }
}

private func gtk_widget_get_type_instance(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
