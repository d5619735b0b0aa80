/// What ``BlobReader`` found for one object id.
public enum BlobResult: Hashable, Sendable {
    /// The object's bytes, exactly as stored.
    case content([UInt8])
    /// The object is not in this repository: a partial clone or mirror that never fetched it, a
    /// submodule's commit, or an id that names nothing. Not an error.
    case missing
}
