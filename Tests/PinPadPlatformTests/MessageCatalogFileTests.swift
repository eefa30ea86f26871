import Foundation
import PinPadPlatform
import Testing

/// A catalog glibc would crash on is refused before `dgettext` reads it: truncated, garbage, a
/// table or a string past the end, a hash slot past the strings. A catalog msgfmt wrote passes.
struct MessageCatalogFileTests {
    /// A catalog of two messages as `msgfmt` writes it.
    static func built() throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-mo-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let po = directory.appendingPathComponent("de.po"), mo = directory.appendingPathComponent("de.mo")
        try """
            msgid ""
            msgstr ""
            "Language: de\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgid "Enter PIN"
            msgstr "PIN eingeben"

            msgctxt "key"
            msgid "Cancel"
            msgstr "Abbrechen"

            """.write(to: po, atomically: false, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", mo.path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        #expect(msgfmt.terminationStatus == 0)
        return Array(try Data(contentsOf: mo))
    }

    @Test func aCatalogMsgfmtWrotePasses() throws {
        #expect(MessageCatalogFile.problem(try Self.built()) == nil)
    }

    @Test func aTruncatedOrGarbledCatalogIsRefused() throws {
        let good = try Self.built()
        for length in [0, 4, 27, 28, 40, good.count / 2, good.count - 1] {
            #expect(MessageCatalogFile.problem(Array(good.prefix(length))) != nil, "the first \(length) of \(good.count) bytes")
        }
        var generator = SystemRandomNumberGenerator()
        #expect(MessageCatalogFile.problem((0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }) != nil)
        // The magic number kept, every word after it garbled in turn: a table offset past the
        // end crashed glibc's dgettext (a segmentation fault).
        for word in stride(from: 8, to: 28, by: 4) {
            var bad = good
            for index in word..<word + 4 { bad[index] = 0x7f }
            #expect(MessageCatalogFile.problem(bad) != nil, "header word at \(word)")
        }
        // A string's length reaching past the end.
        var long = good
        let originals = Int(good[12]) | Int(good[13]) << 8
        long[originals + 8] = 0xff
        long[originals + 9] = 0xff
        #expect(MessageCatalogFile.problem(long) != nil)
    }

    @Test func theDirectoriesGlibcLooksInAreAllChecked() {
        let names = MessageCatalog.candidates(locale: "de_DE.UTF-8", languageList: "pt_BR:fr")
        #expect(names.prefix(4) == ["pt_BR", "pt", "fr", "de_DE.UTF-8"])
        for name in ["de_DE.utf8", "de_DE", "de.UTF-8", "de.utf8", "de"] { #expect(names.contains(name), "\(name)") }
        #expect(MessageCatalog.candidates(locale: "../../etc", languageList: "a/b").allSatisfy { !$0.contains("/") })
    }

    /// An alias name in the list (`german`, from `locale.alias`) adds the names of its value,
    /// which glibc opens in its place.
    @Test func anAliasInTheListAddsTheDirectoriesOfItsValue() {
        for list in ["german", "Deutsch:he"] {
            let names = MessageCatalog.candidates(locale: "he_IL.UTF-8", languageList: list)
            #expect(names.contains("de") && names.contains("de_DE.ISO-8859-1") && names.contains("de_DE.iso88591"), "\(list): \(names)")
        }
        #expect(MessageCatalog.aliases("# c\nfoo\tde_DE.UTF-8\n\nBar  fr_FR\nfoo it\n") == ["foo": "de_DE.UTF-8", "bar": "fr_FR"])
    }

    /// A client's locale (`OPTION lc-messages`) is taken only as a locale's name: never a path,
    /// never empty or long, never anything but ASCII letters, digits and `_ . @ - +`.
    @Test func aClientsLocaleIsOnlyALocalesName() {
        for name in ["de_DE.UTF-8", "C", "sr_RS.utf8@latin", "C.UTF-8", "en_US.ISO-8859-15"] { #expect(MessageCatalog.isLocaleName(name), "\(name)") }
        for name in ["", "../de", "de/DE", ".hidden", "de DE", "dé", "de\u{0}x", String(repeating: "a", count: 65)] {
            #expect(!MessageCatalog.isLocaleName(name), "\(name)")
        }
        #expect(MessageCatalog.isLocaleName(String(repeating: "a", count: 64)))
    }
}
