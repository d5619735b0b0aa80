import SwiftLexer

/// A token reduced to what most tests compare: its kind and its source text.
struct Lexeme: Equatable, CustomStringConvertible {
    let kind: TokenKind
    let text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind) \(text.debugDescription)" }
}

/// Lexes `source` and returns each token as a `Lexeme`.
func lex(_ source: String, keepComments: Bool = true) -> [Lexeme] {
    let bytes = Array(source.utf8)
    return lexBytes(bytes, keepComments: keepComments)
}

/// Lexes raw bytes (which may not be valid UTF-8) and returns each token as a `Lexeme`.
func lexBytes(_ bytes: [UInt8], keepComments: Bool = true) -> [Lexeme] {
    Lexer.tokenize(bytes, keepComments: keepComments).map { token in
        Lexeme(token.kind, String(decoding: bytes[token.range], as: UTF8.self))
    }
}

/// The kinds of the tokens of `source`.
func kinds(_ source: String, keepComments: Bool = true) -> [TokenKind] {
    Lexer.tokenize(Array(source.utf8), keepComments: keepComments).map(\.kind)
}

/// The tokens of `source`, with positions and flags.
func tokens(_ source: String, keepComments: Bool = true) -> [Token] {
    Lexer.tokenize(Array(source.utf8), keepComments: keepComments)
}

/// The first token whose text is `text`; fails the lookup loudly rather than trapping.
func token(_ text: String, in source: String, keepComments: Bool = true) -> Token? {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes, keepComments: keepComments).first { token in
        String(decoding: bytes[token.range], as: UTF8.self) == text
    }
}

/// SplitMix64: a small deterministic generator, so random tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Realistic SwiftUI sources that exercise most of the grammar at once.
enum Snippets {
    static let card = #"""
        import SwiftUI

        /// A card that shows one hike.
        struct HikeCard: View {
            @State private var isExpanded = false
            @Environment(\.colorScheme) var colorScheme
            let hike: Hike

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(hike.name)
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
                    Text("\(hike.distance, specifier: "%.1f") km · \(hike.elevation)m")
                        .font(.caption)
                    if isExpanded {
                        Text(hike.summary).lineLimit(nil)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white.opacity(0.9)))
                .onTapGesture { withAnimation(.spring(response: 0.3)) { isExpanded.toggle() } }
            }
        }
        """#

    static let list = #"""
        // Screens/HikeList.swift
        import SwiftUI

        struct HikeList: View {
            @StateObject var model = HikeListModel()
            @State private var query = ""

            var body: some View {
                NavigationStack {
                    List(model.hikes.filter { query.isEmpty || $0.name.contains(query) }) { hike in
                        NavigationLink(value: hike) {
                            HikeCard(hike: hike)
                        }
                    }
                    .searchable(text: $query)
                    .navigationTitle("Hikes")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add", systemImage: "plus") { model.add() }
                        }
                    }
                }
            }
        }

        #Preview {
            HikeList()
        }
        """#

    static let modelCode = #"""
        import Foundation

        /* The model behind the list.
           /* Nested comments are allowed. */ */
        @MainActor
        final class HikeListModel: ObservableObject {
            @Published private(set) var hikes: [Hike] = []
            private let pattern = /(\d+)\s*km/
            private let strict = #/^[a-z]+\/[0-9]+$/#

            func add() {
                let id = hikes.count + 1
                hikes.append(Hike(id: id, name: "Hike #\(id)", distance: Double(id) * 1.5e0))
            }

            func total() -> Double {
                hikes.reduce(0) { $0 + $1.distance } / Double(max(hikes.count, 1))
            }

            func describe(_ value: Int?) -> String {
                guard let value, value >= 0x10 else { return "small" }
                let bits = 0b1010_1010 & 0o17
                let range = 0..<value
                return """
                    Value: \(value) "quoted" \
                    bits \(bits), range \(range.count)
                    """
            }

            #if DEBUG
            static let preview = HikeListModel()
            #elseif os(macOS)
            static let preview: HikeListModel? = nil
            #else
            static let preview: HikeListModel! = nil
            #endif
        }
        """#

    static let design = ##"""
        import SwiftUI

        enum Palette {
            static let accent = Color(#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            static let raw = #"C:\path\to\#(name)"#
            static let tuple = (1, (2, 3)).1.0
            static let `default` = Font.system(size: 12, weight: .regular, design: .rounded)
        }

        extension View {
            func cardStyle() -> some View {
                self.padding(16)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                    .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: -2)
            }
        }
        """##

    static let all: [String] = [card, list, modelCode, design]
}
