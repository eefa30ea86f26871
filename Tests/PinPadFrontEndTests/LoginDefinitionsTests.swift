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
            var definitions = LoginDefinitions(text: text)
            definitions.unreadableLine = nil
            #expect(definitions == LoginDefinitions(), "\(text)")
        }
    }

    /// A `UID_MIN` or `UID_MAX` that is not a user id is kept, so that the sign-in refuses
    /// everyone (review of issue 21, finding 6): whatever the administrator meant, a default
    /// could admit more (shadow takes 1000 for `UID_MIN 2000x`).
    @Test func aUserIDBoundThatIsNoUserIDIsKeptForTheRefusal() {
        for (text, line) in [
            ("UID_MIN 2000x", "UID_MIN 2000x"), ("UID_MIN 0x", "UID_MIN 0x"), ("UID_MIN 09", "UID_MIN 09"), ("UID_MIN -5", "UID_MIN -5"),
            ("UID_MIN +2000", "UID_MIN +2000"), ("UID_MIN 0x1_0", "UID_MIN 0x1_0"), ("UID_MIN 0x100000000", "UID_MIN 0x100000000"),
            ("UID_MAX 4294967295", "UID_MAX 4294967295"), ("UID_MAX 0", "UID_MAX 0"), ("UID_MAX\t\n", "UID_MAX"),
            ("UID_MIN 2000 # people\nUID_MAX x", "UID_MIN 2000 # people"), ("UID_MAX 0xZZ\nUID_MIN 1", "UID_MAX 0xZZ"),
            ("UID_MAX 0:1\u{17}x\u{2028}", "UID_MAX 0:1?x?"),
        ] {
            #expect(LoginDefinitions(text: text).unreadableLine == line, "\(text)")
        }
        for text in ["UID_MIN 1000\nUID_MAX 0xEA60", "#UID_MIN x", "UMASK x", "UID_MINIMUM x", ""] {
            #expect(LoginDefinitions(text: text).unreadableLine == nil, "\(text)")
        }
    }

    /// User ids are read as shadow's `getulong` reads them (`strtoul(…, 0)`): `0x` hexadecimal,
    /// a leading `0` octal (review of issue 21, finding 6); `UID_MIN 0x7D0` is 2000, not the
    /// default 1000.
    @Test func userIDsAreReadInHexadecimalAndOctalAsShadowReadsThem() {
        #expect(LoginDefinitions(text: "UID_MIN 0x7D0\nUID_MAX 0XEA5F\n") == LoginDefinitions(minimumUserID: 2000, maximumUserID: 59999))
        #expect(LoginDefinitions(text: "UID_MIN 03720\nUID_MAX 0xfffffffe\n") == LoginDefinitions(minimumUserID: 2000, maximumUserID: 4_294_967_294))
        #expect(LoginDefinitions(text: "UID_MIN 0001750\n") == LoginDefinitions(minimumUserID: 1000))
        #expect(LoginDefinitions(text: "UID_MIN \"0x7D0\"\nUID_MAX \"60000") == LoginDefinitions(minimumUserID: 2000), "quoted, as shadow's def_load takes them")
        #expect(LoginDefinitions(text: "UID_MIN 0x7D0\r\nUID_MAX 3000\r\n") == LoginDefinitions(minimumUserID: 2000, maximumUserID: 3000), "CR LF lines")
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
