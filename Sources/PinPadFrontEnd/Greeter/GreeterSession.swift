import PinPadCore

/// The decisions of `pinpad greeter` without I/O: greetd's responses and the pad's entries in,
/// requests and pads out. The runner (`Greeter`) does what each `GreeterEffect` says (shows the
/// pad, writes a request and reads the response) and hands the result back as the next
/// `GreeterEvent`. The secret never enters: the runner keeps it from the pad to the socket and
/// wipes it (`.sendSecret`, `.wipeSecret`).
///
/// A sign-in starts on the PIN pad (under the user field without a fixed user), with no greetd
/// session: a session under way sits in the stack's conversation, and dropping it fails it — a
/// failed sign-in that `pam_faillock` counts — so Cancel, the idle timeout or a stop on that pad
/// costs no attempt. The PIN submitted opens one greetd session: `create_session` for the user,
/// then each `auth_message` answered: the first `secret` question with the PIN, further ones in a
/// text field under their words, `visible` ones in a text field, `info` and `error` texts kept to
/// be shown above the next pad and answered with null (as agreety, greetd's own greeter, does).
/// greetd's `success` starts the session (`start_session` with the command and environment) and the
/// greeter ends (exit 0), so greetd runs it. An `auth_error` after the PIN is a wrong PIN: the next
/// pad shakes. One before any question, with words (`pam_faillock`'s "The account is locked",
/// `pam_nologin`'s text), shows the words as they are, the keypad free and no countdown (they tell
/// their own time); one before any question for a name the stack does not know (`USER_UNKNOWN`:
/// pam_unix refuses a name starting with `-`, pam_succeed_if one without an account) is told
/// exactly as a wrong PIN of an account, the stack's welcome above it (unless an `error` text,
/// pam_nologin's, is told as for an account); one with neither shows `locked-text`: with a fixed
/// user it locks the keypad, counting down `lockout-seconds` once this greeter saw a wrong PIN of
/// the account (before that no countdown could be true); with a user field the keypad stays free (a
/// pad for every account is not locked for one name: `pam_succeed_if` refuses a system account's
/// for ever). Every refusal empties the user field, a wrong PIN's too: a name left there may be a
/// PIN typed in the wrong field, and the stack's texts on that pad show the name typed as "…"
/// (`pam_echo`'s `%u`). The stack's greeting (`StackGreeting`: `pam_echo`'s welcome, one naming the
/// user too) is not a refusal's words when a session refused before the PIN's question starts with
/// it again (a `silent` pam_faillock after a welcome is a refusal without a word), and a failed
/// `pam_acct_mgmt` shows only the words said after the PIN. Cancel on a further question drops the
/// session (`cancel_session`) and returns to the pad; so does every failure (greetd 0.9 keeps a
/// failed session until it is cancelled). Cancel while greetd's stack checks (the pad waiting under
/// `checking-text`) returns to a clean pad at once: greetd answers the request under way before it
/// reads the next, so `cancel_session` goes out now, and both answers are read and dropped before
/// the next PIN opens a new session. A stop (`.closed`: the window closed, SIGINT or SIGTERM) drops
/// a session under way too, and ends (exit 1).
///
/// Every list of effects ends with the one answered by the next event (`.ask`, `.send`,
/// `.sendSecret`) or with `.end`; `.complain`, `.wipeSecret` and `.holdBack` before it answer
/// nothing.
package struct GreeterSession {
    /// Where the greeter is.
    private enum State: Equatable {
        /// Before `start`.
        case idle
        /// The PIN pad of a sign-in that has no greetd session yet is shown (the user field's,
        /// or after a lockout or an error).
        case entering
        /// A greetd session is under way: a request was sent and its response is awaited.
        case authenticating
        /// A question of the stack is shown on the pad.
        case asking(GreetdAuthMessageKind)
        /// `cancel_session` was sent; then the next sign-in starts (`next`).
        case cancelling(then: Next)
        /// `start_session` was sent.
        case starting
        /// A PIN was entered; greetd's answers still owed to requests of a cancelled session
        /// are read and dropped before it opens a new one.
        case draining
        /// Ended.
        case ended
    }

    /// How the next sign-in starts once greetd dropped the last session.
    private enum Next: Equatable {
        /// With the PIN pad (the user field's empty), under an error or a lockout.
        case askForPIN
        /// None: a stop ended the greeter (exit 1).
        case end
    }

    private let options: GreeterOptions
    private let clock: any Clock
    private var state = State.idle
    /// The user of the sign-in: the fixed one, or the one typed in the user field.
    private var user: String?
    /// The user as stderr names it: the configured one, never a name typed in the user field (it
    /// may be a PIN typed in the wrong field, and stderr goes to greetd's journal), as login(1)
    /// logs UNKNOWN.
    private var loggedUser: String { options.userField ? "the user typed" : (user ?? "the user") }
    /// The error shaking on the next PIN pad.
    private var error: String?
    /// The `info` texts of a wrong PIN's session, shown above the message of the next PIN pad
    /// (with `error`, in the message's colour, not the error's), then no more.
    private var refusalNotes: [String] = []
    /// The texts of greetd's `info` and `error` messages of this session, in order.
    private var notes: [String] = []
    /// Which of `notes` came as `error` messages (pam_nologin's text; pam_echo's welcome is an
    /// `info`).
    private var notesAreErrors: [Bool] = []
    /// The UTF-8 bytes of `notes`.
    private var notesBytes = 0
    /// Whether the session said more than `notes` keep: the last one ends in `cutMark`.
    private var notesAreCut = false
    /// How many of `notes` a pad has shown.
    private var shownNotes = 0
    /// How many of `notes` came before the PIN answered the session's first secret question.
    private var notesBeforePIN = 0
    /// The stack's greeting: the notes said before the PIN's question in the last session that
    /// asked it (`pam_echo`'s welcome, said on every sign-in before the stack asks), or in one
    /// of a name the stack did not know, refused before it. A later session refused before that
    /// question says it again first: it is not why that session was refused.
    private var greeting = StackGreeting()
    /// Whether all the stack said before this attempt's PIN question (or before it refused an
    /// unknown name) was its known greeting, or nothing: only then is a refused PIN told
    /// `wrong-pin-text`; other words (the first attempt's, a banner that changed, pam_faillock's
    /// before a `required` preauth lets it ask) may say why the right PIN was refused:
    /// `failed-text`.
    private var saidOnlyTheGreeting = true
    /// Whether this greeter saw the fixed user's PIN refused (`pam_authenticate` failing after
    /// the PIN's question: a failure `pam_faillock` counts), since the last right PIN: only then
    /// may a refusal without a word be the lockout those failures reached, and count down.
    private var failureWasCounted = false
    /// Whether a secret answered a question of this session.
    private var secretWasAnswered = false
    /// Whether a question of this session besides the PIN was answered (a token's code, a
    /// badge): a failed `pam_authenticate` then does not say which answer was wrong.
    private var furtherWasAnswered = false
    /// Whether a secret entered on a PIN pad waits for the session's first secret question.
    private var secretIsPending = false
    /// The keypad's lock on the next PIN pad.
    private var lock: KeypadLock?
    /// When the last lockout's countdown ends (clock milliseconds): a lockout said again before
    /// then (after Cancel on the locked pad) counts on from it, not from `lockout-seconds`.
    private var lockoutEnd: Int?
    /// When the PIN of the session under way was submitted (clock milliseconds).
    private var attemptStart = 0
    /// How long greetd took to refuse the last wrong PIN, from its submission, in milliseconds
    /// (pam_unix's failure delay, and the stack's work): a name refused sooner is held back as
    /// long (`.holdBack`). `LoginSession.refusalDelay` before any wrong PIN.
    private var wrongPINDuration = LoginSession.refusalDelay
    /// How many of greetd's answers are still owed to requests of a session cancelled while
    /// greetd worked (the request under way, and `cancel_session`): read and dropped before the
    /// next session.
    private var owedResponses = 0

    /// A greeter with `options`, its lockouts timed on `clock` (the pad's clock, milliseconds).
    package init(options: GreeterOptions, clock: any Clock) {
        self.options = options
        self.clock = clock
        user = options.user
    }

    /// Starts: the PIN pad (under the user field's, without a fixed user). No greetd session is
    /// opened before a PIN is submitted: one under way would sit in the stack's conversation, and
    /// dropping it (Cancel, the idle timeout, a stop) fails it, a failed sign-in for
    /// `pam_faillock`.
    package mutating func start() -> [GreeterEffect] {
        guard state == .idle else { return [] }
        return askForPIN()
    }

    /// What to do after `event`.
    package mutating func receive(_ event: GreeterEvent) -> [GreeterEffect] {
        if case .connectionFailed(let why) = event {
            guard state != .ended else { return [] }
            // Stopped: greetd going away meanwhile changes nothing of that.
            if state == .cancelling(then: .end) { return [.wipeSecret] + end(.cancelled) }
            return [.wipeSecret, .complain(why)] + end(.greetdError)
        }
        switch (state, event) {
        case (.authenticating, .received(let response)):
            return authenticating(response)
        case (.authenticating, .entered(.cancelled)):
            return cancelledWhileChecking()
        case (.cancelling(let next), .entered(.cancelled)):
            return cancelledWhileCancelling(then: next)
        case (.starting, .entered(.cancelled)):
            // The sign-in is done: greetd starts the session once it has answered.
            return [.receive]
        case (.draining, .received):
            owedResponses -= 1
            return owedResponses > 0 ? [.receive] : createSession()
        case (.draining, .entered(.cancelled)):
            // The PIN entered goes to no one; the answers still owed stay owed.
            secretIsPending = false
            (lock, error) = (nil, nil)
            return [.wipeSecret] + askForPIN()
        case (.asking(let kind), .entered(let entry)):
            return answered(kind, entry)
        case (.entering, .entered(let entry)):
            return entered(entry)
        case (.cancelling(let next), .received(.success)), (.cancelling(let next), .received(.failed)),
            (.cancelling(let next), .received(.authenticationFailed)):
            // An error too means no session is left (none was under way).
            switch next {
            case .askForPIN: return askForPIN()
            case .end: return end(.cancelled)
            }
        case (.starting, .received(.success)):
            return end(.success)
        case (.starting, .received(.failed(let description))), (.starting, .received(.authenticationFailed(let description))):
            return [.complain("greetd did not start the session: \(GreeterSession.oneLine(description))")] + end(.greetdError)
        case (_, .received(let response)):
            return [.wipeSecret, .complain("greetd answered out of turn: \(GreeterSession.name(response))")] + end(.greetdError)
        default:
            preconditionFailure("GreeterSession: \(event) does not answer what was asked")
        }
    }

    // MARK: Steps

    /// A new greetd session for the user.
    private mutating func createSession() -> [GreeterEffect] {
        (notes, notesAreErrors, notesBytes, shownNotes, notesBeforePIN, notesAreCut) = ([], [], 0, 0, 0, false)
        (secretWasAnswered, furtherWasAnswered) = (false, false)
        state = .authenticating
        return [.send(.createSession(username: user ?? ""))]
    }

    /// The PIN pad of a sign-in without a greetd session yet, its user field (without a fixed
    /// user) empty after every refusal, a wrong PIN's too: the greeter cannot tell a name from a
    /// PIN typed in the name's field (a touch screen's user field has the focus, and the digits,
    /// first), and keeping only the names of accounts would tell which accounts exist. A name
    /// left there would also be the next person's to sign in as.
    private mutating func askForPIN() -> [GreeterEffect] {
        state = .entering
        if options.userField { user = nil }
        let isErrorShown = lock == nil && error != nil
        let pad = GreeterPad(.pin(userField: options.userField, user: nil), error: isErrorShown ? error : nil, notes: isErrorShown ? refusalNotes : [], lock: lock)
        refusalNotes = []
        return [.ask(pad)]
    }

    /// The PIN pad's entry: the PIN (and the user) go to a new greetd session.
    private mutating func entered(_ entry: GreeterEntry) -> [GreeterEffect] {
        switch entry {
        case .secret(let typedUser):
            if options.userField { user = typedUser }
            (lock, error) = (nil, nil)
            attemptStart = clock.now
            let effects = owedResponses > 0 ? drain() : createSession()
            secretIsPending = true
            return effects
        case .text:
            preconditionFailure("GreeterSession: a PIN pad answers a secret")
        case .cancelled, .timedOut:
            // Back to a clean pad, asking greetd nothing: no sign-in was tried.
            (lock, error) = (nil, nil)
            return [.wipeSecret] + askForPIN()
        case .closed:
            return [.wipeSecret] + end(.cancelled)
        }
    }

    /// greetd's response while its session authenticates.
    private mutating func authenticating(_ response: GreetdResponse) -> [GreeterEffect] {
        switch response {
        case .authMessage(.info, let text):
            return noted(text, isError: false)
        case .authMessage(.error, let text):
            return noted(text, isError: true)
        case .authMessage(.secret, let text):
            if secretIsPending {
                secretIsPending = false
                secretWasAnswered = true
                notesBeforePIN = notes.count
                saidOnlyTheGreeting = greeting.saysNothingElse(notes, user: user)
                greeting.learn(notes, user: user)
                return [.sendSecret]
            }
            // A further secret question (the PIN answered the first).
            state = .asking(.secret)
            return [.ask(GreeterPad(.secret(prompt: GreeterSession.shown(text)), notes: takeNotes()))]
        case .authMessage(.visible, let text):
            state = .asking(.visible)
            return [.ask(GreeterPad(.visible(prompt: GreeterSession.shown(text)), notes: takeNotes()))]
        case .success:
            secretIsPending = false
            state = .starting
            return [.wipeSecret, .send(.startSession(command: [options.command], environment: options.environment))]
        case .authenticationFailed(let description):
            return refused(description)
        case .failed(let description):
            // Not the PIN's fault (a broken stack, greetd's own trouble): said, and asked again.
            secretIsPending = false
            error = GreeterSession.oneLine(description)
            return [.wipeSecret, .complain("greetd: \(GreeterSession.oneLine(description))")] + cancelSession(then: .askForPIN)
        }
    }

    /// An `info` or `error` message's text, kept to be shown above the next pad, and answered.
    /// A session keeps at most `maximumNotes` texts of `maximumNotesBytes` in all: a text past
    /// that room (a long banner after another, a stack that talks without end) is cut where the
    /// room ends, or left out when none is left, and the last text kept ends in "…"
    /// (`cutMark`), so that the pad shows that more was said. Never an end: a
    /// banner does not end the sign-in.
    private mutating func noted(_ text: String, isError: Bool) -> [GreeterEffect] {
        let note = GreeterSession.shown(text)
        let room = GreeterSession.maximumNotesBytes - notesBytes
        if !notesAreCut && notes.count < GreeterSession.maximumNotes && note.utf8.count <= room {
            notes.append(note)
            notesAreErrors.append(isError)
            notesBytes += note.utf8.count
        } else if !notesAreCut {
            notesAreCut = true
            let kept = GreeterSession.cut(note, toBytes: room - GreeterSession.cutMark.utf8.count)
            if notes.count < GreeterSession.maximumNotes && !kept.isEmpty {
                notes.append(kept + GreeterSession.cutMark)
                notesAreErrors.append(isError)
            } else if let last = notes.indices.last {
                notes[last] = GreeterSession.cut(notes[last], toBytes: notes[last].utf8.count) + GreeterSession.cutMark
            }
        }
        return [.send(.answer(nil))]
    }

    /// An `auth_error`: a wrong PIN, an account the stack refused after the PIN, a notice of the
    /// stack's before it asked (a lockout, `/etc/nologin`), a name it does not know, or a refusal
    /// without a word. greetd's description names the PAM step that failed
    /// (`pam_authenticate: AUTH_ERR`, `pam_acct_mgmt: NEW_AUTHTOK_REQD`): a failed
    /// `pam_acct_mgmt` comes only after the PIN was right, so saying so tells nothing to someone
    /// without it; a failed `pam_authenticate` is a wrong PIN whatever its code (an unknown user
    /// too, `USER_UNKNOWN`: the pad does not tell whether an account exists).
    private mutating func refused(_ description: String) -> [GreeterEffect] {
        let pendingWasUnused = secretIsPending
        secretIsPending = false
        if secretWasAnswered && description.hasPrefix("pam_acct_mgmt:") {
            // The PIN was right; the account check refused (an expired password or account, a
            // stack's `pam_succeed_if`): its words — those said after the PIN, not the greeting
            // before its question —, or `account-refused-text`, on the pad; no lockout, the
            // keypad free.
            (lockoutEnd, failureWasCounted) = (nil, false)
            let said = self.notes[notesBeforePIN...].filter { !GreeterSession.isBlank($0) }
            let text = said.isEmpty ? options.accountRefusedText : said.joined(separator: "\n")
            error = text
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return [.complain("greetd refused \(loggedUser) after the PIN: \(GreeterSession.oneLine(line)) (\(GreeterSession.oneLine(description)))")]
                + cancelSession(then: .askForPIN)
        }
        // Refused before the PIN's question: the words are what the stack said after its
        // greeting (pam_faillock's, said after a welcome of pam_echo's); the greeting alone is
        // a refusal without a word (pam_faillock's `silent`). Before the greeting is learnt
        // (the greeter started again during a silent lockout), `info` texts alone may be that
        // greeting ("Welcome, anna.") as well as a lockout's words (pam_faillock says its own
        // as `info`): `locked-text` is shown under them, so that the pad and its speech say the
        // sign-in was refused.
        let unasked = greeting.words(of: self.notes, user: user)
        let spokenBlank = unasked.contains { GreeterSession.isBlank($0) }
        let words = unasked.indices.filter { !GreeterSession.isBlank(self.notes[$0]) }
        let wordsHaveError = words.contains { notesAreErrors[$0] }
        if !secretWasAnswered && description.hasSuffix(": USER_UNKNOWN") && !wordsHaveError {
            // A name the stack does not know, refused before asking (pam_unix refuses every name
            // starting with `-` or `+`, pam_succeed_if one without an account): told exactly as a
            // wrong PIN of an account is — the stack's texts of the attempt (its welcome) above
            // `wrong-pin-text`, no lockout, nothing on stderr —, as login(1) tells an unknown
            // user, so that nobody learns which names are accounts. Its texts before an `error`
            // are all taken for the greeting, known or not, and learnt as a wrong PIN's question
            // learns it; an `error` (pam_nologin's text, said to every name) is a notice, told
            // as it is told for an account.
            // Held back as long as a wrong PIN takes (pam_unix's failure delay is not asked for
            // when no module before the refusing one runs it), spread by a fifth either way as
            // Linux-PAM spreads its own.
            saidOnlyTheGreeting = greeting.saysNothingElse(self.notes, user: user)
            greeting.learn(self.notes, user: user)
            let wait = LoginSession.refusalWait(wrongPINDuration: wrongPINDuration, elapsed: clock.now - attemptStart)
            return (pendingWasUnused ? [.wipeSecret] : []) + (wait.map { [.holdBack(milliseconds: $0)] } ?? []) + wrongPIN()
        }
        if !secretWasAnswered && !words.isEmpty {
            // Refused with words before the PIN was asked for: the stack's notice (pam_faillock's
            // "The account is locked due to 3 failed logins. (10 minutes left to unlock)",
            // pam_nologin's text of /etc/nologin), shown as it is above a free keypad. Its own
            // words tell its own time, as the sign-in shows them with no countdown beside; no
            // countdown of the greeter's could know when the stack lets people in again (the
            // file removed). The next PIN goes to a new session: a stack that still refuses
            // says so again before asking, and counts no failure for it.
            let shown = withoutTypedName(words) + (wordsHaveError || greeting.isLearnt ? [] : [options.lockedText])
            let text = shown.joined(separator: "\n")
            (lock, lockoutEnd, error) = (nil, nil, text)
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return [.wipeSecret, .complain("greetd refused \(loggedUser): \(GreeterSession.oneLine(line))")] + cancelSession(then: .askForPIN)
        }
        if secretWasAnswered {
            if !furtherWasAnswered { wrongPINDuration = max(clock.now - attemptStart, 0) }
            return wrongPIN()
        }
        if options.userField {
            // Refused without a word or a question, with a user field: the pad serves every
            // account, so one name refused (a system account's, which the documented stack's
            // pam_succeed_if refuses for ever; a silent lockout's) does not lock it. `locked-text`
            // above a free keypad and an empty user field, for the next person; no countdown.
            (lock, lockoutEnd, error) = (nil, nil, options.lockedText)
        } else {
            // Refused without a word or a question: the locked pad says so, and a tap after
            // Cancel tries again. The countdown only once a failure of this greeter's was
            // counted: the lockout that failure reached.
            let now = clock.now
            lockoutEnd = failureWasCounted ? (lockoutEnd.flatMap { $0 > now ? $0 : nil } ?? options.lockoutSeconds.map { now + $0 * 1000 }) : nil
            lock = KeypadLock(message: options.lockedText, until: lockoutEnd)
            error = nil
        }
        let effects: [GreeterEffect] = pendingWasUnused ? [.wipeSecret] : []
        let how = spokenBlank ? "without asking, its only words blank" : "without asking"
        return effects + [.complain("greetd refused \(loggedUser) \(how): \(GreeterSession.oneLine(description))")]
            + cancelSession(then: .askForPIN)
    }

    /// A wrong PIN (or a wrong further answer), and an unknown name told as one: the stack's
    /// texts of the attempt stay on the next pad, its `info` texts above the message in the
    /// message's colour, its `error` texts above `wrong-pin-text` (`wrong-answer-text`) in the
    /// error's; no lockout holds
    /// any more, and pam_faillock counted a failure (of an account; an unknown name's is told
    /// alike, its state the same).
    private mutating func wrongPIN() -> [GreeterEffect] {
        (lock, lockoutEnd, failureWasCounted) = (nil, nil, true)
        // A blank text (pam_nologin's of an empty /etc/nologin) shows nothing. The `info` texts
        // (pam_echo's welcome) above the message, the `error` texts above the error's word.
        let said = notes.indices.filter { !GreeterSession.isBlank(notes[$0]) }
        let shown = zip(said, withoutTypedName(said))
        refusalNotes = shown.filter { !notesAreErrors[$0.0] }.map(\.1)
        let errors = shown.filter { notesAreErrors[$0.0] }.map(\.1)
        let told = furtherWasAnswered ? options.wrongAnswerText : saidOnlyTheGreeting ? options.wrongPINText : options.failedText
        error = (errors + [told]).joined(separator: "\n")
        return cancelSession(then: .askForPIN)
    }

    /// The notes at `indices` as a refusal's pad shows them and stderr says them: with a user
    /// field, the name typed in it hidden in `info` texts ("Welcome, …." for `pam_echo`'s
    /// "Welcome, %u."), as the field is emptied: it may be a PIN typed in the wrong field, and
    /// the pad is the next person's. An `error` text (pam_nologin's, said to every name) is shown
    /// whole.
    private func withoutTypedName(_ indices: some Sequence<Int>) -> [String] {
        indices.map { index in
            guard options.userField, !notesAreErrors[index] else { return notes[index] }
            return UserNameInText.replacing(user, in: notes[index], with: UserNameInText.hidden)
        }
    }

    /// Reads greetd's answers still owed to a cancelled session before a new one.
    private mutating func drain() -> [GreeterEffect] {
        state = .draining
        return [.receive]
    }

    /// Cancel while greetd's stack checks an answer (the PIN, a further one, an `info`'s
    /// acknowledgement): greetd reads nothing before it answers the request under way (its
    /// stack may take long: a module that waits), so `cancel_session` is sent now, unanswered,
    /// and the pad comes back clean at once; both answers are dropped before the next session.
    private mutating func cancelledWhileChecking() -> [GreeterEffect] {
        owedResponses += 2
        secretIsPending = false
        (error, lock) = (nil, nil)
        return [.wipeSecret, .post(.cancelSession)] + askForPIN()
    }

    /// Cancel while greetd drops a session (after a wrong PIN, a refusal): the pad comes back
    /// clean at once, greetd's answer owed; after a stop, the greeter still ends once it came.
    private mutating func cancelledWhileCancelling(then next: Next) -> [GreeterEffect] {
        guard next != .end else { return [.receive] }
        owedResponses += 1
        (error, lock) = (nil, nil)
        return askForPIN()
    }

    /// The pad's answer to a question of the stack.
    private mutating func answered(_ kind: GreetdAuthMessageKind, _ entry: GreeterEntry) -> [GreeterEffect] {
        switch entry {
        case .secret:
            (secretWasAnswered, furtherWasAnswered) = (true, true)
            state = .authenticating
            return [.sendSecret]
        case .text(let text):
            furtherWasAnswered = true
            state = .authenticating
            return [.send(.answer(text))]
        case .cancelled, .timedOut:
            (error, lock) = (nil, nil)
            return [.wipeSecret] + cancelSession(then: .askForPIN)
        case .closed:
            // A stop: greetd's session is dropped, and the greeter ends (exit 1), starting none.
            return [.wipeSecret] + cancelSession(then: .end)
        }
    }

    /// The notes no pad has shown yet.
    /// Drops greetd's session: greetd 0.9 keeps one that failed until it is cancelled, and
    /// refuses a new one meanwhile ("a session is already being configured").
    private mutating func cancelSession(then next: Next) -> [GreeterEffect] {
        state = .cancelling(then: next)
        return [.send(.cancelSession)]
    }

    private mutating func takeNotes() -> [String] {
        defer { shownNotes = notes.count }
        return Array(notes[shownNotes...])
    }

    private mutating func end(_ code: ExitCode) -> [GreeterEffect] {
        state = .ended
        return [.end(code)]
    }

    /// The most `info` and `error` messages one greetd session keeps: Linux-PAM's
    /// `PAM_MAX_NUM_MSG`, the most messages of one conversation call. A stack says a few; more
    /// is a module (or greetd) talking without end, whose words are not kept without end: those
    /// past it are left out, the last kept ending in `cutMark`.
    static let maximumNotes = 32
    /// The most UTF-8 bytes of those messages together: 16 KiB, `maximumNotes` messages of
    /// Linux-PAM's `PAM_MAX_MSG_SIZE` (512), or one of greetd's longest texts
    /// (`GreetdCodec.maximumStringBytes`) and 6 KiB more. Past it a text is cut, ending in
    /// `cutMark`.
    static let maximumNotesBytes = 16_384
    /// What ends a text cut short: "…" (U+2026).
    static let cutMark = "\u{2026}"

    /// The start of `text` that fits in `bytes` bytes of UTF-8, cut between characters (never in
    /// one: a letter and its accents stay together), without the white space it then ends in.
    static func cut(_ text: String, toBytes bytes: Int) -> String {
        var count = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            count += text[index..<next].utf8.count
            guard count <= bytes else { break }
            end = next
        }
        var kept = text[..<end]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return String(kept)
    }

    /// Whether `text` shows nothing: empty, or only white space (spaces, line breaks).
    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// Whether `scalar` breaks a line (LF, CR, NEL, U+2028, U+2029).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// Whether `scalar` is a control character (C0, DEL, C1: an escape sequence's start, a
    /// bell) or a bidi control, which turns the text around it (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || [0x061C, 0x200E, 0x200F].contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// `text` from greetd as the pad shows and says it: line breaks as line feeds, a tab as a
    /// space, every other control or bidi character as U+FFFD, so that it shows it was there
    /// (nothing is dropped) and does nothing.
    static func shown(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n" && afterReturn { continue }  // CR LF is one line break
            if isLineBreak(scalar) { scalars.append("\n") } else if scalar == "\t" { scalars.append(" ") } else if isControl(scalar) {
                scalars.append("\u{FFFD}")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` on one line for stderr (greetd's journal): line breaks and tabs as spaces, every
    /// other control or bidi character as U+FFFD.
    static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { isLineBreak($0) || $0 == "\t" ? " " : isControl($0) ? "\u{FFFD}" : $0 }))
    }

    /// A response's name for stderr, without its texts.
    private static func name(_ response: GreetdResponse) -> String {
        switch response {
        case .success: return "success"
        case .authenticationFailed: return "an auth_error"
        case .failed: return "an error"
        case .authMessage(let kind, _): return "an auth_message (\(kind.rawValue))"
        }
    }
}
