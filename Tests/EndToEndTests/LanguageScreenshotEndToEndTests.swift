import Foundation
import Testing

/// `pinpad --screenshot` in a German and an Arabic locale draws what the snapshot references of
/// the shipped catalogs hold (Tests/PinPadSDLTests/__Snapshots__/TranslationSnapshotTests): German
/// words; Arabic laid out right to left. The Arabic pad still prints ASCII digits
/// (`RightToLeftEndToEndTests`).
@Suite(.serialized)
struct LanguageScreenshotEndToEndTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../PinPadSDLTests/__Snapshots__/TranslationSnapshotTests").standardized.path

    static func screenshot(locale: String, _ arguments: [String]) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-\(getpid())-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Run.pinpad(["--screenshot", path] + arguments, environment: Languages.environment(locale))
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func aGermanLocaleDrawsGermanWords() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let shot = try Self.screenshot(locale: "de_DE.UTF-8", ["--fill", "2", "--clear-key", "--message", "Dieses Konto ist gesperrt"])
        #expect(shot == (try Data(contentsOf: URL(fileURLWithPath: "\(Self.references)/german.png"))), "not the German reference")
    }

    @Test func anArabicLocaleIsRightToLeft() throws {
        try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
        let shot = try Self.screenshot(locale: "ar_EG.UTF-8", ["--clear-key", "--message", "هذا الحساب مقفل", "--error", "رمز PIN غير صحيح", "--elapsed", "1000"])
        #expect(shot == (try Data(contentsOf: URL(fileURLWithPath: "\(Self.references)/arabic.png"))), "not the Arabic reference")
    }
}
