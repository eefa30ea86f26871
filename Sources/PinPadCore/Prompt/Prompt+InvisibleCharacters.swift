extension Prompt {
    /// What a field that shows its characters draws for an invisible one: a dotted square.
    public static let invisibleCharacterPlaceholder = "\u{2B1A}"

    /// `character` as a field that shows its characters draws it: itself, or
    /// `invisibleCharacterPlaceholder` when it draws nothing (every scalar a format character
    /// such as U+200B ZERO WIDTH SPACE, a control, or a default-ignorable code point), so a box
    /// that holds one never looks empty. Only the drawing changes: the field keeps the
    /// character as typed.
    public static func shown(_ character: String) -> String {
        let isInvisible = !character.isEmpty && character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .format, .control: true
            default: scalar.properties.isDefaultIgnorableCodePoint
            }
        }
        return isInvisible ? invisibleCharacterPlaceholder : character
    }
}
