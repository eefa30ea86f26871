/// The characters a screen is drawn with: Unicode box drawing and dots, or plain ASCII
/// (`--ascii`, or a locale that is not UTF-8).
struct Glyphs {
    /// Corners top-left, top-right, bottom-left, bottom-right, then horizontal and vertical lines,
    /// of a rounded light frame (`╭╮╰╯─│`).
    var rounded: [String]
    /// The same for a square light frame (`┌┐└┘─│`).
    var square: [String]
    /// The same for a heavy frame (`┏┓┗┛━┃`), for lines wider than a box border (the focus ring).
    var heavy: [String]
    /// A frame one row tall: its left and right ends (`[` and `]`); a frame one cell small (`_`).
    static let bracket = ("[", "]", "_")
    /// A dot growing in: small, medium, full (`·•●`).
    var dots: [String]
    /// The caret, drawn where a fill is thinner than half a cell.
    var caret: String
    /// Marks text cut short.
    var ellipsis: String
    /// Whether only ASCII may be written.
    var isASCII: Bool
    /// Whether `⌫` is drawn as `<-` even though Unicode may be written (console fonts lack it).
    var spellsOutDelete = false

    /// Unicode box drawing (U+2500 block) and dots.
    static let unicode = Glyphs(
        rounded: ["╭", "╮", "╰", "╯", "─", "│"], square: ["┌", "┐", "└", "┘", "─", "│"],
        heavy: ["┏", "┓", "┗", "┛", "━", "┃"], dots: ["·", "•", "●"], caret: "▁", ellipsis: "…", isASCII: false)

    /// For the Linux console (`TERM=linux`): its fonts hold the IBM PC set, so square frames,
    /// double lines for the heavy ones and `·∙•` dots; `<-` for delete.
    static let linuxConsole = Glyphs(
        rounded: ["┌", "┐", "└", "┘", "─", "│"], square: ["┌", "┐", "└", "┘", "─", "│"],
        heavy: ["╔", "╗", "╚", "╝", "═", "║"], dots: ["·", "∙", "•"], caret: "_", ellipsis: "…", isASCII: false,
        spellsOutDelete: true)

    /// `+-|` frames, `#=` for heavy ones, `.o*` dots.
    static let ascii = Glyphs(
        rounded: ["+", "+", "+", "+", "-", "|"], square: ["+", "+", "+", "+", "-", "|"],
        heavy: ["#", "#", "#", "#", "=", "#"], dots: [".", "o", "*"], caret: "_", ellipsis: ".", isASCII: true)
}
