import FuzzSupport
import Glibc
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the command-line parser and the configuration files (`Options.read`, the standard
/// files left out): the input, split at NUL bytes, is the list of arguments (each decoded
/// leniently, as `CommandLine.arguments` does); a first part that starts with `#conf` is written
/// to a file read as `-C FILE` instead. Reading must give options within their documented
/// ranges and warnings of one line, or a `UsageError` of one line; anything else traps.
@main
enum OptionsParserFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// Traps unless `options` keeps every documented range.
    static func check(_ options: Options) {
        let boxRange = 1...PasscodeField.maximumBoxCount
        precondition(boxRange.contains(options.boxes), "boxes \(options.boxes)")
        precondition(options.fields.allSatisfy { boxRange.contains($0.boxes) }, "a field's boxes out of range")
        let smallest = options.fields.map(\.boxes).min() ?? options.boxes
        precondition(options.minLength.map { boxRange.contains($0) && $0 <= smallest } ?? true, "minimum length over the boxes")
        let total = options.fields.isEmpty ? options.boxes : options.fields.reduce(0) { $0 + $1.boxes }
        precondition((0...total).contains(options.fill), "fill \(options.fill) of \(total) boxes")
        precondition((64...8192).contains(options.width) && (64...8192).contains(options.height), "size out of range")
        precondition(options.scale.map { (0.25...8).contains($0) } ?? true, "scale out of range")
        precondition(options.timeoutSeconds.map { (0.001...86_400).contains($0) } ?? true, "timeout out of range")
        precondition((0...3_600_000).contains(options.elapsed), "elapsed out of range")
    }

    /// Traps unless `message` is one non-empty line: no control characters (C0, DEL, C1) and no
    /// line or paragraph separator.
    static func check(_ message: String) {
        precondition(!message.isEmpty, "empty usage error")
        for scalar in message.unicodeScalars {
            let category = scalar.properties.generalCategory
            precondition(
                category != .control && category != .lineSeparator && category != .paragraphSeparator,
                "usage error with control character U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var parts = size == 0 ? [] : bytes.split(separator: 0, omittingEmptySubsequences: false)
    var file: [String] = []
    if let first = parts.first, first.starts(with: Array("#conf".utf8)) {
        let path = "/tmp/pinpad-fuzz-\(getpid()).conf"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0, "cannot write \(path)")
        _ = Array(first).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        file = ["-C", path]
        parts.removeFirst()
    }
    let arguments = file + parts.map { String(decoding: $0, as: UTF8.self) }
    do {
        let (options, _, warnings) = try Options.read(arguments, readsFiles: false)
        OptionsParserFuzz.check(options)
        for warning in warnings { OptionsParserFuzz.check(warning) }
    } catch {
        OptionsParserFuzz.check(error.message)
    }
    return 0
}
