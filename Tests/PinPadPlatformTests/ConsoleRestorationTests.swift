import Glibc
import PinPadPlatform
import Testing

/// `ConsoleRestoration` refuses what is no virtual terminal, with errno's reason, and changes
/// nothing there (the disk-unlock keyscript's `pinpad restore-console`; the restoration itself is
/// Tests/Kiosk/boot-unlock's pinpad-killed, in a machine with a console).
@Suite struct ConsoleRestorationTests {
    @Test func aFileThatIsNoTerminalIsRefused() {
        #expect(ConsoleRestoration.restore(path: "/dev/null") == .failed(ENOTTY))
    }

    @Test func aMissingTerminalIsRefused() {
        #expect(ConsoleRestoration.restore(path: "/nonexistent/tty0") == .failed(ENOENT))
    }
}
