/// What a listener is told about a prompt, read at one moment (`Prompt.reading`): its texts,
/// how many characters the focused field holds (never which), how it ended, where the keypad
/// focus is. `AnnouncementPolicy` compares two readings.
public struct PromptReading: Hashable, Sendable {
    /// The title line.
    public var title: String
    /// The message line.
    public var message: String
    /// The characters in the focused field.
    public var count: Int
    /// Which field has the focus (its index in the form; 0 for a single field).
    public var fieldIndex: Int
    /// The focused field's label as it is said (no trailing colon): in a form of more than one
    /// field (the user name above the PIN) always; for a single field only when the title and
    /// message do not already say it (a PAM module's further question, "Token code"); else nil.
    public var fieldLabel: String?
    /// The focused field's boxes; nil for a free-length field.
    public var total: Int?
    /// Whether the focused field cannot take another character.
    public var isFull: Bool
    /// Whether the prompt asks for no secret (a confirmation or a message).
    public var isConfirmation: Bool
    /// The error shown, or nil.
    public var errorMessage: String?
    /// The message of the lock on the keypad (without its countdown), or nil.
    public var lockMessage: String?
    /// Whole seconds until the lock ends, for a lock whose countdown is shown
    /// (`KeypadLock.showsCountdown`); nil for none, or a lock without an end.
    public var lockSecondsLeft: Int?
    /// Whether the lock waits for the asker's answer (`KeypadLock.isWaiting`: "Checking…") rather
    /// than refusing the keys for a while.
    public var isWaiting: Bool
    /// How many key presses, taps and typed characters a locked keypad refused
    /// (`Prompt.lockedPressCount`): each one says the keypad is locked, never which key.
    public var lockedPresses: Int
    /// How the prompt ended; nil while it runs.
    public var result: PromptResult?
    /// The key the keypad focus is on, or nil.
    public var focus: Key?
    /// Where that key is seen on the keypad (its column from the screen's left, in a right-to-left
    /// layout's mirrored rows too: `Keypad.position(of:in:)`).
    public var focusPosition: KeypadPosition?
    /// How many times the person asked to hear the prompt again (`Prompt.announcementRequests`).
    public var announcementRequests: Int
    /// How many keys were pressed (`Prompt.keyPressCount`).
    public var keyPresses: Int
    /// How many times the keypad focus was asked to move (`Prompt.focusMoveCount`).
    public var focusMoves: Int
    /// The line shown under the focused field (`Prompt.shownHint`: Caps Lock is on, another
    /// program holds the keyboard), or nil. It tells nothing of the secret.
    public var hint: String?
    /// Whether the focused field takes text (a passphrase, a user name) rather than digits.
    public var isText: Bool
    /// How many pastes were refused whole (`Prompt.pasteRefusalCount`): each one says the hint again.
    public var pasteRefusals: Int
    /// How many times OK found a field short and said so (`Prompt.emptyFieldTellings`): each one
    /// says the hint again.
    public var emptyFieldTellings: Int
    /// The focused field's text when it is no secret and is shown as typed (a user name: a
    /// `.visibleText` field whose boxes show their characters), said only on a private output
    /// (`AnnouncementPolicy`); nil for every other field, whose characters are never said.
    public var visibleText: String?
    /// The Caps Lock hint's words while Caps Lock is on and the focused field takes text, also
    /// once the prompt has ended (OK pressed with Caps Lock on); nil otherwise.
    public var capsLock: String?

    /// The letters keyboard's page shown (`KeyboardPage`), or nil while the numeric keypad shows.
    public var keyboardPage: KeyboardPage?
    /// The letters keyboard's Shift (`ShiftState`), or nil while the numeric keypad shows.
    public var shift: ShiftState?

    /// Creates a reading; every part but the title is optional.
    public init(
        title: String, message: String = "", count: Int = 0, total: Int? = nil, isFull: Bool = false, isConfirmation: Bool = false,
        errorMessage: String? = nil, lockMessage: String? = nil, lockSecondsLeft: Int? = nil, lockedPresses: Int = 0, result: PromptResult? = nil, focus: Key? = nil,
        focusPosition: KeypadPosition? = nil, announcementRequests: Int = 0, keyPresses: Int = 0, focusMoves: Int = 0,
        hint: String? = nil, isText: Bool = false, pasteRefusals: Int = 0, capsLock: String? = nil,
        fieldIndex: Int = 0, fieldLabel: String? = nil, emptyFieldTellings: Int = 0, visibleText: String? = nil, isWaiting: Bool = false,
        keyboardPage: KeyboardPage? = nil, shift: ShiftState? = nil
    ) {
        self.keyboardPage = keyboardPage
        self.shift = shift
        self.isWaiting = isWaiting
        self.emptyFieldTellings = emptyFieldTellings
        self.visibleText = visibleText
        self.fieldIndex = fieldIndex
        self.fieldLabel = fieldLabel
        self.capsLock = capsLock
        self.pasteRefusals = pasteRefusals
        self.hint = hint
        self.isText = isText
        self.keyPresses = keyPresses
        self.focusMoves = focusMoves
        self.announcementRequests = announcementRequests
        self.title = title
        self.message = message
        self.count = count
        self.total = total
        self.isFull = isFull
        self.isConfirmation = isConfirmation
        self.errorMessage = errorMessage
        self.lockMessage = lockMessage
        self.lockSecondsLeft = lockSecondsLeft
        self.lockedPresses = lockedPresses
        self.result = result
        self.focus = focus
        self.focusPosition = focusPosition
    }
}
