/// The escape sequences the backend writes, as xterm documents them ("XTerm Control
/// Sequences", ctlseqs): DEC private modes set with `CSI ? n h` and reset with `CSI ? n l`, and
/// the keypad's application mode (DECKPAM `ESC =`, DECKPNM `ESC >`).
enum ControlSequence {
    /// Sets up the screen: alternate screen buffer (mode 1049, which also saves the cursor),
    /// cursor hidden (25), auto-wrap off (7, so the last cell never scrolls), mouse button
    /// reports (1000) with motion while a button is down (1002) in SGR encoding (1006),
    /// bracketed paste (2004), the keypad in application mode (DECKPAM, so its `*`, Enter and
    /// digits come as `SS3 j`, `SS3 M`, `SS3 p`…`SS3 y`, told apart from a typed `*`), default
    /// attributes, screen cleared.
    static let enter = csi("?1049h") + csi("?25l") + csi("?7l") + csi("?1000h") + csi("?1002h") + csi("?1006h")
        + csi("?2004h") + applicationKeypad + csi("0m") + csi("2J")

    /// Undoes `enter` in reverse: default attributes, the keypad numeric (DECKPNM), bracketed
    /// paste off, mouse reports off, auto-wrap on, main screen back (restoring the cursor
    /// position), cursor shown. Always the last bytes the backend writes (and those an immediate
    /// stop writes, `Platform.writeOnStop`).
    static let leave = csi("0m") + numericKeypad + csi("?2004l") + csi("?1006l") + csi("?1002l") + csi("?1000l") + csi("?7h")
        + csi("?1049l") + csi("?25h")

    /// Erases what was drawn on the `rows` rows, line by line with default attributes (EL 2 on
    /// each, then the cursor home), before `leave`: where there is no alternate screen (GNU
    /// screen, tmux with `alternate-screen off`, the Linux console) the pad's last frame would
    /// stay on the main screen and in its scrollback. Erasing whole lines, not the screen (ED 2),
    /// because tmux and others copy an erased screen into the scrollback.
    static func erase(rows: Int) -> String {
        csi("0m") + (0..<max(rows, 0)).map { moveCursor(row: $0, column: 0) + csi("2K") }.joined() + csi("H")
    }

    /// The keypad in application mode (DECKPAM, `ESC =`).
    static let applicationKeypad = "\u{1B}="

    /// The keypad back in numeric mode (DECKPNM, `ESC >`).
    static let numericKeypad = "\u{1B}>"

    /// Clears the screen with the current background (ED 2).
    static let clearScreen = csi("2J")

    /// Moves the cursor to `row`, `column` (0-based; CUP is 1-based).
    static func moveCursor(row: Int, column: Int) -> String {
        csi("\(row + 1);\(column + 1)H")
    }

    /// Select Graphic Rendition with `parameters` joined by `;` (SGR, `CSI … m`).
    static func graphicRendition(_ parameters: [String]) -> String {
        csi(parameters.joined(separator: ";") + "m")
    }

    private static func csi(_ body: String) -> String {
        "\u{1B}[" + body
    }
}
