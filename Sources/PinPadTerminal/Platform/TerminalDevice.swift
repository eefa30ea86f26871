import PinPadPlatform
/// The terminal the prompt is drawn on: a descriptor opened read/write on a tty path
/// (`/dev/tty` by default, never standard output), the attributes it had when opened, and raw
/// mode. Closes the descriptor when released.
final class TerminalDevice {
    /// The open descriptor.
    let descriptor: Int32
    private let original: TerminalAttributes
    /// Whether the terminal is in the pad's raw mode (`enterRawMode`), not put back yet.
    private(set) var isRaw = false

    /// Opens `path` and remembers its attributes.
    /// - Throws: `TerminalError` when `path` cannot be opened or is not a terminal.
    init(path: String) throws {
        descriptor = try Platform.openTerminal(path)
        guard Platform.isTerminal(descriptor) else {
            Platform.close(descriptor)
            throw TerminalError("\(path) is not a terminal")
        }
        do {
            original = try Platform.attributes(of: descriptor)
        } catch {
            Platform.close(descriptor)
            throw error
        }
    }

    deinit {
        Platform.close(descriptor)
    }

    /// Switches to raw mode (see `Platform.rawAttributes(from:)`): no echo, so a digit is never
    /// shown, and ^C arrives as a byte.
    func enterRawMode() throws {
        try Platform.setAttributes(Platform.rawAttributes(from: original), of: descriptor)
        isRaw = true
    }

    /// Puts back the attributes the terminal had when opened, discarding unread input so that
    /// nothing typed into the prompt reaches the shell. Ignores failures (the terminal may be
    /// gone).
    func restoreMode() {
        guard isRaw else { return }
        try? Platform.setAttributes(original, of: descriptor)
        isRaw = false
    }

    /// The size in cells; 80×24 when the driver reports none.
    var size: (columns: Int, rows: Int) {
        Platform.windowSize(of: descriptor) ?? (80, 24)
    }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws {
        try Platform.write(descriptor, bytes)
    }

    /// Reads what is available (at most 4096 bytes) into `buffer`, replacing its contents.
    /// - Returns: false at end of file (the terminal hung up).
    func read(into buffer: inout [UInt8]) throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        defer { for index in chunk.indices { chunk[index] = 0 } }
        let count = try chunk.withUnsafeMutableBytes { try Platform.read(descriptor, into: $0) }
        guard let count else { buffer = []; return true }
        buffer = Array(chunk[0..<count])
        return count > 0
    }
}
