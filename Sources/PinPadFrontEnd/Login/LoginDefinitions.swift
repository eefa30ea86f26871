/// What the sign-in takes from `/etc/login.defs` (shadow's login.defs(5)), as login(1) does:
/// lines of `NAME VALUE`, `#` comments, blank lines; numbers as shadow's `getulong` reads them
/// (`strtoul(value, …, 0)`: `0x` hexadecimal, a leading `0` octal, else decimal). A `UID_MIN` or
/// `UID_MAX` that is not a user id (not a number, or out of 1–2³²−2) keeps the default and is
/// kept in `unreadableLine`, and the sign-in refuses everyone: no default can be known not to
/// widen what the administrator meant (shadow takes the default, 1000 for `UID_MIN 2000x`). A
/// `UMASK` that is not an octal mask keeps the default.
package struct LoginDefinitions: Equatable {
    /// `UID_MIN`: the first user id of a person's account (1–2³²−2, default 1000); the ones
    /// below are system accounts, which the sign-in refuses unless allowed by name.
    package var minimumUserID: UInt32 = 1000
    /// `UID_MAX`: the last user id of a person's account (1–2³²−2, default 60000); the ones
    /// above (`nobody`, 65534, and ids of user namespaces) are refused as system accounts are.
    package var maximumUserID: UInt32 = 60000
    /// `UMASK`: the file mode creation mask of the session's command (octal, 0–0777, default
    /// 022).
    package var fileCreationMask: UInt32 = 0o022
    /// The first `UID_MIN` or `UID_MAX` line whose value is not a user id, its words joined by one
    /// space, a control character or line separator in it shown as `?` (it is written on
    /// stderr); nil when there is none.
    package var unreadableLine: String?

    /// The defaults, as when the file is missing, or the values given.
    package init(minimumUserID: UInt32 = 1000, maximumUserID: UInt32 = 60000, fileCreationMask: UInt32 = 0o022) {
        self.minimumUserID = minimumUserID
        self.maximumUserID = maximumUserID
        self.fileCreationMask = fileCreationMask
    }

    /// Reads the text of a login.defs file.
    package init(text: String) {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !words.isEmpty, !words[0].hasPrefix("#") else { continue }
            switch words[0] {
            case "UID_MIN", "UID_MAX":
                guard let value = Self.userID(words.count == 2 ? Self.unquoted(words[1]) : "") else {
                    if unreadableLine == nil { unreadableLine = Self.printable(words.joined(separator: " ")) }
                    continue
                }
                if words[0] == "UID_MIN" { minimumUserID = value } else { maximumUserID = value }
            case "UMASK":
                if words.count >= 2, words[1].hasPrefix("0"), let value = UInt32(words[1], radix: 8), value <= 0o777 { fileCreationMask = value }
            default: continue
            }
        }
    }

    /// A value as shadow's `def_load` takes it: past any leading `"`, up to the next `"`
    /// (`UID_MIN "2000"` is 2000).
    static func unquoted(_ value: Substring) -> Substring {
        let start = value.drop { $0 == "\"" }
        return start.prefix { $0 != "\"" }
    }

    /// `line` with each control character and line or paragraph separator as `?`.
    static func printable(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { scalar in
            let category = scalar.properties.generalCategory
            return category == .control || category == .lineSeparator || category == .paragraphSeparator ? "?" : scalar
        }))
    }

    /// `text` as a user id, read as shadow's `getulong` reads a number (`strtoul(text, &end, 0)`,
    /// all of it): `0x` or `0X` then hexadecimal digits, a leading `0` then octal digits, else
    /// decimal digits; nil when it is not one, or is outside 1–2³²−2 (0 is root, 2³²−1 is
    /// `(uid_t)-1`). No sign and no spaces: strtoul's `-5` is a huge number, not a user id.
    static func userID(_ text: Substring) -> UInt32? {
        let (digits, radix): (Substring, Int)
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            (digits, radix) = (text.dropFirst(2), 16)
        } else if text.hasPrefix("0") && text.count > 1 {
            (digits, radix) = (text.dropFirst(), 8)
        } else {
            (digits, radix) = (text, 10)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), let value = UInt32(digits, radix: radix) else { return nil }
        return value >= 1 && value < UInt32.max ? value : nil
    }
}
