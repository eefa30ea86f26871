import Foundation
import PinPadFrontEnd
import Testing

/// Every place in the README, `docs/` and the man pages that lists the configuration files'
/// front-end sections (three or more named together) names every section the
/// configuration reads (`FrontEnd.section`).
struct DocumentedSectionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The README, the pages of `docs/` and the man pages' sources, relative to the root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        let manuals = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Assets/man").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
            + manuals.filter { $0.hasSuffix(".scd") }.sorted().map { "Assets/man/\($0)" }
    }

    /// The sections the configuration files may have, as written in them: `[pinentry]`, ….
    static let sections = FrontEnd.allCases.compactMap(\.section).map { "[\($0)]" }

    /// The lists of sections in `text`: the 160 characters from each `[pinentry]` in which at
    /// least three sections are named (two, "its `[pinentry]` or `[askpass]` section", is no list).
    static func lists(in text: String) -> [Substring] {
        var lists: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "[pinentry]") {
            let list = rest[start.lowerBound...].prefix(160)
            if sections.filter({ list.contains($0) }).count >= 3 { lists.append(list) }
            rest = rest[start.upperBound...]
        }
        return lists
    }

    @Test func someListsAreChecked() throws {
        let count = try Self.pages().map { Self.lists(in: try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8)).count }.reduce(0, +)
        #expect(count >= 4, "only \(count) lists of sections found: the test no longer finds them")
    }

    @Test(arguments: try pages())
    func everyListNamesEverySection(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        for list in Self.lists(in: text) {
            for section in Self.sections {
                #expect(list.contains(section), "\(page): the list of sections \"\(list.prefix(80))…\" does not name \(section)")
            }
        }
    }
}

/// `docs/configuration.md` names exactly the options that are given on the command line only
/// (`OptionInfo.isInFiles` false), gpg-agent's options to a pinentry apart (said in words).
struct DocumentedCommandLineOnlyOptionsTests {
    static let page = "docs/configuration.md"
    static let before = "Given on the command line only, never in a file:"
    static let after = "gpg-agent gives a pinentry."

    /// The options no file may set.
    static let commandLineOnly = (Options.table.map(\.info) + PasswordAgentOptions.ownTable.map(\.info)
        + LoginOptions.ownTable.map(\.info) + GreeterOptions.ownTable.map(\.info)).filter { !$0.isInFiles }

    /// The ways `info` is written on the command line: `--help`, `-h`.
    static func spellings(_ info: OptionInfo) -> Set<String> {
        Set([info.spelling] + (info.short.map { ["-\($0)"] } ?? []))
    }

    @Test func thePageNamesEveryCommandLineOnlyOption() throws {
        let text = try String(contentsOf: DocumentedSectionsTests.root.appendingPathComponent(Self.page), encoding: .utf8)
        let start = try #require(text.range(of: Self.before), "\(Self.page) has no \"\(Self.before)\"")
        let end = try #require(text.range(of: Self.after, range: start.upperBound..<text.endIndex))
        let named = Set(text[start.upperBound..<end.lowerBound].split(separator: "`").map(String.init).filter { $0.hasPrefix("-") })
        #expect(!Self.commandLineOnly.isEmpty)
        for info in Self.commandLineOnly {
            #expect(!named.isDisjoint(with: Self.spellings(info)), "\(Self.page) does not name \(info.spelling) among the options given on the command line only")
        }
        let known = Self.commandLineOnly.reduce(into: Set<String>()) { $0.formUnion(Self.spellings($1)) }
        for spelling in named {
            #expect(known.contains(spelling), "\(Self.page) names \(spelling) among the options given on the command line only, and a file may set it")
        }
    }
}

/// The headings of `--help` send a reader to a section of `pinpad(1)` that is there, never to
/// the README (which an installed machine may not have at hand).
struct HelpHeadingReferenceTests {
    @Test(arguments: OptionGroup.allCases.map(\.title))
    func theHeadingNamesASectionOfTheManual(title: String) throws {
        #expect(!title.contains("README"), "the --help heading \"\(title)\" sends the reader to the README")
        guard let reference = title.range(of: " in pinpad(1)") else { return }
        let section = title[..<reference.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        let manual = try String(contentsOf: DocumentedSectionsTests.root.appendingPathComponent("Assets/man/pinpad.1.scd"), encoding: .utf8)
        #expect(manual.split(separator: "\n").contains { $0 == "# \(section)" }, "the --help heading \"\(title)\" names \(section), which is no section of pinpad(1)")
    }
}
