/// Every phrase the pad speaks, as templates a configuration can replace (to translate them, or
/// to say them another way). Phrases are built from counts and positions only: no template has
/// a place for a character of the field.
///
/// Placeholders: `{count}` (characters typed, minutes or seconds), `{total}` (boxes), `{time}`
/// (a lock's time left), `{minutes}` and `{seconds}` (its two parts), `{row}` (1 at the top),
/// `{column}` (one of `left`, `centre`, `right`) and `{letter}` (a capital letter's key): which
/// phrase has which, `placeholders(of:)`.
public struct Phrases: Hashable, Sendable {
    /// After each digit typed or deleted in a field of boxes: `{count} of {total}`.
    // TRANSLATORS: spoken after each digit typed: "2 of 6" boxes filled.
    public var progress = Words.localized("{count} of {total}", context: "speech")
    /// After each digit typed or deleted in a free-length field: `{count} digits` (`{count}
    /// digit` for one, and the language's plural forms, unless set: then `freeProgressOne` for one).
    public var freeProgress: String {
        get { freeProgressTemplate ?? counted { Phrases.freeProgress(count: 2) } }
        set { freeProgressTemplate = newValue }
    }
    private var freeProgressTemplate: String?
    /// `freeProgress` for a count of exactly 1 (`{count} digit`): a configuration that sets
    /// `freeProgress` sets it for every count, and this for one (`free-progress-one`).
    public var freeProgressOne: String {
        get { freeProgressOneTemplate ?? freeProgressTemplate ?? counted { Phrases.freeProgress(count: 1) } }
        set { freeProgressOneTemplate = newValue }
    }
    private var freeProgressOneTemplate: String?
    /// After each character typed or deleted in a text field (a passphrase), on a private
    /// output, when asked again and when the text is entered: `{count} characters` (`{count}
    /// character` for one, and the language's plural forms, unless set).
    public var textProgress: String {
        get { textProgressTemplate ?? counted { Phrases.textProgress(count: 2) } }
        set { textProgressTemplate = newValue }
    }
    private var textProgressTemplate: String?
    /// `textProgress` for a count of exactly 1, as `freeProgressOne`.
    public var textProgressOne: String {
        get { textProgressOneTemplate ?? textProgressTemplate ?? counted { Phrases.textProgress(count: 1) } }
        set { textProgressOneTemplate = newValue }
    }
    private var textProgressOneTemplate: String?
    /// After each tap or key press in a text field on a public speaker, whatever the key (a
    /// character, Shift, a page key, Delete): the same word, so a listener learns nothing of
    /// which keys were pressed.
    // TRANSLATORS: spoken for every key pressed in a passphrase on a loudspeaker, whatever the key.
    public var textKeyPress = Words.localized("Key", context: "speech")
    /// When the text of a text field was entered (a passphrase, a user name).
    // TRANSLATORS: spoken when a passphrase or a user name was entered.
    public var textSubmitted = Words.localized("Entered", context: "speech")
    /// When the boxes are all filled and OK is still to be pressed.
    public var complete = Words.localized("PIN complete, press OK", context: "speech")
    /// When the PIN was submitted.
    public var submitted = Words.localized("PIN entered", context: "speech")
    /// When the prompt was cancelled.
    public var cancelled = Words.localized("Cancelled", context: "speech")
    /// When the prompt timed out.
    public var timedOut = Words.localized("Timed out", context: "speech")
    /// Said for a title the voice cannot read as it is written (for Japanese's voice: kanji the
    /// pad has no reading for, in another program's or a configured title), in its place: the
    /// title is never passed over in silence, and nothing is said that the title may not mean.
    // TRANSLATORS: spoken in place of a title on the screen the voice cannot read (another program's text in kanji).
    public var unreadableTitle = Words.localized("A title is shown that cannot be read aloud", context: "speech")
    /// `unreadableTitle` for the message under the title (an asker's description, a PAM module's text).
    // TRANSLATORS: spoken in place of a message on the screen the voice cannot read (another program's text in kanji).
    public var unreadableMessage = Words.localized("A message is shown that cannot be read aloud", context: "speech")
    /// `unreadableTitle` for an error shown over the field (gpg-agent's, a PAM module's): that
    /// there is one, never what it may say (a PIN too short is no wrong PIN).
    // TRANSLATORS: spoken in place of an error on the screen the voice cannot read (another program's text in kanji).
    public var unreadableError = Words.localized("An error is shown that cannot be read aloud", context: "speech")
    /// `unreadableTitle` for the focused field's label (a PAM module's question).
    // TRANSLATORS: spoken in place of a field's label the voice cannot read (another program's text in kanji).
    public var unreadableLabel = Words.localized("The field's label cannot be read aloud", context: "speech")
    /// `unreadableTitle` for any other text shown (a configured line under the field, a
    /// waiting lock's message).
    // TRANSLATORS: spoken in place of another text on the screen the voice cannot read (kanji).
    public var unreadableText = Words.localized("A text is shown that cannot be read aloud", context: "speech")
    /// When a lock on the keypad ended.
    public var unlocked = Words.localized("Keypad unlocked", context: "speech")
    /// After a lock's message, and after `locked`, for a lock with an end: `Try again in
    /// {time}`, `{time}` being `minutes` and `seconds` of the time left (`1 minute 5 seconds`).
    // TRANSLATORS: spoken after a lockout's message; {time} is "1 minute 5 seconds" or "35 seconds".
    public var lockTime = Words.localized("Try again in {time}", context: "speech")
    /// Each phrase that can begin a sentence of what is said begins with a capital, in every
    /// language: a phrase is one whole sentence (`Keypad locked. Try again in 35 seconds.`).
    /// When a key is pressed, tapped or typed on a locked keypad (never which key), followed by
    /// `lockTime`.
    // TRANSLATORS: spoken when a key is pressed while the keypad is locked.
    public var locked = Words.localized("Keypad locked", context: "speech")
    /// The minutes of a lock's time left: `{count} minutes` (`{count} minute` for one, and the
    /// language's plural forms, unless set).
    public var minutes: String {
        get { minutesTemplate ?? counted { Phrases.minutes(count: 2) } }
        set { minutesTemplate = newValue }
    }
    private var minutesTemplate: String?
    /// `minutes` for exactly 1 minute, as `freeProgressOne`.
    public var minutesOne: String {
        get { minutesOneTemplate ?? minutesTemplate ?? counted { Phrases.minutes(count: 1) } }
        set { minutesOneTemplate = newValue }
    }
    private var minutesOneTemplate: String?
    /// The seconds of a lock's time left: `{count} seconds` (`{count} second` for one, and the
    /// language's plural forms, unless set).
    public var seconds: String {
        get { secondsTemplate ?? counted { Phrases.seconds(count: 2) } }
        set { secondsTemplate = newValue }
    }
    private var secondsTemplate: String?
    /// `seconds` for exactly 1 second, as `freeProgressOne`.
    public var secondsOne: String {
        get { secondsOneTemplate ?? secondsTemplate ?? counted { Phrases.seconds(count: 1) } }
        set { secondsOneTemplate = newValue }
    }
    private var secondsOneTemplate: String?
    /// The minutes and the seconds of a lock's time left, both said: `{minutes} {seconds}` (`1
    /// minute 5 seconds`); Arabic and Hebrew say "and" before the seconds (`… و{seconds}`).
    // TRANSLATORS: spoken: a lockout's minutes and seconds left, joined ("1 minute 5 seconds"); put the language's "and" here if it says one between them.
    public var minutesAndSeconds = Words.localized("{minutes} {seconds}", context: "speech")
    /// Where the keypad focus is, said after the focused key's name when the prompt is asked
    /// for again on a private output (never on a public speaker): `row {row}, {column}`.
    // TRANSLATORS: where the focused key is: {column} is the word for left, centre or right.
    public var position = Words.localized("row {row}, {column}", context: "speech")
    /// The column word of the first key of a row.
    public var left = Words.localized("left", context: "speech")
    /// The column word of the middle key of a row of three (and of a row of one).
    public var centre = Words.localized("centre", context: "speech")
    /// The column word of the last key of a row.
    public var right = Words.localized("right", context: "speech")
    /// The digit names, 0 to 9: the focused key's name on a private output only.
    public var digits = [
        Words.localized("zero", context: "speech"), Words.localized("one", context: "speech"), Words.localized("two", context: "speech"),
        Words.localized("three", context: "speech"), Words.localized("four", context: "speech"), Words.localized("five", context: "speech"),
        Words.localized("six", context: "speech"), Words.localized("seven", context: "speech"), Words.localized("eight", context: "speech"),
        Words.localized("nine", context: "speech"),
    ]
    /// The name of the delete key.
    public var delete = Words.localized("Delete", context: "speech")
    /// The name of the OK key.
    // TRANSLATORS: the spoken name of the OK key.
    public var submit = Words.localized("OK", context: "speech")
    /// The name of the Cancel key.
    public var cancel = Words.localized("Cancel", context: "speech")
    /// The name of the Clear key.
    public var clear = Words.localized("Clear", context: "speech")
    /// The name of a request's third button.
    public var notOK = Words.localized("No", context: "speech")
    /// The name of the letters keyboard's Space bar (its other character keys are named by their
    /// character, on a private output only, as every key).
    public var space = Words.localized("Space", context: "speech")
    /// The name of the letters keyboard's Shift.
    public var shift = Words.localized("Shift", context: "speech")
    /// The name of a capital letter's key of the letters keyboard, and a capital letter of a
    /// user name typed: `Capital {letter}` (a voice says `Q` as it says `q`). On a private output
    /// only, as every key's name, and for a user name, which is no secret.
    // TRANSLATORS: spoken for a capital letter's key; {letter} is the letter, spelled by the voice.
    public var capital = Words.localized("Capital {letter}", context: "speech")
    /// After a press on the letters keyboard's Shift that gives the next letter its capital.
    // TRANSLATORS: spoken when the on-screen keyboard's Shift is pressed once.
    public var shiftOn = Words.localized("Shift on", context: "speech")
    /// After the Shift for one letter went off (a letter typed, or Shift pressed in Caps Lock's place).
    // TRANSLATORS: spoken when the on-screen keyboard's Shift goes off after one letter.
    public var shiftOff = Words.localized("Shift off", context: "speech")
    /// After a second press on Shift that holds capitals (the keyboard's Caps Lock).
    // TRANSLATORS: spoken when the on-screen keyboard's Shift, pressed twice, holds capitals.
    public var capsLockOn = Words.localized("Caps Lock on", context: "speech")
    /// After a third press on Shift that lets the capitals go.
    // TRANSLATORS: spoken when the on-screen keyboard's held capitals are let go.
    public var capsLockOff = Words.localized("Caps Lock off", context: "speech")
    /// The name of the key that shows the keyboard's letters.
    public var letters = Words.localized("Letters", context: "speech")
    /// The name of the key that shows the keyboard's digits and symbols.
    public var symbols = Words.localized("Symbols", context: "speech")
    /// The name of the key that shows the keyboard's accented letters.
    public var accents = Words.localized("Accents", context: "speech")

    /// The words a count is said in when the voice of the language of `Words` says nothing for
    /// digits (`AccessibilityOptions.voiceReadsDigits(language:)`); nil: the digits are spoken.
    public var numberNames = AccessibilityOptions.voiceReadsDigits(language: Words.language) ? nil : NumberNames()

    /// The built-in words shown on screen with Han characters, and what is said for each by a
    /// voice that reads none (`AnnouncementPolicy.speaksHan`): `builtInReadings()`.
    public var readings = Phrases.builtInReadings()

    /// Whether the phrases are English whatever the catalog of `Words` (`english()`): their plural
    /// forms, looked up for each count, are then English's too.
    private var isEnglish = false

    /// The phrases in the language of `Words` (English without a catalog).
    public init() {}

    /// The English phrases, whatever the catalog of `Words`: for a language espeak-ng has no
    /// voice for (`AccessibilityOptions.hasVoice(language:)`).
    public static func english() -> Phrases {
        var phrases = Words.$scoped.withValue(WordTable(language: "en", words: [:])) { Phrases() }
        phrases.isEnglish = true
        return phrases
    }

    /// What `form` says for a count in the phrases' language: the catalog's plural form, or
    /// English's for `english()`.
    private func counted(_ form: () -> String) -> String {
        isEnglish ? Words.$scoped.withValue(WordTable(language: "en", words: [:])) { form() } : form()
    }

    /// The names `set(_:to:)` takes, as a configuration spells them.
    public static let names = [
        "progress", "free-progress", "free-progress-one", "text-progress", "text-progress-one", "text-key", "text-submitted", "complete", "submitted", "cancelled", "timed-out", "unreadable-title", "unreadable-message", "unreadable-error", "unreadable-label",
        "unreadable-text", "unlocked", "lock-time", "locked",
        "minutes", "minutes-one", "seconds", "seconds-one", "minutes-and-seconds", "position", "left", "centre",
        "right", "digits", "delete", "ok", "cancel", "clear", "no", "space", "shift", "capital", "shift-on", "shift-off", "caps-lock-on",
        "caps-lock-off", "letters", "symbols", "accents",
    ]

    /// The placeholders the phrase called `name` (one of `names`) fills: `count` and `total` for
    /// `progress`, `count` for the counts (`free-progress`, `text-progress`, `minutes`,
    /// `seconds`), `time` for `lock-time`, `row` and `column` for `position`, `letter` for
    /// `capital`; none for the others. A phrase may leave one out (that part is then not said);
    /// a configured phrase naming another is refused (`pinpad.conf`'s `phrase-NAME`).
    public static func placeholders(of name: String) -> [String] {
        switch name {
        case "progress": return ["count", "total"]
        case "free-progress", "free-progress-one", "text-progress", "text-progress-one", "minutes", "minutes-one", "seconds", "seconds-one": return ["count"]
        case "lock-time": return ["time"]
        case "minutes-and-seconds": return ["minutes", "seconds"]
        case "position": return ["row", "column"]
        case "capital": return ["letter"]
        default: return []
        }
    }

    /// Replaces the phrase called `name` (one of `names`); `digits` takes the ten names separated
    /// by commas.
    /// - Returns: false when `name` is not a phrase, or `digits` is not ten names; nothing changes then.
    public mutating func set(_ name: String, to text: String) -> Bool {
        switch name {
        case "progress": progress = text
        case "free-progress": freeProgress = text
        case "free-progress-one": freeProgressOne = text
        case "text-progress": textProgress = text
        case "text-progress-one": textProgressOne = text
        case "text-key": textKeyPress = text
        case "text-submitted": textSubmitted = text
        case "complete": complete = text
        case "submitted": submitted = text
        case "cancelled": cancelled = text
        case "timed-out": timedOut = text
        case "unreadable-title": unreadableTitle = text
        case "unreadable-message": unreadableMessage = text
        case "unreadable-error": unreadableError = text
        case "unreadable-label": unreadableLabel = text
        case "unreadable-text": unreadableText = text
        case "unlocked": unlocked = text
        case "lock-time": lockTime = text
        case "locked": locked = text
        case "minutes": minutes = text
        case "minutes-one": minutesOne = text
        case "seconds": seconds = text
        case "seconds-one": secondsOne = text
        case "minutes-and-seconds": minutesAndSeconds = text
        case "position": position = text
        case "left": left = text
        case "centre": centre = text
        case "right": right = text
        case "digits":
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard names.count == 10 else { return false }
            digits = names
        case "delete": delete = text
        case "ok": submit = text
        case "cancel": cancel = text
        case "clear": clear = text
        case "no": notOK = text
        case "space": space = text
        case "shift": shift = text
        case "capital": capital = text
        case "shift-on": shiftOn = text
        case "shift-off": shiftOff = text
        case "caps-lock-on": capsLockOn = text
        case "caps-lock-off": capsLockOff = text
        case "letters": letters = text
        case "symbols": symbols = text
        case "accents": accents = text
        default: return false
        }
        return true
    }

    /// The phrase called `name` (one of `names`; `digits` as ten names and commas), nil for
    /// another name.
    public func text(of name: String) -> String? {
        switch name {
        case "progress": return progress
        case "free-progress": return freeProgress
        case "free-progress-one": return freeProgressOne
        case "text-progress": return textProgress
        case "text-progress-one": return textProgressOne
        case "text-key": return textKeyPress
        case "text-submitted": return textSubmitted
        case "complete": return complete
        case "submitted": return submitted
        case "cancelled": return cancelled
        case "timed-out": return timedOut
        case "unreadable-title": return unreadableTitle
        case "unreadable-message": return unreadableMessage
        case "unreadable-error": return unreadableError
        case "unreadable-label": return unreadableLabel
        case "unreadable-text": return unreadableText
        case "unlocked": return unlocked
        case "lock-time": return lockTime
        case "locked": return locked
        case "minutes": return minutes
        case "minutes-one": return minutesOne
        case "seconds": return seconds
        case "seconds-one": return secondsOne
        case "minutes-and-seconds": return minutesAndSeconds
        case "position": return position
        case "left": return left
        case "centre": return centre
        case "right": return right
        case "digits": return digits.joined(separator: ",")
        case "delete": return delete
        case "ok": return submit
        case "cancel": return cancel
        case "clear": return clear
        case "no": return notOK
        case "space": return space
        case "shift": return shift
        case "capital": return capital
        case "shift-on": return shiftOn
        case "shift-off": return shiftOff
        case "caps-lock-on": return capsLockOn
        case "caps-lock-off": return capsLockOff
        case "letters": return letters
        case "symbols": return symbols
        case "accents": return accents
        default: return nil
        }
    }

    /// `progress` (or `freeProgress` when `total` is nil; `textProgress` for a text field) for
    /// `count` characters.
    public func progress(count: Int, total: Int?, isText: Bool = false) -> String {
        if isText {
            return Phrases.fill(template(textProgressTemplate, one: textProgressOneTemplate, count: count, Phrases.textProgress), ["count": number(count, before: .character)])
        }
        guard let total else {
            return Phrases.fill(template(freeProgressTemplate, one: freeProgressOneTemplate, count: count, Phrases.freeProgress), ["count": number(count, before: .digit)])
        }
        return Phrases.fill(progress, ["count": number(count), "total": number(total)])
    }

    /// The template said for `count` of a counted phrase: `one` (configured) for exactly 1, else
    /// `configured` for every count, else the catalog's plural form for `count` (`form`).
    private func template(_ configured: String?, one: String?, count: Int, _ form: (Int) -> String) -> String {
        if count == 1, let one { return one }
        return configured ?? counted { form(count) }
    }

    /// `lockTime` for `seconds` left: the minutes (`minutes`), then the seconds (`seconds`),
    /// each only when not zero, both joined as `minutesAndSeconds` says; `0 seconds` for none.
    public func lockTime(seconds left: Int) -> String {
        let minuteCount = left / 60, secondCount = left % 60
        var parts: [String] = []
        if minuteCount > 0 {
            parts.append(Phrases.fill(template(minutesTemplate, one: minutesOneTemplate, count: minuteCount, Phrases.minutes), ["count": number(minuteCount, before: .minute)]))
        }
        if secondCount > 0 || minuteCount == 0 {
            parts.append(Phrases.fill(template(secondsTemplate, one: secondsOneTemplate, count: secondCount, Phrases.seconds), ["count": number(secondCount, before: .second)]))
        }
        let time = parts.count == 2 ? Words.filled(minutesAndSeconds, ["minutes": parts[0], "seconds": parts[1]]) : parts.joined()
        return Phrases.fill(lockTime, ["time": time])
    }

    /// `position` for `place`: its row from 1, and its column word (`left`, `centre` or `right`).
    public func position(_ place: KeypadPosition) -> String {
        let column: String
        if place.rowLength == 1 || (place.rowLength == 3 && place.column == 1) {
            column = centre
        } else if place.column == 0 {
            column = left
        } else if place.column == place.rowLength - 1 {
            column = right
        } else {
            column = centre
        }
        return Phrases.fill(position, ["row": number(place.row + 1), "column": column])
    }

    /// `count` as it is said: its digits, or its words (`numberNames`) for a voice that says
    /// nothing for digits.
    public func number(_ count: Int) -> String {
        numberNames?.name(of: count, digits: digits) ?? String(count)
    }

    /// `count` as it is said right before `word`: as `number(_:)`, its words agreeing with the
    /// word where the language wants it (`NumberNames.name(of:digits:before:)`).
    public func number(_ count: Int, before word: NumberNames.CountedWord) -> String {
        numberNames?.name(of: count, digits: digits, before: word) ?? String(count)
    }

    /// `text` as it is said: each run of ASCII digits in it (`3` of "3 tries left") in words
    /// (`number(_:)`) for a voice that says nothing for digits (`numberNames`), a run of more
    /// than two digits, or of two beginning with 0, digit by digit; the text itself for a voice that reads digits.
    public func spokenNumbers(in text: String) -> String {
        guard numberNames != nil, text.unicodeScalars.contains(where: Phrases.isDigit) else { return text }
        var result = "", run = ""
        func flush() {
            guard !run.isEmpty else { return }
            let said = run.count <= 2 && !(run.count == 2 && run.first == "0") ? number(Int(run)!) : run.map { digits[Int(String($0))!] }.joined(separator: " ")
            result += said
            run = ""
        }
        for scalar in text.unicodeScalars {
            if Phrases.isDigit(scalar) {
                run.unicodeScalars.append(scalar)
            } else {
                flush()
                result.unicodeScalars.append(scalar)
            }
        }
        flush()
        return result
    }

    /// Whether `scalar` is one of the ASCII digits 0 to 9.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The spoken name of `key`: a capital letter's (`Phrases.isCapital(_:)`) is `capital`
    /// with the letter in it.
    public func name(of key: Key) -> String {
        switch key {
        case .digit(let value): return digits[value]
        case .delete: return delete
        case .submit: return submit
        case .cancel: return cancel
        case .clear: return clear
        case .notOK: return notOK
        case .character(" "): return space
        case .character(let character) where Phrases.isCapital(character): return Phrases.fill(capital, ["letter": String(character)])
        case .character(let character): return String(character)
        case .shift: return shift
        case .page(.letters): return letters
        case .page(.symbols): return symbols
        case .page(.accents): return accents
        }
    }

    /// Whether `character` is a capital letter: a letter whose small letter differs (`Q`, `É`,
    /// `Ж`; not a digit, a symbol or a letter of a script without capitals).
    public static func isCapital(_ character: Character) -> Bool {
        character.isUppercase && character.lowercased() != String(character)
    }

    /// What is said when the letters keyboard's Shift went from `old` to `new`: `shiftOn`,
    /// `capsLockOn`, `shiftOff` or `capsLockOff`; nil when it did not change.
    public func shiftChange(from old: ShiftState, to new: ShiftState) -> String? {
        switch (old, new) {
        case (.off, .once): return shiftOn
        case (_, .locked) where old != .locked: return capsLockOn
        case (.once, .off): return shiftOff
        case (.locked, .off), (.locked, .once): return capsLockOff
        default: return nil
        }
    }

    /// The built-in `freeProgress` for `count`, in the plural form of the language of `Words`.
    static func freeProgress(count: Int) -> String {
        Words.localized("{count} digit", plural: "{count} digits", count: count)
    }

    /// The built-in `textProgress` for `count`, in the plural form of the language of `Words`.
    static func textProgress(count: Int) -> String {
        Words.localized("{count} character", plural: "{count} characters", count: count)
    }

    /// The built-in `minutes` for `count`, in the plural form of the language of `Words`.
    static func minutes(count: Int) -> String {
        // TRANSLATORS: spoken: the minutes of the time a locked keypad has left.
        Words.localized("{count} minute", plural: "{count} minutes", count: count)
    }

    /// The built-in `seconds` for `count`, in the plural form of the language of `Words`.
    static func seconds(count: Int) -> String {
        // TRANSLATORS: spoken: the seconds of the time a locked keypad has left.
        Words.localized("{count} second", plural: "{count} seconds", count: count)
    }

    /// `template` with each `{name}` replaced by `values[name]`; unknown placeholders stay.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = template
        for (name, value) in values { text = replacingEvery("{\(name)}", in: text, with: value) }
        return text
    }

    /// `text` with every `target` replaced by `replacement`, comparing UTF-8 bytes (the
    /// standard library's `replacing(_:with:)` is the regex runtime's, about a megabyte of the
    /// program).
    private static func replacingEvery(_ target: String, in text: String, with replacement: String) -> String {
        let bytes = Array(text.utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return text }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
