import CGtk
import Dispatch

/// A `GdkPixbuf`: decoded image pixels.
@MainActor
public final class Pixbuf: Object {
    public var width: Int { Int(gdk_pixbuf_get_width(OpaquePointer(gObject))) }
    public var height: Int { Int(gdk_pixbuf_get_height(OpaquePointer(gObject))) }

    /// A pixbuf made off the main thread crosses to it once, whole.
    private struct Handover: @unchecked Sendable {
        let pointer: OpaquePointer?
    }

    /// Decodes the image file at `path` on a background thread, scaled down (never up) to at most
    /// `maximumWidth` pixels wide, and calls `completion` on the main thread with it, or with nil
    /// when the file is missing or not an image GdkPixbuf reads.
    public static func load(path: String, maximumWidth: Int, completion: @escaping @MainActor (Pixbuf?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            let handover = Handover(pointer: decode(path: path, maximumWidth: maximumWidth))
            MainLoop.performOnMain {
                completion(handover.pointer.map { Pixbuf(adopting: UnsafeMutableRawPointer($0)) })
            }
        }
    }

    private nonisolated static func decode(path: String, maximumWidth: Int) -> OpaquePointer? {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = width > maximumWidth
            ? gdk_pixbuf_new_from_file_at_scale(path, Int32(maximumWidth), -1, 1, &error)
            : gdk_pixbuf_new_from_file(path, &error)
        if let error { g_error_free(error) }
        return pixbuf
    }
}
