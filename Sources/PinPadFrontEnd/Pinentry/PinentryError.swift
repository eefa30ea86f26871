/// The errors a pinentry answers with, as GnuPG computes them (libgpg-error): the error source
/// pinentry (5) in the top byte, the code below; `ERR <value> <text> <Pinentry>` on the wire,
/// and gpg prints its own text for the value.
package enum PinentryError: Int, Sendable {
    /// `GPG_ERR_NO_PIN_ENTRY`: nothing to show the pad on.
    case noPinentry = 85
    /// `GPG_ERR_CANCELED`: the person cancelled.
    case cancelled = 99
    /// `GPG_ERR_TIMEOUT`: `SETTIMEOUT` passed.
    case timeout = 62
    /// `GPG_ERR_NOT_CONFIRMED`: the "not OK" button, or No in a confirmation.
    case notConfirmed = 114
    /// `GPG_ERR_UNKNOWN_OPTION`: an `OPTION` pinentry does not know.
    case unknownOption = 174
    /// `GPG_ERR_ASS_LINE_TOO_LONG`: a line over 1000 bytes.
    case lineTooLong = 263
    /// `GPG_ERR_ASS_UNKNOWN_CMD`: a command pinentry does not know.
    case unknownCommand = 275
    /// `GPG_ERR_ASS_PARAMETER`: a command's argument is wrong.
    case parameter = 280

    /// The error source of pinentry (`GPG_ERR_SOURCE_PINENTRY`).
    package static let source = 5

    /// The value on the wire: `source << 24 | code`.
    package var value: Int { PinentryError.source << 24 | rawValue }

    /// libgpg-error's text for the code.
    package var text: String {
        switch self {
        case .noPinentry: return "No pinentry"
        case .cancelled: return "Operation cancelled"
        case .timeout: return "Timeout"
        case .notConfirmed: return "Not confirmed"
        case .unknownOption: return "Unknown option"
        case .lineTooLong: return "Line too long"
        case .unknownCommand: return "Unknown IPC command"
        case .parameter: return "IPC parameter error"
        }
    }

    /// The whole `ERR` line.
    package var line: String { "ERR \(value) \(text) <Pinentry>" }
}
