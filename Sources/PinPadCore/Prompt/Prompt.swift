/// One PIN prompt session: one field or a form of several, a keypad, their geometry and their
/// animations, driven by `PromptInput`s and read back as a `Scene`. Every backend (SDL window,
/// terminal) and every front end (stdout, askpass, pinentry) runs on a prompt.
///
/// In a form, one field has the focus: the keypad, keys and text input drive it; a tap on a
/// field, Tab or Shift+Tab moves the focus, and so does a field completing (to the next field not
/// yet complete). The prompt is submitted when every field is complete. Each field's keyboard
/// policy is claimed from the `textInput` arbiter while the field edits.
///
/// Time comes only from `clock`. Field events reach `onEvent` after the change that caused them
/// is complete, in order; a handler may call any method of the prompt (for example `clear()` or
/// `reject(message:)`), and the events that causes are delivered after the current ones.
public final class Prompt {
    /// The title line.
    public var title: String { didSet { if title != oldValue { relayout() } } }
    /// The description under the title (`\n` separates lines): shown whole, in the room the
    /// keypad leaves (it shrinks to its smallest touch size first), then scrolled.
    public var message: String { didSet { if message != oldValue { relayout() } } }
    /// Lines kept under the description for an error or a lock's text, whether one is shown or
    /// not, so that nothing moves when one appears: 1 by default (a sign-in keeps 2, for a
    /// lock's text and its countdown). A longer error or lock's text makes the text scroll: no key
    /// moves for it.
    public var reservedErrorLines = 1 { didSet { if reservedErrorLines != oldValue { relayout() } } }
    /// The screen's pixel density, for the smallest key (`Layout.minimumTouchSide`): a long
    /// description shrinks the keys to 9 mm before it scrolls. `Layout.defaultPixelsPerInch`
    /// (96) when the screen does not say.
    public var pixelsPerInch = Layout.defaultPixelsPerInch { didSet { if pixelsPerInch != oldValue { relayout() } } }
    /// The text lines a sign-in's first layout, the one its later attempts keep (`keptLayout`),
    /// gives the stack's words and the error where the keys stay 9 mm or more: three of the
    /// stack's (a banner above pam_faillock's lockout, or its German lockout alone) above the
    /// error's two.
    public static let keptTextLines = 5
    /// The layout to keep, for the viewport it was made for: a sign-in's later attempts keep the
    /// first attempt's, so that no key moves when the stack's words appear above the error (a
    /// welcome, a lockout's words): the text scrolls in the frame it had. nil: laid out for the
    /// prompt's own text.
    public var keptLayout: Layout? { didSet { if keptLayout != oldValue { relayout() } } }
    /// The most lines the description and the reserved error lines are given, whatever the room
    /// (a terminal's rows); nil: as many as the room allows.
    public var textLineLimit: Int? { didSet { if textLineLimit != oldValue { relayout() } } }
    /// The lines the description and the reserved error lines are given whatever the keys' size,
    /// for a surface that sizes its keys itself (a terminal gives the text the rows its keypad
    /// can spare); at least the reserved lines and one for a description. nil: as many as the
    /// room allows, `textLineLimit` at most.
    public var textLines: Int? { didSet { if textLines != oldValue { relayout() } } }
    /// Whether the description is set on a grid of whole lines (a terminal's rows): an empty line
    /// then takes a whole line and the text is never set smaller, since neither frees a row;
    /// otherwise an empty line costs `TextWrapping.blankLineShare` of one.
    public var setsTextOnGrid = false { didSet { if setsTextOnGrid != oldValue { needsDisplay = true } } }
    /// The first line of the description and error shown, when they scroll (`KeyCode.scrollText`,
    /// a drag over them); 0 at the top; `scrolledToOpening` until the person scrolls (the
    /// description's first line, or the line that names what is asked for where the room shows
    /// too few lines to reach it).
    public internal(set) var textScroll = Prompt.scrolledToOpening { didSet { if textScroll != oldValue { needsDisplay = true } } }
    /// The largest `textScroll` as the last drawn scene measured it (0: the description and the
    /// error show whole).
    public internal(set) var textScrollLimit = 0
    /// Whether the description, in the last drawn scene, is taller than the frame less the
    /// lines kept for an error (`reservedErrorLines`), and so takes them: an error appearing
    /// (a retry) would then set it again, differently. A layout that grows the text's lines
    /// until it shows whole (the terminal's) grows them until this is false too.
    public internal(set) var textCrowdsReservedLines = false
    /// The first line of the description and error the last drawn scene showed (`textScroll`
    /// within 0…`textScrollLimit`; for `scrolledToError`, the line it came to).
    public internal(set) var textScrollShown = 0
    /// The `textScroll` of a text scrolled to its error (`showError`, `lock`): as far down as
    /// the error's first line (its last paragraph's with `showsErrorsLastParagraph`), so that an
    /// error taller than the frame is read from its start.
    static let scrolledToError = Int.max / 2
    /// The `textScroll` of a text not scrolled yet: its first line, unless the room shows so few
    /// lines that the one naming what is asked for (gpg's user ID in quotes, a key's path) is
    /// out of sight below boilerplate ("Please enter the passphrase to"): then from that line,
    /// ▲ above it (`Prompt.openingLine`).
    static let scrolledToOpening = -1
    /// Whether an error taller than the text's room is shown from its last paragraph (a sign-in's
    /// error: the stack's texts, then "Wrong PIN", the newest) rather than from its first line
    /// (one message that wraps or has lines of its own: a card's long refusal). Default false.
    public var showsErrorsLastParagraph = false { didSet { if showsErrorsLastParagraph != oldValue { needsDisplay = true } } }
    /// The text area's lines as the last scene set them (`textAreaPrimitives`).
    var textAreaMemo: TextAreaMemo?
    /// Where a drag over the text began, by pointer: the pointer's height and `textScroll` then.
    var textDrags: [Int: (y: Double, scroll: Int)] = [:]
    /// The error from `reject(message:)` or `showError(_:)`, shown in the error colour under
    /// `message` (which stays) until the next submit; nil when there is none.
    public private(set) var errorMessage: String?
    /// Every field, top to bottom.
    public private(set) var fields: [FormField]
    /// The index of the field with the focus.
    public private(set) var focusedIndex = 0
    /// The focused field's model.
    public var field: PasscodeField { fields[focusedIndex].field }
    /// Whether the focused field takes digits as key presses (`KeyboardPolicy.acceptsKeyEvents`);
    /// a `.textInput` field takes them as committed text only.
    public var acceptsKeyEvents: Bool { fields[focusedIndex].policy.acceptsKeyEvents }
    /// Text being composed by an input method for the focused `.textInput` field (a preview,
    /// never inserted); empty when none.
    public private(set) var composition = ""
    /// The owner of the backend's text-input state, set by the backend; the focused field claims
    /// its policy from it while it edits.
    public var textInput: TextInputArbiter? {
        didSet {
            // Detached: give back every claim, so the next prompt on that backend starts clean.
            if oldValue !== textInput { for index in fields.indices { oldValue?.release(index) } }
            if field.isFocused { claimTextInput() }
        }
    }
    /// The keypad.
    public private(set) var keypad: Keypad
    /// Colours, sizes and durations.
    public var theme: Theme {
        didSet { if theme.keyShape != oldValue.keyShape || theme.keySize != oldValue.keySize { relayout() } else { needsDisplay = true } }
    }
    /// Geometry for the current viewport.
    public private(set) var layout: Layout
    /// Running animations.
    public private(set) var timeline = Timeline()
    /// The time source.
    public let clock: any Clock
    /// Cancel with `.timedOut` after this many milliseconds without input; nil never times out.
    public var idleTimeout: Int?
    /// Whether the prompt is shown and has the input focus: the caret blinks only while active.
    public var isActive = true { didSet { caretEpoch = clock.now; needsDisplay = true } }
    /// Receives field events; see the type's discussion for ordering and re-entrancy.
    public var onEvent: ((FieldEvent) -> Void)?
    /// Set when the prompt ends; nil while it runs. `reject(message:)` and
    /// `awaitAnswer(saying:)` set it back to nil. The value of a `.submitted` prompt stays in its
    /// fields until `takeOutcome()`.
    public internal(set) var result: PromptResult?
    /// Keys held down, by pointer.
    public private(set) var pressedKeys: [Int: Key] = [:]
    /// The key the keypad focus is on, drawn with a ring: set by the arrow keys
    /// (`KeyCode.moveFocus`), pressed by Space, and by Return while set; nil until an arrow key
    /// is pressed, and again once a digit or Backspace is typed.
    public private(set) var keypadFocus: Key?
    /// Called with each key that is pressed (a tap released on it, a typed key, the focused key
    /// pressed), before the press takes effect: for key clicks and haptics. Never given the
    /// field's characters.
    public var onKeyPress: ((Key) -> Void)?
    /// How many times the person asked to hear the prompt again (`KeyCode.repeatAnnouncement`):
    /// a speaking backend says where the prompt is each time it grows.
    public private(set) var announcementRequests = 0
    /// How many keys were pressed (each `onKeyPress`), whatever they did: a press that changes
    /// nothing (Delete in an empty field, a digit for a full one) is still answered.
    public private(set) var keyPressCount = 0
    /// How many times the keypad focus was asked to move (each `KeyCode.moveFocus`), whether it
    /// moved or stayed at the keypad's edge: every move is answered alike.
    public private(set) var focusMoveCount = 0
    /// How many key presses, taps on a key and typed or pasted texts a locked keypad refused
    /// (Cancel still works): each one is answered, by speech, with the lock and its time left.
    public private(set) var lockedPressCount = 0
    /// Whether the prompt asks nothing but a button (a confirmation or a message): no field is
    /// drawn, the keypad is a row of buttons, OK ends it `.confirmed`.
    public private(set) var isConfirmation = false
    /// Words drawn on keys instead of their own labels (`Key.label`), e.g. a request's OK and
    /// Cancel labels.
    public var buttonLabels: [Key: String] = [:] { didSet { needsDisplay = true } }
    /// When the prompt ends as `.timedOut`, in clock milliseconds, whatever the input; nil never.
    public var deadline: Int?
    /// Ends the prompt as `.closed` from outside, from any thread (`Interruption.request()`).
    public var interruption: Interruption?
    /// Whether a stop the presenter sees (`SurfaceInput.close`: the window closed, destroyed,
    /// SIGINT or SIGTERM caught while the prompt runs) ends it as `.closed` rather than as
    /// `.cancelled`: for a front end whose Cancel key asks again (the greeter), which must tell
    /// the two apart. false: a stop is a Cancel, as gpg and askpass take it.
    public var endsClosedOnStop = false
    /// The lock on the keypad, if any (`lock(message:until:)`).
    public internal(set) var keypadLock: KeypadLock?
    /// Whether Caps Lock is on, as the backend last read the keyboard's modifier state (SDL's
    /// `KMOD_CAPS`); a backend without one leaves it false.
    public var isCapsLockOn = false {
        didSet { if isCapsLockOn != oldValue { needsDisplay = true } }
    }
    /// The words shown under a text field while Caps Lock is on (`shownCapsLockHint`): a
    /// request's (pinentry's `OPTION default-capshint`) or the configured `caps-lock-text`.
    public var capsLockHint = Prompt.defaultCapsLockHint {
        didSet { needsDisplay = true }
    }
    /// Whether another program holds the keyboard while this prompt asks for a secret, as the
    /// backend last tried to hold it (an X11 window's `XGrabKeyboard` answered `AlreadyGrabbed`
    /// or `GrabFrozen`), or as the window last heard of its focus when it holds no keyboard
    /// (a Wayland window, or an X11 one not asked to hold it, that lost the keyboard focus):
    /// the keys typed may go to that program. A backend that reads the input devices itself
    /// (KMS/DRM, fbdev, the terminal) leaves it false.
    public var isKeyboardHeldElsewhere = false {
        didSet { if isKeyboardHeldElsewhere != oldValue { needsDisplay = true } }
    }
    /// The words shown under the field while `isKeyboardHeldElsewhere` (`shownHint`): the
    /// configured `keyboard-held-text`; empty for none.
    public var keyboardHeldElsewhereWarning = Prompt.defaultKeyboardHeldElsewhereWarning {
        didSet { needsDisplay = true }
    }
    /// The words shown under a field marked `PasscodeField.hasRefusedCharacter` (`shownHint`):
    /// the configured `refused-text`; empty for none (the field still shakes).
    public var refusedHint = Prompt.defaultRefusedHint {
        didSet { needsDisplay = true }
    }
    /// The words shown under the field after a paste was refused whole (`shownHint`), until the
    /// next change of the field or the next paste: the configured `paste-refused-text`; empty
    /// for none (the field still shakes).
    public var pasteRefusedHint = Prompt.defaultPasteRefusedHint {
        didSet { needsDisplay = true }
    }
    /// Whether the last paste was refused whole and nothing has changed the field since.
    public private(set) var isPasteRefused = false
    /// Whether OK found the focused field short and shows its `FormField.emptyHint` under it
    /// (`shownHint`), until the field next changes.
    public private(set) var isEmptyFieldTold = false
    /// How many times OK told a field short (`FormField.emptyHint`): each one is spoken.
    public private(set) var emptyFieldTellings = 0
    /// How many pastes were refused whole, so a second one in a row is told again.
    public private(set) var pasteRefusalCount = 0
    /// Lines the line under the focused field (`shownHint`) may wrap onto before it is cut with
    /// an ellipsis, at least 1: the window keeps 1 (the text is set smaller first); the
    /// terminal gives as many as it keeps rows for (`Layout.hintLine(under:)`).
    public var hintLines = 1 {
        didSet { needsDisplay = true }
    }
    /// The countdown line under a lock's message, for the whole seconds left.
    /// `{time}` is the time left as `M:SS`.
    public var countdownText: (Int) -> String = { seconds in
        // TRANSLATORS: under a locked keypad; {time} is the time left as minutes:seconds (1:05).
        Phrases.fill(Words.localized("Try again in {time}"), ["time": "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"])
    }

    var needsDisplay = true
    /// The layout of the letters keyboard shown while a `.textInput` field has the focus; nil
    /// for none (the keypad for every field).
    private var keyboardLayout: KeyboardLayout?
    /// The numeric keypad the letters keyboard is shown instead of.
    private var keypadBesideKeyboard: Keypad?
    private var lastInputTime: Int
    private var caretEpoch: Int
    /// The box the focus ring moves from, for the focus animation.
    private(set) var focusOrigin = 0
    /// The field the last rejection shook.
    private(set) var shakeTarget = 0
    private var pendingEvents: [FieldEvent] = []
    /// Whether `takeOutcome()` gave the submitted value (it may be empty: pinentry's empty passphrase).
    private var isOutcomeTaken = false
    /// The characters each field held when `takeOutcome()` took them, for the dots the field
    /// keeps showing while the asker checks them (`submittedCount(of:)`); empty before.
    private var submittedCounts: [Int] = []
    private var isDispatching = false
    private var viewportScale: Double

    /// Creates a prompt.
    /// - Parameters:
    ///   - field: the field model (its box count, mask and rules).
    ///   - keypad: the keypad.
    ///   - theme: colours, sizes and durations.
    ///   - title: the title line.
    ///   - message: the message line.
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier (see `Layout`).
    ///   - clock: the only time source.
    public convenience init(
        field: PasscodeField = PasscodeField(), keypad: Keypad = Keypad(), theme: Theme = .dark,
        title: String = Words.localized("Enter PIN"), message: String = "", viewport: Size = Size(width: 480, height: 800),
        scale: Double = 1, clock: any Clock = SystemClock()
    ) {
        self.init(
            fields: [FormField(field: field)], keypad: keypad, theme: theme, title: title, message: message,
            viewport: viewport, scale: scale, clock: clock)
    }

    /// Creates a prompt for a form of several fields; with more than one, or one that takes text
    /// input (`.textInput`: the keyboard types into it at once), the first takes the focus (a
    /// single PIN field takes it when tapped or typed into).
    /// - Parameters:
    ///   - fields: the fields, top to bottom (at least one); labels are drawn when any is set.
    ///   - keypad: the keypad.
    ///   - theme: colours, sizes and durations.
    ///   - title: the title line.
    ///   - message: the message line.
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier (see `Layout`).
    ///   - clock: the only time source.
    ///   - keyboard: the layout of the letters keyboard shown instead of `keypad` while a
    ///     `.textInput` field has the focus (a user name above a PIN); nil keeps the keypad.
    public convenience init(
        fields: [FormField], keypad: Keypad = Keypad(), theme: Theme = .dark, title: String = Words.localized("Enter PIN"),
        message: String = "", viewport: Size = Size(width: 480, height: 800), scale: Double = 1,
        clock: any Clock = SystemClock(), keyboard: KeyboardLayout? = nil
    ) {
        self.init(
            fields: fields, keypad: keypad, theme: theme, title: title, message: message, viewport: viewport, scale: scale, clock: clock,
            isConfirmation: false, keyboard: keyboard)
    }

    private init(
        fields: [FormField], keypad: Keypad, theme: Theme, title: String, message: String, viewport: Size, scale: Double,
        clock: any Clock, isConfirmation: Bool, keyboard: KeyboardLayout? = nil
    ) {
        precondition(!fields.isEmpty, "Prompt: a prompt has at least one field")
        self.isConfirmation = isConfirmation
        self.fields = fields
        self.keypad = keypad
        self.theme = theme
        self.title = title
        self.message = message
        self.clock = clock
        self.viewportScale = scale
        self.layout = Prompt.layout(
            for: fields, viewport: viewport, scale: scale, keypad: keypad, title: title, description: message, theme: theme,
            isConfirmation: isConfirmation, reservedLines: 1, pixelsPerInch: Layout.defaultPixelsPerInch, lineLimit: nil)
        self.lastInputTime = clock.now
        self.caretEpoch = clock.now
        if !isConfirmation, let keyboard {
            keyboardLayout = keyboard
            keypadBesideKeyboard = keypad
            matchKeypadToFocus()
        }
        if fields.count > 1 || fields[0].policy == .textInput { focus(0) }
    }

    /// Creates a prompt that shows `request`: its title, description and error, its field (boxes,
    /// a free-length row of dots, or none for a confirmation, whose keypad is then a row of
    /// buttons), its button labels and deadline.
    /// - Parameters:
    ///   - request: what to show and ask.
    ///   - keypad: the keypad for a request with a field.
    ///   - theme: colours, sizes and durations.
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier (see `Layout`).
    ///   - clock: the only time source; `request.deadline` is in its milliseconds.
    ///   - keyboard: the layout of the letters keyboard shown instead of `keypad` for a
    ///     `.textInput` request (a passphrase); nil keeps the keypad for every request.
    public convenience init(
        request: Request, keypad: Keypad = Keypad(), theme: Theme = .dark, viewport: Size = Size(width: 480, height: 800),
        scale: Double = 1, clock: any Clock = SystemClock(), keyboard: KeyboardLayout? = nil
    ) {
        let isText = request.policy == .textInput
        let characters: AllowedCharacters = isText ? .text : .digits
        let mask: MaskMode = request.showsCharacters ? .digits : (request.hidesCount ? .hidden : .dots)
        let field: PasscodeField
        switch request.entry {
        case .boxes(let count):
            field = PasscodeField(boxCount: count, isEditable: isText, allowedCharacters: characters, mask: mask, capacity: request.capacity)
        case .freeLength(let minimum, let maximum):
            field = PasscodeField(
                freeLength: minimum...max(minimum, maximum), isEditable: isText, allowedCharacters: characters, mask: mask, capacity: request.capacity)
        case .none:
            field = PasscodeField(boxCount: 1)
        }
        var buttons: [Key] = []
        if request.cancelLabel != nil { buttons.append(.cancel) }
        if request.notOKLabel != nil { buttons.append(.notOK) }
        buttons.append(.submit)
        self.init(
            fields: [FormField(label: request.label, policy: request.policy, field: field)],
            keypad: request.isConfirmation ? Keypad(buttons: buttons) : keypad, theme: theme, title: request.title,
            message: request.description, viewport: viewport, scale: scale, clock: clock, isConfirmation: request.isConfirmation,
            keyboard: keyboard)
        var labels: [Key: String] = [.submit: request.okLabel]
        if let cancel = request.cancelLabel { labels[.cancel] = cancel }
        if let notOK = request.notOKLabel { labels[.notOK] = notOK }
        buttonLabels = labels
        deadline = request.deadline
        if let hint = request.capsLockHint { capsLockHint = hint }
        if isText && !request.isConfirmation { focus(0) }
        if let error = request.error { showError(error) }
    }

    /// The most lines a title is given room for.
    public static let maximumTitleLines = 2
    /// The largest digit in a box, as a share of the box's width: a digit is about 0.55 of its
    /// size wide, so this leaves some of a narrow box around it.
    public static let boxDigitSizePerWidth = 1.0
    /// The most lines a form field's label is given room for.
    public static let maximumLabelLines = 2

    /// The layout for a title and description wrapped to the content width (by `TextWrapping`'s
    /// estimate, so that `pinpad layout` and every backend agree): the title in at most
    /// `maximumTitleLines` lines; the description in as many lines as it takes while the keys
    /// stay at least 9 mm at `pixelsPerInch` (`Layout.minimumTouchSide`) and the scale is kept
    /// (the keypad shrinks to make room, then the description scrolls; a letters keyboard's keys
    /// never go under 7 mm, `Layout.minimumKeyboardKeySide`), at most `lineLimit` with the reserved lines; and
    /// `reservedLines` more under it for an error, whether one is shown or not.
    ///
    /// On a screen at least `textBesideMinimumWidth` pixels wide and `textBesideAspect` times as
    /// wide as tall (1280×1024, 1920×1080), a
    /// description that would take keys from the keypad or be cut is set beside the keypad
    /// instead, in lines at least `textBesideWidthShare` as wide (`Layout`'s `widensText`), when
    /// that shows more of it or keeps the keys a tenth larger, or, on a landscape screen, shows as
    /// much in fewer, wider lines with keys as large. A word that would be broken at the smallest size
    /// widens the header the same way. The choice depends on the text and the reserved lines alone, so
    /// an error that appears moves no key.
    private static func layout(
        for fields: [FormField], viewport: Size, scale: Double, keypad: Keypad, title: String, description: String, theme: Theme,
        isConfirmation: Bool, reservedLines: Int, pixelsPerInch: Double, lineLimit: Int?, lines: Int? = nil
    ) -> Layout {
        let minimumKeySide = Layout.minimumTouchSide(pixelsPerInch: pixelsPerInch)
        func fitted(orientation: Orientation?, widensText: Bool) -> (layout: Layout, lines: Int) {
            fittedLayout(
                for: fields, viewport: viewport, scale: scale, orientation: orientation, widensText: widensText, keypad: keypad, title: title,
                description: description, theme: theme, isConfirmation: isConfirmation, reservedLines: reservedLines,
                pixelsPerInch: pixelsPerInch, lineLimit: lineLimit, lines: lines)
        }
        if lines != nil { return fitted(orientation: nil, widensText: false).layout }
        var stacked = fitted(orientation: nil, widensText: false)
        // Beside the keypad, a word (a disk's or a key's name) that would be broken at the
        // smallest size gets the widest column the screen gives, keys kept as large.
        if stacked.layout.orientation == .landscape, !keypad.isKeyboard,
            hasWord(description, widerThan: stacked.layout.message.width, size: minimumMessageSize * stacked.layout.scale)
        {
            let widened = fitted(orientation: nil, widensText: true)
            if widened.lines >= stacked.lines && widened.layout.smallestKeySide >= stacked.layout.smallestKeySide - 0.5 { stacked = widened }
        }
        // Above a keyboard on a screen wider than tall (a 7-inch 800×480 panel, a 640×480 one),
        // a description cut in lines across the middle is set in the left half instead, the
        // field in the right.
        if keypad.isKeyboard, viewport.width > viewport.height, !isConfirmation, !description.isEmpty, stacked.lines < 1000 {
            let beside = fitted(orientation: .landscape, widensText: true)
            if beside.lines > stacked.lines && beside.layout.smallestKeySide >= min(stacked.layout.smallestKeySide, minimumKeySide) - 0.5 { return beside.layout }
        }
        guard viewport.width >= textBesideMinimumWidth, viewport.width >= textBesideAspect * viewport.height, !isConfirmation, !keypad.isKeyboard, !description.isEmpty else {
            return stacked.layout
        }
        let beside = fitted(orientation: .landscape, widensText: true)
        // Beside the keypad only in lines not much narrower than stacked ones: a small terminal
        // (50 columns) would set a few words a line.
        guard beside.layout.message.width >= textBesideWidthShare * stacked.layout.message.width else { return stacked.layout }
        let showsMore = beside.lines > stacked.lines && beside.layout.smallestKeySide >= minimumKeySide
        let keepsKeysLarger = beside.lines == stacked.lines && beside.layout.smallestKeySide > stacked.layout.smallestKeySide * 1.1
        // Already beside the keypad (a landscape screen): the wider lines when they are fewer,
        // keys kept as large.
        func slots(_ layout: Layout) -> Int {
            TextWrapping.estimatedSlots(description, width: layout.message.width, size: theme.messageSize * layout.scale)
        }
        let widerAlike = stacked.layout.orientation == .landscape && beside.lines >= stacked.lines
            && slots(beside.layout) < slots(stacked.layout) && beside.layout.smallestKeySide >= stacked.layout.smallestKeySide - 0.5
        return showsMore || keepsKeysLarger || widerAlike ? beside.layout : stacked.layout
    }

    /// Whether a word of `text` (or a number in groups, `TextWrapping.unbreakableRuns`) is wider
    /// than `width` pixels at `size` pixels, counted at a digit's advance (0.64 em, DejaVu
    /// Sans's; wider than `TextWrapping.estimatedAdvance`) so that a real font's identifier is
    /// not broken where the estimate says it fits.
    static func hasWord(_ text: String, widerThan width: Double, size: Double) -> Bool {
        text.split(separator: "\n").flatMap { TextWrapping.unbreakableRuns(String($0)) }
            .contains { Double($0.count) * size * 0.64 > width }
    }

    /// The least width-to-height ratio of a screen on which a long description may be set beside
    /// the keypad (`layout(for:…)`): 1280×1024's 1.25 and wider.
    static let textBesideAspect = 1.2
    /// The narrowest screen on which a description may be set beside the keypad, in pixels: a
    /// monitor's (1280×1024, 1920×1080), not a 7-inch panel's 800 or a terminal's columns.
    static let textBesideMinimumWidth = 1024.0
    /// The narrowest a description's lines beside the keypad may be, as a share of its lines
    /// above the keypad.
    static let textBesideWidthShare = 0.6

    /// `layout(for:…)` for one arrangement: the layout and the description's lines it shows.
    private static func fittedLayout(
        for fields: [FormField], viewport: Size, scale: Double, orientation: Orientation?, widensText: Bool, keypad: Keypad, title: String,
        description: String, theme: Theme, isConfirmation: Bool, reservedLines: Int, pixelsPerInch: Double, lineLimit: Int?, lines: Int?
    ) -> (layout: Layout, lines: Int) {
        func layout(titleLines: Int, messageLines: Int, labelLines: Int = 1) -> Layout {
            Layout(
                viewport: viewport, scale: scale, orientation: orientation,
                fields: isConfirmation ? [] : fields.map { $0.field.isFreeLength ? .freeLength : .boxes($0.field.boxCount) },
                labeled: fields.contains { !$0.label.isEmpty }, messageLines: messageLines, titleLines: titleLines, labelLines: labelLines,
                keypad: keypad, keySize: theme.keySize, minimumKeySide: Layout.minimumTouchSide(pixelsPerInch: pixelsPerInch),
                minimumKeyboardKeySide: Layout.minimumKeyboardKeySide(pixelsPerInch: pixelsPerInch), roundKeys: theme.keyShape == .circle,
                widensText: widensText)
        }
        let reserved = max(reservedLines, 0)
        let first = layout(titleLines: 1, messageLines: reserved + (description.isEmpty ? 0 : 1))
        let width = first.message.width
        let titleLines = min(TextWrapping.estimatedLineCount(title, width: width, size: theme.titleSize * first.scale), maximumTitleLines)
        let labels = isConfirmation ? [] : fields.map(\.label).filter { !$0.isEmpty }
        let labelLines = min(
            labels.map { TextWrapping.estimatedLineCount($0, width: width, size: theme.messageSize * first.scale) }.max() ?? 1, maximumLabelLines)
        let needed = TextWrapping.estimatedSlots(description, width: width, size: theme.messageSize * first.scale)
        let fewest = min(needed, 1)
        if let lines {
            let given = max(lines - reserved, fewest)
            return (layout(titleLines: titleLines, messageLines: given + reserved, labelLines: labelLines), needed == 0 ? 0 : given * 1000 / needed)
        }
        // On a screen so small that the text is set at `legibleMessageSize` above its scaled size,
        // in lines as much taller (`textLineHeight`), the frame holds a line of the description
        // and the reserved lines at that size, so that an error does not take the description's
        // only line, as far as the keys stay a letters keyboard's least
        // (`Layout.minimumKeyboardKeySide`, 7 mm).
        var least = fewest
        if fewest > 0 && reserved > 0 {
            let floor = Layout.minimumKeyboardKeySide(pixelsPerInch: pixelsPerInch)
            for _ in 0..<4 {
                let scaled = theme.messageSize * layout(titleLines: titleLines, messageLines: least + reserved, labelLines: labelLines).scale
                guard scaled > 0, scaled < Prompt.legibleMessageSize else { break }
                let wanted = Int((Double(fewest + reserved) * Prompt.legibleMessageSize / scaled - 0.01).rounded(.up)) - reserved
                guard wanted > least,
                    let taken = stride(from: wanted, to: least, by: -1).first(where: {
                        layout(titleLines: titleLines, messageLines: $0 + reserved, labelLines: labelLines).smallestKeySide >= floor - 0.5
                    })
                else { break }
                least = taken
            }
        }
        let most = max(min(needed, (lineLimit ?? Int.max / 2) - reserved), least)
        let base = layout(titleLines: titleLines, messageLines: least + reserved, labelLines: labelLines)
        // The most lines that keep the scale (keys no smaller than the minimum), by halving: each
        // line more takes a line's height from the keypad.
        var low = least
        var high = most
        while low < high {
            let middle = (low + high + 1) / 2
            if layout(titleLines: titleLines, messageLines: middle + reserved, labelLines: labelLines).scale >= base.scale {
                low = middle
            } else {
                high = middle - 1
            }
        }
        // The lines shown, as a share of those needed: fewer slots in wider lines is no loss.
        let shown = needed == 0 ? 0 : low * 1000 / needed
        return (low == least ? base : layout(titleLines: titleLines, messageLines: low + reserved, labelLines: labelLines), shown)
    }

    /// The label drawn on `key`: `buttonLabels`' word for it, or the keypad's
    /// (`Keypad.label(of:)`).
    public func label(of key: Key) -> String {
        buttonLabels[key] ?? keypad.label(of: key)
    }

    // MARK: Input

    /// Feeds one input. Ignored once the prompt has an outcome, except that a pointer going up
    /// or cancelled still releases its key (without committing it), so no key stays pressed.
    public func handle(_ input: PromptInput) {
        guard result == nil else {
            if case .tap(_, let phase, let pointer) = input, phase == .up || phase == .cancelled { release(pointer: pointer) }
            return
        }
        lastInputTime = clock.now
        switch input {
        case .tap(let point, let phase, let pointer): tap(at: point, phase: phase, pointer: pointer)
        case .key(let code): press(code)
        case .paste(let text):
            guard !isLocked else {
                lockedPressCount += 1
                return
            }
            insertPaste(text.unicodeScalars)
        case .text(let text):
            guard fields[focusedIndex].policy == .textInput else { return }
            guard !isLocked else {
                lockedPressCount += 1
                return
            }
            composition = ""
            insertText(text)
            // Typing leaves the keypad focus, as a typed digit does: Return then submits.
            dropKeypadFocus()
        case .composition(let text):
            guard fields[focusedIndex].policy == .textInput, composition != text, !isLocked else { return }
            composition = text
            needsDisplay = true
        }
    }

    /// Inserts typed text through the field's filtering (`PasscodeField.insert(_:)`). Into a full
    /// field nothing goes in, and the field gives a short shake to say so; so it does when any
    /// character is refused (one the field does not take, or one past its boxes or capacity).
    /// A refused character marks the field (`PasscodeField.hasRefusedCharacter`): later
    /// characters and OK are refused, with `refusedHint` under the field, until Backspace
    /// deletes the refused characters or the field is cleared.
    public func insertText(_ text: String) {
        insert(text.unicodeScalars, whole: false)
    }

    /// Types characters a key press gave (a key's own text, a terminal's bytes) into the focused
    /// field of any policy, through its rules: in a PIN field a digit of any script (`١`, `１`)
    /// is its ASCII digit, and anything else (a letter, a space or `-`: only a paste's
    /// separators are skipped) is refused visibly and marks the field, as `insertText(_:)` does.
    /// Ignored once the prompt has an outcome, while locked, and by a confirmation.
    public func typeCharacters(_ text: String) {
        guard result == nil, !isConfirmation else { return }
        guard !isLocked else {
            lockedPressCount += 1
            return
        }
        lastInputTime = clock.now
        composition = ""
        if !field.allowedCharacters.isText && text.unicodeScalars.contains(where: AllowedCharacters.isSeparator) {
            refuseInput()
        } else {
            insertText(text)
        }
        dropKeypadFocus()
    }

    /// Refuses input the backend could not read as a character (a terminal's bytes that are not
    /// UTF-8): nothing goes in, the field shakes as for a character it does not take and is
    /// marked as for one (`insertText(_:)`). Ignored once the prompt has an outcome or while locked.
    public func refuseInput() {
        guard result == nil, !isLocked else { return }
        lastInputTime = clock.now
        fields[focusedIndex].field.refuseCharacter()
        relayout()
        signalFull()
    }

    /// Pastes UTF-8 text from a buffer the caller owns and wipes afterwards (the clipboard's, the
    /// terminal's bracketed paste), as `.paste` does but with no `String` copy: the characters go
    /// straight into the field's page. Ignored once the prompt has an outcome or while locked.
    /// A paste is taken whole or refused whole, with a shake (`insertPaste`).
    /// - Parameters:
    ///   - bytes: UTF-8; a paste holding bytes that are not UTF-8 is refused whole.
    ///   - isWhole: false when `bytes` are only the start of the paste (the backend reads so
    ///     much of a clipboard, `InputDecoder.pasteLimit` and `PinPadWindow.pasteLimit`): refused
    ///     whole, as a paste that does not fit is, never taken in part.
    public func paste(utf8 bytes: UnsafeRawBufferPointer, isWhole: Bool = true) {
        guard result == nil else { return }
        guard !isLocked else {
            lockedPressCount += 1
            return
        }
        lastInputTime = clock.now
        guard isWhole, DecodedScalars.isValid(bytes) else {
            refusePaste()
            return
        }
        insertPaste(DecodedScalars(bytes))
    }

    /// Inserts a paste whole (`PasscodeField.insert(_:whole:)`), or nothing of it, with a shake:
    /// a paste that does not fit (more digits than boxes, past the capacity), that holds a
    /// character the field does not take (a letter for a PIN) or a control character it does not
    /// skip as a separator (a line break, a tab in a passphrase, ^A) is not the secret; taken in
    /// part it would be one nobody chose. Into a PIN field one line end at the end (`1234\n`,
    /// `1234\r\n`: a copy from a terminal) is not part of the paste. A refused paste does not
    /// mark the field: nothing of it went in.
    private func insertPaste(_ scalars: some Sequence<Unicode.Scalar>) {
        let skipsSeparators = !field.allowedCharacters.isText
        var count = 0
        var last: Unicode.Scalar?
        var beforeLast: Unicode.Scalar?
        for scalar in scalars {
            count += 1
            beforeLast = last
            last = scalar
        }
        let lineEnd = !skipsSeparators ? 0 : last == "\n" ? (beforeLast == "\r" ? 2 : 1) : (last == "\r" ? 1 : 0)
        let pasted = scalars.prefix(count - lineEnd)
        let holdsControl = pasted.contains { scalar in
            scalar.properties.generalCategory == .control && !(skipsSeparators && AllowedCharacters.isSeparator(scalar))
        }
        guard !holdsControl else {
            if result == nil { refusePaste() }
            return
        }
        insert(pasted, whole: true)
        // A paste leaves the keypad focus, as typing does: Return then submits.
        dropKeypadFocus()
    }

    private func insert(_ scalars: some Sequence<Unicode.Scalar>, whole: Bool) {
        let index = focusedIndex
        let wasMarked = field.hasRefusedCharacter
        var refused = false
        edit { field in
            let insertion = field.insert(scalars, whole: whole)
            refused = insertion.refused
            return insertion.events
        }
        // A typed character refused marks the field; a paste refused whole left nothing to delete.
        if refused && !whole && result == nil { fields[index].field.refuseCharacter() }
        if fields[index].field.hasRefusedCharacter != wasMarked { relayout() }
        if refused && whole && result == nil {
            refusePaste()
        } else if refused && result == nil {
            signalFull()
        }
    }

    /// A paste refused whole: the field shakes and `pasteRefusedHint` shows under it (and is
    /// spoken) until the field next changes.
    private func refusePaste() {
        isPasteRefused = true
        pasteRefusalCount += 1
        signalFull()
    }
    /// Deletes the last character; in a field marked `PasscodeField.hasRefusedCharacter`, the
    /// refused characters instead (the mark goes, what the field holds stays).
    public func deleteBackward() {
        let wasMarked = field.hasRefusedCharacter
        edit { $0.deleteBackward() }
        if wasMarked { relayout() }
    }
    /// Empties the field. Safe inside any event handler; never completes.
    public func clear() {
        let wasMarked = field.hasRefusedCharacter
        edit { $0.clear() }
        if wasMarked { relayout() }
    }
    /// Submits the field when it holds at least `minLength` characters. In a form, OK submits
    /// the whole form: every other field that holds enough completes with it (a form of
    /// free-length fields has no field that completes by filling up). A field marked
    /// `PasscodeField.hasRefusedCharacter` is not submitted: it shakes, `refusedHint` under it;
    /// nor is one just after a paste refused whole (`isPasteRefused`), until the field changes:
    /// what it holds is not what was pasted (an auto-typed paste and Return).
    public func submit() {
        guard !field.hasRefusedCharacter && !isPasteRefused else {
            shakeTarget = focusedIndex
            timeline.start(.shake, Transition(start: clock.now, duration: theme.shakeDuration, easing: .linear))
            needsDisplay = true
            return
        }
        if fields.count > 1, field.count >= field.minLength {
            for index in fields.indices where index != focusedIndex {
                let other = fields[index].field
                if !other.isCompleted && other.count >= other.minLength { _ = fields[index].field.submit() }
            }
        }
        // The error of the last try stays beside the description until this one is submitted.
        errorMessage = nil
        edit { $0.submit() }
        // A field left short that says so (`FormField.emptyHint`): the focus goes to it, its words
        // under it, and it shakes, so a person who cannot see the form hears what is missing.
        guard result == nil, fields.count > 1,
            let short = fields.indices.first(where: { fields[$0].field.count < fields[$0].field.minLength && !fields[$0].emptyHint.isEmpty })
        else { return }
        focus(short)
        isEmptyFieldTold = true
        emptyFieldTellings += 1
        shakeTarget = short
        timeline.start(.shake, Transition(start: clock.now, duration: theme.shakeDuration, easing: .linear))
        needsDisplay = true
    }
    /// The outcome, once: with `result` `.submitted`, the fields' characters move into a
    /// `Secret` (a form's one per line) and the fields are emptied and zeroed, so the value is
    /// in one place only. nil while the prompt runs, and for a submitted prompt whose outcome
    /// was already taken.
    public func takeOutcome() -> PromptOutcome? {
        switch result {
        case nil: return nil
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .confirmed: return .confirmed
        case .notConfirmed: return .notConfirmed
        case .closed: return .closed
        case .submitted:
            guard !isOutcomeTaken else { return nil }
            isOutcomeTaken = true
            submittedCounts = fields.map(\.field.count)
            // The values and a line feed between each two: one page holds a full passphrase field.
            let secret = Secret(capacity: max(fields.reduce(fields.count - 1) { $0 + $1.field.byteCount }, 1))
            for index in fields.indices {
                if index > 0 { secret.append(UInt8(ascii: "\n")) }
                fields[index].field.moveCharacters(into: secret)
            }
            return .submitted(secret)
        }
    }

    /// Ends the prompt with `.cancelled`.
    public func cancel() { end(.cancelled) }

    private func end(_ ending: PromptResult) {
        guard result == nil else { return }
        result = ending
        needsDisplay = true
    }

    /// Tells the person the PIN was wrong: shows `message` as an error, shakes the boxes
    /// (damped, `theme.shakeDuration` milliseconds) while their dots fade, clears the field at
    /// once (so input during the shake is kept and shown), reshuffles a scrambled keypad and
    /// lets the prompt run again (`result` becomes nil) with the idle timeout counted afresh.
    /// The keypad focus keeps its place on the keypad.
    public func reject(message: String) {
        result = nil
        isOutcomeTaken = false
        submittedCounts = []
        lastInputTime = clock.now
        edit { $0.clear() }
        // The keypad focus stays where it is on the keypad, whatever key a reshuffle puts there.
        let focusPlace = keypadFocus.flatMap { keypad.position(of: $0) }
        keypad.reshuffle()
        if let focusPlace { keypadFocus = keypad.rows[focusPlace.row][focusPlace.column] }
        timeline.stop(.success)
        // The same frames, the reshuffled keys in them.
        relayout()
        showError(message)
    }

    /// Shows `message` in the error colour and shakes the focused field, as `reject(message:)`
    /// does, without clearing anything.
    public func showError(_ message: String) {
        shakeTarget = focusedIndex
        errorMessage = message
        // Scrolled down to the error when the text does not fit.
        textScroll = Prompt.scrolledToError
        timeline.start(.shake, Transition(start: clock.now, duration: theme.shakeDuration, easing: .linear))
        needsDisplay = true
    }

    /// Ends the prompt with `.closed`: called when the asker went away or withdrew the request
    /// (its pipe closed, its request file was deleted).
    public func close() {
        guard result == nil else { return }
        result = .closed
        needsDisplay = true
    }

    /// Lays out again for a new viewport (window resize, HiDPI change).
    /// - Parameters:
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier.
    public func resize(to viewport: Size, scale: Double) {
        viewportScale = scale
        layout = makeLayout(viewport: viewport)
        moveTextInputRect()
        needsDisplay = true
    }

    /// Changes the number of boxes of the focused field (truncating the text) and lays out again.
    public func setBoxCount(_ count: Int) {
        edit { $0.setBoxCount(count) }
        relayout()
    }

    // MARK: Time

    /// Applies what time alone causes: the idle timeout. Call after waiting.
    public func tick() {
        let now = clock.now
        if interruption?.isRequested == true { close() }
        expireLock(at: now)
        if result == nil, let idleTimeout, now - lastInputTime >= idleTimeout {
            result = .timedOut
        }
        if result == nil, let deadline, now >= deadline {
            result = .timedOut
        }
        timeline.removeFinished(at: now)
    }

    /// When the prompt next needs the loop, in clock milliseconds: the next animation frame, the
    /// next caret blink (only while active and not full, and for `Theme.caretBlinkTimeout` after
    /// the last input), or the idle timeout; nil when nothing
    /// is due (the loop then waits for input only).
    public var nextDeadline: Int? {
        let now = clock.now
        var deadlines: [Int] = []
        if let frame = timeline.nextDeadline(after: now) { deadlines.append(frame) }
        if let blink = nextCaretToggle(after: now) { deadlines.append(blink) }
        if result == nil, let idleTimeout { deadlines.append(lastInputTime + idleTimeout) }
        if result == nil, let deadline { deadlines.append(deadline) }
        if result == nil, let change = keypadLock?.nextChange(after: now) { deadlines.append(change) }
        return deadlines.min()
    }

    /// Whether a frame should be drawn now: something changed, or an animation or blink is due.
    public var needsFrame: Bool {
        needsDisplay || timeline.isAnimating(at: clock.now) || frameDeadline.map { clock.now >= $0 } ?? false
    }

    /// The characters field `index` held when its value was taken (`takeOutcome()`), shown as
    /// dots while the asker checks them (a sign-in's "Checking…"); nil while the field holds
    /// its own.
    func submittedCount(of index: Int) -> Int? {
        isOutcomeTaken ? submittedCounts[safe: index] : nil
    }

    /// The deadline computed when the last scene was built.
    var frameDeadline: Int?

    // MARK: Internals

    /// Whether the caret shows at `time`.
    func isCaretVisible(at time: Int) -> Bool {
        guard isActive, !isLocked, !field.isFull, result == nil else { return false }
        guard theme.caretBlinkInterval > 0 else { return true }
        if theme.caretBlinkTimeout > 0 && time - caretEpoch >= theme.caretBlinkTimeout { return true }
        return ((time - caretEpoch) / theme.caretBlinkInterval) % 2 == 0
    }

    private func nextCaretToggle(after time: Int) -> Int? {
        guard isActive, !isLocked, !field.isFull, result == nil, theme.caretBlinkInterval > 0 else { return nil }
        let interval = theme.caretBlinkInterval
        let next = caretEpoch + ((time - caretEpoch) / interval + 1) * interval
        guard theme.caretBlinkTimeout > 0 else { return next }
        // The blink stops shown: one last wake at the timeout when the caret is hidden then.
        let stop = caretEpoch + theme.caretBlinkTimeout
        if next < stop { return next }
        return time < stop && !isCaretVisible(at: stop - 1) ? stop : nil
    }

    /// The layout of this prompt's parts for `viewport` at the scale asked for. A lock's text
    /// longer than the reserved lines grows the text area upward, into the room above the title,
    /// as far as that room goes (`Layout.withTextGrownUpward(by:)`): the fields and keys stay
    /// where they were, and what does not fit scrolls.
    private func makeLayout(viewport: Size) -> Layout {
        let layout =
            keptLayout.flatMap { $0.viewport == viewport ? $0 : nil }
            ?? Prompt.layout(
                for: fields, viewport: viewport, scale: viewportScale, keypad: keypad, title: title, description: message, theme: theme,
                isConfirmation: isConfirmation, reservedLines: reservedErrorLines, pixelsPerInch: pixelsPerInch,
                lineLimit: textLineLimit, lines: textLines)
        var extra = lockLines(at: clock.now) - reservedErrorLines
        if layout == keptLayout {
            // A kept layout's text area grows upward by the lines its text now wants beyond it
            // (the stack's words above a sign-in's error), into the room above the title, as a
            // lock's text does: the keys stay, and the words show where the screen has room.
            extra = max(extra, textLinesWanted(in: layout) - layout.messageLines)
        }
        guard extra > 0 else { return layout }
        return stride(from: extra, through: 1, by: -1).lazy.compactMap { layout.withTextGrownUpward(by: $0) }.first ?? layout
    }

    /// The lines of `layout`'s text area the description and the error (or a lock's text) take,
    /// each as many of the area's lines as its size is times the size at the layout's scale
    /// (`legibleMessageSize` on a small screen), the reserved lines at least for the error.
    private func textLinesWanted(in layout: Layout) -> Int {
        let scaled = theme.messageSize * layout.scale
        guard scaled > 0, layout.message.width > 0 else { return 0 }
        let size = setsTextOnGrid ? scaled : max(scaled, Prompt.legibleMessageSize)
        // Counted in lines a sixth narrower than the area's less the scroll cues: the estimate
        // of a text's width knows no font, and a line too many only leaves room above the text
        // where a line too few hid a lockout's countdown (German's longer words).
        func lines(_ text: String) -> Double {
            Double(TextWrapping.estimatedSlots(text, width: (layout.message.width - 2.4 * size) * 5 / 6, size: size)) * size / scaled
        }
        let error = max(Double(reservedErrorLines), lines(errorMessage ?? ""), Double(lockLines(at: clock.now)))
        return Int((lines(message) + error - 0.01).rounded(.up))
    }

    func relayout() {
        layout = makeLayout(viewport: layout.viewport)
        needsDisplay = true
    }

    private func tap(at point: Point, phase: TapPhase, pointer: Int) {
        switch phase {
        case .down:
            if let key = layout.key(at: point), isLocked && key != .cancel {
                lockedPressCount += 1
            } else if let key = layout.key(at: point), state(of: key, pressed: []) != .disabled {
                pressedKeys[pointer] = key
                timeline.stop(.keyRelease(key))
                needsDisplay = true
            } else if layout.message.contains(point) {
                textDrags[pointer] = (point.y, textScrollNow)
            } else if let index = layout.field(at: point) {
                if index == focusedIndex {
                    edit { $0.becomeFocused() }
                } else if fields.count > 1 {
                    focus(index)
                }
            }
        case .moved:
            if let key = pressedKeys[pointer], layout.key(at: point) != key { release(pointer: pointer) }
            // A drag over the text scrolls it a line for each line's height moved, as a finger pulls it.
            if let drag = textDrags[pointer] { scrollText(to: drag.scroll + Int(((drag.y - point.y) / textLineHeight).rounded())) }
        case .up:
            textDrags[pointer] = nil
            guard let key = pressedKeys[pointer] else { return }
            release(pointer: pointer)
            if layout.key(at: point) == key { activate(key) }
        case .cancelled:
            textDrags[pointer] = nil
            if pressedKeys[pointer] != nil { release(pointer: pointer) }
        }
    }

    private func release(pointer: Int) {
        guard let key = pressedKeys.removeValue(forKey: pointer) else { return }
        if !pressedKeys.values.contains(key) { flash(key) }
    }

    private func flash(_ key: Key) {
        timeline.start(.keyRelease(key), Transition(start: clock.now, duration: theme.keyReleaseDuration, easing: .easeOut))
        needsDisplay = true
    }

    /// A key pressed on a keyboard. A digit typed never lights its key on screen: whoever sees
    /// the screen (a passer-by, a camera, a shared screen) would read the PIN typed on a keyboard
    /// held out of sight. Delete, OK, Cancel and Clear light up, as they tell nothing of the
    /// secret; so does the key under the keypad focus when Space or Return presses it, which the
    /// focus ring shows already.
    private func press(_ code: KeyCode) {
        let key: Key
        var lightsKey = true
        switch code {
        case .digit(let value):
            guard fields[focusedIndex].policy.acceptsKeyEvents else { return }
            key = .digit(value)
            lightsKey = false
            // Typing digits leaves the keypad focus: Return then submits, as it does for a keyboard.
            dropKeypadFocus()
        case .nextField:
            focus((focusedIndex + 1) % fields.count)
            return
        case .previousField:
            focus((focusedIndex + fields.count - 1) % fields.count)
            return
        case .moveFocus(let direction):
            // Left and right as the person sees the keys: a right-to-left layout mirrors rows.
            keypadFocus = keypad.key(from: keypadFocus, towards: direction, in: Words.direction)
            focusMoveCount += 1
            needsDisplay = true
            return
        case .repeatAnnouncement:
            announcementRequests += 1
            return
        case .scrollText(let direction, let byPage):
            scrollText(direction, byPage: byPage)
            return
        case .pressFocused:
            guard let focused = keypadFocus else { return }
            guard !isLocked || focused == .cancel else {
                lockedPressCount += 1
                return
            }
            guard state(of: focused, pressed: []) != .disabled else { return }
            key = focused
        case .delete:
            key = .delete
            dropKeypadFocus()
        case .submit:
            // Return presses the focused key while the keypad has a focus (OK when it is on OK).
            if let focused = keypadFocus {
                guard !isLocked || focused == .cancel else {
                    lockedPressCount += 1
                    return
                }
                guard state(of: focused, pressed: []) != .disabled else { return }
                key = focused
            } else {
                key = .submit
            }
        case .cancel: key = .cancel
        case .clear: key = .clear
        }
        // Escape ends a notice too: one without a Cancel button closes as cancelled.
        guard !isConfirmation || layout.frame(of: key) != nil || key == .cancel else { return }
        guard !isLocked || key == .cancel else {
            lockedPressCount += 1
            return
        }
        if lightsKey && layout.frame(of: key) != nil { flash(key) }
        activate(key)
    }

    private func dropKeypadFocus() {
        guard keypadFocus != nil else { return }
        keypadFocus = nil
        needsDisplay = true
    }

    private func activate(_ key: Key) {
        keyPressCount += 1
        onKeyPress?(key)
        switch key {
        case .digit(let value): insertText(String(value))
        case .delete: deleteBackward()
        case .submit where isConfirmation: end(.confirmed)
        case .submit: submit()
        case .cancel: cancel()
        case .clear: clear()
        case .notOK: end(.notConfirmed)
        case .character(let character):
            insertText(String(character))
            changeKeyboard { $0.characterTyped() }
        case .shift: changeKeyboard { $0.pressShift() }
        case .page(let page): changeKeyboard { $0.show(page) }
        }
    }

    /// Shows the numeric keypad instead of the letters keyboard, for a backend that draws no
    /// keyboard (a terminal types from its own); does nothing when the keypad shows.
    public func showNumericKeypad() {
        keyboardLayout = nil
        matchKeypadToFocus()
        if field.isFocused { claimTextInput() }
    }

    /// Shows the letters keyboard while a `.textInput` field has the focus and there is a
    /// keyboard layout, else the numeric keypad; lays out again when that changes.
    private func matchKeypadToFocus() {
        let showsKeyboard = keyboardLayout != nil && fields[focusedIndex].policy == .textInput
        guard showsKeyboard != keypad.isKeyboard else { return }
        if let keyboardLayout, showsKeyboard {
            keypad = Keypad(keyboard: keyboardLayout)
        } else {
            keypad = keypadBesideKeyboard ?? Keypad()
        }
        keypadFocus = nil
        pressedKeys = [:]
        relayout()
    }

    /// Changes the keyboard's page or Shift and lays the keys out again; the keypad focus stays
    /// at its place (row and column, or the row's last key) when its key is gone, and on the
    /// bottom row when it was there (a page key pressed: the pages have 3 or 4 rows above it).
    private func changeKeyboard(_ change: (inout Keypad) -> Void) {
        let before = keypad
        change(&keypad)
        guard keypad != before else { return }
        if let focused = keypadFocus, keypad.position(of: focused) == nil, let place = before.position(of: focused) {
            let wasOnBottomRow = place.row == before.rows.count - 1
            let row = keypad.rows[wasOnBottomRow ? keypad.rows.count - 1 : min(place.row, keypad.rows.count - 1)]
            keypadFocus = row[min(place.column, row.count - 1)]
        }
        relayout()
    }

    private func edit(_ change: (inout PasscodeField) -> [FieldEvent]) {
        let index = focusedIndex
        let before = field.count
        if isPasteRefused { isPasteRefused = false; needsDisplay = true }
        if isEmptyFieldTold { isEmptyFieldTold = false; needsDisplay = true }
        let events = change(&fields[index].field)
        let now = clock.now
        var completed = false
        for event in events {
            switch event {
            case .editingChanged(let count):
                animateChange(field: index, from: before, to: count, at: now)
            case .completed:
                completed = true
            case .editingDidBegin:
                claimTextInput()
            case .editingDidEnd:
                textInput?.release(index)
            }
        }
        // Without auto-submit a form still moves on from a field of boxes that just filled up;
        // a free-length one (a user name) at its limit keeps the focus, and refuses what comes.
        let filled =
            !completed && !field.isFreeLength && field.isFull && before < field.count && !field.autoSubmitWhenFull ? nextField { !$0.isFull } : nil
        let next = completed ? nextIncompleteField() : nil
        if completed && next == nil {
            result = .submitted
            timeline.start(.success, Transition(start: now, duration: theme.successDuration, easing: .easeOut))
        }
        if !events.isEmpty { needsDisplay = true }
        emit(events)
        // A form moves on once the completion is delivered, unless a handler re-opened the field.
        if let next, result == nil, fields[index].field.isCompleted { focus(next) }
        if let filled, result == nil, focusedIndex == index, fields[index].field.isFull { focus(filled) }
    }

    /// The first field after the focused one, wrapping around, that satisfies `condition`.
    private func nextField(where condition: (PasscodeField) -> Bool) -> Int? {
        (1..<fields.count).map { (focusedIndex + $0) % fields.count }.first { condition(fields[$0].field) }
    }

    /// A short shake of the focused field, without an error text: it is full and took nothing.
    private func signalFull() {
        shakeTarget = focusedIndex
        timeline.start(.shake, Transition(start: clock.now, duration: theme.shakeDuration / 2, easing: .linear))
        needsDisplay = true
    }

    /// The first field after the focused one, wrapping around, that has not completed.
    private func nextIncompleteField() -> Int? {
        (1..<fields.count + 1).map { (focusedIndex + $0) % fields.count }.first { !fields[$0].field.isCompleted }
    }

    /// Moves the focus to field `index`: the old field resigns (releasing its keyboard claim), the
    /// new one takes focus when editable (claiming its policy); the composition preview ends.
    private func focus(_ index: Int) {
        if index != focusedIndex {
            edit { $0.resignFocus() }
            focusedIndex = index
            composition = ""
            focusOrigin = fields[index].field.count
            timeline.stop(.focus)
            caretEpoch = clock.now
            needsDisplay = true
            matchKeypadToFocus()
        }
        edit { $0.becomeFocused() }
    }

    /// Claims the focused field's policy; a text field that the letters keyboard types into
    /// asks for no input method (a physical keyboard still types), so the system's on-screen
    /// keyboard never comes up beside pinpad's; the input method hears what the field holds (a
    /// hidden passphrase is a password it must neither suggest nor learn).
    private func claimTextInput() {
        textInput?.claim(
            focusedIndex, policy: fields[focusedIndex].policy, rect: caretRect, usesInputMethod: !keypad.isKeyboard,
            content: fields[focusedIndex].field.textInputContent)
    }

    private func moveTextInputRect() {
        if field.isFocused && !keypad.isKeyboard { textInput?.move(focusedIndex, rect: caretRect) }
    }

    /// The focused field's next empty box (its last box when full), in pixels.
    var caretRect: Rect? {
        let boxes = layout.fields[safe: focusedIndex]?.boxes ?? []
        return boxes[safe: min(field.count, boxes.count - 1)]
    }

    private func animateChange(field index: Int, from before: Int, to after: Int, at now: Int) {
        caretEpoch = now
        focusOrigin = min(before, field.boxCount - 1)
        if abs(after - before) == 1 {
            timeline.start(.focus, Transition(start: now, duration: theme.focusDuration, easing: .easeOut))
        } else {
            timeline.stop(.focus)
        }
        if after > before {
            for box in before..<after {
                timeline.stop(.shrink(field: index, box: box))
                timeline.start(.popIn(field: index, box: box), Transition(start: now, duration: theme.popInDuration, easing: .back))
            }
            for box in 0..<after {
                timeline.stop(.reveal(field: index, box: box))
                timeline.stop(.morph(field: index, box: box))
            }
            if case .delayedDots(let hold) = field.mask {
                let last = after - 1
                timeline.start(.reveal(field: index, box: last), Transition(start: now, duration: hold, isContinuous: false))
                timeline.start(.morph(field: index, box: last), Transition(start: now + hold, duration: theme.morphDuration))
            }
        } else {
            for box in after..<before {
                timeline.stop(.popIn(field: index, box: box))
                timeline.stop(.reveal(field: index, box: box))
                timeline.stop(.morph(field: index, box: box))
                timeline.start(.shrink(field: index, box: box), Transition(start: now, duration: theme.shrinkDuration, easing: .easeOut))
            }
            timeline.stop(.success)
        }
        moveTextInputRect()
    }

    private func emit(_ events: [FieldEvent]) {
        pendingEvents += events
        guard !isDispatching else { return }
        isDispatching = true
        defer { isDispatching = false }
        while !pendingEvents.isEmpty {
            let event = pendingEvents.removeFirst()
            onEvent?(event)
        }
    }
}
