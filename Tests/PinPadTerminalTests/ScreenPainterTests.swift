import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// Scenes at chosen instants, painted without a terminal.
struct ScreenPainterTests {
    private let clock = ManualClock()

    private func prompt(columns: Int = 40, rows: Int = 20, field: PasscodeField = PasscodeField()) -> Prompt {
        let prompt = Prompt(field: field, clock: clock)
        prompt.resize(to: Size(width: Double(columns) * 8, height: Double(rows) * 16), scale: 1)
        return prompt
    }

    private func paint(_ prompt: Prompt, at time: Int, colors: TerminalColors = .trueColor, glyphs: Glyphs = .unicode) throws -> Screen {
        let columns = Int(prompt.layout.viewport.width / 8)
        let rows = Int(prompt.layout.viewport.height / 16)
        let cells = try #require(CellLayout(columns: columns, rows: rows, layout: prompt.layout))
        let painter = ScreenPainter(
            cellLayout: cells, glyphs: glyphs, colors: colors,
            boldSize: 20 * prompt.layout.scale)
        return painter.paint(prompt.scene(at: time))
    }

    private func firstBoxContent(_ screen: Screen) -> String {
        let line = screen.text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("│") || $0.contains("┃") }!
        return String(line.dropFirst(4).prefix(1))
    }

    @Test func popInGrowsThroughThreeDotsAtThirtyFramesASecond() throws {
        let prompt = prompt()
        prompt.handle(.key(.digit(1)))
        let frames = try [0, 33, 66, 200].map { firstBoxContent(try paint(prompt, at: $0)) }
        #expect(frames == ["·", "•", "●", "●"])
    }

    @Test func deleteShrinksTheDotAway() throws {
        let prompt = prompt()
        prompt.handle(.key(.digit(1)))
        clock.advance(by: 500)
        prompt.handle(.key(.delete))
        let frames = try [500, 533, 600].map { firstBoxContent(try paint(prompt, at: $0)) }
        #expect(frames == ["●", "·", "▁"])  // then the caret, back in the empty box
    }

    @Test func focusRingJumpsFromBoxToBoxInsteadOfStraddling() throws {
        let prompt = prompt()
        prompt.handle(.key(.digit(1)))
        for time in stride(from: 0, through: 200, by: 10) {
            let lines = try paint(prompt, at: time).text.split(separator: "\n")
            let top = lines.firstIndex { $0.contains("┏") }!
            let ring = [lines[top], lines[top + 1], lines[top + 2]].map { $0.trimmingCharacters(in: .whitespaces).prefix(11) }
            let onFirst = ring[0] == "┏━━━┓ ╭───╮" && ring[2] == "┗━━━┛ ╰───╯"
            let onSecond = ring[0] == "╭───╮ ┏━━━┓" && ring[2] == "╰───╯ ┗━━━┛" && ring[1].hasPrefix("│ ") && ring[1].dropFirst(6).hasPrefix("┃ ")
            #expect(onFirst || onSecond, "\(time) ms: \(ring)")
            #expect(ring[1].firstIndex(of: "▁").map { [2, 8].contains(ring[1].distance(from: ring[1].startIndex, to: $0)) } ?? true,
                "caret off-centre at \(time) ms: \(ring[1])")
        }
    }

    /// The focus ring on a key of the top row, at 100×40 and 120×50 (a landscape layout: the
    /// keys beside the text) and 80×24: around that key's label, never over another key or the
    /// title. A ring larger than its key's row was placed through another region's cells: with
    /// the focus on 2 it stood around 4, with it on 1 over the title.
    @Test(arguments: [(100, 40), (120, 50), (80, 24), (100, 30)])
    func theFocusRingSurroundsATopRowKey(columns: Int, rows: Int) throws {
        for (moves, label) in [([FocusDirection.up, .up], "2"), ([.up, .up, .left], "1"), ([.up, .up, .right], "3")] {
            // Laid out as the terminal lays it out (`PromptLoop`): its cell size, its text rows.
            let prompt = Prompt(field: PasscodeField(mask: .digits), clock: clock)
            prompt.resize(to: Size(width: Double(columns) * PromptLoop.cellSize.width, height: Double(rows) * PromptLoop.cellSize.height), scale: 1)
            let cells = try #require(CellLayout.placingText(of: prompt, columns: columns, rows: rows, hints: []))
            for move in moves { prompt.handle(.key(.moveFocus(move))) }
            let painter = ScreenPainter(cellLayout: cells, glyphs: .unicode, colors: .trueColor, boldSize: 20 * prompt.layout.scale)
            let lines = painter.paint(prompt.scene(at: 1000, measure: cells.measureText)).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The key's ring: not the focused box's, in the row of boxes.
            let top = try #require(lines.firstIndex { $0.contains("┏") && !$0.contains("╭") }, "\(columns)×\(rows): no ring around a key")
            try #require(top + 2 < lines.count && lines[top + 2].contains("┗"), "\(columns)×\(rows): the ring is not three rows tall")
            let left = try #require(lines[top].firstIndex(of: "┏")), right = try #require(lines[top].firstIndex(of: "┓"))
            let inside = lines[top + 1].dropFirst(lines[top].distance(from: lines[top].startIndex, to: left) + 1)
                .prefix(lines[top].distance(from: left, to: right) - 1)
            #expect(inside.trimmingCharacters(in: .whitespaces) == label, "\(columns)×\(rows), focus on \(label): the ring holds '\(inside)' in \(lines[top...(top + 2)].joined(separator: "/"))")
        }
    }

    @Test func maskDigitsShowsTheDigit() throws {
        let prompt = prompt(field: PasscodeField(mask: .digits))
        prompt.handle(.key(.digit(7)))
        #expect(firstBoxContent(try paint(prompt, at: 500)) == "7")
    }

    @Test func shakeMovesTheBoxesByWholeCells() throws {
        let prompt = prompt()
        prompt.reject(message: "Wrong PIN")
        let resting = try paint(prompt, at: 1000).text
        let offsets = try stride(from: 0, to: 400, by: 33).map { time -> Int in
            let moved = try paint(prompt, at: time).text
            let row = moved.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("╭") }!
            let line = Array(moved.split(separator: "\n", omittingEmptySubsequences: false)[row])
            let rest = Array(resting.split(separator: "\n", omittingEmptySubsequences: false)[row])
            return line.firstIndex { $0 != " " }! - rest.firstIndex { $0 != " " }!
        }
        #expect(offsets.contains { $0 > 0 } && offsets.contains { $0 < 0 })
        #expect(offsets.allSatisfy { abs($0) <= 2 })
        #expect(try paint(prompt, at: 1000).text.contains("Wrong PIN"))
    }

    @Test func pressedKeyIsReversedWithoutColoursAndFilledWithThem() throws {
        let prompt = prompt()
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        prompt.handle(.tap(five.center, .down, pointer: 0))
        let cells = try #require(CellLayout(columns: 40, rows: 20, layout: prompt.layout))
        let rect = cells.region(for: five).cells(of: five)
        let plain = try paint(prompt, at: 0, colors: .none)
        #expect(plain[rect.column, rect.row].style.isReversed)
        let normal = try paint(prompt, at: 0, colors: .trueColor)
        #expect(normal[rect.column, rect.row].style.background == prompt.theme.keyPressedFill)
        #expect(!normal[rect.column, rect.row].style.isReversed)
    }

    @Test func fewColoursOutlineTheKeys() throws {
        let prompt = prompt(columns: 80, rows: 24)
        let screen = try paint(prompt, at: 0, colors: .palette16, glyphs: .ascii)
        #expect(screen.text.contains("+---------+"))
        #expect(screen.text.contains("|   <-    |"))
        #expect(!screen.text.contains { !$0.isASCII })
    }

    @Test func longTitleIsCutWithAnEllipsis() throws {
        let prompt = prompt(columns: 24, rows: 12)
        prompt.title = "Enter the PIN of the card in reader 2"
        let screen = try paint(prompt, at: 0)
        let title = try #require(screen.text.split(separator: "\n").first { $0.contains("Enter") })
        #expect(title.trimmingCharacters(in: .whitespaces).hasSuffix("…"))
        #expect(title.count <= 24)
    }
}

/// Disabled keys (a locked sign-in, "Checking…" while PAM works) read as off in every colour
/// mode: where colours cannot dim a label (16 colours, none), it is drawn faint (SGR 2).
struct DisabledKeysTests {
    /// The bytes that draw the cell showing `label` on a 40×20 grid, with the keys locked or
    /// not: its rendition as the terminal gets it.
    private func labelStyle(_ label: String, locked: Bool, colors: TerminalColors) throws -> [UInt8] {
        let prompt = Prompt(field: PasscodeField(), clock: ManualClock())
        prompt.resize(to: Size(width: 40 * 8, height: 20 * 16), scale: 1)
        if locked { prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true)) }
        let cells = try #require(CellLayout(columns: 40, rows: 20, layout: prompt.layout))
        let screen = ScreenPainter(cellLayout: cells, glyphs: .unicode, colors: colors, boldSize: 20).paint(prompt.scene(at: 0))
        for row in 0..<screen.rows {
            for column in 0..<screen.columns where screen[column, row].text == label {
                // A key's label, not the title's or the message's text.
                guard prompt.layout.key(at: cells.point(column: column, row: row)) != nil else { continue }
                var one = Screen(columns: 1, rows: 1)
                one[0, 0] = screen[column, row]
                var writer = ScreenWriter(colors: colors)
                return writer.update(from: nil, to: one)
            }
        }
        throw CancellationError()
    }

    @Test(arguments: [TerminalColors.trueColor, .palette256, .palette16, .none])
    func aDisabledKeyLooksOff(colors: TerminalColors) throws {
        for label in ["5", "0"] {
            let live = try labelStyle(label, locked: false, colors: colors)
            let off = try labelStyle(label, locked: true, colors: colors)
            #expect(live != off, "\(colors): \(label) looks the same locked: \(String(decoding: off, as: UTF8.self).debugDescription)")
        }
    }

    /// The "too small" notice in a language of wide characters: the longest that fits the
    /// columns (each such character takes two), every character kept on the screen.
    @Test(arguments: [("zh_CN", 16, "请放大终端窗口"), ("ja", 16, "小さすぎます"), ("ja", 30, "端末を大きくしてください"), ("de", 16, "Zu klein")])
    func theTooSmallNoticeFitsByColumns(language: String, columns: Int, expected: String) {
        Words.$scoped.withValue(ShippedTranslations.table(language)) {
            let notice = PromptLoop.enlargeNotice(columns: columns)
            #expect(notice == expected)
            let screen = ScreenPainter.notice(notice, columns: columns, rows: 6, style: CellStyle(), glyphs: .unicode)
            #expect(screen.text.contains(expected), "\(screen.text)")
        }
    }
}
