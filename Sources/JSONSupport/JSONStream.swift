/// Writes an object's members or an array's items straight into bytes, laid out exactly as
/// `JSONWriter` lays out the same value: for long lists of small objects (a scan's findings and
/// sites), where building a `JSONValue` for each cost as much as writing it.
public struct JSONObjectStream {
    fileprivate var bytes: [UInt8]
    fileprivate let writer: JSONWriter
    fileprivate let indent: Int
    fileprivate var members = 0

    fileprivate init(bytes: inout [UInt8], writer: JSONWriter, indent: Int) {
        self.bytes = []
        swap(&self.bytes, &bytes)
        self.writer = writer
        self.indent = indent
        self.bytes.append(UInt8(ascii: "{"))
    }

    /// Closes the object and hands its bytes back.
    fileprivate mutating func finish(into bytes: inout [UInt8]) {
        if members > 0 { writer.newline(indent, into: &self.bytes) }
        self.bytes.append(UInt8(ascii: "}"))
        swap(&self.bytes, &bytes)
    }

    private mutating func key(_ key: String) {
        if members > 0 { bytes.append(UInt8(ascii: ",")) }
        members += 1
        writer.newline(indent + 1, into: &bytes)
        JSONWriter.quote(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if writer.pretty { bytes.append(UInt8(ascii: " ")) }
    }

    public mutating func string(_ key: String, _ value: String) {
        self.key(key)
        JSONWriter.quote(value, into: &bytes)
    }

    public mutating func number(_ key: String, _ value: Double) {
        self.key(key)
        JSONWriter.appendNumber(value, into: &bytes)
    }

    public mutating func value(_ key: String, _ value: JSONValue) {
        self.key(key)
        writer.write(value, indent: indent + 1, into: &bytes)
    }

    /// A member whose value is an array written item by item.
    public mutating func array(_ key: String, _ items: (inout JSONArrayStream) -> Void) {
        self.key(key)
        var stream = JSONArrayStream(bytes: &bytes, writer: writer, indent: indent + 1)
        items(&stream)
        stream.finish(into: &bytes)
    }
}

/// An array's items written straight into bytes (see `JSONObjectStream`).
public struct JSONArrayStream {
    fileprivate var bytes: [UInt8]
    fileprivate let writer: JSONWriter
    fileprivate let indent: Int
    fileprivate var items = 0

    fileprivate init(bytes: inout [UInt8], writer: JSONWriter, indent: Int) {
        self.bytes = []
        swap(&self.bytes, &bytes)
        self.writer = writer
        self.indent = indent
        self.bytes.append(UInt8(ascii: "["))
    }

    fileprivate mutating func finish(into bytes: inout [UInt8]) {
        if items > 0 { writer.newline(indent, into: &self.bytes) }
        self.bytes.append(UInt8(ascii: "]"))
        swap(&self.bytes, &bytes)
    }

    private mutating func item() {
        if items > 0 { bytes.append(UInt8(ascii: ",")) }
        items += 1
        writer.newline(indent + 1, into: &bytes)
    }

    /// An item that is an object written member by member.
    public mutating func object(_ members: (inout JSONObjectStream) -> Void) {
        item()
        var stream = JSONObjectStream(bytes: &bytes, writer: writer, indent: indent + 1)
        members(&stream)
        stream.finish(into: &bytes)
    }

    public mutating func value(_ value: JSONValue) {
        item()
        writer.write(value, indent: indent + 1, into: &bytes)
    }
}

extension JSONWriter {
    /// An object written member by member, as `bytes(_:)` would write the same object.
    public func objectBytes(_ members: (inout JSONObjectStream) -> Void) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        var stream = JSONObjectStream(bytes: &output, writer: self, indent: 0)
        members(&stream)
        stream.finish(into: &output)
        if pretty { output.append(0x0A) }
        return output
    }
}
