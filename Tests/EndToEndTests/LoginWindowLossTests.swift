import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// A sign-in whose window another program destroys (`xdotool windowclose`) or whose
    /// connection it kills (`windowkill`, as `xkill`) ends as cancelled with one line saying so,
    /// as every front end does.
    @Test(arguments: [
        ("windowclose", "pinpad: the window was destroyed by another program\n"),
        ("windowkill", "pinpad: lost the connection to the display\n"),
    ])
    func aWindowEndedByAnotherProgramEndsTheSignInWithOneLine(command: String, line: String) throws {
        let login = try login("pinpad-userdb", ["--user", "kiosk1"])
        let shown = try next()
        try end.xdotool([command, try shown.window()])
        let result = login.finish(within: 30)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == line)
    }
}
