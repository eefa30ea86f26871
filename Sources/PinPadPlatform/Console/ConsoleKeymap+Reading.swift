internal import CPlatform
import Glibc

extension ConsoleKeymap {
    /// Reads the keymap of the virtual terminal open at `descriptor` (`KDGKBENT` for each key of
    /// each table there is, `KDGKBDIACRUC` for the accents). The kernel hands out a Unicode
    /// entry only while the keyboard is in Unicode mode (`K_UNICODE`; a hole otherwise), so read
    /// it before the keyboard is turned off (`ConsoleKeyboard`).
    /// - Returns: nil when `descriptor` is no virtual terminal (the first read fails) or the
    ///   keymap has no plain table.
    package static func read(descriptor: Int32) -> ConsoleKeymap? {
        var tables: [Int: [UInt16]] = [:]
        for table in 0..<tableCount {
            var first: UInt16 = 0
            guard pinpad_console_key_entry(descriptor, UInt8(table), 0, &first) == 0 else {
                if table == 0 { return nil }
                continue
            }
            if first == noSuchTable { continue }
            var entries = [first]
            entries.reserveCapacity(keyCount)
            for code in 1..<keyCount {
                var value: UInt16 = hole
                if pinpad_console_key_entry(descriptor, UInt8(table), UInt8(code), &value) != 0 { value = hole }
                entries.append(value)
            }
            tables[table] = entries
        }
        guard tables[0] != nil else { return nil }
        return ConsoleKeymap(tables: tables, accents: readAccents(descriptor))
    }

    /// The accent table of the virtual terminal at `descriptor`; empty when it cannot be read.
    private static func readAccents(_ descriptor: Int32) -> [UInt32: [UInt32: UInt32]] {
        let capacity = 256
        var accents = [UInt32](repeating: 0, count: capacity)
        var bases = [UInt32](repeating: 0, count: capacity)
        var results = [UInt32](repeating: 0, count: capacity)
        let count = pinpad_console_accents(descriptor, &accents, &bases, &results, UInt32(capacity))
        guard count > 0 else { return [:] }
        var table: [UInt32: [UInt32: UInt32]] = [:]
        // The kernel composes with the first entry that matches: keep the first of each pair.
        for index in 0..<Int(count) where table[accents[index]]?[bases[index]] == nil {
            table[accents[index], default: [:]][bases[index]] = results[index]
        }
        return table
    }
}
