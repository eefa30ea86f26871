import Foundation
import PinPadCore
import PinPadFrontEnd
import PinPadPlatform
import Testing

/// The letters keyboard's layout files as the configuration finds them: by `keyboard-layout`,
/// else by the locale; a wrong file in one line naming file and line; as root, only root's files.
final class KeyboardLayoutFileTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "pinpad-keyboards-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        for directory in ["share/keyboards", "etc/keyboards"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(directory)", withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func layout(_ name: String) -> String {
        "pinpad-keyboard 1\nname \(name)\npage letters\nrow a b\npage symbols\nrow 1 2\n"
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(toFile: "\(root)/\(path)", atomically: false, encoding: .utf8)
    }

    func read(_ arguments: [String] = [], _ variables: [String: String] = [:], isPrivileged: Bool = false) throws(UsageError) -> Options {
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc"].merging(variables) { $1 }
        return try Options.read(arguments, files: ConfigurationFiles(environment: { environment[$0] }, isPrivileged: isPrivileged)).options
    }

    func message(_ arguments: [String] = [], _ variables: [String: String] = [:], isPrivileged: Bool = false) -> String? {
        do {
            _ = try read(arguments, variables, isPrivileged: isPrivileged)
            return nil
        } catch {
            return error.message
        }
    }

    /// `--print-config` names the layout the locale picked (the initramfs hook writes it
    /// down: the initramfs has no locale), and nothing when none is installed.
    @Test func printedConfigurationNamesTheLocalesLayout() throws {
        try write("share/keyboards/de.layout", layout("package de"))
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "LANG": "de_DE.UTF-8"]
        let (options, configuration, _) = try Options.read(["--passphrase"], files: ConfigurationFiles(environment: { environment[$0] }))
        let printed = configuration.printed(options, derived: options.derivedSources)
        #expect(printed.contains("# the locale\nkeyboard-layout = de\n"), "\(printed)")
        #expect(printed.split(separator: "\n").contains("passphrase = yes"), "\(printed)")
        let french = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "LANG": "fr_FR.UTF-8"]
        let (none, noneConfiguration, _) = try Options.read([], files: ConfigurationFiles(environment: { french[$0] }))
        #expect(noneConfiguration.printed(none, derived: none.derivedSources).contains("; keyboard-layout ="), "no fr layout installed: not set")
    }

    /// A page key the layout names (`page accents abc`) is said by that name, not as
    /// "Accents", unless `phrase-accents` is set; a page key it does not name keeps its word.
    @Test func aPageKeyTheLayoutNamesIsSaidByThatName() throws {
        try write("share/keyboards/ru.layout", "pinpad-keyboard 1\npage letters АБВ\nrow й ц\npage symbols\nrow 1 2\npage accents abc\nrow q w\n")
        let options = try read(["--keyboard-layout", "ru"])
        #expect(options.accessibility.phrases.name(of: .page(.accents)) == "abc")
        #expect(options.accessibility.phrases.name(of: .page(.letters)) == "АБВ")
        #expect(options.accessibility.phrases.name(of: .page(.symbols)) == Phrases().symbols)
        #expect(options.derivedSources["phrase-accents"] == "the keyboard layout")
        let configured = try read(["--keyboard-layout", "ru", "--phrase-accents", "Latin letters"])
        #expect(configured.accessibility.phrases.name(of: .page(.accents)) == "Latin letters")
    }

    /// `--passphrase`: a later `--boxes` (a script's PIN over the configuration's passphrase)
    /// asks for the PIN; `--passphrase` and `--field` on the command line contradict.
    @Test func passphraseGivesWayToALaterPIN() throws {
        try write("etc/pinpad.conf", "passphrase = yes\n")
        #expect(try read().passphrase)
        #expect(try read().title == "Passphrase")
        #expect(try read(["--boxes", "4"]).passphrase == false)
        #expect(message(["--passphrase", "--field", "PIN:keypad:4"]) != nil)
    }

    @Test func theLocalePicksAnInstalledLayoutAndTheAdministratorsWins() throws {
        try write("share/keyboards/de.layout", layout("package de"))
        try write("share/keyboards/fr.layout", layout("package fr"))
        try write("share/keyboards/us.layout", layout("package us"))
        #expect(try read([], ["LANG": "de_DE.UTF-8"]).keyboardLayout?.name == "package de")
        #expect(try read([], ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"]).keyboardLayout?.name == "package fr")
        #expect(try read([], ["LANG": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"]).keyboardLayout?.name == "package fr")
        #expect(try read().keyboardLayout?.name == "package us")
        try write("etc/keyboards/de.layout", layout("site de"))
        #expect(try read([], ["LANG": "de_DE.UTF-8"]).keyboardLayout?.name == "site de")
        #expect(try read(["--keyboard-layout", "fr"], ["LANG": "de_DE.UTF-8"]).keyboardLayout?.name == "package fr")
        #expect(try read(["--keyboard-layout", "none"], ["LANG": "de_DE.UTF-8"]).keyboardLayout == nil, "none: the keypad")
    }

    @Test func withoutTheLocalesFileTheKeypadStaysAndANamedOneMissingIsAnError() throws {
        #expect(try read([], ["LANG": "de_DE.UTF-8"]).keyboardLayout == nil)
        #expect(message(["--keyboard-layout", "xx"]) == "--keyboard-layout: no keyboard layout xx: there is no \(root)/etc/keyboards/xx.layout or \(root)/share/keyboards/xx.layout")
        #expect(message(["--keyboard-layout", "../x"]) != nil)
    }

    @Test func aWrongFileIsOneLineNamingFileAndLine() throws {
        try write("share/keyboards/us.layout", "pinpad-keyboard 1\npage letters\nrow a bc\n")
        #expect(message() == "\(root)/share/keyboards/us.layout:3: 'bc' is not one character, or one and its capital after a slash")
    }

    @Test func aRootRunReadsOnlyALayoutOnlyRootCanWriteTo() throws {
        try write("share/keyboards/de.layout", layout("package de"))
        let path = "\(root)/share/keyboards/de.layout"
        #expect(try read(["--keyboard-layout", "de"], isPrivileged: true).keyboardLayout?.name == "package de")
        let refusal = "\(path): a root-run pinpad reads a keyboard layout only from a file only root can write to"
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: path)
        #expect(message(["--keyboard-layout", "de"], isPrivileged: true) == refusal)
        #expect(try read(["--keyboard-layout", "de"]).keyboardLayout?.name == "package de", "a user's run reads it")
        try FileManager.default.setAttributes([.posixPermissions: 0o644, .ownerAccountID: 65534], ofItemAtPath: path)
        #expect(message(["--keyboard-layout", "de"], isPrivileged: true) == refusal)
        // The locale's layout, as root, is held to the same rule.
        #expect(message([], ["LANG": "de_DE.UTF-8"], isPrivileged: true) == refusal)
    }
}
