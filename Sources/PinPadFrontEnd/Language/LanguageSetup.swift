import PinPadCore
import PinPadPlatform

/// The language of the built-in words, chosen once at start-up by the locale (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`, `LANGUAGE`) from pinpad's gettext catalogs (`po/*.po`, built by
/// `msgfmt` into `LOCALEDIR/LANGUAGE/LC_MESSAGES/pinpad.mo`). No catalog for the locale, or a C
/// locale: English, without a word on stderr. A catalog that is not one glibc can read safely:
/// English, with one line naming it.
package enum LanguageSetup {
    /// The text domain of pinpad's catalogs.
    package static let domain = "pinpad"

    /// Where the catalogs are: `share/locale` beside the program's `bin` (`/usr/share/locale`
    /// for `/usr/bin/pinpad`), else `locale` beside the program (a build directory:
    /// `.build/release/locale`, which `make build` fills), else `/usr/share/locale`.
    package static func localeDirectory(executable: String?) -> String {
        guard let executable, let slash = executable.lastIndex(of: "/") else { return "/usr/share/locale" }
        let directory = executable[..<slash]
        if let prefix = directory.lastIndex(of: "/"), directory[directory.index(after: prefix)...] == "bin" {
            return String(directory[..<prefix]) + "/share/locale"
        }
        let beside = String(directory) + "/locale"
        return Platform.isDirectory(beside) ? beside : "/usr/share/locale"
    }

    /// Opens the catalog for the locale and makes `Words` translate with it; the line for
    /// stderr when a catalog was refused.
    @discardableResult
    package static func start(executable: String? = Platform.executablePath()) -> String? {
        switch MessageCatalog.open(domain: domain, directory: localeDirectory(executable: executable)) {
        case .opened(let catalog):
            Words.use(catalog)
            return nil
        case .none, .unknownLocale:
            return nil
        case .refused(let why):
            let line = "\(why): the words are shown in English"
            Platform.complain(line)
            return line
        }
    }

    /// Makes `Words` speak the language of `locale`, a client's (`OPTION lc-messages=de_DE.UTF-8`
    /// from gpg-agent, GnuPG's `--lc-messages`), as GnuPG translates a pinentry's words for the
    /// client: its catalog, or English for a C locale or a language without one. A locale that
    /// is not installed, or not a locale's name, changes nothing.
    /// - Returns: whether the language of `Words` may have changed (the words shown are to be
    ///   looked up again).
    @discardableResult
    package static func follow(locale: String, executable: String? = Platform.executablePath()) -> Bool {
        switch MessageCatalog.open(domain: domain, directory: localeDirectory(executable: executable), locale: locale) {
        case .opened(let catalog):
            Words.use(catalog)
        case .none:
            Words.use(nil)
        case .unknownLocale:
            return false
        case .refused(let why):
            Platform.complain("\(why): the words are shown in English")
            Words.use(nil)
        }
        return true
    }
}
