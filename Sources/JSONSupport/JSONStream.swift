/// Writes an object's members or an array's items straight into bytes, laid out exactly as
/// `JSONWriter` lays out the same value: for long lists of small objects (a scan's findings and
/// sites), where building a `JSONValue` for each cost as much as writing it.
public struct JSONObjectStream {
    fileprivate var container: Container

    /// A key is a literal of the code writing the object: its bytes need no escaping. The comma,
    /// the new line, the indent and the quoted key go in as one copy: a scan writes nine keys per
    /// site, and appending each piece on its own cost a third of writing its JSON.
    private mutating func key(_ key: StaticString) {
        let pretty = container.writer.pretty
        let indent = pretty ? (container.indent + 1) * 2 : 0
        let length = 1 + (pretty ? 1 + indent : 0) + 1 + key.utf8CodeUnitCount + (pretty ? 3 : 2)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            var end = 0
            func put(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            if container.count > 0 { put(UInt8(ascii: ",")) }
            if pretty {
                put(0x0A)
                for _ in 0..<indent { put(0x20) }
            }
            put(UInt8(ascii: "\""))
            for offset in 0..<key.utf8CodeUnitCount { put(key.utf8Start[offset]) }
            put(UInt8(ascii: "\""))
            put(UInt8(ascii: ":"))
            if pretty { put(0x20) }
            container.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
        container.count += 1
    }

    public mutating func string(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONWriter.quote(value, into: &container.bytes)
    }

    public mutating func number(_ key: StaticString, _ value: Double) {
        self.key(key)
        JSONWriter.appendNumber(value, into: &container.bytes)
    }

    public mutating func value(_ key: StaticString, _ value: JSONValue) {
        self.key(key)
        container.writer.write(value, indent: container.indent + 1, into: &container.bytes)
    }

    /// A member whose value is an array written item by item.
    public mutating func array(_ key: StaticString, _ items: (inout JSONArrayStream) -> Void) {
        self.key(key)
        var stream = JSONArrayStream(container: container.nested(opening: "["))
        items(&stream)
        container.close(&stream.container, closing: "]")
    }
}

/// An array's items written straight into bytes (see `JSONObjectStream`).
public struct JSONArrayStream: Sendable {
    fileprivate var container: Container

    /// An empty stream for items of this array written apart (on another thread) and put in
    /// with `append`: laid out as they will stand, each after a comma.
    public func detached() -> JSONArrayStream {
        JSONArrayStream(container: Container(bytes: [], writer: container.writer, indent: container.indent, count: 1))
    }

    /// The items of `items` (a `detached()` stream of this array), after those written so far.
    public mutating func append(_ items: JSONArrayStream) {
        let written = items.container.count - 1
        guard written > 0 else { return }
        // The first of them takes no comma when nothing came before.
        container.bytes.append(
            contentsOf: container.count == 0 ? items.container.bytes.dropFirst() : items.container.bytes[...])
        container.count += written
    }

    /// An item that is an object written member by member.
    public mutating func object(_ members: (inout JSONObjectStream) -> Void) {
        container.next()
        var stream = JSONObjectStream(container: container.nested(opening: "{"))
        members(&stream)
        container.close(&stream.container, closing: "}")
    }

    public mutating func value(_ value: JSONValue) {
        container.next()
        container.writer.write(value, indent: container.indent + 1, into: &container.bytes)
    }
}

/// What an object and an array being written share: the bytes so far, the depth, and how many
/// members or items came before (the comma, the new line and the indent go before each).
private struct Container: Sendable {
    var bytes: [UInt8]
    let writer: JSONWriter
    let indent: Int
    var count = 0

    /// Before a member or an item.
    mutating func next() {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        count += 1
        writer.newline(indent + 1, into: &bytes)
    }

    /// A container one level in, opened with `opening`, which takes over the bytes until `close`.
    mutating func nested(opening: Unicode.Scalar) -> Container {
        var inner = Container(bytes: [], writer: writer, indent: indent + 1)
        swap(&inner.bytes, &bytes)
        inner.bytes.append(UInt8(ascii: opening))
        return inner
    }

    /// Takes the bytes back from `inner`, closed with `closing`: `{}` when it stayed empty. `inout`,
    /// so the bytes are appended to in place: a copy of `inner` would share them, and the first
    /// append would copy the whole output written so far.
    mutating func close(_ inner: inout Container, closing: Unicode.Scalar) {
        if inner.count > 0 { writer.newline(inner.indent, into: &inner.bytes) }
        inner.bytes.append(UInt8(ascii: closing))
        swap(&inner.bytes, &bytes)
    }
}

extension JSONWriter {
    /// An object written member by member, as `bytes(_:)` would write the same object.
    public func objectBytes(_ members: (inout JSONObjectStream) -> Void) -> [UInt8] {
        // The top level is a container at depth -1, so the object's members sit at depth 1.
        var top = Container(bytes: [], writer: self, indent: -1)
        top.bytes.reserveCapacity(4096)
        var stream = JSONObjectStream(container: top.nested(opening: "{"))
        members(&stream)
        top.close(&stream.container, closing: "}")
        if pretty { top.bytes.append(0x0A) }
        return top.bytes
    }
}
