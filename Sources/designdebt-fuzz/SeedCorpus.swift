/// Real-looking Swift and SwiftUI sources the mutator starts from, each
/// exercising lexical forms that are easy to get wrong: nested interpolation,
/// raw and multiline strings, both regex spellings, nested comments,
/// conditional compilation, macros, Unicode, and every number base.
enum SeedCorpus {
    /// The seeds as bytes, plus CRLF and BOM variants of some of them.
    static let all: [[UInt8]] = {
        var seeds = sources.map { Array($0.utf8) }
        for source in sources.prefix(4) {
            seeds.append(Array(source.replacingLineFeeds(with: "\r\n").utf8))
        }
        seeds.append([0xEF, 0xBB, 0xBF] + Array(sources[0].utf8))
        seeds.append([0xEF, 0xBB, 0xBF] + Array(sources[2].replacingLineFeeds(with: "\r").utf8))
        return seeds
    }()

    static let sources: [String] = [
        #"""
        import SwiftUI

        struct CardView: View {
            @State private var isExpanded = false
            @Environment(\.colorScheme) var colorScheme
            let title: String

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Hello, \(title)!")
                        .font(.system(size: 13))
                        .font(.system(size: 17, weight: .bold, design: .rounded))
                        .fontWeight(.bold)
                        .foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
                        .padding(.horizontal, 12)
                        .padding(.vertical, 7.5)
                        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                    Text("Caption").font(.caption2)
                }
                .padding()
                .background(Color.black)
                .background(RoundedRectangle(cornerRadius: 8, style: .circular).fill(.white))
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .cornerRadius(6)
                .onTapGesture {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isExpanded.toggle() }
                }
                .animation(.easeInOut(duration: 0.25))
                .animation(.linear.repeatForever(autoreverses: false), value: isExpanded)
            }
        }

        #Preview {
            CardView(title: "Preview")
        }
        """#,
        ##"""
        let name = "world"
        let nested = "outer \( "inner \(name) \("deep \(1 + 2)")" ) done"
        let raw = #"raw \(notInterpolated) \#(interpolated) "quotes" "#
        let rawer = ##"a "# inside"##
        let escapes = "tab\t newline\n quote\" backslash\\ unicode\u{1F600} \0"
        let multi = """
            Line one \(name)
            "Quoted" and \"""
            continued \
            end
            """
        let rawMulti = #"""
            raw """ inside \#(name)
            """#
        let empty = ""
        let emptyMulti = """
            """
        let closure = "\({ () -> String in "x\("y")" }())"
        """##,
        #"""
        import Foundation
        let r1 = /a+b*/
        let r2 = #/(?<year>\d{4})-(?<month>\d{2})/#
        let r3 = ##/multi # line /#
        with # comment
        /##
        let division = a / b / c
        let notRegex = x/2 + y/ 3
        let afterParen = (x) / (y)
        let r4 = try? Regex(/\s+/)
        let r5 = text.split(separator: /,\s*/)
        if let m = s.firstMatch(of: /[a-z]+\/[0-9]+/) { print(m) }
        let op = value /= 2
        """#,
        #"""
        /* outer /* inner */ still outer */
        /** doc block
         * - Parameter x: a value
         */
        /// A doc line
        //// not doc
        /**/ let afterEmpty = 1
        /* unterminated? no: /* */ */
        func f() {} // trailing
        #!/not/a/shebang/here
        """#,
        #"""
        #!/usr/bin/env swift
        #if false
        let broken = "unterminated
        #elseif os(iOS) && !targetEnvironment(simulator)
        import UIKit
        #else
        import AppKit
        #endif
        #if DEBUG
        #warning("debug build")
        #endif
        #sourceLocation(file: "x.swift", line: 10)
        #sourceLocation()
        let sel = #selector(tap(_:))
        if #available(iOS 17, macOS 14, *) { }
        let lit = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        let file = #file, line = #line, fn = #function
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        """#,
        #"""
        let dec = 1_000_000
        let hex = 0xFF_FF, hexFloat = 0x1.8p3, negHexExp = 0x1p-2
        let oct = 0o755, bin = 0b1010_0101
        let flt = 3.14159, exp = 1e10, negExp = 2.5E-3, under = 1_0.0_1
        let neg = -42, tuple = pair.0.1, member = 1.description
        let bad = 0b102, bad2 = 0xG, bad3 = 1e, bad4 = 0o8, bad5 = 1._2
        let big = 123456789012345678901234567890
        let range = 0..<10, closed = 1...5, open = ...3, dots = x...
        """#,
        #"""
        let café = "naïve"
        let π = 3.14159
        let 🐶🐮 = "dogcow"
        let `class` = 1
        let `with space` = 2
        infix operator ∘: MultiplicationPrecedence
        prefix operator √
        func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { f(g($0)) } }
        let composed = double ∘ square
        let root = √16.0
        let arrow = "↓ marker"
        let combining = "e\u{301}" + "é"
        let zwj = "👩‍👩‍👧"
        let 变量 = 1, переменная = 2
        """#,
        #"""
        @MainActor
        @available(iOS 15.0, *)
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var items: [String: [Int]] = [:]
            @objc dynamic var flag = false
            nonisolated(unsafe) static var shared: Model?
            func load() async throws -> some Collection<Int> {
                let values = try await fetch(); defer { print("done") }
                return values.map { $0 * 2 }.filter { ($0 & 1) == 0 }
            }
            subscript(key: String) -> [Int]? { items[key] }
            var x: Int? { get { nil } set { } }
            let kp = \Model.items, kp2 = \.flag
            let optional = a?.b!.c ?? d
            let generic: Array<Dictionary<String, Set<Int>>> = []
        }
        """#,
        #"""
        struct Settings: View {
            var body: some View {
                Form {
                    Section(header: Text("General")) {
                        Toggle("On", isOn: $on).tint(.blue)
                        HStack(spacing: 4) { Image(systemName: "star.fill").foregroundStyle(.yellow) }
                        LazyVGrid(columns: [GridItem(.flexible(), spacing: 16)], spacing: 20) { }
                    }
                }
                .listRowInsets(EdgeInsets())
                .frame(width: 320, height: 200)
                .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                .overlay(Capsule().stroke(Color(.systemGray4), lineWidth: 1))
                .background(Color.white.ignoresSafeArea())
                .foregroundColor(UIColor.red.swiftUIColor)
                .transaction { $0.animation = .interpolatingSpring(stiffness: 170, damping: 15) }
                .animation(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4), value: state)
                .font(.custom("Inter", size: 15, relativeTo: .body))
                .font(Font.system(size: 11).weight(.semibold))
                .padding([.top, .bottom], 10)
                .spacing(2 * 4 + 1)
                .cornerRadius(CGFloat(radius))
            }
        }
        """#,
        #"""
        enum E { case a(Int), b(label: String) }
        switch e {
        case .a(let x) where x > 0: break
        case let .b(label): print(label)
        default: fallthrough
        }
        guard let v = w else { return }
        repeat { i += 1 } while i < 10
        for case let (k, v)? in pairs where k != "" { continue }
        let t: (Int, String) -> Void = { _, _ in }
        x = y ? z : w
        a=b;c=d
        let u = &x
        """#,
        #"""
        Text("He said \"\(name.isEmpty ? "nobody" : "\(name)")\"")
        Text(verbatim: #"\(notAnInterpolation)"#)
        Text("\(Text("bold").bold()) and \(Image(systemName: "x"))")
        print("\("\("\("\("deep")")")")")
        let s = "unterminated \(interp
        let t = "after"
        """#,
        "",
        "\"",
        "\"\"\"",
        "#\"",
        "/*",
        "\"\\(",
        "#/",
        "x\r\n/* a\r\n b */\r\ny",
    ]
}

extension String {
    fileprivate func replacingLineFeeds(with newline: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
    }
}
