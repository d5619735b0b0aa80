/// `api/observable-object`: Combine-era observation (`ObservableObject`, `@Published`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`) where `@Observable` fits.
public struct APIObservableObject: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/observable-object", family: .api,
        title: "Use @Observable, not ObservableObject",
        rationale: """
            "NEVER use ObservableObject / @Published / @StateObject / @ObservedObject / \
            @EnvironmentObject in new code unless unavoidable (e.g. Combine debouncer)." With \
            @Observable a view updates only for the properties it reads, not every @Published change.
            """,
        fix:
            "Mark the model @Observable; own it with @State, pass it plainly or with @Bindable, inject it with @Environment.",
        triggeringExamples: [
            "final class FeedModel: ↓ObservableObject {\n    @Published var items: [Item] = []\n}",
            "struct FeedView: View {\n    ↓@StateObject private var model = FeedModel()\n}",
            "struct Row: View {\n    ↓@ObservedObject var model: FeedModel\n    ↓@EnvironmentObject var settings: Settings\n}",
            "extension Settings {\n    ↓@Published var theme: Theme\n}",
            "class Store: NSObject, ↓ObservableObject {}",
        ],
        nonTriggeringExamples: [
            "@Observable final class FeedModel {\n    var items: [Item] = []\n}",
            "struct FeedView: View {\n    @State private var model = FeedModel()\n    @Environment(Settings.self) private var settings\n}",
            "// ObservableObject and @Published are gone",
            "let name = \"ObservableObject\"",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        let file = context.file
        let conformances = context.mentions(of: .observableObject).filter { index in
            guard let kind = file.kind(index - 1) else { return false }
            return kind == .colon || kind == .comma || (kind == .operator && file.tokenIs(index - 1, "&"))
        }
        let published = context.mentions(of: .published)
        var hits: [RuleHit] = []
        for index in conformances {
            // The class's @Published properties go with it: one finding per model, not per property.
            let count = published.count
            let properties =
                count == 0 ? "" : " (with the \(count) @Published propert\(count == 1 ? "y" : "ies") of this file)"
            hits.append(context.hit(at: index, "ObservableObject: make the model @Observable\(properties)."))
        }
        if conformances.isEmpty {
            for index in published {
                hits.append(context.hit(at: index, "@Published: an @Observable model observes plain properties."))
            }
        }
        for index in context.mentions(of: .stateObject) {
            hits.append(context.hit(at: index, "@StateObject: own an @Observable model with @State."))
        }
        for index in context.mentions(of: .observedObject) {
            hits.append(
                context.hit(at: index, "@ObservedObject: pass an @Observable model as a plain property or @Bindable."))
        }
        for index in context.mentions(of: .environmentObject) {
            hits.append(
                context.hit(at: index, "@EnvironmentObject: read an @Observable model with @Environment(Model.self)."))
        }
        return hits
    }
}
