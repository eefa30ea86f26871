import PinPadCore
import PinPadPlatform

/// A password agent of systemd's protocol (`docs/PASSWORD_AGENTS.md`): reads the `ask.*`
/// files of its directory, oldest first, shows each on the pad and answers on the request's
/// socket, `+` and the secret or `-` when the person cancels; nothing when the pad cannot be
/// shown, so that another agent may answer. A request withdrawn while it is shown (its file
/// removed, its NotAfter passed, its process gone) closes within
/// `WithdrawalWatch.checkInterval` and gets no answer. One window (or terminal) serves the
/// requests that follow each other; it closes when none is left. Only requests `RequestTrust`
/// takes are shown; any other gets one line on stderr and no answer. The directory is opened
/// once (`hold`), after the directories above it were checked, and everything is read from and
/// answered through that descriptor: a directory renamed or replaced while a pad is shown
/// cannot turn the answer onto another socket. With `leaveToConsoleSeconds` (at boot), a pad
/// cancelled or timed out answers nothing: the request is left to the console's agent for that
/// long, then shown again while it waits.
///
/// The display going away under the window (the X server ended, or another program killed the
/// pad's connection, as `xkill` does) cannot be gone on from in this process: one line on
/// stderr, and the agent runs again (`RunAgain`), handing on the requests it answered, passed
/// over or left to the console (`PasswordAgentHandOver`), so that none is shown twice. The
/// request shown got no answer: the new run shows it again, in a new window. A request the pad
/// cannot be shown for (no display yet, or a compositor stopped or restarting) is left to the
/// other agents for a while and, when watching, tried again (`showAgainLater`) until a display
/// opens: it counts as handled only once answered, cancelled or gone.
final class PasswordAgent {
    let directory: PasswordAgentDirectory
    /// The directory as opened by `hold`; nil before, or when it is not there.
    private var held: HeldDirectory?
    /// Which requests are taken: files and sockets of root or of the agent's user.
    let trust: RequestTrust
    /// The window (or terminal) of the requests that follow each other; a window another
    /// program destroyed is let go, and the next request opens a new one.
    let presenters: PresenterSession
    /// The look and words of the pad.
    let presentation: Options
    /// The requests answered or passed over, by file name: each is looked at once (but one the
    /// pad could not be shown for, tried again: `showAgainLater`).
    private var handled: Set<String>
    /// Whether the pad could not be shown for some request.
    private(set) var failedToShow: Bool
    /// Seconds a cancelled request is left to the other agents before it is shown again; nil:
    /// Cancel answers `-`.
    let leaveToConsoleSeconds: Int?
    /// The requests left to the other agents after Cancel, or when the pad could not be shown
    /// for them, by file name: when (`Platform.monotonicMicroseconds`) each is shown again.
    private var leftUntil: [String: UInt64]
    /// How long a request the pad could not be shown for waits before it is tried again, in
    /// microseconds: one second, doubled at each failure up to `longestShowAgainDelay`, one
    /// second again once a pad opened.
    private var showAgainDelay = PasswordAgent.shortestShowAgainDelay
    /// The line said when the pad last could not be shown, until it can again: not said again
    /// at each try.
    private var lastOpenFailure: String?
    /// The first wait before a request the pad could not be shown for is tried again, in
    /// microseconds.
    static let shortestShowAgainDelay: UInt64 = 1_000_000
    /// The longest wait before a request the pad could not be shown for is tried again, in
    /// microseconds.
    static let longestShowAgainDelay: UInt64 = 30_000_000
    /// The request shown now, by file name; nil between requests.
    private var shown: String?
    /// The disks this agent sent a passphrase for (systemd-cryptsetup's `Id=cryptsetup:…`): how
    /// many times, and when last (`Platform.monotonicMicroseconds`). systemd-cryptsetup asks
    /// again, with the same Id, only when the passphrase did not unlock the disk: such a request
    /// soon after shows "Wrong passphrase (try N)", as the keyscript's retry does.
    private var sentForDisk: [String: (count: Int, at: UInt64)] = [:]
    /// How long after a passphrase sent a request for the same disk is its retry, in
    /// microseconds: the disk's key derivation takes seconds, not minutes.
    static let retryWindow: UInt64 = 120_000_000

    init(directory: PasswordAgentDirectory, options: PasswordAgentOptions) {
        self.directory = directory
        trust = RequestTrust(agentUser: Platform.effectiveUserID, directory: directory.path)
        var settings = PresenterSettings(options: options.presentation)
        settings.windowTitle = Words.localized("Password request")
        settings.usesTextInput = true
        // A disk's passphrase is a secret as GnuPG's are: the keyboard is held unless said not.
        settings.holdsKeyboard = options.presentation.grab ?? true
        if options.console {
            settings.backend = .terminal
            if !Platform.isTerminal(Platform.standardInput) { settings.terminal.ttyPath = "/dev/console" }
        }
        presenters = PresenterSession(settings: settings, onDisplayLoss: nil)
        presenters.replacesLostWindow = true
        presentation = options.presentation
        leaveToConsoleSeconds = options.leaveToConsoleSeconds
        // Run again after a lost display: what the run before answered, passed over or left.
        let handedOn = RunAgain.takeOver().flatMap(PasswordAgentHandOver.init(decoding:)) ?? PasswordAgentHandOver()
        handled = handedOn.handled
        leftUntil = handedOn.leftUntil
        failedToShow = handedOn.failedToShow
        presenters.onDisplayLoss = { [unowned self] _ in displayWasLost() }
    }

    /// The display went away under the window: one line, and the agent runs again with what it
    /// answered, passed over or left to the console, but the request shown, which got no
    /// answer and is shown again (`PasswordAgentHandOver`).
    private func displayWasLost() -> Never {
        do throws(SystemError) { try RunAgain.checkQuickLosses() } catch { ProgramExit(.noDisplay, "\(error)").endInCallback() }
        Platform.complain("lost the connection to the display: the agent runs again")
        var handedOn = PasswordAgentHandOver(handled: handled, leftUntil: leftUntil, failedToShow: failedToShow)
        if let shown { handedOn.handled.remove(shown) }
        do {
            try RunAgain.handOn(handedOn.encoded())
        } catch {
            ProgramExit(.noDisplay, "\(error)").endInCallback()
        }
    }

    /// Opens the request directory and checks it and the directories above it. systemd's own
    /// directory not there is no error (nothing is pending in it); another one given is.
    /// - Throws: `SystemError` naming the directory when it is not there (but systemd's), cannot
    ///   be opened, or is not one whose requests are answered (a symbolic link, another user's, one
    ///   others may write, or under a directory another user may change).
    func hold() throws(SystemError) {
        do {
            held = try directory.hold(trust: trust)
        } catch .gone {
            held = nil
            if directory.isMadeWhenMissing { return }
            // What is above it is named first when it is not one a directory could be trusted in.
            do {
                try directory.checkBeforeMaking(trust: trust)
            } catch {
                throw SystemError(error.message(for: directory.path) ?? directory.path)
            }
            throw SystemError(directory.missingMessage)
        } catch {
            throw SystemError(error.message(for: directory.path) ?? directory.path)
        }
    }

    /// The pending requests' messages and asking processes, one a line.
    func list() -> [String] {
        guard let held else { return [] }
        return directory.requestNames(in: held).compactMap { name in
            guard let request = trustedRequest(name, in: held) else { return nil }
            return "'\(UsageError(message: request.message).message)' (PID \(request.processID))"
        }
    }

    /// Answers the requests pending now, oldest first, and closes the pad.
    /// - Throws: `ProgramExit` with 128 plus the signal that ended a prompt (`answer`).
    func answerPending() throws(ProgramExit) {
        guard let held else { return }
        for name in directory.requestNames(in: held) { try answer(name) }
        presenters.close()
    }

    /// Answers requests as they come, without end. systemd's own directory is made when it is
    /// not there (and made again when it goes); another one given must be there.
    /// - Throws: `ProgramExit`: `ExitCode.noRequests` and the `SystemError`'s line when the
    ///   directory is not there (but systemd's), cannot be made or watched, or is not one whose
    ///   requests are answered (`hold`); 128 plus the signal that ended a prompt (`answer`).
    func watch() throws(ProgramExit) -> Never {
        do {
            try watchDirectory()
        } catch let error as ProgramExit {
            throw error
        } catch {
            throw ProgramExit(.noRequests, "\(error)")
        }
    }

    /// `watch`'s loop, throwing `SystemError` or `ProgramExit`.
    private func watchDirectory() throws -> Never {
        while true {
            if directory.isMadeWhenMissing && Platform.linkStatus(directory.path) == nil {
                do {
                    try directory.checkBeforeMaking(trust: trust)
                } catch {
                    throw SystemError(error.message(for: directory.path) ?? directory.path)
                }
                try Platform.makeDirectories(directory.path)
            }
            try hold()
            guard let held else { continue }
            let watch = try FileWatch(path: directory.path, events: FileWatch.fileAppeared | FileWatch.fileRemoved | FileWatch.pathRemoved)
            // Until the directory itself goes (removed or moved away): then it is made again.
            var isWatched = true
            while isWatched {
                let names = directory.requestNames(in: held)
                let now = Platform.monotonicMicroseconds()
                leftUntil = leftUntil.filter { names.contains($0.key) }
                for (name, until) in leftUntil where until <= now {
                    leftUntil[name] = nil
                    handled.remove(name)
                }
                handled.formIntersection(names)
                if let next = names.first(where: { !handled.contains($0) }) {
                    try answer(next)
                    continue
                }
                presenters.close()
                // Until a request comes or goes, or one left to the console is due again.
                let timeout = leftUntil.values.min().map { Int(($0 - min($0, now)) / 1000 + 1) } ?? -1
                let events = try watch.wait(timeout: timeout) ?? []
                isWatched = !events.contains { $0.name.isEmpty && $0.mask & FileWatch.pathRemoved & ~FileWatch.attributesChanged != 0 }
                    && Platform.isDirectory(directory.path)
            }
        }
    }

    /// The live request in file `name` when it is one to show: a file `trust` takes, a request,
    /// not void, answered on a socket `trust` takes. Otherwise nil, with one line on stderr for
    /// all but a void request or a file that went away.
    private func trustedRequest(_ name: String, in held: HeldDirectory) -> PasswordRequest? {
        let path = directory.path + "/" + name
        let request: PasswordRequest
        do {
            request = try directory.request(named: name, in: held, trust: trust)
        } catch {
            if let message = error.message(for: path) { Platform.complain(message) }
            return nil
        }
        guard !request.isVoid(now: Platform.monotonicMicroseconds(), isRunning: Platform.isProcessRunning) else { return nil }
        do {
            try trust.checkSocket(of: request, in: held)
        } catch {
            Platform.complain(error.message(for: path, socket: request.socket))
            return nil
        }
        return request
    }

    /// Shows the request in file `name` and answers it; a file that is not a request to show
    /// (`trustedRequest`) is passed over and gets no answer.
    /// - Throws: `ProgramExit` with 128 plus the signal that ended the terminal's prompt.
    private func answer(_ name: String) throws(ProgramExit) {
        guard !handled.contains(name), let held else { return }
        handled.insert(name)
        guard let request = trustedRequest(name, in: held), let socket = trust.socketName(request.socket) else { return }
        // A pad that cannot be shown answers nothing, as systemd's agents do: another agent (the
        // console's, Plymouth's) may still answer; `-` is the person's Cancel only.
        guard openPresenter() else {
            showAgainLater(name)
            return
        }
        let (size, scale) = presenters.viewport
        var asked = request.request
        let disk = request.identifier.flatMap { $0.hasPrefix("cryptsetup:") ? $0 : nil }
        if let disk, let sent = sentForDisk[disk], Platform.monotonicMicroseconds() - sent.at < PasswordAgent.retryWindow {
            // TRANSLATORS: shown when a disk asks again for its passphrase after a wrong one;
            // {number} is the try (2 for the second).
            asked.error = Words.filled(Words.localized("Wrong passphrase (try {number})"), ["number": "\(sent.count + 1)"])
        }
        let prompt = presentation.prompt(for: asked, viewport: size, scale: scale, clock: SystemClock())
        let interruption = Interruption()
        prompt.interruption = interruption
        let watch = WithdrawalWatch(path: held.reachingPath(name), processID: request.processID, deadline: request.notAfter, interruption: interruption)
        let outcome: PromptOutcome
        shown = name
        defer { shown = nil }
        do {
            outcome = try presenters.run(prompt)
        } catch {
            watch?.stop()
            Platform.complain("\(error)")
            presenters.close()
            failedToShow = true
            showAgainLater(name)
            return
        }
        watch?.stop()
        // The terminal's prompt was ended by a signal: stop, answering nothing.
        try presenters.endIfSignalled()
        // The window destroyed by another program while shown (said in one line, and let go) is
        // not the person's Cancel: no answer, and the request is shown again in a new window, as
        // after a lost display (at boot a refusal would fail the disk's unlock).
        if presenters.presenter == nil {
            if case .submitted(let secret) = consume outcome { secret.wipe() }
            showAgainLater(name)
            return
        }
        // Cancelled or timed out at boot: no answer, so that the disk is not given up; the
        // console's agent asks meanwhile (the pad closed, the console back), then the pad again.
        let result = outcome.result
        if let seconds = leaveToConsoleSeconds, result == .cancelled || result == .timedOut {
            if let disk { sentForDisk[disk] = nil }
            presenters.close()
            leftUntil[name] = Platform.monotonicMicroseconds() + UInt64(seconds) * 1_000_000
            Platform.complain("the pad was \(result == .cancelled ? "cancelled" : "timed out"): the console asks for \(seconds) seconds, then the pad again")
            return
        }
        // Withdrawn at the moment of submitting: the asker no longer waits for it.
        let withdrawn = outcome.result == .submitted && (interruption.isRequested || held.linkStatus(name) == nil)
        if let disk, outcome.result == .submitted, !withdrawn {
            sentForDisk[disk] = ((sentForDisk[disk]?.count ?? 0) + 1, Platform.monotonicMicroseconds())
        } else if let disk {
            // Refused or not answered: the disk's next request is no wrong passphrase's retry.
            sentForDisk[disk] = nil
        }
        let trust = trust
        PasswordAgentReply.deliver(outcome, withdrawn: withdrawn) { first, bytes in
            do {
                try held.sendDatagram(first, bytes, toSocketNamed: socket, accept: trust.socketRefusal)
            } catch {
                Platform.complain("\(error)")
            }
        }
    }

    /// Opens the presenter when none is open.
    /// - Returns: false (with one line on stderr, said once while the same failure lasts: the
    ///   display not there yet is tried again and again) when the pad cannot be shown at all.
    private func openPresenter() -> Bool {
        do {
            try presenters.open()
        } catch {
            if error.message != lastOpenFailure { Platform.complain(error.message) }
            lastOpenFailure = error.message
            failedToShow = true
            return false
        }
        lastOpenFailure = nil
        showAgainDelay = PasswordAgent.shortestShowAgainDelay
        return true
    }

    /// Leaves the request in file `name`, which the pad could not be shown for, to the other
    /// agents for `showAgainDelay`, then (when watching) tries it again, the wait doubled for the
    /// next failure: a display that opens again (a compositor let go on or started again) shows
    /// the requests still pending.
    private func showAgainLater(_ name: String) {
        leftUntil[name] = Platform.monotonicMicroseconds() + showAgainDelay
        showAgainDelay = min(showAgainDelay * 2, PasswordAgent.longestShowAgainDelay)
    }
}
