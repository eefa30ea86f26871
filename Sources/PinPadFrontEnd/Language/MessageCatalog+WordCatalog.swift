import PinPadCore
import PinPadPlatform

/// gettext's catalog of the locale as the catalog of `Words`: a text with a context is looked up
/// as `pgettext` keys it (`context` + U+0004 + text).
extension MessageCatalog: WordCatalog {
    package func translation(of english: String, context: String?) -> String? {
        text(context.map { "\($0)\u{4}\(english)" } ?? english)
    }

    package func translation(of singular: String, plural: String, count: Int) -> String? {
        text(singular: singular, plural: plural, count: count)
    }
}
