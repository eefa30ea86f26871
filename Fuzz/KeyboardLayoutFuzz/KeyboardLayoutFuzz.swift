import FuzzSupport
import PinPadCore

/// Fuzzes the keyboard layout parser (`KeyboardLayout.parse`): any bytes give a layout that keeps
/// every documented rule, or a `KeyboardLayoutError` of one line naming the file; then the
/// layout's keyboard is laid out and typed on, every key of every page, with Shift off and held,
/// and each tap must put exactly its key's character into the field. Anything else traps.
@main
enum KeyboardLayoutFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// Traps unless `layout` keeps the parser's documented rules.
    static func check(_ layout: KeyboardLayout) {
        precondition(layout.pages[.letters] != nil && layout.pages[.symbols] != nil, "a page missing")
        for (page, rows) in layout.pages {
            precondition((1...KeyboardLayout.maximumRowCount).contains(rows.count), "rows on a page")
            var seen = Set<Character>()
            var seenCapitals = Set<Character>()
            for row in rows {
                precondition((1...KeyboardLayout.maximumRowLength).contains(row.count), "keys in a row")
                for key in row {
                    precondition(seen.insert(key).inserted, "a key twice on \(page)")
                    precondition(!key.unicodeScalars.contains { $0.properties.generalCategory == .control }, "a control character")
                    precondition(key != " " && key.utf8.count <= KeyboardLayout.maximumCharacterBytes, "a key too long or a space")
                    if page != .symbols { precondition(seenCapitals.insert(layout.capital(of: key)).inserted, "a capital twice on \(page)") }
                }
            }
        }
        for (key, capital) in layout.capitals {
            precondition(layout.pages[.symbols]?.joined().contains(key) != true || layout.pages.filter { $0.key != .symbols }.values.joined().joined().contains(key), "a capital on the symbols page")
            precondition(!capital.unicodeScalars.contains { $0.properties.generalCategory == .control }, "a control character")
            precondition(capital != " " && capital.utf8.count <= KeyboardLayout.maximumCharacterBytes, "a capital too long or a space")
        }
        for (page, label) in layout.pageLabels {
            precondition(layout.pages[page] != nil && (1...KeyboardLayout.maximumPageLabelLength).contains(label.count), "a page's label")
        }
    }

    /// Types every key of every page on a passphrase prompt with `layout`'s keyboard; traps when
    /// the field does not end up holding exactly the keys' characters.
    static func type(on layout: KeyboardLayout) {
        for viewport in [Size(width: 480, height: 800), Size(width: 800, height: 480)] {
            let request = Request(entry: .freeLength(minimum: 1, maximum: 4096), policy: .textInput)
            let prompt = Prompt(request: request, viewport: viewport, clock: ManualClock(), keyboard: layout)
            var expected = ""
            for page in layout.pageOrder {
                tap(.page(page), on: prompt)
                for capitals in [false, true] {
                    // Caps: Shift pressed twice holds the capitals the layout gives.
                    if capitals { tap(.shift, on: prompt); tap(.shift, on: prompt) }
                    let keys = prompt.keypad.keys.compactMap { key -> Character? in
                        guard case .character(let character) = key, character != " " else { return nil }
                        return character
                    }
                    let characters = layout.pages[page]!.joined()
                    let shown = capitals && prompt.keypad.keys.contains(.shift) ? characters.map(layout.capital) : Array(characters)
                    precondition(keys == shown, "a key shows another character than its layout's")
                    for character in keys {
                        tap(.character(character), on: prompt)
                        expected.append(character)
                        precondition(prompt.field.text == expected, "a key typed something else")
                    }
                    if capitals && prompt.keypad.shift == .locked { tap(.shift, on: prompt) }
                }
            }
            _ = prompt.scene()
        }
    }

    static func tap(_ key: Key, on prompt: Prompt) {
        guard let frame = prompt.layout.frame(of: key) else { return }
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        prompt.handle(.tap(frame.center, .up, pointer: 0))
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let layout = try KeyboardLayout.parse(bytes, file: "fuzz.layout")
        KeyboardLayoutFuzz.check(layout)
        KeyboardLayoutFuzz.type(on: layout)
    } catch {
        let line = error.description
        precondition(line.hasPrefix("fuzz.layout"), "an error not naming the file")
        precondition(!line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }, "an error of more than one line")
    }
    return 0
}
