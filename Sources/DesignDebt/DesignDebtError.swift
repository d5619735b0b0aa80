/// An error the command line maps to an exit code: usage (64) or runtime (2).
public struct DesignDebtError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable { case usage, runtime }

    public let kind: Kind
    public let description: String

    /// A bad configuration file: a usage error, the user can fix it.
    public static func configuration(_ message: String) -> DesignDebtError {
        DesignDebtError(kind: .usage, description: message)
    }

    /// A path that does not exist or cannot be read.
    public static func input(_ message: String) -> DesignDebtError {
        DesignDebtError(kind: .usage, description: message)
    }

    /// Something the environment did: I/O, git, the database.
    public static func runtime(_ message: String) -> DesignDebtError {
        DesignDebtError(kind: .runtime, description: message)
    }
}
