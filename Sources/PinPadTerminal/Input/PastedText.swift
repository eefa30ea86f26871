import PinPadCore

/// The bytes of one bracketed paste (UTF-8), held in a secret's locked page from the moment the
/// end marker arrives until the prompt has taken them (`Prompt.paste(utf8:)`), then wiped: a
/// paste is never a `String`.
package final class PastedText: Hashable, ExpressibleByStringLiteral {
    /// The bytes.
    package let secret: Secret
    /// Whether `secret` is the whole paste: false when it went past `InputDecoder.pasteLimit`
    /// and only its start was kept (the prompt refuses it whole).
    package let isWhole: Bool

    /// A paste of `bytes` (at most `InputDecoder.pasteLimit`); `isWhole` false when they are
    /// only its start.
    package init(bytes: UnsafeRawBufferPointer, isWhole: Bool = true) {
        secret = Secret(bytes: bytes)
        self.isWhole = isWhole
    }

    /// A paste of `text`, for tests.
    package init(stringLiteral text: String) {
        secret = Secret(copying: text)
        isWhole = true
    }

    /// Number of bytes.
    package var count: Int { secret.count }

    package static func == (lhs: PastedText, rhs: PastedText) -> Bool {
        lhs.isWhole == rhs.isWhole && lhs.secret.matches(rhs.secret)
    }

    /// Hashes the length only, never the bytes.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(secret.count)
    }
}
