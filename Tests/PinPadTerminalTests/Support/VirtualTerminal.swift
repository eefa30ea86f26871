/// A small VT interpreter, enough for what the backend writes: UTF-8 text, CUP (`CSI r;c H`),
/// ED 2 (`CSI 2 J`), SGR (`CSI … m`: reverse video and the background colour kept, the rest
/// ignored), and the DEC private modes 1049 (alternate screen), 25 (cursor), 7 (auto-wrap),
/// 1000/1002/1006/2004 (recorded). Every character counts one column.
struct VirtualTerminal {
    let columns: Int
    let rows: Int
    private(set) var main: [[String]]
    private(set) var alternate: [[String]]
    private(set) var isAlternate = false
    private(set) var isCursorVisible = true
    private(set) var modes: [Int: Bool] = [:]
    private var reverse: [[Bool]]
    private var isReverse = false
    private var backgrounds: [[String]]
    private var background = ""
    private var row = 0
    private var column = 0

    init(columns: Int, rows: Int, bytes: [UInt8] = []) {
        self.columns = columns
        self.rows = rows
        main = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        alternate = main
        reverse = Array(repeating: Array(repeating: false, count: columns), count: rows)
        backgrounds = Array(repeating: Array(repeating: "", count: columns), count: rows)
        feed(bytes)
    }

    /// The screen shown, one line per row, trailing blanks removed.
    var text: String {
        (isAlternate ? alternate : main).map { line in
            var text = line.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// The cell holding `label`'s first character, searching row by row.
    func find(_ label: String) -> (column: Int, row: Int)? {
        let screen = isAlternate ? alternate : main
        for (row, line) in screen.enumerated() {
            let characters = line.map { $0 }
            for start in characters.indices where characters[start...].starts(with: label.map(String.init)) {
                return (start, row)
            }
        }
        return nil
    }

    /// The background colours as a map: the most common one as a blank, the others as letters
    /// `a`, `b`, … in order of first appearance, one line per row.
    var backgroundMap: String {
        var counts: [String: Int] = [:]
        for line in backgrounds { for key in line { counts[key, default: 0] += 1 } }
        let common = counts.max { $0.value < $1.value }?.key
        var letters: [String: Character] = [:]
        return backgrounds.map { line in
            var text = String(line.map { key -> Character in
                if key == common { return " " }
                if let letter = letters[key] { return letter }
                let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(letters.count)))
                letters[key] = letter
                return letter
            })
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// Whether the cell at `column`, `row` was last written in reverse video.
    func isReversed(column: Int, row: Int) -> Bool {
        reverse[row][column]
    }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return }
                control(String(decoding: bytes[index + 2..<end], as: UTF8.self), final: bytes[end])
                index = end + 1
                continue
            }
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            put(String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self))
            index += length
        }
    }

    private mutating func put(_ character: String) {
        guard row < rows, column < columns else { return }
        if isAlternate { alternate[row][column] = character } else { main[row][column] = character }
        reverse[row][column] = isReverse
        backgrounds[row][column] = background
        if column < columns - 1 || modes[7] != false { column += 1 }
    }

    private mutating func control(_ parameters: String, final: UInt8) {
        switch final {
        case UInt8(ascii: "H"):
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = (numbers.first ?? 1) - 1
            column = (numbers.count > 1 ? numbers[1] : 1) - 1
        case UInt8(ascii: "J") where parameters == "2":
            let blank = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            if isAlternate { alternate = blank } else { main = blank }
            backgrounds = Array(repeating: Array(repeating: background, count: columns), count: rows)
        case UInt8(ascii: "m"):
            let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < fields.count {
                switch fields[index] {
                case "0", "": isReverse = false; background = ""
                case "7": isReverse = true
                case "49": background = ""
                case "48":
                    let count = fields.count > index + 1 && fields[index + 1] == "2" ? 5 : 3
                    background = fields[index..<min(index + count, fields.count)].joined(separator: ";")
                    index += count - 1
                case "38":
                    index += fields.count > index + 1 && fields[index + 1] == "2" ? 4 : 2
                case let field where field.count == 2 && field.hasPrefix("4"): background = field
                default: break
                }
                index += 1
            }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            guard parameters.hasPrefix("?") else { return }
            let isSet = final == UInt8(ascii: "h")
            for mode in parameters.dropFirst().split(separator: ";").compactMap({ Int($0) }) {
                modes[mode] = isSet
                if mode == 25 { isCursorVisible = isSet }
                if mode == 1049 {
                    isAlternate = isSet
                    if isSet { alternate = Array(repeating: Array(repeating: " ", count: columns), count: rows) }
                }
            }
        default:
            break
        }
    }
}
