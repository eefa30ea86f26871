/// How many colours the terminal shows, and so how the backend writes them.
public enum TerminalColors: Hashable, Sendable {
    /// 24-bit colour (SGR `38;2;r;g;b`, `48;2;r;g;b`): the theme's exact colours.
    case trueColor
    /// The xterm 256-colour palette (SGR `38;5;n`, `48;5;n`): the nearest of its 6×6×6 cube
    /// and 24 greys.
    case palette256
    /// The 16 ANSI colours (SGR 30–37, 90–97; backgrounds 40–47 only, as the Linux console
    /// shows no bright backgrounds). Faint fills such as keys become outlines; strong ones (a
    /// pressed key, OK) stay solid.
    case palette16
    /// No colour (`NO_COLOR`, `TERM=dumb`): outlines, bold and reverse video only.
    case none

    /// The colours a terminal described by `environment` shows:
    /// `.none` when `NO_COLOR` is set and not empty (no-color.org) or `TERM` is `dumb`;
    /// `.trueColor` when `COLORTERM` is `truecolor` or `24bit`;
    /// `.palette16` when `TERM` is `linux`, `vt…`, `ansi`, `cons…` or ends in `-16color` or `-8color`;
    /// `.palette256` otherwise.
    /// - Parameter environment: environment variables by name.
    public static func detect(environment: [String: String]) -> TerminalColors {
        let term = environment["TERM"] ?? ""
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if term == "dumb" { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        let sixteen = ["linux", "ansi"].contains(term) || term.hasPrefix("vt") || term.hasPrefix("cons")
            || term.hasSuffix("-16color") || term.hasSuffix("-8color")
        return sixteen ? .palette16 : .palette256
    }
}
