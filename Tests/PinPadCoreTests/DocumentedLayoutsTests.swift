import Foundation
import Testing

/// Where the docs list the letters keyboard's layouts by name (the disk unlock's pages), they
/// list the layouts shipped in `Assets/keyboards` (`NAME.layout`), no more and no fewer.
struct DocumentedLayoutsTests {
    /// The package's root, found from this file's path (`Tests/PinPadCoreTests/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A list of layouts in a page: the file, the text just before the list and the text just after.
    struct Listing: CustomTestStringConvertible, Sendable {
        let page: String
        let before: String
        let after: String
        var testDescription: String { page }
    }

    static let listings = [
        Listing(page: "docs/disk-unlock.md", before: "`keyboard-layout` is ", after: " or a layout of your own"),
        Listing(page: "Assets/man/pinpad.1.scd", before: "a *keyboard-layout* (", after: "or a layout of your own"),
        Listing(page: "docs/layout-of-the-code.md", before: "the letters keyboard's layouts (", after: ")"),
    ]

    /// The names of the layouts shipped: `Assets/keyboards/*.layout` without the extension.
    static func shipped() throws -> Set<String> {
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Assets/keyboards").path)
        return Set(files.filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(".layout".count)) })
    }

    /// The words of `text` between `before` and `after` (its first occurrence), the markup
    /// (`` ` ``, `*`) and the joining words dropped.
    static func names(in text: String, between before: String, and after: String) throws -> Set<String> {
        let start = try #require(text.range(of: before), "no \"\(before)\"")
        let end = try #require(text.range(of: after, range: start.upperBound..<text.endIndex), "no \"\(after)\" after \"\(before)\"")
        let words = text[start.upperBound..<end.lowerBound].split { !$0.isLetter }.map(String.init)
        return Set(words).subtracting(["or", "and"])
    }

    @Test(arguments: listings)
    func theListNamesEveryShippedLayout(listing: Listing) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(listing.page), encoding: .utf8)
        let listed = try Self.names(in: text, between: listing.before, and: listing.after)
        let shipped = try Self.shipped()
        #expect(!shipped.isEmpty)
        #expect(listed == shipped, "\(listing.page) lists the layouts \(listed.sorted()), Assets/keyboards has \(shipped.sorted())")
    }
}
