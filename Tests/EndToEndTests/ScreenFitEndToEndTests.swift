import Foundation
import Testing

extension DisplayTests {
    /// What does not fit says so: a window larger than the screen (Xvfb's 1280×1024) is made
    /// smaller in the same shape, a scale too large for the window is reduced, and a display
    /// that does not answer hands over to the terminal; each with one line on stderr.
    @Suite(.serialized)
    struct ScreenFitEndToEndTests {
        let end = WindowEndToEndTests()

        @Test func aWindowLargerThanTheScreenIsMadeToFitAndSaysSo() throws {
            let pad = try end.start(["--size", "1080x1920"])
            let geometry = try Run.run("/usr/bin/xdotool", ["getwindowgeometry", pad.window])
            let size = try #require(geometry.output.split(separator: "\n").first { $0.contains("Geometry:") })
                .split(separator: " ").last.map { $0.split(separator: "x").compactMap { Int($0) } } ?? []
            #expect(size.count == 2 && size[1] <= 1024 && size[0] <= 1280, "window \(geometry.output)")
            #expect(size.count == 2 && abs(Double(size[0]) / Double(size[1]) - 1080.0 / 1920) < 0.01, "not the shape asked for: \(size)")
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish()
            #expect(result.status == 1)
            #expect(result.error == "pinpad: the window of 1080x1920 is larger than the screen: it is 576x1024\n", "stderr: \(result.error)")
        }

        /// On a screen smaller than the default 480×800 window (a 640×480 panel, a HiDPI output
        /// whose points are half its pixels) the window is made to fit and nothing is said: no
        /// size was asked for. A size given (`--size`) that does not fit is still said. The line
        /// came on every start, and a lost display then gave two lines.
        @Test func theDefaultSizeOnASmallScreenFitsWithoutALine() throws {
            var number = Int.random(in: 400...899)
            while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number = Int.random(in: 400...899) }
            let server = try Run.Running("/usr/bin/Xvfb", [":\(number)", "-nolisten", "tcp", "-noreset", "-screen", "0", "640x480x24"])
            defer {
                kill(server.pid, SIGTERM)
                _ = server.finish(within: 10)
            }
            let deadline = Date().addingTimeInterval(15)
            while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && Date() < deadline { usleep(50_000) }
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = ":\(number)"
            func escaped(_ arguments: [String]) throws -> Run.Result {
                let pad = try Run.Running(Run.pinpad, arguments, environment: environment)
                defer { if !pad.isFinished { kill(pad.pid, SIGKILL); _ = pad.finish(within: 5) } }
                let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(pad.pid)], environment: environment, within: 15)
                let window = try #require(search.output.split(separator: "\n").last.map(String.init), "no window: \(search.error)")
                _ = try Run.run("/usr/bin/xdotool", ["windowfocus", "--sync", window], environment: environment)
                _ = try Run.run("/usr/bin/xdotool", ["key", "Escape"], environment: environment)
                return pad.finish(within: 20)
            }
            let fitted = try escaped(["--boxes", "4"])
            #expect(fitted.status == 1 && fitted.error.isEmpty, "\(fitted.status): \(fitted.error)")
            let asked = try escaped(["--boxes", "4", "--size", "480x800"])
            #expect(asked.status == 1)
            #expect(asked.error == "pinpad: the window of 480x800 is larger than the screen: it is 288x480\n", "stderr: \(asked.error)")
        }

        @Test func aScaleTooLargeForTheWindowIsReducedAndSaysSo() throws {
            let pad = try end.start(["--scale", "5"])
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish()
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("pinpad: --scale 5 does not fit the window: the pad is drawn at scale "), "stderr: \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1)
        }

        @Test func aDisplayThatDoesNotAnswerHandsOverToTheTerminalAndSaysSo() throws {
            let pane = try TerminalEndToEndTests.Pane([], environment: ["DISPLAY": ":12345"], program: [Run.pinpad])
            defer { pane.close() }
            try pane.keys("Escape")
            #expect(pane.status() == 1)
            let error = (try? String(contentsOf: pane.directory.appendingPathComponent("err"), encoding: .utf8)) ?? ""
            #expect(error.hasSuffix(": showing the pad in the terminal\n") && error.split(separator: "\n").count == 1, "stderr: \(error)")
        }
    }
}

extension DisplayTests {
    /// A pad turned on its screen (`--rotate`): drawn turned and tapped through the same turn,
    /// so a panel mounted sideways types what its user taps.
    @Suite(.serialized)
    struct RotationEndToEndTests {
        let end = WindowEndToEndTests()

        @Test(arguments: [90, 180, 270])
        func tapsOnATurnedPadTypeTheKeysUnderThem(degrees: Int) throws {
            let screen = degrees == 180 ? (width: 480, height: 800) : (width: 800, height: 480)
            let pad = try end.start(["--size", "\(screen.width)x\(screen.height)", "--rotate", String(degrees), "--boxes", "4"])
            // The content is laid out upright, 480×800, whichever way the screen is turned.
            let centres = try end.keyCentres(["--size", "480x800", "--boxes", "4"])
            var arguments: [String] = []
            for digit in ["2", "5", "8", "0"] {
                let (x, y) = try #require(centres[digit])
                let point: (Int, Int)
                switch degrees {
                case 90: point = (screen.width - y, x)
                case 180: point = (screen.width - x, screen.height - y)
                default: point = (y, screen.height - x)
                }
                arguments += ["mousemove", "--window", pad.window, String(point.0), String(point.1), "click", "1"]
            }
            try end.xdotool(arguments)
            let result = pad.running.finish()
            #expect(result.status == 0, "pinpad: \(result.error)")
            #expect(result.output == "2580\n")
        }
    }
}
