import SwiftLexer

/// An animation curve written with literal parameters, in terms `fix` can compare: a
/// spring by its response and damping (`.spring(duration:bounce:)` is the same spring
/// spelled another way), an eased or linear curve by its duration.
public struct MotionCurve: Sendable, Equatable {
    public enum Shape: String, Sendable {
        case spring, easeIn, easeOut, easeInOut, linear
    }

    public var shape: Shape
    /// A spring's response, or a curve's duration, in seconds.
    public var duration: Double
    /// A spring's damping fraction (1 for an eased curve).
    public var damping: Double

    public init(shape: Shape, duration: Double, damping: Double = 1) {
        self.shape = shape
        self.duration = duration
        self.damping = damping
    }

    /// How far apart two curves of one shape are: the larger of the two parameters'
    /// differences. Nil for different shapes, which no tolerance makes alike.
    public func distance(to other: MotionCurve) -> Double? {
        guard shape == other.shape else { return nil }
        return max(abs(duration - other.duration), abs(damping - other.damping))
    }

    /// Reads the call whose callee is token `name` (`spring`, `easeInOut`, ...): nil unless
    /// every argument is a number literal with a label this type knows. `response` alone keeps
    /// SwiftUI's default damping (0.825); `duration` alone, no bounce.
    static func read(call name: Int, in file: SourceFile) -> MotionCurve? {
        guard let call = file.call(at: name), call.openParen != nil, call.trailingClosures.isEmpty,
            !call.arguments.isEmpty
        else { return nil }
        var values: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label, let number = literalNumber(argument.value, in: file) else { return nil }
            values[file.text(label)] = number
        }
        let callee = file.text(name)
        switch callee {
        case "spring":
            if let response = values["response"] {
                let damping = values["dampingFraction"] ?? 0.825
                guard Set(values.keys).isSubset(of: ["response", "dampingFraction", "blendDuration"]),
                    (values["blendDuration"] ?? 0) == 0
                else { return nil }
                return MotionCurve(shape: .spring, duration: response, damping: damping)
            }
            if let duration = values["duration"] {
                guard Set(values.keys).isSubset(of: ["duration", "bounce"]) else { return nil }
                // SwiftUI's own mapping: a bounce of b is a damping fraction of 1 - b, and a
                // negative (overdamped) bounce one of 1 / (1 + b).
                let bounce = values["bounce"] ?? 0
                let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
                return MotionCurve(shape: .spring, duration: duration, damping: damping)
            }
            return nil
        case "easeIn", "easeOut", "easeInOut", "linear":
            guard values.count == 1, let duration = values["duration"], let shape = Shape(rawValue: callee) else {
                return nil
            }
            return MotionCurve(shape: shape, duration: duration)
        default:
            return nil
        }
    }

    /// `0.3` or `1`: one number literal.
    private static func literalNumber(_ range: Range<Int>, in file: SourceFile) -> Double? {
        guard range.count == 1, let kind = file.kind(range.lowerBound), kind == .integerLiteral || kind == .floatLiteral
        else { return nil }
        return file.numberValue(range.lowerBound)
    }
}
