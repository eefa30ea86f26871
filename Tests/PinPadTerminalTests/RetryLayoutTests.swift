import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// A retry laid out in the terminal as its first try was: ssh-add's second askpass says "Bad
/// passphrase, try again" under the same description, in the row kept for an error. The first
/// try's description had taken that row (set narrower, as when it scrolls), so the retry wrapped
/// the path elsewhere and, at some sizes, moved the field and the keys.
@Suite struct RetryLayoutTests {
    /// The screen the terminal paints for a prompt saying `message` (and `error`), laid out as
    /// `PromptLoop` lays it out, its lines.
    static func screen(message: String, error: String?, columns: Int, rows: Int) throws -> [String] {
        let clock = ManualClock()
        let prompt = Prompt(field: PasscodeField(freeLength: 1...64, allowedCharacters: .text), title: "Passphrase", message: message, clock: clock)
        prompt.resize(to: Size(width: Double(columns) * PromptLoop.cellSize.width, height: Double(rows) * PromptLoop.cellSize.height), scale: 1)
        if let error { prompt.showError(error) }
        clock.advance(by: 2000)
        let cells = try #require(CellLayout.placingText(of: prompt, columns: columns, rows: rows, hints: []))
        let painter = ScreenPainter(cellLayout: cells, glyphs: .unicode, colors: .trueColor, boldSize: 20 * prompt.layout.scale)
        return painter.paint(prompt.scene(at: clock.now, measure: cells.measureText)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: [(40, 20), (40, 24), (44, 20), (50, 20), (60, 24), (80, 24)])
    func sshAddsRetryMovesNothing(columns: Int, rows: Int) throws {
        for path in ["/home/someone/.ssh/keys/work/2024/id_ed25519_for_the_build_server", "/root/.ssh/id_ed25519", "/home/a-very-long-user-name/.ssh/id_rsa"] {
            let description = "Enter passphrase for " + path
            let first = try Self.screen(message: description, error: nil, columns: columns, rows: rows)
            let retry = try Self.screen(message: description, error: "Bad passphrase, try again", columns: columns, rows: rows)
            let fieldRow = try #require(first.firstIndex { $0.contains("┏") || $0.contains("╭") }, "\(columns)×\(rows): no field")
            #expect(Array(retry.dropFirst(fieldRow)) == Array(first.dropFirst(fieldRow)), "\(columns)×\(rows) \(path): the field or a key moved\n\(first.joined(separator: "\n"))\n\(retry.joined(separator: "\n"))")
            // The description's lines as they were, the error under them (where the keys stand
            // under the text, not beside it).
            guard !first.prefix(fieldRow).contains(where: { $0.contains("1            2") }) else { continue }
            let words = { (lines: [String]) in lines.prefix(fieldRow).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
            #expect(words(retry) == words(first) + ["Bad passphrase, try again"], "\(columns)×\(rows) \(path)\n\(first.joined(separator: "\n"))\n\(retry.joined(separator: "\n"))")
        }
    }

    /// A Japanese or Chinese description in the terminal, where each of its characters takes
    /// two columns: wrapped by the columns it takes, every character on the screen, no line cut
    /// with "…". It was wrapped by its characters, as if each took one column, and its lines
    /// were cut in the middle of the sentence.
    @Test(arguments: [(80, 30), (60, 30), (40, 24)])
    func wideCharactersWrapByTheirColumns(columns: Int, rows: Int) throws {
        for description in ["OpenPGP の秘密鍵のロックを解除するためのパスフレーズを入力してください:", "请输入密码以解锁 OpenPGP 私钥，用户为“Alice Example”，密钥编号 0x1234ABCD5678EF90。"] {
            let screen = try Self.screen(message: description, error: nil, columns: columns, rows: rows)
            let text = screen.joined()
            #expect(!text.contains("…"), "\(columns)×\(rows)\n\(screen.joined(separator: "\n"))")
            let shown = description.filter { !$0.isWhitespace }
            #expect(shown.allSatisfy { text.contains($0) }, "\(columns)×\(rows)\n\(screen.joined(separator: "\n"))")
            #expect(screen.allSatisfy { TextWidth.of($0) <= columns }, "\(columns)×\(rows)\n\(screen.joined(separator: "\n"))")
        }
    }
}
