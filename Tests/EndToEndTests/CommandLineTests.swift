import Foundation
import Testing

/// The program's contract without a window: usage errors, layout JSON, headless screenshots.
struct CommandLineTests {
    @Test(arguments: [
        ["--bogus"], ["--boxes", "0"], ["--boxes", "33"], ["--boxes"], ["--size", "12x"], ["--mask", "stars"],
        ["--theme", "pink"], ["--min-length", "7"], ["--timeout", "-1"], ["--renderer", "gpu"], ["--letters=yes"], ["stray"],
    ])
    func usageErrorsPrintOneLineAndExit2(arguments: [String]) throws {
        let result = try Run.pinpad(arguments, environment: Run.environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("pinpad: "))
        #expect(result.error.filter { $0 == "\n" }.count == 1, "not one line: \(result.error)")
    }

    /// libwayland printed its own line when SDL tried a Wayland display that is not there.
    @Test func aWaylandDisplayThatIsNotThereIsOneLine() throws {
        var environment = Run.environmentWithoutDisplay
        environment["WAYLAND_DISPLAY"] = "bogus"
        environment["XDG_RUNTIME_DIR"] = nil
        let result = try Run.pinpad(["--backend", "sdl"], environment: environment)
        #expect(result.status == 4)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("pinpad: "))
        #expect(result.error.filter { $0 == "\n" }.count == 1, "not one line: \(result.error)")
    }

    /// pinentry with no display and no terminal answers GETPIN with GnuPG's "No pinentry" at
    /// once, and the connection goes on.
    @Test func pinentryWithNothingToDrawOnAnswersAtOnce() throws {
        let result = try Run.run(
            "/usr/bin/setsid", ["-w", "/bin/sh", "-c", "printf 'GETPIN\\nGETINFO flavor\\nBYE\\n' | '\(Run.pinpad)' pinentry"],
            environment: Run.environmentWithoutDisplay, within: 10)
        #expect(result.status == 0)
        #expect(result.output == "OK Pleased to meet you\nERR 83886165 No pinentry <Pinentry>\nD pinpad\nOK\nOK closing connection\n")
        #expect(result.error.hasPrefix("pinpad: ") && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
    }

    /// Run as `pinentry` (/usr/bin/pinentry, the alternative the package registers), the program
    /// is the pinentry, as it is as `pinentry-pinpad`: it was the plain pad, and gpg-agent said
    /// "No pinentry".
    @Test func runAsPinentryItIsThePinentry() throws {
        let directory = NSTemporaryDirectory() + "pinpad-name-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/pinentry", withDestinationPath: Run.pinpad)
        let result = try Run.run(
            "/bin/sh", ["-c", "printf 'GETINFO flavor\\nBYE\\n' | '\(directory)/pinentry'"], environment: Run.environmentWithoutDisplay, within: 10)
        #expect(result.status == 0 && result.output == "OK Pleased to meet you\nD pinpad\nOK\nOK closing connection\n", "\(result.output) \(result.error)")
    }

    /// An option that is none of GnuPG's pinentries' was passed over without a word; they warn
    /// of it in one line and go on (`pinentry-curses: invalid option "--bogus"`), and so does
    /// pinpad. Their options pinpad passes over (`-g`, `--parent-wid N`) and operands are quiet.
    @Test func thePinentryWarnsOfAnOptionGnuPGsPinentriesDoNotHave() throws {
        let result = try Run.run(
            "/bin/sh", ["-c", "printf 'BYE\\n' | '\(Run.pinpad)' pinentry -g --bogus --parent-wid 5 --debug operand"],
            environment: Run.environmentWithoutDisplay, within: 10)
        #expect(result.status == 0)
        #expect(result.output == "OK Pleased to meet you\nOK closing connection\n")
        #expect(result.error == "pinpad: invalid option \"--bogus\" (ignored; man pinentry-pinpad)\n")
    }

    /// C1 controls (NEL, CSI) and line separators in a path were printed as they were: a
    /// terminal breaks the line or reads a control sequence there.
    @Test func errorsNamingAPathStayOneLine() throws {
        let result = try Run.pinpad(
            ["--screenshot", "/tmp/x.png", "--font", "/no\u{85}such\u{9B}31m\u{2028}font.ttf"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 6)
        #expect(result.error == "pinpad: cannot read font /no?such?31m?font.ttf: No such file or directory\n")
    }

    @Test func helpAndVersionGoToStandardOutput() throws {
        let help = try Run.pinpad(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Exit status"))
        let version = try Run.pinpad(["--version"])
        #expect(version.status == 0 && version.output.hasPrefix("pinpad "))
    }

    @Test func layoutPrintsEveryBoxAndKeyAsJSON() throws {
        let result = try Run.pinpad(["layout", "--size", "480x800", "--boxes", "4", "--clear-key"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["width"] as? Int == 480 && json["height"] as? Int == 800)
        let boxes = try #require(json["boxes"] as? [[String: Any]])
        #expect(boxes.map { $0["index"] as? Int } == [0, 1, 2, 3])
        let keys = try #require(json["keys"] as? [[String: Any]])
        let roles = keys.compactMap { $0["role"] as? String }
        #expect(roles.filter { $0 == "digit" }.count == 10)
        #expect(Set(roles) == ["digit", "delete", "submit", "cancel", "clear"])
        for key in keys {
            let x = try #require(key["x"] as? Double ?? (key["x"] as? Int).map(Double.init))
            let width = try #require(key["width"] as? Double ?? (key["width"] as? Int).map(Double.init))
            #expect(x >= 0 && x + width <= 480)
        }
    }

    @Test func screenshotNeedsNoDisplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-\(getpid())-shot.png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Run.pinpad(["--screenshot", path, "--fill", "3", "--press", "5"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func screenshotToAnUnwritablePathExits7() throws {
        let result = try Run.pinpad(["--screenshot", "/nonexistent/dir/shot.png"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 7)
        #expect(result.error.hasPrefix("pinpad: ") && result.output.isEmpty)
    }

    /// Issue 21, defect 3: as root, a screenshot is not written through a link (one planted in
    /// /tmp towards a file of root's): exit 7, and the file is untouched.
    @Test func aRootScreenshotIsNotWrittenThroughALink() throws {
        try #require(getuid() == 0, "the tests run as root here")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-link-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "root's own\n".write(toFile: "\(directory)/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/shot.png", withDestinationPath: "\(directory)/victim")
        let result = try Run.pinpad(["--screenshot", "\(directory)/shot.png"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 7)
        #expect(result.error == "pinpad: cannot write \(directory)/shot.png: it is a link, not followed when running as root\n")
        #expect(try String(contentsOfFile: "\(directory)/victim", encoding: .utf8) == "root's own\n")
    }

    @Test func aScreenshotToAFullDeviceExits7() throws {
        let result = try Run.pinpad(["--screenshot", "/dev/full"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 7)
        #expect(result.error.hasPrefix("pinpad: "))
    }

    @Test func closedStandardOutputExits7BeforeAskingForAPIN() throws {
        let result = try Run.Running(Run.pinpad, ["--backend", "sdl"], closingOutput: true).finish()
        #expect(result.status == 7)
        #expect(result.error.contains("standard output is closed"))
    }

    @Test func aFontThatIsNotARegularFileExits6() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-\(getpid()).ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let result = try Run.pinpad(["--screenshot", "/tmp/x.png", "--font", fifo], environment: Run.environmentWithoutDisplay, within: 10)
        #expect(result.status == 6)
    }

    @Test func controlCharactersInArgumentsKeepTheErrorOnOneLine() throws {
        let result = try Run.pinpad(["--boxes", "4\n5\u{1B}[31m"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(!result.error.contains("\u{1B}"))
    }

    @Test func c1ControlsAndLineSeparatorsInArgumentsKeepTheErrorOnOneLine() throws {
        let result = try Run.pinpad(["--boxes", "4\u{85}5\u{9B}31m\u{2028}"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(!result.error.unicodeScalars.contains { ["\u{85}", "\u{9B}", "\u{2028}"].contains($0) })
    }

    @Test func missingFontExits6() throws {
        let result = try Run.pinpad(["--screenshot", "/tmp/x.png", "--font", "/nonexistent.ttf"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 6)
        #expect(result.error == "pinpad: cannot read font /nonexistent.ttf: No such file or directory\n")
    }

    /// A configured key word too long for two lines on its key is cut with "…" on screen, and
    /// the administrator reads which one, once, on stderr.
    @Test func aKeyWordThatDoesNotFitItsKeyIsNamedOnce() throws {
        let path = "/tmp/pinpad-cut-word-\(getpid()).png"
        defer { unlink(path) }
        let word = String(repeating: "W", count: 20_000)
        let result = try Run.pinpad(["--screenshot", path, "--ok-label", word, "--cancel-label", "Cancel"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("does not fit its key") == true, "\(result.error.prefix(300))")
    }

    /// A gpg description names a user ID in any script: Han beside the default Latin face is
    /// drawn from fontconfig's face for it, and a character no installed face has (🔑 here,
    /// no emoji face being installed) is named once on stderr, drawn as U+FFFD.
    @Test func aCharacterNoInstalledFontHasIsNamedOnce() throws {
        let path = "/tmp/pinpad-missing-character-\(getpid()).png"
        defer { unlink(path) }
        let result = try Run.pinpad(
            ["--screenshot", path, "--title", "山田太郎 🔑", "--message", "Key of 山田太郎 🔑"],
            environment: Run.environmentWithoutDisplay.merging(["LANG": "C", "LC_ALL": "C", "LANGUAGE": ""]) { $1 })
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "pinpad: no installed font has the character U+1F511: it is drawn as \u{FFFD}\n")
    }

    /// askpass takes no look option on its command line (ssh and sudo give the prompt alone):
    /// one of pinpad's options before the prompt is refused, not shown as the prompt.
    @Test func askpassRefusesAnOptionOfTheConfigurationFiles() throws {
        let result = try Run.pinpad(["askpass", "--timeout", "2", "Passphrase"], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("--timeout") == true, "\(result.error)")
    }

    @Test func noDisplayAndNoTerminalExits4() throws {
        // setsid leaves the controlling terminal behind, so /dev/tty cannot be opened.
        let result = try Run.run("/usr/bin/setsid", ["-w", Run.pinpad], environment: Run.environmentWithoutDisplay)
        #expect(result.status == 4)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("pinpad: "))
    }
}
