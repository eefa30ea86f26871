import Foundation
import Testing

extension DisplayTests {
    /// A kiosk set up by files alone: `pinpad` started with no option at all reads its title, box
    /// count, theme file, words and renderer from a configuration directory, and takes a PIN
    /// tapped on its window; a bad file stops it before any window, naming the line.
    @Suite(.serialized)
    final class ConfigurationEndToEndTests {
        let end = WindowEndToEndTests()
        let directory: String

        init() throws {
            var template = Array("/tmp/pc-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            try FileManager.default.createDirectory(atPath: "\(directory)/themes", withIntermediateDirectories: true)
            try "base = light\naccent = #0B57D0\nkey-shape = circle\n".write(toFile: "\(directory)/themes/kiosk.conf", atomically: false, encoding: .utf8)
            let configuration = """
                title = Tür 3
                boxes = 4
                auto-submit = no
                theme = kiosk
                ok-label = Öffnen
                renderer = software
                timeout = 30
                size = 400x700

                """
            try configuration.write(toFile: "\(directory)/pinpad.conf", atomically: false, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_CONFIG_DIR"] = directory
            environment["PINPAD_DATA_DIR"] = "\(directory)/none"
            environment["XDG_CONFIG_HOME"] = "\(directory)/none"
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            return environment
        }

        @Test func aKioskConfiguredOnlyByFilesTakesAPIN() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let pad = try Run.Running(Run.pinpad, [], environment: environment)
            let shown = try ShownRequest.wait(at: "\(directory)/shown.json") { $0.process == Int(pad.pid) }
            #expect(shown.title == "Tür 3")
            // Without auto-submit, four digits wait for OK: the PIN comes with the tap on it.
            try shown.tap("2468", with: end)
            let result = pad.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "2468\n")
            #expect(result.error.isEmpty, "\(result.error)")
        }

        @Test func printConfigExplainsEveryValue() throws {
            let result = try Run.pinpad(["--print-config", "--boxes", "5"], environment: environment)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("# \(directory)/pinpad.conf:1\ntitle = Tür 3\n"))
            #expect(result.output.contains("# command line\nboxes = 5\n"))
            #expect(result.output.contains("# \(directory)/pinpad.conf:4\ntheme = kiosk\n"))
            #expect(result.output.contains("# the theme\nkey-shape = circle\n"))
            #expect(result.output.contains("# default\nmask = dots\n"))
        }

        @Test func aBadFileStopsBeforeAnyWindowNamingTheLine() throws {
            try "title = Door\nboxes = 40\n".write(toFile: "\(directory)/pinpad.conf", atomically: false, encoding: .utf8)
            let result = try Run.pinpad([], environment: environment)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.error == "pinpad: \(directory)/pinpad.conf:2: boxes takes a whole number from 1 to 32, not '40' (see man pinpad.conf)\n")
            try "accent = #12\n".write(toFile: "\(directory)/themes/kiosk.conf", atomically: false, encoding: .utf8)
            try "theme = kiosk\n".write(toFile: "\(directory)/pinpad.conf", atomically: false, encoding: .utf8)
            let theme = try Run.pinpad([], environment: environment)
            #expect(theme.status == 2)
            #expect(theme.error == "pinpad: \(directory)/themes/kiosk.conf:1: accent takes a colour #RRGGBB or #RRGGBBAA, not '#12' (see man pinpad.conf)\n")
        }
    }
}
