/// A stack of plain values in a buffer of its own, grown by doubling.
struct RawStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    var last: Element? { count > 0 ? storage[count - 1] : nil }

    subscript(index: Int) -> Element { storage[index] }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    @inline(__always) mutating func push(_ element: Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    @inline(__always) mutating func pop() { count -= 1 }

    /// Drops the elements from `index` on.
    mutating func truncate(to index: Int) { count = index }

    func lastIndex(where matches: (Element) -> Bool) -> Int? {
        var index = count - 1
        while index >= 0 {
            if matches(storage[index]) { return index }
            index -= 1
        }
        return nil
    }

    func deallocate() { storage.deallocate() }
}
