/// Which phrase the pad speaks for which change of its prompt: a pure function of two
/// `PromptReading`s, so what a blind person hears is tested without any audio.
///
/// - A prompt that appears: its title, message, any error or lock text, and in a form the
///   focused field's label.
/// - A character typed or deleted: `{count} of {total}` (`{count} digits` without boxes), never
///   the character, in every mask mode; then `complete` when the boxes are full and the prompt
///   waits for OK.
/// - In a user name's field (`PromptReading.visibleText`: shown as typed) on a private output
///   (headphones) the characters typed themselves; a press that typed none says the count. On a
///   public speaker it is said as a passphrase is (`Key`): a PIN typed there by mistake (the
///   user field has the focus, and the digits, first) must not be read out to the room.
/// - In a text field (a passphrase) `{count} characters` instead, and on a public speaker not
///   even that: every press says the same word (`Key`), whatever the key, so a listener cannot
///   tell a Shift or page key of the letters keyboard (which changes no count) from a character;
///   the count is said when asked again and when the text is entered.
/// - Another field of a form taking the focus (Tab, the next field after the user name): its
///   label, then its count and its hint, as when asked again (a count of a user name or a
///   passphrase only where the person moved, not with each press).
/// - A key press that changed nothing (Delete in an empty field, a digit for a full one, OK
///   before enough digits): the count again, so every press is answered.
/// - An error, the prompt submitted, cancelled or timed out: their texts.
/// - A text the voice cannot read as it is written (kanji without a reading, for Japanese's
///   voice): the pad's own words always have one (`Phrases.readings`); another program's or a
///   configured text is said as the pad's phrase for its place, never passed over and never
///   guessed at: `Phrases.unreadableTitle`, `unreadableMessage`, `unreadableError`,
///   `unreadableLabel`, `unreadableText`; a lock's message as `Phrases.locked` (the keypad is).
/// - A lock: its message and, when it has an end, the time left (`Try again in 1 minute 5
///   seconds`); its end: `Keypad unlocked`.
/// - A key pressed, tapped or typed on a locked keypad: `Keypad locked` and the time left, the
///   same words whatever the key (on headphones too: a refused press moves nothing); on a
///   keypad waiting for the asker's answer (`PromptReading.isWaiting`), the lock's message
///   ("Checking…") again.
/// - A single field's label (a PAM module's further question, "Token code"), with the title
///   and message, when they do not already say it.
/// - The hint under the field appearing (Caps Lock is on; another program holds the
///   keyboard): its words, once, on a speaker too (they tell nothing of the secret). Except
///   Caps Lock turned on in a passphrase that is not empty, on a speaker: said then, it would
///   tell where the capitals start (two passphrases differing only in case would sound
///   different). On a speaker Caps Lock is said where it tells nothing: when the prompt
///   appears or the field takes the focus, when the field is or becomes empty, and with OK
///   (`{count} characters. Entered. Caps Lock is on.`); on a private output at once.
/// - A paste refused whole: the hint under the field, "The paste could not be taken whole",
///   each time, also twice in a row.
/// - Asked again (keypad `*`): the title, message, error or lock, the count and the hint.
/// - The keypad focus asked to move (an arrow key, also at the keypad's edge where the focus
///   stays): the key's name when the output is private (headphones), else nothing at all.
///   Whoever hears a public speaker must not learn which key is focused or pressed: a move
///   makes no sound (ticks between two presses would count the keys between them, and the
///   first arrow lands on 5), and a press is only ever announced by the count it leaves, so a
///   listener learns how many presses there were and nothing else. Finding the keys by ear
///   needs a private output.
/// - A page key of the letters keyboard pressed, on a private output: after the count, the
///   page shown (`symbols`) and the key the focus is on (on a speaker `Key` alone, as ever).
/// - The letters keyboard's Shift changed, on a private output: after the count, `Shift on`,
///   `Caps Lock on`, or `Shift off` / `Caps Lock off` (also when the Shift for one letter goes
///   off after it); on a speaker in a passphrase or a user name `Key` alone.
/// - A capital letter's key, as the focus's name or a user name's letter typed on a private
///   output: `Capital Q`, the letter spelled (a voice says `Q` as `q`).
/// - Asked again on a private output: also the focused key's name and its position
///   (`five, row 2, centre`); on a public speaker never the focus.
public struct AnnouncementPolicy: Hashable, Sendable {
    /// The phrases.
    public var phrases: Phrases
    /// Whether only the person at the pad hears the output (headphones): then the focused key
    /// is named.
    public var isPrivate: Bool
    /// Whether a text with Han characters is spoken as it is; false (Japanese's voice, which
    /// would say "Chinese letter" for each kanji): a built-in word is said by its reading
    /// (`Phrases.reading(of:)`), another text with Han characters as the phrase for its place
    /// (`Phrases.unreadableTitle`, …).
    public var speaksHan: Bool

    /// Creates the policy.
    public init(phrases: Phrases = Phrases(), isPrivate: Bool = false, speaksHan: Bool = true) {
        self.phrases = phrases
        self.isPrivate = isPrivate
        self.speaksHan = speaksHan
    }

    /// What to say after the prompt went from `old` to `new`; nil when nothing is to be said.
    /// - Parameters:
    ///   - old: the reading before; nil when the prompt has just appeared.
    ///   - new: the reading now.
    public func announcement(from old: PromptReading?, to new: PromptReading) -> Announcement? {
        guard let old else { return join(appearing(new) + [new.hint ?? ""]) }
        if new.announcementRequests != old.announcementRequests { return spelling(join(summary(new)), isPrivate ? new.focus : nil) }
        if new.result != old.result, let ended = ending(new) { return join(ended) }
        if new.lockMessage != old.lockMessage {
            return join(new.lockMessage.map { [said(lock: $0, in: new), lockTime(new)] } ?? [phrases.unlocked])
        }
        // A press on a locked keypad: that it is locked and for how long, never which key; while
        // the asker checks what was entered, what it does ("Checking…").
        if new.lockedPresses != old.lockedPresses, let lockMessage = new.lockMessage {
            return join(new.isWaiting ? [said(lock: lockMessage, in: new)] : [phrases.locked, lockTime(new)])
        }
        if let error = new.errorMessage, error != old.errorMessage { return join([said(error, or: phrases.unreadableError)]) }
        if new.fieldIndex != old.fieldIndex && new.result == nil && !new.isConfirmation {
            return join([new.fieldLabel.map { said($0, or: phrases.unreadableLabel) } ?? "", phrases.progress(count: new.count, total: new.total, isText: new.isText), new.hint ?? ""])
        }
        var newHint = new.hint != old.hint || new.pasteRefusals != old.pasteRefusals || new.emptyFieldTellings != old.emptyFieldTellings ? new.hint : nil
        if !isPrivate && new.isText && new.count > 0 && newHint != nil && newHint == new.capsLock { newHint = nil }
        // On a speaker a passphrase emptied says Caps Lock again: said mid-passphrase it was not.
        if !isPrivate && new.isText && new.count == 0 && old.count > 0, let capsLock = new.capsLock, new.hint == capsLock {
            newHint = capsLock
        }
        if (new.count != old.count || new.keyPresses != old.keyPresses) && !new.isConfirmation {
            // On a speaker every press in a text field sounds the same (no count): the count
            // would tell a Shift or page key, which changes nothing, from a character.
            // A user name is on the screen: on a private output the characters typed are said,
            // and a press that typed none (Shift, Delete) says the count. On a speaker it sounds
            // as a passphrase does: a PIN typed there by mistake is not read out.
            // On headphones a page key says the page it showed and the key the focus is on now.
            var newPage: [String] = []
            if isPrivate, let page = new.keyboardPage, let oldPage = old.keyboardPage, page != oldPage {
                newPage = [phrases.name(of: .page(page)), new.focus.map { phrases.name(of: $0) } ?? ""]
            }
            // The keyboard's Shift changed (pressed, or gone off after its one letter): what it
            // changed, on a private output; a page shown says its page instead.
            var newShift: [String] = []
            if let shift = new.shift, let oldShift = old.shift, new.keyboardPage == old.keyboardPage,
                let change = phrases.shiftChange(from: oldShift, to: shift)
            {
                newShift = [change]
            }
            if isPrivate, let text = new.visibleText, new.fieldIndex == old.fieldIndex {
                let typed = old.visibleText.flatMap { text.hasPrefix($0) && text.count > $0.count ? String(text.dropFirst($0.count)) : nil }
                // One character typed is named as its key is (`Capital N`) and spelled.
                if let typed, typed.count == 1, let character = typed.first, !character.isWhitespace {
                    return spelling(join([phrases.name(of: .character(character))] + newShift + [newHint ?? ""]), .character(character))
                }
                if let typed, !typed.allSatisfy(\.isWhitespace) { return join([typed] + newShift + [newHint ?? ""]) }
                return join([phrases.progress(count: new.count, total: new.total, isText: true)] + newPage + newShift + [newHint ?? ""])
            }
            if new.isText && !isPrivate { return join([phrases.textKeyPress, newHint ?? ""]) }
            var parts = [phrases.progress(count: new.count, total: new.total, isText: new.isText)]
            if new.isFull && new.total != nil && new.result == nil { parts.append(phrases.complete) }
            return spelling(join(parts + newPage + newShift + [newHint ?? ""]), newPage.isEmpty ? nil : new.focus)
        }
        if let newHint { return join([newHint]) }
        if new.focusMoves != old.focusMoves || new.focus != old.focus, let focus = new.focus {
            guard isPrivate else { return nil }
            return spelling(Announcement(text: phrases.name(of: focus)), focus)
        }
        return nil
    }

    private func appearing(_ reading: PromptReading) -> [String] {
        let error = reading.errorMessage.map { said($0, or: phrases.unreadableError) }
        return [
            said(reading.title, or: phrases.unreadableTitle), said(reading.message, or: phrases.unreadableMessage),
            reading.lockMessage.map { said(lock: $0, in: reading) } ?? error ?? "", lockTime(reading),
            reading.fieldLabel.map { said($0, or: phrases.unreadableLabel) } ?? "",
        ]
    }

    /// What is said for `text`, shown on the screen: the text itself when the voice can say it
    /// (without the U+FFFD signs of control characters), its reading (`Phrases.reading(of:)`)
    /// for a voice that reads no Han character (`speaksHan`), else `unreadable`, the pad's phrase
    /// for the text's place: never nothing for a text shown, never a guess at what it says.
    private func said(_ text: String, or unreadable: String) -> String {
        let written = Self.withoutReplacementCharacters(text)
        guard !written.isEmpty else { return text.isEmpty ? "" : unreadable }
        guard !speaksHan, Self.hasHan(written) else { return written }
        return phrases.reading(of: written) ?? unreadable
    }

    /// `said(_:or:)` for the message of the lock on the keypad of `reading`: a lock that refuses
    /// the keys for a while is said as `Phrases.locked` when its message cannot be read.
    private func said(lock message: String, in reading: PromptReading) -> String {
        said(message, or: reading.isWaiting ? phrases.unreadableText : phrases.locked)
    }

    /// `Try again in …` for a lock with a countdown; empty otherwise.
    private func lockTime(_ reading: PromptReading) -> String {
        guard reading.lockMessage != nil, let left = reading.lockSecondsLeft else { return "" }
        return phrases.lockTime(seconds: left)
    }

    /// Where the prompt is: what it said when it appeared, the count, the hint under the field,
    /// and on a private output the focus.
    private func summary(_ reading: PromptReading) -> [String] {
        var parts = appearing(reading)
        if !reading.isConfirmation { parts.append(phrases.progress(count: reading.count, total: reading.total, isText: reading.isText)) }
        parts.append(reading.hint ?? "")
        if isPrivate, let focus = reading.focus {
            parts.append(phrases.name(of: focus))
            if let place = reading.focusPosition { parts[parts.count - 1] += Words.listSeparator + phrases.position(place) }
        }
        return parts
    }

    /// The words for a prompt that just ended; nil for an ending that says nothing (confirmed,
    /// not confirmed, closed from outside).
    private func ending(_ reading: PromptReading) -> [String]? {
        switch reading.result {
        case .submitted where reading.isConfirmation: return nil
        case .submitted:
            return [
                phrases.progress(count: reading.count, total: reading.total, isText: reading.isText),
                reading.isText ? phrases.textSubmitted : phrases.submitted, reading.capsLock ?? "",
            ]
        case .cancelled: return [phrases.cancelled]
        case .timedOut: return [phrases.timedOut]
        case .confirmed, .notConfirmed, .closed, nil: return nil
        }
    }

    /// The non-empty parts as one phrase, each ending a sentence, their digits in words for a
    /// voice that says nothing for them (`Phrases.spokenNumbers(in:)`), each as `said(_:or:)`
    /// says it (a text the voice cannot read as `Phrases.unreadableText`, unless its place gave
    /// it its own phrase before); nil when none is left.
    private func join(_ parts: [String]) -> Announcement? {
        let spoken = parts.map { said($0, or: phrases.unreadableText) }.filter { !$0.isEmpty }.map(phrases.spokenNumbers(in:))
        guard !spoken.isEmpty else { return nil }
        return Announcement(text: spoken.map { sentence($0) }.joined(separator: " "))
    }

    /// `announcement` with its `markup`: the last naming of `key` (a character key but a digit,
    /// which `Phrases.spokenNumbers(in:)` already says in words), a sentence or the start of one,
    /// spelled: its character, and of a capital's name (`Capital Q`) the letter in it; nil `key`
    /// or another key leaves it unchanged.
    private func spelling(_ announcement: Announcement?, _ key: Key?) -> Announcement? {
        guard var announcement, let key, case .character(let character) = key, !character.isWhitespace, !character.isNumber else { return announcement }
        let escapedText = Self.escaped(announcement.text)
        let escapedName = Self.escaped(phrases.name(of: key))
        let spelledCharacter = "<say-as interpret-as=\"characters\">" + Self.escaped(String(character)) + "</say-as>"
        let spelledName = Phrases.isCapital(character) ? Phrases.fill(Self.escaped(phrases.capital), ["letter": spelledCharacter]) : spelledCharacter
        // The name is its own sentence (`a.`) or starts one (`a, row 2, left.`, Arabic's `a، …`).
        let candidates = [escapedName + ".", escapedName + ",", escapedName + "\u{060C}"]
        var found: Range<String.Index>? = escapedText == escapedName ? escapedText.startIndex..<escapedText.endIndex : nil
        // The last sentence start holding a candidate; a loop with hasPrefix, as `ranges(of:)`
        // would link the regex runtime (Tests/Release/run).
        var start = escapedText.startIndex
        while start < escapedText.endIndex {
            if start == escapedText.startIndex || escapedText[escapedText.index(before: start)] == " ",
               let candidate = candidates.first(where: { escapedText[start...].hasPrefix($0) }) {
                found = start..<escapedText.index(start, offsetBy: candidate.count)
            }
            start = escapedText.index(after: start)
        }
        guard let found else { return announcement }
        let nameEnd = escapedText.index(found.lowerBound, offsetBy: escapedName.count)
        announcement.markup = "<speak>" + escapedText[..<found.lowerBound] + spelledName + escapedText[nameEnd...] + "</speak>"
        return announcement
    }

    /// `text` for SSML: `&`, `<`, `>` and `"` as their entities.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` with each U+FFFD (what the pad shows for a control character of another program's
    /// text, a greetd notice's escape sequence) as a space: a voice reads the sign as noise
    /// (espeak-ng: "ai umlaut ahf"); a text of nothing else is not said.
    static func withoutReplacementCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{FFFD}") else { return text }
        let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{FFFD}" ? " " : $0 }))
        return spaced.unicodeScalars.allSatisfy { $0.properties.isWhitespace } ? "" : spaced
    }

    /// Whether `text` holds a Han character (CJK ideographs, their extension A and
    /// compatibility ideographs).
    static func hasHan(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            (0x3400...0x4DBF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
        }
    }

    /// `text` as a sentence: a full stop added unless it ends one already (an ellipsis too:
    /// "Checking…" is not said "Checking…."; Japanese's and Chinese's full-width marks too:
    /// "確認しますか？").
    private func sentence(_ text: String) -> String {
        guard let last = text.last, !".!?…。？！".contains(last) else { return text }
        return text + "."
    }
}
