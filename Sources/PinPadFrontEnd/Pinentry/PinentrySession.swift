import PinPadCore

/// GnuPG's pinentry protocol as a state machine without I/O: lines in, effects out. It mirrors
/// `pinentry/pinentry.c` of GnuPG's pinentry (one handler per command, `register_commands`) on
/// libassuan's line format (`doc/assuan.texi`). The front end reads lines, writes what
/// `send` says, shows what `ask` says and reports back with `answer(_:)`; it alone holds the
/// secret (`sendSecret`).
package struct PinentrySession {
    /// The first line the server sends.
    package static let greeting = "OK Pleased to meet you"

    /// The options gpg-agent and other clients send, all accepted (pinentry.c
    /// `option_handler`); anything else is `GPG_ERR_UNKNOWN_OPTION`.
    package static let knownOptions: Set<String> = [
        "grab", "no-grab", "debug-wait", "display", "ttyname", "ttytype", "ttyalert", "lc-ctype", "lc-messages",
        "parent-wid", "touch-file", "owner", "default-ok", "default-cancel", "default-prompt", "default-pwmngr",
        "default-cf-visi", "default-tt-visi", "default-tt-hide", "default-capshint", "allow-external-password-cache",
        "allow-emacs-prompt", "invisible-char", "formatted-passphrase", "formatted-passphrase-hint",
        "constraints-enforce", "constraints-hint-short", "constraints-hint-long", "constraints-error-title",
    ]

    private struct Texts {
        var description = ""
        var prompt = ""
        var title = ""
        var ok: String?
        var cancel: String?
        var notOK: String?
        var error: String?
        var repeatPrompt: String?
        var repeatError: String?
        var repeatOK: String?
        var keyInfo: String?
        var timeoutSeconds: Int?
    }

    private var texts = Texts()
    private var options: [String: String] = [:]
    /// `OPTION grab` or `no-grab`, the last of them (kept by `RESET`, as pinentry.c keeps `grab`).
    private var holdsKeyboard: Bool?
    private var asking: Kind?
    private var isClosed = false
    /// The lines that set what is in force now, as received, by what they set (a command's
    /// name, or `OPTION` and the option's).
    private var settings: [(setting: String, line: String)] = []

    private enum Kind { case pin(repeats: Bool), confirmation }

    /// A session before its greeting.
    package init() {}

    /// The value of `OPTION name` as last set; nil when never set.
    package func option(_ name: String) -> String? { options[name] }

    /// Whether a `GETPIN`, `CONFIRM` or `MESSAGE` waits for its `answer(_:)`.
    package var isAsking: Bool { asking != nil }

    /// The line of the `GETPIN`, `CONFIRM` or `MESSAGE` that waits for its `answer(_:)`, as
    /// received; nil when none waits. The program run again after its display was lost before
    /// the request showed receives it again (`PinentryProgram`).
    package private(set) var askingLine: String?

    /// The lines received that set the texts and options in force now (`OPTION`, `SETDESC`,
    /// `SETTIMEOUT`…), as received, oldest first: received by a new session, they leave it set up
    /// alike. The program that runs again after its display was lost hands them on.
    package var settingLines: [String] { settings.map(\.line) }

    /// Handles one line from the client (without its line feed).
    package mutating func receive(_ line: String) -> [PinentryEffect] {
        guard !isClosed else { return [] }
        if line.utf8.count + 1 > AssuanEscaping.lineLimit { return [.send(PinentryError.lineTooLong.line)] }
        if line.isEmpty || line.hasPrefix("#") { return [] }
        guard asking == nil else { return [.send(PinentryError.parameter.line)] }
        let name = line.prefix { $0 != " " }.uppercased()
        let argument = line.dropFirst(name.count).drop { $0 == " " }
        guard let effects = handle(name, argument) else { return [.send(PinentryError.unknownCommand.line)] }
        if asking != nil { askingLine = line }
        if effects == PinentrySession.ok, let setting = PinentrySession.setting(name, argument) { record(setting, line) }
        return effects
    }

    /// Takes `lines`, the `settingLines` of an earlier session, answering nothing; a line that
    /// sets no text or option (`GETPIN`, `BYE`) is passed over, so the session is left waiting
    /// for its client's next command.
    package mutating func resume(_ lines: [String]) {
        for line in lines {
            let name = line.prefix { $0 != " " }.uppercased()
            guard PinentrySession.setting(name, line.dropFirst(name.count).drop { $0 == " " }) != nil else { continue }
            _ = receive(line)
        }
    }

    /// What the command `name` with `argument` sets, when it sets a text or option; nil for
    /// one that sets nothing kept (`GETPIN`, `NOP`, `SETQUALITYBAR`…).
    private static func setting(_ name: String, _ argument: Substring) -> String? {
        switch name {
        case "SETDESC", "SETPROMPT", "SETTITLE", "SETOK", "SETCANCEL", "SETNOTOK", "SETERROR", "SETREPEAT", "SETREPEATERROR",
            "SETREPEATOK", "SETKEYINFO", "SETTIMEOUT":
            return name
        case "OPTION":
            var text = trimmed(argument)
            if text.hasPrefix("--") { text = text.dropFirst(2) }
            return "OPTION " + text.prefix { $0 != "=" && $0 != " " }.lowercased()
        default:
            return nil
        }
    }

    private mutating func record(_ setting: String, _ line: String) {
        settings.removeAll { $0.setting == setting }
        settings.append((setting, line))
    }

    private mutating func forget(_ setting: String) {
        settings.removeAll { $0.setting == setting }
    }

    /// Reports how the last `ask` ended.
    package mutating func answer(_ answer: PinentryAnswer) -> [PinentryEffect] {
        guard let kind = asking else { return [] }
        asking = nil
        askingLine = nil
        texts.error = nil
        forget("SETERROR")
        if case .pin = kind {
            texts.repeatPrompt = nil
            forget("SETREPEAT")
        }
        switch answer {
        case .secret(let repeated): return (repeated ? [.send("S PIN_REPEATED")] : []) + [.sendSecret, .send("OK")]
        case .confirmed: return [.send("OK")]
        case .cancelled: return [.send(PinentryError.cancelled.line)]
        case .timedOut: return [.send(PinentryError.timeout.line)]
        case .notConfirmed: return [.send(PinentryError.notConfirmed.line)]
        case .unavailable: return [.send(PinentryError.noPinentry.line)]
        }
    }

    // MARK: Commands

    /// The commands, as pinentry.c registers them (`register_commands`).
    package static let commandNames = [
        "SETDESC", "SETPROMPT", "SETTITLE", "SETOK", "SETCANCEL", "SETNOTOK", "SETERROR", "SETREPEAT", "SETREPEATERROR",
        "SETREPEATOK", "SETKEYINFO", "SETQUALITYBAR", "SETQUALITYBAR_TT", "SETGENPIN", "SETGENPIN_TT", "SETTIMEOUT",
        "CLEARPASSPHRASE", "OPTION", "GETPIN", "CONFIRM", "MESSAGE", "GETINFO", "RESET", "NOP", "BYE", "HELP",
    ]

    /// One handler per command; nil for a command pinentry does not know.
    private mutating func handle(_ name: String, _ argument: Substring) -> [PinentryEffect]? {
        let text = { AssuanEscaping.decode(argument) }
        switch name {
        case "SETDESC": texts.description = text()
        case "SETPROMPT": texts.prompt = text()
        case "SETTITLE": texts.title = text()
        case "SETOK": texts.ok = text()
        case "SETCANCEL": texts.cancel = text()
        case "SETNOTOK": texts.notOK = text()
        case "SETERROR": texts.error = text()
        // gpg-agent's "Repeat:" and "does not match - try again" in GnuPG's English (its
        // `agent_askpin`), sent where GnuPG has no catalog for the language: the pad's own words
        // where it has them in its language (`agentWord`), the mismatch's as sent in English.
        case "SETREPEAT": texts.repeatPrompt = argument.isEmpty || text() == "Repeat:" ? Words.localized("Repeat:") : text()
        case "SETREPEATERROR":
            let sent = text()
            texts.repeatError = sent == "does not match - try again" && mismatchText != "The two entries do not match" ? nil : sent
        case "SETREPEATOK": texts.repeatOK = text()
        case "SETKEYINFO": texts.keyInfo = argument.isEmpty || argument == "--clear" ? nil : String(argument)
        case "SETQUALITYBAR", "SETQUALITYBAR_TT", "SETGENPIN", "SETGENPIN_TT", "CLEARPASSPHRASE", "NOP": break
        case "SETTIMEOUT":
            guard let seconds = Int(PinentrySession.trimmed(argument)), PinentrySession.timeoutRange.contains(seconds) else {
                return [.send(PinentryError.parameter.line)]
            }
            texts.timeoutSeconds = seconds == 0 ? nil : seconds
        case "OPTION": return setOption(argument)
        case "GETPIN": return getPIN()
        case "CONFIRM": return confirm(oneButton: PinentrySession.trimmed(argument) == "--one-button")
        case "MESSAGE": return confirm(oneButton: true)
        case "GETINFO": return getInfo(PinentrySession.trimmed(argument))
        case "RESET":
            texts = Texts()
            settings.removeAll { !$0.setting.hasPrefix("OPTION ") }
        case "BYE":
            isClosed = true
            return [.send("OK closing connection"), .close]
        case "HELP": return PinentrySession.commandNames.map { .send("# \($0)") } + PinentrySession.ok
        default: return nil
        }
        return PinentrySession.ok
    }

    private static let ok: [PinentryEffect] = [.send("OK")]

    private mutating func setOption(_ argument: Substring) -> [PinentryEffect] {
        var text = PinentrySession.trimmed(argument)
        if text.hasPrefix("--") { text = text.dropFirst(2) }
        let name = text.prefix { $0 != "=" && $0 != " " }.lowercased()
        var value = text.dropFirst(name.count).drop { $0 == " " }
        if value.first == "=" { value = value.dropFirst().drop { $0 == " " } }
        guard PinentrySession.knownOptions.contains(name) else { return [.send(PinentryError.unknownOption.line)] }
        options[name] = AssuanEscaping.decode(value)
        if name == "grab" || name == "no-grab" { holdsKeyboard = name == "grab" }
        return PinentrySession.ok
    }

    private mutating func getPIN() -> [PinentryEffect] {
        let repeats = texts.repeatPrompt != nil
        asking = .pin(repeats: repeats)
        let request = pinRequest(label: texts.prompt, error: texts.error)
        var repeatRequest: Request?
        if let repeatPrompt = texts.repeatPrompt {
            repeatRequest = pinRequest(label: repeatPrompt, error: nil)
            repeatRequest?.title = PinentrySession.words(repeatPrompt)
            repeatRequest?.label = ""
        }
        return [.ask(PinentryAsk(
            request: request, repeatRequest: repeatRequest, mismatchError: texts.repeatError ?? mismatchText,
            timeoutSeconds: texts.timeoutSeconds, display: options["display"], ttyName: options["ttyname"],
            ttyType: options["ttytype"], holdsKeyboard: holdsKeyboard))]
    }

    private mutating func confirm(oneButton: Bool) -> [PinentryEffect] {
        asking = .confirmation
        var request = Request(
            title: texts.title.isEmpty ? Words.localized("Confirm") : texts.title, description: texts.description, error: texts.error, entry: .none,
            okLabel: texts.ok.map(PinentrySession.words) ?? options["default-ok"].map(PinentrySession.agentWord) ?? Key.submit.label,
            cancelLabel: oneButton
                ? nil : texts.cancel.map(PinentrySession.words) ?? options["default-cancel"].map(PinentrySession.agentWord) ?? Key.cancel.label,
            notOKLabel: oneButton ? nil : texts.notOK.map(PinentrySession.words))
        if request.description.isEmpty && request.error == nil { request.description = Words.localized("Confirm?") }
        return [.ask(PinentryAsk(
            request: request, repeatRequest: nil, mismatchError: "", timeoutSeconds: texts.timeoutSeconds,
            display: options["display"], ttyName: options["ttyname"], ttyType: options["ttytype"]))]
    }

    /// The most bytes of an entered secret (UTF-8): what gpg-agent takes in answer to the
    /// `GETPIN` of a key's passphrase, 255 bytes (measured with GnuPG 2.2.40: 255 protect and
    /// open a key, 256 or more are refused and asked again). Even all escaped (`%25`) they fit
    /// the one data line gpg-agent reads (at most 1000 bytes, libassuan `ASSUAN_LINELENGTH`).
    package static let capacity = 255

    /// A free-length request for any text up to `capacity` bytes, typed or on the keypad: a
    /// smart card's "PIN" may hold letters as a passphrase does. OK on an empty field sends the
    /// empty passphrase (`OK` with no data line), as GnuPG's pinentries do.
    private func pinRequest(label: String, error: String?) -> Request {
        let prompt = PinentrySession.agentWord(label.isEmpty ? (options["default-prompt"] ?? Words.localized("PIN", context: "field")) : label)
        // As pinentry-gtk-2 orders them: SETTITLE heads the window, SETDESC follows, SETPROMPT
        // labels the field; without a title the prompt is the heading, not said twice.
        var request = Request(
            title: texts.title.isEmpty ? prompt : texts.title, description: texts.description,
            label: texts.title.isEmpty ? "" : prompt, error: error,
            entry: .freeLength(minimum: 0, maximum: PinentrySession.capacity), policy: .textInput,
            okLabel: texts.ok.map(PinentrySession.words) ?? options["default-ok"].map(PinentrySession.agentWord) ?? Key.submit.label,
            cancelLabel: texts.cancel.map(PinentrySession.words) ?? options["default-cancel"].map(PinentrySession.agentWord) ?? Key.cancel.label,
            notOKLabel: texts.notOK.map(PinentrySession.words))
        request.capacity = PinentrySession.capacity
        request.capsLockHint = options["default-capshint"].flatMap { $0.isEmpty ? nil : $0 }
        return request
    }

    private func getInfo(_ what: Substring) -> [PinentryEffect] {
        switch what {
        case "flavor": return [.send("D pinpad"), .send("OK")]
        case "version": return [.send("D \(PinentrySession.version)"), .send("OK")]
        case "pid": return [.send("D \(PinentrySession.processID)"), .send("OK")]
        case "ttyinfo":
            // pinentry.c's `cmd_getinfo`: the three, by spaces; long ones over several data lines.
            let fields = [options["ttyname"], options["ttytype"], options["display"]].map { $0 ?? "-" }
            return AssuanEscaping.dataLines(fields.joined(separator: " ")).map { .send($0) } + [.send("OK")]
        default: return [.send(PinentryError.parameter.line)]
        }
    }

    /// The seconds `SETTIMEOUT` takes: what pinentry.c's `int` holds (0 for none); a larger
    /// number is a parameter error, never a deadline past the clock's end.
    package static let timeoutRange = 0...Int(Int32.max)

    /// The error shown when the two entries of a repeated passphrase differ and the client
    /// set none (`SETREPEATERROR`).
    package var mismatchText = Words.localized("The two entries do not match")

    /// pinpad's version, as `GETINFO version` and `--version` report it: the Debian package's,
    /// debian/changelog's newest entry, changed with it at each release
    /// (`PinentrySessionTests.versionIsTheNewestChangelogEntrys` fails when they differ).
    package static let version = "0.2.0"
    /// The process id `GETINFO pid` reports; set by the front end.
    nonisolated(unsafe) package static var processID: Int32 = 0

    /// A word gpg-agent sends for a button or a prompt (`OPTION default-ok`, `default-cancel`,
    /// `default-prompt`, `SETPROMPT`) as `words(_:)` shows it, except GnuPG's English text itself
    /// (`_OK`, `_Cancel`, `PIN:`, `Passphrase:`: `agent/call-pinentry.c`'s defaults and
    /// `agent_askpin`'s prompts), which gpg-agent sends when GnuPG has no catalog for the language
    /// (Arabic, Hebrew): that one is the pad's own word in its language (`Key.label`,
    /// `Words.localized`), the same word in English.
    package static func agentWord(_ text: String) -> String {
        switch text {
        case "_OK": Key.submit.label
        case "_Cancel": Key.cancel.label
        case "PIN:": Words.localized("PIN", context: "field")
        case "Passphrase:": Words.localized("Passphrase")
        default: words(text)
        }
    }

    /// A button or title text without its mnemonic and trailing colon, as pinentry-curses and
    /// GTK show it with no key to press: each `_` marks the next character and goes (`_OK` →
    /// `OK`, `__` → `_`); a mnemonic in parentheses at the end, where a translation has no
    /// letter of its own to mark (GnuPG's `キャンセル(_C)`, `Отмена (_C)`, `取消（_C）`), goes
    /// whole with the spaces before it (a text that is only `(_C)` is `C`); a colon at the end (`:`, full-width `：`) goes too.
    package static func words(_ text: String) -> String {
        var characters = Array(text)
        dropTrailingColon(&characters)
        // `(_C)`: four characters (full-width parentheses too), after a `_` that is no mark.
        if characters.count >= 4, ["(", "（"].contains(characters[characters.count - 4]), characters[characters.count - 3] == "_",
            [")", "）"].contains(characters[characters.count - 1]), characters[characters.count - 2] != "_",
            characters[..<(characters.count - 4)].reversed().prefix(while: { $0 == "_" }).count % 2 == 0
        {
            let marked = characters[characters.count - 2]
            characters.removeLast(4)
            dropTrailingColon(&characters)
            // Nothing but the mnemonic: its letter is the word.
            if characters.isEmpty { characters = [marked] }
        }
        var result = ""
        var marks = false
        for character in characters {
            if character == "_" && !marks {
                marks = true
                continue
            }
            marks = false
            result.append(character)
        }
        return result
    }

    /// Drops the colon (`:` or full-width `：`) and the spaces at the end of `characters`.
    private static func dropTrailingColon(_ characters: inout [Character]) {
        while let last = characters.last, [":", "：", " ", "\u{A0}", "\u{202F}"].contains(last) { characters.removeLast() }
    }

    /// `text` without leading and trailing spaces.
    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop { $0 == " " }
        var end = start.endIndex
        while end > start.startIndex, start[start.index(before: end)] == " " { end = start.index(before: end) }
        return start[start.startIndex..<end]
    }
}
