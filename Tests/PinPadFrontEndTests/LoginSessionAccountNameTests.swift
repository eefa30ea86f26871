import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// What `pinpad login` tells of a name typed in the user field: an unknown one (refused by the
/// stack before asking, or never admitted) looks exactly as a wrong PIN of an account, and a
/// welcome that names the user (`pam_echo`'s `%u`) is the stack's greeting for every user.
struct LoginSessionAccountNameTests {
    typealias Transcript = LoginSessionTests.Transcript
    let tests = LoginSessionTests()
    static let unknown = PAMVerdict(isUserUnknown: true, description: "User not known to the underlying authentication module")

    func userField() -> Transcript {
        Transcript {
            $0.user = nil
            $0.userField = true
            $0.attempts = 10
        }
    }

    /// One attempt of `name` judged by PAM: the stack said `notes` (infos) and asked for the PIN
    /// (an account's wrong PIN) or refused before asking (`status`).
    func attempt(_ login: Transcript, _ name: String, notes: [String], asked: Bool, status: PAMVerdict) -> [LoginEffect] {
        var calls = notes.map { [(style: tests.info, text: $0)] }
        if asked { calls.append([(style: tests.secret, text: "Password: ")]) }
        #expect(login(.entered(.submitted(user: name, pinIsEmpty: false))) == [.authenticate(user: name)])
        _ = login(.authenticated(tests.report(calls, status: status)))
        return login(.pendingInputDiscarded(stopped: false))
    }

    /// The pad and the throttle's count after an unknown name are those after a wrong PIN of an
    /// account, the welcome above the error — the first attempt's too, the greeting not known
    /// yet, "Sign-in failed" for both —; a name never admitted (root) is told alike, without a
    /// word on stderr.
    @Test func anUnknownNameIsToldExactlyAsAWrongPINOfAnAccount() {
        let login = userField()
        _ = login.start()
        let welcome = ["Welcome to kiosk 3"]
        func told(_ name: String) -> [LoginEffect] {
            [.ask(AttemptPad(error: "Wrong PIN", notes: welcome))]
        }
        let first: [LoginEffect] = [.ask(AttemptPad(error: "Sign-in failed", notes: welcome))]
        let account = userField()
        _ = account.start()
        #expect(attempt(account, "anna", notes: welcome, asked: true, status: LoginSessionTests.wrong) == first)
        #expect(attempt(login, "nobody-here", notes: welcome, asked: false, status: Self.unknown) == first)
        // The greeting is learnt as after an account's wrong PIN: the welcome alone before a
        // silent lockout is no lockout's words.
        #expect(attempt(login, "bob", notes: welcome, asked: false, status: LoginSessionTests.wrong) == told("bob"))
        #expect(attempt(login, "anna", notes: welcome, asked: true, status: LoginSessionTests.wrong) == told("anna"))
        #expect(attempt(login, "nobody-here", notes: welcome, asked: false, status: Self.unknown) == told("nobody-here"))
        #expect(login.throttle.store.records["kiosk@anna"]?.failures == 1)
        #expect(login.throttle.store.records["kiosk@nobody-here"]?.failures == 2, "counted as a wrong PIN is")
        // Never asked of PAM (root is not admitted): the greeting as the stack says it.
        _ = login(.entered(.submitted(user: "root", pinIsEmpty: false)))
        _ = login(.waited)
        #expect(login(.pendingInputDiscarded(stopped: false)) == told("root"))
    }

    /// An unknown name refused at once (no module before `pam_succeed_if` asks for pam_unix's
    /// failure delay) waits as long as the last wrong PIN took, spread by a fifth, before it is
    /// told: the time does not tell which names are accounts. One refused as slowly waits not.
    @Test func anUnknownNameTakesAsLongAsAWrongPIN() {
        let login = userField()
        _ = login.start()
        _ = login(.entered(.submitted(user: "anna", pinIsEmpty: false)))
        _ = login(.authenticated(tests.report([[(tests.secret, "Password: ")]], status: LoginSessionTests.wrong, milliseconds: 3000)))
        _ = login(.pendingInputDiscarded(stopped: false))
        _ = login(.entered(.submitted(user: "nobody-here", pinIsEmpty: false)))
        #expect(login(.authenticated(tests.report([], status: Self.unknown, milliseconds: 100))) == [.waitAsRefused(milliseconds: 2300...3500)])
        #expect(login(.waited) == [.discardPendingInput])
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Wrong PIN"))])
        _ = login(.entered(.submitted(user: "nobody-here", pinIsEmpty: false)))
        #expect(login(.authenticated(tests.report([], status: Self.unknown, milliseconds: 2900))) == [.discardPendingInput])
    }

    /// pam_nologin's text (an error, said to every name): the same notice for an unknown name
    /// (`PAM_USER_UNKNOWN`) as for an account (`PAM_AUTH_ERR`).
    @Test func aNoticeToEveryNameIsToldAlikeForAnUnknownName() {
        var told: [AttemptPad] = []
        for (name, status) in [("anna", LoginSessionTests.wrong), ("nobody-here", Self.unknown)] {
            let login = userField()
            _ = login.start()
            _ = login(.entered(.submitted(user: name, pinIsEmpty: false)))
            _ = login(.authenticated(tests.report([[(tests.error, "Kiosk closed for maintenance.")]], status: status)))
            guard case .ask(let pad) = login(.pendingInputDiscarded(stopped: false)).last else { Issue.record("no pad"); return }
            told.append(pad)
        }
        #expect(told[0].lock?.message == "Kiosk closed for maintenance.")
        #expect(told[1] == told[0])
    }

    /// A welcome naming the user (`pam_echo.so Welcome, %u.`), learnt for anna, is bob's
    /// greeting too: a silent lockout after it is told as the same refusal without it (a wrong
    /// PIN), a lockout with words shows those alone; a name never admitted gets its own welcome.
    @Test func aWelcomeNamingTheUserIsTheGreetingForEveryUser() {
        let login = userField()
        _ = login.start()
        #expect(
            attempt(login, "anna", notes: ["Welcome, anna."], asked: true, status: LoginSessionTests.wrong) == [
                .ask(AttemptPad(error: "Sign-in failed", notes: ["Welcome, \u{2026}."]))
            ])
        #expect(
            attempt(login, "bob", notes: ["Welcome, bob."], asked: false, status: LoginSessionTests.wrong) == [
                .ask(AttemptPad(error: "Wrong PIN", notes: ["Welcome, \u{2026}."]))
            ])
        let words = ["Welcome, bob.", "The account is locked due to 3 failed logins.", "(10 minutes left to unlock)"]
        #expect(
            attempt(login, "bob", notes: words, asked: false, status: LoginSessionTests.wrong) == [
                .complain("PAM service kiosk refused an unknown user: The account is locked due to 3 failed logins. (10 minutes left to unlock)"),
                .ask(
                    AttemptPad(
                        lock: KeypadLock(message: "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)", until: nil, showsCountdown: false))),
            ])
        _ = login(.entered(.submitted(user: "root", pinIsEmpty: false)))
        _ = login(.waited)
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Wrong PIN", notes: ["Welcome, \u{2026}."]))])
    }

    /// Before the greeting is known, a lockout's words keep the welcome (and, `info` texts alone,
    /// `locked-text` under them); a name typed that is no account (a PIN typed in the wrong field)
    /// is hidden in the line on stderr.
    @Test func aNameWithoutAnAccountIsHiddenInTheStacksWordsOnStderr() {
        let login = userField()
        _ = login.start()
        let effects = attempt(login, "5739", notes: ["Welcome, 5739.", "Kiosk closed"], asked: false, status: LoginSessionTests.wrong)
        #expect(effects.first == .complain("PAM service kiosk refused an unknown user: Welcome, \u{2026}. Kiosk closed This account is locked"))
    }

    /// A PIN typed in the user field by mistake (`24681357`) and a wrong "PIN": the next pad's
    /// user field is empty (the pad has no name to show), and the stack's welcome naming it
    /// (`pam_echo.so Welcome, %u.`) shows "…" in its place, once, above the message; an account's
    /// name alike, so that what stays does not tell which names are accounts.
    @Test func aNameTypedIsGoneFromThePadAfterAWrongPIN() {
        let login = userField()
        _ = login.start()
        for (name, told) in [("24681357", "Sign-in failed"), ("anna", "Wrong PIN")] {
            let welcome = "Welcome, \(name). Have a nice day."
            #expect(
                attempt(login, name, notes: [welcome], asked: true, status: LoginSessionTests.wrong) == [
                    .ask(AttemptPad(error: told, notes: ["Welcome, \u{2026}. Have a nice day."]))
                ])
        }
    }

    /// A lockout's words before the PIN's question naming the name typed: hidden on the pad in
    /// the stack's `info` texts whether the name is an account or not; stderr names an account.
    @Test func aNameTypedIsHiddenInALockoutsWordsOnThePad() {
        let login = userField()
        _ = login.start()
        let effects = attempt(login, "anna", notes: ["Welcome, anna.", "Kiosk closed"], asked: false, status: LoginSessionTests.wrong)
        #expect(effects.first == .complain("PAM service kiosk refused anna: Welcome, anna. Kiosk closed This account is locked"))
        guard case .ask(let pad) = effects.last else { Issue.record("no pad: \(effects)"); return }
        #expect(pad.lock?.message == "Welcome, \u{2026}.\nKiosk closed\nThis account is locked")
    }
}
