import PinPadCore
import PinPadPlatform

/// The PIN pad in a text terminal: the same `Prompt` as in the window, drawn with characters
/// (box-drawing frames, dots, the keypad as labelled cells), driven by keys, mouse taps (xterm
/// SGR mouse reports, modes 1000/1002/1006) and bracketed paste (mode 2004).
public enum TerminalBackend {
    /// Whether the terminal at `ttyPath` can be used: it opens for reading and writing and is a
    /// terminal (`open(2)` with `O_RDWR | O_NOCTTY`, then `isatty(3)`).
    /// - Parameter ttyPath: the terminal; `/dev/tty`, the controlling terminal, by default.
    public static func isAvailable(ttyPath: String = "/dev/tty") -> Bool {
        (try? TerminalDevice(path: ttyPath)) != nil
    }

    /// Runs `prompt` on the terminal until it has an outcome, and returns it.
    ///
    /// Draws on `options.ttyPath` (never standard output) in the alternate screen, with the
    /// terminal in raw mode (termios: no echo, so a digit is never shown; ISIG off, so ^C arrives
    /// as a byte and cancels). Lays the prompt out for the terminal's size (`TIOCGWINSZ`) and
    /// again on SIGWINCH; below the smallest layout it shows a one-line request to enlarge the
    /// terminal and still accepts keys. Waits in `poll(2)` until input, a signal or the prompt's
    /// `nextDeadline` (an idle prompt takes no CPU), draws at most about 30 frames a second while
    /// something animates, and writes only the cells that changed.
    ///
    /// Keys: digits; Backspace (DEL or ^H) and Delete; Enter; Escape (after a 50 ms wait that
    /// tells it from the start of an escape sequence); ^U and ^W clear; ^C and ^D cancel. A
    /// mouse press and release on the same key taps it (press/release semantics, as a finger).
    /// Pasted text goes through the field's filtering.
    ///
    /// The terminal is restored on every way out — an outcome, an error, and SIGINT, SIGTERM or
    /// SIGHUP (caught through a self-pipe; the prompt then ends `.cancelled` and the caller
    /// should exit): attributes, main screen, cursor, mouse and paste modes. Every line drawn on
    /// is erased first, so a terminal without an alternate screen keeps nothing of the pad. The
    /// last bytes written leave the alternate screen and show the cursor (`CSI ? 1049 l`,
    /// `CSI ? 25 h`).
    /// One prompt runs at a time in a process (the signal handlers are process-wide).
    ///
    /// - Parameters:
    ///   - prompt: the session; its viewport is replaced by one derived from the terminal's size
    ///     (8×16 pixels per cell, scale 1), and its `clock` times animations and the idle timeout.
    ///   - options: the terminal, characters and colours.
    ///   - observers: what follows the prompt's driver (speech, clicks, haptics: `PromptObserver`).
    /// - Returns: the prompt's outcome; `.cancelled` also after SIGINT, SIGTERM, SIGHUP or a
    ///   hang-up of the terminal.
    /// - Throws: `TerminalError` when the terminal cannot be opened, is not a terminal, or cannot
    ///   be set up, read or written, or when another terminal prompt is running in the process.
    public static func run(_ prompt: Prompt, options: TerminalOptions, observers: [any PromptObserver] = []) throws -> PromptOutcome {
        let device = try TerminalDevice(path: options.ttyPath)
        let signals = try SignalPipe()
        defer { signals.uninstall() }
        try device.enterRawMode()
        defer { device.restoreMode() }
        // Not when the mode was put back already (a pad stopped by Ctrl+Z, ended while stopped):
        // the terminal is the shell's again.
        defer { if device.isRaw { try? device.write(Array((ControlSequence.erase(rows: device.size.rows) + ControlSequence.leave).utf8)) } }
        try device.write(Array(ControlSequence.enter.utf8))
        return try loop(prompt, on: device, signals: signals, options: options, observers: observers).run()
    }

    /// Draws `prompt` once on `device`, already raw, in the alternate screen (`ControlSequence.enter`
    /// first), and returns at once: `TerminalPresenter.show`.
    /// - Throws: `TerminalError` when the terminal cannot be written.
    static func drawOnce(_ prompt: Prompt, on device: TerminalDevice, options: TerminalOptions) throws {
        try device.write(Array(ControlSequence.enter.utf8))
        try loop(prompt, on: device, signals: nil, options: options).drawOnce()
    }

    /// The loop of `prompt` on `device`, with the characters, colours and keypad codes `options`
    /// and the environment (`TERM`, or `options.term` for another terminal's) choose, followed
    /// by `observers`.
    private static func loop(
        _ prompt: Prompt, on device: TerminalDevice, signals: SignalPipe?, options: TerminalOptions, observers: [any PromptObserver] = []
    ) -> PromptLoop {
        var environment = TerminalOptions.processEnvironment
        if let term = options.term { environment["TERM"] = term }
        return PromptLoop(
            prompt: prompt, device: device, signals: signals,
            glyphs: options.usesASCII(environment: environment)
                ? .ascii : (environment["TERM"] == "linux" ? .linuxConsole : .unicode),
            colors: options.resolvedColors(environment: environment), keypad: KeypadCodes.of(term: environment["TERM"], ttyPath: options.ttyPath),
            observers: observers)
    }
}
