internal import CInih

/// An INI file read with libinih (`ini_parse`): `[section]` headers, `key = value` lines,
/// `;` and `#` comments. Values are kept as written, in order.
package struct IniFile {
    /// One `key = value` line.
    package struct Entry: Equatable {
        /// The section it is in; empty before the first header.
        package var section: String
        /// The key.
        package var key: String
        /// The value, with surrounding spaces removed.
        package var value: String
    }

    /// Every entry, in the order of the file.
    package private(set) var entries: [Entry] = []

    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// The file cannot be opened; the text is the system's (`strerror`).
        case unreadable(String)
        /// The first line that is not INI (1-based).
        case malformed(line: Int)
    }

    /// The first line that is not INI, when the file was read `tolerating` them.
    package private(set) var firstMalformedLine: Int?

    /// The longest line libinih reads whole, in bytes with its line feed (Debian's build:
    /// `INI_MAX_LINE` 200); a longer one is cut there and its rest read as a line of its own.
    package static let lineLimit = 200

    /// Reads `path`.
    /// - Parameter tolerating: keep the entries of a file with lines that are not INI (and
    ///   `firstMalformedLine`) instead of throwing `.malformed`: for files whose writer is
    ///   trusted but whose lines may be longer than `lineLimit`.
    /// - Throws: `Failure.unreadable` when it cannot be opened, `.malformed` at the first bad line.
    package init(path: String, tolerating: Bool = false) throws(Failure) {
        var collected: [Entry] = []
        let status = withUnsafeMutablePointer(to: &collected) { pointer in
            ini_parse(path, { user, section, key, value in
                guard let user, let key else { return 1 }
                let entries = user.assumingMemoryBound(to: [Entry].self)
                entries.pointee.append(Entry(
                    section: section.map { String(cString: $0) } ?? "", key: String(cString: key),
                    value: value.map { String(cString: $0) } ?? ""))
                return 1
            }, pointer)
        }
        if status == -1 { throw .unreadable(Platform.lastError) }
        if status > 0 {
            guard tolerating else { throw .malformed(line: Int(status)) }
            firstMalformedLine = Int(status)
        }
        entries = collected
    }

    /// The last value of `key` in `section` (or in no section when `section` is empty).
    package func value(_ key: String, in section: String = "") -> String? {
        entries.last { $0.key == key && $0.section == section }?.value
    }
}
