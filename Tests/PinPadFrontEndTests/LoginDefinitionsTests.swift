import Testing

@testable import PinPadFrontEnd

/// `/etc/login.defs` as the sign-in reads it, and who it admits.
struct LoginDefinitionsTests {
    @Test func debiansFileGivesItsValues() {
        let definitions = LoginDefinitions(text: "# comment\nMAIL_DIR /var/mail\nUMASK\t\t077\nUID_MIN\t\t\t 500\nUID_MAX 29999\n")
        #expect(definitions == LoginDefinitions(minimumUserID: 500, maximumUserID: 29999, fileCreationMask: 0o077))
    }

    @Test func valuesOutOfRangeOrNoNumbersKeepTheDefaults() {
        for text in [
            "UID_MIN 0\nUMASK 1777", "UID_MIN -5\nUMASK 22", "UID_MIN 4294967295\nUMASK 0x12", "UID_MIN 99999999999999999999\nUMASK 08",
            "UID_MIN\nUMASK", "#UID_MIN 10", "UID_MAX 0", "UID_MAX 4294967295", "UID_MAX x",
        ] {
            #expect(LoginDefinitions(text: text) == LoginDefinitions(), "\(text)")
        }
    }

    @Test func rootAndSystemAccountsOnlyByName() throws {
        let definitions = LoginDefinitions()
        let options = try LoginOptions(["--service", "kiosk", "--allow-user", "operator,backup"])
        #expect(!options.admits("root", userID: 0, definitions: definitions))
        #expect(!options.admits("daemon", userID: 1, definitions: definitions))
        #expect(!options.admits("lp", userID: 999, definitions: definitions))
        #expect(options.admits("backup", userID: 34, definitions: definitions))
        #expect(options.admits("anna", userID: 1000, definitions: definitions))
        #expect(options.admits("door3", userID: nil, definitions: definitions), "a PIN without a system account")
        #expect(!(try LoginOptions(["--service", "kiosk"])).admits("backup", userID: 34, definitions: definitions))
        #expect(throws: UsageError.self) { try LoginOptions(["--service", "kiosk", "--allow-user", "a,,b"]) }
    }

    @Test func accountsAboveUIDMaxOnlyByNameAndNoAccountOnlyWithoutACommand() throws {
        let definitions = LoginDefinitions()
        let options = try LoginOptions(["--service", "kiosk"])
        #expect(options.admits("anna", userID: 60000, definitions: definitions))
        #expect(!options.admits("nobody", userID: 65534, definitions: definitions))
        #expect(!options.admits("ns", userID: 60001, definitions: definitions))
        #expect(try LoginOptions(["--service", "kiosk", "--allow-user", "nobody"]).admits("nobody", userID: 65534, definitions: definitions))
        #expect(!options.admits("anna", userID: 2000, definitions: LoginDefinitions(maximumUserID: 1999)))
        let exec = try LoginOptions(["--service", "kiosk", "--exec", "/bin/sh"])
        #expect(!exec.admits("door3", userID: nil, definitions: definitions), "no command can run as a user without an account")
        #expect(!(try LoginOptions(["--service", "kiosk", "--allow-user", "door3", "--exec", "/bin/sh"])).admits("door3", userID: nil, definitions: definitions))
        #expect(exec.admits("anna", userID: 1000, definitions: definitions))
    }
}
