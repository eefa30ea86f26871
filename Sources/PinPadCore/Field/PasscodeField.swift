/// The passcode field model: a row of `boxCount` boxes holding accepted characters, with focus,
/// rules and events, with no drawing and no platform in it, modelled on a text field
/// (UIKit's `UIKeyInput`: `hasText`, `insertText`, `deleteBackward`). By default the field is
/// not editable (`isEditable` false): it never takes focus, so no system keyboard or input method
/// is asked for, and the on-screen keypad types into it with `insertText(_:)` and
/// `deleteBackward()`. It keeps at most `boxCount` characters, refuses those its
/// `allowedCharacters` does not keep, and is submitted when the last box fills
/// (`autoSubmitWhenFull`). Each change is reported as a `FieldEvent`.
///
/// A value type: each mutating call returns the events it caused, in order. The characters live
/// in one buffer that is overwritten with zeros when cleared, shortened or released, and they are
/// never part of `description`, `debugDescription` or the mirror.
public struct PasscodeField {
    /// Largest allowed `boxCount`.
    public static let maximumBoxCount = SecretBuffer.capacity
    /// Largest `maximumLength` of a free-length field, in characters: a page of one-byte
    /// characters (`SecretMemory.pageSize`).
    public static let maximumFreeLength = SecretMemory.pageSize

    private var storage: SecretBuffer
    private var storedMinLength: Int?
    private var hasCompleted = false
    private var characterCount = 0
    private var refusedCharacter = false

    /// Number of boxes, 1…32; for a free-length field, the most characters it takes
    /// (1…`maximumFreeLength`). Change it with `setBoxCount(_:)`.
    public private(set) var boxCount: Int
    /// Whether the secret's length is not known to the asker (a passphrase, a password): no
    /// boxes, a row of dots that grows; `boxCount` is only the limit. gpg, askpass and PAM never
    /// say how long a secret is.
    public private(set) var isFreeLength = false
    /// Whether the field can take focus (UIKit's `canBecomeFirstResponder`).
    /// `false`, the default, is the custom-keypad route: the field never takes focus, so no
    /// system keyboard or input method is requested; the keypad drives it directly.
    public var isEditable: Bool
    /// Whether the field has focus. Only an editable field can gain it.
    public private(set) var isFocused = false
    /// Submit as soon as the last box fills, giving up focus when the field has it. Default true.
    public var autoSubmitWhenFull: Bool
    /// Which characters are kept. Default `.digits`.
    public var allowedCharacters: AllowedCharacters
    /// The most bytes of UTF-8 the characters take (1…`SecretMemory.pageSize`): what the asker
    /// takes. A character that does not fit is refused. Default `SecretMemory.pageSize`.
    public let capacity: Int
    /// How boxes show their characters. Default `.dots`.
    public var mask: MaskMode
    /// The veto hook, asked before each insertion or deletion (UIKit's text field delegate
    /// `shouldChangeCharactersInRange:replacementString:`): the range is in characters, an
    /// insertion is `count..<count` with the accepted characters as replacement, a deletion is
    /// `count-1..<count` with `""`. Returning false cancels the change: no change, no event.
    public var shouldChange: ((Range<Int>, String) -> Bool)?

    /// Creates an empty, unfocused field.
    /// - Parameters:
    ///   - boxCount: number of boxes, 1…32 (a value outside traps: a programmer error).
    ///   - minLength: characters needed before `submit()` completes; nil means `boxCount`.
    ///   - isEditable: see `isEditable`; default false (custom-keypad route).
    ///   - autoSubmitWhenFull: see `autoSubmitWhenFull`.
    ///   - allowedCharacters: see `allowedCharacters`.
    ///   - mask: see `mask`.
    ///   - capacity: see `capacity`.
    public init(
        boxCount: Int = 6, minLength: Int? = nil, isEditable: Bool = false,
        autoSubmitWhenFull: Bool = true, allowedCharacters: AllowedCharacters = .digits,
        mask: MaskMode = .dots, capacity: Int = SecretMemory.pageSize
    ) {
        precondition((1...PasscodeField.maximumBoxCount).contains(boxCount), "PasscodeField: boxCount must be 1…32")
        precondition((1...SecretMemory.pageSize).contains(capacity), "PasscodeField: capacity must be 1…\(SecretMemory.pageSize) bytes")
        self.capacity = capacity
        storage = SecretBuffer(capacity: capacity)
        self.boxCount = boxCount
        self.storedMinLength = minLength
        self.isEditable = isEditable
        self.autoSubmitWhenFull = autoSubmitWhenFull
        self.allowedCharacters = allowedCharacters
        self.mask = mask
    }

    /// Creates an empty free-length field (`isFreeLength`): it completes on `submit()` only.
    /// - Parameters:
    ///   - length: how many characters it takes: at least 0 (a lower bound of 0 lets OK submit
    ///     an empty field, as pinentry's passphrase prompts do), at most `maximumFreeLength` (a
    ///     larger upper bound traps: a programmer error).
    ///   - isEditable: see `isEditable`.
    ///   - allowedCharacters: see `allowedCharacters`.
    ///   - mask: see `mask`.
    ///   - capacity: see `capacity`.
    public init(
        freeLength length: ClosedRange<Int>, isEditable: Bool = false, allowedCharacters: AllowedCharacters = .digits, mask: MaskMode = .dots,
        capacity: Int = SecretMemory.pageSize
    ) {
        precondition(length.upperBound >= 1 && length.upperBound <= PasscodeField.maximumFreeLength, "PasscodeField: a free length is at most \(PasscodeField.maximumFreeLength)")
        self.init(boxCount: 1, isEditable: isEditable, autoSubmitWhenFull: false, allowedCharacters: allowedCharacters, mask: mask, capacity: capacity)
        boxCount = length.upperBound
        storedMinLength = max(length.lowerBound, 0)
        isFreeLength = true
    }

    /// Characters needed before `submit()` completes: 1…`boxCount` (0…`boxCount` for a
    /// free-length field). Default `boxCount`.
    public var minLength: Int {
        get { min(max(storedMinLength ?? boxCount, isFreeLength ? 0 : 1), boxCount) }
        set { storedMinLength = newValue }
    }

    /// Number of characters held, 0…`boxCount`: extended grapheme clusters (what a reader
    /// counts as one character: `é` typed as `e` and a combining accent is one).
    public var count: Int { characterCount }
    /// Number of bytes the characters take in UTF-8, 0…`capacity`.
    public var byteCount: Int { storage.count }
    /// Whether any character is held (UIKit's `hasText`).
    public var hasText: Bool { storage.count > 0 }
    /// Whether every box holds a character.
    public var isFull: Bool { characterCount >= boxCount }
    /// Whether the field was completed and has not changed since.
    public var isCompleted: Bool { hasCompleted }
    /// Whether a character typed into the field was refused (`refuseCharacter()`: it did not
    /// fit, or the field does not take it) and not yet deleted: what the field holds is then not
    /// what was typed, so it refuses every later character and `submit()` until
    /// `deleteBackward()` deletes the refused characters or `clear()` empties the field.
    public var hasRefusedCharacter: Bool { refusedCharacter }

    /// The characters held. This makes a `String` copy that cannot be wiped: for tests and
    /// diagnostics only; renderers use `character(at:)`, front ends `Prompt.takeOutcome()`.
    public var text: String { storage.string() }

    /// Appends the characters to `secret`, then empties the field and zeroes its buffer, so they
    /// are held in one place. The completion state is kept.
    mutating func moveCharacters(into secret: borrowing Secret) {
        secret.append(contentsOf: storage)
        makeStorageUnique()
        storage.truncate(to: 0)
        characterCount = 0
    }

    /// The character in box `index` (0-based) as a one-character string, or nil for an empty box.
    /// The string is a copy that cannot be wiped: only for a mask that shows the characters.
    public func character(at index: Int) -> String? {
        guard index >= 0, index < characterCount, let range = storage.characterRange(index) else { return nil }
        return storage.withUnsafeBytes { String(decoding: UnsafeRawBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    // MARK: Editing

    /// Inserts typed or pasted text (UIKit's `insertText`).
    ///
    /// Empty text, a lone space (except in a `.text` field, where a space is a character), and
    /// text with nothing allowed in it change nothing. Separators (space, tab, `-`, `.`, `_`,
    /// no-break space) are stripped, except from `.text`; Unicode decimal digits are stored as
    /// ASCII digits, except in `.text`, which stores every character as typed. The rest fills up
    /// to `boxCount` characters and `capacity` bytes; what does not fit is not taken, and a
    /// character (grapheme cluster) of this insertion that does not fit whole is not taken at all
    /// (`e\u{301}` with room for `e` only leaves no `e`). Input while full is ignored; so is
    /// any while the field is marked `hasRefusedCharacter`. `insert(_:)` also tells whether a
    /// character was refused.
    /// - Returns: `[.editingChanged(count:)]` for a change, followed by `.completed` and
    ///   `.editingDidEnd` (the latter only when focused) when the last box fills with
    ///   `autoSubmitWhenFull`; `[]` when nothing changed.
    public mutating func insertText(_ text: String) -> [FieldEvent] {
        insert(text.unicodeScalars).events
    }

    /// Inserts scalars as `insertText(_:)` does, straight into the field's page (pasted UTF-8
    /// decoded from a buffer leaves no copy elsewhere).
    /// - Parameters:
    ///   - scalars: the text.
    ///   - whole: take all of it or nothing (a paste): when any character is refused, the field
    ///     is left as it was. False: what fits is taken.
    /// - Returns: the events, as for `insertText(_:)`, and whether any character was refused: one
    ///   the field does not take (a letter for a PIN, a control character), one past `boxCount`
    ///   or `capacity`, any while full, or any while the field is marked.
    public mutating func insert(_ scalars: some Sequence<Unicode.Scalar>, whole: Bool = false) -> (events: [FieldEvent], refused: Bool) {
        let isEmpty = !scalars.contains { _ in true }
        guard !refusedCharacter else { return ([], !isEmpty) }
        guard !isFull else { return ([], !isEmpty) }
        makeStorageUnique()
        let startBytes = storage.count
        var recognizer = storage.endRecognizer
        var characters = characterCount
        var refused = false
        // Where the last character taken by this insertion starts, in bytes: a character that
        // does not fit whole is refused whole, so the part of it already taken is given back.
        var lastCharacterStart: Int?
        for scalar in scalars {
            if !allowedCharacters.isText && AllowedCharacters.isSeparator(scalar) { continue }
            guard let stored = allowedCharacters.storedScalar(for: scalar) else {
                refused = true
                continue
            }
            var next = recognizer
            let startsCharacter = next.hasBreak(before: stored)
            guard !startsCharacter || characters < boxCount, storage.count + UTF8.width(stored) <= capacity
            else {
                refused = true
                if !startsCharacter, let start = lastCharacterStart {
                    // `e` of `e\u{301}`, or 👍 of 👍🏽, would stay alone as another character.
                    storage.truncate(to: start)
                    characters -= 1
                }
                break
            }
            if startsCharacter { lastCharacterStart = storage.count }
            storage.append(stored)
            recognizer = next
            if startsCharacter { characters += 1 }
        }
        if refused && whole {
            storage.truncate(to: startBytes)
            return ([], true)
        }
        guard storage.count > startBytes else { return ([], refused) }
        if let shouldChange {
            let accepted = storage.withUnsafeBytes { String(decoding: UnsafeRawBufferPointer(rebasing: $0[startBytes...]), as: UTF8.self) }
            guard shouldChange(characterCount..<characterCount, accepted) else {
                storage.truncate(to: startBytes)
                return ([], refused)
            }
        }
        characterCount = characters
        hasCompleted = false
        var events: [FieldEvent] = [.editingChanged(count: characterCount)]
        if isFull && autoSubmitWhenFull { events += complete() }
        return (events, refused)
    }

    /// Removes the last character (UIKit's `deleteBackward`). Re-opens a completed field.
    /// In a field marked `hasRefusedCharacter` it deletes the refused characters instead: the
    /// mark goes, the characters held stay, and typing goes on.
    /// - Returns: `[.editingChanged(count:)]`, or `[]` when empty, vetoed or only the mark went.
    public mutating func deleteBackward() -> [FieldEvent] {
        guard !refusedCharacter else {
            refusedCharacter = false
            return []
        }
        guard characterCount > 0 else { return [] }
        if let shouldChange, !shouldChange(characterCount - 1..<characterCount, "") { return [] }
        makeStorageUnique()
        storage.truncate(to: storage.characterStart(characterCount - 1))
        characterCount -= 1
        hasCompleted = false
        return [.editingChanged(count: characterCount)]
    }

    /// Empties the field and zeroes the buffer. Never completes; not subject to the veto; safe to
    /// call from any event handler.
    /// - Returns: `[.editingChanged(count: 0)]` if there was text, else `[]`.
    public mutating func clear() -> [FieldEvent] {
        hasCompleted = false
        refusedCharacter = false
        guard storage.count > 0 else { return [] }
        makeStorageUnique()
        storage.truncate(to: 0)
        characterCount = 0
        return [.editingChanged(count: 0)]
    }

    /// Submits the field (the OK key): completes when it holds at least `minLength` characters,
    /// has not completed since its last change and is not marked `hasRefusedCharacter`.
    /// - Returns: `[.completed]`, plus `.editingDidEnd` when focused; else `[]`.
    public mutating func submit() -> [FieldEvent] {
        guard !refusedCharacter, characterCount >= minLength else { return [] }
        return complete()
    }

    /// Changes the number of boxes, truncating (and zeroing) text beyond it. Never completes.
    /// - Parameter newCount: 1…32 (a value outside traps: a programmer error).
    /// - Returns: `[.editingChanged(count:)]` if the text was shortened, else `[]`.
    public mutating func setBoxCount(_ newCount: Int) -> [FieldEvent] {
        precondition((1...(isFreeLength ? PasscodeField.maximumFreeLength : PasscodeField.maximumBoxCount)).contains(newCount), "PasscodeField: boxCount must be 1…32")
        boxCount = newCount
        guard characterCount > newCount else { return [] }
        makeStorageUnique()
        storage.truncate(to: storage.characterStart(newCount))
        characterCount = newCount
        hasCompleted = false
        return [.editingChanged(count: characterCount)]
    }

    /// Marks the field `hasRefusedCharacter`: a typed character was refused, by `insert(_:)` or
    /// before it reached the field (a terminal's bytes that are not UTF-8).
    public mutating func refuseCharacter() {
        refusedCharacter = true
    }

    // MARK: Focus

    /// Takes focus (UIKit's `becomeFirstResponder`); only an editable field can.
    /// - Returns: `[.editingDidBegin]`, or `[]` when not editable or already focused.
    public mutating func becomeFocused() -> [FieldEvent] {
        guard isEditable, !isFocused else { return [] }
        isFocused = true
        return [.editingDidBegin]
    }

    /// Gives up focus (UIKit's `resignFirstResponder`).
    /// - Returns: `[.editingDidEnd]` if it was focused, else `[]`.
    public mutating func resignFocus() -> [FieldEvent] {
        guard isFocused else { return [] }
        isFocused = false
        return [.editingDidEnd]
    }

    private mutating func complete() -> [FieldEvent] {
        guard !hasCompleted else { return [] }
        hasCompleted = true
        return [.completed] + resignFocus()
    }

    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

extension PasscodeField: Equatable {
    /// Fields are equal when their settings, focus, completion state and characters are equal;
    /// the veto hook is not compared.
    public static func == (lhs: PasscodeField, rhs: PasscodeField) -> Bool {
        lhs.boxCount == rhs.boxCount && lhs.minLength == rhs.minLength
            && lhs.isEditable == rhs.isEditable && lhs.isFocused == rhs.isFocused
            && lhs.autoSubmitWhenFull == rhs.autoSubmitWhenFull
            && lhs.allowedCharacters == rhs.allowedCharacters && lhs.mask == rhs.mask && lhs.capacity == rhs.capacity
            && lhs.hasCompleted == rhs.hasCompleted && lhs.isFreeLength == rhs.isFreeLength
            && lhs.refusedCharacter == rhs.refusedCharacter && lhs.storage.equals(rhs.storage)
    }
}

extension PasscodeField: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `PasscodeField(count: 3 of 6)`: counts only, never characters.
    public var description: String { "PasscodeField(count: \(count) of \(boxCount))" }
    /// Same as `description`: counts only, never characters.
    public var debugDescription: String { description }
    /// A mirror with counts only, so `dump` and debuggers never show the characters.
    public var customMirror: Mirror {
        Mirror(self, children: ["count": count, "boxCount": boxCount, "isFocused": isFocused], displayStyle: .struct)
    }
}
