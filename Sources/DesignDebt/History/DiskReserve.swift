import Foundation

/// A little room kept beside the database while a collect runs (`<database>.reserve`), given back
/// when a full disk stops the run: a disk without a byte left refuses even the one small write that
/// records how the run ended, and the run would read `running` until the next collect.
struct DiskReserve {
    /// Room for a few write-ahead log frames (a page and its header each), with plenty to spare.
    static let bytes = 256 * 1_024

    let path: String

    /// Keeps the room, if the disk has it: one already too full to keep it gains nothing by trying.
    init(besides databasePath: String) {
        path = databasePath + ".reserve"
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: Self.bytes))
    }

    /// Gives the room back.
    func release() {
        unlink(path)
    }
}
