import PinPadCore
import Testing

@testable import PinPadTerminal

struct ScreenWriterTests {
    private func screen(_ lines: [String]) -> Screen {
        var screen = Screen(columns: lines[0].count, rows: lines.count)
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() { screen[column, row] = Cell(text: String(character)) }
        }
        return screen
    }

    @Test func firstFrameClearsAndDrawsEverything() {
        var writer = ScreenWriter(colors: .none)
        let output = String(decoding: writer.update(from: nil, to: screen(["ab", "cd"])), as: UTF8.self)
        #expect(output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab\u{1B}[2;1Hcd")
    }

    @Test func laterFramesWriteOnlyChangedCells() {
        var writer = ScreenWriter(colors: .none)
        let before = screen(["abcdef", "ghijkl"])
        _ = writer.update(from: nil, to: before)
        let output = String(decoding: writer.update(from: before, to: screen(["abXYef", "ghijkZ"])), as: UTF8.self)
        #expect(output == "\u{1B}[1;3H\u{1B}[0mXY\u{1B}[2;6HZ")
        #expect(writer.update(from: before, to: before).isEmpty)
    }

    @Test func colours() {
        var writer = ScreenWriter(colors: .trueColor)
        var grid = Screen(columns: 1, rows: 1)
        grid[0, 0] = Cell(text: "x", style: CellStyle(foreground: Color(rgb: 0x102030), background: Color(rgb: 0xFFFFFF), isBold: true))
        let output = String(decoding: writer.update(from: Screen(columns: 1, rows: 1), to: grid), as: UTF8.self)
        #expect(output == "\u{1B}[1;1H\u{1B}[0;1;38;2;16;32;48;48;2;255;255;255mx")
    }

    @Test func sixteenColoursKeepTextLegible() {
        let palette = Palette(colors: .palette16)
        // White on the pressed-key grey: the console's grey (47) with black text (30).
        #expect(palette.parameters(foreground: Color(rgb: 0xF2F4F8), background: Color(rgb: 0x46506A)) == ["30", "47"])
        // A faint key fill on the background would vanish in 16 colours: kept apart.
        #expect(palette.parameters(foreground: Color(rgb: 0x252A35), background: Color(rgb: 0x12141A)) == ["90", "40"])
        #expect(palette.parameters(foreground: Color(rgb: 0xFFFFFF), background: Color(rgb: 0x4C8DFF)) == ["97", "44"])
    }
}
