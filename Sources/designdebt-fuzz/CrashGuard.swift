#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves the input a worker is running when the process dies on a signal
/// (a Swift trap is SIGILL or SIGTRAP), then lets the previous handler (the
/// Swift runtime's backtracer, when on) report the crash.
///
/// A signal handler may only call async-signal-safe functions, so every
/// worker copies its input into a buffer allocated up front, and the handler
/// formats the file name by hand and writes with `open`/`write`.
enum CrashGuard {
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Set once by `install`, read by the handler.
    nonisolated(unsafe) static var slots: [CrashSlot] = []
    nonisolated(unsafe) static var seed: UInt64 = 0
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()
    /// Set when the watchdog already saved the input and signals a hung worker for its stack.
    nonisolated(unsafe) static var suppressSave: Int32 = 0

    static func install(slots: [CrashSlot], seed: UInt64) {
        CrashGuard.slots = slots
        CrashGuard.seed = seed
        for signal in signals {
            var action = sigaction()
            action.sa_flags = SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = { signal, info, context in
                CrashGuard.handle(signal, info, context)
            }
            sigaction(signal, &action, CrashGuard.previous + Int(signal))
        }
    }

    static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        let me = pthread_self()
        if suppressSave == 0 {
            for slot in slots where slot.thread.pointee != 0 && pthread_equal(slot.thread.pointee, me) != 0 {
                slot.saveFromSignal(seed: seed, signal: signal)
            }
        }
        // Hand the signal to whoever had it before: returning re-runs the
        // faulting instruction (or we re-raise), now under the old handler.
        sigaction(signal, previous + Int(signal), nil)
        if signal == SIGABRT || info?.pointee.si_code ?? 0 <= 0 { raise(signal) }
    }
}

/// One worker's current input, in memory a signal handler may read.
final class CrashSlot: @unchecked Sendable {
    let buffer: UnsafeMutablePointer<UInt8>
    let length: UnsafeMutablePointer<Int>
    let iteration: UnsafeMutablePointer<UInt64>
    let thread: UnsafeMutablePointer<pthread_t>
    private let path: UnsafeMutablePointer<CChar>
    private let message: UnsafeMutablePointer<CChar>
    private let hexLine: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
        buffer = .allocate(capacity: capacity)
        length = .allocate(capacity: 1)
        length.pointee = 0
        iteration = .allocate(capacity: 1)
        iteration.pointee = 0
        thread = .allocate(capacity: 1)
        thread.pointee = 0
        path = .allocate(capacity: 256)
        message = .allocate(capacity: 512)
        hexLine = .allocate(capacity: 80)
    }

    /// Copies the input about to run, so a crash can save it.
    @inline(__always) func record(_ input: [UInt8], iteration: UInt64) {
        input.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
        }
        length.pointee = input.count
        self.iteration.pointee = iteration
    }

    /// Async-signal-safe: writes `fuzz-crash-<seed>-<iteration>.bin` and a line to stderr.
    func saveFromSignal(seed: UInt64, signal: Int32) {
        var cursor = 0
        func put(_ text: StaticString, _ into: UnsafeMutablePointer<CChar>) {
            let bytes = text.utf8Start
            for index in 0..<text.utf8CodeUnitCount {
                into[cursor] = CChar(bitPattern: bytes[index])
                cursor += 1
            }
        }
        func putNumber(_ value: UInt64, _ into: UnsafeMutablePointer<CChar>) {
            var digits:
                (
                    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
                ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            var rest = value
            withUnsafeMutableBytes(of: &digits) { raw in
                repeat {
                    raw[count] = UInt8(48 + rest % 10)
                    rest /= 10
                    count += 1
                } while rest > 0
                while count > 0 {
                    count -= 1
                    into[cursor] = CChar(bitPattern: raw[count])
                    cursor += 1
                }
            }
        }
        put("fuzz-crash-", path)
        putNumber(seed, path)
        put("-", path)
        putNumber(iteration.pointee, path)
        put(".bin", path)
        path[cursor] = 0
        let pathLength = cursor
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if file >= 0 {
            var written = 0
            while written < length.pointee {
                let result = write(file, buffer + written, length.pointee - written)
                if result <= 0 { break }
                written += result
            }
            close(file)
        }
        cursor = 0
        put("\ndesigndebt-fuzz: CRASH (signal ", message)
        putNumber(UInt64(signal), message)
        put(") at seed ", message)
        putNumber(seed, message)
        put(" iteration ", message)
        putNumber(iteration.pointee, message)
        put("; input (", message)
        putNumber(UInt64(length.pointee), message)
        put(" bytes) saved to ", message)
        for index in 0..<pathLength {
            message[cursor] = path[index]
            cursor += 1
        }
        put("\n", message)
        _ = write(2, message, cursor)
        // The input as hex, 32 bytes a line, like the other failure reports.
        let digits: StaticString = "0123456789abcdef"
        var offset = 0
        while offset < length.pointee {
            var used = 0
            while used < 32 && offset < length.pointee {
                hexLine[used * 2] = digits.utf8Start[Int(buffer[offset] >> 4)]
                hexLine[used * 2 + 1] = digits.utf8Start[Int(buffer[offset] & 0xF)]
                used += 1
                offset += 1
            }
            hexLine[used * 2] = 0x0A
            _ = write(2, hexLine, used * 2 + 1)
        }
        // The run's summary line on stdout, as a run that ends normally prints one.
        cursor = 0
        put("designdebt-fuzz: 1 crash (signal ", message)
        putNumber(UInt64(signal), message)
        put(") at seed ", message)
        putNumber(seed, message)
        put(" iteration ", message)
        putNumber(iteration.pointee, message)
        put(", saved to ", message)
        for index in 0..<pathLength {
            message[cursor] = path[index]
            cursor += 1
        }
        put("\n", message)
        _ = write(1, message, cursor)
    }
}
