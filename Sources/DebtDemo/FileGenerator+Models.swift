import DesignDebt

/// Non-view code: models, view models, tokens, networking, tests and
/// manifests. The analyzer finds little here, but it must lex all of it.
extension FileGenerator {
    /// A `Codable` model with coding keys and a placeholder.
    mutating func modelStruct(name: String) {
        docComment("A \(name.lowercased()) as the server returns it.")
        out.open("public struct \(name): Codable, Identifiable, Hashable, Sendable {")
        var fields: [String] = []
        for property in DemoVocabulary.properties where rng.chance(0.35) {
            fields.append(property)
        }
        if fields.isEmpty { fields = ["title"] }
        out.line("public let id: String")
        for field in fields {
            if rng.chance(0.2) {
                out.line("/// The \(field) shown in the row; may be empty for remote \(name.lowercased())s.")
            }
            out.line("public \(rng.chance(0.7) ? "let" : "var") \(field): \(fieldType(field))")
        }
        out.blank()
        out.open("enum CodingKeys: String, CodingKey {")
        out.line("case id")
        for field in fields {
            let snake = snakeCase(field)
            out.line(snake == field ? "case \(field)" : "case \(field) = \"\(snake)\"")
        }
        out.close()
        out.blank()
        out.open("public static func placeholder() -> \(name) {")
        out.line(".init(id: UUID().uuidString\(fields.map { ", \($0): \(placeholderValue($0))" }.joined()))")
        out.close()
        if remaining > 10 {
            out.blank()
            out.open("public var \(rng.pick(["summaryText", "accessibleDescription", "shareText"])): String {")
            out.line("let base = \"\\(id)\"")
            out.open("switch \(fields[0]) {")
            out.line("case _ where base.isEmpty: return \"\(rng.pick(DemoVocabulary.phrases))\"")
            out.line("default: return \"\\(base) · \\(String(describing: \(fields[0])))\"")
            out.close()
            out.close()
        }
        out.close()
    }

    func fieldType(_ field: String) -> String {
        switch field {
        case "createdAt": return "ServerDate"
        case "isPinned", "isSelected", "isLoading": return "Bool"
        case "count", "score", "repliesCount", "reblogsCount", "favouritesCount": return "Int"
        case "url", "avatarURL", "header": return "URL?"
        case "emojis": return "[Emoji]"
        case "mediaAttachments": return "[MediaAttachment]"
        default: return "String"
        }
    }

    func placeholderValue(_ field: String) -> String {
        switch fieldType(field) {
        case "ServerDate": return ".init()"
        case "Bool": return "false"
        case "Int": return "0"
        case "URL?": return "URL(string: \"https://mastodon.social/@\(field)\")"
        case "String": return "\"Lorem ipsum \\(\(field.count)) dolor\""
        default: return "[]"
        }
    }

    func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result.append("_")
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// An enum with raw values and computed properties.
    mutating func modelEnum(name: String) {
        let cases = [
            "all", "mentions", "favourites", "reblogs", "polls", "follows", "local", "federated", "unlisted", "direct",
        ]
        let start = rng.below(4)
        let chosen = Array(cases[start..<min(cases.count, start + rng.int(3...6))])
        out.open("public enum \(name): String, CaseIterable, Codable, Sendable {")
        out.line("case " + chosen.joined(separator: ", "))
        out.blank()
        out.open("public var iconName: String {")
        out.open("switch self {")
        for item in chosen {
            out.line("case .\(item): \"\(rng.pick(DemoVocabulary.symbols))\"")
        }
        out.close()
        out.close()
        if remaining > 6 {
            out.blank()
            out.open("public var title: LocalizedStringKey {")
            out.open("switch self {")
            for item in chosen {
                out.line("case .\(item): \"\(rng.pick(DemoVocabulary.keys)).\(item)\"")
            }
            out.close()
            out.close()
        }
        out.close()
    }

    /// An extension with helpers: closures, key paths, optional chaining, numbers.
    mutating func modelExtension(name: String) {
        out.open("extension \(name) {")
        let count = rng.int(1...3)
        for index in 0..<count {
            switch rng.below(4) {
            case 0:
                out.open(
                    "func \(rng.pick(["sorted", "filtered", "grouped"]))(by keyword: String) -> [\(rng.pick(DemoVocabulary.nouns))] {"
                )
                out.line("items.filter { $0.title.localizedCaseInsensitiveContains(keyword) }")
                out.line("    .sorted { $0.createdAt > $1.createdAt }")
                out.close()
            case 1:
                out.open("var isRecent: Bool {")
                out.line("Date().timeIntervalSince(createdAt.asDate) < 60 * 60 * 24 && count >= 0x0F")
                out.close()
            case 2:
                out.line("static let pageSize = 40")
                out.line("static let maxAttachments = 4_000 / 1_000")
            default:
                out.open("func formattedCount(_ value: Int) -> String {")
                out.open("if value >= 1_000_000 {")
                out.line("return String(format: \"%.1fM\", Double(value) / 1e6)")
                out.reopen("} else if value >= 1_000 {")
                out.line("return \"\\(value / 1_000)K\"")
                out.close()
                out.line("return \"\\(value)\"")
                out.close()
            }
            if index < count - 1 { out.blank() }
        }
        out.close()
    }

    /// An `@Observable` view model with async loading and error handling.
    mutating func viewModelClass(name: String) {
        let noun = rng.pick(DemoVocabulary.nouns)
        docComment("Loads and pages \(noun.lowercased())s for the view.")
        out.line("@MainActor")
        out.line("@Observable")
        out.open("final class \(name) {")
        out.open("enum State: Equatable {")
        out.line("case loading, loaded([\(noun)]), error(String)")
        out.close()
        out.blank()
        out.line("var state: State = .loading")
        out.line("var items: [\(noun)] = []")
        out.line("var isLoading = false")
        out.line("private let client: Client")
        out.line("private var nextPage: String?")
        out.line("private var tasks: [String: Task<Void, Never>] = [:]")
        out.blank()
        out.open("init(client: Client = .shared) {")
        out.line("self.client = client")
        out.close()
        var methods = 0
        while remaining > 8, methods < 5 {
            out.blank()
            methods += 1
            switch rng.below(4) {
            case 0:
                out.open("func fetch() async {")
                out.line("isLoading = true")
                out.line("defer { isLoading = false }")
                out.open("do {")
                out.line(
                    "let page: [\(noun)] = try await client.get(endpoint: \(noun)Endpoint.list(maxId: nextPage, limit: 40))"
                )
                out.line("items.append(contentsOf: page)")
                out.line("nextPage = page.last?.id")
                out.line("state = .loaded(items)")
                out.reopen("} catch {")
                out.line("state = .error(\"Could not load \(noun.lowercased())s: \\(error.localizedDescription)\")")
                out.close()
                out.close()
            case 1:
                out.open("func refresh() async throws {")
                out.line("nextPage = nil")
                out.line("items.removeAll(keepingCapacity: true)")
                out.line("try await Task.sleep(for: .milliseconds(\(rng.int(1...5) * 100)))")
                out.line("await fetch()")
                out.close()
            case 2:
                out.open("func select(_ id: \(noun).ID?) {")
                out.line("guard let id, let index = items.firstIndex(where: { $0.id == id }) else { return }")
                out.line("items[index].isSelected.toggle()")
                out.line("tasks[id]?.cancel()")
                out.open("tasks[id] = Task { [weak self] in")
                out.line("guard let self else { return }")
                out.line("_ = try? await client.post(endpoint: \(noun)Endpoint.mark(id: id))")
                out.line("self.state = .loaded(self.items)")
                out.close()
                out.close()
            default:
                out.line("#if DEBUG")
                out.open("func debugDescription() -> String {")
                out.open("let lines = items.enumerated().map { index, item in")
                out.line("\"\\(index): \\(item.id) — \\(String(describing: item))\"")
                out.close()
                out.line("return \"\"\"")
                out.line("    \(name) (\\(items.count) items)")
                out.line("    \\(lines.joined(separator: \"\\n\"))")
                out.line("    \"\"\"")
                out.close()
                out.line("#endif")
            }
        }
        out.close()
    }

    /// The design-system token enums the scanner treats as tokens.
    mutating func tokenEnum() {
        switch rng.below(3) {
        case 0:
            docComment("Spacing on a 4-point grid.")
            out.open("public enum Space {")
            for (name, value) in [
                ("hair", 2), ("xs", 4), ("sm", 8), ("md", 12), ("lg", 16), ("xl", 24), ("xxl", 32), ("xxxl", 48),
            ] {
                out.line("public static let \(name): CGFloat = \(value)")
            }
            out.line("public static let touchTarget: CGFloat = 44")
            out.close()
        case 1:
            docComment("Corner radii; always continuous.")
            out.open("public enum Radii {")
            for (name, value) in [("sm", 4), ("md", 8), ("lg", 12), ("card", 16), ("sheet", 24)] {
                out.line("public static let \(name): CGFloat = \(value)")
            }
            out.blank()
            out.open("public static func shape(_ radius: CGFloat) -> RoundedRectangle {")
            out.line("RoundedRectangle(cornerRadius: radius, style: .continuous)")
            out.close()
            out.close()
        default:
            docComment("Animation curves; never `repeatForever`.")
            out.open("public enum Motion {")
            out.line("public static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.85)")
            out.line("public static let press = Animation.spring(response: 0.2, dampingFraction: 0.9)")
            out.line("public static let release = Animation.spring(response: 0.35, dampingFraction: 0.7)")
            out.line("public static let gentle = Animation.easeInOut(duration: 0.25)")
            out.close()
        }
    }

    /// A networking endpoint enum: paths with interpolation, raw strings and
    /// a regex literal.
    mutating func endpointEnum(name: String) {
        let noun = rng.pick(DemoVocabulary.nouns).lowercased()
        out.open("public enum \(name): Endpoint {")
        out.line("case list(maxId: String?, limit: Int)")
        out.line("case detail(id: String)")
        out.line("case mark(id: String)")
        out.line("case search(query: String, type: String?)")
        out.blank()
        out.open("public func path() -> String {")
        out.open("switch self {")
        out.line("case .list: \"\(noun)s\"")
        out.line("case let .detail(id): \"\(noun)s/\\(id)\"")
        out.line("case let .mark(id): \"\(noun)s/\\(id)/read\"")
        out.line("case .search: \"search\"")
        out.close()
        out.close()
        out.blank()
        out.open("public func queryItems() -> [URLQueryItem]? {")
        out.open("switch self {")
        out.line("case let .list(maxId, limit):")
        out.line("    var params = [URLQueryItem(name: \"limit\", value: String(limit))]")
        out.line("    if let maxId { params.append(.init(name: \"max_id\", value: maxId)) }")
        out.line("    return params")
        out.line("case let .search(query, type):")
        out.line("    return [.init(name: \"q\", value: query), .init(name: \"type\", value: type ?? \"accounts\")]")
        out.line("default:")
        out.line("    return nil")
        out.close()
        out.close()
        if remaining > 8 {
            out.blank()
            out.line("/// Matches `@user@host` handles in pasted text.")
            out.line(
                rng.chance(0.5)
                    ? "static let handlePattern = #\"@([a-z0-9_]+)@([a-z0-9.\\-]+)\"#"
                    : "static let handleRegex = /@(?<user>[a-z0-9_]+)@(?<host>[a-z0-9.-]+)/")
            out.blank()
            out.open("static func decode(_ data: Data) throws -> [\(name)Result] {")
            out.line("let decoder = JSONDecoder()")
            out.line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
            out.line("return try decoder.decode([\(name)Result].self, from: data)")
            out.close()
        }
        out.close()
    }

    /// A Swift Testing suite.
    mutating func testSuite(name: String) {
        out.line("@Suite(\"\(name)\")")
        out.open("struct \(name.replacingOccurrences(of: "+", with: "")) {")
        var tests = 0
        while remaining > 6, tests < 6 {
            tests += 1
            let noun = rng.pick(DemoVocabulary.nouns)
            out.line("@Test(\"\(rng.pick(["decodes", "pages", "filters", "sorts"])) \(noun.lowercased())s\")")
            out.open("func \(rng.pick(["decodes", "pages", "filters", "sorts"]))\(noun)s\(tests)() async throws {")
            out.line("let json = #\"{\"id\": \"\(rng.int(1...999_999))\", \"display_name\": \"Ana \\u{1F600}\"}\"#")
            out.line("let value = try JSONDecoder().decode(\(noun).self, from: Data(json.utf8))")
            out.line("#expect(value.id == \"\(rng.int(1...999))\")")
            out.line("#expect(value.count >= \(rng.int(0...40)), \"count was \\(value.count)\")")
            out.close()
            out.blank()
        }
        out.close()
    }

    /// A feature package's `Package.swift`.
    mutating func manifest() {
        let name = typeName
        out.line("// swift-tools-version:6.0")
        out.blank()
        out.line("import PackageDescription")
        out.blank()
        out.open("let package = Package(")
        out.line("name: \"\(name)\",")
        out.line("defaultLocalization: \"en\",")
        out.line("platforms: [")
        out.line("    .iOS(.v17),")
        out.line("    .visionOS(.v1),")
        out.line("],")
        out.line("products: [")
        out.line("    .library(name: \"\(name)\", targets: [\"\(name)\"]),")
        out.line("],")
        out.line("dependencies: [")
        out.line("    .package(name: \"Models\", path: \"../Models\"),")
        out.line("    .package(name: \"Env\", path: \"../Env\"),")
        out.line("    .package(url: \"https://github.com/kean/Nuke\", from: \"12.0.0\"),")
        out.line("],")
        out.line("targets: [")
        out.line("    .target(name: \"\(name)\", dependencies: [.product(name: \"Models\", package: \"Models\")],")
        out.line("            swiftSettings: [.swiftLanguageMode(.v6)]),")
        out.line("    .testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"]),")
        out.line("]")
        out.close(")")
    }
}
