/// A name's bytes compared where they lie, with no `String` made: every path of a tree (and of a
/// history's commits) and many of a file's names are asked. Here, in the lowest module that asks,
/// for the rules' module to share.

/// Whether `bytes` start with `prefix`'s UTF-8 bytes.
package func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    for offset in 0..<count where bytes[offset] != prefix.utf8Start[offset] { return false }
    return true
}

/// Whether `bytes` end with `suffix`'s UTF-8 bytes.
package func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let start = bytes.count - count
    for offset in 0..<count where bytes[start + offset] != suffix.utf8Start[offset] { return false }
    return true
}
