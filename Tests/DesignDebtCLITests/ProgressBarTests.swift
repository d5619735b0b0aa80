import DesignDebt
import Testing

@testable import DesignDebtCLI

@Suite struct ProgressBarTests {
    @Test func aKnownTotalDrawsTheBarAndTheETA() {
        let line = ProgressBar.line(
            CollectProgress(commitsDone: 50, commitsTotal: 200, blobsAnalyzed: 120), elapsed: 2)
        #expect(line == "\r[######------------------] 50/200 commits, 120 blobs analyzed, 25 commits/s, ETA 6s ")
    }

    @Test func whileGitIsStillListingTheCountGoesOnWithoutABar() {
        let line = ProgressBar.line(
            CollectProgress(commitsDone: 30, commitsTotal: nil, blobsAnalyzed: 90), elapsed: 3)
        #expect(line == "\r30 commits, 90 blobs analyzed, 10 commits/s, listing the rest ")
    }

    @Test func drawsOnlyOnATerminal() {
        var written: [String] = []
        let bar = ProgressBar(write: { written.append($0) }, enabled: false)
        bar.update(CollectProgress(commitsDone: 1, commitsTotal: 1, blobsAnalyzed: 1))
        bar.finish()
        #expect(written.isEmpty)
    }
}
