import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

/// `po/pinpad.pot` is what xgettext finds in the sources now (`make pot`), and every shipped
/// translation translates each of its messages, passes `msgfmt --check` and keeps every
/// `{placeholder}`.
struct TranslationCatalogTests {
    static let root = URL(fileURLWithPath: ShippedTranslations.directory).deletingLastPathComponent().path

    /// Runs `program` with `arguments` in the source tree: its status and standard error.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func theTemplateIsWhatTheSourcesSay() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).pot").path
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let made = try Self.run("\(Self.root)/Scripts/make-pot", [fresh])
        #expect(made.status == 0, "\(made.error)")
        let shipped = ShippedTranslations.text("\(ShippedTranslations.directory)/pinpad.pot")
        #expect(ShippedTranslations.text(fresh) == shipped, "po/pinpad.pot is not what the sources say: run `make pot`, then msgmerge each language")
    }

    @Test(arguments: ShippedTranslations.languages)
    func everyMessageIsTranslatedAndChecked(language: String) throws {
        let path = "\(ShippedTranslations.directory)/\(language).po"
        let checked = try Self.run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", path])
        #expect(checked.status == 0, "\(checked.error)")
        #expect(!checked.error.contains("untranslated") && !checked.error.contains("fuzzy"), "\(language): \(checked.error)")
        let template = ShippedTranslations.messages("\(ShippedTranslations.directory)/pinpad.pot").filter { !$0.english.isEmpty }
        let messages = ShippedTranslations.messages(path).filter { !$0.english.isEmpty }
        #expect(Set(messages.map(\.key)) == Set(template.map(\.key)), "\(language) and the template hold other messages")
        for message in messages {
            #expect(!message.flags.contains("fuzzy"), "\(language): \(message.english) is fuzzy")
            #expect(!message.translations.isEmpty && message.translations.allSatisfy { !$0.isEmpty }, "\(language): \(message.english) is not translated")
            for (index, translation) in message.translations.enumerated() {
                let english = index == 0 ? message.english : (message.plural ?? message.english)
                #expect(
                    Words.keepsPlaceholders(of: english, in: translation, isPluralForm: message.plural != nil),
                    "\(language): \"\(translation)\" does not keep the placeholders of \"\(english)\"")
            }
        }
        // A line that names its file first ("{file}: ", "{where}: ") keeps that start as it is
        // in every language, as the lines whose prefix the program adds do: what reads
        // `FILE:LINE: message` reads them all. French wrote "{file} : ", Chinese "{file}：".
        for message in messages {
            guard let start = ["{file}: ", "{where}: "].first(where: { message.english.hasPrefix($0) }) else { continue }
            for translation in message.translations {
                #expect(translation.hasPrefix(start), "\(language): \"\(translation)\" does not start with \"\(start)\"")
            }
        }
        let header = ShippedTranslations.messages(path).first { $0.english.isEmpty }?.translations.first ?? ""
        #expect(header.contains("Language: \(language)\n") && header.contains("charset=UTF-8"), "\(language): \(header)")
    }
}
