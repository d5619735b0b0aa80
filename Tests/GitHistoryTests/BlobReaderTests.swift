import Foundation
import Testing

@testable import GitHistory

@Suite struct BlobReaderTests {
    @Test func readsTextBinaryAndMultiMegabyteBlobs() throws {
        let test = try TestRepository()
        let big = (0..<5_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let binary: [UInt8] = [0, 1, 2, 0xFF, 0xFE, 10, 0, 13, 10]
        try test.write("Small.swift", "let a = 1\n")
        try test.write("Big.bin", bytes: big)
        try test.write("Binary.swift", bytes: binary)
        try test.write("Empty.swift", "")
        try test.commit("Blobs")
        let repository = try Repository(path: test.path)
        let reader = try BlobReader(repository: repository)

        #expect(try reader.read(test.blob("Small.swift")) == .content(Array("let a = 1\n".utf8)))
        #expect(try reader.read(test.blob("Big.bin")) == .content(big))
        #expect(try reader.read(test.blob("Binary.swift")) == .content(binary))
        #expect(try reader.read(test.blob("Empty.swift")) == .content([]))
        #expect(try reader.read(test.blob("Small.swift")) == .content(Array("let a = 1\n".utf8)))
        #expect(reader.restarts == 0)
    }

    @Test func answersMissingForUnknownObjectsAndKeepsReading() throws {
        let test = try TestRepository()
        try test.write("A.swift", "let a = 1\n")
        try test.commit("First")
        let reader = try BlobReader(repository: Repository(path: test.path))
        #expect(try reader.read(String(repeating: "0", count: 39) + "1") == .missing)
        #expect(try reader.read("not-an-object") == .missing)
        #expect(try reader.read(test.blob("A.swift")) == .content(Array("let a = 1\n".utf8)))
        #expect(reader.restarts == 0)

        let invalid = try #require(throws: GitError.self) { try reader.read("a\nb") }
        #expect(invalid.code == .invalidObjectName)
        reader.close()
        reader.close()
        let closed = try #require(throws: GitError.self) { try reader.read(test.blob("A.swift")) }
        #expect(closed.code == .readerClosed)
    }

    @Test func answersMissingForBlobsAPartialCloneNeverFetched() throws {
        let test = try TestRepository()
        try test.git("config", "uploadpack.allowFilter", "true")
        try test.write("A.swift", "let a = 1\n")
        try test.write("B.swift", "let b = 2\n")
        let commit = try test.commit("First")
        let blobA = try test.blob("A.swift")
        let blobB = try test.blob("B.swift")
        let clone = try Repository(path: try test.clone("partial", "--filter=blob:none", "--no-checkout"))

        // With the promisor remote reachable, git fetches an absent blob on demand...
        let fetching = try BlobReader(repository: clone)
        #expect(try fetching.read(blobA) == .content(Array("let a = 1\n".utf8)))
        // ...unless lazy fetching is off.
        let offline = try BlobReader(repository: clone, lazyFetch: false)
        #expect(try offline.read(blobB) == .missing)
        #expect(try offline.read(commit) != .missing)

        // With the remote gone, git 2.39's cat-file exits on the failed fetch; the reader restarts.
        try FileManager.default.moveItem(atPath: test.path, toPath: test.path + "-gone")
        defer { try? FileManager.default.moveItem(atPath: test.path + "-gone", toPath: test.path) }
        let reader = try BlobReader(repository: clone)
        #expect(try reader.read(blobB) == .missing)
        #expect(try reader.read(blobA) == .content(Array("let a = 1\n".utf8)))
        #expect(try reader.read(blobB) == .missing)
        #expect(try reader.read(commit) != .missing)
        #expect(reader.restarts <= 2)
        #expect(try clone.firstParentLog(branch: "main").count == 1)
    }
}
