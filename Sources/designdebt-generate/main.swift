import DebtReports
import DebtStore
import Foundation

// `make generate`: writes the checked-in generated files from their sources.
// Tests compare each file with what this would write, so a stale one fails CI.

/// The package root: the working directory `make` runs in.
let root = FileManager.default.currentDirectoryPath

func sqlFiles(in folder: String) throws -> [(name: String, sql: String)] {
    let path = root + "/" + folder
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".sql") }.sorted().map {
        ($0, try String(contentsOfFile: path + "/" + $0, encoding: .utf8))
    }
}

func write(_ text: String, to relativePath: String) throws {
    let path = root + "/" + relativePath
    if (try? String(contentsOfFile: path, encoding: .utf8)) == text {
        print("unchanged \(relativePath)")
        return
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(relativePath)")
}

do {
    try write(
        try MigrationSource.render(files: try sqlFiles(in: "Migrations")),
        to: "Sources/DebtStore/Migrations+Generated.swift")
    try write(
        try QuerySource.render(files: try sqlFiles(in: "Queries")), to: "Sources/DebtStore/Queries+Generated.swift")
    try write(RuleCatalogFormatter.render(.md), to: "docs/rules.md")
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
