import DesignDebt

/// Someone who commits to the simulated app. Identities and time zones are
/// fixed so the history's shas are the same on every machine.
struct DemoAuthor {
    let name: String
    let email: String
    /// The login used in branch names and pull-request merge messages.
    let login: String
    /// The UTC offset git records beside the time (`-0300`).
    let zone: String

    /// The team, the maintainer (who merges pull requests) first.
    static let team = [
        DemoAuthor(name: "Thomas Ricouard", email: "thomas@icefloe.dev", login: "thomas", zone: "+0100"),
        DemoAuthor(name: "Ana Lima", email: "ana@icefloe.dev", login: "ana", zone: "-0300"),
        DemoAuthor(name: "Kenji Sato", email: "kenji@icefloe.dev", login: "kenji", zone: "+0900"),
        DemoAuthor(name: "Jane Appleseed", email: "jane@icefloe.dev", login: "jane", zone: "-0800"),
        DemoAuthor(name: "Priya Natarajan", email: "priya@icefloe.dev", login: "priya", zone: "+0530"),
    ]

    /// The bot that regenerates the SwiftGen strings.
    static let bot = DemoAuthor(
        name: "icefloe-bot", email: "bot@icefloe.dev", login: "icefloe-bot", zone: "+0000")

    /// Draws an author, the maintainer and Ana committing most.
    static func pick(rng: inout SeededGenerator) -> DemoAuthor {
        team[rng.weighted([(5, 0), (4, 1), (3, 2), (2, 3), (2, 4)])]
    }

    /// The `author`/`committer` value of a fast-import commit at `time`.
    func identity(at time: Int64) -> String {
        "\(name) <\(email)> \(time) \(zone)"
    }
}
