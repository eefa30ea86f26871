import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The command line and the `[greeter]` section of `pinpad greeter`.
struct GreeterOptionsTests {
    @Test func aFullCommandLine() throws {
        let options = try GreeterOptions([
            "--user", "kiosk", "--command", "sway --unsupported-gpu", "--environment", "XDG_SESSION_TYPE=wayland", "--environment=LANG=de_DE.UTF-8",
            "--lockout-seconds", "300", "--wrong-pin-text", "Falscher Code", "--theme", "light",
        ])
        #expect(options.user == "kiosk" && !options.userField && options.command == "sway --unsupported-gpu")
        #expect(options.environment == ["XDG_SESSION_TYPE=wayland", "LANG=de_DE.UTF-8"])
        #expect(options.lockoutSeconds == 300 && options.wrongPINText == "Falscher Code" && options.presentation.theme == .light)
        #expect(options.presentation.title == "Sign in")
    }

    @Test func withoutAUserATextFieldAsksForIt() throws {
        #expect(try GreeterOptions(["--command", "sway"]).userField)
        #expect(try GreeterOptions(["--help"]).wantsHelp)
    }

    @Test func wrongCommandLines() {
        let cases: [([String], String)] = [
            ([], "pinpad greeter needs --command CMD (the session to start), or command in [greeter]"),
            (["--command", "sway", "--user", "a", "--user-field"], "--user and --user-field do not mix"),
            (["--command", "sway", "--environment", "=x"], "--environment takes NAME=VALUE, a variable's name before the =, not '=x'"),
            (["--command", "sway", "--environment", "LANG"], "--environment takes NAME=VALUE, a variable's name before the =, not 'LANG'"),
            (["--command", ""], "--command takes a command line, not ''"),
            (["--command", "sway", "--lockout-seconds", "0"], "--lockout-seconds takes a whole number from 1 to 86400, not '0'"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try GreeterOptions(arguments)
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(error.message == message, "\(arguments)")
            }
        }
    }

    @Test(.enabled(if: geteuid() == 0, "a sign-in's keys come only from root's files")) func itsSectionOfTheFiles() throws {
        let root = NSTemporaryDirectory() + "pinpad-greeter-options-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: "\(root)/etc", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = "title = Door 3\n[login]\nwrong-pin-text = login's\n[greeter]\nuser = kiosk\ncommand = sway\nenvironment = A=1\nenvironment = B=2\nwrong-pin-text = greeter's\n"
        try text.write(toFile: "\(root)/etc/pinpad.conf", atomically: false, encoding: .utf8)
        let files = ConfigurationFiles(environment: { ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "XDG_CONFIG_HOME": "\(root)/home"][$0] })
        let options = try GreeterOptions([], files: files)
        #expect(options.warnings.isEmpty, "\(options.warnings)")
        #expect(options.presentation.title == "Door 3" && options.user == "kiosk" && options.command == "sway")
        #expect(options.environment == ["A=1", "B=2"] && options.wrongPINText == "greeter's")
    }
    /// A directory of `name` under the temporary directory holding `etc/pinpad.conf` with `text`,
    /// of `mode`, and the files that read it as the system's configuration.
    static func configuration(_ name: String, _ text: String, mode: mode_t) throws -> (root: String, files: ConfigurationFiles) {
        let root = NSTemporaryDirectory() + "pinpad-greeter-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: "\(root)/etc", withIntermediateDirectories: true)
        try text.write(toFile: "\(root)/etc/pinpad.conf", atomically: false, encoding: .utf8)
        chmod("\(root)/etc/pinpad.conf", mode)
        let files = ConfigurationFiles(environment: { ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "XDG_CONFIG_HOME": "\(root)/home"][$0] })
        return (root, files)
    }

    /// Expects the greeter to refuse to start with `files`, with `--command` and without it (the
    /// refusal said first), its line naming `user` at `location` (`FILE:LINE`).
    static func expectRefusal(_ files: ConfigurationFiles, naming location: String) {
        for arguments in [["--command", "sway"], []] {
            #expect {
                _ = try GreeterOptions(arguments, files: files)
            } throws: { error in
                let message = (error as? UsageError)?.message ?? ""
                return message.hasPrefix("\(location): 'user' is skipped") && message.contains("does not start without it")
            }
        }
    }

    /// A sign-in key (`user`, `command`…) in a file another user or group may write to is
    /// skipped; the greeter then refuses to start (a usage error naming the file, line and key)
    /// rather than run as another greeter than the one configured (an open user field instead
    /// of `user = kiosk`), before saying that `command` is missing.
    @Test(.enabled(if: geteuid() == 0, "a file root's alone needs root")) func aSignInKeySkippedForAnUnsafeFileRefusesToStart() throws {
        let (root, files) = try Self.configuration("unsafe", "[greeter]\nuser = kiosk\nwrong-pin-text = No\n", mode: 0o664)
        defer { try? FileManager.default.removeItem(atPath: root) }
        Self.expectRefusal(files, naming: "\(root)/etc/pinpad.conf:2")
        // --print-config still shows what was taken.
        _ = try GreeterOptions(["--print-config"], files: files)
        // Root's alone, the file is taken.
        chmod("\(root)/etc/pinpad.conf", 0o644)
        #expect(try GreeterOptions(["--command", "sway"], files: files).user == "kiosk")
    }

    /// The refusal for a sign-in key skipped in an unsafe file is said in the locale's language,
    /// after the file and line as written, as the refusal for a key reading changed is; it came
    /// in English with a translated "(siehe man pinpad.conf)" after it.
    @Test(.enabled(if: geteuid() == 0, "a file root's alone needs root")) func aSignInKeySkippedForAnUnsafeFileIsSaidInTheLanguage() throws {
        let (root, files) = try Self.configuration("unsafe-words", "[greeter]\nuser = kiosk\n", mode: 0o664)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let error = try Words.$scoped.withValue(ShippedTranslations.table("de")) {
            try #require(throws: UsageError.self) { try GreeterOptions(["--command", "sway"], files: files) }
        }
        #expect(
            error.message == "\(root)/etc/pinpad.conf:2: 'user' wird übersprungen, da die Datei nicht root allein gehört (ein anderer Benutzer oder eine Gruppe "
                + "kann in sie oder in ein Verzeichnis darüber schreiben): pinpad greeter startet nicht ohne diesen Schlüssel", "\(error.message)")
    }

    /// `pinpad greeter --help` names only the files the greeter reads (not the greeter user's
    /// own), and says what a lockout shows: the stack's words above a free keypad.
    @Test func theHelpNamesTheFilesReadAndTheLockoutAsThePadShowsIt() {
        #expect(!greeterHelpText.contains("~/.config"), "\(greeterHelpText)")
        #expect(greeterHelpText.contains("pinpad.conf.d/*.conf, then -C FILE"))
        #expect(!greeterHelpText.contains("locks the keypad under the stack's words"), "\(greeterHelpText)")
        #expect(greeterHelpText.contains("above a free"), "\(greeterHelpText)")
    }

    /// A sign-in key (`user`, `command`, `environment`) whose value reading changed, cut at an
    /// inline comment (` ;`), cut at the longest line, not UTF-8 or stripped of NUL bytes, stops
    /// the greeter with one line naming the file, the line and the key: it would otherwise start
    /// another session than the one written, or send a user no PIN can sign in.
    @Test func aSignInKeyChangedByReadingRefusesToStart() throws {
        let long = "command = /usr/bin/cage -- /usr/bin/app " + String(repeating: "--flag ", count: 27)
        let cases: [(text: [UInt8], line: Int, key: String, reason: String)] = [
            (Array("[greeter]\nuser = kiosk\ncommand = /bin/sh -c \"cage -- app ; systemctl poweroff\"\n".utf8), 3, "command", "' ;'"),
            (Array("[greeter]\nuser = kiosk\n\(long)\n".utf8), 3, "command", "198 bytes"),
            (Array("[greeter]\nuser = j".utf8) + [0xFC] + Array("rgen\ncommand = sway\n".utf8), 2, "user", "UTF-8"),
            (Array("[greeter]\nuser = kiosk\ncommand = sway\nenvironment = A=1\u{0}2\n".utf8), 4, "environment", "NUL"),
        ]
        for (index, test) in cases.enumerated() {
            let (root, files) = try Self.configuration("changed-\(index)", "", mode: 0o644)
            defer { try? FileManager.default.removeItem(atPath: root) }
            try Data(test.text).write(to: URL(fileURLWithPath: "\(root)/etc/pinpad.conf"))
            chmod("\(root)/etc/pinpad.conf", 0o644)
            #expect {
                _ = try GreeterOptions([], files: files)
            } throws: { error in
                let message = (error as? UsageError)?.message ?? ""
                return message.hasPrefix("\(root)/etc/pinpad.conf:\(test.line): '\(test.key)'") && message.contains(test.reason)
                    && message.contains("does not start") && !message.contains("\n")
            }
        }
    }

    /// The line that stops the greeter for a sign-in key reading changed is in the catalog's
    /// language, the file, line, key and command as written: it was English in a German run.
    @Test func aSignInKeyChangedByReadingIsSaidInTheLanguage() throws {
        let long = "command = /usr/bin/cage -- /usr/bin/app " + String(repeating: "--flag ", count: 27)
        let tail = "pinpad greeter startet nicht mit einem Anmeldeschlüssel, der anders ist als geschrieben"
        let cases: [(text: [UInt8], line: Int, german: String)] = [
            (Array("[greeter]\nuser = kiosk\ncommand = a ; b\n".utf8), 3,
             "'command' wird vor ' ;' abgeschnitten (ein ';' nach einem Leerzeichen beginnt einen Kommentar): \(tail)"),
            (Array("[greeter]\nuser = kiosk\n\(long)\n".utf8), 3, "'command' wird bei 198 Bytes abgeschnitten (die längste Zeile, die gelesen wird): \(tail)"),
            (Array("[greeter]\nuser = j".utf8) + [0xFC] + Array("rgen\ncommand = sway\n".utf8), 2,
             "'user' ist kein UTF-8 (seine übrigen Bytes werden als U+FFFD gelesen): \(tail)"),
            (Array("[greeter]\nuser = kiosk\ncommand = sway\nenvironment = A=1\u{0}2\n".utf8), 4, "'environment' enthielt NUL-Bytes, die entfernt wurden: \(tail)"),
        ]
        for (index, test) in cases.enumerated() {
            let (root, files) = try Self.configuration("changed-words-\(index)", "", mode: 0o644)
            defer { try? FileManager.default.removeItem(atPath: root) }
            try Data(test.text).write(to: URL(fileURLWithPath: "\(root)/etc/pinpad.conf"))
            chmod("\(root)/etc/pinpad.conf", 0o644)
            let error = try Words.$scoped.withValue(ShippedTranslations.table("de")) {
                try #require(throws: UsageError.self) { try GreeterOptions([], files: files) }
            }
            #expect(error.message == "\(root)/etc/pinpad.conf:\(test.line): \(test.german)", "\(error.message)")
        }
    }

    /// Any other key cut at an inline comment is a warning naming the file and line; a `;` with
    /// no space before it is part of the value.
    @Test func aValueCutAtAnInlineCommentIsAWarning() throws {
        let (root, files) = try Self.configuration("inline", "title = Door ; 3\n[greeter]\nuser = kiosk\ncommand = a; b\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = try GreeterOptions([], files: files)
        #expect(options.presentation.title == "Door" && options.command == "a; b")
        #expect(options.warnings.contains { $0.hasPrefix("\(root)/etc/pinpad.conf:1: ") && $0.contains("' ;'") }, "\(options.warnings)")
        #expect(options.warnings.count == 1, "\(options.warnings)")
    }

    /// A file others may write to (mode 666) gives no setting at all: its sign-in keys are
    /// skipped with the rest, and the greeter refuses to start as it does for a file merely not
    /// root's alone, rather than open a user field instead of the `user` configured.
    @Test func aSignInKeyOfAFileOthersMayWriteToRefusesToStart() throws {
        let (root, files) = try Self.configuration("writable", "title = Door 3\n[greeter]\nuser = kiosk\n", mode: 0o666)
        defer { try? FileManager.default.removeItem(atPath: root) }
        Self.expectRefusal(files, naming: "\(root)/etc/pinpad.conf:3")
        // Without a sign-in key, the file is only skipped, with its warning.
        try "title = Door 3\n".write(toFile: "\(root)/etc/pinpad.conf", atomically: false, encoding: .utf8)
        chmod("\(root)/etc/pinpad.conf", 0o666)
        let options = try GreeterOptions(["--command", "sway"], files: files)
        #expect(options.presentation.title == "Sign in" && options.userField)
        #expect(options.warnings.contains { $0.contains("others may write to it") }, "\(options.warnings)")
    }

    /// As login(1) and sudo read no file of the user they run as, the greeter reads the system's
    /// configuration only: its own user's `~/.config/pinpad/pinpad.conf` (`XDG_CONFIG_HOME`), a
    /// file a compromised greeter user could leave for the next greeter, gives it no word (no
    /// phishing text on the pad) and no setting.
    @Test func theGreeterUsersOwnFileIsNotRead() throws {
        let root = NSTemporaryDirectory() + "pinpad-greeter-home-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: "\(root)/home/pinpad", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(root)/etc", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = "title = Enter your bank PIN\n[greeter]\nwrong-pin-text = Call 555-0100 with your PIN\nmessage = Phish\n"
        try text.write(toFile: "\(root)/home/pinpad/pinpad.conf", atomically: false, encoding: .utf8)
        let files = ConfigurationFiles(environment: { ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "XDG_CONFIG_HOME": "\(root)/home"][$0] })
        #expect(files.standardPaths().contains("\(root)/home/pinpad/pinpad.conf"), "the other commands read it")
        let options = try GreeterOptions(["--command", "sway"], files: files)
        #expect(options.presentation.title == "Sign in" && options.wrongPINText == "Wrong PIN" && options.presentation.message.isEmpty)
        #expect(options.configuration?.files.contains { $0.hasPrefix("\(root)/home") } == false, "\(options.configuration?.files ?? [])")
    }
}
