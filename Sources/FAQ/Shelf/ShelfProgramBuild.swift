import Glibc

/// The build of FAQ Browser that wrote a shelf cache, told by its program file's size and
/// modification time. Another build's readers may judge a file otherwise (an upgrade reads FAQs
/// the last one refused), so a cache another build wrote is rebuilt, not trusted.
public struct ShelfProgramBuild: Sendable, Equatable {
    public var size: Int64
    public var modified: Int64

    /// The running program's build; zero where `/proc/self/exe` cannot be read.
    public static let current: ShelfProgramBuild = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return ShelfProgramBuild(size: 0, modified: 0) }
        return ShelfProgramBuild(size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }()
}
