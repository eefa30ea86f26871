import PinPadCore
import Testing

@testable import PinPadTerminal

struct CellLayoutTests {
    private func layout(columns: Int, rows: Int, field: PasscodeField = PasscodeField(), keypad: Keypad = Keypad()) -> (Layout, CellLayout?) {
        let prompt = Prompt(field: field, keypad: keypad)
        prompt.resize(to: Size(width: Double(columns) * 8, height: Double(rows) * 16), scale: 1)
        return (prompt.layout, CellLayout(columns: columns, rows: rows, layout: prompt.layout))
    }

    private func keyCells(_ layout: Layout, _ cells: CellLayout) -> [Key: CellRect] {
        Dictionary(uniqueKeysWithValues: layout.keys.map { ($0.key, cells.region(for: $0.frame).cells(of: $0.frame)) })
    }

    @Test func wideTerminalPutsTallKeysBesideTheHeader() throws {
        let (layout, placed) = layout(columns: 80, rows: 24)
        let cells = try #require(placed)
        let keys = keyCells(layout, cells)
        #expect(Set(keys.values.filter { $0.width > 11 }.map(\.height)) == [3])  // Cancel
        for key in layout.keys.map(\.key) where key != .cancel { #expect(keys[key]?.height == 3 && keys[key]?.width == 11) }
        #expect(keys[.digit(4)]!.row - keys[.digit(1)]!.endRow == 1)
        let box = cells.region(for: layout.boxes[0]).cells(of: layout.boxes[0])
        #expect((box.width, box.height) == (5, 3))
        #expect(box.endColumn < keys[.digit(1)]!.column)  // landscape
    }

    @Test func smallTerminalStacksOneRowKeys() throws {
        let (layout, placed) = layout(columns: 40, rows: 20)
        let cells = try #require(placed)
        let keys = keyCells(layout, cells)
        #expect(keys[.digit(1)]!.height == 1 && keys[.digit(4)]!.row - keys[.digit(1)]!.row == 2)
        let box = cells.region(for: layout.boxes[0]).cells(of: layout.boxes[0])
        #expect((box.width, box.height) == (5, 3))
        #expect(box.endRow < keys[.digit(1)]!.row)  // portrait
    }

    @Test func tooSmallHasNoLayout() {
        #expect(layout(columns: 16, rows: 5).1 == nil)
        #expect(layout(columns: 80, rows: 4).1 == nil)
        #expect(layout(columns: 80, rows: 6).1 != nil)  // one-row keys beside one-row boxes
    }

    /// Every cell drawn as a key taps that key, and every other cell taps none: drawing and hit
    /// testing agree, at any size.
    @Test(arguments: [(80, 24), (40, 20), (30, 14), (24, 10), (120, 40), (200, 12), (100, 30)])
    func cellsDrawnAsAKeyTapIt(columns: Int, rows: Int) throws {
        for keypad in [Keypad(), Keypad(showsClear: true)] {
            let (layout, placed) = layout(columns: columns, rows: rows, keypad: keypad)
            let cells = try #require(placed)
            let keys = keyCells(layout, cells)
            for row in 0..<rows {
                for column in 0..<columns {
                    let drawn = keys.first { $0.value.contains(column: column, row: row) }?.key
                    #expect(layout.key(at: cells.point(column: column, row: row)) == drawn, "\(columns)×\(rows) cell \(column),\(row)")
                }
            }
            for (key, rect) in keys { #expect(!rect.isEmpty, "\(key) has cells") }
        }
    }

    @Test(arguments: [4, 6, 8, 12, 32])
    func boxesNeverOverlapAndStayOnTheGrid(boxCount: Int) throws {
        let (layout, placed) = layout(columns: 80, rows: 24, field: PasscodeField(boxCount: boxCount))
        let cells = try #require(placed)
        let boxes = layout.boxes.map { cells.region(for: $0).cells(of: $0) }
        for (left, right) in zip(boxes, boxes.dropFirst()) { #expect(left.endColumn <= right.column) }
        #expect(boxes.allSatisfy { !$0.isEmpty && $0.column >= 0 && $0.endColumn <= 80 })
    }

    /// Right to left (an Arabic or Hebrew locale) the first box is the rightmost on the terminal
    /// too, and the boxes keep their cells side by side.
    @Test(arguments: [4, 6])
    func rightToLeftBoxesFillFromTheRight(boxCount: Int) throws {
        try Words.$scoped.withValue(WordTable(language: "ar", words: [:])) {
            let (layout, placed) = layout(columns: 80, rows: 24, field: PasscodeField(boxCount: boxCount))
            let cells = try #require(placed)
            let boxes = layout.boxes.map { cells.region(for: $0).cells(of: $0) }
            for (later, earlier) in zip(boxes.dropFirst(), boxes) { #expect(later.endColumn <= earlier.column, "\(boxes)") }
            #expect(boxes.allSatisfy { !$0.isEmpty && $0.column >= 0 && $0.endColumn <= 80 })
        }
    }
}
