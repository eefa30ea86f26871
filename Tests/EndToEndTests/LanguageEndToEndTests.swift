import Foundation
import Testing

/// The built-in words follow the locale through the catalogs built from `po/`: German keys under
/// `LANG=de_DE.UTF-8`; English without a word on stderr for a locale without a catalog or a
/// catalog that translates nothing; English and one line on stderr for a broken catalog, which
/// never stops the pad.
@Suite(.serialized)
struct LanguageEndToEndTests {
    /// The keys' labels of `pinpad layout` run as `program` in `locale`, and its stderr.
    static func labels(_ program: String = Run.pinpad, locale: String, _ arguments: [String] = ["--clear-key"]) throws -> (labels: [String], error: String, status: Int32) {
        let result = try Run.run(program, ["layout"] + arguments, environment: Languages.environment(locale))
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let keys = json?["keys"] as? [[String: Any]] ?? []
        return (keys.compactMap { $0["label"] as? String }, result.error, result.status)
    }

    @Test func aGermanLocaleShowsGermanKeys() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let german = try Self.labels(locale: "de_DE.UTF-8")
        #expect(german.status == 0 && german.error.isEmpty, "\(german.error)")
        #expect(german.labels.contains("Abbrechen") && german.labels.contains("Leeren") && !german.labels.contains("Cancel"), "\(german.labels)")
        let english = try Self.labels(locale: "C.UTF-8")
        #expect(english.labels.contains("Cancel") && english.labels.contains("Clear"), "\(english.labels)")
    }

    /// The boot prompt's way (the initramfs holds C.UTF-8's messages category, no locale):
    /// C.UTF-8 translates by the LANGUAGE list, as glibc's gettext does; plain C never does.
    @Test func theLanguageListChoosesInTheCUTF8Locale() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        func labels(_ locale: String, list: String) throws -> [String] {
            var environment = Languages.environment(locale)
            environment["LANGUAGE"] = list
            let result = try Run.run(Run.pinpad, ["layout", "--clear-key"], environment: environment)
            #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            return (json?["keys"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        let german = try labels("C.UTF-8", list: "de")
        #expect(german.contains("Abbrechen") && !german.contains("Cancel"), "\(german)")
        let plain = try labels("C", list: "de")
        #expect(plain.contains("Cancel"), "\(plain)")
        let none = try labels("C.UTF-8", list: "")
        #expect(none.contains("Cancel"), "\(none)")
    }

    /// The option parser's one-line errors are in the locale's language; the option and the
    /// value given stay as they are written (braces in them too).
    @Test func aUsageErrorIsInTheLocalesLanguage() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let cases: [([String], String, String)] = [
            (["--boxes", "99"], "--boxes takes a whole number from 1 to 32, not '99' (see pinpad --help)",
             "--boxes nimmt eine ganze Zahl von 1 bis 32, nicht '99' (siehe pinpad --help)"),
            (["--bogus"], "unknown option --bogus (see pinpad --help)", "unbekannte Option --bogus (siehe pinpad --help)"),
            (["--speech=maybe"], "--speech takes no value (see pinpad --help)", "--speech nimmt keinen Wert (siehe pinpad --help)"),
            (["--boxes"], "--boxes needs a value (see pinpad --help)", "--boxes braucht einen Wert (siehe pinpad --help)"),
            (["agent", "--watch", "--{option}"], "pinpad agent takes no option --{option} (see pinpad agent --help)",
             "pinpad agent kennt keine Option --{option} (siehe pinpad agent --help)"),
            (["--ok-label="], "--ok-label takes a word, not '' (see pinpad --help)", "--ok-label nimmt ein Wort, nicht '' (siehe pinpad --help)"),
            (["--theme", "../x"], "--theme takes a theme's name (a built-in one or a file in themes/), not '../x' (see pinpad --help)",
             "--theme nimmt den Namen eines Themas (eines eingebauten oder einer Datei in themes/), nicht '../x' (siehe pinpad --help)"),
            (["--size", "wide"], "--size takes WIDTHxHEIGHT, 64 to 8192 each, not 'wide' (see pinpad --help)",
             "--size nimmt BREITExHÖHE, je 64 bis 8192, nicht 'wide' (siehe pinpad --help)"),
            (["--fill", "9", "--boxes", "4"], "--fill 9 is more than the 4 boxes (see pinpad --help)",
             "--fill 9 ist mehr als die 4 Kästchen (siehe pinpad --help)"),
            (["--min-length", "9", "--boxes", "4"], "--min-length 9 is more than --boxes 4 (see pinpad --help)",
             "--min-length 9 ist mehr als --boxes 4 (siehe pinpad --help)"),
            (["--boxes", "4", "--field", "A:keypad:4"], "--boxes and --field do not mix: give each field its box count in --field (see pinpad --help)",
             "--boxes und --field gehen nicht zusammen: geben Sie jedem Feld seine Zahl der Kästchen in --field (siehe pinpad --help)"),
        ]
        for (arguments, english, german) in cases {
            for (locale, line) in [("C.UTF-8", english), ("de_DE.UTF-8", german)] {
                let result = try Run.run(Run.pinpad, arguments, environment: Languages.environment(locale))
                #expect(result.status == 2 && result.error == "pinpad: \(line)\n", "\(locale) \(arguments): \(result.error)")
            }
        }
    }

    /// The other commands' one-line errors (askpass's, restore-console's, a missing PAM
    /// service) and the line of a program that goes on without its broken configuration files
    /// (the agent) are in the locale's language too, paths and options as written.
    @Test func theCommandsErrorsAndTheUnusedFilesLineAreInTheLocalesLanguage() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let directory = NSTemporaryDirectory() + "pinpad-language-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: "\(directory)/etc", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let german = Languages.environment("de_DE.UTF-8")
        let restore = try Run.run(Run.pinpad, ["restore-console", "/dev/tty1", "/dev/tty2"], environment: german)
        #expect(restore.status == 2 && restore.error == "pinpad: restore-console nimmt ein virtuelles Terminal, standardmäßig /dev/tty0\n", "\(restore.error)")
        let askpass = try Run.run(Run.pinpad, ["askpass", "--timeout", "2"], environment: german)
        #expect(
            askpass.status == 2
                && askpass.error
                    == "pinpad: askpass kennt kein --timeout (seine Optionen sind -C, --print-config, --help und --version, vor der Eingabeaufforderung; siehe man pinpad)\n",
            "\(askpass.error)")
        let login = try Run.run(Run.pinpad, ["login", "--service", "kiosk", "--pam-confdir", directory], environment: german)
        #expect(login.status != 0 && login.error == "pinpad: kein PAM-Dienst kiosk: es gibt kein \(directory)/kiosk\n", "\(login.error)")
        try "garbage\n".write(toFile: "\(directory)/etc/pinpad.conf", atomically: false, encoding: .utf8)
        var broken = german
        broken["PINPAD_CONFIG_DIR"] = "\(directory)/etc"
        let agent = try Run.run(Run.pinpad, ["agent", "--list", "--directory", directory], environment: broken)
        let line = "pinpad: \(directory)/etc/pinpad.conf:1: weder eine Zeile key = value noch eine [section] (siehe man pinpad.conf): "
            + "die Konfigurationsdateien werden nicht verwendet\n"
        #expect(agent.error.hasPrefix(line), "\(agent.error)")
    }

    /// The line of a root run that skips a file of root's in a directory others may write to
    /// names that directory, in the locale's language.
    @Test func theSkippedFilesDirectoryIsNamedInTheLocalesLanguage() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        try #require(getuid() == 0, "the file is root's and the run is root's here")
        let directory = NSTemporaryDirectory() + "pinpad-language-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: "\(directory)/shared", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod("\(directory)/shared", 0o1777)
        try "title = Geteilt\n".write(toFile: "\(directory)/shared/c.conf", atomically: false, encoding: .utf8)
        chmod("\(directory)/shared/c.conf", 0o644)
        let result = try Run.run(Run.pinpad, ["-C", "\(directory)/shared/c.conf", "--print-config"], environment: Languages.environment("de_DE.UTF-8"))
        let line = "pinpad: \(directory)/shared/c.conf: das Verzeichnis \(directory)/shared gehört nicht root allein (ein anderer Eigentümer, "
            + "oder Gruppe oder andere können hineinschreiben): ein Lauf als root übernimmt keine Einstellung daraus: übersprungen\n"
        #expect(result.status == 0 && result.error == line, "\(result.error)")
    }

    /// The lines of a run that skips a file someone else may write to (as root, a group-writable
    /// file; as another user, a file others may write to) are in the locale's language: they
    /// were English in a German run.
    @Test func theSkippedFilesLinesAreInTheLocalesLanguage() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        try #require(getuid() == 0, "the file is root's and the run is root's here")
        let directory = NSTemporaryDirectory() + "pinpad-language-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        try "title = Geteilt\n".write(toFile: "\(directory)/c.conf", atomically: false, encoding: .utf8)
        chmod("\(directory)/c.conf", 0o664)
        let german = Languages.environment("de_DE.UTF-8")
        let root = try Run.run(Run.pinpad, ["-C", "\(directory)/c.conf", "--print-config"], environment: german)
        #expect(
            root.status == 0 && root.error == "pinpad: \(directory)/c.conf: gehört nicht root allein (Eigentümer, Gruppe oder andere können hineinschreiben): "
                + "ein Lauf als root übernimmt keine Einstellung daraus: übersprungen\n", "\(root.error)")
        chmod("\(directory)/c.conf", 0o666)
        let user = try Run.run(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", Run.pinpad, "-C", "\(directory)/c.conf", "--print-config"],
            environment: german)
        #expect(
            user.status == 0 && user.error == "pinpad: \(directory)/c.conf: andere können hineinschreiben (ein anderer Eigentümer, oder die Datei oder ein "
                + "Verzeichnis darüber ist für andere schreibbar): keine Einstellung wird daraus übernommen: übersprungen\n", "\(user.error)")
    }

    /// The lines about a configuration file's and a theme file's mistakes (an unknown key, an
    /// unknown section, a line that is not UTF-8, an unknown theme key) are in the locale's
    /// language, after the same `FILE:LINE: ` as in English: they were English in a German run.
    @Test(arguments: [
        ("de_DE.UTF-8", [
            "unbekannter Schlüssel 'bogus-key': übersprungen", "die Zeile ist kein UTF-8: ihre übrigen Bytes werden als U+FFFD gelesen",
            "unbekannter Abschnitt [section]: seine Schlüssel werden übersprungen", "unbekannter Themaschlüssel 'bogus': übersprungen",
        ]),
        ("ja_JP.UTF-8", [
            "不明なキー 'bogus-key': スキップしました", "行が UTF-8 ではありません: それ以外のバイトは U+FFFD として読みます",
            "不明なセクション [section]: そのキーはスキップします", "不明なテーマキー 'bogus': スキップしました",
        ]),
    ])
    func theFilesMistakesAreToldInTheLocalesLanguage(locale: String, lines: [String]) throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        try #require(getuid() == 0, "the run is another user's, through setpriv")
        let directory = NSTemporaryDirectory() + "pinpad-language-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        let configuration = "\(directory)/c.conf", theme = "\(directory)/t.conf"
        // Line 2 is "Grüße" in Latin-1, not UTF-8.
        let bytes = Array("bogus-key = 1\ntitle = Gr".utf8) + [0xFC, 0xDF] + Array("e\n[section]\nboxes = 4\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: configuration))
        try "bogus = 1\n".write(toFile: theme, atomically: false, encoding: .utf8)
        for file in [configuration, theme] { chmod(file, 0o644) }
        let result = try Run.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", Run.pinpad, "-C", configuration, "--theme-file", theme, "--print-config"],
            environment: Languages.environment(locale))
        let expected = zip(["\(configuration):1", "\(configuration):2", "\(configuration):3", "\(theme):1"], lines).map { "pinpad: \($0): \($1)\n" }.joined()
        #expect(result.status == 0 && result.error == expected, "\(locale): \(result.error)")
    }

    /// The lines of a screenshot that cannot be written, of a font that cannot be read or is
    /// no font, of the pinentry's unknown option, of restore-console given no virtual terminal
    /// and of a run with no display and no terminal are in the locale's language, the system's
    /// reason in it too (restore-console gave errno's number): they were English in a German run.
    @Test func theProgramsOwnFailuresAreToldInTheLocalesLanguage() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        try #require(getuid() == 0, "the runs are another user's, through setpriv")
        let german = Languages.environment("de_DE.UTF-8")
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        func run(_ arguments: [String]) throws -> String {
            try Run.run("/bin/sh", ["-c", "exec \"$@\" </dev/null", "sh"] + nobody + arguments, environment: german).error
        }
        let screenshot = try run([Run.pinpad, "--screenshot", "/nonexistent/o.png"])
        #expect(screenshot == "pinpad: /nonexistent/o.png kann nicht geschrieben werden: Datei oder Verzeichnis nicht gefunden\n")
        let missingFont = try run([Run.pinpad, "--screenshot", "/nonexistent/o.png", "--font", "/nonexistent.ttf"])
        #expect(missingFont == "pinpad: Schriftdatei /nonexistent.ttf kann nicht gelesen werden: Datei oder Verzeichnis nicht gefunden\n")
        let noFont = try run([Run.pinpad, "--screenshot", "/nonexistent/o.png", "--font", "/etc/passwd"])
        #expect(noFont == "pinpad: Schriftdatei /etc/passwd kann nicht geöffnet werden: sie ist keine Schrift, die pinpad lesen kann\n")
        let pinentry = try Run.run(
            "/bin/sh", ["-c", "printf 'BYE\\n' | \"$@\"", "sh"] + nobody + [Run.pinpad, "pinentry", "--bogus"], environment: german)
        #expect(pinentry.status == 0 && pinentry.error == "pinpad: ungültige Option \"--bogus\" (ignoriert; man pinentry-pinpad)\n", "\(pinentry.error)")
        let console = try run([Run.pinpad, "restore-console", "/dev/null"])
        #expect(
            console == "pinpad: restore-console: /dev/null ist kein virtuelles Terminal, das wiederhergestellt werden kann "
                + "(Unpassender IOCTL (I/O-Control) für das Gerät)\n")
        // setsid leaves the controlling terminal behind: there is no terminal either.
        let askpass = try run(["/usr/bin/setsid", "-w", Run.pinpad, "askpass", "x"])
        #expect(
            askpass == "pinpad: keine Anzeige (DISPLAY, WAYLAND_DISPLAY oder ein KMS/DRM-Gerät) und kein Terminal, "
                + "auf dem das PIN-Tastenfeld gezeigt werden kann\n")
    }

    @Test func aLocaleWithoutACatalogOrAnUntranslatedOneIsEnglishWithoutAWarning() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let finnish = try Self.labels(locale: "fi_FI.UTF-8")
        #expect(finnish.status == 0 && finnish.error.isEmpty && finnish.labels.contains("Cancel"), "\(finnish.error) \(finnish.labels)")
        // A catalog for German that translates nothing (as msginit makes it from the template).
        let copy = try Languages.installedCopy()
        defer { try? FileManager.default.removeItem(atPath: copy.prefix) }
        let messages = "\(copy.prefix)/share/locale/de/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
        let template = try String(contentsOfFile: "\(Languages.root)/po/pinpad.pot", encoding: .utf8)
            .replacingOccurrences(of: "charset=CHARSET", with: "charset=UTF-8").replacingOccurrences(of: "\"Language: \\n\"", with: "\"Language: de\\n\"")
        try template.write(toFile: "\(copy.prefix)/de.po", atomically: false, encoding: .utf8)
        let built = try Run.run("/usr/bin/msgfmt", ["-o", "\(messages)/pinpad.mo", "\(copy.prefix)/de.po"])
        #expect(built.status == 0, "\(built.error)")
        let untranslated = try Self.labels(copy.program, locale: "de_DE.UTF-8")
        #expect(untranslated.status == 0 && untranslated.error.isEmpty && untranslated.labels.contains("Cancel"), "\(untranslated.error) \(untranslated.labels)")
    }

    @Test(arguments: ["truncated", "garbage", "bad offset"])
    func aBrokenCatalogDoesNotStopThePad(kind: String) throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let copy = try Languages.installedCopy()
        defer { try? FileManager.default.removeItem(atPath: copy.prefix) }
        let messages = "\(copy.prefix)/share/locale/de/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
        let good = try Data(contentsOf: URL(fileURLWithPath: "\(URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent().path)/locale/de/LC_MESSAGES/pinpad.mo"))
        var bytes = [UInt8](good)
        switch kind {
        case "truncated": bytes = Array(bytes.prefix(bytes.count / 3))
        case "garbage": bytes = (0..<bytes.count).map { _ in UInt8.random(in: 0...255) }
        default: bytes.replaceSubrange(12..<16, with: [0xf0, 0xff, 0xff, 0x7f])
        }
        try Data(bytes).write(to: URL(fileURLWithPath: "\(messages)/pinpad.mo"))
        let shot = "\(copy.prefix)/pad.png"
        let result = try Run.run(copy.program, ["--screenshot", shot, "--fill", "2"], environment: Languages.environment("de_DE.UTF-8"))
        #expect(result.status == 0, "\(kind): \(result.error)")
        #expect(FileManager.default.fileExists(atPath: shot))
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("\(messages)/pinpad.mo") && lines[0].contains("English"), "\(kind): \(result.error)")
        let labels = try Self.labels(copy.program, locale: "de_DE.UTF-8")
        #expect(labels.status == 0 && labels.labels.contains("Cancel"), "\(kind): \(labels.labels)")
    }

    /// glibc expands `LANGUAGE`'s alias names through `locale.alias` (`german`, `deutsch` →
    /// `de_DE.ISO-8859-1` → `de/`): the catalog it would open that way is checked too, so a
    /// translation offset past the end is refused instead of crashing the pad.
    @Test(arguments: ["german", "deutsch:he"])
    func aBrokenCatalogReachedThroughAnAliasIsRefused(list: String) throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let copy = try Languages.installedCopy()
        defer { try? FileManager.default.removeItem(atPath: copy.prefix) }
        let messages = "\(copy.prefix)/share/locale/de/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
        let good = try Data(contentsOf: URL(fileURLWithPath: "\(URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent().path)/locale/de/LC_MESSAGES/pinpad.mo"))
        var bytes = [UInt8](good)
        let translations = (0..<4).reduce(0) { $0 | Int(bytes[16 + $1]) << (8 * $1) }
        bytes.replaceSubrange(translations + 8 * 8 + 4..<translations + 8 * 8 + 8, with: [0x00, 0x00, 0x00, 0x40])
        try Data(bytes).write(to: URL(fileURLWithPath: "\(messages)/pinpad.mo"))
        let shot = "\(copy.prefix)/pad.png"
        var environment = Languages.environment("he_IL.UTF-8")
        environment["LANGUAGE"] = list
        let result = try Run.run(copy.program, ["--screenshot", shot, "--fill", "2"], environment: environment)
        #expect(result.status == 0, "\(list): status \(result.status) \(result.error)")
        #expect(FileManager.default.fileExists(atPath: shot))
        #expect(result.error.contains("\(messages)/pinpad.mo"), "\(list): \(result.error)")
    }

    /// A catalog reached through a link is refused, not followed: glibc would open it once
    /// another language's catalog binds the domain, so a broken file behind the link would
    /// crash the pad.
    @Test func aCatalogThatIsALinkIsRefusedNotFollowed() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let copy = try Languages.installedCopy()
        defer { try? FileManager.default.removeItem(atPath: copy.prefix) }
        let built = URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent().path
        for language in ["de", "he"] {
            try FileManager.default.createDirectory(atPath: "\(copy.prefix)/share/locale/\(language)/LC_MESSAGES", withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: "\(built)/locale/he/LC_MESSAGES/pinpad.mo", toPath: "\(copy.prefix)/share/locale/he/LC_MESSAGES/pinpad.mo")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(built)/locale/de/LC_MESSAGES/pinpad.mo")))
        let translations = (0..<4).reduce(0) { $0 | Int(bytes[16 + $1]) << (8 * $1) }
        bytes.replaceSubrange(translations + 8 * 8 + 4..<translations + 8 * 8 + 8, with: [0x00, 0x00, 0x00, 0x40])
        try Data(bytes).write(to: URL(fileURLWithPath: "\(copy.prefix)/broken.mo"))
        let link = "\(copy.prefix)/share/locale/de/LC_MESSAGES/pinpad.mo"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "\(copy.prefix)/broken.mo")
        let shot = "\(copy.prefix)/pad.png"
        var environment = Languages.environment("he_IL.UTF-8")
        environment["LANGUAGE"] = "de:he"
        let result = try Run.run(copy.program, ["--screenshot", shot, "--fill", "2"], environment: environment)
        #expect(result.status == 0, "status \(result.status) \(result.error)")
        #expect(FileManager.default.fileExists(atPath: shot))
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(link) && lines[0].contains("English"), "\(result.error)")
    }
}
