/// The keypad: a grid of four rows of three keys (digits, delete, 0, OK) and an action row
/// (Cancel, and Clear when enabled); or pinpad's letters keyboard for a passphrase
/// (`init(keyboard:)`), one page of a `KeyboardLayout` at a time.
public struct Keypad: Hashable, Sendable {
    /// The arrangement of the digits.
    public private(set) var layout: KeypadLayout
    /// Whether digit keys show letters (2 `ABC` … 9 `WXYZ`).
    public var showsLetters: Bool
    /// Whether the action row has a Clear key.
    public private(set) var showsClear: Bool
    /// The rows, top to bottom: four rows of three keys, then the action row.
    public internal(set) var rows: [[Key]]
    private var generator: SeededGenerator?
    /// The letters keyboard's layout; nil for the numeric keypad.
    public private(set) var keyboard: KeyboardLayout?
    /// The keyboard page shown (`.letters` for the numeric keypad).
    public internal(set) var page = KeyboardPage.letters
    /// The keyboard's Shift (`.off` for the numeric keypad).
    public internal(set) var shift = ShiftState.off

    /// Creates a keypad.
    /// - Parameters:
    ///   - layout: digit arrangement; `.scrambled(seed:)` shuffles with a seeded generator.
    ///   - showsLetters: letters under the digits.
    ///   - showsClear: a Clear key beside Cancel.
    public init(layout: KeypadLayout = .phone, showsLetters: Bool = false, showsClear: Bool = false) {
        self.layout = layout
        self.showsLetters = showsLetters
        self.showsClear = showsClear
        self.rows = []
        if case .scrambled(let seed) = layout { generator = SeededGenerator(seed: seed) }
        arrange()
    }

    /// One row of buttons and no digits, for a request that asks no secret (a confirmation or
    /// a message): `buttons` left to right, e.g. `[.cancel, .submit]`.
    public init(buttons: [Key]) {
        self.layout = .phone
        self.showsLetters = false
        self.showsClear = false
        self.rows = [buttons]
    }

    /// The letters keyboard for a passphrase or text field, on its letters page with Shift off:
    /// the layout's rows (Shift before the last and Delete after it), then a bottom row of the
    /// other pages' keys, Space, Cancel and OK.
    public init(keyboard: KeyboardLayout) {
        self.layout = .phone
        self.showsLetters = false
        self.showsClear = false
        self.keyboard = keyboard
        self.rows = []
        arrangeKeyboard()
    }

    /// Whether the keypad is the letters keyboard.
    public var isKeyboard: Bool { keyboard != nil }

    /// Whether the keypad has no digit keys (a row of buttons).
    public var isButtonRow: Bool { keyboard == nil && !keys.contains { if case .digit = $0 { return true } else { return false } } }

    /// Every key, row by row.
    public var keys: [Key] { rows.flatMap { $0 } }

    /// The digits in the ten digit positions, row by row (the bottom-middle cell last).
    public var digitOrder: [Int] {
        keys.compactMap { if case .digit(let value) = $0 { return value } else { return nil } }
    }

    /// Shuffles the digits again when the layout is `.scrambled`; otherwise does nothing.
    /// Called after a rejected PIN.
    public mutating func reshuffle() {
        guard generator != nil, !isButtonRow, keyboard == nil else { return }
        arrange()
    }

    /// The state a key is drawn in for `field`: OK is disabled while the field holds fewer than
    /// `minLength` characters or a refused character (`PasscodeField.hasRefusedCharacter`, when
    /// OK is refused); a key in `pressed` is pressed; everything else is normal.
    public func state(of key: Key, field: PasscodeField, pressed: Set<Key>) -> KeyState {
        if key == .submit && (field.count < field.minLength || field.hasRefusedCharacter) && !isButtonRow { return .disabled }
        return pressed.contains(key) ? .pressed : .normal
    }

    private mutating func arrange() {
        var digits: [Int]
        switch layout {
        case .phone: digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
        case .calculator: digits = [7, 8, 9, 4, 5, 6, 1, 2, 3, 0]
        case .scrambled:
            digits = Array(0...9)
            var source = generator!
            digits.shuffle(using: &source)
            generator = source
        }
        let keys = digits.map { Key.digit($0) }
        rows = [
            Array(keys[0..<3]), Array(keys[3..<6]), Array(keys[6..<9]),
            [.delete, keys[9], .submit],
            showsClear ? [.cancel, .clear] : [.cancel],
        ]
    }
}
