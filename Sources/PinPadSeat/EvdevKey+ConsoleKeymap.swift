import PinPadCore

extension EvdevKey {
    /// The physical key of `code` when the console keymap types (`ConsoleTyping`): a letter
    /// key is the ASCII letter the keymap types on it without modifiers (Ctrl+W where the W is,
    /// on AZERTY too); a key that types another character there (`ü`, `,`) has none; every other
    /// key is what `physicalKey(for:)` says, by its place (the main row's digits are digits on
    /// AZERTY too).
    package static func physicalKey(for code: UInt32, typing: ConsoleTyping) -> PhysicalKey? {
        if case .character(let character, _) = typing.plainSymbol(of: code), character.isASCII, character.isLetter {
            return .letter(Character(character.lowercased()))
        }
        if let key = physicalKey(for: code), case .letter = key { return nil }
        return physicalKey(for: code)
    }

    /// What a press of `code` is for the driver when the console keymap types: `typed` is what
    /// `typing` made of the press (`ConsoleTyping.press`), `composed` whether an accent was
    /// waiting before it. A key of the pad's own keeps its meaning (`KeyBinding`) and carries
    /// the character the keymap typed; a composed character (ê), an accent with the character it
    /// did not compose with (`^x`) and a symbol are typed text (`.typed`); a typing key that
    /// types nothing with the modifiers held, or with Alt, is refused where it is pressed.
    /// Empty for a dead key (its accent waits), a modifier, a key that types nothing and is no
    /// key of the pad's, or a symbol with Control held.
    package static func input(
        for code: UInt32, modifiers: KeyModifiers, typed: ConsoleTyping.Typed, composed: Bool, typing: ConsoleTyping
    ) -> [SeatInput] {
        let key = physicalKey(for: code, typing: typing)
        let typingKey = typing.typesCharacter(code) || key?.typesCharacter == true
        if modifiers.contains(.control) { return key.map { [.key(KeyStroke($0, modifiers: modifiers))] } ?? [] }
        if typingKey, modifiers.contains(.alt) { return [.refused] }
        switch typed {
        case .accentWaiting, .accentTakenBack:
            return []
        case .text(let text):
            guard let key else { return [.typed(text)] }
            if !key.typesCharacter { return [.typed(text), .key(KeyStroke(key, modifiers: modifiers))] }
            if composed || text.count != 1 { return [.typed(text)] }
            return [.key(KeyStroke(key, modifiers: modifiers, text: text))]
        case .nothing:
            if let key, !key.typesCharacter { return [.key(KeyStroke(key, modifiers: modifiers))] }
            return typingKey ? [.refused] : []
        }
    }
}
