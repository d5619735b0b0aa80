/// Whether `text`, lower-cased, holds `phrase` as whole words: "elevate" in "Elevate your day",
/// not in "elevated" or "elevator".
func containsWords(_ text: String, _ phrase: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: phrase, range: searchStart..<text.endIndex) {
        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
        searchStart = text.index(after: range.lowerBound)
    }
    return false
}
