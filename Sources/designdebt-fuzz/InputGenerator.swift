/// Makes one fuzz input from a generator state: random bytes, a soup of
/// interesting tokens, or (mostly) a seed with a few stacked mutations.
struct InputGenerator: Sendable {
    /// Inputs never grow past this, so one input is cheap and a hang is a real one.
    static let maxSize = 4096

    let seeds: [[UInt8]]

    /// Fragments that open, close or split the lexer's tricky states.
    static let interestingTokens: [[UInt8]] =
        [
            "\"", "\"\"\"", "#", "\\(", "(", ")", "{", "}", "[", "]", "/", "/*", "*/", "//", "\n", "\r", "\r\n",
            ".", ":", ",", "\\", "#\"", "\"#", "#/", "/#", "`", "@", "$0", "0x", "0b", "0o", "1.", "e-", "_",
            "#if", "#endif", "#Preview", "\\#(", "'", " ", "\t",
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xE2, 0x86, 0x93], [0xEF, 0xBB, 0xBF], [0xC3], [0xF0, 0x9F]]

    /// Words that make the analyzer's call patterns show up in token soups.
    static let words: [[UInt8]] = [
        "padding", "font", "system", "size", "Color", "red", "cornerRadius", "spacing", "withAnimation",
        "spring", "RoundedRectangle", "style", "circular", "let", "x", "12", "0.5", "import", "SwiftUI",
        "horizontal", "animation", "value", "self", "true", "caption2", "bold", "background", "black",
    ].map { Array($0.utf8) }

    /// Fills `out` with the input for the generator's current state.
    func generate(into out: inout [UInt8], rng: inout Xoshiro256) {
        out.removeAll(keepingCapacity: true)
        let mode = rng.below(100)
        if mode < 12 {
            let length = rng.int(in: 0...512)
            for _ in 0..<length { out.append(rng.byte()) }
        } else if mode < 22 {
            let count = rng.int(in: 0...80)
            for _ in 0..<count {
                let roll = rng.below(10)
                if roll < 6 {
                    out.append(contentsOf: pick(InputGenerator.interestingTokens, &rng))
                } else if roll < 9 {
                    out.append(contentsOf: pick(InputGenerator.words, &rng))
                } else {
                    out.append(rng.byte())
                }
            }
        } else {
            out.append(contentsOf: pick(seeds, &rng))
            // 1 to 8 mutations, fewer more often: most inputs stay close to real code.
            let mutations = rng.int(in: 1...(1 << rng.below(4)))
            for _ in 0..<mutations { mutate(&out, &rng) }
        }
        if out.count > InputGenerator.maxSize { out.removeSubrange(InputGenerator.maxSize...) }
    }

    @inline(__always) private func pick(_ list: [[UInt8]], _ rng: inout Xoshiro256) -> [UInt8] {
        list[rng.below(list.count)]
    }

    private func mutate(_ out: inout [UInt8], _ rng: inout Xoshiro256) {
        let count = out.count
        switch rng.below(10) {
        case 0:  // flip a bit
            guard count > 0 else { return }
            out[rng.below(count)] ^= 1 << UInt8(rng.below(8))
        case 1:  // insert a random byte
            out.insert(rng.byte(), at: rng.int(in: 0...count))
        case 2, 3, 4:  // insert an interesting token
            out.insert(contentsOf: pick(InputGenerator.interestingTokens, &rng), at: rng.int(in: 0...count))
        case 5:  // delete a range
            guard count > 0 else { return }
            let start = rng.below(count)
            let length = rng.int(in: 1...min(count - start, 1 + rng.below(64)))
            out.removeSubrange(start..<start + length)
        case 6:  // duplicate a range somewhere else
            guard count > 0 else { return }
            let start = rng.below(count)
            let length = rng.int(in: 1...min(count - start, 1 + rng.below(128)))
            let slice = Array(out[start..<start + length])
            out.insert(contentsOf: slice, at: rng.int(in: 0...count))
        case 7:  // splice: this input's head with another seed's tail
            let other = pick(seeds, &rng)
            let cut = rng.int(in: 0...count)
            let from = rng.int(in: 0...other.count)
            out.removeSubrange(cut...)
            out.append(contentsOf: other[from...])
        case 8:  // truncate
            guard count > 0 else { return }
            out.removeSubrange(rng.below(count)...)
        default:  // overwrite a byte
            guard count > 0 else { return }
            out[rng.below(count)] = rng.byte()
        }
    }
}
