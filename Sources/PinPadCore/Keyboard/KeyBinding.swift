/// The one key-binding table of every backend (the window, the framebuffer, the terminal): what
/// a physical key press means, decided by the focused field's keyboard policy. Backends report
/// `KeyStroke`s and never decide whether a digit is a key press or typed text.
///
/// | key | meaning |
/// | --- | --- |
/// | `0`–`9`, keypad digits | a digit (its character in a text field); the main row's by place (`PhysicalKey.digit`) |
/// | Backspace, Delete | delete the last character |
/// | Return, keypad Enter | OK, or the focused key while the keypad focus shows |
/// | Escape | cancel |
/// | Ctrl+U, Ctrl+W | clear |
/// | Ctrl+C, Ctrl+D | cancel |
/// | Ctrl+V | paste |
/// | Tab, Shift+Tab | next or previous field |
/// | arrow keys | move the keypad focus |
/// | Page Up, Page Down; Ctrl+Up, Ctrl+Down | scroll a description that does not fit, by a page; by a line |
/// | Space | press the focused key (a space in a text field) |
/// | keypad `*` | announce the prompt again (a `*` in a text field) |
/// | keypad `-`, `+`, `.`, `/` (`,`, `=`) | its character (a PIN field refuses it visibly) |
///
/// Modifiers, the one rule of every backend:
/// - Alt or Super (`KeyModifiers.alt`) with a key that types a character is a chord, not text:
///   refused visibly (`KeyAction.refused`: the field shakes and says so), never ignored; with
///   any other key it means nothing.
/// - AltGr is not a modifier here: it is a level shift of the layout, and the character it
///   types reaches the field as text; a backend that cannot know that character refuses the
///   press itself.
/// - Shift with a main-row digit is the character the layout puts there (`!` on a US keyboard,
///   `1` on AZERTY: the stroke's text), never the key's own digit: a PIN field refuses a `!`, as
///   a terminal, which sees only the `!`, must; without a text the press is refused. Without
///   Shift the key is its digit in a PIN field, whatever the layout types there (`&` on AZERTY),
///   and that character in a text field.
public enum KeyBinding {
    /// What `stroke` means in a field of `policy`; nil when it means nothing.
    public static func action(for stroke: KeyStroke, policy: KeyboardPolicy) -> KeyAction? {
        if stroke.modifiers.contains(.control) { return controlAction(stroke.key) }
        if stroke.modifiers.contains(.alt) { return stroke.key.typesCharacter ? .refused : nil }
        let text = stroke.text ?? stroke.key.keypadCharacter.map(String.init)
        if stroke.key.typesCharacter && !policy.acceptsKeyEvents { return stroke.text.map(KeyAction.text) }
        if case .digit = stroke.key, stroke.modifiers.contains(.shift) { return text.map(KeyAction.text) ?? .refused }
        if let code = keyCode(stroke.key, shift: stroke.modifiers.contains(.shift)) { return .key(code) }
        return text.map(KeyAction.text)
    }

    /// The pad key of `key` pressed without Control or Alt; nil for a key that names none.
    public static func keyCode(_ key: PhysicalKey, shift: Bool = false) -> KeyCode? {
        switch key {
        case .digit(let value), .keypadDigit(let value): return (0...9).contains(value) ? .digit(value) : nil
        case .backspace, .deleteForward: return .delete
        case .enter, .keypadEnter: return .submit
        case .escape: return .cancel
        case .tab: return shift ? .previousField : .nextField
        case .arrow(let direction): return .moveFocus(direction)
        case .space: return .pressFocused
        case .keypadMultiply: return .repeatAnnouncement
        case .keypadSymbol: return nil
        case .page(let direction): return .scrollText(direction, byPage: true)
        case .letter: return nil
        }
    }

    private static func controlAction(_ key: PhysicalKey) -> KeyAction? {
        switch key {
        case .letter("u"), .letter("w"): return .key(.clear)
        case .letter("c"), .letter("d"): return .key(.cancel)
        case .letter("v"): return .paste
        case .arrow(let direction) where direction == .up || direction == .down: return .key(.scrollText(direction, byPage: false))
        default: return nil
        }
    }
}
