import Foundation
import Testing

/// Every target imports only what the layering allows (`ModuleGraph`): PinPadCore nothing but the
/// standard library (issue 2, "Done when"), the system module no PinPadCore, no surface another
/// surface, no edge up or sideways (issue 23).
@Suite struct ModuleImportTests {
    /// The package's root, found from this file's path (`Tests/PinPadCoreTests/…`).
    static var packageDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The Swift files under `path` (relative to the package's root); with `articles`, the
    /// documentation catalogs' articles too (Markdown, whose code samples import like sources).
    static func swiftFiles(under path: String, articles: Bool = false) throws -> [URL] {
        let directory = packageDirectory.appendingPathComponent(path)
        let enumerator = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        let extensions: Set<String> = articles ? ["swift", "md"] : ["swift"]
        var files: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension) { files.append(url) }
        return files
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
        // The catalog's articles too: the core's documentation shows the core alone.
        let files = try Self.swiftFiles(under: "Sources/PinPadCore", articles: true)
        #expect(files.count >= 10, "expected the PinPadCore sources")
        #expect(files.contains { $0.pathExtension == "md" }, "expected the PinPadCore catalog's articles")
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let forbidden = Self.importedModules(in: source).filter { !ModuleGraph.standardLibrary.contains($0) }
            #expect(forbidden.isEmpty, "\(file.lastPathComponent) imports \(forbidden)")
        }
    }

    /// Each source file of each target imports only the modules the graph gives its target.
    @Test(arguments: ModuleGraph.targets.keys.sorted())
    func everyTargetImportsOnlyWhatItsLayerAllows(_ target: String) throws {
        let entry = try #require(ModuleGraph.targets[target])
        let files = try Self.swiftFiles(under: entry.path)
        #expect(!files.isEmpty, "expected the sources of \(target) in \(entry.path)")
        let allowed = ModuleGraph.allowed(for: target)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let forbidden = Self.importedModules(in: source).filter { !allowed.contains($0) }
            #expect(forbidden.isEmpty, "\(target): \(file.lastPathComponent) imports \(forbidden), which its layer may not")
        }
    }

    /// The graph itself: every edge points to a lower layer (nothing up, nothing sideways), and
    /// names only modules the graph knows.
    @Test func everyEdgePointsDown() throws {
        for (target, entry) in ModuleGraph.targets {
            for module in entry.imports {
                let layer = try #require(ModuleGraph.layer(of: module), "\(target) imports \(module), which the graph does not know")
                #expect(layer < entry.layer, "\(target) (layer \(entry.layer)) imports \(module) (layer \(layer))")
            }
        }
    }

    /// Package.swift gives no target a dependency its layer may not import: the graph is the one
    /// place that says what may depend on what.
    @Test func theManifestsDependenciesFollowTheGraph() throws {
        let manifest = try String(contentsOf: Self.packageDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = #"name:\s*"([^"]+)",\s*dependencies:\s*\[([^\]]*)\]"#
        let regex = try NSRegularExpression(pattern: pattern)
        let matches = regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
        var checked = 0
        for match in matches {
            guard let nameRange = Range(match.range(at: 1), in: manifest), let listRange = Range(match.range(at: 2), in: manifest)
            else { continue }
            let name = String(manifest[nameRange])
            guard let entry = ModuleGraph.targets[name] else { continue }  // test targets
            let dependencies = manifest[listRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            let outside = dependencies.filter { !entry.imports.contains($0) }
            #expect(outside.isEmpty, "Package.swift gives \(name) \(outside), which ModuleGraph does not allow it")
            checked += 1
        }
        #expect(checked >= 15, "expected the targets' dependencies in Package.swift")
    }

    /// Every module of the package is in the graph: a new one must be placed on a layer.
    @Test func everyModuleIsInTheGraph() throws {
        let manager = FileManager.default
        for folder in ["Sources", "Fuzz"] {
            let names = try manager.contentsOfDirectory(atPath: Self.packageDirectory.appendingPathComponent(folder).path)
            for name in names where !name.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                let path = Self.packageDirectory.appendingPathComponent(folder).appendingPathComponent(name).path
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let known = ModuleGraph.cModules.contains(name) || ModuleGraph.targets[name] != nil
                #expect(known, "\(folder)/\(name) is not in ModuleGraph")
            }
        }
    }
}
