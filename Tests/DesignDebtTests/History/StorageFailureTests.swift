import DebtDemo
import Foundation
import Testing

/// docs/operations.md, "A full or failing disk": a collect whose disk fills up or fails stops with one
/// line naming the database, exits 2, keeps every commit stored before whole, and the next run (with
/// space again) resumes to the same database an uninterrupted run makes. A database or folder collect
/// cannot write is refused before anything is read.
///
/// A real file system is filled: a small tmpfs mounted in a mount namespace of the test's own
/// (`unshare --map-root-user --mount`), so no root is needed and nothing outlives the test. A failing
/// disk is a file-size limit (`ulimit -f`): writes past it fail as an I/O error would.
@Suite struct StorageFailureTests {
    /// A generated history and the database an uninterrupted collect makes of it.
    struct Fixture {
        let binary: URL
        let repository: DemoRepositoryFolder
        let folder: String
        let expected: StoreState

        init() throws {
            binary = try designdebtExecutable()
            (repository, folder) = try DemoRepositoryFolder.generated(DemoHistory.Options(commits: 600, files: 20))
            let reference = folder + "/reference.sqlite"
            _ = try CollectRun.timed(binary, repository: repository.path, database: reference, branch: "main")
            expected = try StoreState(copyOf: reference, branch: "main")
        }

        /// `designdebt collect` of the history into `database`, as `sh -c` runs it after `prelude`:
        /// `$BIN`, `$REPO` and `$DB` are set.
        func collectScript(_ database: String, prelude: String = "") -> String {
            prelude + "\n\"$BIN\" collect --repo \"$REPO\" --db \"\(database)\" --branch main"
        }

        var environment: [String: String] { ["BIN": binary.path, "REPO": repository.path] }
    }

    /// Runs `script` with `sh` in a user and mount namespace of its own.
    func inNamespace(_ script: String, environment: [String: String]) throws -> TestProcess {
        try TestProcess.run(
            "/usr/bin/unshare", ["--map-root-user", "--mount", "sh", "-c", script], environment: environment)
    }

    @Test func aFullDiskStopsWithOneLineKeepsWholeCommitsAndTheNextRunResumes() throws {
        let fixture = try Fixture()
        defer { fixture.repository.remove() }
        let disk = fixture.folder + "/disk"
        let afterFull = fixture.folder + "/after-full"
        let afterResume = fixture.folder + "/after-resume"
        for path in [disk, afterFull, afterResume] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        // The database lives on a 2 MB file system for the first run and on a 256 MB one for the
        // second; after each, its files are copied out (the mount ends with the namespace).
        let script = """
            set -u
            mount -t tmpfs -o size=2m tmpfs "\(disk)" || exit 90
            "$BIN" collect --repo "$REPO" --db "\(disk)/h.sqlite" --branch main 2> "\(afterFull)/stderr"
            echo $? > "\(afterFull)/status"
            cp "\(disk)"/h.sqlite* "\(afterFull)/"
            mount -o remount,size=256m "\(disk)" || exit 91
            "$BIN" collect --repo "$REPO" --db "\(disk)/h.sqlite" --branch main 2> "\(afterResume)/stderr"
            echo $? > "\(afterResume)/status"
            cp "\(disk)"/h.sqlite* "\(afterResume)/"
            """
        let run = try inNamespace(script, environment: fixture.environment)
        try #require(run.status == 0, "the namespace script failed (\(run.status)): \(run.errors)")

        let status = try String(contentsOfFile: afterFull + "/status", encoding: .utf8)
        let errors = try String(contentsOfFile: afterFull + "/stderr", encoding: .utf8)
        #expect(status == "2\n")
        let full = try StoreState(copyOf: afterFull + "/h.sqlite", branch: "main")
        let free = try #require(errors.firstMatch(of: /is full \(([^)]+) free\)/)?.1, "\(errors)")
        let stored = full.seqs.count
        let left = fixture.expected.seqs.count - stored
        #expect(
            errors
                == "Error: The disk holding '\(disk)/h.sqlite' is full (\(free) free): collect stored \(stored) new commits, "
                + "each whole, and stopped with \(left) to go. Free at least 34 MB there (the write-ahead log grows to "
                + "that between checkpoints) and run collect again: it resumes from there.\n")
        #expect(
            full.seqs.count > 0 && full.seqs.count < fixture.expected.seqs.count, "stopped mid-way: \(full.seqs.count)")
        expect(full, isAPrefixOf: fixture.expected, "after the disk filled up")
        #expect(full.runs.last?.status == "failed")

        #expect(try String(contentsOfFile: afterResume + "/status", encoding: .utf8) == "0\n")
        let resumed = try StoreState(copyOf: afterResume + "/h.sqlite", branch: "main")
        expect(resumed, isAPrefixOf: fixture.expected, "resumed")
        #expect(resumed.seqs.count == fixture.expected.seqs.count)
        #expect(resumed.results == fixture.expected.results, "row for row, what an uninterrupted run stores")
        SoakScale.current.report(
            "full disk: stopped after \(full.seqs.count) of \(fixture.expected.seqs.count) commits, resumed, "
                + "\(resumed.results.count) result rows compared, "
                + "\(resumed.results.difference(from: fixture.expected.results).count) differing")
    }

    @Test func aFailingDiskStopsWithOneLineAndTheNextRunResumes() throws {
        let fixture = try Fixture()
        defer { fixture.repository.remove() }
        let database = fixture.folder + "/failing/h.sqlite"
        try FileManager.default.createDirectory(
            atPath: fixture.folder + "/failing", withIntermediateDirectories: true)
        // Files may grow to 512 KB (1,024 blocks of 512 bytes); a write past that fails, and the signal
        // that would otherwise end the process is ignored, as a failing disk sends none.
        let failing = try TestProcess.run(
            "/bin/sh", ["-c", fixture.collectScript(database, prelude: "trap '' XFSZ; ulimit -f 1024")],
            environment: fixture.environment)
        #expect(failing.status == 2)
        let stopped = try StoreState(copyOf: database, branch: "main")
        #expect(
            failing.errors
                == "Error: Cannot write '\(database)' (disk I/O error): collect stored \(stopped.seqs.count) new commits, "
                + "each whole, and stopped. Check the disk, then run collect again: it resumes from there.\n")
        #expect(stopped.seqs.count < fixture.expected.seqs.count)
        expect(stopped, isAPrefixOf: fixture.expected, "after the disk failed")

        let resumed = try TestProcess.run(
            "/bin/sh", ["-c", fixture.collectScript(database)], environment: fixture.environment)
        #expect(resumed.status == 0, "\(resumed.errors)")
        let final = try StoreState(copyOf: database, branch: "main")
        #expect(final.results == fixture.expected.results, "row for row, what an uninterrupted run stores")
    }

    @Test func aReadOnlyDatabaseOrFolderIsRefusedUpFrontAndLeftAsItWas() throws {
        let fixture = try Fixture()
        defer { fixture.repository.remove() }
        let database = fixture.folder + "/reference.sqlite"
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        // The file alone made read-only (a bind mount of it over itself): its folder stays writable.
        let file = try inNamespace(
            fixture.collectScript(
                database,
                prelude:
                    "mount --bind \"\(database)\" \"\(database)\" && mount -o remount,ro,bind \"\(database)\" || exit 90"
            ),
            environment: fixture.environment)
        #expect(file.status == 2, "\(file.errors)")
        #expect(
            file.errors
                == "Error: The database '\(database)' is read-only (its permissions or its file system): collect "
                + "writes to it and its '-wal' and '-shm' files. Make them and their folder writable, or point "
                + "--db at a writable copy.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "the database is as it was")

        let folder = fixture.folder + "/sealed"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sealed = try inNamespace(
            fixture.collectScript(
                folder + "/h.sqlite",
                prelude: "mount --bind \"\(folder)\" \"\(folder)\" && mount -o remount,ro,bind \"\(folder)\" || exit 90"
            ),
            environment: fixture.environment)
        #expect(sealed.status == 2, "\(sealed.errors)")
        #expect(
            sealed.errors
                == "Error: Cannot create the lock file '\(folder)/h.sqlite.lock': Read-only file system. collect "
                + "writes the database and its lock in that folder: make it writable, or point --db at a writable "
                + "one.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
