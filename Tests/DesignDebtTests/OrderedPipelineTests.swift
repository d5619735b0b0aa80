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
}
