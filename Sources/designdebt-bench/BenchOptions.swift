/// The benchmark's command line.
struct BenchOptions {
    /// Timed runs per measurement (after one untimed warm-up).
    var runs = 7
    /// Minimum size of the in-memory corpus, in MB (10^6 bytes).
    var corpusMegabytes = 20
    /// Keep the generated tree and print its path instead of deleting it.
    var keepTree = false
    /// Time scan and grep on this checkout instead of a generated tree.
    var tree: String?
    /// Run the history section (git baseline and `designdebt collect`) after the others.
    var history = true
    /// Run only the history section.
    var historyOnly = false
    /// Also time the 50,000-commit, 5,000-file history.
    var historyLarge = false
    /// Also time collect on these repositories' own histories (a public app's clone), as the
    /// generated one is timed.
    var historyRepositories: [String] = []
    /// Run only the lexer and analyzer throughput over the in-memory corpus: what a profiler
    /// of the analysis wants, without the tree's processes or the history.
    var throughputOnly = false

    /// The help text, argument-parser style.
    static let help = """
        OVERVIEW: Measure the lexer, the analyzer and `designdebt scan` against the reference grep pipeline,
        and `designdebt collect` against git alone on a generated history.

        USAGE: designdebt-bench [--runs <n>] [--corpus-mb <n>] [--keep-tree] [--tree <path>] [--no-history]
                                [--history-only] [--history-large] [--history-repo <path> ...]
                                [--throughput-only]

        OPTIONS:
          --runs <n>              Timed runs per measurement; the report gives the
                                  median and the best. (default: 7)
          --corpus-mb <n>         Size of the generated in-memory corpus in MB.
                                  (default: 20)
          --keep-tree             Keep the generated app tree (and histories) and
                                  print their paths.
          --tree <path>           Time scan and grep on this checkout instead of
                                  the generated tree.
          --no-history            Skip the history section.
          --history-only          Run only the history section.
          --history-large         Also time the 50,000-commit, 5,000-file history
                                  (slow: minutes).
          --history-repo <path>   Also time collect on this repository's own
                                  first-parent history (its checked-out branch)
                                  against git alone; may be repeated.
          --throughput-only       Only the lexer and analyzer throughput over the
                                  in-memory corpus (for a profiler).
          -h, --help              Show help information.

        """

    /// What the command line asked for.
    enum Parsed {
        case run(BenchOptions)
        case help
    }

    /// Parses `arguments` (without the program name); `--opt=value` and
    /// `--opt value` are both accepted.
    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var options = BenchOptions()
        var index = 0
        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError("Missing value for '\(name)'.") }
            return arguments[index]
        }
        func positive(_ text: String, _ name: String) throws(UsageError) -> Int {
            guard let number = Int(text), number > 0 else {
                throw UsageError("The value '\(text)' is invalid for '\(name)': expected a positive whole number.")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch name {
            case "-h", "--help":
                return .help
            case "--runs":
                options.runs = try positive(value(for: name, inline: inline), name)
            case "--corpus-mb":
                options.corpusMegabytes = try positive(value(for: name, inline: inline), name)
            case "--keep-tree":
                options.keepTree = true
            case "--tree":
                options.tree = try value(for: name, inline: inline)
            case "--no-history":
                options.history = false
            case "--history-only":
                options.historyOnly = true
            case "--history-large":
                options.historyLarge = true
            case "--history-repo":
                options.historyRepositories.append(try value(for: name, inline: inline))
            case "--throughput-only":
                options.throughputOnly = true
            default:
                throw UsageError(
                    argument.hasPrefix("-") ? "Unknown option '\(argument)'." : "Unexpected argument '\(argument)'.")
            }
            index += 1
        }
        if options.historyOnly, !options.history {
            throw UsageError("'--history-only' and '--no-history' cannot be used together.")
        }
        if options.throughputOnly, options.historyOnly {
            throw UsageError("'--throughput-only' and '--history-only' cannot be used together.")
        }
        return .run(options)
    }
}

/// A command-line mistake; printed with the usage line, exit 64.
struct UsageError: Error {
    /// A sentence quoting the culprit.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
