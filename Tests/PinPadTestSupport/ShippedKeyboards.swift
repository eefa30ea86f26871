import Glibc
import PinPadCore

/// The keyboard layout files the package ships (`Assets/keyboards/NAME.layout`), read from the
/// source tree for tests.
public enum ShippedKeyboards {
    /// The directory of the shipped layout files.
    public static let directory: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Assets/keyboards"
    }()

    /// The bytes of `directory/NAME.layout`; traps when the file cannot be read.
    public static func bytes(_ name: String) -> [UInt8] {
        let path = "\(directory)/\(name).layout"
        guard let file = fopen(path, "rb") else { fatalError("ShippedKeyboards: cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// The shipped layout `name`, parsed; traps when it does not parse.
    public static func layout(_ name: String) -> KeyboardLayout {
        do {
            return try KeyboardLayout.parse(bytes(name), file: "\(name).layout")
        } catch {
            fatalError("ShippedKeyboards: \(error)")
        }
    }
}
