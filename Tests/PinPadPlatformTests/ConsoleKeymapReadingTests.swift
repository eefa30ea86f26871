import Glibc
import Testing

@testable import PinPadPlatform

/// The console's keymap read from the shown virtual terminal (`KDGKBENT`, `KDGKBDIACRUC`), when
/// this machine has one to read.
@Suite(.serialized) struct ConsoleKeymapReadingTests {
    static let console = "/dev/tty0"
    static var hasConsole: Bool { ConsoleKeyboard.currentMode(path: console) != nil }

    @Test(.enabled(if: hasConsole, "no virtual terminal at /dev/tty0"))
    func theKeymapHasAPlainTableOfEveryKey() throws {
        let descriptor = Glibc.open(Self.console, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { Glibc.close(descriptor) }
        let keymap = try #require(ConsoleKeymap.read(descriptor: descriptor))
        #expect(keymap.tables[0] != nil)
        #expect(keymap.tables.values.allSatisfy { $0.count == ConsoleKeymap.keyCount })
        #expect(keymap.tables.keys.allSatisfy { (0..<ConsoleKeymap.tableCount).contains($0) })
    }

    /// The keyboard turned off for the pad reads the keymap first, in Unicode mode, and puts the
    /// mode it found back when released.
    @Test(.enabled(if: hasConsole, "no virtual terminal at /dev/tty0"))
    func theKeyboardReadsTheKeymapAndPutsItsModeBack() throws {
        let before = try #require(ConsoleKeyboard.currentMode(path: Self.console))
        var keyboard = ConsoleKeyboard(path: Self.console, readingKeymap: true)
        #expect(keyboard?.keymap?.tables[0] != nil)
        #expect(ConsoleKeyboard.currentMode(path: Self.console) == 4, "the keyboard is not off")
        keyboard = nil
        #expect(ConsoleKeyboard.currentMode(path: Self.console) == before)
        #expect(ConsoleKeyboard(path: Self.console)?.keymap == nil, "a keymap read when not asked")
    }
}
