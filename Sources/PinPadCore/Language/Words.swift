import Synchronization

/// The one lookup of every built-in word and phrase (the keys' words, titles, hints, countdowns,
/// spoken phrases): the English text as the source spells it, translated by the catalog the
/// front end gave `use(_:)` (gettext's, for the locale), or the English text when there is none
/// or the catalog does not translate it. Configured words (`ok-label`, `phrase-…`) are set over
/// what this returns, so they win.
///
/// A translation must keep the English text's `{placeholders}` (`{count} of {total}`): one that
/// drops or adds one is refused, and the English text used instead. `xgettext` finds the texts
/// by this type's function names (`make pot`), so each is called with a string literal.
public enum Words {
    /// The catalog of the program, set once at start-up.
    private static let installed = Mutex<(any WordCatalog)?>(nil)
    /// Every translation a lookup returned (not the English texts): what `--print-config` names
    /// as coming from the catalog.
    private static let returned = Mutex<Set<String>>([])
    /// A catalog for the current task only (tests: `Words.$scoped.withValue(table) { … }`),
    /// over the installed one.
    @TaskLocal package static var scoped: (any WordCatalog)?

    /// Makes `catalog` translate every later lookup (nil: English).
    public static func use(_ catalog: (any WordCatalog)?) {
        installed.withLock { $0 = catalog }
    }

    /// The catalog in use: the task's, else the program's; nil for English.
    public static var catalog: (any WordCatalog)? {
        scoped ?? installed.withLock { $0 }
    }

    /// The language of the words shown (`de`, `ar`): the catalog's, or `en`.
    public static var language: String {
        guard let language = catalog?.language, !language.isEmpty else { return "en" }
        return language
    }

    /// The direction of the language of the words shown.
    public static var direction: WritingDirection { WritingDirection(language: language) }

    /// `english` in the catalog's language, said in `context` when the same English word means
    /// two things (`Cancel` the key, `cancel` the spoken phrase have their own); `english` itself
    /// when there is no translation or the translation's placeholders differ.
    public static func localized(_ english: String, context: String? = nil) -> String {
        noted(english, checked(english, catalog?.translation(of: english, context: context)))
    }

    /// The form of `singular`/`plural` for `count` in the catalog's language (Polish and Russian
    /// have three, Arabic six); English's otherwise. The count is not put in: the caller fills
    /// `{count}`.
    public static func localized(_ singular: String, plural: String, count: Int) -> String {
        let english = count == 1 ? singular : plural
        return noted(english, checked(english, catalog?.translation(of: singular, plural: plural, count: count), isPluralForm: true))
    }

    /// Whether `text` is a translation a lookup returned, in the language of `Words` (a word
    /// shown or spoken that no configuration set: `--print-config` says it comes from the
    /// catalog); false for an English built-in text.
    public static func isTranslation(_ text: String) -> Bool {
        catalog != nil && returned.withLock { $0.contains(text) }
    }

    /// `result`, remembered as a translation when it is not `english`.
    private static func noted(_ english: String, _ result: String) -> String {
        if result != english { _ = returned.withLock { $0.insert(result) } }
        return result
    }

    /// `translation` when it keeps the placeholders of `english` (`keepsPlaceholders`), else
    /// `english`.
    public static func checked(_ english: String, _ translation: String?, isPluralForm: Bool = false) -> String {
        guard let translation, !translation.isEmpty else { return english }
        return keepsPlaceholders(of: english, in: translation, isPluralForm: isPluralForm) ? translation : english
    }

    /// Whether `translation` has the placeholders of `english`, each `{name}` as often; a plural
    /// form (`isPluralForm`) may leave out `{count}`, as a form for one count says its number in
    /// words (Arabic's "رقم واحد" and dual "رقمان", Hebrew's "ספרה אחת"), but no other.
    public static func keepsPlaceholders(of english: String, in translation: String, isPluralForm: Bool = false) -> Bool {
        let kept = placeholders(in: translation)
        var wanted = placeholders(in: english)
        if kept == wanted { return true }
        guard isPluralForm, let count = wanted.firstIndex(of: "count") else { return false }
        wanted.remove(at: count)
        return kept == wanted
    }

    /// The `{name}` placeholders of `text` (letters, digits and `-` between braces), sorted,
    /// each as often as it appears.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.append(name) }
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber || character == "-" { current?.append(character) } else { current = nil }
            }
        }
        return names.sorted()
    }
}
