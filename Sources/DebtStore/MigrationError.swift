/// Why migrating, or rendering the migration list, failed.
///
/// Match on `code`; new codes may be added without breaking callers (a struct wrapping a private enum,
/// as in NIO's `FileSystemError.Code`).
public struct MigrationError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Wrapped: Hashable, Sendable {
            case newerSchema
            case unknownVersion
            case nameMismatch
            case migrationFailed
            case database
            case invalidMigrations
            case backupFailed
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// The database holds a migration newer than any this binary knows.
        public static let newerSchema = Code(.newerSchema)
        /// The database holds a migration this binary does not know, below its newest one.
        public static let unknownVersion = Code(.unknownVersion)
        /// A migration recorded in the database has another name than this binary's migration of that version.
        public static let nameMismatch = Code(.nameMismatch)
        /// A migration's SQL failed; it was rolled back.
        public static let migrationFailed = Code(.migrationFailed)
        /// Reading or writing `schema_migrations` failed.
        public static let database = Code(.database)
        /// The list of migrations (or of migration files) is malformed: a bad name, a gap, a duplicate.
        public static let invalidMigrations = Code(.invalidMigrations)
        /// The copy of the database taken before an upgrade could not be made; nothing changed.
        public static let backupFailed = Code(.backupFailed)

        /// The code's name, for logs.
        public var description: String {
            "\(wrapped)"
        }
    }

    /// The kind of failure.
    public let code: Code

    /// A sentence for the user, naming the database file or migration.
    public let message: String

    /// The SQLite error underneath, if there was one.
    public let underlying: SQLiteError?

    /// Creates an error from its parts.
    public init(code: Code, message: String, underlying: SQLiteError? = nil) {
        self.code = code
        self.message = message
        self.underlying = underlying
    }

    /// The message, followed by the SQLite error when there is one.
    public var description: String {
        guard let underlying else { return message }
        return "\(message) \(underlying)"
    }
}

extension MigrationError {
    /// A malformed migration list or migration file.
    static func invalid(_ message: String) -> MigrationError {
        MigrationError(code: .invalidMigrations, message: message)
    }
}
