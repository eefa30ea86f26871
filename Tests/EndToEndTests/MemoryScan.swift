import Foundation

/// Reads another process's memory as root (`/proc/PID/maps`, `/proc/PID/mem`) to look for a
/// secret left behind.
enum MemoryScan {
    /// The mappings of `pid` that hold `text` as UTF-8 or as 32-bit characters (UTF-32, little
    /// endian), each as `start-end perms path (encoding)`; and how many bytes were read.
    static func find(_ text: String, in pid: pid_t) -> (hits: [String], bytesRead: Int) {
        let needles = [("UTF-8", Array(text.utf8)), ("UTF-32", text.unicodeScalars.flatMap { withUnsafeBytes(of: $0.value.littleEndian, Array.init) })]
        let maps = read("/proc/\(pid)/maps")
        guard !maps.isEmpty else { return (["cannot read /proc/\(pid)/maps"], 0) }
        let memory = open("/proc/\(pid)/mem", O_RDONLY)
        guard memory >= 0 else { return (["cannot open /proc/\(pid)/mem: \(String(cString: strerror(errno)))"], 0) }
        defer { close(memory) }
        var hits: [String] = []
        var total = 0
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[1].hasPrefix("r") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2, bounds[1] > bounds[0], bounds[1] - bounds[0] < 1 << 30 else { continue }
            var region = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
            let count = region.withUnsafeMutableBytes { pread(memory, $0.baseAddress, $0.count, off_t(Int64(bitPattern: bounds[0]))) }
            guard count > 0 else { continue }
            total += count
            for (encoding, needle) in needles {
                if region.withUnsafeBytes({ contains(UnsafeRawBufferPointer(rebasing: $0[0..<count]), needle) }) {
                    hits.append("\(line) (\(encoding))")
                }
            }
        }
        return (hits, total)
    }

    /// The whole text of a file under /proc, read to its end (their sizes read as 0).
    static func read(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            text += chunk[0..<count]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `bytes` holds `needle` (memchr to each candidate first byte, then memcmp).
    private static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let base = bytes.baseAddress, !needle.isEmpty, bytes.count >= needle.count else { return false }
        var offset = 0
        let last = bytes.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) else { return false }
            let position = base.distance(to: UnsafeRawPointer(hit))
            if needle.withUnsafeBytes({ memcmp(base + position, $0.baseAddress!, needle.count) }) == 0 { return true }
            offset = position + 1
        }
        return false
    }
}
