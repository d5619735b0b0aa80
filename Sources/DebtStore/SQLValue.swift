/// A value SQLite stores or binds: one of its five storage classes.
///
/// Literals build values directly: `[42, "main", nil, 1.5]` is a `[SQLValue]`.
public enum SQLValue: Sendable, Hashable {
    /// `NULL`.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes, stored as they are.
    case blob([UInt8])

    /// An integer value.
    public init(_ value: Int) {
        self = .integer(Int64(value))
    }

    /// A text value, or `NULL` for `nil`.
    public init(_ value: String?) {
        self = value.map { .text($0) } ?? .null
    }

    /// An integer value, or `NULL` for `nil`.
    public init(_ value: Int?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// A real value, or `NULL` for `nil`.
    public init(_ value: Double?) {
        self = value.map { .real($0) } ?? .null
    }

    /// Whether the value is `NULL`.
    public var isNull: Bool { self == .null }

    /// The integer, if the value is an integer.
    public var int64: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number as a double, if the value is a real or an integer.
    public var double: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    /// The text, if the value is text.
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The bytes, if the value is a blob.
    public var blob: [UInt8]? {
        if case .blob(let value) = self { return value }
        return nil
    }
}

extension SQLValue: ExpressibleByNilLiteral {
    /// `NULL`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension SQLValue: ExpressibleByFloatLiteral {
    /// A real.
    public init(floatLiteral value: Double) {
        self = .real(value)
    }
}

extension SQLValue: ExpressibleByStringLiteral {
    /// Text.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension SQLValue: ExpressibleByBooleanLiteral {
    /// 1 for `true`, 0 for `false`: SQLite has no boolean type.
    public init(booleanLiteral value: Bool) {
        self = .integer(value ? 1 : 0)
    }
}
