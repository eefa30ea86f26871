/// How `TerminalBackend` draws: which terminal, which characters, which colours.
public struct TerminalOptions: Hashable, Sendable {
    /// Draw with ASCII only (`+-|` frames, `*` dots, `<-` for delete): true or false, or nil to
    /// decide from the locale (ASCII unless the first set of `LC_ALL`, `LC_CTYPE`, `LANG` names
    /// UTF-8). The `pinpad --ascii` flag.
    public var ascii: Bool?
    /// The colours to use, or nil to detect them from the environment
    /// (`TerminalColors.detect(environment:)`).
    public var colors: TerminalColors?
    /// The terminal to draw on and read from, opened read/write; `/dev/tty`, the controlling
    /// terminal, by default, so that standard output stays free for the PIN.
    public var ttyPath: String

    /// Creates options.
    /// - Parameters:
    ///   - ascii: see `ascii`; nil decides from the locale.
    ///   - colors: see `colors`; nil detects from the environment.
    ///   - ttyPath: see `ttyPath`.
    public init(ascii: Bool? = nil, colors: TerminalColors? = nil, ttyPath: String = "/dev/tty") {
        self.ascii = ascii
        self.colors = colors
        self.ttyPath = ttyPath
    }
}
