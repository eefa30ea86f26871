import PinPadPlatform

/// The throttle's records on disk: one file for each service and user in a directory only root
/// may enter (`PrivateStateDirectory`: `/var/lib/pinpad` unless `throttle-directory` says
/// otherwise), named `SERVICE@USER` with both lowercased (libpam lowercases the service, and a
/// module may take a user name in any case: the same person must not get fresh attempts by
/// changing the case) and every byte but letters, digits, `-` and `_` written `%XX`, so no name
/// can leave the directory. A name longer than `nameLimit` is cut and marked `%+`: the few
/// users whose names are that long share one record, which only makes them wait sooner.
package struct AttemptFileStore: AttemptStore {
    /// The directory of the records.
    package let directory: PrivateStateDirectory

    /// The longest file name made, in bytes (under `NAME_MAX`, with room for the temporary file's).
    package static let nameLimit = 200
    /// The largest record read, in bytes.
    package static let sizeLimit = 256

    /// Whether a user name shares the one record of names without an account
    /// (`sharedFileName`) instead of a record of its own.
    private let sharesRecord: @Sendable (String) -> Bool

    /// The records in the directory at `path`.
    /// - Parameter sharesRecord: whether a user name is kept under the one record of names
    ///   without an account (what someone typed in the user field that names no account, a PIN
    ///   typed there by mistake among them) rather than under its own text, as login(1) logs such
    ///   a name as UNKNOWN; none by default.
    package init(path: String, sharesRecord: @escaping @Sendable (String) -> Bool = { _ in false }) {
        directory = PrivateStateDirectory(path: path)
        self.sharesRecord = sharesRecord
    }

    /// The file name of the record every name without an account shares, for `service`:
    /// `SERVICE@%unknown` (no user name encodes to it: a `%` is always followed by two
    /// hexadecimal digits).
    package static func sharedFileName(service: String) -> String {
        encoded(service.lowercased()) + "@%unknown"
    }

    /// The file name of `user`'s record for `service`: its own, or the shared one.
    private func recordName(service: String, user: String) -> String {
        sharesRecord(user) ? Self.sharedFileName(service: service) : Self.fileName(service: service, user: user)
    }

    /// The file name of the record of `service` and `user`.
    package static func fileName(service: String, user: String) -> String {
        let name = encoded(service.lowercased()) + "@" + encoded(user.lowercased())
        guard name.utf8.count > nameLimit else { return name }
        var cut = String(name.prefix(nameLimit - 2))
        while cut.hasSuffix("%") || cut.dropLast().hasSuffix("%") { cut.removeLast() }  // no half of a %XX
        return cut + "%+"
    }

    /// `text` with every byte but ASCII letters, digits, `-` and `_` written as `%XX`.
    private static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return result
    }

    package func load(service: String, user: String) throws(AttemptStoreError) -> AttemptRecord? {
        let name = recordName(service: service, user: user)
        let bytes: [UInt8]?
        do {
            bytes = try directory.read(name, limit: Self.sizeLimit)
        } catch {
            throw AttemptStoreError("cannot read the wrong-PIN count: \(error)")
        }
        guard let bytes else { return nil }
        do {
            return try AttemptRecord(text: bytes)
        } catch {
            throw AttemptStoreError("the wrong-PIN count \(directory.path)/\(name) is corrupt: \(error.reason)")
        }
    }

    package func exclusively<Result>(_ body: () -> Result) -> Result {
        directory.exclusively(body)
    }

    package func save(_ record: AttemptRecord?, service: String, user: String) throws(AttemptStoreError) {
        let name = recordName(service: service, user: user)
        do {
            if let record { try directory.write(name, record.text) } else { try directory.remove(name) }
        } catch {
            throw AttemptStoreError("cannot keep the wrong-PIN count: \(error)")
        }
    }
}
