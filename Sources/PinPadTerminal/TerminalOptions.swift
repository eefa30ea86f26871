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
    /// The type of the terminal at `ttyPath` (a `TERM` name: `xterm-256color`, `linux`) when it
    /// is not this process's `TERM`: a pinentry's `OPTION ttytype` for the terminal gpg-agent
    /// named. It decides the codes its keypad sends, its drawing characters and colours; nil:
    /// the environment's `TERM`.
    public var term: String?
    /// The locale of the terminal at `ttyPath` (`he_IL.UTF-8`) when it is not this process's: a
    /// pinentry's `OPTION lc-ctype` for the terminal gpg-agent named, whose character set
    /// decides whether the pad draws in UTF-8 or ASCII (`usesASCII`); nil: the environment's
    /// `LC_ALL`, `LC_CTYPE`, `LANG`.
    public var characterType: String?

    /// Creates options.
    /// - Parameters:
    ///   - ascii: see `ascii`; nil decides from the locale.
    ///   - colors: see `colors`; nil detects from the environment.
    ///   - ttyPath: see `ttyPath`.
    ///   - term: see `term`; nil reads `TERM`.
    public init(ascii: Bool? = nil, colors: TerminalColors? = nil, ttyPath: String = "/dev/tty", term: String? = nil) {
        self.ascii = ascii
        self.colors = colors
        self.ttyPath = ttyPath
        self.term = term
    }
}
