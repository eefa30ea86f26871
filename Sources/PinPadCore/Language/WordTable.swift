/// A `WordCatalog` held in memory: English text (`context` + U+0004 + text, as gettext keys a
/// context) to its translation. Plural texts take their forms from `plurals`, picked by
/// `pluralForm`.
public struct WordTable: WordCatalog {
    /// The language of the translations (`de`).
    public var language: String
    /// English text (with its context before a U+0004) to the translation.
    public var words: [String: String]
    /// English singular to the plural forms, in the order `pluralForm` numbers them.
    public var plurals: [String: [String]]
    /// The index of the plural form for a count (English's: 0 for 1, else 1).
    public var pluralForm: @Sendable (Int) -> Int

    /// A table of `words` and `plurals` in `language`.
    public init(
        language: String, words: [String: String], plurals: [String: [String]] = [:],
        pluralForm: @escaping @Sendable (Int) -> Int = { $0 == 1 ? 0 : 1 }
    ) {
        self.language = language
        self.words = words
        self.plurals = plurals
        self.pluralForm = pluralForm
    }

    public func translation(of english: String, context: String?) -> String? {
        words[context.map { "\($0)\u{4}\(english)" } ?? english]
    }

    public func translation(of singular: String, plural: String, count: Int) -> String? {
        guard let forms = plurals[singular] else { return nil }
        let form = pluralForm(count)
        return forms.indices.contains(form) ? forms[form] : nil
    }
}
