import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// What the greeter tells of a name: an unknown one looks exactly as a wrong PIN of an account,
/// and a welcome that names the user (`pam_echo`'s `%u`) is the stack's greeting for every user.
struct GreeterSessionAccountNameTests {
    typealias Transcript = GreeterSessionTests.Transcript
    static let welcome = GreetdResponse.authMessage(.info, text: "Welcome to the kiosk.")
    static let unknown = GreetdResponse.authenticationFailed(description: "pam_authenticate: USER_UNKNOWN")
    static let field = GreeterPad.Field.pin(userField: true, user: nil)

    /// What one sign-in of `name` with a user field shows and says: the stack greets, then asks
    /// for the PIN and refuses it (an account), or refuses the name before asking
    /// (`pam_succeed_if`'s `USER_UNKNOWN` for a name without an account).
    func signIn(_ greeter: Transcript, _ name: String, greeting: GreetdResponse = welcome, isAccount: Bool) -> [GreeterEffect] {
        var effects = greeter(.secret(user: name))
        effects += greeter(greeting)
        if isAccount {
            effects += greeter(GreeterSessionTests.password)
            effects += greeter(GreeterSessionTests.wrong)
        } else {
            effects += greeter(Self.unknown)
        }
        return effects + greeter(.success)
    }

    /// The pad, stderr and the lockout state after an unknown name are those after a wrong PIN of
    /// an account: the welcome above `wrong-pin-text`, no line on stderr, no lockout — once the
    /// greeting was learnt; on the first sign-in, above `failed-text`, as an account's first
    /// (`anUnknownFixedUserLeavesTheStateOfAWrongPIN`).
    @Test func anUnknownNameIsToldExactlyAsAWrongPINOfAnAccount() {
        let first = GreeterEffect.ask(GreeterPad(Self.field, error: "Sign-in failed", notes: ["Welcome to the kiosk."]))
        let shown = GreeterEffect.ask(GreeterPad(Self.field, error: "Wrong PIN", notes: ["Welcome to the kiosk."]))
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        // The first sign-in: the greeting is not known yet. The refusal, told at once, is held
        // back as long as pam_unix's failure delay.
        #expect(
            signIn(greeter, "nobody-here", isAccount: false) == [
                .send(.createSession(username: "nobody-here")), .send(.answer(nil)), .wipeSecret,
                .holdBack(milliseconds: 1600...2400), .send(.cancelSession), first,
            ])
        #expect(
            signIn(greeter, "anna", isAccount: true) == [
                .send(.createSession(username: "anna")), .send(.answer(nil)), .sendSecret, .send(.cancelSession), shown,
            ])
        // The wrong PIN was told at once (this stack asks for no failure delay): no hold.
        #expect(
            signIn(greeter, "nobody-here", isAccount: false) == [
                .send(.createSession(username: "nobody-here")), .send(.answer(nil)), .wipeSecret, .send(.cancelSession), shown,
            ])
    }

    /// An unknown name refused at once (no module before `pam_succeed_if` asks for pam_unix's
    /// failure delay) takes as long as the last wrong PIN took, from its submission, spread by a
    /// fifth: the time does not tell which names are accounts. One refused as slowly is not held.
    @Test func anUnknownNameTakesAsLongAsAWrongPIN() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        _ = greeter(.secret(user: "anna"))
        _ = greeter(GreeterSessionTests.password)
        greeter.clock.advance(by: 3000)
        _ = greeter(GreeterSessionTests.wrong)
        _ = greeter(.success)
        _ = greeter(.secret(user: "nobody-here"))
        greeter.clock.advance(by: 100)
        #expect(greeter(Self.unknown) == [.wipeSecret, .holdBack(milliseconds: 2300...3500), .send(.cancelSession)])
        _ = greeter(.success)
        _ = greeter(.secret(user: "nobody-here"))
        greeter.clock.advance(by: 3600)
        #expect(greeter(Self.unknown) == [.wipeSecret, .send(.cancelSession)])
    }

    /// With a fixed user, the state an unknown name leaves is a wrong PIN's: a refusal without a
    /// word after it counts down as after a counted wrong PIN.
    @Test func anUnknownFixedUserLeavesTheStateOfAWrongPIN() {
        var locks: [GreeterEffect] = []
        for isAccount in [true, false] {
            let greeter = Transcript { $0.lockoutSeconds = 300 }
            _ = greeter.start()
            _ = greeter(.secret(user: nil))
            _ = greeter(Self.welcome)
            if isAccount {
                _ = greeter(GreeterSessionTests.password)
                _ = greeter(GreeterSessionTests.wrong)
            } else {
                _ = greeter(Self.unknown)
            }
            // The first sign-in: the welcome is not known yet as the greeting.
            #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Sign-in failed", notes: ["Welcome to the kiosk."]))])
            _ = greeter(.secret(user: nil))
            _ = greeter(Self.welcome)
            _ = greeter(GreeterSessionTests.wrong)
            locks += greeter(.success)
        }
        let lock = KeypadLock(message: "This account is locked", until: 50_000 + 300_000)
        #expect(locks == Array(repeating: .ask(GreeterPad(.pin(userField: false, user: nil), lock: lock)), count: 2))
    }

    /// pam_nologin's text (an `error`, said to every name, an unknown one's refusal
    /// `USER_UNKNOWN`, an account's `AUTH_ERR`): the same notice for both.
    @Test func aNoticeToEveryNameIsToldAlikeForAnUnknownName() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        var told: [[GreeterEffect]] = []
        for (name, code) in [("anna", "AUTH_ERR"), ("nobody-here", "USER_UNKNOWN")] {
            _ = greeter(.secret(user: name))
            _ = greeter(.authMessage(.error, text: "Kiosk closed for maintenance."))
            told.append(greeter(.authenticationFailed(description: "pam_authenticate: \(code)")) + greeter(.success))
        }
        #expect(
            told[0] == [
                .wipeSecret, .complain("greetd refused the user typed: Kiosk closed for maintenance."), .send(.cancelSession),
                .ask(GreeterPad(Self.field, error: "Kiosk closed for maintenance.")),
            ])
        #expect(told[1] == told[0])
    }

    /// A welcome naming the user (`pam_echo.so Welcome, %u.`), learnt for one name, is the
    /// greeting of another's sign-in too: a silent lockout after it is a refusal without a word,
    /// a lockout with words shows those alone, and an unknown name is a wrong PIN. The name typed
    /// (a PIN, typed in the wrong field) is shown on no pad and said on no line.
    @Test func aWelcomeNamingTheUserIsTheGreetingForEveryUser() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        func welcome(_ name: String) -> GreetdResponse { .authMessage(.info, text: "Welcome, \(name).") }
        #expect(signIn(greeter, "anna", greeting: welcome("anna"), isAccount: true).last == .ask(GreeterPad(Self.field, error: "Sign-in failed", notes: ["Welcome, \u{2026}."])))
        // bob's account locked, silently: the welcome alone, then the refusal.
        #expect(greeter(.secret(user: "bob")) == [.send(.createSession(username: "bob"))])
        _ = greeter(welcome("bob"))
        #expect(
            greeter(GreeterSessionTests.wrong) == [
                .wipeSecret, .complain("greetd refused the user typed without asking: pam_authenticate: AUTH_ERR"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(Self.field, error: "This account is locked"))])
        // Locked with words: those alone.
        _ = greeter(.secret(user: "bob"))
        for text in ["Welcome, bob.", "The account is locked due to 3 failed logins.", "(10 minutes left to unlock)"] {
            _ = greeter(.authMessage(.info, text: text))
        }
        #expect(
            greeter(GreeterSessionTests.wrong) == [
                .wipeSecret, .complain("greetd refused the user typed: The account is locked due to 3 failed logins. (10 minutes left to unlock)"),
                .send(.cancelSession),
            ])
        let words = "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)"
        #expect(greeter(.success) == [.ask(GreeterPad(Self.field, error: words))])
        // A PIN typed as the name: a wrong PIN, the welcome without it, nothing on stderr.
        let typo = signIn(greeter, "55443322", greeting: welcome("55443322"), isAccount: false)
        #expect(typo == [.send(.createSession(username: "55443322")), .send(.answer(nil)), .wipeSecret, .send(.cancelSession), .ask(GreeterPad(Self.field, error: "Wrong PIN", notes: ["Welcome, \u{2026}."]))])
    }

    /// Before any sign-in asked for the PIN the greeting is not known: a lockout's words shown
    /// then keep the welcome, but never the name typed, on the pad or on stderr.
    @Test func aRefusalBeforeTheGreetingIsKnownNeverShowsTheNameTyped() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        _ = greeter(.secret(user: "55443322"))
        for text in ["Welcome, 55443322.", "The account is locked due to 3 failed logins."] {
            _ = greeter(.authMessage(.info, text: text))
        }
        let effects = greeter(GreeterSessionTests.wrong) + greeter(.success)
        // `locked-text` under them: `info` texts alone may be only the welcome.
        #expect(
            effects == [
                .wipeSecret,
                .complain("greetd refused the user typed: Welcome, \u{2026}. The account is locked due to 3 failed logins. This account is locked"),
                .send(.cancelSession),
                .ask(GreeterPad(Self.field, error: "Welcome, \u{2026}.\nThe account is locked due to 3 failed logins.\nThis account is locked")),
            ])
    }

    /// A greeter started again while the stack locks the account silently (`pam_faillock`'s
    /// `silent`) hears only the welcome before each refusal, and cannot learn it as the greeting
    /// (no attempt reaches the PIN's question): `locked-text` under it tells the refusal, on the
    /// pad and in its speech, where the welcome alone looked as if nothing happened.
    @Test func aWelcomeAloneBeforeTheGreetingIsLearntIsToldAsARefusal() {
        let greeter = Transcript { $0.lockoutSeconds = 300 }
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(.authMessage(.info, text: "Welcome, anna."))
        #expect(
            greeter(GreeterSessionTests.wrong) == [
                .wipeSecret, .complain("greetd refused anna: Welcome, anna. This account is locked"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Welcome, anna.\nThis account is locked"))])
    }

    /// An `error` text (pam_nologin's, said to every name) is shown whole, the digits of a name
    /// typed in the user field among its words; in an `info` text the name is hidden only where
    /// it stands as a word of its own, not inside another word or number.
    @Test func theNameIsHiddenOnlyWhereItStandsAsAWord() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        _ = greeter.start()
        _ = greeter(.secret(user: "10"))
        _ = greeter(.authMessage(.info, text: "Hello 10, 2010 was long ago."))
        _ = greeter(.authMessage(.error, text: "Maintenance until 10:30. Sorry!"))
        _ = greeter(GreeterSessionTests.wrong)
        #expect(
            greeter(.success) == [
                .ask(GreeterPad(Self.field, error: "Hello \u{2026}, 2010 was long ago.\nMaintenance until 10:30. Sorry!"))
            ])
    }
}
