/// An environment failure the benchmark reports and exits on.
struct BenchError: Error, CustomStringConvertible {
    /// A sentence for the user.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
