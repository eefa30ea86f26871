import PinPadCore

/// The bytes of one bracketed paste (UTF-8), held in a secret's locked page from the moment the
/// end marker arrives until the prompt has taken them (`Prompt.paste(utf8:)`), then wiped: a
/// paste is never a `String`.
package final class PastedText: Hashable, ExpressibleByStringLiteral {
    /// The bytes.
    package let secret: Secret

    /// A paste of `bytes` (at most `InputDecoder.pasteLimit`).
    package init(bytes: UnsafeRawBufferPointer) {
        secret = Secret(bytes: bytes)
    }

    /// A paste of `text`, for tests.
    package init(stringLiteral text: String) {
        secret = Secret(copying: text)
    }

    /// Number of bytes.
    package var count: Int { secret.count }

    package static func == (lhs: PastedText, rhs: PastedText) -> Bool {
        lhs.secret.matches(rhs.secret)
    }

    /// Hashes the length only, never the bytes.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(secret.count)
    }
}
