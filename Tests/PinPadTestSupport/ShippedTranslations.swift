import Glibc
import PinPadCore

/// The translations the package ships (`po/LANGUAGE.po`), read from the source tree for tests:
/// a small reader of the PO format (GNU gettext's manual, "The Format of PO Files") for the
/// files pinpad keeps, enough to check them and to show their words without glibc.
public enum ShippedTranslations {
    /// The languages shipped: the names of the `.po` files in `directory`, sorted.
    public static let languages: [String] = {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".po") { names.append(String(name.dropLast(3))) }
        }
        return names.sorted()
    }()

    /// The directory of the `.po` files and the template.
    public static let directory: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/po"
    }()

    /// One entry of a PO file.
    public struct Message: Equatable, Sendable {
        public var context: String?
        public var english: String
        public var plural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… for a plural.
        public var translations: [String] = []
        /// The flags of its `#,` line (`fuzzy`).
        public var flags: [String] = []
        /// The key gettext looks it up by: `context` + U+0004 + `english`.
        public var key: String { context.map { "\($0)\u{4}\(english)" } ?? english }
    }

    /// The text of `path`; traps when it cannot be read.
    public static func text(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { fatalError("ShippedTranslations: cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entries of the PO file at `path` (the header, `msgid ""`, first).
    public static func messages(_ path: String) -> [Message] {
        var messages: [Message] = []
        var current: Message?
        var field = ""
        var flags: [String] = []
        func finish() {
            if let message = current { messages.append(message) }
            current = nil
        }
        for raw in text(path).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingPrefix(" ")
            if line.hasPrefix("#,") {
                finish()
                flags = line.dropFirst(2).split(separator: ",").map { String($0.trimmingPrefix(" ")) }
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let keyword = String(line.prefix { $0 != " " })
            let value = line.firstIndex(of: "\"").map { unquoted(line[$0...]) } ?? ""
            if keyword.hasPrefix("\"") {
                append(value, to: field, of: &current)
                continue
            }
            if keyword == "msgctxt" || (keyword == "msgid" && current?.english.isEmpty == false) || (keyword == "msgid" && current?.translations.isEmpty == false) {
                finish()
            }
            if current == nil {
                current = Message(english: "")
                current?.flags = flags
                flags = []
            }
            field = keyword
            append(value, to: field, of: &current)
        }
        finish()
        return messages
    }

    /// The translation of `language` as a catalog of `Words` (its plural forms picked as
    /// English picks them: enough to show its words).
    public static func table(_ language: String) -> WordTable {
        let messages = Self.messages("\(directory)/\(language).po")
        var words: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        for message in messages where !message.english.isEmpty && !message.flags.contains("fuzzy") {
            if message.plural != nil { plurals[message.english] = message.translations } else { words[message.key] = message.translations.first ?? "" }
        }
        let header = messages.first { $0.english.isEmpty }?.translations.first ?? ""
        let name = header.split(separator: "\n").first { $0.hasPrefix("Language: ") }.map { String($0.dropFirst(10)) } ?? language
        let rule = header.split(separator: "\n").first { $0.hasPrefix("Plural-Forms: ") }.map { String($0.dropFirst(14)) } ?? ""
        guard let pluralForm = Self.pluralForms[rule] else {
            fatalError("\(language).po: no rule in ShippedTranslations.pluralForms for \"\(rule)\"")
        }
        return WordTable(language: name, words: words, plurals: plurals, pluralForm: pluralForm)
    }

    /// The po files' `Plural-Forms` headers, each as the function of a count that gettext's
    /// `dngettext` evaluates from it: the tables pick the form the program picks.
    static let pluralForms: [String: @Sendable (Int) -> Int] = [
        "nplurals=2; plural=(n != 1);": { $0 != 1 ? 1 : 0 },
        "nplurals=2; plural=(n > 1);": { $0 > 1 ? 1 : 0 },
        "nplurals=1; plural=0;": { _ in 0 },
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);": { n in
            n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2
        },
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);": { n in
            n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2
        },
        "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);": { n in
            n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5
        },
    ]

    private static func append(_ value: String, to field: String, of message: inout Message?) {
        guard var entry = message else { return }
        switch field {
        case "msgctxt": entry.context = (entry.context ?? "") + value
        case "msgid": entry.english += value
        case "msgid_plural": entry.plural = (entry.plural ?? "") + value
        default:
            guard field.hasPrefix("msgstr") else { return }
            let index = field.hasPrefix("msgstr[") ? Int(field.dropFirst(7).prefix { $0 != "]" }) ?? 0 : 0
            while entry.translations.count <= index { entry.translations.append("") }
            entry.translations[index] += value
        }
        message = entry
    }

    /// A quoted PO string without its quotes, its escapes (`\n`, `\"`, `\\`, `\t`) resolved.
    private static func unquoted(_ quoted: Substring) -> String {
        var text = ""
        var escaped = false
        for character in quoted.dropFirst() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                break
            } else {
                text.append(character)
            }
        }
        return text
    }
}
