import Glibc
import Testing

@testable import PinPadPlatform

/// An immediate stop (a signal while PAM works or between prompts) puts back the virtual
/// terminal's display and keyboard modes, not only a text terminal's attributes: ending with the
/// console left in graphics mode with its keyboard off leaves a dead screen.
@Suite(.serialized) struct ImmediateStopConsoleTests {
    static let console = "/dev/tty0"
    static var hasConsole: Bool { ConsoleDisplay.currentMode(path: console) != nil }

    @Test(.enabled(if: hasConsole, "no virtual terminal at /dev/tty0"))
    func theStopHookPutsTheDisplayModeBack() throws {
        let before = try #require(ConsoleDisplay.currentMode(path: Self.console))
        let display = try #require(ConsoleDisplay(path: Self.console))
        #expect(ConsoleDisplay.currentMode(path: Self.console) == 1, "not in graphics mode")
        #expect(Platform.consoleDisplayOnStop.descriptor >= 0)
        #expect(Platform.consoleDisplayOnStop.mode == before)
        // What the handler of `stoppingAtOnce` and `endOnSignals` calls before `_exit`.
        Platform.restoreTerminalOnStop()
        #expect(ConsoleDisplay.currentMode(path: Self.console) == before, "the stop left the console in graphics mode")
        withExtendedLifetime(display) {}
        _ = consume display
        #expect(Platform.consoleDisplayOnStop.descriptor == -1, "a released display is still put back on a stop")
        #expect(ConsoleDisplay.currentMode(path: Self.console) == before)
    }

    @Test(.enabled(if: hasConsole, "no virtual terminal at /dev/tty0"))
    func theStopHookPutsTheKeyboardModeBack() throws {
        let before = try #require(ConsoleKeyboard.currentMode(path: Self.console))
        let keyboard = try #require(ConsoleKeyboard(path: Self.console))
        #expect(ConsoleKeyboard.currentMode(path: Self.console) == 4, "the keyboard is not off")
        #expect(Platform.consoleKeyboardOnStop.mode == before)
        Platform.restoreTerminalOnStop()
        #expect(ConsoleKeyboard.currentMode(path: Self.console) == before, "the stop left the console's keyboard off")
        withExtendedLifetime(keyboard) {}
        _ = consume keyboard
        #expect(Platform.consoleKeyboardOnStop.descriptor == -1, "a released keyboard is still put back on a stop")
        #expect(ConsoleKeyboard.currentMode(path: Self.console) == before)
    }
}
