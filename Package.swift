// swift-tools-version:6.0
import PackageDescription

/// Targets follow docs/Architecture.md: one job each, imports only point down.
let package = Package(
    name: "designdebt",
    products: [
        .executable(name: "designdebt", targets: ["designdebt"]),
        .library(name: "DesignDebt", targets: ["DesignDebt"]),
        .plugin(name: "DesignDebtCheck", targets: ["DesignDebtCheck"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "SwiftLexer"),
        .target(name: "GitHistory"),
        .target(name: "JSONSupport"),
        .target(name: "BuildGraph"),
        .target(name: "Parallelism"),
        .target(name: "DesignRules", dependencies: ["SwiftLexer", "JSONSupport", "BuildGraph"]),
        .target(name: "DebtReports", dependencies: ["JSONSupport", "DesignRules", "BuildGraph", "Parallelism"]),
        .target(name: "DebtStore", dependencies: ["CSQLite"]),
        .target(
            name: "DesignDebt",
            dependencies: [
                "SwiftLexer", "BuildGraph", "DesignRules", "DebtReports", "JSONSupport", "DebtStore", "GitHistory",
                "Parallelism",
            ]),
        .target(name: "DebtDemo", dependencies: ["DesignDebt"]),
        .target(name: "DesignDebtCLI", dependencies: ["DesignDebt", "DesignRules", "DebtReports", "DebtDemo"]),
        .executableTarget(name: "designdebt", dependencies: ["DesignDebtCLI"]),
        .executableTarget(name: "designdebt-bench", dependencies: ["DesignDebt", "DebtDemo", "SwiftLexer"]),
        .executableTarget(name: "designdebt-fuzz", dependencies: ["DesignDebt", "DebtDemo", "SwiftLexer"]),
        .executableTarget(name: "designdebt-generate", dependencies: ["DebtReports", "DebtStore"]),
        // `swift package designdebt-check`: `designdebt check` on the package that depends on this one.
        .plugin(
            name: "DesignDebtCheck",
            capability: .command(
                intent: .custom(
                    verb: "designdebt-check", description: "Report the design-debt findings your changes add.")),
            dependencies: ["designdebt"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "GitHistoryTests", dependencies: ["GitHistory"]),
        .testTarget(name: "JSONSupportTests", dependencies: ["JSONSupport"]),
        .testTarget(name: "BuildGraphTests", dependencies: ["BuildGraph"]),
        .testTarget(name: "DesignRulesTests", dependencies: ["DesignRules", "BuildGraph", "SwiftLexer", "JSONSupport"]),
        // `designdebt` too: KillResumeTests runs the executable and kills it, so `swift test` must build it.
        .testTarget(
            name: "DesignDebtTests",
            dependencies: [
                "DesignDebt", "DebtDemo", "DesignRules", "DebtReports", "JSONSupport", "DebtStore", "GitHistory",
                "designdebt",
            ]),
        .testTarget(name: "DesignDebtCLITests", dependencies: ["DesignDebtCLI", "DesignDebt", "JSONSupport"]),
        .testTarget(name: "DebtStoreTests", dependencies: ["DebtStore"]),
    ],
    swiftLanguageModes: [.v6]
)
