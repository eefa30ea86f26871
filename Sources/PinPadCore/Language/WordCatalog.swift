/// The translations of pinpad's built-in words into one language: a catalog the front end opens
/// (gettext's `.mo` files, through `dgettext` and `dngettext`) and gives to `Words.use(_:)`.
/// Every `msgid` is the English text as the source spells it, with a context where one English
/// word means two things (`Words.localized(_:context:)`).
public protocol WordCatalog: Sendable {
    /// The language of the catalog's translations, as its header names it (`de`, `pt_BR`,
    /// `ar`); empty for none (English).
    var language: String { get }
    /// The translation of `english` said in `context`, or nil when the catalog has none.
    func translation(of english: String, context: String?) -> String?
    /// The translation of a text that depends on `count` (`{count} digit`, `{count} digits`),
    /// in the plural form the language's rule picks for `count`, or nil when the catalog has none.
    func translation(of singular: String, plural: String, count: Int) -> String?
}
