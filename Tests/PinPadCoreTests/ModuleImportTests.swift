import Foundation
import Testing

/// PinPadCore is pure Swift: it imports nothing but the standard library (issue 2, "Done when").
@Suite struct CoreImportTests {
    /// Modules PinPadCore may import: the standard library and its concurrency parts.
    static let allowed: Set<String> = ["Swift", "_Concurrency", "Synchronization"]

    /// `Sources/PinPadCore`, found from this file's path (`Tests/PinPadCoreTests/…`).
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/PinPadCore")
    }

    /// The modules named by import declarations in `source`, including scoped imports
    /// (`import struct Foundation.URL`), attributed ones (`@_exported`, `@preconcurrency`) and
    /// access-level ones (`internal import`), even inside `#if` blocks.
    static func importedModules(in source: String) -> [String] {
        let pattern = #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(source.startIndex..., in: source)
        return regex.matches(in: source, range: range).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    @Test func theScannerFindsEveryKindOfImport() {
        let source = """
            import Foundation
              @preconcurrency import Glibc
            internal import CSDL2
            @_exported public import Dispatch
            import struct Darwin.size_t
            #if canImport(Musl)
            import Musl
            #endif
            // import CommentedOut (a comment, not an import)
            let important = 1
            """
        #expect(Self.importedModules(in: source) == ["Foundation", "Glibc", "CSDL2", "Dispatch", "Darwin", "Musl"])
        #expect(Self.importedModules(in: "import Swift\nimport _Concurrency") == ["Swift", "_Concurrency"])
    }

    @Test func pinPadCoreImportsOnlyTheStandardLibrary() throws {
        let directory = Self.sourceDirectory
        let enumerator = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" { files.append(url) }
        #expect(files.count >= 10, "expected the PinPadCore sources in \(directory.path)")
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let forbidden = Self.importedModules(in: source).filter { !Self.allowed.contains($0) }
            #expect(forbidden.isEmpty, "\(file.lastPathComponent) imports \(forbidden)")
        }
    }
}
