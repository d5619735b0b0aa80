import Foundation
import Synchronization

/// SIGTERM (a CI runner's timeout, `systemctl stop`) and SIGINT (Ctrl-C) ask a collect to stop:
/// it finishes the commit it is writing, stops before the next one, says so in one line and
/// exits 128 + the signal. SIGKILL cannot be caught; a killed run also leaves whole commits.
public enum Interruption {
    /// The signal received, or 0.
    static let received = Atomic<Int32>(0)

    /// Installs the handlers (the command line does, for a collect; a library user keeps its own).
    public static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT] {
            // Only an atomic store: all a signal handler may safely do.
            signal(number) { caught in Interruption.received.store(caught, ordering: .relaxed) }
            sigaddset(&signals, number)
        }
        // A process inherits its parent's blocked signals: started from a thread that blocks them
        // (a Dispatch worker does), a collect would never see a stop asked of it.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The signal received since `install`, if any.
    static var caught: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Throws once a signal asked the run to stop; called between commits.
    static func check(committed: Int) throws {
        guard let number = caught else { return }
        throw CollectInterrupted(signal: number, commitsAdded: committed)
    }
}

/// A collect stopped by SIGTERM or SIGINT at a commit boundary.
public struct CollectInterrupted: Error, CustomStringConvertible, Sendable {
    public let signal: Int32
    public let commitsAdded: Int

    public var signalName: String { signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)" }

    public var description: String {
        "Stopped by \(signalName) after \(commitsAdded) new commit\(commitsAdded == 1 ? "" : "s"), each stored whole; the next collect resumes from there."
    }
}
