import CGtk
import CGtkShim
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

    /// Images wait on their own serial queue, so that a slow file never holds a thread that
    /// answers need; past this many waiting, an image is not decoded at all (shown as its text).
    public static let maximumQueuedImages = 128
    /// The most pixels an image may have: a larger one is refused from its header, before its
    /// pixels are allocated (a 1 MB PNG can declare 20,000 × 20,000).
    public nonisolated static let maximumPixels = 16_000_000
    /// Larger image files are not read.
    public nonisolated static let maximumFileBytes = 32 << 20
    private nonisolated static let queue = DispatchQueue(label: "faq-browser.images", qos: .userInitiated)
    private static var queued = 0

    /// Decodes the image file that `resolve` names (called on the image queue: it may look at
    /// the file system, and nil means "do not open") off the main thread, at most
    /// `maximumWidth` × `maximumHeight` (never scaled up), and calls `completion` on the main
    /// thread with it, or with nil when it is missing, refused or not an image GdkPixbuf reads.
    public static func load(resolve: @escaping @Sendable () -> [UInt8]?, maximumWidth: Int, maximumHeight: Int,
                            completion: @escaping @MainActor (Pixbuf?) -> Void) {
        guard queued < maximumQueuedImages else { return completion(nil) }
        queued += 1
        queue.async {
            let handover = Handover(pointer: resolve().flatMap { decode(fileName: $0, maximumWidth: maximumWidth, maximumHeight: maximumHeight) })
            MainLoop.performOnMain {
                queued -= 1
                completion(handover.pointer.map { Pixbuf(adopting: UnsafeMutableRawPointer($0)) })
            }
        }
    }

    /// What `load` decodes, synchronously (for tests).
    public nonisolated static func decode(fileName: [UInt8], maximumWidth: Int, maximumHeight: Int) -> OpaquePointer? {
        var outcome = FAQ_IMAGE_DECODED
        return FileNames.withCString(fileName) {
            faq_image_decode($0, Int32(maximumWidth), Int32(maximumHeight), maximumPixels, maximumFileBytes, &outcome)
        }
    }
}
