/// An `.xcconfig` file: its `KEY = value` settings and the files it includes (`#include "Base.xcconfig"`,
/// `#include? "Overrides.xcconfig"`), which come first and which its own settings override.
/// Settings conditioned on an SDK or an architecture (`KEY[sdk=iphoneos*] = ...`) are left out:
/// they say what one build does, not what the target supports.
struct XCConfigFile: Sendable, Equatable {
    /// The included files, in order, each where Xcode looks for it: beside the including file,
    /// then (a path written from the project's folder, `#include "Xcode/Shared/Common.xcconfig"`
    /// deep in `Xcode/tvOS/`) from the root.
    var includes: [Include] = []

    struct Include: Sendable, Equatable {
        /// Root-relative, read from the including file's folder.
        let besideFile: String
        /// Root-relative, the path as written.
        let fromRoot: String
    }
    var settings: [String: String] = [:]

    /// Reads the file at the root-relative `path`.
    init(_ text: String, path: String) {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""),
                    let close = line[line.index(after: open)...].firstIndex(of: "\"")
                else { continue }
                let included = String(line[line.index(after: open)..<close])
                includes.append(
                    Include(
                        besideFile: XcodeProject.normalized(folder.isEmpty ? included : folder + "/" + included),
                        fromRoot: XcodeProject.normalized(included)))
                continue
            }
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingSpaces
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            settings[String(key)] = String(line[line.index(after: equals)...].trimmingSpaces.trimmingCharacter(";"))
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacter(_ character: Character) -> Substring {
        last == character ? dropLast() : self
    }
}
