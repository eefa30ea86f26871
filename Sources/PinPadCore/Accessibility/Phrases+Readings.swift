extension Phrases {
    /// The built-in words the screen shows (titles, errors, the lines under a field) with their
    /// readings, for a voice that reads no Han character (espeak-ng 1.51's Japanese reads kana
    /// only, `AccessibilityOptions.voiceReadsHan(language:)`): the shown words as the catalog of
    /// `Words` translates them, and the catalog's reading of each (`reading` context); only those
    /// whose reading differs from what is shown. A text with placeholders (the boot's `Unlock
    /// {disk}`) is kept with them, for `reading(of:)` to match a filled one; one ending in a
    /// colon (`Repeat:`) also without it, as a title or a field's label is said.
    /// - Returns: shown words → the words said for them.
    static func builtInReadings() -> [String: String] {
        let pairs = [
            // TRANSLATORS: how the voice reads the words shown for "Enter PIN": the same words,
            // written as the language's espeak-ng voice reads them (Japanese: in kana, its voice
            // says "Chinese letter" for a kanji); most languages copy their translation.
            (Words.localized("Enter PIN"), Words.localized("Enter PIN", context: "reading")),
            (Words.localized("Confirm"), Words.localized("Confirm", context: "reading")),
            (Words.localized("Notice"), Words.localized("Notice", context: "reading")),
            (Words.localized("Password request"), Words.localized("Password request", context: "reading")),
            (Words.localized("Enter a user name"), Words.localized("Enter a user name", context: "reading")),
            (Words.localized("Wrong PIN"), Words.localized("Wrong PIN", context: "reading")),
            (Words.localized("Wrong PIN or answer"), Words.localized("Wrong PIN or answer", context: "reading")),
            (Words.localized("Too many wrong PINs"), Words.localized("Too many wrong PINs", context: "reading")),
            (Words.localized("Checking…"), Words.localized("Checking…", context: "reading")),
            (Words.localized("The two entries do not match"), Words.localized("The two entries do not match", context: "reading")),
            (
                Words.localized("Another program is reading the keyboard: use the keypad"),
                Words.localized("Another program is reading the keyboard: use the keypad", context: "reading")
            ),
            (
                Words.localized("Another program is reading the keyboard: type on the screen"),
                Words.localized("Another program is reading the keyboard: type on the screen", context: "reading")
            ),
            (
                Words.localized("A character could not be taken: delete it and type again"),
                Words.localized("A character could not be taken: delete it and type again", context: "reading")
            ),
            (Words.localized("The paste could not be taken whole"), Words.localized("The paste could not be taken whole", context: "reading")),
            (Words.localized("Repeat:"), Words.localized("Repeat:", context: "reading")),
            (Words.localized("Confirm?"), Words.localized("Confirm?", context: "reading")),
            // The boot's disk unlock: the initramfs hook's words, the title and message it gives the pad.
            (Words.localized("Unlock {disk}"), Words.localized("Unlock {disk}", context: "reading")),
            (Words.localized("Wrong passphrase (try {number})"), Words.localized("Wrong passphrase (try {number})", context: "reading")),
        ]
        var readings: [String: String] = [:]
        for (shown, reading) in pairs where shown != reading {
            readings[shown] = reading
            let (shownWithout, readingWithout) = (withoutColon(shown), withoutColon(reading))
            if shownWithout != shown && shownWithout != readingWithout { readings[shownWithout] = readingWithout }
        }
        return readings
    }

    /// What is said for `text` shown on the screen by a voice that reads no Han character:
    /// its reading in `readings`, also of a text with placeholders filled (`{disk} のロック解除`
    /// shown as `cryptroot のロック解除`: its reading with the same values); nil for a text the
    /// pad has no reading for.
    public func reading(of text: String) -> String? {
        if let reading = readings[text] { return reading }
        for (shown, reading) in readings where shown.unicodeScalars.contains("{") {
            if let values = Phrases.values(in: text, of: shown) { return Words.filled(reading, values) }
        }
        return nil
    }

    /// The values of the `{name}` placeholders of `template` that make it `text` (each one or
    /// more characters); nil when no values do.
    static func values(in text: String, of template: String) -> [String: String]? {
        // The template's parts: literal texts, and names (a placeholder) after a nil.
        var parts: [(literal: String, name: String?)] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            parts.append((String(rest[..<open]), nil))
            parts.append(("", String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        parts.append((String(rest), nil))
        func match(_ text: Substring, _ index: Int, _ values: [String: String]) -> [String: String]? {
            guard index < parts.count else { return text.isEmpty ? values : nil }
            let part = parts[index]
            guard let name = part.name else {
                guard text.hasPrefix(part.literal) else { return nil }
                return match(text.dropFirst(part.literal.count), index + 1, values)
            }
            var end = text.startIndex
            while end < text.endIndex {
                end = text.index(after: end)
                var taken = values
                if let earlier = taken[name], earlier != String(text[..<end]) { continue }
                taken[name] = String(text[..<end])
                if let found = match(text[end...], index + 1, taken) { return found }
            }
            return nil
        }
        return match(Substring(text), 0, [:])
    }

    /// `text` without its last character when that is a colon (`:`, or the full-width `：`).
    private static func withoutColon(_ text: String) -> String {
        text.hasSuffix(":") || text.hasSuffix("\u{FF1A}") ? String(text.dropLast()) : text
    }
}
