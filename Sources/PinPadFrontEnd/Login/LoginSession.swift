import PinPadCore

/// The decisions of a PIN sign-in (`pinpad login`), without I/O: what the pad shows for each
/// attempt, what the throttle and the allowed users say, how PAM's answer is judged (a wrong PIN,
/// a lockout, a refusal with words, a broken stack), and when the sign-in ends. The runner
/// (`Login`) does what each `LoginEffect` says (shows the pad, waits, talks to PAM) and hands the
/// result back as the next `LoginEvent`. The PIN itself never enters: the runner keeps it from
/// the pad to PAM and wipes it when told (`.wipePIN`).
///
/// Every list of effects `receive` returns ends with the one that is answered by the next event
/// (`.ask`, `.waitAsRefused`, `.discardPendingInput`, `.authenticate`, `.checkAccount`,
/// `.showNotice`) or with `.end`; the effects before it (`.complain`, `.wipePIN`,
/// `.beginWaiting`, `.showFinal`) are done in order and answer nothing.
package struct LoginSession {
    /// Where the sign-in is.
    private enum State {
        /// Before `start`.
        case idle
        /// The attempt's pad is shown.
        case asking
        /// A user that is not admitted waits as long as PAM would take to say no.
        case refusing
        /// The input typed while the refusal waited is being dropped.
        case refused
        /// PAM authenticates `user`.
        case authenticating(user: String?)
        /// PAM refused a name it does not know sooner than it refuses a wrong PIN: the answer
        /// waits (`.waitAsRefused`) as long as a wrong PIN's would, then is judged.
        case holding(user: String?, AuthenticationReport)
        /// The input typed while PAM worked is being dropped, PAM's answer kept.
        case judging(user: String?, AuthenticationReport)
        /// PAM checks the account of `user` (`pam_acct_mgmt`).
        case checkingAccount(user: String?, notes: [String])
        /// The stack's last words are shown before signing `user` in.
        case greeting(user: String)
        /// A last notice is shown; then the sign-in ends with `code`.
        case closing(LoginEnding)
        /// Ended.
        case ended
    }

    private let options: LoginOptions
    private let throttle: AttemptThrottle
    private let admits: (String) -> Bool
    private let hasAccount: (String) -> Bool
    private let clock: any Clock
    private var state = State.idle
    /// Wrong PINs (and users not admitted) so far.
    private var failures = 0
    /// The error shaking on the next pad.
    private var error: String?
    /// The stack's texts of the last attempt, above the next pad's message.
    private var notes: [String] = []
    /// The keypad's lock on the next pad.
    private var lock: KeypadLock?
    /// What the stack says before the PIN's question on every attempt (`pam_echo`'s welcome):
    /// never why an attempt was refused before that question.
    private var greeting = StackGreeting()
    /// The `error` texts of the attempt the greeting was learnt from: which of its texts a name
    /// never asked of PAM is told in the error's place.
    private var greetingErrors: Set<String> = []
    /// The user typed in the last attempt (`--user-field`): the throttle's, never shown again.
    private var lastUser: String?
    /// How long PAM took to say no to the last wrong PIN, in milliseconds.
    private var wrongPINDuration = LoginSession.refusalDelay

    /// How long a name that is not admitted waits before it is told as a wrong PIN, in
    /// milliseconds, before any wrong PIN of this run showed how long PAM takes to say no: the
    /// delay `pam_unix` asks for on a failure (`pam_fail_delay(2000000)`). Either is spread by a
    /// fifth either way, as Linux-PAM spreads its own (`_pam_compute_delay`).
    package static let refusalDelay = 2000

    /// How long a refusal told `elapsed` milliseconds after its attempt began still waits, so that
    /// it comes no sooner than a wrong PIN that took `wrongPINDuration` milliseconds: that
    /// duration spread by a fifth either way, less what has passed; nil when nothing is left.
    package static func refusalWait(wrongPINDuration: Int, elapsed: Int = 0) -> ClosedRange<Int>? {
        let latest = wrongPINDuration * 6 / 5 - elapsed
        return latest > 0 ? max(wrongPINDuration * 4 / 5 - elapsed, 0)...latest : nil
    }

    /// A sign-in with `options`, counting attempts in `throttle`, signing in only users `admits`
    /// takes (`LoginOptions.admits`), its locks timed on `clock` (the pad's clock, milliseconds).
    /// A name typed in the user field is written on stderr only when `hasAccount` says it is an
    /// account of the system (`getpwnam`); none is, unless told.
    package init(
        options: LoginOptions, throttle: AttemptThrottle, admits: @escaping (String) -> Bool, clock: any Clock,
        hasAccount: @escaping (String) -> Bool = { _ in false }
    ) {
        self.options = options
        self.throttle = throttle
        self.admits = admits
        self.clock = clock
        self.hasAccount = hasAccount
    }

    /// Starts the sign-in: the first attempt's pad.
    package mutating func start() -> [LoginEffect] {
        guard case .idle = state else { return [] }
        return nextAttempt()
    }

    /// What to do after `event`.
    package mutating func receive(_ event: LoginEvent) -> [LoginEffect] {
        switch (state, event) {
        case (.asking, .entered(let entry)):
            return entered(entry)
        case (.refusing, .waited):
            // Never asked of PAM, yet counted as a wrong PIN is.
            throttle.settle(accepted: false, asked: true)
            state = .refused
            return [.discardPendingInput]
        case (.refused, .pendingInputDiscarded(let stopped)):
            if stopped { return end(.ended(.cancelled)) }
            // As a wrong PIN of an account is told: the stack's greeting as it says it for the
            // name (once an attempt of this run learnt it), above the error.
            lock = nil
            let user = lastUser ?? options.user
            return wrongPIN(said: greeting.texts(for: user), errors: greeting.texts.map { greetingErrors.contains($0) }, user: user, told: options.wrongPINText)
        case (.authenticating(let user), .authenticated(let report)):
            // A wrong PIN: the PIN was asked for (an unknown name refused before is no measure).
            if report.status.isWrongSecret && report.secretWasAsked { wrongPINDuration = report.milliseconds }
            // An unknown name told as a wrong PIN is counted as one: its record is the same.
            let isUnknownName = isToldAsWrongPIN(unknownUser: user, report)
            throttle.settle(accepted: report.status.isSuccess, asked: report.secretWasAsked || isUnknownName)
            notes = report.notes
            if isUnknownName, report.milliseconds < wrongPINDuration * 4 / 5,
                let wait = LoginSession.refusalWait(wrongPINDuration: wrongPINDuration, elapsed: report.milliseconds)
            {
                // pam_unix's failure delay is not asked for when no module before the refusing
                // one runs it: told no sooner than a wrong PIN is, so that the time taken tells
                // nobody which names are accounts.
                state = .holding(user: user, report)
                return [.waitAsRefused(milliseconds: wait)]
            }
            state = .judging(user: user, report)
            // What was typed or tapped while PAM worked is no answer to the next pad.
            return [.discardPendingInput]
        case (.holding(let user, let report), .waited):
            state = .judging(user: user, report)
            return [.discardPendingInput]
        case (.authenticating, .pamUnavailable(let why)):
            return [.complain("cannot start PAM for service \(options.service): \(why)")] + end(.ended(.pamError))
        case (.judging(let user, let report), .pendingInputDiscarded(let stopped)):
            // A stop (SIGTERM, the window closed) while PAM worked ends the sign-in.
            if stopped { return end(.ended(.cancelled)) }
            return judge(report, user: user)
        case (.checkingAccount(let user, let notes), .accountChecked(let account, let signedInUser)):
            return accountChecked(account, user: user, signedIn: signedInUser, notes: notes)
        case (.greeting(let user), .noticeClosed(let dismissed)):
            return dismissed ? end(.signedIn(user: user)) : end(.ended(.cancelled))
        case (.closing(let ending), .noticeClosed):
            return end(ending)
        default:
            preconditionFailure("LoginSession: \(event) does not answer what was asked")
        }
    }

    // MARK: Steps

    /// The next attempt's pad, locked while the throttle makes the user wait.
    private mutating func nextAttempt() -> [LoginEffect] {
        // pinpad's own wait: its countdown alone, the stack's words (pam_faillock's time left) not beside it.
        if let wait = throttle.lock(user: lastUser ?? options.user, at: clock.now) { (lock, error, notes) = (wait, nil, []) }
        state = .asking
        return [.ask(AttemptPad(error: error, notes: notes, lock: lock))]
    }

    private mutating func entered(_ entry: LoginEntry) -> [LoginEffect] {
        let typedUser: String?
        let pinIsEmpty: Bool
        switch entry {
        case .submitted(let user, let isEmpty): (typedUser, pinIsEmpty) = (user, isEmpty)
        case .timedOut: return end(.ended(.timedOut))
        case .cancelled: return end(.ended(lock != nil ? .accountUnusable : .cancelled))
        case .closed: return end(.ended(.cancelled))
        }
        var user = options.user
        if options.userField {
            user = typedUser
            lastUser = typedUser
        }
        if let wait = throttle.admit(user: user, isEmpty: pinIsEmpty, at: clock.now) {
            (lock, error) = (wait, nil)
            return [.wipePIN] + nextAttempt()
        }
        if let user, !admits(user) {
            // Never asked of PAM: told as a wrong PIN is, after as long a wait, and counted.
            state = .refusing
            return [.wipePIN, .beginWaiting, .waitAsRefused(milliseconds: LoginSession.refusalWait(wrongPINDuration: wrongPINDuration) ?? 0...0)]
        }
        // The user goes to pam_start, so no module asks for it: every echo-on prompt is shown.
        state = .authenticating(user: user)
        return [.authenticate(user: user)]
    }

    /// Judges PAM's answer to an attempt (`pam_authenticate`).
    private mutating func judge(_ report: AuthenticationReport, user: String?) -> [LoginEffect] {
        let status = report.status
        if report.wasTimedOut { return end(.ended(.timedOut)) }
        if report.wasCancelled { return end(.ended(.cancelled)) }
        if status.isSuccess {
            state = .checkingAccount(user: user, notes: notes)
            return [.checkAccount]
        }
        let refusedUnasked = !report.secretWasAsked
        let isError = notes.map { report.errors.contains($0) }
        // Words before the PIN's question that the learnt greeting does not hold, on an attempt
        // refused after asking anyway: pam_faillock's lockout under a `required` preauth (the
        // form Arch's and many stacks use) says "The account is locked due to 3 failed logins."
        // and "(2 minutes left to unlock)" as `info`, then lets the stack ask, and refuses
        // whatever PIN is typed. They are the refusal's words, as before a refusal without the
        // question; they were shown as a wrong PIN's, the keypad left to take PINs that could
        // only fail.
        // Only words added after the whole greeting: a greeting that changed between attempts
        // (a banner with the time) is no refusal's word.
        let beforeQuestion = Array(notes.prefix(report.notesBeforeQuestion))
        let wordsBeforeQuestion =
            report.secretWasAsked && greeting.isFollowed(in: beforeQuestion, user: user)
            ? Array(greeting.words(of: beforeQuestion, user: user)).filter { !$0.allSatisfy(\.isWhitespace) } : []
        // A PIN refused after the question is told "Wrong PIN" only when all the stack said
        // before it is its known greeting (or nothing): words it said that are not (the first
        // attempt's, before any greeting is known; a banner that changed; pam_faillock's before
        // a `required` preauth lets it ask) may be why it refused the right PIN: `failed-text`
        // under them. An unknown name refused before asking is told by the same rule, from all
        // it said, so that the two read alike.
        let told = toldText(report.secretWasAsked ? beforeQuestion : notes, user: user)
        if report.secretWasAsked && wordsBeforeQuestion.isEmpty { learnGreeting(beforeQuestion, user: user, report) }
        if isToldAsWrongPIN(unknownUser: user, report) {
            // A name the stack does not know, refused before asking (pam_succeed_if's for a name
            // without an account): told exactly as a wrong PIN of an account is, the stack's
            // texts (its welcome) above the error, and counted alike, so that nobody learns which
            // names are accounts; whether the greeting is known or not. Its texts are the
            // greeting, learnt as a wrong PIN's question learns it.
            learnGreeting(notes, user: user, report)
            lock = nil
            return wrongPIN(said: notes, errors: isError, user: user, told: told)
        }
        // Refused before the PIN's question: the words are what the stack said after its
        // greeting (pam_faillock's, after a welcome of pam_echo's); the greeting alone is a
        // refusal without a word (pam_faillock's `silent`), judged as one.
        let said = refusedUnasked ? Array(greeting.words(of: notes, user: user)) : wordsBeforeQuestion.isEmpty ? notes : wordsBeforeQuestion
        if refusedUnasked && said.isEmpty && !status.isWrongSecret {
            // Refused without a word or a question: the stack itself is broken.
            return [.complain("PAM service \(options.service) refused without asking: \(status.description)")] + end(.ended(.pamError))
        }
        // A module that says why it refuses (pam_nologin, a lockout) refuses the account, not the
        // PIN; a greeting's error text alone is no such word.
        let refusedWithWords = !status.isSuccess && ((!report.errors.isEmpty && !said.isEmpty) || !wordsBeforeQuestion.isEmpty)
        if (status.isRefusal && report.secretWasAsked) || (refusedUnasked && !said.isEmpty) || refusedWithWords {
            // Refused with a word before the PIN was asked for, or with an error, or refused
            // any more tries: the account is locked.
            let until = options.lockoutSeconds.map { clock.now + $0 * 1000 }
            // Before the greeting is learnt (pinpad login started again during a silent
            // lockout), `info` texts alone may be only that greeting ("Welcome to kiosk 3"):
            // `locked-text` under them says the sign-in was refused, on the pad and in speech,
            // as the greeter says it. An `error` text among them is a refusal's word of its own.
            let saysRefusal = greeting.isLearnt || said.contains { text in report.errors.contains(text) && !text.allSatisfy(\.isWhitespace) }
            let shown = said.isEmpty || saysRefusal ? said : said + [options.lockedText]
            // On the pad the name typed is hidden in the stack's `info` texts, as after a wrong PIN.
            let onPad = said.map { report.errors.contains($0) ? $0 : hidingTyped(user, in: $0) } + shown.dropFirst(said.count)
            let text = shown.isEmpty ? options.lockedText : onPad.joined(separator: "\n")
            // One line on stderr: each text without its line breaks at the end, one after the other,
            // a name typed that is no account hidden in them as it is in the line's start.
            let line =
                shown.isEmpty ? text : shown.map { String(hidingUnknown(user, in: $0).reversed().drop { $0.isNewline }.reversed()) }.joined(separator: " ")
            let complaint = LoginEffect.complain("PAM service \(options.service) refused \(nameOnStderr(user)): \(line)")
            if !wordsBeforeQuestion.isEmpty {
                // Said before a question the stack asked anyway (words added to its greeting: a
                // lockout's, or a banner that grew a line): the words above a free keypad, not a
                // wrong PIN, and no lock, `lockout-seconds` or not; the next PIN asks the stack
                // again, which says them again while the account stays locked. A lock outlasted
                // pam_faillock's own without `lockout-seconds`, and locked the pad for a notice
                // added to a banner with it. Nothing under them: a line of `failed-text` took
                // the room of pam_faillock's first line, which then scrolled out of sight.
                lock = nil
                notes = []
                error = text
                return [complaint] + nextAttempt()
            }
            // The stack's own text tells its own time ("(10 minutes left to unlock)"): no countdown beside it.
            lock = KeypadLock(message: text, until: until, showsCountdown: said.isEmpty)
            notes = []
            error = nil
            return [complaint] + nextAttempt()
        }
        lock = nil
        guard status.isWrongSecret else {
            return [.complain("PAM service \(options.service): \(status.description)")] + end(.ended(.pamError))
        }
        return wrongPIN(said: notes, errors: isError, user: user, told: told)
    }

    /// What a refused PIN is told under `texts` (what the stack said before the PIN's question,
    /// or all it said when it refused an unknown name before asking), for `user`: `wrong-pin-text`
    /// when they are the known greeting or say nothing, else `failed-text`.
    private func toldText(_ texts: [String], user: String?) -> String {
        greeting.saysNothingElse(texts, user: user) ? options.wrongPINText : options.failedText
    }

    /// One more wrong PIN: the last one allowed shows its word and ends; otherwise the next pad
    /// shakes with `told` (`wrong-pin-text`, or `failed-text` under words that may say why the
    /// right PIN was refused). The stack's texts of the attempt, `said` (each an `error`
    /// text where `errors` says so), stay on it once: its `info` texts (`pam_echo`'s welcome)
    /// above the message in the message's colour, the name typed in the user field hidden in them
    /// (`hidingTyped`), its `error` texts above `wrong-pin-text` in the error's.
    private mutating func wrongPIN(said: [String], errors: [Bool], user: String?, told: String) -> [LoginEffect] {
        failures += 1
        if failures >= options.attempts {
            return [.showFinal(options.tooManyAttemptsText)] + end(.ended(.tooManyAttempts))
        }
        let texts = zip(said, errors)
        notes = texts.filter { !$0.1 }.map { hidingTyped(user, in: $0.0) }
        error = (texts.filter(\.1).map(\.0) + [told]).joined(separator: "\n")
        return nextAttempt()
    }

    /// Learns the stack's greeting (`StackGreeting.learn`) from `texts` of the attempt `report`
    /// tells, and which of them were `error` texts.
    private mutating func learnGreeting(_ texts: some Sequence<String>, user: String?, _ report: AuthenticationReport) {
        greeting.learn(texts, user: user)
        greetingErrors = Set(report.errors)
    }

    /// After `pam_acct_mgmt`: a refused account shows why and ends; a user signed in that may not
    /// sign in here is refused; the stack's last words are shown; then signed in.
    private mutating func accountChecked(_ account: PAMVerdict, user: String?, signedIn: String?, notes: [String]) -> [LoginEffect] {
        guard account.isSuccess else {
            let text = notes.isEmpty ? account.description : notes.joined(separator: "\n")
            state = .closing(.ended(.accountUnusable))
            return [.complain("account of \(nameOnStderr(user ?? signedIn)) refused: \(account.description)"), .showNotice(text)]
        }
        let signedInUser = signedIn ?? user ?? ""
        guard admits(signedInUser) else {
            state = .closing(.ended(.accountUnusable))
            return [
                .complain("\(nameOnStderr(signedInUser)) may not sign in here: root, a system account or no account, not named by allow-user"),
                .showNotice(options.accountRefusedText),
            ]
        }
        if !notes.isEmpty {
            state = .greeting(user: signedInUser)
            return [.showNotice(notes.joined(separator: "\n"))]
        }
        return end(.signedIn(user: signedInUser))
    }

    /// Whether `report` is of a name the stack does not know (`PAM_USER_UNKNOWN`), refused before
    /// the PIN's question with no `error` text after the greeting (pam_nologin's, said to every
    /// name, is told as it is told for an account): told as a wrong PIN. Every text before an
    /// `error` is taken for the greeting, known or not (`pam_echo`'s welcome is an `info`).
    private func isToldAsWrongPIN(unknownUser user: String?, _ report: AuthenticationReport) -> Bool {
        guard report.status.isUserUnknown, !report.secretWasAsked else { return false }
        let said = greeting.words(of: report.notes, user: user)
        return !said.contains { text in report.errors.contains(text) && !text.allSatisfy(\.isWhitespace) }
    }

    /// `text` as the pad shows it after a refusal: the name typed in the user field (`user`) hidden
    /// ("…") where it stands as a word (`UserNameInText`), whether it is an account or not, as
    /// the field is emptied: it may be a PIN typed in the wrong field (`pam_echo`'s `%u` says
    /// it), and the pad is the next person's; keeping only accounts' names would tell which exist.
    private func hidingTyped(_ user: String?, in text: String) -> String {
        guard options.userField else { return text }
        return UserNameInText.replacing(user, in: text, with: UserNameInText.hidden)
    }

    /// `text` for stderr with the name typed in the user field hidden ("…") when it is no account
    /// of the system (it may be a PIN typed in the wrong field: `pam_echo`'s `%u` says it), as
    /// `nameOnStderr` names it.
    private func hidingUnknown(_ user: String?, in text: String) -> String {
        guard let user, options.userField, user == lastUser, !hasAccount(user) else { return text }
        return UserNameInText.replacing(user, in: text, with: UserNameInText.hidden)
    }

    /// How `user` is named on stderr (which the journal keeps): a name typed in the user field
    /// only when it is an account of the system (a PIN typed in the wrong field is not), as
    /// login(1) logs `UNKNOWN` for a name without one; `--user`'s as it is.
    private func nameOnStderr(_ user: String?) -> String {
        guard let user, !user.isEmpty else { return "the user" }
        guard options.userField, user == lastUser else { return user }
        return hasAccount(user) ? user : "an unknown user"
    }

    private mutating func end(_ ending: LoginEnding) -> [LoginEffect] {
        state = .ended
        return [.end(ending)]
    }
}
