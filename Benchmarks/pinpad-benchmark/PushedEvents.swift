internal import CSDL2
import Synchronization

/// Key presses pushed into SDL's queue from SDL's timer thread (`SDL_AddTimer`,
/// `SDL_PushEvent`), as a driver thread would deliver them, while the window's thread waits in
/// `SDL_WaitEvent`. The pattern types five digits and deletes them again, so the field never
/// fills and every press starts the pop-in or shrink, focus and key animations.
enum PushedEvents {
    /// `Monotonic.nanoseconds()` of the latest push not yet handled; 0 when none is pending.
    static let pendingPush = Atomic<Int>(0)
    /// Presses pushed so far.
    static let pushed = Atomic<Int>(0)
    /// Presses to push before the closing `SDL_QUIT`.
    static let limit = Atomic<Int>(0)

    /// Starts pushing one press every `interval` milliseconds, `count` presses, then `SDL_QUIT`.
    static func start(count: Int, interval: UInt32) {
        limit.store(count, ordering: .relaxed)
        SDL_AddTimer(interval, { interval, _ in PushedEvents.tick() ? interval : 0 }, nil)
    }

    /// Pushes the next press, or `SDL_QUIT` after the last; false when the timer should stop.
    private static func tick() -> Bool {
        let index = pushed.load(ordering: .relaxed)
        var event = SDL_Event()
        guard index < limit.load(ordering: .relaxed) else {
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
            return false
        }
        let position = index % 10
        let symbol = position < 5 ? SDL_KeyCode(rawValue: SDLK_1.rawValue + UInt32(position)) : SDLK_BACKSPACE
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: symbol.rawValue)
        event.key.state = UInt8(SDL_PRESSED)
        pendingPush.store(Monotonic.nanoseconds(), ordering: .releasing)
        pushed.store(index + 1, ordering: .relaxed)
        SDL_PushEvent(&event)
        return true
    }
}
