import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The errors about a configuration, theme or keyboard layout file are in the catalog's
/// language, as the option parser's are: the paths, the names and the system's reason as they
/// are, no English sentence around them.
struct FileErrorWordsTests {
    /// Files in directories that do not exist, as an installed pinpad (not a checkout) sees them.
    static let files = ConfigurationFiles(
        environment: { ["PINPAD_DATA_DIR": "/nonexistent/share", "PINPAD_CONFIG_DIR": "/nonexistent/etc"][$0] }, executable: "/usr/bin/pinpad")

    @Test func aFileThatCannotBeReadIsSaidInTheLanguage() throws {
        Words.$scoped.withValue(ShippedTranslations.table("de")) {
            let missing = IniFile.usageError(.missing, path: "/etc/pinpad/pinpad.conf")
            #expect(missing.message.hasPrefix("/etc/pinpad/pinpad.conf kann nicht gelesen werden: "), "\(missing.message)")
            #expect(missing.reference == "man pinpad.conf")
            #expect(IniFile.usageError(.unreadable("Keine Berechtigung"), path: "/a.conf").message == "/a.conf kann nicht gelesen werden: Keine Berechtigung")
            #expect(IniFile.usageError(.malformed(line: 3), path: "/a.conf").message == "/a.conf:3: weder eine Zeile key = value noch eine [section]")
        }
        Words.$scoped.withValue(ShippedTranslations.table("ja")) {
            #expect(IniFile.usageError(.malformed(line: 3), path: "/a.conf").message == "/a.conf:3: key = value の行でも [section] でもありません")
        }
    }

    @Test func aMissingThemeOrKeyboardLayoutIsSaidInTheLanguage() throws {
        try Words.$scoped.withValue(ShippedTranslations.table("de")) {
            let theme = try #require(throws: UsageError.self) { try ThemeFile.named("kiosk", files: Self.files, origin: "--theme") }
            #expect(
                theme.message == "--theme: kein Thema kiosk: es ist nicht dark, light oder high-contrast, und es gibt weder "
                    + "/nonexistent/etc/themes/kiosk.conf noch /nonexistent/share/themes/kiosk.conf", "\(theme.message)")
            let themeFile = try #require(throws: UsageError.self) { try ThemeFile(path: "/nonexistent/kiosk.conf", files: Self.files) }
            #expect(themeFile.message.hasPrefix("Thema /nonexistent/kiosk.conf kann nicht gelesen werden: "), "\(themeFile.message)")
            let layout = try #require(throws: UsageError.self) { try KeyboardLayoutFile.named("dvorak", files: Self.files, origin: "--keyboard-layout") }
            #expect(
                layout.message == "--keyboard-layout: keine Tastaturbelegung dvorak: es gibt weder "
                    + "/nonexistent/etc/keyboards/dvorak.layout noch /nonexistent/share/keyboards/dvorak.layout", "\(layout.message)")
        }
        let english = try #require(throws: UsageError.self) { try ThemeFile.named("kiosk", files: Self.files, origin: "--theme") }
        #expect(
            english.message == "--theme: no theme kiosk: it is not dark, light or high-contrast, and there is no "
                + "/nonexistent/etc/themes/kiosk.conf or /nonexistent/share/themes/kiosk.conf", "\(english.message)")
    }

    /// A theme file's mistakes in its `base`: one that leaves the themes' directories, and one
    /// that leads back to the file itself.
    @Test func aThemesWrongBaseIsSaidInTheLanguage() throws {
        let directory = NSTemporaryDirectory() + "pinpad-theme-words-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "base = ../other\n".write(toFile: "\(directory)/relative.conf", atomically: false, encoding: .utf8)
        try "base = \(directory)/loop.conf\n".write(toFile: "\(directory)/loop.conf", atomically: false, encoding: .utf8)
        try Words.$scoped.withValue(ShippedTranslations.table("de")) {
            let relative = try #require(throws: UsageError.self) { try ThemeFile(path: "\(directory)/relative.conf", files: Self.files) }
            #expect(
                relative.message == "\(directory)/relative.conf:1: base nimmt den Namen eines Themas im Verzeichnis des Themas (ohne / oder ..) "
                    + "oder einen absoluten Pfad, nicht '../other'", "\(relative.message)")
            let loop = try #require(throws: UsageError.self) { try ThemeFile(path: "\(directory)/loop.conf", files: Self.files) }
            #expect(
                loop.message == "\(directory)/loop.conf:1: base \(directory)/loop.conf führt zurück zu \(directory)/loop.conf, einem Thema, auf dem es aufbaut",
                "\(loop.message)")
        }
    }
}
