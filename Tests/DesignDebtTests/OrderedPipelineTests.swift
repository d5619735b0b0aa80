import Synchronization
import Testing

@testable import DesignDebt

@Suite struct OrderedPipelineTests {
    @Test func resultsComeBackInSubmissionOrder() {
        let pipeline = OrderedPipeline<Int, Int>(jobs: 3) { item in
            // Later items finish first: order must come from the pipeline, not from timing.
            var spin = 0
            for _ in 0..<((50 - item % 50) * 1_000) { spin &+= 1 }
            return item * 2 + (spin == -1 ? 1 : 0)
        }
        for item in 0..<200 { pipeline.submit(item) }
        let first = pipeline.take(120)
        let rest = pipeline.finish()
        #expect(first + rest == (0..<200).map { $0 * 2 })
        #expect(pipeline.finish().isEmpty)
    }

    @Test func abandoningDropsWhatIsStillQueued() {
        let transformed = Atomic<Int>(0)
        let pipeline = OrderedPipeline<Int, Int>(jobs: 1) { item in
            transformed.wrappingAdd(1, ordering: .relaxed)
            var spin = 0
            for _ in 0..<200_000 { spin &+= 1 }
            return item + (spin == -1 ? 1 : 0)
        }
        for item in 0..<1_000 { pipeline.submit(item) }
        pipeline.abandon()
        #expect(transformed.load(ordering: .relaxed) < 1_000)
    }

    /// The collector's feed reads ahead of the workers, so their queue never runs dry on a long
    /// history: an item (a blob's bytes) must still be let go of once it is taken, not when the
    /// queue empties, or every blob of the history stays in memory.
    @Test func anItemIsLetGoOfOnceTakenWhileTheQueueStaysFull() {
        let pipeline = OrderedPipeline<Payload, Int>(jobs: 1) { _ in
            var spin = 0
            for _ in 0..<20_000 { spin &+= 1 }
            return spin == -1 ? 1 : 0
        }
        for _ in 0..<2_000 { pipeline.submit(Payload()) }
        _ = pipeline.take(1_000)
        // About a thousand wait in the queue; the thousand transformed are gone.
        #expect(Payload.alive.load(ordering: .relaxed) < 1_500)
        _ = pipeline.finish()
        #expect(Payload.alive.load(ordering: .relaxed) == 0)
    }

    /// Counts its live instances.
    final class Payload: Sendable {
        static let alive = Atomic<Int>(0)
        init() { Payload.alive.wrappingAdd(1, ordering: .relaxed) }
        deinit { Payload.alive.wrappingSubtract(1, ordering: .relaxed) }
    }
}
