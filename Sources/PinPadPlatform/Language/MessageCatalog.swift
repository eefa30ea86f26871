import Glibc
internal import CPlatform

/// A gettext text domain, read through glibc's libintl (`setlocale(LC_MESSAGES, "")`,
/// `bindtextdomain`, `bind_textdomain_codeset`, `dgettext`, `dngettext`): the translations for
/// the locale of `LC_ALL`, `LC_MESSAGES`, `LANG` and the `LANGUAGE` list, from
/// `DIRECTORY/LANGUAGE/LC_MESSAGES/DOMAIN.mo`, always as UTF-8. In the C.UTF-8 locale only the
/// `LANGUAGE` list chooses (glibc's gettext reads the list for any locale but plain C): the boot
/// prompt's way, with no locale's data in the initramfs.
package struct MessageCatalog: Sendable {
    /// The text domain (`pinpad`).
    package let domain: String
    /// The language the header of the catalog in use names (`Language: de`).
    package let language: String

    /// A catalog of `domain` whose header names `language`.
    package init(domain: String, language: String) {
        self.domain = domain
        self.language = language
    }

    /// The text domains of the libraries whose messages pinpad shows: Linux-PAM's conversation
    /// messages and glibc's own (`strerror`).
    package static let libraryDomains = ["Linux-PAM", "libc"]

    /// Makes `domains` answer in UTF-8 whatever `LC_CTYPE` is (pinpad leaves it "C", where glibc
    /// would turn Hebrew or Russian into "?" or a transliteration): `bind_textdomain_codeset(3)`.
    package static func answerInUTF8(_ domains: [String]) {
        for domain in domains { _ = bind_textdomain_codeset(domain, "UTF-8") }
    }

    /// What `open` found.
    package enum Opening: Sendable {
        /// A catalog for the locale.
        case opened(MessageCatalog)
        /// None: the locale is C or POSIX, or no catalog is there for it.
        case none
        /// The locale asked for is not installed (`locale -a` does not list it) or not a
        /// locale's name: the messages' locale is left as it was.
        case unknownLocale
        /// A catalog is there but is not one glibc can read safely: the file and why.
        case refused(String)
    }

    /// Sets the messages' locale, `locale` (`de_DE.UTF-8`) or by default the environment's, and
    /// opens `domain`'s catalogs in `directory`, after checking every file glibc could open for
    /// it (`MessageCatalogFile`): a broken one, or a link or anything else that is not a plain
    /// file, is refused, so glibc never reads it. A `locale` that is not a locale's name
    /// (`isLocaleName`) or not installed leaves the messages' locale as it was.
    package static func open(domain: String, directory: String, locale: String = "") -> Opening {
        guard locale.isEmpty || isLocaleName(locale) else { return .unknownLocale }
        guard let set = setlocale(LC_MESSAGES, locale) else { return .unknownLocale }
        guard let name = String(validatingCString: set), !["C", "POSIX"].contains(name) else { return .none }
        answerInUTF8(libraryDomains)
        let list = getenv("LANGUAGE").flatMap { String(validatingCString: $0) } ?? ""
        // C.UTF-8 translates only by the LANGUAGE list, as glibc's gettext does (it ignores the
        // list for plain C alone): the initramfs carries C.UTF-8's 48 bytes, not a locale.
        guard !name.hasPrefix("C.") || !list.isEmpty else { return .none }
        var found = false
        for candidate in candidates(locale: name, languageList: list) {
            let path = "\(directory)/\(candidate)/LC_MESSAGES/\(domain).mo"
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            // glibc would follow a link (or open what else is there) once the domain is bound:
            // anything but a plain file refuses the domain, as a broken file does.
            guard Platform.isRegularFileNotLink(path) else { return .refused("\(path): not a regular file (a link?)") }
            found = true
            do {
                let bytes = try Platform.readRegularFile(path, limit: MessageCatalogFile.maximumSize)
                if let problem = MessageCatalogFile.problem(bytes) { return .refused("\(path): \(problem)") }
            } catch {
                return .refused("\(path): \(error)")
            }
        }
        guard found, bindtextdomain(domain, directory) != nil, bind_textdomain_codeset(domain, "UTF-8") != nil else { return .none }
        let header = MessageCatalog(domain: domain, language: "").text("") ?? ""
        let language = header.split(separator: "\n").first { $0.hasPrefix("Language:") }.map {
            $0.dropFirst("Language:".count).drop(while: { $0 == " " }).split(separator: " ").first.map(String.init) ?? ""
        }
        guard let language, !language.isEmpty else { return .none }
        return .opened(MessageCatalog(domain: domain, language: language))
    }

    /// The most bytes of a locale's name taken from a client (`OPTION lc-messages`).
    package static let longestLocaleName = 64

    /// Whether `text` may name a locale: 1 to `longestLocaleName` ASCII letters, digits and
    /// `_ . @ - +`, not starting with a dot (no path, no `..`, nothing glibc would read as a file).
    package static func isLocaleName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...longestLocaleName).contains(bytes.count), bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || "_.@-+".utf8.contains(byte)
        }
    }

    /// The translation of `key` (`context` + U+0004 + text for a text with a context, as
    /// gettext's `pgettext`), or nil when the catalog has none: `dgettext(3)`.
    package func text(_ key: String) -> String? {
        // dgettext returns `key`'s own pointer when it has no translation: the text is read
        // while the C string lives, and the pointer tells the two apart.
        key.withCString { english in
            guard let result = dgettext(domain, english), result != UnsafeMutablePointer(mutating: english) else { return nil }
            return String(validatingCString: result)
        }
    }

    /// The plural form of `singular`/`plural` for `count` by the catalog's rule, or nil when
    /// the catalog has none: `dngettext(3)`.
    package func text(singular: String, plural: String, count: Int) -> String? {
        let number = UInt(clamping: count)
        return singular.withCString { one in
            plural.withCString { many in
                guard let result = dngettext(domain, one, many, number), result != UnsafeMutablePointer(mutating: one),
                    result != UnsafeMutablePointer(mutating: many)
                else { return nil }
                return String(validatingCString: result)
            }
        }
    }

    /// glibc's alias table for locale names (`_nl_expand_alias` reads it from here).
    package static let aliasFile = "/usr/share/locale/locale.alias"

    /// The directory names glibc may look in for `locale` and each entry of `languageList`
    /// (`de_DE.UTF-8@euro` → `de_DE.UTF-8@euro`, `de_DE.utf8@euro`, `de_DE@euro`, … `de`):
    /// each with or without its territory, codeset (as written or normalised) and modifier; an
    /// entry `aliases` names (`german` → `de_DE.ISO-8859-1`, as glibc's `_nl_expand_alias` reads
    /// `locale.alias`, case-insensitively) adds its value's names too.
    package static func candidates(locale: String, languageList: String, aliases: [String: String]? = nil) -> [String] {
        let table = aliases ?? Self.aliases((try? Platform.readRegularFile(aliasFile, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? "")
        var names: [String] = []
        var entries: [String] = []
        for entry in languageList.split(separator: ":").map(String.init) + [locale] where !entry.isEmpty {
            entries.append(entry)
            if let value = table[entry.lowercased()], !value.isEmpty { entries.append(value) }
        }
        for entry in entries {
            var rest = Substring(entry)
            var modifier = "", codeset = "", territory = ""
            if let at = rest.firstIndex(of: "@") { modifier = String(rest[at...]); rest = rest[..<at] }
            if let dot = rest.firstIndex(of: ".") { codeset = String(rest[rest.index(after: dot)...]); rest = rest[..<dot] }
            if let underscore = rest.firstIndex(of: "_") { territory = String(rest[underscore...]); rest = rest[..<underscore] }
            let normalised = codeset.lowercased().filter { $0.isLetter || $0.isNumber }
            let codesets = codeset.isEmpty ? [""] : [".\(codeset)", ".\(normalised)", ""]
            for place in [territory, ""] {
                for set in codesets { for mark in [modifier, ""] { names.append("\(rest)\(place)\(set)\(mark)") } }
            }
        }
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && !$0.contains("/") && seen.insert($0).inserted }
    }

    /// The alias table of a `locale.alias` file's text: a line holds an alias and its value,
    /// separated by blanks; `#` starts a comment line; keys are lowercased, as glibc compares
    /// them with `strcasecmp`; the first line for an alias wins, as in glibc's sorted table.
    package static func aliases(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" }) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard fields.count >= 2, !fields[0].hasPrefix("#") else { continue }
            let key = String(fields[0]).lowercased()
            if table[key] == nil { table[key] = String(fields[1]) }
        }
        return table
    }
}
