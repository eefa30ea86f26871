import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// The greeter's decisions without greetd, a socket or a display: `GreeterSession` fed greetd's
/// responses and the pad's entries, transcript by transcript.
struct GreeterSessionTests {
    static let password = GreetdResponse.authMessage(.secret, text: "Password: ")
    static let wrong = GreetdResponse.authenticationFailed(description: "pam_authenticate: AUTH_ERR")
    static let start = GreeterEffect.send(.startSession(command: ["sway"], environment: ["XDG_SESSION_TYPE=wayland"]))

    /// A greeter for `anna` starting `sway`.
    final class Transcript {
        let clock = ManualClock(start: 50_000)
        var session: GreeterSession

        init(_ configure: (inout GreeterOptions) -> Void = { _ in }) {
            var options = GreeterOptions()
            options.user = "anna"
            options.command = "sway"
            options.environment = ["XDG_SESSION_TYPE=wayland"]
            configure(&options)
            session = GreeterSession(options: options, clock: clock)
        }

        func start() -> [GreeterEffect] { session.start() }
        func callAsFunction(_ event: GreeterEvent) -> [GreeterEffect] { session.receive(event) }
        func callAsFunction(_ response: GreetdResponse) -> [GreeterEffect] { session.receive(.received(response)) }
        func callAsFunction(_ entry: GreeterEntry) -> [GreeterEffect] { session.receive(.entered(entry)) }
    }

    static let pin = GreeterPad(.pin(userField: false, user: nil))

    @Test func theRightPINStartsTheSessionAndEnds() {
        let greeter = Transcript()
        #expect(greeter.start() == [.ask(Self.pin)])
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
        #expect(greeter(.success) == [.end(.success)])
    }

    /// No greetd session is open while the pad waits for a PIN: dropping one (Cancel, the idle
    /// timeout, a stop) fails the stack's conversation, a failed sign-in `pam_faillock` counts.
    @Test func cancelATimeoutOrAStopWithNoPINTypedAsksGreetdNothing() {
        let greeter = Transcript()
        #expect(greeter.start() == [.ask(Self.pin)])
        for _ in 0..<5 { #expect(greeter(.cancelled) == [.wipeSecret, .ask(Self.pin)]) }
        for _ in 0..<5 { #expect(greeter(.timedOut) == [.wipeSecret, .ask(Self.pin)]) }
        #expect(greeter(.closed) == [.wipeSecret, .end(.cancelled)])
        // After a wrong PIN too: the pad that shakes has no session behind it.
        let again = Transcript()
        _ = again.start()
        _ = again(.secret(user: nil))
        _ = again(Self.password)
        #expect(again(Self.wrong) == [.send(.cancelSession)])
        #expect(again(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
        #expect(again(.cancelled) == [.wipeSecret, .ask(Self.pin)])
    }

    @Test func aWrongPINShakesThePadAndTheNextPINOpensAFreshSession() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        // greetd 0.9 keeps the failed session until it is cancelled.
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        // The shake was for that pad alone.
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(.authMessage(.info, text: "Hint: your badge")) == [.send(.answer(nil))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        // Words the stack did not say before (not its greeting) may say why it refused: not
        // "Wrong PIN".
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Sign-in failed", notes: ["Hint: your badge"]))], "the stack's info stays above the message, not in the error's colour")
    }

    @Test func infoAndErrorMessagesAreAnsweredWithNullAndShownAboveTheNextQuestion() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.info, text: "Welcome")) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.info, text: "Last login: today")) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.visible, text: "Badge: ")) == [.ask(GreeterPad(.visible(prompt: "Badge: "), notes: ["Welcome", "Last login: today"]))])
        #expect(greeter(.text("4711")) == [.send(.answer("4711"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
    }

    @Test func furtherQuestionsGetATextFieldUnderTheirWords() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.authMessage(.info, text: "Second factor")) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.secret, text: "Token code: ")) == [.ask(GreeterPad(.secret(prompt: "Token code: "), notes: ["Second factor"]))])
        #expect(greeter(.secret(user: nil)) == [.sendSecret])
        #expect(greeter(.authMessage(.visible, text: "Your favourite colour: ")) == [.ask(GreeterPad(.visible(prompt: "Your favourite colour: ")))])
        #expect(greeter(.text("blue, no yellow")) == [.send(.answer("blue, no yellow"))])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
        #expect(greeter(.success) == [.end(.success)])
    }

    @Test func cancelOnAFurtherQuestionDropsTheSessionAndReturnsToThePad() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.authMessage(.secret, text: "Token code: "))
        #expect(greeter(.cancelled) == [.wipeSecret, .send(.cancelSession)])
        #expect(greeter(.success) == [.ask(Self.pin)])
        _ = greeter(.secret(user: nil))
        _ = greeter(.authMessage(.visible, text: "Badge: "))
        // A timed-out pad goes back the same way; greetd's error for a session already gone too.
        #expect(greeter(.timedOut) == [.wipeSecret, .send(.cancelSession)])
        #expect(greeter(.failed(description: "no session active")) == [.ask(Self.pin)])
    }

    /// Cancel while greetd's stack checks the PIN (the pad waiting under `checking-text`):
    /// `cancel_session` goes out at once, unanswered (greetd reads it only after answering the
    /// request under way), and the pad comes back clean; the next PIN first reads the two
    /// answers owed, then opens a new session.
    @Test func cancelWhileGreetdChecksDropsTheSessionAndReturnsToThePadAtOnce() {
        let greeter = Transcript()
        _ = greeter.start()
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(.cancelled) == [.wipeSecret, .post(.cancelSession), .ask(Self.pin)])
        #expect(greeter(.secret(user: nil)) == [.receive])
        // The answer to create_session (the stack's question, unanswered), then cancel_session's.
        #expect(greeter(Self.password) == [.receive])
        #expect(greeter(.success) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
        #expect(greeter(.success) == [.end(.success)])
    }

    /// The same while the PIN is checked (after `post_auth_message_response`) and after an
    /// `info`'s acknowledgement; Cancel again while the owed answers are read leaves them owed.
    @Test func cancelWhileTheStackChecksTheAnswerOrWhileOwedAnswersAreRead() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.cancelled) == [.wipeSecret, .post(.cancelSession), .ask(Self.pin)])
        #expect(greeter(.secret(user: nil)) == [.receive])
        #expect(greeter(.cancelled) == [.wipeSecret, .ask(Self.pin)])
        #expect(greeter(.secret(user: nil)) == [.receive])
        #expect(greeter(Self.wrong) == [.receive])
        #expect(greeter(.success) == [.send(.createSession(username: "anna"))])
        #expect(greeter(.authMessage(.info, text: "Hint: your badge")) == [.send(.answer(nil))])
        #expect(greeter(.cancelled) == [.wipeSecret, .post(.cancelSession), .ask(Self.pin)], "no note kept, no error")
        #expect(greeter(.closed) == [.wipeSecret, .end(.cancelled)])
    }

    /// Cancel while greetd drops a failed session (after a wrong PIN) returns to a clean pad at
    /// once, greetd's answer owed; once greetd accepted the sign-in, Cancel changes nothing.
    @Test func cancelWhileASessionIsDroppedOrStarted() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.cancelled) == [.ask(Self.pin)], "no Wrong PIN after Cancel")
        #expect(greeter(.secret(user: nil)) == [.receive])
        #expect(greeter(.success) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
        #expect(greeter(.cancelled) == [.receive])
        #expect(greeter(.success) == [.end(.success)])
    }

    @Test func closingAFurtherQuestionEndsTheGreeter() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(.authMessage(.visible, text: "Badge: "))
        // greetd's session is dropped first, and no new one is made.
        #expect(greeter(.closed) == [.wipeSecret, .send(.cancelSession)])
        #expect(greeter(.success) == [.end(.cancelled)])
    }

    /// A stop (SIGTERM, the window closed) on any pad ends the greeter with exit 1; greetd
    /// going away while its session is dropped changes nothing.
    @Test func aStopEndsTheGreeterAndStartsNoSession() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.authMessage(.secret, text: "Token code: "))
        #expect(greeter(.closed) == [.wipeSecret, .send(.cancelSession)])
        #expect(greeter(.connectionFailed("greetd closed the connection")) == [.wipeSecret, .end(.cancelled)])
        let field = Transcript {
            $0.user = nil
            $0.userField = true
        }
        _ = field.start()
        #expect(field(.closed) == [.wipeSecret, .end(.cancelled)], "no session to drop before the PIN")
    }

    /// pam_faillock's lockout, said before the stack asks: its words (which tell their own time)
    /// on the pad, the keypad free and no countdown of the greeter's beside them; the next PIN
    /// goes to a new session, which the stack refuses again while it locks.
    @Test func aLockoutShowsTheStacksWordsWithoutACountdown() {
        let greeter = Transcript { $0.lockoutSeconds = 600 }
        _ = greeter.start()
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(.authMessage(.error, text: "The account is locked due to 3 failed logins.")) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.info, text: "(10 minutes left to unlock)")) == [.send(.answer(nil))])
        let text = "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)"
        #expect(
            greeter(Self.wrong) == [
                .wipeSecret, .complain("greetd refused anna: The account is locked due to 3 failed logins. (10 minutes left to unlock)"),
                .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: text))])
        // Unlocked, the PIN tapped goes to a new session.
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
    }

    /// pam_faillock's preauth as `required` says its lockout as `info` and lets the stack ask for
    /// the PIN, then refuses any: words said before the question that are not the known
    /// greeting are never told "Wrong PIN" (the PIN may have been the right one), and the
    /// greeting alike again is.
    @Test func wordsBeforeTheQuestionThatAreNotTheGreetingAreNoWrongPIN() {
        let greeter = Transcript { $0.lockoutSeconds = 600 }
        _ = greeter.start()
        func attempt(_ said: [String]) -> [GreeterEffect] {
            _ = greeter(.secret(user: nil))
            for text in said { _ = greeter(.authMessage(.info, text: text)) }
            _ = greeter(Self.password)
            _ = greeter(Self.wrong)
            return greeter(.success)
        }
        let pad = { (error: String, notes: [String]) in [GreeterEffect.ask(GreeterPad(.pin(userField: false, user: nil), error: error, notes: notes))] }
        #expect(attempt(["Welcome"]) == pad("Sign-in failed", ["Welcome"]))
        #expect(attempt(["Welcome"]) == pad("Wrong PIN", ["Welcome"]))
        let lockout = ["Welcome", "The account is locked due to 3 failed logins.", "(10 minutes left to unlock)"]
        #expect(attempt(lockout) == pad("Sign-in failed", lockout))
        #expect(attempt(["Welcome"]) == pad("Sign-in failed", ["Welcome"]), "the greeting changed back: not known")
        #expect(attempt(["Welcome"]) == pad("Wrong PIN", ["Welcome"]))
    }

    /// The stack's greeting (`pam_echo`'s info before the PIN's question, said on every sign-in)
    /// is not why a later sign-in is refused before the question: a silent lockout after it
    /// locks the keypad under `locked-text`, a lockout with words shows those words alone.
    @Test func aGreetingBeforeThePINsQuestionIsNotARefusalsWords() {
        let greeter = Transcript { $0.lockoutSeconds = 600 }
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.info, text: "Welcome to the kiosk.")) == [.send(.answer(nil))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        // The first sign-in: its welcome is not known yet as the greeting, said on every one.
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Sign-in failed", notes: ["Welcome to the kiosk."]))])
        // Locked without a word (pam_faillock's `silent`): the greeting alone before the refusal.
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(.authMessage(.info, text: "Welcome to the kiosk.")) == [.send(.answer(nil))])
        #expect(
            greeter(Self.wrong) == [
                .wipeSecret, .complain("greetd refused anna without asking: pam_authenticate: AUTH_ERR"), .send(.cancelSession),
            ])
        let lock = KeypadLock(message: "This account is locked", until: 50_000 + 600_000)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), lock: lock))])
        // Locked with words: the greeting, then pam_faillock's two infos.
        _ = greeter(.cancelled)
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        for text in ["Welcome to the kiosk.", "The account is locked due to 1 failed logins.", "(10 minutes left to unlock)"] {
            #expect(greeter(.authMessage(.info, text: text)) == [.send(.answer(nil))])
        }
        #expect(
            greeter(Self.wrong) == [
                .wipeSecret, .complain("greetd refused anna: The account is locked due to 1 failed logins. (10 minutes left to unlock)"),
                .send(.cancelSession),
            ])
        let words = "The account is locked due to 1 failed logins.\n(10 minutes left to unlock)"
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: words))])
    }

    /// The account check's refusal after the right PIN shows the words said after the PIN, not
    /// the greeting said before its question: without words, `account-refused-text`.
    @Test func aGreetingBeforeThePINsQuestionIsNotTheAccountChecksWords() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.info, text: "Welcome to the kiosk.")) == [.send(.answer(nil))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(
            greeter(.authenticationFailed(description: "pam_acct_mgmt: AUTH_ERR")) == [
                .complain("greetd refused anna after the PIN: This account cannot sign in here (pam_acct_mgmt: AUTH_ERR)"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "This account cannot sign in here"))])
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.info, text: "Welcome to the kiosk.")) == [.send(.answer(nil))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.authMessage(.error, text: "Your account has expired.")) == [.send(.answer(nil))])
        #expect(
            greeter(.authenticationFailed(description: "pam_acct_mgmt: ACCT_EXPIRED")) == [
                .complain("greetd refused anna after the PIN: Your account has expired. (pam_acct_mgmt: ACCT_EXPIRED)"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Your account has expired."))])
    }

    /// pam_nologin's text (/etc/nologin exists): a notice, not a lockout — no countdown outlives
    /// the file; the PIN tapped once it is gone signs in.
    @Test func pamNologinsTextIsANoticeAndTheNextPINSignsInOnceTheFileIsGone() {
        let greeter = Transcript { $0.lockoutSeconds = 300 }
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.error, text: "Kiosk closed for maintenance.\n")) == [.send(.answer(nil))])
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Kiosk closed for maintenance.\n"))])
        greeter.clock.advance(by: 1_000)
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
    }

    /// With a user field (the documented stack: `pam_succeed_if uid >= 1000` in `auth`), a
    /// system account's name refused before any question without a word is no lockout of the
    /// pad: it comes back free, `locked-text` above it, the user field empty for the next person,
    /// and no countdown (nothing was counted, and the stack refuses that name for ever).
    @Test func aSilentRefusalWithAUserFieldLeavesThePadFreeForTheNextPerson() {
        let greeter = Transcript { $0.user = nil; $0.userField = true; $0.lockoutSeconds = 300 }
        _ = greeter.start()
        #expect(greeter(.secret(user: "root")) == [.send(.createSession(username: "root"))])
        #expect(
            greeter(Self.wrong) == [
                .wipeSecret, .complain("greetd refused the user typed without asking: pam_authenticate: AUTH_ERR"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "This account is locked"))])
        // The next person signs in at once.
        #expect(greeter(.secret(user: "anna")) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
    }

    /// With a fixed user, a refusal without a word before the PIN's question counts down
    /// `lockout-seconds` only once this greeter saw that account's PIN refused (the failure
    /// pam_faillock counts and locks for): before that, no countdown could be true.
    @Test func aSilentRefusalCountsDownOnlyAfterAFailureWasCounted() {
        let greeter = Transcript { $0.lockoutSeconds = 300 }
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), lock: KeypadLock(message: "This account is locked", until: nil)))])
        _ = greeter(.cancelled)
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.wrong)
        let lock = KeypadLock(message: "This account is locked", until: 50_000 + 300_000)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), lock: lock))])
    }

    /// A refused sign-in empties the user field, a wrong PIN's too: the name may be a PIN typed
    /// in the wrong field (a touch screen's user field takes digits first), and no PIN stays on
    /// screen. A name kept only when an account has it would tell which accounts exist.
    @Test func aWrongPINEmptiesTheUserField() {
        let greeter = Transcript { $0.user = nil; $0.userField = true; $0.lockoutSeconds = 300 }
        _ = greeter.start()
        _ = greeter(.secret(user: "55443322"))
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
        _ = greeter(.secret(user: "55443322"))
        _ = greeter(.authenticationFailed(description: "pam_authenticate: USER_UNKNOWN"))
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
    }

    /// A name pam_unix refuses before asking (one starting with `-`: `USER_UNKNOWN`, no question
    /// asked) is told as a wrong PIN, as login(1) tells an unknown user: no lockout.
    @Test func aNameRefusedBeforeAnyQuestionIsAWrongPINNotALockout() {
        let greeter = Transcript { $0.user = nil; $0.userField = true; $0.lockoutSeconds = 300 }
        _ = greeter.start()
        #expect(greeter(.secret(user: "-anna")) == [.send(.createSession(username: "-anna"))])
        #expect(
            greeter(.authenticationFailed(description: "pam_authenticate: USER_UNKNOWN")) == [
                .wipeSecret, .holdBack(milliseconds: 1600...2400), .send(.cancelSession),
            ])
        // As a wrong PIN (the pad does not tell which of the two was wrong), the name gone.
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
        #expect(greeter(.secret(user: "anna")) == [.send(.createSession(username: "anna"))])
    }

    /// A wrong PIN, Cancel, the idle timeout, a notice and a refusal without words leave the
    /// user field empty, so the next person never finds a name (or a PIN typed there).
    @Test func aWrongPINCancelTheTimeoutOrANoticeEmptyTheUserField() {
        let greeter = Transcript { $0.user = nil; $0.userField = true }
        #expect(greeter.start() == [.ask(GreeterPad(.pin(userField: true, user: nil)))])
        func wrongPIN(by name: String) -> [GreeterEffect] {
            _ = greeter(.secret(user: name))
            _ = greeter(Self.password)
            _ = greeter(Self.wrong)
            return greeter(.success)
        }
        #expect(wrongPIN(by: "anna") == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
        #expect(wrongPIN(by: "anna") == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
        #expect(greeter(.timedOut) == [.wipeSecret, .ask(GreeterPad(.pin(userField: true, user: nil)))])
        _ = wrongPIN(by: "bert")
        #expect(greeter(.cancelled) == [.wipeSecret, .ask(GreeterPad(.pin(userField: true, user: nil)))])
        _ = wrongPIN(by: "carl")
        // A notice (pam_nologin's text) ends this person's try: the name goes.
        _ = greeter(.secret(user: "carl"))
        _ = greeter(.authMessage(.error, text: "Closed."))
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Closed."))])
        // A refusal without words (a lockout) too, the keypad free for the next person.
        _ = wrongPIN(by: "dora")
        _ = greeter(.secret(user: "dora"))
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "This account is locked"))])
    }

    /// A refusal after a further question (a token's code, a badge) does not blame the PIN:
    /// greetd's `pam_authenticate: AUTH_ERR` does not say which answer was wrong.
    @Test func aRefusalAfterAFurtherQuestionSaysThePINOrTheAnswer() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.authMessage(.secret, text: "Token code: "))
        #expect(greeter(.secret(user: nil)) == [.sendSecret])
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN or answer"))])
        // The next session asks the PIN alone: a wrong one is a wrong PIN again.
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
    }

    /// A wrong PIN's pad: the stack's `info` texts (`pam_echo`'s welcome) above the message, in
    /// the message's colour, its `error` texts above "Wrong PIN", in the error's; a pad after
    /// Cancel shows neither.
    @Test func aWrongPINsInfoIsAboveTheMessageAndItsErrorWithTheError() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(.authMessage(.info, text: "Welcome to the kiosk."))
        _ = greeter(.authMessage(.error, text: "Token out of sync"))
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Token out of sync\nSign-in failed", notes: ["Welcome to the kiosk."]))])
        #expect(greeter(.cancelled) == [.wipeSecret, .ask(Self.pin)])
    }

    /// An `error` message after the PIN is no lockout: the stack's words shake above the wrong
    /// PIN's, and the keypad stays free.
    @Test func anErrorAfterThePINIsShownAboveTheWrongPIN() {
        let greeter = Transcript { $0.lockoutSeconds = 300 }
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        #expect(greeter(.authMessage(.error, text: "Token out of sync")) == [.send(.answer(nil))])
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Token out of sync\nWrong PIN"))])
    }

    /// An expired password (`chage -d 0`: `NEW_AUTHTOK_REQD`) or account (`chage -E`:
    /// `ACCT_EXPIRED`) after the right PIN: the stack's words on the pad, the keypad not locked
    /// for `lockout-seconds`.
    @Test func anExpiredPasswordOrAccountIsSaidWithoutALockout() {
        let greeter = Transcript { $0.lockoutSeconds = 300 }
        _ = greeter.start()
        for (words, code) in [
            ("You are required to change your password immediately (administrator enforced).", "NEW_AUTHTOK_REQD"),
            ("Your account has expired; please contact your system administrator.", "ACCT_EXPIRED"),
        ] {
            #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
            #expect(greeter(Self.password) == [.sendSecret])
            #expect(greeter(.authMessage(.error, text: words)) == [.send(.answer(nil))])
            #expect(
                greeter(.authenticationFailed(description: "pam_acct_mgmt: \(code)")) == [
                    .complain("greetd refused anna after the PIN: \(words) (pam_acct_mgmt: \(code))"), .send(.cancelSession),
                ])
            #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: words))])
        }
    }

    /// The right PIN of an account the account check refuses (`pam_succeed_if uid >= 1000`:
    /// `pam_acct_mgmt: AUTH_ERR`) is not a wrong PIN; a failed `pam_authenticate` is one whatever
    /// its code, an unknown user's too (the pad does not tell whether an account exists).
    @Test func aRightPINTheAccountCheckRefusesIsNotAWrongPIN() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        #expect(
            greeter(.authenticationFailed(description: "pam_acct_mgmt: AUTH_ERR")) == [
                .complain("greetd refused anna after the PIN: This account cannot sign in here (pam_acct_mgmt: AUTH_ERR)"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "This account cannot sign in here"))])
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        #expect(greeter(.authenticationFailed(description: "pam_authenticate: USER_UNKNOWN")) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
    }

    @Test func aRefusalWithoutAWordLocksThePadWithTheLockedText() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        let lock = KeypadLock(message: "This account is locked", until: nil)
        #expect(
            greeter(.authenticationFailed(description: "pam_authenticate: PERM_DENIED")) == [
                .wipeSecret, .complain("greetd refused anna without asking: pam_authenticate: PERM_DENIED"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), lock: lock))])
    }

    /// An empty /etc/nologin: pam_nologin sends an empty text before refusing. That is no words:
    /// the pad shows `locked-text`, not a blank notice, and stderr says the words were blank.
    @Test func aBlankNoticeIsARefusalWithoutWords() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.error, text: "")) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.info, text: " \n")) == [.send(.answer(nil))])
        #expect(
            greeter(.authenticationFailed(description: "pam_authenticate: AUTH_ERR")) == [
                .wipeSecret, .complain("greetd refused anna without asking, its only words blank: pam_authenticate: AUTH_ERR"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), lock: KeypadLock(message: "This account is locked", until: nil)))])
        // After the PIN, a blank text above the error is no line of its own.
        _ = greeter(.cancelled)
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.authMessage(.error, text: ""))
        _ = greeter(Self.wrong)
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN"))])
    }

    @Test func greetdsErrorIsSaidAndThePadAsksAgain() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(
            greeter(.failed(description: "unable to get user info\n")) == [
                .wipeSecret, .complain("greetd: unable to get user info "), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "unable to get user info "))])
        #expect(greeter(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        #expect(greeter(Self.password) == [.sendSecret])
    }

    @Test func theUserFieldAsksUserAndPINBeforeTheSession() {
        let greeter = Transcript {
            $0.user = nil
            $0.userField = true
        }
        #expect(greeter.start() == [.ask(GreeterPad(.pin(userField: true, user: nil)))])
        #expect(greeter(.secret(user: "bert")) == [.send(.createSession(username: "bert"))])
        #expect(greeter(Self.password) == [.sendSecret])
        // A wrong PIN empties the name: it is typed again.
        #expect(greeter(Self.wrong) == [.send(.cancelSession)])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "Wrong PIN"))])
        #expect(greeter(.secret(user: "berta")) == [.send(.createSession(username: "berta"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.success) == [.wipeSecret, Self.start])
    }

    /// Cancel, the idle timeout and a refusal without words clear the user field: the name (maybe
    /// a PIN typed in the wrong field) is not left on screen.
    @Test func theUserFieldIsClearedAfterCancelATimeoutOrARefusal() {
        let greeter = Transcript {
            $0.user = nil
            $0.userField = true
        }
        let empty = GreeterPad(.pin(userField: true, user: nil))
        _ = greeter.start()
        _ = greeter(.secret(user: "13579"))
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        _ = greeter(.success)
        #expect(greeter(.cancelled) == [.wipeSecret, .ask(empty)])
        _ = greeter(.secret(user: "13579"))
        _ = greeter(.authMessage(.visible, text: "Badge: "))
        #expect(greeter(.timedOut) == [.wipeSecret, .send(.cancelSession)])
        #expect(greeter(.success) == [.ask(empty)])
        _ = greeter(.secret(user: "bert"))
        _ = greeter(.authenticationFailed(description: "pam_authenticate: PERM_DENIED"))
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: true, user: nil), error: "This account is locked"))])
    }

    @Test func aStartGreetdRefusesEnds() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.success)
        #expect(greeter(.failed(description: "session not ready")) == [.complain("greetd did not start the session: session not ready"), .end(.greetdError)])
    }

    @Test func greetdClosingTheSocketOrAMalformedReplyEndsWithOneLine() {
        for failure in ["greetd closed the connection", GreetdCodecError.badLength(1 << 30).description, GreetdCodecError.syntax("a value", at: 0).description] {
            let greeter = Transcript()
            _ = greeter.start()
            _ = greeter(.secret(user: nil))
            _ = greeter(Self.password)
            #expect(greeter(.connectionFailed(failure)) == [.wipeSecret, .complain(failure), .end(.greetdError)])
            #expect(greeter(.connectionFailed(failure)) == [], "nothing after the end")
        }
    }

    @Test func aResponseOutOfTurnEnds() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        _ = greeter(Self.password)
        _ = greeter(.success)
        #expect(greeter(Self.password) == [.wipeSecret, .complain("greetd answered out of turn: an auth_message (secret)"), .end(.greetdError)])
    }

    @Test func aNameTypedInTheUserFieldIsNeverWrittenOnStderr() {
        // A PIN typed in the user field by mistake: greetd's journal must not get it.
        let greeter = Transcript {
            $0.user = nil
            $0.userField = true
        }
        _ = greeter.start()
        #expect(greeter(.secret(user: "5739")) == [.send(.createSession(username: "5739"))])
        #expect(greeter(Self.password) == [.sendSecret])
        #expect(greeter(.authMessage(.error, text: "Account expired")) == [.send(.answer(nil))])
        let effects = greeter(.authenticationFailed(description: "pam_acct_mgmt: ACCT_EXPIRED"))
        #expect(effects.contains(.complain("greetd refused the user typed after the PIN: Account expired (pam_acct_mgmt: ACCT_EXPIRED)")), "\(effects)")
        #expect(!"\(effects)".contains("5739"))
    }

    /// A stack (or greetd) that sends info messages without end: memory stays bounded (32
    /// texts, 16 KiB), what is past it is left out, the last text kept ending in "…", and the
    /// sign-in goes on: a stack's words never end the greeter.
    @Test func anEndlessStreamOfInfoMessagesIsCutNotAnEnd() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        for index in 0..<40 { #expect(greeter(.authMessage(.info, text: "note \(index)")) == [.send(.answer(nil))]) }
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        let kept = (0..<31).map { "note \($0)" } + ["note 31\u{2026}"]
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Sign-in failed", notes: kept))])
        // Bytes: a text past 16 KiB is cut where the room ends; those after it are left out.
        let long = Transcript()
        _ = long.start()
        _ = long(.secret(user: nil))
        let text = String(repeating: "x", count: 6000)
        for _ in 0..<3 { #expect(long(.authMessage(.error, text: text)) == [.send(.answer(nil))]) }
        #expect(long(.authMessage(.info, text: "left out")) == [.send(.answer(nil))])
        #expect(long(.success) == [.wipeSecret, Self.start])
        // A new session keeps afresh.
        let again = Transcript()
        _ = again.start()
        _ = again(.secret(user: nil))
        for _ in 0..<40 { _ = again(.authMessage(.info, text: "note")) }
        _ = again(Self.password)
        _ = again(Self.wrong)
        _ = again(.success)
        #expect(again(.secret(user: nil)) == [.send(.createSession(username: "anna"))])
        _ = again(.authMessage(.info, text: "once"))
        _ = again(Self.password)
        _ = again(Self.wrong)
        #expect(again(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: "Sign-in failed", notes: ["once"]))])
    }

    /// A banner as long as greetd passes on (`pam_echo`'s `file=`: 10 KB) is shown whole above
    /// the message over the wrong PIN's error; a second one after it is cut at 16 KiB in all,
    /// ending in "…".
    @Test func aLongBannerIsShownWholeAndASecondOneCut() {
        let banner = (1...250).map { "Line \($0) of the notice." }.joined(separator: "\n")
        #expect(banner.utf8.count > 5_000 && banner.utf8.count < 6_000)
        let longest = String(banner + "\n" + banner).prefix(GreetdCodec.maximumStringBytes - 40)
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.info, text: String(longest))) == [.send(.answer(nil))])
        #expect(greeter(.authMessage(.info, text: String(longest))) == [.send(.answer(nil))])
        _ = greeter(Self.password)
        _ = greeter(Self.wrong)
        let effects = greeter(.success)
        guard case .ask(let pad) = effects.last else {
            Issue.record("no pad: \(effects)")
            return
        }
        #expect(pad.error == "Sign-in failed")
        #expect(pad.notes.count == 2 && pad.notes.first == String(longest), "\(pad.notes.map(\.utf8.count))")
        #expect(pad.notes.last?.hasPrefix("Line 1 of the notice.\n") == true)
        #expect(pad.notes.last?.hasSuffix("\u{2026}") == true, "\(String(describing: pad.notes.last?.suffix(30)))")
        let bytes = pad.notes.joined(separator: "\n").utf8.count
        #expect(bytes <= GreeterSession.maximumNotesBytes + 64, "\(bytes) bytes kept")
    }

    /// Control characters (an ANSI colour, a bell) and bidi controls (a right-to-left override
    /// that turns the rest of the line) from greetd are shown as U+FFFD on the pad, in speech and
    /// on stderr (greetd's journal); line breaks stay on the pad and are spaces on stderr.
    @Test func controlAndBidiCharactersFromGreetdAreShownAsReplacementCharacters() {
        let greeter = Transcript()
        _ = greeter.start()
        _ = greeter(.secret(user: nil))
        #expect(greeter(.authMessage(.error, text: "\u{1B}[31mRED\u{202E}evil\nline\u{2066}two\u{7}\u{200F}")) == [.send(.answer(nil))])
        let shown = "\u{FFFD}[31mRED\u{FFFD}evil\nline\u{FFFD}two\u{FFFD}\u{FFFD}"
        #expect(
            greeter(Self.wrong) == [
                .wipeSecret, .complain("greetd refused anna: \u{FFFD}[31mRED\u{FFFD}evil line\u{FFFD}two\u{FFFD}\u{FFFD}"), .send(.cancelSession),
            ])
        #expect(greeter(.success) == [.ask(GreeterPad(.pin(userField: false, user: nil), error: shown))])
        let question = Transcript()
        _ = question.start()
        _ = question(.secret(user: nil))
        #expect(question(.authMessage(.visible, text: "Badge\u{9B}\u{202A}: ")) == [.ask(GreeterPad(.visible(prompt: "Badge\u{FFFD}\u{FFFD}: ")))])
        #expect(question(.text("1")) == [.send(.answer("1"))])
        #expect(
            question(.failed(description: "bad\u{1B}]0;title\u{7}\u{2028}end")) == [
                .wipeSecret, .complain("greetd: bad\u{FFFD}]0;title\u{FFFD} end"), .send(.cancelSession),
            ])
    }
}
