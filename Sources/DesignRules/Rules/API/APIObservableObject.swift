/// `api/observable-object`: a Combine-era model (`ObservableObject`) where `@Observable` fits.
/// One finding per model, at its conformance: its `@Published` properties and the views that hold
/// it (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) change with it, one cause.
public struct APIObservableObject: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/observable-object", family: .api,
        title: "Use @Observable, not ObservableObject",
        rationale: """
            "NEVER use ObservableObject / @Published / @StateObject / @ObservedObject / \
            @EnvironmentObject in new code unless unavoidable (e.g. Combine debouncer)." With \
            @Observable a view updates only for the properties it reads, not every @Published change. \
            The model is the cause: it is reported once, where it conforms; its @Published properties \
            and the wrappers of the views holding it go with it, so they are not reported apart (a \
            wrapper holding a package's store is unavoidable while the dependency stays).
            """,
        fix:
            "Mark the model @Observable; own it with @State, pass it plainly or with @Bindable, inject it with @Environment.",
        availability: .os2023,
        isOptIn: true,
        measured: Measured(8, of: 9),
        triggeringExamples: [
            "final class FeedModel: ↓ObservableObject {\n    @Published var items: [Item] = []\n}",
            "struct FeedView: View {\n    @StateObject private var model = FeedModel()\n}\nfinal class FeedModel: ↓ObservableObject {}",
            "class FeedModel: Model {}\nprotocol Model: ↓ObservableObject {}",
            "class Store: NSObject, ↓ObservableObject {}",
            "final class Session: Sendable & ↓ObservableObject {}",
        ],
        nonTriggeringExamples: [
            "@Observable final class FeedModel {\n    var items: [Item] = []\n}",
            "struct FeedView: View {\n    @State private var model = FeedModel()\n    @Environment(Settings.self) private var settings\n}",
            "// ObservableObject and @Published are gone",
            "let name = \"ObservableObject\"",
            // The views holding a model: the model's finding covers them.
            "struct Row: View {\n    @ObservedObject var model: FeedModel\n    @EnvironmentObject var settings: Settings\n}",
            // A subclass's @Published: its model's conformance, elsewhere, is the finding.
            "final class DetailModel: BaseModel {\n    @Published var title = \"\"\n}",
            // The store of a package the app depends on: it cannot be made @Observable here.
            "import SwiftUIFlux\nstruct Row: View {\n    @EnvironmentObject private var store: Store<AppState>\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        let file = context.file
        let conformances = context.mentions(of: .observableObject).filter { index in
            guard let kind = file.kind(index - 1) else { return false }
            return kind == .colon || kind == .comma || (kind == .operator && file.tokenIs(index - 1, "&"))
        }
        // The class's @Published properties go with it: one finding per model, not per property.
        let count = context.mentions(of: .published).count
        let properties =
            count == 0 ? "" : " (with the \(count) @Published propert\(count == 1 ? "y" : "ies") of this file)"
        return conformances.map { index in
            context.hit(
                at: index,
                "ObservableObject: make the model @Observable\(properties); the views holding it follow.")
        }
    }
}
