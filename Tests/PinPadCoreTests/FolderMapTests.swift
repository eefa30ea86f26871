import Foundation
import Testing

/// The "Folders" block of `docs/layout-of-the-code.md` names every folder of the tree a newcomer
/// looks for, and only folders that are there: each directory under `Sources/`, `Tests/`,
/// `Assets/` and `Scripts/`, and the top-level ones.
struct FolderMapTests {
    /// The package's root, found from this file's path (`Tests/PinPadCoreTests/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file that holds the block, relative to the root.
    static let map = "docs/layout-of-the-code.md"

    /// The paths the block names: the first column of each entry, `A/B, C, D` meaning `A/B`,
    /// `A/C` and `A/D`; `…` stands for any folder.
    static func named() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(map), encoding: .utf8)
        let start = try #require(text.range(of: "## Folders\n\n```\n"), "no Folders block in \(map)")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        var paths: [String] = []
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where !line.hasPrefix(" ") {
            let column = line.components(separatedBy: "  ").first ?? ""
            var parent = ""
            for item in column.components(separatedBy: ", ") {
                let item = item.trimmingCharacters(in: .whitespaces)
                if item.contains("/") {
                    paths.append(item)
                    parent = String(item[..<item.lastIndex(of: "/")!])
                } else {
                    paths.append(parent.isEmpty ? item : parent + "/" + item)
                }
            }
        }
        return paths
    }

    @Test func everyFolderNamedIsThere() throws {
        for path in try Self.named() where !path.contains("…") {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(Self.map) names \(path), which is not there")
        }
    }

    @Test func everyFolderIsNamed() throws {
        let named = Set(try Self.named())
        let manager = FileManager.default
        func directories(_ path: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: Self.root.appendingPathComponent(path).path)) ?? []).filter { name in
                var isDirectory: ObjCBool = false
                return !name.hasPrefix(".") && manager.fileExists(atPath: Self.root.appendingPathComponent("\(path)/\(name)").path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }.map { "\(path)/\($0)" }
        }
        let expected = ["Sources", "Tests", "Assets"].flatMap(directories) + ["Scripts", "Fuzz", "Benchmarks", "docs"]
        for path in expected {
            #expect(named.contains(path), "the Folders block of \(Self.map) does not name \(path)")
        }
    }
}
