internal import CSDL2
import PinPadCore
import PinPadRaster

/// Turns SDL events into prompt inputs: the only place that knows SDL's event layout.
///
/// Touch is handled through finger events only; mouse events synthesised from touch
/// (`which == SDL_TOUCH_MOUSEID`) are dropped so one touch gives one digit. Holding a key types
/// one digit: key repeat (SDL's repeat flag) types nothing. On X11 a key already down when the
/// window gained focus (`HeldKeys`) does nothing, nor do its repeats, until it is released and
/// pressed again. `SDL_TEXTINPUT` and `SDL_TEXTEDITING` become `.text` and `.composition` inputs, which
/// the prompt takes only for a `.textInput` field; the keypad route never acts on them.
struct EventTranslator {
    /// Drawable pixels per window point, horizontally and vertically.
    var pixelRatio = (x: 1.0, y: 1.0)
    /// The drawable size in pixels, for normalised finger positions.
    var outputSize = Size(width: 1, height: 1)
    /// How the pad is turned on the screen: screen points map back into the content.
    var rotation = Rotation.none

    /// What the window loop should do with one event.
    enum Action {
        /// For the driver: pointers, key presses (for its key-binding table to give a meaning),
        /// text, focus, the window closed.
        case input(SurfaceInput)
        case resized
        case exposed
        case none
    }

    /// Pointer id of the mouse; fingers get ids from their SDL finger id, never this one.
    static let mousePointer = -1
    /// Pointer id of an absolute pointer read from evdev (`AbsolutePointer`).
    static let absolutePointer = -2

    /// Whether SDL's mouse and finger events are all dropped: touch and pointers come from
    /// libinput instead (KMS/DRM).
    var dropsPointerEvents = false

    /// SDL's mouse and finger event types.
    static let pointerEvents: Set<UInt32> = [
        SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEMOTION.rawValue, SDL_FINGERDOWN.rawValue,
        SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue,
    ]

    /// SDL's mouse event types: the ones a raw X11 pointer event comes before (touch comes
    /// through XInput 2, whose events SDL passes on as no window-manager event).
    static let mouseEvents: Set<UInt32> = [SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEMOTION.rawValue]

    /// SDL mouse ids (`which`) whose events are dropped: the absolute pointers pinpad reads
    /// itself, which SDL's evdev input places wrongly.
    var ignoredMice: Set<UInt32> = []

    /// Whether raw X11 key events arrive (`SDL_SYSWMEVENT`, enabled on the x11 driver). SDL's
    /// X11 driver takes a release followed within 2 ms by a press of the same key (a badge
    /// reader, a script, `xdotool key 7 7`) for auto-repeat and flags that press as a repeat;
    /// the raw events show the release, which real auto-repeat (XKB's detectable auto-repeat,
    /// which SDL turns on) never sends.
    var readsRawKeyEvents = false
    /// X11 keycodes released since their last raw press.
    private var releasedKeys: Set<UInt32> = []
    /// X11 keycodes of Arabic-Indic digits pressed and not yet released: a press of one held is
    /// auto-repeat.
    private var heldDigitKeys: Set<UInt32> = []
    /// Whether the latest raw press followed a release of its key: a new press, not a repeat.
    private var latestPressFollowsRelease = false
    /// Whether the latest key press was a held key's repeat (SDL's repeat flag, on every driver;
    /// on X11 a flagged press that followed a release of its key is a second press): it and its
    /// text, which SDL still sends, type nothing.
    private var latestPressIsRepeat = false
    /// Whether the latest raw press was sent by another program (`XSendEvent`: the event's
    /// `send_event` flag), not typed: its key and text are ignored, as xterm ignores them
    /// (`allowSendEvents: false`), and never mark the field as refusing (a program could block
    /// the person's typing with one sent key). Keys made with the XTEST extension are the server's own and
    /// look typed.
    private var latestPressIsSent = false
    /// Whether the latest raw pointer event (a button pressed or released, a motion, the pointer
    /// entering or leaving) was sent by another program (`XSendEvent`, as `xdotool click
    /// --window` does): its tap is ignored, as sent keys are. Touch comes through XInput 2, whose
    /// events no program can send (the X server refuses `XSendEvent` of a generic event).
    private var latestPointerIsSent = false
    /// Whether the latest key press was held with Alt (Meta) or Super, not AltGr: a chord, not
    /// text (`KeyModifiers.alt`, which `KeyBinding` refuses with a key that types). SDL's X11
    /// driver still makes text of it (Alt+e types `e`): that text is dropped, the press refused
    /// already. From the raw event's state (Mod1, Mod4) when raw key events
    /// arrive, else from SDL's modifiers (left Alt, either Super: right Alt is AltGr on many
    /// layouts).
    private var latestPressIsChord = false
    /// What the latest raw X key press typed, by its key symbol with its modifiers
    /// (`pinpad_x11_typed_keysym`); nil for none or a symbol that is no character here (a dead
    /// key, a function key, a legacy non-Latin-1 symbol).
    private var latestPressTypedText: String?
    /// The latest raw X key press SDL has made no key event of yet (its keycode and what it
    /// typed): a key SDL has no scancode for (one `xdotool` maps for a character the layout
    /// lacks, a key the keymap gained after SDL read it). Met at its release with no key event
    /// between, it was dropped.
    private var unmatchedPress: RawPress?
    /// A key release that ended an unmatched press (`unmatchedPress`), until `translate` takes it.
    private var droppedPress: RawPress?
    /// A raw X key press: its keycode, what it typed, whether it was a dead key or Compose,
    /// whether it had a key symbol at all (a key `xdotool` mapped for a moment, its mapping
    /// undone by the time the press is read, has none).
    private typealias RawPress = (keycode: UInt32, text: String?, isDeadKey: Bool, hasSymbol: Bool)
    /// X11 keycodes already down when the window gained focus and not released since: the
    /// `KeymapNotify` the X server sends right after `FocusIn` lists them. The X server repeats
    /// such a key as presses with no release between them, which SDL 2.26 takes for new presses
    /// (its keyboard state never had the key down: on focus it reconciles only modifiers).
    private var heldKeys = HeldKeys<UInt32>()
    /// Whether the latest raw event was `FocusIn`: the `KeymapNotify` after it lists the keys
    /// held over (one after `EnterNotify` lists keys that may have been pressed in the window).
    private var latestRawIsFocusIn = false
    /// Whether the latest raw event was `FocusIn` or `KeymapNotify`: a key press SDL queues
    /// before the next raw event is one it found down (`X11_ReconcileKeyboardState`), not typed
    /// (a typed press comes after its own raw `KeyPress`). False before the first raw event: SDL
    /// reconciles only after a `FocusIn`, and a press queued before any raw event is one a
    /// program pushed (`SDL_PushEvent`), taken as it is; keys down at start are held over by
    /// `holdOver(keymap:)` from the X server's keymap instead.
    private var reconcilesHeldKeys = false
    /// Whether the latest raw press was of a key held over (`heldKeys`): its key and text do nothing.
    private var latestPressIsHeld = false
    /// Whether a raw X key press has come that SDL has made no key event of yet. SDL queues a
    /// typed press's raw event just before its key event; a key event without one is of a press
    /// the input method filtered (`XFilterEvent`: a dead key, a Compose sequence's keys), whose
    /// character the input method makes.
    private var rawPressAwaitsKey = false
    /// Whether the latest raw event was a key press of keycode 0: no key's, the character an
    /// input method made of the keys it filtered (`XFilterEvent` puts such a press back).
    private var latestRawIsInputMethodText = false
    /// The keys the input method has taken (their key events came without raw presses) and made
    /// no character of yet: a dead key, a Compose sequence under way.
    private var inputMethod = InputMethodSequence()
    /// Whether a change of a keycode's mapping is queued after the event being translated, in
    /// SDL's queue or Xlib's (`KeyMappingChange.isQueued`, which the X11 window sets; nil: never looked for). A
    /// key's symbol is read from the mapping as it is when the press is read, not as it was when
    /// the key was pressed: a program that maps one spare key for each character it types
    /// (`xdotool type` with characters the layout lacks) changes it between the two.
    var keyMappingChangeQueued: ((_ keycode: UInt32, _ display: OpaquePointer?) -> Bool)?
    /// Whether the latest raw press was of a key whose mapping changed after it: what it typed is
    /// unknown (its symbol read now, and SDL's text, may be the next mapping's), so it is refused,
    /// and its key event and text do nothing.
    private var latestPressIsRemapped = false
    /// Whether the input method's next character is dropped: it was made of a chord it took
    /// (refused already). Until that text, or the next press of a key.
    private var dropsInputMethodText = false
    /// A refusal of the latest raw press (`latestPressIsRemapped`), until `translate` takes it.
    private var refusesLatestPress = false
    /// Whether the latest raw press, of a key the input method let through, ended a sequence it
    /// held that made no character (`´` then `q`: both taken, nothing made): those keys are
    /// lost, so the press is refused (text input on: the field marks the loss).
    private var latestPressEndedLostSequence = false

    /// The action for `event`. With `typesText` (text input is off, or has started and its
    /// marker is still queued: key presses met now came without `SDL_TEXTINPUT`), a key press
    /// carries the character it types, and a key the pad does not name becomes that character
    /// typed (`.typed`: every field takes it through its rules, a PIN field refuses a `-` visibly). With `textIsQueued` (a text field took the focus and its marker is still queued)
    /// only a character that is certain is typed (`knownCharacter`): a key that types one the
    /// layout decides (Shift, AltGr, Caps Lock, a dead key) is `.refused`, never guessed.
    /// Whether a key press carries its own text (`translate`'s `typesText`): while text input is
    /// off (a PIN field: SDL sends no `SDL_TEXTINPUT`), or on but not yet started
    /// (`awaitingStart`: keys typed before SDL's text input has begun come without their text).
    /// The window decides with this; so do the tests that play key events as the window gets them.
    static func keyPressesTypeText(textInputOn: Bool, awaitingStart: Bool) -> Bool {
        awaitingStart || !textInputOn
    }

    mutating func translate(_ event: SDL_Event, typesText: Bool = false, textIsQueued: Bool = false) -> Action {
        if dropsPointerEvents, Self.pointerEvents.contains(event.type) { return .none }
        if readsRawKeyEvents && latestPointerIsSent && Self.mouseEvents.contains(event.type) { return .none }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .input(.close)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            case SDL_WINDOWEVENT_FOCUS_GAINED: return .input(.focus(true))
            case SDL_WINDOWEVENT_FOCUS_LOST: return .input(.focus(false))
            default: return .none
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != PINPAD_SDL_TOUCH_MOUSEID, !ignoredMice.contains(button.which), button.button == UInt8(SDL_BUTTON_LEFT)
            else { return .none }
            let phase: TapPhase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return .input(.tap(point(x: button.x, y: button.y), phase, pointer: Self.mousePointer))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != PINPAD_SDL_TOUCH_MOUSEID, !ignoredMice.contains(motion.which), motion.state & pinpad_sdl_button_mask(SDL_BUTTON_LEFT) != 0 else {
                return .none
            }
            return .input(.tap(point(x: motion.x, y: motion.y), .moved, pointer: Self.mousePointer))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != PINPAD_SDL_TOUCH_MOUSEID, !ignoredMice.contains(wheel.which), wheel.y != 0 else { return .none }
            // A wheel set to scroll "naturally" reports its notches the other way round.
            let lines = Int(wheel.y) * (wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1)
            return .input(.wheel(lines: lines))
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
            let finger = event.tfinger
            let phase: TapPhase
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: phase = .down
            case SDL_FINGERUP: phase = .up
            default: phase = .moved
            }
            let location = rotation.contentPoint(
                Point(x: Double(finger.x) * outputSize.width, y: Double(finger.y) * outputSize.height), onScreen: outputSize)
            return .input(.tap(location, phase, pointer: Int(truncatingIfNeeded: finger.fingerId & 0x3FFF_FFFF)))
        case SDL_KEYDOWN:
            // With text input on, a press whose key had no symbol left when it was read (a key
            // `xdotool` mapped for a moment, the mapping undone already) made its key event but
            // maybe no text: it stays unmatched until its text comes, refused at its release
            // otherwise.
            if typesText || unmatchedPress?.hasSymbol != false || !rawPressAwaitsKey { unmatchedPress = nil }
            let cameWithRawPress = rawPressAwaitsKey
            rawPressAwaitsKey = false
            latestPressIsRepeat = event.key.repeat != 0 && !(readsRawKeyEvents && latestPressFollowsRelease)
            // A key held since before the window gained focus, or its repeat, does nothing (its
            // text is dropped below).
            if readsRawKeyEvents && (latestPressIsHeld || reconcilesHeldKeys) { return .none }
            // A key sent by another program is ignored (its text is dropped below).
            if readsRawKeyEvents && latestPressIsSent { return .none }
            // A key whose mapping changed after its press: refused at its raw press.
            if readsRawKeyEvents && latestPressIsRemapped && cameWithRawPress { return .none }
            if !readsRawKeyEvents {
                latestPressIsChord = UInt32(event.key.keysym.mod) & (KMOD_LALT.rawValue | KMOD_GUI.rawValue) != 0
            }
            // Caps Lock's own press: SDL has toggled its modifier state already.
            if event.key.keysym.sym == SDLK_CAPSLOCK.rawValue {
                return .input(.capsLock(UInt32(event.key.keysym.mod) & KMOD_CAPS.rawValue != 0))
            }
            // An Arabic-Indic digit's key came as its raw event already (`observeRawKey`).
            if readsRawKeyEvents, Self.arabicIndicDigit(UInt32(bitPattern: event.key.keysym.sym)) != nil { return .none }
            // Typed ahead into a text field, a key the input method took (a dead key, a Compose
            // sequence) has its character made while text input was off: it is lost, and SDL's
            // key events give the bare letters (`ae` for Compose a e), or nothing for a dead key
            // SDL has no character for (then the letter after it, read once text input has
            // started, came bare). Refused, a typing key or one SDL has no key code for: the
            // field marks it, and nothing after it goes in until the person deletes the
            // refusal. (A key a program pushed comes without a raw press too: Escape, Return
            // and the like act as they are.)
            let isInputMethodKey = Self.typesCharacter(event.key.keysym) || event.key.keysym.sym == Self.unknownKeyCode
            if readsRawKeyEvents, textIsQueued, !cameWithRawPress, isInputMethodKey { return .input(.refused) }
            // With text input on, such a key waits for the input method's character; a key
            // that types nothing taken so (Backspace, Escape, Tab, an arrow) ends the sequence
            // on purpose, and does nothing else if there was one (`InputMethodSequence`).
            if readsRawKeyEvents, !typesText, !cameWithRawPress {
                // A chord the input method took (Ctrl+U after a dead key: Xlib's Compose table
                // matches `u` whatever the modifiers, and makes `ú`): refused, and the character
                // it made dropped, never both a chord's action and a letter.
                let chord = UInt32(event.key.keysym.mod) & (KMOD_CTRL.rawValue | KMOD_LALT.rawValue | KMOD_GUI.rawValue) != 0
                if chord, Self.typesCharacter(event.key.keysym) {
                    inputMethod.madeText()
                    dropsInputMethodText = true
                    return .input(.refused)
                }
                let taken: InputMethodSequence.TakenKey =
                    event.key.keysym.sym == Self.unknownKeyCode
                    ? .starter(UInt32(event.key.keysym.scancode.rawValue)) : isInputMethodKey ? .typing : .other
                if !inputMethod.take(taken) { return .none }
            }
            return key(event.key, typesText: typesText, textIsQueued: textIsQueued)
        case SDL_SYSWMEVENT:
            if let key = observeRawKey(event.syswm.msg) { return .input(.key(KeyStroke(key))) }
            if refusesLatestPress {
                refusesLatestPress = false
                return .input(.refused)
            }
            // A press SDL made no key event of, over at its release with no text made of it.
            if let unmatched = takeUnmatchedPress(typesText: typesText) { return unmatched }
            // The input method's character for a dead key or a Compose sequence (a press of
            // keycode 0 it puts back), made while text input was off: lost, so refused.
            if textIsQueued, latestRawIsInputMethodText { return .input(.refused) }
            if latestPressEndedLostSequence {
                latestPressEndedLostSequence = false
                if !typesText { return .input(.refused) }
            }
            return .none
        case SDL_TEXTINPUT:
            // Text made of a press SDL made no key event of: it was not dropped.
            unmatchedPress = nil
            inputMethod.madeText()
            // A held key's repeats type nothing in a text field either: holding a key types once.
            if latestPressIsRepeat { return .none }
            if readsRawKeyEvents && latestPressIsHeld { return .none }
            if readsRawKeyEvents && latestPressIsSent { return .none }
            if readsRawKeyEvents && latestPressIsRemapped { return .none }
            if dropsInputMethodText {
                dropsInputMethodText = false
                return .none
            }
            // A chord's text: its key press was refused already (`KeyBinding`), or is here.
            if latestPressIsChord { return .none }
            return .input(.text(text(event.text.text)))
        case SDL_TEXTEDITING:
            return .input(.composition(text(event.edit.text)))
        default:
            return .none
        }
    }

    /// The tap for an absolute pointer's motion: its normalised position on the screen, in the
    /// content's pixels.
    func input(for motion: AbsolutePointer.Motion) -> SurfaceInput {
        let screen = Point(
            x: min(motion.x * outputSize.width, outputSize.width - 0.5), y: min(motion.y * outputSize.height, outputSize.height - 0.5))
        return .tap(rotation.contentPoint(screen, onScreen: outputSize), motion.phase, pointer: Self.absolutePointer)
    }

    /// The character a key types on its own, with Shift or Caps Lock for letters: the key's
    /// symbol (SDL's layout-aware key code) when it is printable, nil otherwise. Only for key
    /// presses that SDL sent no text for.
    private func character(_ key: SDL_Keysym) -> String? {
        let modifiers = UInt32(key.mod)
        guard modifiers & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue | KMOD_MODE.rawValue) == 0 else { return nil }
        if let symbol = Self.physicalKey(UInt32(bitPattern: key.sym))?.keypadCharacter { return String(symbol) }
        guard let scalar = UnicodeScalar(UInt32(bitPattern: key.sym)), scalar.value >= 0x21, scalar.value < 0x7F || scalar.value > 0x9F,
            scalar.value < 0x4000_0000
        else { return nil }
        let text = String(scalar)
        // Shift on a key that is no letter types what the layout puts there (`!` or `+` over 1).
        guard scalar.properties.isAlphabetic || modifiers & KMOD_SHIFT.rawValue == 0 else { return nil }
        let shifted = (modifiers & KMOD_SHIFT.rawValue != 0) != (modifiers & KMOD_CAPS.rawValue != 0)
        return shifted ? text.uppercased() : text
    }

    /// The character a key types for certain from its symbol alone: with no modifier held (no
    /// Shift, AltGr or Caps Lock, whose effect the layout decides: Shift+1 is `!` on one layout,
    /// `+` on another) and not a spacing accent (`´`, `^`: a dead key's symbol, waiting for its
    /// letter); a keypad digit or `*` while Num Lock is on; nil otherwise.
    private func knownCharacter(_ key: SDL_Keysym) -> String? {
        let modifiers = UInt32(key.mod)
        let held = KMOD_SHIFT.rawValue | KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue | KMOD_MODE.rawValue | KMOD_CAPS.rawValue
        guard modifiers & held == 0 else { return nil }
        switch Self.physicalKey(UInt32(bitPattern: key.sym)) {
        case .keypadDigit(let digit): return modifiers & KMOD_NUM.rawValue != 0 ? String(digit) : nil
        case .keypadMultiply: return "*"
        case .keypadSymbol(let symbol) where symbol == "." || symbol == ",": return modifiers & KMOD_NUM.rawValue != 0 ? String(symbol) : nil
        case .keypadSymbol(let symbol): return String(symbol)
        default: break
        }
        guard let scalar = UnicodeScalar(UInt32(bitPattern: key.sym)), scalar.value >= 0x20,
            scalar.value < 0x7F || scalar.value > 0x9F, scalar.value < 0x4000_0000, scalar.properties.generalCategory != .modifierSymbol
        else { return nil }
        return String(scalar)
    }

    /// Whether `key` types a character (a printable symbol, a digit or `*` of the keypad, a key
    /// SDL has no symbol for), rather than doing something (Return, an arrow, a function key).
    private static func typesCharacter(_ key: SDL_Keysym) -> Bool {
        let symbol = UInt32(bitPattern: key.sym)
        if symbol == 0 || (symbol >= 0x20 && symbol != 0x7F && symbol < 0x4000_0000) { return true }
        switch physicalKey(symbol) {
        case .keypadDigit, .keypadMultiply, .keypadSymbol: return true
        default: return false
        }
    }

    /// The value of an Arabic-Indic digit (٠–٩, Extended ۰–۹) named by an SDL key symbol (its
    /// character) or an X key symbol (its character + 0x1000000); nil for any other.
    static func arabicIndicDigit(_ symbol: UInt32) -> Int? {
        switch symbol & ~0x0100_0000 {
        case 0x0660...0x0669: return Int(symbol & 0xFFFF) - 0x0660
        case 0x06F0...0x06F9: return Int(symbol & 0xFFFF) - 0x06F0
        default: return nil
        }
    }

    /// Notes X11 key presses and releases, and pointer events, which SDL queues just before the
    /// key or mouse event it makes of them. An Arabic-Indic digit's press is returned as its
    /// digit key: SDL makes no key event of a keycode it has no scancode for (the one `xdotool
    /// type` maps the digit to), and no text while text input is off (a PIN field).
    private mutating func observeRawKey(_ message: UnsafeMutablePointer<SDL_SysWMmsg>?) -> PhysicalKey? {
        guard readsRawKeyEvents, let message, message.pointee.subsystem == SDL_SYSWM_X11 else { return nil }
        var event = message.pointee.msg.x11.event
        let followsFocusIn = latestRawIsFocusIn
        latestRawIsFocusIn = event.type == PINPAD_X11_FOCUS_IN
        latestRawIsInputMethodText = event.type == PINPAD_X11_KEY_PRESS && event.xkey.keycode == 0
        reconcilesHeldKeys = event.type == PINPAD_X11_FOCUS_IN || event.type == PINPAD_X11_KEYMAP_NOTIFY
        switch event.type {
        case PINPAD_X11_KEYMAP_NOTIFY where followsFocusIn:
            // The keys down as the focus came.
            withUnsafeBytes(of: event.xkeymap.key_vector) { holdOver(keymap: $0) }
        case PINPAD_X11_KEY_PRESS:
            latestPressIsHeld = !heldKeys.admits(event.xkey.keycode)
            let isHeld = heldDigitKeys.contains(event.xkey.keycode)
            latestPressFollowsRelease = releasedKeys.remove(event.xkey.keycode) != nil
            latestPressIsSent = event.xkey.send_event != 0
            latestPressIsChord = event.xkey.state & PINPAD_X11_CHORD_MASK != 0
            let typedSymbol = UInt32(truncatingIfNeeded: pinpad_x11_typed_keysym(&event.xkey))
            // The key's symbol on its first level, without modifiers.
            let baseSymbol = UInt32(truncatingIfNeeded: pinpad_x11_keysym(&event.xkey))
            latestPressTypedText = Self.character(x11Symbol: typedSymbol)
            unmatchedPress = nil
            if event.xkey.keycode != 0 { dropsInputMethodText = false }
            // Looked for after the symbol was read: reading it may have fetched the new mapping
            // from the server, and with it queued the change's notice.
            latestPressIsRemapped =
                event.xkey.keycode != 0 && !latestPressIsHeld && !latestPressIsSent && !Self.isModifier(baseSymbol)
                && keyMappingChangeQueued?(event.xkey.keycode, event.xkey.display) == true
            if latestPressIsRemapped {
                refusesLatestPress = true
                rawPressAwaitsKey = true
                _ = inputMethod.rawPress(keycode: event.xkey.keycode, isModifier: false)
                return nil
            }
            // An input method's character (keycode 0) is no key: SDL makes no key event of it.
            rawPressAwaitsKey = event.xkey.keycode != 0
            // A key the input method let through while it held keys it made nothing of: they
            // are lost (a modifier, Shift for the next letter, is no such key).
            if inputMethod.rawPress(keycode: event.xkey.keycode, isModifier: Self.isModifier(baseSymbol)) {
                latestPressEndedLostSequence = true
            }
            if let value = Self.arabicIndicDigit(baseSymbol) {
                heldDigitKeys.insert(event.xkey.keycode)
                // Held, the key types one digit; sent by another program or with Alt, none.
                guard !isHeld, !latestPressIsHeld, !latestPressIsSent, !latestPressIsChord else { return nil }
                return .digit(value)
            }
            if !latestPressIsHeld && !latestPressIsSent && !latestPressIsChord && event.xkey.keycode != 0 {
                // X11's dead keys: `XK_dead_grave` (0xFE50) to `XK_dead_greek` (0xFE8C); Compose
                // is `XK_Multi_key` (0xFF20).
                let isDeadKey = (0xFE50...0xFE8C).contains(typedSymbol) || typedSymbol == 0xFF20
                unmatchedPress = (event.xkey.keycode, latestPressTypedText, isDeadKey, typedSymbol != 0)
            }
        case PINPAD_X11_KEY_RELEASE:
            if let press = unmatchedPress, press.keycode == event.xkey.keycode { droppedPress = press }
            unmatchedPress = nil
            rawPressAwaitsKey = false
            heldKeys.release(event.xkey.keycode)
            latestPressIsHeld = false
            releasedKeys.insert(event.xkey.keycode)
            heldDigitKeys.remove(event.xkey.keycode)
            // A press's key and text come before its release: a press SDL reads without a raw
            // event of its own (a dead key, which the input method filters) is not taken for sent.
            latestPressIsSent = false
            latestPressIsRemapped = false
            latestPressIsChord = false
            latestPressTypedText = nil
        case PINPAD_X11_BUTTON_PRESS, PINPAD_X11_BUTTON_RELEASE, PINPAD_X11_MOTION_NOTIFY, PINPAD_X11_ENTER_NOTIFY, PINPAD_X11_LEAVE_NOTIFY:
            latestPointerIsSent = event.xany.send_event != 0
        default: break
        }
        return nil
    }

    /// What a key press SDL dropped (`droppedPress`) is for the pad, taken once. A key with no
    /// symbol is refused visibly: what it typed is unknown, and no text was made of it (the
    /// input method had no symbol either). Where a key press carries its own text
    /// (`typesText`): a digit it typed is that digit, any other character and a dead key are
    /// refused visibly; a key that types nothing (a function key) is nothing. With text input
    /// on, a key with a symbol is the input method's to make text of (a dead key waits for its
    /// letter).
    private mutating func takeUnmatchedPress(typesText: Bool) -> Action? {
        guard let press = droppedPress else { return nil }
        droppedPress = nil
        if !press.hasSymbol { return .input(.refused) }
        guard typesText else { return nil }
        if press.isDeadKey { return .input(.refused) }
        guard let text = press.text else { return nil }
        if text.count == 1, let digit = text.first?.wholeNumberValue, text.first?.isASCII == true {
            return .input(.key(KeyStroke(.digit(digit), text: text)))
        }
        return .input(.refused)
    }

    /// Notes the keys down in `keymap` (X11's key vector, as `XQueryKeymap` and `KeymapNotify`
    /// give it: 32 bytes, bit `n % 8` of byte `n / 8` for keycode `n`, keycodes 8–255) as held
    /// over: their presses and repeats do nothing until they are released.
    mutating func holdOver(keymap: UnsafeRawBufferPointer) {
        for keycode in 8..<min(keymap.count * 8, 256) where keymap[keycode / 8] & (1 << (keycode % 8)) != 0 {
            heldKeys.holdOver(UInt32(keycode))
        }
    }

    /// The UTF-8 text of a fixed-size, NUL-terminated event buffer.
    private func text<Buffer>(_ buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private func point(x: Int32, y: Int32) -> Point {
        rotation.contentPoint(Point(x: (Double(x) + 0.5) * pixelRatio.x, y: (Double(y) + 0.5) * pixelRatio.y), onScreen: outputSize)
    }

    private mutating func key(_ event: SDL_KeyboardEvent, typesText: Bool, textIsQueued: Bool) -> Action {
        // Holding a key types one digit (`latestPressIsRepeat`, set from this press).
        if latestPressIsRepeat { return .none }
        var text = typesText ? (textIsQueued ? knownCharacter(event.keysym) : character(event.keysym)) : nil
        // SDL names the main row's keys by their digits on every layout (`SDL_SetKeymap`: on
        // AZERTY the key that types `&` says 1). Queued for a text field, such a key types what
        // its X key press typed; without one (Wayland) it is unknown, and refused below.
        if textIsQueued, Self.isMainRowDigit(event.keysym.scancode) { text = readsRawKeyEvents ? latestPressTypedText : nil }
        if textIsQueued, text == nil, Self.typesCharacter(event.keysym) { return .input(.refused) }
        let modifiers = UInt32(event.keysym.mod)
        var held: KeyModifiers = []
        if modifiers & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { held.insert(.control) }
        // Alt or Super, a chord (`latestPressIsChord`); AltGr is the layout's level shift.
        if latestPressIsChord { held.insert(.alt) }
        if modifiers & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { held.insert(.shift) }
        // A key that types where the text comes with the key, but whose character the layout
        // decides (with Shift, AltGr, a chord): refused visibly, never guessed or dropped.
        let typing = !held.contains(.control) && Self.typesCharacter(event.keysym)
        let isUnknownText = typesText && text == nil && typing
        guard let key = Self.physicalKey(event.keysym) else {
            if let text { return .input(.typed(text)) }
            // A chord's text that SDL still sends is dropped (`SDL_TEXTINPUT`): refused here.
            return isUnknownText || (typing && held.contains(.alt)) ? .input(.refused) : .none
        }
        // AltGr with a key of the main row: a character of the layout's third level, unknown here.
        let isLevelShift = !latestPressIsChord && modifiers & (KMOD_RALT.rawValue | KMOD_MODE.rawValue) != 0
        if isUnknownText, isLevelShift, key.keypadCharacter == nil { return .input(.refused) }
        return .input(.key(KeyStroke(key, modifiers: held, text: text)))
    }

    /// SDL's key code for a key it has none for (`SDL_SCANCODE_TO_KEYCODE(SDL_SCANCODE_UNKNOWN)`):
    /// a dead key with no character on its first level, Compose.
    static let unknownKeyCode: Int32 = 0x4000_0000

    /// Whether an X key symbol is a modifier's (`IsModifierKey` of X11's `Xutil.h`: Shift to
    /// Hyper, `ISO_Lock` to `ISO_Level5_Lock` with AltGr's `ISO_Level3_Shift`, `Mode_switch`,
    /// `Num_Lock`).
    static func isModifier(_ symbol: UInt32) -> Bool {
        (0xFFE1...0xFFEE).contains(symbol) || (0xFE01...0xFE13).contains(symbol) || symbol == 0xFF7E || symbol == 0xFF7F
    }

    /// Whether `scancode` is a key of the main row's digits (`SDL_SCANCODE_1`…`SDL_SCANCODE_0`).
    static func isMainRowDigit(_ scancode: SDL_Scancode) -> Bool {
        (SDL_SCANCODE_1.rawValue...SDL_SCANCODE_0.rawValue).contains(scancode.rawValue)
    }

    /// The character of an X key symbol: a Latin-1 one is its code (`XK_ampersand` 0x26,
    /// `XK_eacute` 0xE9), a Unicode one is 0x1000000 plus its code (X11's `keysymdef.h`); nil for
    /// a control, a dead key, a function key or a legacy symbol of another set (`XK_ecaron`).
    static func character(x11Symbol symbol: UInt32) -> String? {
        let code: UInt32
        switch symbol {
        case 0x20...0x7E, 0xA0...0xFF: code = symbol
        case 0x0100_00A0...0x0110_FFFF: code = symbol - 0x0100_0000
        default: return nil
        }
        guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .control else { return nil }
        return String(Character(scalar))
    }

    /// The physical key of an SDL key press: a letter key by the letter the layout puts there, a
    /// key of the main row's digits by its place (`SDL_SCANCODE_1`…`SDL_SCANCODE_0`: on AZERTY the
    /// key that types `&` is the digit 1, as on the framebuffer), any other by its symbol; nil for
    /// a key the pad has no use for.
    static func physicalKey(_ key: SDL_Keysym) -> PhysicalKey? {
        let byLayout = physicalKey(UInt32(bitPattern: key.sym))
        if case .letter = byLayout { return byLayout }
        switch key.scancode.rawValue {
        case SDL_SCANCODE_1.rawValue...SDL_SCANCODE_9.rawValue: return .digit(Int(key.scancode.rawValue - SDL_SCANCODE_1.rawValue) + 1)
        case SDL_SCANCODE_0.rawValue: return .digit(0)
        default: return byLayout
        }
    }

    /// The physical key of an SDL key symbol; nil for a key the pad has no use for.
    static func physicalKey(_ symbol: UInt32) -> PhysicalKey? {
        switch symbol {
        case SDLK_0.rawValue...SDLK_9.rawValue: return .digit(Int(symbol - SDLK_0.rawValue))
        case SDLK_KP_1.rawValue...SDLK_KP_9.rawValue: return .keypadDigit(Int(symbol - SDLK_KP_1.rawValue) + 1)
        case SDLK_KP_0.rawValue: return .keypadDigit(0)
        // A layout's Arabic-Indic digits (٠–٩, Extended ۰–۹): SDL names such a key by its character.
        case 0x0660...0x0669: return .digit(Int(symbol - 0x0660))
        case 0x06F0...0x06F9: return .digit(Int(symbol - 0x06F0))
        case SDLK_a.rawValue...SDLK_z.rawValue: return UnicodeScalar(symbol).map { .letter(Character($0)) }
        case SDLK_BACKSPACE.rawValue, SDLK_KP_BACKSPACE.rawValue: return .backspace
        case SDLK_DELETE.rawValue: return .deleteForward
        case SDLK_RETURN.rawValue, SDLK_RETURN2.rawValue: return .enter
        case SDLK_KP_ENTER.rawValue: return .keypadEnter
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_UP.rawValue: return .arrow(.up)
        case SDLK_DOWN.rawValue: return .arrow(.down)
        case SDLK_LEFT.rawValue: return .arrow(.left)
        case SDLK_RIGHT.rawValue: return .arrow(.right)
        case SDLK_PAGEUP.rawValue: return .page(.up)
        case SDLK_PAGEDOWN.rawValue: return .page(.down)
        case SDLK_SPACE.rawValue, SDLK_KP_SPACE.rawValue: return .space
        case SDLK_KP_MULTIPLY.rawValue: return .keypadMultiply
        case SDLK_KP_MINUS.rawValue: return .keypadSymbol("-")
        case SDLK_KP_PLUS.rawValue: return .keypadSymbol("+")
        case SDLK_KP_PERIOD.rawValue: return .keypadSymbol(".")
        case SDLK_KP_DIVIDE.rawValue: return .keypadSymbol("/")
        case SDLK_KP_COMMA.rawValue: return .keypadSymbol(",")
        case SDLK_KP_EQUALS.rawValue: return .keypadSymbol("=")
        case SDLK_TAB.rawValue: return .tab
        default: return nil
        }
    }
}
