import PinPadCore
import PinPadPlatform

/// One request of systemd's password-agent protocol (systemd's `docs/PASSWORD_AGENTS.md`):
/// an `ask.*` file in the ask-password directory, as `src/shared/ask-password-api.c` writes it:
///
///     [Ask]
///     PID=4242
///     Socket=/run/systemd/ask-password/sck.5c4a…
///     AcceptCached=0
///     Echo=0
///     NotAfter=9494981277
///     Silent=0
///     Message=Please enter passphrase for disk root:
///     Icon=drive-harddisk
///     Id=cryptsetup:/dev/vda2
///
/// Read with libinih (`IniFile`); keys outside `[Ask]` and unknown keys are ignored, so the
/// format can grow.
package struct PasswordRequest: Equatable {
    /// The asking process (`PID=`); 0 when not given.
    package var processID: Int32 = 0
    /// The `AF_UNIX` datagram socket the answer goes to (`Socket=`).
    package var socket: String
    /// `CLOCK_MONOTONIC` microseconds after which the request is void (`NotAfter=`); 0 for none.
    package var notAfter: UInt64 = 0
    /// Whether a cached password may be answered (`AcceptCached=`); pinpad keeps none.
    package var acceptsCached = false
    /// Whether what is typed may be shown (`Echo=`).
    package var echoes = false
    /// Whether not even the count of what is typed should be shown (`Silent=`).
    package var isSilent = false
    /// The question, one line of UTF-8 (`Message=`).
    package var message = ""
    /// An icon name from the freedesktop naming spec (`Icon=`), such as `drive-harddisk`.
    package var icon: String?
    /// What the request is for (`Id=`), such as `cryptsetup:/dev/vda2`.
    package var identifier: String?

    /// Why a file is not a request.
    package enum Failure: Error, Equatable {
        /// It cannot be read (the system's text) or is not INI (the line).
        case unreadable(String)
        /// `Socket=` is missing or empty.
        case noSocket
        /// A key of `[Ask]` has a value of the wrong kind (a relative `Socket=` too: it would name
        /// a file of the agent's working directory).
        case badValue(key: String, value: String)

        /// One line for a person, naming the file.
        package func message(for path: String) -> String {
            switch self {
            case .unreadable(let why): return "cannot read \(path): \(why)"
            case .noSocket: return "\(path) names no Socket= to answer on"
            case .badValue(let key, let value): return "\(path): \(key)=\(value) is not a valid value"
            }
        }
    }

    /// Creates a request answered on `socket`, with the other values at their defaults.
    package init(socket: String) {
        self.socket = socket
    }

    /// Reads the request in the file at `path`. A line longer than libinih reads whole (a
    /// `Message=` longer than `IniFile.lineLimit`) is cut, never read on as another key: the
    /// message is shown cut.
    /// - Throws: `Failure`.
    package init(path: String) throws(Failure) {
        let file: IniFile
        do {
            file = try IniFile(path: path)
        } catch {
            switch error {
            case .missing: throw .unreadable(Platform.errorMessage(Platform.noSuchFile))
            case .unreadable(let why): throw .unreadable(why)
            case .malformed(let line): throw .unreadable("line \(line) is not INI")
            }
        }
        try self.init(entries: file.entries)
    }

    /// Reads the request in the INI text `bytes` (an ask file's contents, read by the caller),
    /// with the same cut of long lines as `init(path:)`.
    /// - Throws: `Failure`.
    package init(bytes: [UInt8]) throws(Failure) {
        let file: IniFile
        do {
            file = try IniFile(bytes: bytes)
        } catch {
            switch error {
            case .missing: throw .unreadable(Platform.errorMessage(Platform.noSuchFile))
            case .unreadable(let why): throw .unreadable(why)
            case .malformed(let line): throw .unreadable("line \(line) is not INI")
            }
        }
        try self.init(entries: file.entries)
    }

    /// The request that the `[Ask]` entries of an INI file describe (the last value of a key wins).
    /// - Throws: `Failure.noSocket` or `.badValue`.
    package init(entries: [IniFile.Entry]) throws(Failure) {
        socket = ""
        for entry in entries where entry.section == "Ask" {
            let value = entry.value
            switch entry.key {
            case "PID":
                guard let number = Int32(value), number >= 0 else { throw .badValue(key: entry.key, value: value) }
                processID = number
            case "Socket": socket = value
            case "NotAfter":
                guard let number = UInt64(value) else { throw .badValue(key: entry.key, value: value) }
                notAfter = number
            case "AcceptCached": acceptsCached = try Self.boolean(entry)
            case "Echo": echoes = try Self.boolean(entry)
            case "Silent": isSilent = try Self.boolean(entry)
            case "Message": message = value
            case "Icon": icon = value
            case "Id": identifier = value
            default: break
            }
        }
        guard !socket.isEmpty else { throw .noSocket }
        guard socket.hasPrefix("/") else { throw .badValue(key: "Socket", value: socket) }
    }

    /// A boolean as systemd's `parse_boolean` reads it.
    private static func boolean(_ entry: IniFile.Entry) throws(Failure) -> Bool {
        switch entry.value.lowercased() {
        case "1", "yes", "y", "true", "t", "on": return true
        case "0", "no", "n", "false", "f", "off": return false
        default: throw .badValue(key: entry.key, value: entry.value)
        }
    }

    /// Whether the request is void: its NotAfter has passed at `now` (`CLOCK_MONOTONIC`
    /// microseconds), or the asking process is gone (`isRunning` says so).
    package func isVoid(now: UInt64, isRunning: (Int32) -> Bool) -> Bool {
        (notAfter > 0 && now >= notAfter) || (processID > 0 && !isRunning(processID))
    }

    /// The most bytes of a password the agent answers with: the asker reads the reply datagram
    /// (`+` and the password) into `LINE_MAX + 1` bytes (systemd `ask-password-api.c`), 2048.
    package static let capacity = 2047

    /// What the pad shows: the message as `SecretRequest` reads it (any text up to `capacity`
    /// bytes, typed or on the keypad); `Echo=1` shows the characters, `Silent=1`
    /// not even a dot for each. A request
    /// without a message asks for a password.
    package var request: Request {
        var request = SecretRequest.request(prompt: message.isEmpty ? "Password" : message, capacity: PasswordRequest.capacity)
        request.showsCharacters = echoes
        request.hidesCount = isSilent
        return request
    }
}
