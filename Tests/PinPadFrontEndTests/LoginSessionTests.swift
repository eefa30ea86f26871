import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// The sign-in's decisions without a display, root or PAM: `LoginSession` fed the pad's entries
/// and what PAM's conversation and answers came to, transcript by transcript.
struct LoginSessionTests {
    let secret = PAMConversationCall.styles[0], error = PAMConversationCall.styles[2], info = PAMConversationCall.styles[3]
    static let wrong = PAMVerdict(isWrongSecret: true, description: "Authentication failure")
    static let success = PAMVerdict(isSuccess: true, description: "Success")

    /// A sign-in for `anna` on service `kiosk` (three attempts), its throttle in memory, and
    /// every user but root admitted.
    final class Transcript {
        let throttle: AttemptThrottleTests.Setup
        let clock = ManualClock(start: 50_000)
        var session: LoginSession

        init(_ configure: (inout LoginOptions) -> Void = { _ in }, throttle settings: ThrottleSettings = ThrottleSettings()) {
            var options = LoginOptions()
            options.service = "kiosk"
            options.user = "anna"
            configure(&options)
            throttle = AttemptThrottleTests.Setup(settings)
            session = LoginSession(
                options: options, throttle: throttle.throttle, admits: { $0 != "root" }, clock: clock, hasAccount: { ["anna", "root"].contains($0) })
        }

        func start() -> [LoginEffect] { session.start() }
        func callAsFunction(_ event: LoginEvent) -> [LoginEffect] { session.receive(event) }
    }

    /// What PAM's conversation of one attempt came to, when the stack sent `messages` (each
    /// call its own list) and answered `status` after `milliseconds`.
    func report(_ calls: [[(style: Int32, text: String)]], status: PAMVerdict, milliseconds: Int = 2100) -> AuthenticationReport {
        let conversation = LoginConversation(secret: Secret(copying: "2468"), text: nil, title: "Sign in") { _ in .cancelled }
        for messages in calls {
            _ = PAMConversationCall.call(messages.map { ($0.style, Array($0.text.utf8)) }, conversation: conversation)
        }
        return AuthenticationReport(
            status: status, milliseconds: milliseconds, secretWasAsked: conversation.secretWasAsked, notes: conversation.notes,
            notesBeforeQuestion: conversation.notesBeforeQuestion, errors: conversation.errors, wasCancelled: conversation.wasCancelled,
            wasTimedOut: conversation.wasTimedOut)
    }

    @Test func theRightPINSignsInOnceTheAccountIsAccepted() {
        let login = Transcript()
        #expect(login.start() == [.ask(AttemptPad())])
        #expect(login(.entered(.submitted(user: nil, pinIsEmpty: false))) == [.authenticate(user: "anna")])
        #expect(login(.authenticated(report([[(secret, "Password: ")]], status: Self.success))) == [.discardPendingInput])
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.checkAccount])
        #expect(login(.accountChecked(Self.success, user: "anna")) == [.end(.signedIn(user: "anna"))])
        #expect(login.throttle.store.records.isEmpty, "a sign-in leaves no count")
    }

    @Test func aWrongPINShakesThePadUnderTheStacksWordsAndTheLastOneEnds() {
        let login = Transcript()
        _ = login.start()
        for attempt in 1...3 {
            #expect(login(.entered(.submitted(user: nil, pinIsEmpty: false))) == [.authenticate(user: "anna")])
            let answer = report([[(info, "Hint: your badge number"), (secret, "PIN: ")]], status: Self.wrong)
            #expect(login(.authenticated(answer)) == [.discardPendingInput])
            let next = login(.pendingInputDiscarded(stopped: false))
            if attempt < 3 {
                // The first attempt's words are not yet known as the stack's greeting: they may
                // say why the right PIN was refused, so it is not told "Wrong PIN".
                let notes = ["Hint: your badge number"]
                #expect(next == [.ask(AttemptPad(error: attempt == 1 ? "Sign-in failed" : "Wrong PIN", notes: notes))], "the stack's info shown once, above the message")
            } else {
                #expect(next == [.showFinal("Too many wrong PINs"), .end(.ended(.tooManyAttempts))])
            }
        }
        #expect(login.throttle.store.records["kiosk@anna"]?.failures == 3, "each wrong PIN is counted")
    }

    /// A wrong PIN's pad shows the stack's `info` texts (`pam_echo`'s welcome, a banner) once,
    /// above the message in the message's colour; the error, in the error's, is "Wrong PIN" alone
    /// once the texts are known as the greeting (the first attempt's: "Sign-in failed").
    /// (An `error` text with a wrong PIN is a refusal with words: the keypad locked under them.)
    @Test func aWrongPINsPadShowsTheStacksInfoOnceAboveTheMessage() {
        let login = Transcript { $0.attempts = 5 }
        _ = login.start()
        for told in ["Sign-in failed", "Wrong PIN"] {
            _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
            let answer = report([[(info, "Welcome to kiosk 3"), (info, "Last sign-in: today"), (secret, "PIN: ")]], status: Self.wrong)
            _ = login(.authenticated(answer))
            #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: told, notes: ["Welcome to kiosk 3", "Last sign-in: today"]))])
        }
    }

    /// pam_faillock's preauth as `required` says its lockout as `info` and lets the stack ask for
    /// the PIN, then refuses any. A PIN refused after words that are not the stack's known
    /// greeting is never told "Wrong PIN", for it may have been the right one: the account
    /// locked from the start of a run (nothing learnt yet), or locked while a banner with the
    /// time changes on every attempt. Words added to the greeting never lock the keypad, with
    /// `lockout-seconds` or not: a notice added to a banner locked it.
    @Test func wordsThatAreNotTheGreetingAreNeverAWrongPINAndNeverLock() {
        let lockout = [(info, "The account is locked due to 2 failed logins."), (info, "(2 minutes left to unlock)")]
        // Started on a locked account.
        let locked = Transcript { $0.lockoutSeconds = 120; $0.attempts = 5 }
        _ = locked.start()
        _ = locked(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = locked(.authenticated(report([lockout + [(secret, "Password: ")]], status: Self.wrong)))
        #expect(locked(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Sign-in failed", notes: lockout.map(\.1)))])
        // A banner that changes on every attempt, then the lockout after it.
        let banner = Transcript { $0.lockoutSeconds = 120; $0.attempts = 5 }
        _ = banner.start()
        _ = banner(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = banner(.authenticated(report([[(info, "Kiosk 3 - 18:01:02"), (secret, "Password: ")]], status: Self.wrong)))
        _ = banner(.pendingInputDiscarded(stopped: false))
        _ = banner(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = banner(.authenticated(report([[(info, "Kiosk 3 - 18:01:09")] + lockout + [(secret, "Password: ")]], status: Self.wrong)))
        #expect(banner(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Sign-in failed", notes: ["Kiosk 3 - 18:01:09"] + lockout.map(\.1)))])
        // A notice added to a learnt banner, with `lockout-seconds`: above a free keypad.
        let notice = Transcript { $0.lockoutSeconds = 60; $0.attempts = 5 }
        _ = notice.start()
        for added in [[], [(info, "Building closes at 18:00 today")]] {
            _ = notice(.entered(.submitted(user: nil, pinIsEmpty: false)))
            _ = notice(.authenticated(report([[(info, "Kiosk 3")] + added + [(secret, "Password: ")]], status: Self.wrong)))
            _ = notice(.pendingInputDiscarded(stopped: false))
        }
        _ = notice(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = notice(.authenticated(report([[(info, "Kiosk 3"), (info, "Building closes at 18:00 today"), (secret, "Password: ")]], status: Self.wrong)))
        #expect(notice(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: Building closes at 18:00 today"),
            .ask(AttemptPad(error: "Building closes at 18:00 today")),
        ])
    }

    /// pinpad's own throttle shows its countdown alone: the stack's words of the attempt before
    /// (pam_faillock's "(2 minutes left to unlock)") are not shown beside it.
    @Test func theThrottlesCountdownIsNotShownBesideTheStacksWords() {
        var settings = ThrottleSettings()
        settings.freeAttempts = 1
        settings.firstWait = 30
        let login = Transcript(throttle: settings)
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = login(.authenticated(report([[(info, "(2 minutes left to unlock)"), (secret, "Password: ")]], status: Self.wrong)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(lock: KeypadLock(message: "Too many wrong PINs", until: 50_000 + 30_000)))])
    }

    @Test func theThrottleLocksThePadAndAnEntryWhileLockedGoesNowhere() {
        var settings = ThrottleSettings()
        settings.freeAttempts = 1
        settings.firstWait = 30
        let login = Transcript(throttle: settings)
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = login(.authenticated(report([[(secret, "Password: ")]], status: Self.wrong)))
        // One wrong PIN: the next pad is locked for 30 s, the lock's text in place of the error.
        let locked = KeypadLock(message: "Too many wrong PINs", until: 50_000 + 30_000)
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(lock: locked))])
        // An entry that came while it was locked is wiped, never reaches PAM, and is not counted.
        #expect(login(.entered(.submitted(user: nil, pinIsEmpty: false))) == [.wipePIN, .ask(AttemptPad(lock: locked))])
        #expect(login.throttle.store.records["kiosk@anna"]?.failures == 1)
        // Cancelled while locked: the account is unusable now.
        #expect(login(.entered(.cancelled)) == [.end(.ended(.accountUnusable))])
    }

    @Test func aRefusalWithWordsLocksTheKeypadWithThemAndIsNoWrongPIN() {
        let login = Transcript()
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        // pam_nologin: its text, no question, a failure.
        let nologin = report([[(error, "The kiosk is closed for maintenance.\n")]], status: Self.wrong, milliseconds: 3)
        _ = login(.authenticated(nologin))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: The kiosk is closed for maintenance."),
            // The stack's own words: no countdown of pinpad's beside them.
            .ask(AttemptPad(lock: KeypadLock(message: "The kiosk is closed for maintenance.\n", until: nil, showsCountdown: false))),
        ])
        #expect(login.throttle.store.records["kiosk@anna"] == nil, "not asked for the PIN: not counted")
    }

    /// The stack's greeting (`pam_echo`'s info before the PIN's question, said on every attempt)
    /// is not why a later attempt is refused before the question: a silent lockout after it is a
    /// refusal without a word, a lockout with words shows those words alone (the rule the
    /// greeter follows: `StackGreeting`).
    @Test func aGreetingBeforeThePINsQuestionIsNotARefusalsWords() {
        let login = Transcript { $0.lockoutSeconds = 600; $0.attempts = 5 }
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = login(.authenticated(report([[(info, "Welcome to kiosk 3")], [(secret, "Password: ")]], status: Self.wrong)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Sign-in failed", notes: ["Welcome to kiosk 3"]))])
        // pam_faillock's `silent` lockout: the greeting alone, then the refusal. Not the lock's
        // text: as the same refusal without the greeting, which is told as a wrong PIN.
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = login(.authenticated(report([[(info, "Welcome to kiosk 3")]], status: Self.wrong)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Wrong PIN", notes: ["Welcome to kiosk 3"]))])
        // pam_faillock's lockout with words: the greeting, then its two texts, shown alone.
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        let locked = report([[(info, "Welcome to kiosk 3")], [(error, "The account is locked due to 3 failed logins.")], [(info, "(10 minutes left to unlock)")]], status: Self.wrong)
        _ = login(.authenticated(locked))
        let words = "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)"
        #expect(login(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: The account is locked due to 3 failed logins. (10 minutes left to unlock)"),
            .ask(AttemptPad(lock: KeypadLock(message: words, until: 50_000 + 600_000, showsCountdown: false))),
        ])
    }

    /// `pinpad login` started again while the stack locks the account silently (`pam_faillock`'s
    /// `silent`): no attempt of this run reached the PIN's question, so the welcome said before
    /// each refusal is not known as the greeting, and cannot be told from a refusal's words.
    /// `locked-text` under it says the sign-in was refused, on the pad and in speech (the
    /// greeter's rule), where the welcome alone above a locked keypad looked as if nothing
    /// happened. An `error` text among the words is a refusal's own: shown alone.
    @Test func aWelcomeAloneBeforeTheGreetingIsLearntIsToldAsARefusal() {
        let login = Transcript { $0.lockoutSeconds = 600; $0.attempts = 5 }
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = login(.authenticated(report([[(info, "Welcome to kiosk 3")]], status: Self.wrong)))
        let words = "Welcome to kiosk 3\nThis account is locked"
        #expect(login(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: Welcome to kiosk 3 This account is locked"),
            .ask(AttemptPad(lock: KeypadLock(message: words, until: 50_000 + 600_000, showsCountdown: false))),
        ])
        let nologin = Transcript { $0.lockoutSeconds = 600 }
        _ = nologin.start()
        _ = nologin(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = nologin(.authenticated(report([[(info, "Welcome to kiosk 3")], [(error, "Kiosk closed for maintenance.")]], status: Self.wrong)))
        #expect(nologin(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: Welcome to kiosk 3 Kiosk closed for maintenance."),
            .ask(AttemptPad(lock: KeypadLock(message: "Welcome to kiosk 3\nKiosk closed for maintenance.", until: 50_000 + 600_000, showsCountdown: false))),
        ])
    }

    @Test func aLockoutAfterTheQuestionCountsDownTheLockoutSeconds() {
        let login = Transcript { $0.lockoutSeconds = 600 }
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        // pam_faillock's deny: asked, then refused without a word.
        let refusal = PAMVerdict(isRefusal: true, description: "Have exhausted maximum number of retries for service")
        _ = login(.authenticated(report([[(secret, "Password: ")]], status: refusal)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused anna: This account is locked"),
            .ask(AttemptPad(lock: KeypadLock(message: "This account is locked", until: 50_000 + 600_000))),
        ])
    }

    @Test func aStackThatRefusesWithoutAWordOrAQuestionIsBroken() {
        let login = Transcript()
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        let broken = PAMVerdict(description: "System error")
        _ = login(.authenticated(report([], status: broken)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [
            .complain("PAM service kiosk refused without asking: System error"), .end(.ended(.pamError)),
        ])
    }

    @Test func aUserThatMayNotSignInIsToldAsAWrongPINAfterAsLongAWaitAsPAMTakes() {
        let login = Transcript {
            $0.user = nil
            $0.userField = true
        }
        #expect(login.start() == [.ask(AttemptPad())])
        // A wrong PIN for anna took PAM 3 s.
        _ = login(.entered(.submitted(user: "anna", pinIsEmpty: false)))
        _ = login(.authenticated(report([[(secret, "Password: ")]], status: Self.wrong, milliseconds: 3000)))
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Wrong PIN"))])
        // root never reaches PAM: as long a wait (a fifth either way), the same words, counted.
        #expect(login(.entered(.submitted(user: "root", pinIsEmpty: false))) == [.wipePIN, .beginWaiting, .waitAsRefused(milliseconds: 2400...3600)])
        #expect(login(.waited) == [.discardPendingInput])
        #expect(login(.pendingInputDiscarded(stopped: false)) == [.ask(AttemptPad(error: "Wrong PIN"))])
        #expect(login.throttle.store.records["kiosk@root"]?.failures == 1)
    }

    /// A name typed in the user field that has no account (a PIN typed in the wrong field) is
    /// never written on stderr, where the journal keeps it (review of issue 21, finding 3): the
    /// line says "an unknown user", as login(1) logs `UNKNOWN`.
    @Test func aTypedNameWithoutAnAccountIsNeverWrittenOnStderr() {
        let refused = Transcript {
            $0.user = nil
            $0.userField = true
        }
        _ = refused.start()
        _ = refused(.entered(.submitted(user: "5739", pinIsEmpty: false)))
        let nologin = report([[(error, "Kiosk closed for maintenance.\n")]], status: Self.wrong, milliseconds: 3)
        _ = refused(.authenticated(nologin))
        #expect(refused(.pendingInputDiscarded(stopped: false)).first == .complain("PAM service kiosk refused an unknown user: Kiosk closed for maintenance."))

        let expired = Transcript {
            $0.user = nil
            $0.userField = true
        }
        _ = expired.start()
        _ = expired(.entered(.submitted(user: "5739", pinIsEmpty: false)))
        _ = expired(.authenticated(report([[(secret, "Password: ")]], status: Self.success)))
        _ = expired(.pendingInputDiscarded(stopped: false))
        #expect(expired(.accountChecked(PAMVerdict(description: "User account has expired"), user: "5739")).first == .complain(
            "account of an unknown user refused: User account has expired"))

        // A name typed that is an account is named.
        let known = Transcript {
            $0.user = nil
            $0.userField = true
        }
        _ = known.start()
        _ = known(.entered(.submitted(user: "anna", pinIsEmpty: false)))
        _ = known(.authenticated(nologin))
        #expect(known(.pendingInputDiscarded(stopped: false)).first == .complain("PAM service kiosk refused anna: Kiosk closed for maintenance."))
    }

    @Test func aRefusedAccountOrAUserPAMSignedInThatMayNotIsShownWhyAndEnds() {
        let expired = Transcript()
        _ = expired.start()
        _ = expired(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = expired(.authenticated(report([[(secret, "Password: ")]], status: Self.success)))
        _ = expired(.pendingInputDiscarded(stopped: false))
        let accountExpired = PAMVerdict(description: "User account has expired")
        #expect(expired(.accountChecked(accountExpired, user: "anna")) == [
            .complain("account of anna refused: User account has expired"), .showNotice("User account has expired"),
        ])
        #expect(expired(.noticeClosed(dismissed: true)) == [.end(.ended(.accountUnusable))])

        // The stack signed in root (a module that maps users): asked again, refused.
        let mapped = Transcript { $0.user = nil }
        _ = mapped.start()
        #expect(mapped(.entered(.submitted(user: nil, pinIsEmpty: false))) == [.authenticate(user: nil)])
        _ = mapped(.authenticated(report([[(secret, "Password: ")]], status: Self.success)))
        _ = mapped(.pendingInputDiscarded(stopped: false))
        #expect(mapped(.accountChecked(Self.success, user: "root")) == [
            .complain("root may not sign in here: root, a system account or no account, not named by allow-user"),
            .showNotice("This account cannot sign in here"),
        ])
        #expect(mapped(.noticeClosed(dismissed: false)) == [.end(.ended(.accountUnusable))])
    }

    @Test func theStacksLastWordsAreShownBeforeTheSignInAndAStopThereCancels() {
        for dismissed in [true, false] {
            let login = Transcript()
            _ = login.start()
            _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
            _ = login(.authenticated(report([[(secret, "Password: ")], [(info, "Your password expires in 3 days")]], status: Self.success)))
            _ = login(.pendingInputDiscarded(stopped: false))
            #expect(login(.accountChecked(Self.success, user: "anna")) == [.showNotice("Your password expires in 3 days")])
            #expect(login(.noticeClosed(dismissed: dismissed)) == [.end(dismissed ? .signedIn(user: "anna") : .ended(.cancelled))])
        }
    }

    @Test func aStopWhilePAMWorksACancelledQuestionAndThePadsOwnEndsEndTheSignIn() {
        let stopped = Transcript()
        _ = stopped.start()
        _ = stopped(.entered(.submitted(user: nil, pinIsEmpty: false)))
        _ = stopped(.authenticated(report([[(secret, "Password: ")]], status: Self.success)))
        #expect(stopped(.pendingInputDiscarded(stopped: true)) == [.end(.ended(.cancelled))])

        // A second question of the stack, cancelled on the pad: cancelled, whatever PAM said.
        let asked = Transcript()
        _ = asked.start()
        _ = asked(.entered(.submitted(user: nil, pinIsEmpty: false)))
        let twice = report([[(secret, "Password: ")], [(secret, "Token: ")]], status: Self.wrong)
        #expect(twice.wasCancelled)
        _ = asked(.authenticated(twice))
        #expect(asked(.pendingInputDiscarded(stopped: false)) == [.end(.ended(.cancelled))])

        for (entry, code) in [(LoginEntry.cancelled, ExitCode.cancelled), (.closed, .cancelled), (.timedOut, .timedOut)] {
            let login = Transcript()
            _ = login.start()
            #expect(login(.entered(entry)) == [.end(.ended(code))])
        }
    }

    @Test func pamThatCannotStartIsOneLineAndThePAMStatus() {
        let login = Transcript()
        _ = login.start()
        _ = login(.entered(.submitted(user: nil, pinIsEmpty: false)))
        #expect(login(.pamUnavailable("System error")) == [.complain("cannot start PAM for service kiosk: System error"), .end(.ended(.pamError))])
    }
}
