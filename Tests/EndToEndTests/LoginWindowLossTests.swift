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

    /// The window destroyed while PAM checks the PIN (a module held until the test lets it go):
    /// the same one line, and no sign-in, whatever PAM then says.
    @Test func aWindowDestroyedWhilePAMChecksEndsTheSignInWithOneLine() throws {
        // Held until the test lets it go, or its directory is gone (the test failed early).
        try "#!/bin/sh\n: > \(directory)/checking\nwhile [ -d \(directory) ] && [ ! -e \(directory)/release ]; do sleep 0.05; done\n"
            .write(toFile: "\(directory)/hold", atomically: false, encoding: .utf8)
        chmod("\(directory)/hold", 0o755)
        try service("pinpad-held", """
            auth optional pam_exec.so quiet \(directory)/hold
            auth required pam_userdb.so db=\(directory)/pins crypt=crypt
            account required pam_permit.so
            """)
        let login = try login("pinpad-held", ["--user", "kiosk1"])
        let pad = try next()
        let window = try pad.window()
        try pad.tap(pin, with: end)
        try ShownRequest.waitForFile("\(directory)/checking")
        try end.xdotool(["windowclose", window])
        try "".write(toFile: "\(directory)/release", atomically: false, encoding: .utf8)
        let result = login.finish(within: 30)
        #expect(result.status == 1)
        #expect(result.output.isEmpty, "signed in: \(result.output)")
        #expect(result.error == "pinpad: the window was destroyed by another program\n")
    }
}
