extension Phrases {
    /// The built-in words the screen shows (titles, errors, the lines under a field) with their
    /// readings, for a voice that reads no Han character (espeak-ng 1.51's Japanese reads kana
    /// only, `AccessibilityOptions.voiceReadsHan(language:)`): the shown words as the catalog of
    /// `Words` translates them, and the catalog's reading of each (`reading` context); only those
    /// whose reading differs from what is shown.
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
        ]
        var readings: [String: String] = [:]
        for (shown, reading) in pairs where shown != reading { readings[shown] = reading }
        return readings
    }
}
