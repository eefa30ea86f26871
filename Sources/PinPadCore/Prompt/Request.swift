/// One request a front end puts on screen (a pinentry `GETPIN` or `CONFIRM`, an askpass prompt,
/// a systemd password request, a PAM conversation message): what to show, what to ask, how,
/// and until when. Every front end fills one; `Prompt(request:…)` shows it.
public struct Request: Hashable, Sendable {
    /// What the person enters.
    public enum Entry: Hashable, Sendable {
        /// A secret of a known length: that many boxes (1…32); it completes when the last fills.
        case boxes(Int)
        /// A secret whose length the asker does not say: `minimum`…`maximum` characters (at most
        /// `PasscodeField.maximumFreeLength`) and at most `capacity` bytes, drawn as a centred
        /// row of dots that grows; OK submits.
        case freeLength(minimum: Int, maximum: Int)
        /// Nothing: a confirmation or a message, answered with the buttons alone.
        case none
    }

    /// The title line.
    public var title: String
    /// The text under the title; `\n` separates lines.
    public var description: String
    /// The label of the field (pinentry's `SETPROMPT`, e.g. `PIN:`); empty for none.
    public var label: String
    /// An error to show (a wrong PIN: the field shakes and the text shows in the error colour);
    /// nil for none.
    public var error: String?
    /// What is entered.
    public var entry: Entry
    /// Which keyboards may type into the field: the keypad only by default; `.textInput` for a
    /// passphrase that may hold letters.
    public var policy: KeyboardPolicy
    /// Whether typed characters are shown instead of dots (systemd's `Echo=1`).
    public var showsCharacters: Bool
    /// Whether not even a dot per character is shown (systemd's `Silent=1`); `showsCharacters`
    /// wins over it.
    public var hidesCount = false
    /// The OK button's label.
    public var okLabel: String
    /// The Cancel button's label; nil: no Cancel button (a message with one button).
    public var cancelLabel: String?
    /// A third button's label (pinentry's `SETNOTOK`); nil: none.
    public var notOKLabel: String?
    /// The words shown under the field while Caps Lock is on, when it takes letters
    /// (pinentry's `OPTION default-capshint`); nil: the prompt's own (`Prompt.capsLockHint`).
    public var capsLockHint: String?
    /// When the request ends as `.timedOut`, in `Clock` milliseconds (the monotonic clock for
    /// `SystemClock`); nil: never.
    public var deadline: Int?
    /// The most bytes of UTF-8 the asker takes (`PasscodeField.capacity`): a character past
    /// them is refused and the field shakes. Default `SecretMemory.pageSize`.
    public var capacity = SecretMemory.pageSize

    /// Creates a request; every value has the default of a plain PIN prompt.
    public init(
        title: String = Words.localized("Enter PIN"), description: String = "", label: String = "", error: String? = nil,
        entry: Entry = .freeLength(minimum: 1, maximum: 64), policy: KeyboardPolicy = .keypadOnly,
        showsCharacters: Bool = false, okLabel: String = Key.submit.label, cancelLabel: String? = Key.cancel.label, notOKLabel: String? = nil,
        deadline: Int? = nil
    ) {
        self.title = title
        self.description = description
        self.label = label
        self.error = error
        self.entry = entry
        self.policy = policy
        self.showsCharacters = showsCharacters
        self.okLabel = okLabel
        self.cancelLabel = cancelLabel
        self.notOKLabel = notOKLabel
        self.deadline = deadline
    }

    /// Whether the request asks for nothing but a button.
    public var isConfirmation: Bool { entry == .none }
}
