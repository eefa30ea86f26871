/// What the sign-in takes from `/etc/login.defs` (shadow's login.defs(5)), as login(1) does:
/// lines of `NAME VALUE`, `#` comments, blank lines. A value out of range, or not a number,
/// keeps the default: the file never widens who may sign in.
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

    /// The defaults, as when the file is missing, or the values given.
    package init(minimumUserID: UInt32 = 1000, maximumUserID: UInt32 = 60000, fileCreationMask: UInt32 = 0o022) {
        self.minimumUserID = minimumUserID
        self.maximumUserID = maximumUserID
        self.fileCreationMask = fileCreationMask
    }

    /// Reads the text of a login.defs file.
    package init(text: String) {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, !words[0].hasPrefix("#") else { continue }
            switch words[0] {
            case "UID_MIN":
                if let value = UInt32(words[1]), value >= 1, value < UInt32.max { minimumUserID = value }
            case "UID_MAX":
                if let value = UInt32(words[1]), value >= 1, value < UInt32.max { maximumUserID = value }
            case "UMASK":
                if words[1].hasPrefix("0"), let value = UInt32(words[1], radix: 8), value <= 0o777 { fileCreationMask = value }
            default: continue
            }
        }
    }
}
