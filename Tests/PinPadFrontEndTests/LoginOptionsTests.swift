import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// The command line of `pinpad login`.
struct LoginOptionsTests {
    @Test func aFullCommandLine() throws {
        let options = try LoginOptions([
            "--service", "kiosk", "--user-field", "--pam-confdir=/etc/kiosk/pam.d", "--attempts", "5", "--lockout-seconds", "600",
            "--theme", "light", "--fullscreen", "--exec", "/usr/bin/kiosk-app", "--fullscreen",
        ])
        #expect(options.service == "kiosk" && options.userField && options.user == nil)
        #expect(options.configurationDirectory == "/etc/kiosk/pam.d" && options.attempts == 5 && options.lockoutSeconds == 600)
        #expect(options.presentation.theme == .light && options.presentation.fullscreen && options.presentation.title == "Sign in")
        #expect(options.command == ["/usr/bin/kiosk-app", "--fullscreen"])
    }

    @Test func theDefaults() throws {
        let options = try LoginOptions(["--service", "kiosk", "--user", "door", "--title", "Door 3"])
        #expect(options.user == "door" && options.attempts == 3 && options.lockoutSeconds == nil && options.command == nil)
        #expect(options.presentation.title == "Door 3")
        #expect(try LoginOptions(["--help"]).wantsHelp)
    }

    @Test func withoutAUserATextFieldAsksForItFirst() throws {
        #expect(try LoginOptions(["--service", "kiosk"]).userField)
        #expect(!(try LoginOptions(["--service", "kiosk", "--user", "door"])).userField)
    }

    @Test func theServiceFile() throws {
        let options = try LoginOptions(["--service", "kiosk"])
        #expect(options.serviceFile { $0 == "/usr/lib/pam.d/kiosk" } == "/usr/lib/pam.d/kiosk")
        #expect(options.serviceFile { _ in false } == nil)
        let own = try LoginOptions(["--service", "kiosk", "--pam-confdir", "/opt/pam"])
        #expect(own.serviceFile { _ in true } == "/opt/pam/kiosk")
    }

    @Test func wrongCommandLines() {
        let wrong: [([String], String)] = [
            ([], "pinpad login needs --service NAME (a file in /etc/pam.d), or service in [login]"),
            (["--service", "../etc/shadow"], "--service takes a service name, not a path: '../etc/shadow'"),
            (["--service", "k", "--attempts", "0"], "--attempts takes a whole number from 1 to 100, not '0'"),
            (["--service", "k", "--lockout-seconds", "soon"], "--lockout-seconds takes a whole number from 1 to 86400, not 'soon'"),
            (["--service", "k", "--user", "a", "--user-field"], "--user and --user-field do not mix"),
            (["--service", "k", "--exec"], "--exec needs a command"),
            (["--service", "k", "--boxes", "4"], "pinpad login takes no option --boxes"),
            (["--service", "k", "extra"], "unexpected argument extra"),
            (["--service"], "--service needs a value"),
        ]
        for (arguments, message) in wrong {
            do {
                _ = try LoginOptions(arguments, readsFiles: false)
                Issue.record("accepted \(arguments)")
            } catch {
                #expect(error.message == message, "\(arguments)")
            }
        }
    }
}
