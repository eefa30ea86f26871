import Testing

@testable import PinPadFrontEnd

/// `/etc/login.defs` as the sign-in reads it, and who it admits.
struct LoginDefinitionsTests {
    @Test func debiansFileGivesItsValues() {
        let definitions = LoginDefinitions(text: "# comment\nMAIL_DIR /var/mail\nUMASK\t\t077\nUID_MIN\t\t\t 500\n")
        #expect(definitions == LoginDefinitions(minimumUserID: 500, fileCreationMask: 0o077))
    }

    @Test func valuesOutOfRangeOrNoNumbersKeepTheDefaults() {
        for text in [
            "UID_MIN 0\nUMASK 1777", "UID_MIN -5\nUMASK 22", "UID_MIN 4294967295\nUMASK 0x12", "UID_MIN 99999999999999999999\nUMASK 08",
            "UID_MIN\nUMASK", "#UID_MIN 10",
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
}
