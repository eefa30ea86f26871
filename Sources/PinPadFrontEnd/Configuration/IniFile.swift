internal import CInih
import PinPadCore
import PinPadPlatform

/// An INI file read with libinih (`ini_parse_stream`): `[section]` headers, `key = value`
/// lines, `;` and `#` comments at the start of a line, `;` after a space ending a value. Values
/// are kept as written, in order, with the line each is on (libinih's stream reader,
/// `ini_parse_stream`, is given one line at a time and counts them). An indented line after a
/// key continues its value (libinih calls the handler again with the same key): the lines are
/// joined with a line feed into one entry.
///
/// The file is read here first (a regular file, at most `sizeLimit` bytes, opened without
/// blocking), and every line longer than libinih reads whole (`lineLimit`, Debian's build) is
/// cut to fit before libinih sees it: libinih would otherwise read the rest of such a line as a
/// line of its own, so the tail of a long value could set another key.
package struct IniFile {
    /// One `key = value` line.
    package struct Entry: Equatable {
        /// The section it is in; empty before the first header.
        package var section: String
        /// The key.
        package var key: String
        /// The value, with surrounding spaces removed.
        package var value: String
        /// The line of its key (1-based; the first line of a value continued over several).
        package var line: Int

        /// An entry of `section`.
        package init(section: String, key: String, value: String, line: Int = 0) {
            self.section = section
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// Every entry, in the order of the file.
    package private(set) var entries: [Entry] = []
    /// The lines (1-based) that were cut to `lineLimit`.
    package private(set) var cutLines: [Int] = []
    /// The lines that held NUL bytes, which are removed.
    package private(set) var nulLines: [Int] = []
    /// The lines that are not UTF-8 (their bytes read as U+FFFD).
    package private(set) var nonUTF8Lines: [Int] = []
    /// The lines whose value libinih cut at an inline comment (a `;` after a space or a tab):
    /// the rest of the line is not in the value.
    package private(set) var inlineCommentLines: [Int] = []
    /// The indented lines that continued a key's value, with the key.
    package private(set) var continuations: [(line: Int, key: String)] = []

    /// A `[section]` header line.
    package struct Header: Equatable {
        /// The name between the brackets.
        package var name: String
        /// Its line (1-based).
        package var line: Int
        /// Whether text follows the closing bracket (which libinih ignores).
        package var hasTrailingText: Bool
    }

    /// Every section header, in order, as libinih reads them: a line whose first non-blank
    /// character is `[`, not indented under a key (that would continue the key's value).
    package private(set) var headers: [Header] = []

    /// Whether the file is root's alone: owned by root, not writable by group or others, in a
    /// directory that is root's (`Platform.readRegularFileAndOwner`); false for text not read
    /// from a file.
    package private(set) var isRoots = false

    /// For a file that is root's alone itself, the directory that is not (the file's own or one
    /// above it, resolved: `Platform.directoryNotRootsAlone`); nil when there is none, when the
    /// file itself is not root's alone, and for text not read from a file.
    package private(set) var directoryNotRootsAlone: String?

    /// Whether others than the running user and root may change the file: another owner, a
    /// mode or a directory above that lets others write (`Platform.readRegularFileAndWriters`);
    /// false for text not read from a file.
    package private(set) var othersMayWrite = false

    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// There is no file at the path (`ENOENT`: missing, or a link to nothing).
        case missing
        /// The file cannot be read; the text says why (the system's `strerror`, not a regular
        /// file, too large).
        case unreadable(String)
        /// The first line that is not INI (1-based).
        case malformed(line: Int)
    }

    /// The longest line libinih reads whole, in bytes, without its line feed (Debian's build:
    /// `INI_MAX_LINE` 200, which holds the line feed and the terminating NUL).
    package static let lineLimit = 198
    /// The largest file read, in bytes.
    package static let sizeLimit = 64 * 1024

    /// Reads `path`.
    /// - Throws: `Failure.missing` when there is no file there, `.unreadable` when it cannot be
    ///   read, `.malformed` at the first bad line.
    package init(path: String) throws(Failure) {
        let read: (bytes: [UInt8], isRoots: Bool, othersMayWrite: Bool, directoryNotRootsAlone: String?)
        do {
            read = try Platform.readRegularFileAndWriters(path, limit: IniFile.sizeLimit)
        } catch {
            if error.errorNumber == Platform.noSuchFile { throw .missing }
            // The reason without the path, which the caller names, in the language of `Words`.
            let why = error.errorNumber.map(Platform.errorMessage) ?? error.refusal.map(IniFile.words) ?? error.operation
            throw .unreadable(why.hasPrefix(path + " ") ? String(why.dropFirst(path.count + 1)) : why)
        }
        try self.init(bytes: read.bytes)
        isRoots = read.isRoots
        othersMayWrite = read.othersMayWrite
        directoryNotRootsAlone = read.directoryNotRootsAlone
    }

    /// Why a file was refused (`FileRefusal`), in the language of `Words`: the reason after
    /// `cannot read FILE: `.
    static func words(_ refusal: FileRefusal) -> String {
        switch refusal {
        case .notRegularFile:
            // TRANSLATORS: why a configuration, theme or keyboard layout file is not read (after "cannot read FILE: ").
            return Words.localized("not a regular file")
        case .larger(let limit):
            // TRANSLATORS: why a configuration, theme or keyboard layout file is not read (after "cannot read FILE: ").
            return Words.filled(Words.localized("larger than {count} byte", plural: "larger than {count} bytes", count: limit), ["count": String(limit)])
        }
    }

    /// Reads the INI text `bytes` (UTF-8) with libinih, loaded here (`SharedLibrary.inih`).
    /// - Throws: `Failure.malformed` at the first bad line, `.unreadable` when libinih cannot
    ///   be loaded.
    package init(bytes: [UInt8]) throws(Failure) {
        var text: [UInt8] = []
        var cut: [Int] = []
        var sawKey = false
        for (index, original) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var line = Array(original.filter { $0 != 0 })
            if line.count != original.count { nulLines.append(index + 1) }
            if line.count > IniFile.lineLimit {
                var end = IniFile.lineLimit
                while end > 0 && (line[end] & 0xC0) == 0x80 { end -= 1 }  // not inside a UTF-8 character
                line = Array(line[..<end])
                cut.append(index + 1)
            }
            if String(validating: line, as: UTF8.self) == nil { nonUTF8Lines.append(index + 1) }
            let indented = line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t")
            let start = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
            if start.first == UInt8(ascii: "["), !(indented && sawKey), let close = start.firstIndex(of: UInt8(ascii: "]")) {
                let name = String(decoding: start[start.index(after: start.startIndex)..<close], as: UTF8.self)
                let rest = start[start.index(after: close)...].filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }
                headers.append(Header(name: name, line: index + 1, hasTrailingText: !(rest.isEmpty || rest.first == UInt8(ascii: ";") || rest.first == UInt8(ascii: "#"))))
                sawKey = false
            } else if start.contains(UInt8(ascii: "=")) || start.contains(UInt8(ascii: ":")), !indented, start.first != UInt8(ascii: ";"), start.first != UInt8(ascii: "#") {
                sawKey = true
                let separator = start.firstIndex { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ":") }!
                if IniFile.hasInlineComment(start[start.index(after: separator)...]) { inlineCommentLines.append(index + 1) }
            } else if indented && sawKey && start.first != UInt8(ascii: ";") && start.first != UInt8(ascii: "#") && IniFile.hasInlineComment(start) {
                inlineCommentLines.append(index + 1)
            }
            text += line + [UInt8(ascii: "\n")]
        }
        do {
            try SharedLibrary.inih.load(functions: ["ini_parse_stream"])
        } catch {
            throw .unreadable(error.description)
        }
        let reading = Reading(text: text)
        let context = Unmanaged.passUnretained(reading).toOpaque()
        let status = pinpad_ini_parse_stream()({ line, size, stream in
            Unmanaged<Reading>.fromOpaque(stream!).takeUnretainedValue().nextLine(into: line!, size: Int(size))
        }, context, { user, section, key, value in
            guard let user, let key else { return 1 }
            let reading = Unmanaged<Reading>.fromOpaque(user).takeUnretainedValue()
            let entry = Entry(
                section: section.map { String(cString: $0) } ?? "", key: String(cString: key),
                value: value.map { String(cString: $0) } ?? "", line: reading.lineNumber)
            if reading.lineIsIndented, var last = reading.entries.last, last.section == entry.section, last.key == entry.key {
                last.value += "\n" + entry.value
                reading.entries[reading.entries.count - 1] = last
                reading.continuations.append((entry.line, entry.key))
            } else {
                reading.entries.append(entry)
            }
            return 1
        }, context)
        let collected = reading.entries
        if status > 0 { throw .malformed(line: Int(status)) }
        if status < 0 { throw .unreadable("out of memory") }
        entries = collected
        cutLines = cut
        continuations = reading.continuations
    }

    /// Whether libinih (built with `INI_ALLOW_INLINE_COMMENTS`, `;` the prefix) ends `value`,
    /// the bytes after a key's `=` or a continuation line, at a comment: a `;` right after a
    /// space, a tab or another white-space byte, not counting the blanks it starts with.
    static func hasInlineComment(_ value: ArraySlice<UInt8>) -> Bool {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        let text = value.drop(while: isSpace)
        return zip(text, text.dropFirst()).contains { isSpace($0.0) && $0.1 == UInt8(ascii: ";") }
    }

    /// The last value of `key` in `section` (or in no section when `section` is empty).
    package func value(_ key: String, in section: String = "") -> String? {
        entries.last { $0.key == key && $0.section == section }?.value
    }
}

/// The text libinih reads, handed out one line at a time as `fgets` would, and the entries
/// collected from it.
private final class Reading {
    let text: [UInt8]
    var offset = 0
    /// The lines handed out so far: the number of the line libinih is reading.
    var lineNumber = 0
    /// Whether the line handed out last starts with a space or a tab.
    var lineIsIndented = false
    var entries: [IniFile.Entry] = []
    var continuations: [(line: Int, key: String)] = []

    init(text: [UInt8]) {
        self.text = text
    }

    /// Copies the next line, its line feed and a NUL into `buffer` of `size` bytes (at most
    /// `size - 1` bytes of text); nil at the end.
    func nextLine(into buffer: UnsafeMutablePointer<CChar>, size: Int) -> UnsafeMutablePointer<CChar>? {
        guard offset < text.count, size > 1 else { return nil }
        lineIsIndented = text[offset] == UInt8(ascii: " ") || text[offset] == UInt8(ascii: "\t")
        var count = 0
        while offset < text.count && count < size - 1 {
            let byte = text[offset]
            buffer[count] = CChar(bitPattern: byte)
            offset += 1
            count += 1
            if byte == UInt8(ascii: "\n") { break }
        }
        buffer[count] = 0
        lineNumber += 1
        return buffer
    }
}
