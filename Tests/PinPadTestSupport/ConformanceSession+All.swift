import PinPadCore

extension ConformanceSession {
    /// Every session of the suite, one per feature of the README's Keys table and the prompt.
    public static let all: [ConformanceSession] = [
        ConformanceSession(
            "digits by tap", runs: [[.tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4))]],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 4)),
        ConformanceSession(
            "digits by key, main row and keypad", runs: [[.press(.digit(1)), .press(.keypadDigit(2)), .press(.digit(3)), .press(.keypadDigit(0))]],
            expected: SessionRecord(outcomes: [.submitted("1230")], hapticPulses: 4)),
        ConformanceSession(
            "Backspace and Delete", runs: [SessionStep.type("12") + [.press(.backspace)] + SessionStep.type("3") + [.press(.deleteForward)] + SessionStep.type("456")],
            expected: SessionRecord(outcomes: [.submitted("1456")], hapticPulses: 8)),
        ConformanceSession(
            "Ctrl+U clears", runs: [SessionStep.type("12") + [.press(.letter("u"), .control)] + SessionStep.type("5678")],
            expected: SessionRecord(outcomes: [.submitted("5678")], hapticPulses: 7)),
        ConformanceSession(
            "Escape cancels", runs: [SessionStep.type("1") + [.press(.escape)]], expected: SessionRecord(outcomes: [.cancelled], hapticPulses: 2)),
        ConformanceSession(
            "Ctrl+C cancels", runs: [SessionStep.type("1") + [.press(.letter("c"), .control)]], expected: SessionRecord(outcomes: [.cancelled], hapticPulses: 2)),
        ConformanceSession("the Cancel key cancels", runs: [[.tap(.cancel)]], expected: SessionRecord(outcomes: [.cancelled], hapticPulses: 1)),
        ConformanceSession(
            "the Clear key clears", showsClear: true, runs: [[.tap(.digit(1)), .tap(.digit(2)), .tap(.clear)] + SessionStep.type("5678")],
            expected: SessionRecord(outcomes: [.submitted("5678")], hapticPulses: 7)),
        ConformanceSession(
            "Tab and Shift+Tab between fields", fields: [Field(boxes: 2, label: "A"), Field(boxes: 2, label: "B"), Field(boxes: 2, label: "C")],
            runs: [[.press(.tab)] + SessionStep.type("3") + [.press(.tab, .shift)] + SessionStep.type("12") + SessionStep.type("4") + SessionStep.type("56")],
            expected: SessionRecord(outcomes: [.submitted("12\n34\n56")], hapticPulses: 6)),
        ConformanceSession(
            "arrow-key focus, Space and Return",
            runs: [[.press(.arrow(.up)), .press(.space), .press(.arrow(.right)), .press(.space), .press(.enter)] + SessionStep.type("1")],
            expected: SessionRecord(outcomes: [.submitted("5661")], hapticPulses: 4)),
        ConformanceSession(
            "keypad * asks for the announcement", runs: [[.press(.keypadMultiply), .press(.keypadMultiply), .press(.escape)]],
            expected: SessionRecord(outcomes: [.cancelled], announcementRequests: 2, hapticPulses: 1)),
        ConformanceSession(
            "paste", runs: [[.paste("12-34")]], expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 0)),
        ConformanceSession(
            "a rejected PIN and its retry", runs: [SessionStep.type("1111"), SessionStep.type("2222")],
            expected: SessionRecord(outcomes: [.submitted("1111"), .submitted("2222")], hapticPulses: 8)),
        ConformanceSession(
            "idle timeout", idleTimeout: 5000, runs: [SessionStep.type("1") + [.wait(4000)] + SessionStep.type("2") + [.wait(6000)]],
            expected: SessionRecord(outcomes: [.timedOut], hapticPulses: 2)),
    ]

    /// The sessions of characters a PIN field does not take, typed on keys the pad names (a
    /// letter, the keypad's `-`, a chord) and on keys it does not (`-`): every backend refuses
    /// them visibly, never drops them.
    public static let refusedCharacters: [ConformanceSession] = [
        ConformanceSession(
            "a symbol or letter in a PIN field is refused (shake + notice), never dropped",
            runs: [
                SessionStep.type("1") + [.press(.letter("x")), .press(.backspace)] + SessionStep.type("2") + [.typeSymbol("-"), .press(.backspace)]
                    + SessionStep.type("34")
            ],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 6, refusalNotices: 2)),
        ConformanceSession(
            "the keypad's -, +, / and . in a PIN field are refused (shake + notice), never dropped",
            runs: [
                SessionStep.type("1") + keypadSymbols.flatMap { [SessionStep.press(.keypadSymbol($0)), .press(.backspace)] } + SessionStep.type("234")
            ],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 8, refusalNotices: 4)),
        ConformanceSession(
            "Alt or Super with a digit or letter is refused (shake + notice), never ignored",
            runs: [
                SessionStep.type("1") + [.press(.digit(2), .alt), .press(.backspace), .press(.letter("x"), .alt), .press(.backspace)]
                    + SessionStep.type("234")
            ],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 6, refusalNotices: 2)),
        ConformanceSession(
            "Shift with a digit is the layout's character, refused in a PIN field, never the digit",
            runs: [SessionStep.type("1") + [.press(.digit(2), .shift), .press(.backspace)] + SessionStep.type("234")],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 5, refusalNotices: 1)),
    ]

    /// The keypad's keys that type a symbol and have no key of the pad's.
    public static let keypadSymbols: [Character] = ["-", "+", "/", "."]

    /// The sessions of a text field typed from a keyboard: what the keys type, keypad symbols
    /// among them, as the window's and the terminal's layouts give it.
    public static let passphrases: [ConformanceSession] = [
        ConformanceSession(
            "the keypad's -, +, . and / type in a passphrase", fields: [Field(boxes: 16, label: "Passphrase", policy: .textInput)],
            runs: [
                [.press(.letter("a"))] + ["-", "+", ".", "/"].map { SessionStep.press(.keypadSymbol($0)) } + [.press(.letter("b")), .press(.enter)]
            ],
            expected: SessionRecord(outcomes: [.submitted("a-+./b")], hapticPulses: 1))
    ]

    /// The sessions of Caps Lock, played by every backend that reports a keyboard's lock state
    /// (the window, KMS/DRM through SDL, the framebuffer's seat); a terminal's bytes carry none.
    public static let capsLock: [ConformanceSession] = [
        ConformanceSession(
            "Caps Lock shows its notice under a text field", fields: [Field(boxes: 8, label: "Passphrase", policy: .textInput)],
            runs: [[.pressCapsLock, .tap(.digit(1)), .tap(.digit(2)), .pressCapsLock, .pressCapsLock, .tap(.digit(3)), .press(.enter)]],
            expected: SessionRecord(outcomes: [.submitted("123")], hapticPulses: 4, capsLockNotices: 2)),
        ConformanceSession(
            "Caps Lock locked during one prompt shows its notice under the next", fields: [Field(boxes: 8, label: "Passphrase", policy: .textInput)],
            promptPerRun: true,
            runs: [[.pressCapsLock, .tap(.digit(1)), .press(.enter)], [.tap(.digit(2)), .press(.enter)]],
            expected: SessionRecord(outcomes: [.submitted("1"), .submitted("2")], hapticPulses: 4, capsLockNotices: 2)),
        ConformanceSession(
            "Caps Lock shows nothing under a PIN field", runs: [[.pressCapsLock] + SessionStep.type("1234")],
            expected: SessionRecord(outcomes: [.submitted("1234")], hapticPulses: 4)),
    ]
}
