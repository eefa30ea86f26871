import Foundation
import PinPadCore

/// A manual clock that the test thread can move while the backend reads it on another thread.
final class SteppedClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var milliseconds: Int

    init(start: Int = 0) {
        milliseconds = start
    }

    var now: Int {
        lock.withLock { milliseconds }
    }

    func advance(by step: Int) {
        lock.withLock { milliseconds += step }
    }
}
