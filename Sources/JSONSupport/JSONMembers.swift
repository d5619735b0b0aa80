/// An object's members read by name, for a document a program wrote and reads back: each lookup
/// starts after the member found last, so members asked for in the order they were written are
/// each found at the first comparison, where `JSONValue`'s subscript compares from the start.
public struct JSONMembers {
    private let members: [(String, JSONValue)]
    /// Where the next lookup starts.
    private var next = 0

    /// The members of `value`; nil when it is no object.
    public init?(_ value: JSONValue?) {
        guard case .object(let members) = value else { return nil }
        self.members = members
    }

    /// The member named `key`, or nil: searched from after the last one found, then from the start.
    public mutating func value(_ key: String) -> JSONValue? {
        var index = next
        for _ in members.indices {
            if index == members.count { index = 0 }
            if members[index].0 == key {
                next = index + 1
                return members[index].1
            }
            index += 1
        }
        return nil
    }

    /// The members after the last one found, in order: those a reader asks for only when present
    /// (written last) are read from here, with no search for the ones that are absent.
    public var rest: ArraySlice<(String, JSONValue)> { members[next...] }
}
