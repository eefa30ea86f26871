import Foundation
import PinPadCore
import PinPadSDL
import Testing

/// Snapshot references live in `__Snapshots__/<file>/<name>.png` beside the tests. A missing
/// reference, or `PINPAD_RECORD=1`, records the current render and fails; a mismatch writes
/// `<name>_actual.png` beside the reference and fails.
enum Snapshot {
    /// DejaVu Sans from Debian's fonts-dejavu-core: a fixed font keeps renders deterministic.
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Per-channel difference that still counts as equal (0…255).
    static let tolerance: UInt8 = 4
    /// Pixels allowed beyond the tolerance (anti-aliasing noise across FreeType builds).
    static let allowedPixels = 40

    static func directory(file: String) -> URL {
        let source = URL(fileURLWithPath: file)
        let name = source.deletingPathExtension().lastPathComponent
        return source.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(name)
    }

    /// Renders `prompt` at its layout's viewport and compares it with the reference `name`.
    static func assert(_ prompt: Prompt, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let size = prompt.layout.viewport
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: fontPath)
        canvas.draw(prompt.scene(at: prompt.clock.now, measure: canvas.measure))
        let folder = directory(file: file)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reference = folder.appendingPathComponent("\(name).png").path
        let actual = folder.appendingPathComponent("\(name)_actual.png").path
        try? FileManager.default.removeItem(atPath: actual)
        if ProcessInfo.processInfo.environment["PINPAD_RECORD"] == "1" || !FileManager.default.fileExists(atPath: reference) {
            try canvas.savePNG(reference)
            Issue.record("recorded snapshot \(name): look at \(reference), then run again", sourceLocation: sourceLocation)
            return
        }
        let expected = try Image(png: reference)
        let differing = canvas.image().differingPixels(from: expected, tolerance: tolerance)
        if differing > allowedPixels {
            try canvas.savePNG(actual)
            Issue.record("snapshot \(name): \(differing) pixels differ; see \(actual)", sourceLocation: sourceLocation)
        }
    }
}
