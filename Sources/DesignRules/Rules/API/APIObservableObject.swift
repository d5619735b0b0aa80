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
            @Observable a view updates only for the properties it reads, not every @Published change. \
            A wrapper holding a type the app does not declare (a package's store) is unavoidable while \
            the dependency stays, and is not reported.
            """,
        fix:
            "Mark the model @Observable; own it with @State, pass it plainly or with @Bindable, inject it with @Environment.",
        availability: .os2023,
        isOptIn: true,
        measured: Measured(3, of: 12),
        triggeringExamples: [
            "final class FeedModel: ↓ObservableObject {\n    @Published var items: [Item] = []\n}",
            "struct FeedView: View {\n    ↓@StateObject private var model = FeedModel()\n}\nfinal class FeedModel: ↓ObservableObject {}",
            "struct Row: View {\n    ↓@ObservedObject var model: FeedModel\n    ↓@EnvironmentObject var settings: Settings\n}\nclass FeedModel: Model {}\nclass Settings: Model {}\nprotocol Model: ↓ObservableObject {}",
            "extension Settings {\n    ↓@Published var theme: Theme\n}",
            "class Store: NSObject, ↓ObservableObject {}",
        ],
        nonTriggeringExamples: [
            "@Observable final class FeedModel {\n    var items: [Item] = []\n}",
            "struct FeedView: View {\n    @State private var model = FeedModel()\n    @Environment(Settings.self) private var settings\n}",
            "// ObservableObject and @Published are gone",
            "let name = \"ObservableObject\"",
            // The store of a package the app depends on: it cannot be made @Observable here.
            "import SwiftUIFlux\nstruct Row: View {\n    @EnvironmentObject private var store: Store<AppState>\n}",
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
        let wrappers: [(WatchedName, String)] = [
            (.stateObject, "@StateObject: own an @Observable model with @State."),
            (.observedObject, "@ObservedObject: pass an @Observable model as a plain property or @Bindable."),
            (.environmentObject, "@EnvironmentObject: read an @Observable model with @Environment(Model.self)."),
        ]
        for (wrapper, message) in wrappers {
            for index in context.mentions(of: wrapper) where !holdsExternalType(index, context: context) {
                hits.append(context.hit(at: index, message))
            }
        }
        return hits
    }

    /// Whether the property the wrapper at `index` marks holds a type the app does not declare
    /// (`@EnvironmentObject var store: Store<AppState>` of a package): the app cannot make it
    /// `@Observable`, so the wrapper is unavoidable while the dependency stays.
    private func holdsExternalType(_ index: Int, context: RuleContext) -> Bool {
        let external = context.project.externalObservedTypes
        guard !external.isEmpty else { return false }
        let file = context.file
        var cursor = index + 1
        while cursor < file.tokens.count, cursor < index + 8, !file.tokens[cursor].flags.contains(.newlineBefore) {
            if file.kind(cursor) == .colon || file.tokenIs(cursor, "=") {
                return file.kind(cursor + 1) == .identifier && external.contains(file.text(cursor + 1))
            }
            cursor += 1
        }
        return false
    }
}
