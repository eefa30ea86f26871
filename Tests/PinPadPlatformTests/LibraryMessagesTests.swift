import Glibc
import PinPadPlatform
import Testing

/// Linux-PAM's and glibc's messages come in UTF-8 in a language that is not Latin, though
/// pinpad leaves `LC_CTYPE` at "C": glibc would give "?" or a transliteration otherwise.
@Suite(.serialized)
struct LibraryMessagesTests {
    /// `body`'s result with this thread's messages in `locale` and every other category "C".
    static func inMessagesLocale<T>(_ locale: String, _ body: () -> T) throws -> T {
        let messages = try #require(newlocale(LC_MESSAGES_MASK, locale, nil), "\(locale) is not installed")
        defer { freelocale(messages) }
        let previous = uselocale(messages)
        defer { uselocale(previous) }
        return body()
    }

    /// True when `text` holds a letter of the given Unicode block and no "?".
    static func isIn(_ text: String?, _ block: ClosedRange<UInt32>) -> Bool {
        guard let text else { return false }
        return !text.contains("?") && text.unicodeScalars.contains { block.contains($0.value) }
    }

    @Test func aLinuxPAMMessageInHebrewIsUTF8() throws {
        MessageCatalog.answerInUTF8(MessageCatalog.libraryDomains)
        let pam = MessageCatalog(domain: "Linux-PAM", language: "he")
        let failure = try Self.inMessagesLocale("he_IL.UTF-8") { pam.text("Authentication failure") }
        #expect(Self.isIn(failure, 0x05D0...0x05EA), "\(failure ?? "none")")
        let locked = try Self.inMessagesLocale("he_IL.UTF-8") { pam.text("The account is locked due to %u failed logins.") }
        #expect(Self.isIn(locked, 0x05D0...0x05EA), "\(locked ?? "none")")
    }

    @Test func strerrorInGermanKeepsItsUmlaut() throws {
        MessageCatalog.answerInUTF8(MessageCatalog.libraryDomains)
        let text = try Self.inMessagesLocale("de_DE.UTF-8") { String(cString: strerror(EPIPE)) }
        #expect(text.contains("ü"), "\(text)")
    }
}
