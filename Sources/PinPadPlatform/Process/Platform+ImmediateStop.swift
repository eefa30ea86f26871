internal import CPlatform
import Glibc

/// Ending at once on a stop while a call that cannot be interrupted runs (a PAM module that
/// blocks), the terminal and the console's display and keyboard modes put back first.
extension Platform {
    /// The terminal to put back before an immediate stop ends the process; -1 for none.
    nonisolated(unsafe) private static var stopRestoresDescriptor: Int32 = -1
    /// Its attributes before it was made raw.
    nonisolated(unsafe) private static var stopRestoresAttributes = termios()
    /// The virtual terminal whose display an immediate stop puts back, and the mode it gets
    /// (`ConsoleDisplay`, `KDSETMODE`); descriptor -1: none.
    nonisolated(unsafe) package private(set) static var consoleDisplayOnStop: (descriptor: Int32, mode: Int32) = (-1, 0)
    /// The virtual terminal whose keyboard an immediate stop puts back, and the mode it gets
    /// (`ConsoleKeyboard`, `KDSKBMODE`); descriptor -1: none.
    nonisolated(unsafe) package private(set) static var consoleKeyboardOnStop: (descriptor: Int32, mode: Int32) = (-1, 0)
    /// The exit status of an immediate stop.
    nonisolated(unsafe) private static var stopStatus: Int32 = 1
    /// Bytes written to that terminal before its attributes are put back (a frame's screen modes
    /// undone); made before any handler runs, as `write(2)` is all a handler may do with them.
    nonisolated(unsafe) private static var stopWrites = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The line an immediate stop writes on stderr first (`stoppingAtOnce`'s `line`); made before
    /// the handlers are installed.
    nonisolated(unsafe) private static var stopLine = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    /// Names the terminal an immediate stop puts back (`tcsetattr(TCSANOW)`) and the attributes
    /// it gets, while it is raw; nil attributes: none any more.
    package static func restoreOnStop(_ descriptor: Int32, _ attributes: TerminalAttributes?) {
        if let attributes { stopRestoresAttributes = attributes.value }
        stopRestoresDescriptor = attributes == nil ? -1 : descriptor
        if attributes == nil { writeOnStop([]) }
    }

    /// Sets the bytes an immediate stop writes to the terminal of `restoreOnStop` before putting
    /// its attributes back (a shown frame's alternate screen and mouse modes left, `ESC [ ? 1049 l`
    /// and the rest); empty: none.
    package static func writeOnStop(_ bytes: [UInt8]) {
        let old = stopWrites
        if bytes.isEmpty {
            stopWrites = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        } else {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            buffer.copyBytes(from: bytes)
            stopWrites = buffer
        }
        old.deallocate()
    }

    /// Names the virtual terminal whose display mode an immediate stop puts back to `mode`
    /// (`ConsoleDisplay`, while it holds the display in graphics); nil: none any more (only when
    /// `descriptor` is the one named).
    package static func restoreConsoleDisplayOnStop(_ descriptor: Int32, _ mode: Int32?) {
        if let mode {
            consoleDisplayOnStop = (descriptor, mode)
        } else if consoleDisplayOnStop.descriptor == descriptor {
            consoleDisplayOnStop = (-1, 0)
        }
    }

    /// Names the virtual terminal whose keyboard mode an immediate stop puts back to `mode`
    /// (`ConsoleKeyboard`, while it holds the keyboard off); nil: none any more (only when
    /// `descriptor` is the one named).
    package static func restoreConsoleKeyboardOnStop(_ descriptor: Int32, _ mode: Int32?) {
        if let mode {
            consoleKeyboardOnStop = (descriptor, mode)
        } else if consoleKeyboardOnStop.descriptor == descriptor {
            consoleKeyboardOnStop = (-1, 0)
        }
    }

    /// Puts back, from a signal handler, what a prompt changed: the terminal named by
    /// `restoreOnStop` (the bytes of `writeOnStop` by `write(2)`, then its attributes by
    /// `tcsetattr(TCSANOW)`), and the virtual terminal's display and keyboard modes named by
    /// `restoreConsoleDisplayOnStop` and `restoreConsoleKeyboardOnStop` (`ioctl(KDSETMODE)`,
    /// `ioctl(KDSKBMODE)`); async-signal-safe.
    package static func restoreTerminalOnStop() {
        if stopRestoresDescriptor >= 0 {
            if let start = stopWrites.baseAddress { _ = Glibc.write(stopRestoresDescriptor, start, stopWrites.count) }
            _ = tcsetattr(stopRestoresDescriptor, TCSANOW, &stopRestoresAttributes)
        }
        let display = consoleDisplayOnStop
        if display.descriptor >= 0 { _ = pinpad_set_console_display_mode(display.descriptor, display.mode) }
        let keyboard = consoleKeyboardOnStop
        if keyboard.descriptor >= 0 { _ = pinpad_set_console_keyboard_mode(keyboard.descriptor, keyboard.mode) }
    }

    /// Runs `body` (a PAM call, a wait on greetd) with the ending signals (`endingSignals`) ending
    /// the process at once: `line` (if any) on stderr, the terminal and console put back
    /// (`restoreTerminalOnStop`),
    /// then `_exit(status)` — nothing is answered, and no session was opened yet. The previous
    /// actions (SDL's, the terminal's) come back after (`sigaction(2)`).
    package static func stoppingAtOnce<T>(status: Int32, line: String? = nil, _ body: () throws -> T) rethrows -> T {
        _ = stopRestoresDescriptor
        _ = stopRestoresAttributes
        _ = stopWrites
        _ = consoleDisplayOnStop
        _ = consoleKeyboardOnStop
        stopStatus = status
        if let line {
            let bytes = Array(line.utf8)
            stopLine = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            stopLine.copyBytes(from: bytes)
        }
        var previous: [(Int32, sigaction)] = []
        for signal in endingSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                if let start = Platform.stopLine.baseAddress { _ = Glibc.write(2, start, Platform.stopLine.count) }
                Platform.restoreTerminalOnStop()
                _exit(Platform.stopStatus)
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
        }
        defer {
            for (signal, action) in previous {
                var action = action
                _ = sigaction(signal, &action, nil)
            }
            let old = stopLine
            stopLine = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            old.deallocate()
        }
        return try body()
    }
}
