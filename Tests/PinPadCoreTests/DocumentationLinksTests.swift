import Foundation
import PinPadCore
import Testing

/// The README stays a ten-minute read, and no link of the README or of `docs/` leads nowhere:
/// every relative link names a file of the checkout, and every `#anchor` a heading of the page it
/// points at (GitHub's anchors: the heading in lower case, punctuation dropped, spaces as `-`).
struct DocumentationLinksTests {
    /// The package's root, found from this file's path (`Tests/PinPadCoreTests/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The most lines the README may have: about ten minutes of reading, blocks to copy included.
    static let readmeLineBudget = 350

    /// The README and every page of `docs/`, relative to the root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The lines of `text` outside its literal blocks (between lines of ```` ``` ````).
    static func prose(_ text: String) -> [Substring] {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inside.toggle(); return false }
            return !inside
        }
    }

    /// The targets of the Markdown links (`[text](target)`) and images (`<img src="target"`) of `text`'s prose.
    static func targets(_ text: String) -> [String] {
        var targets: [String] = []
        for line in prose(text) {
            for (opening, closing) in [("](", ")"), ("src=\"", "\"")] {
                var rest = line[...]
                while let start = rest.range(of: opening) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.range(of: closing) else { break }
                    targets.append(String(rest[..<end.lowerBound]))
                    rest = rest[end.upperBound...]
                }
            }
        }
        return targets
    }

    /// The anchors GitHub gives the headings of `text`.
    static func anchors(_ text: String) -> Set<String> {
        Set(prose(text).filter { $0.hasPrefix("#") }.map { heading in
            let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(title.unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
        })
    }

    @Test func theREADMEIsATenMinuteRead() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= Self.readmeLineBudget, "README.md has \(lines) lines, more than \(Self.readmeLineBudget): move the reference to docs/ or the man pages")
    }

    @Test(arguments: try pages())
    func everyLinkLeadsSomewhere(page: String) throws {
        let text = try Self.text(page)
        let folder = (page as NSString).deletingLastPathComponent
        for target in Self.targets(text) where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path)
            #expect(exists, "\(page) links to \(target): \(file) is not there")
            if exists, parts.count == 2 {
                let anchors = file.hasSuffix(".md") ? Self.anchors(try Self.text(file)) : []
                #expect(anchors.contains(parts[1]), "\(page) links to \(target): \(file) has no heading #\(parts[1])")
            }
        }
    }

    /// A suite run as the README and docs/testing.md say runs under the Xvfb `make test` starts
    /// (the Makefile's `xvfb-run` before `Scripts/run-tests`: its screen, and `-noreset`, without
    /// which Xvfb refuses connections while it resets between the tests' windows).
    @Test func theDocumentedXvfbIsMakeTests() throws {
        let makefile = try Self.text("Makefile").split(separator: "\n")
        let line = try #require(makefile.first { $0.contains("xvfb-run") && $0.contains("Scripts/run-tests") }, "the Makefile runs Scripts/run-tests under no xvfb-run")
        let run = try #require(line.range(of: "xvfb-run")), script = try #require(line.range(of: "Scripts/run-tests"))
        let arguments = line[run.lowerBound..<script.lowerBound].trimmingCharacters(in: .whitespaces)
        #expect(arguments.contains("-noreset"), "the Makefile's xvfb-run: \(arguments)")
        for page in ["README.md", "docs/testing.md"] {
            let documented = try Self.text(page).split(separator: "\n").filter { $0.contains("xvfb-run") && $0.contains("swift test") }
            #expect(!documented.isEmpty, "\(page) shows no xvfb-run of swift test")
            for shown in documented {
                #expect(shown.contains(arguments + " swift test"), "\(page) runs the tests as \(shown.trimmingCharacters(in: .whitespaces)), not under the Makefile's \(arguments)")
            }
        }
    }

    @Test func theREADMELinksEveryPageOfDocs() throws {
        let linked = Set(Self.targets(try Self.text("README.md")).map { String($0.split(separator: "#").first ?? "") })
        for page in try Self.pages().dropFirst() {
            #expect(linked.contains(page), "README.md does not link \(page)")
        }
    }

    /// Every screenshot in `Assets/` is shown by the README or a page of `docs/`.
    @Test func everyScreenshotIsShown() throws {
        var shown: Set<String> = []
        for page in try Self.pages() {
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for target in Self.targets(try Self.text(page)) where !target.contains("://") {
                let file = folder.appendingPathComponent(target).standardizedFileURL.path
                shown.insert(String(file.dropFirst(Self.root.standardizedFileURL.path.count + 1)))
            }
        }
        let assets = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Assets").path)
        for name in assets.sorted() where name.hasPrefix("screenshot") && name.hasSuffix(".png") {
            #expect(shown.contains("Assets/\(name)"), "Assets/\(name) is shown on no page: show it or remove it")
        }
    }

    /// The README shows the letters keyboard, its option, its layouts and how one is chosen, and
    /// links the page of its reference.
    @Test func theREADMEShowsTheLettersKeyboard() throws {
        let readme = try Self.text("README.md")
        #expect(Self.targets(readme).contains("Assets/screenshot-keyboard.png"), "README.md shows no letters keyboard")
        #expect(readme.contains("`--keyboard-layout"), "README.md does not name --keyboard-layout")
        #expect(readme.contains("LANG=de_DE.UTF-8` gives `de`"), "README.md does not say the locale picks the layout")
        for name in KeyboardLayout.shippedNames {
            #expect(readme.contains("`\(name)`"), "README.md does not name the layout \(name)")
        }
        #expect(Self.targets(readme).contains("docs/keyboard.md"), "README.md does not link docs/keyboard.md")
    }
}
