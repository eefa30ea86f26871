import PinPadPlatform

/// The throttle's records on disk: one file for each service and user in a directory only root
/// may enter (`PrivateStateDirectory`: `/var/lib/pinpad` unless `throttle-directory` says
/// otherwise), named `SERVICE@USER` with both lowercased (libpam lowercases the service, and a
/// module may take a user name in any case: the same person must not get fresh attempts by
/// changing the case) and every byte but letters, digits, `-` and `_` written `%XX`, so no name
/// can leave the directory. A name longer than `nameLimit` is cut and marked `%+`: the few
/// users whose names are that long share one record, which only makes them wait sooner. A name
/// that must not be kept as typed (`hashesName`: one without an account) is kept under a one-way
/// hash of it instead, `SERVICE@%h-HASH`, made with a salt of this machine's (`%salt` in the
/// directory, random, made once, root's alone) so that the name cannot be found from the file
/// name by trying names.
package struct AttemptFileStore: AttemptStore {
    /// The directory of the records.
    package let directory: PrivateStateDirectory

    /// The longest file name made, in bytes (under `NAME_MAX`, with room for the temporary file's).
    package static let nameLimit = 200
    /// The largest record read, in bytes.
    package static let sizeLimit = 256

    /// The file name of the salt of the hashed names: `%salt` (no record's name is, a record's
    /// holds an `@`).
    package static let saltFileName = "%salt"

    /// Whether a user name is kept under a one-way hash of it (`hashedFileName`) instead of
    /// its text.
    private let hashesName: @Sendable (String) -> Bool

    /// The records in the directory at `path`.
    /// - Parameter hashesName: whether a user name is kept under a salted one-way hash of it
    ///   rather than under its own text: what someone typed in the user field that names no
    ///   account (a PIN typed there by mistake among them), which login(1) would log as
    ///   UNKNOWN; none by default.
    package init(path: String, hashesName: @escaping @Sendable (String) -> Bool = { _ in false }) {
        directory = PrivateStateDirectory(path: path)
        self.hashesName = hashesName
    }

    /// The file name of the record of a name kept as `hash` (`Platform.oneWayHash`: 43
    /// characters of `./0-9A-Za-z`) for `service`: `SERVICE@%h-HASH`, with `/` written `_` and
    /// `.` written `-` (no user name encodes to it: its `%` is not followed by two hexadecimal
    /// digits).
    package static func hashedFileName(service: String, hash: String) -> String {
        let written = hash.map { $0 == "/" ? "_" : $0 == "." ? "-" : String($0) }.joined()
        return encoded(service.lowercased()) + "@%h-" + written
    }

    /// The file name of `user`'s record for `service`: its text (`fileName`), or a hash of it
    /// (`hashedFileName`) with the directory's salt (`salt()`), of the name lowercased.
    /// - Throws: `AttemptStoreError` when the salt cannot be read or made, or the hash made.
    private func recordName(service: String, user: String) throws(AttemptStoreError) -> String {
        guard hashesName(user) else { return Self.fileName(service: service, user: user) }
        guard let hash = Platform.oneWayHash(user.lowercased(), salt: try salt()) else {
            throw AttemptStoreError("cannot hash a user name for the wrong-PIN count (libcrypt refused SHA-256-crypt)")
        }
        return Self.hashedFileName(service: service, hash: hash)
    }

    /// The salt of the hashed names: the text of `%salt` in the directory, or, when there is no
    /// such file, a new random one (`Platform.randomSalt`, 16 characters) written there (mode
    /// 0600, root's, as every record). Called holding the directory's lock (`exclusively`), so
    /// two sign-ins never make two.
    /// - Throws: `AttemptStoreError` when it cannot be read, is not a salt, or cannot be made.
    private func salt() throws(AttemptStoreError) -> String {
        let bytes: [UInt8]?
        do {
            bytes = try directory.read(Self.saltFileName, limit: 64)
        } catch {
            throw AttemptStoreError("cannot read the salt of the wrong-PIN counts: \(error)")
        }
        if let bytes {
            let text = String(decoding: bytes, as: UTF8.self)
            guard Platform.isSalt(text) else { throw AttemptStoreError("the salt \(directory.path)/\(Self.saltFileName) is corrupt") }
            return text
        }
        guard let made = Platform.randomSalt() else { throw AttemptStoreError("cannot make a salt for the wrong-PIN counts: no random bytes") }
        do {
            try directory.write(Self.saltFileName, Array(made.utf8))
        } catch {
            throw AttemptStoreError("cannot keep the salt of the wrong-PIN counts: \(error)")
        }
        return made
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
        let name = try recordName(service: service, user: user)
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
        let name = try recordName(service: service, user: user)
        do {
            if let record { try directory.write(name, record.text) } else { try directory.remove(name) }
        } catch {
            throw AttemptStoreError("cannot keep the wrong-PIN count: \(error)")
        }
    }
}
