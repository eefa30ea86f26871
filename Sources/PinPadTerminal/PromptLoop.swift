import PinPadCore
import PinPadPlatform

/// The terminal as the surface of `TerminalBackend.run`'s prompt (`PromptDriver.run(on:)`):
/// waits for input, signals and the driver's deadlines, hands the decoded input to the driver,
/// and draws the frames it needs, at most one a `frameInterval`.
final class PromptLoop {
    /// Pixels per cell given to the prompt's layout: 8 wide, 16 tall, about a cell's shape.
    static let cellSize = Size(width: 8, height: 16)
    /// Shortest time between two frames, in milliseconds (at most about 30 frames a second).
    static let frameInterval = 33
    /// Shown instead of the prompt when no layout fits: the first that fits the width.
    static var enlargeNotices: [String] {
        [Words.localized("Please enlarge the terminal"), Words.localized("Enlarge the terminal"), Words.localized("Too small")]
    }

    /// The longest of `enlargeNotices` that fits `columns` columns (a wide character takes two),
    /// else the shortest.
    static func enlargeNotice(columns: Int) -> String {
        enlargeNotices.first { TextWidth.of($0) <= columns } ?? enlargeNotices.last!
    }

    private let prompt: Prompt
    private let driver: PromptDriver
    private let device: TerminalDevice
    /// The signals `run()` handles; nil for a loop that only draws (`drawOnce()`).
    private let signals: SignalPipe?
    private let glyphs: Glyphs
    private let colors: TerminalColors
    private var writer: ScreenWriter
    private var decoder: InputDecoder
    private var size = (columns: 0, rows: 0)
    private var cellLayout: CellLayout?
    private var laidOut: Layout?
    private var shown: Screen?
    private let wallClock = ContinuousClock()
    private var lastFrame: ContinuousClock.Instant?
    private var escapeSince: ContinuousClock.Instant?
    private var lastInput: ContinuousClock.Instant?
    /// Whether the terminal hung up: nothing more is drawn.
    private var hungUp = false
    /// What a frame's write threw other than a hang-up: `run()` throws it once the prompt ended.
    private var failure: (any Error)?

    /// A loop for `prompt` on `device`, woken by `signals`, reading the keypad's keys as
    /// `keypad` sends them; `observers` (speech, clicks, haptics) follow its driver, as under
    /// every surface.
    init(
        prompt: Prompt, device: TerminalDevice, signals: SignalPipe?, glyphs: Glyphs, colors: TerminalColors,
        keypad: KeypadCodes = .xterm, observers: [any PromptObserver] = []
    ) {
        decoder = InputDecoder(keypad: keypad)
        self.prompt = prompt
        driver = PromptDriver(prompt: prompt, observers: observers)
        self.device = device
        self.signals = signals
        self.glyphs = glyphs
        self.colors = colors
        writer = ScreenWriter(colors: colors)
    }

    /// What `run` waits on.
    private enum WaitSlot { case terminal, signals }

    /// Runs until the prompt has an outcome, an ending signal arrives or the terminal hangs up
    /// (end of input, or `EIO` on a write): then the driver's outcome of a stop
    /// (`SurfaceInput.close`: `.cancelled`, or `.closed` for a prompt that `endsClosedOnStop`).
    /// The loop is the driver's (`PromptDriver.run(on:)`), the terminal its surface.
    /// - Throws: `TerminalError` or a system error when the terminal cannot be read or written.
    func run() throws -> PromptOutcome {
        precondition(signals != nil, "PromptLoop.run: a loop made to draw once")
        relayout()
        let outcome = try driver.run(on: self)
        if let failure { throw failure }
        return outcome
    }

    /// Draws the prompt once as it is now, laid out for the terminal's size, the whole screen
    /// written; reads no input (`TerminalPresenter.show`).
    /// - Throws: `TerminalError` when the terminal cannot be written.
    func drawOnce() throws {
        relayout()
        driver.tick()
        if prompt.layout != laidOut { placeOnGrid() }
        try draw()
    }

    // MARK: Steps

    /// SIGTSTP, or Ctrl+Z (`job`): hands the terminal back as it was, then stops. The shell sees
    /// a normal screen with echo on, and no digit typed meanwhile reaches the prompt. With `job`
    /// (Ctrl+Z, read as a byte with the terminal's signals off) the job's other processes get
    /// SIGTSTP too, as the terminal sends it (a pipeline's, a script's), once the terminal is put
    /// back: the shell may take it as soon as they stop.
    private func suspend(job: Bool = false) {
        try? device.write(Array((ControlSequence.erase(rows: size.rows) + ControlSequence.leave).utf8))
        device.restoreMode()
        if job { Platform.suspendProcessGroup() }
        Platform.raise(Platform.stopSignal)
    }

    /// Running again (SIGCONT, after SIGTSTP or SIGSTOP): raw mode, the pad's screen modes and a
    /// whole new frame, since the shell may have changed both meanwhile.
    private func resume() throws {
        try device.enterRawMode()
        try device.write(Array(ControlSequence.enter.utf8))
        relayout()
    }

    /// The terminal went away (`hungUp`, nothing more is written) or an ending signal came: the
    /// driver ends the prompt as a stop (`SurfaceInput.close`).
    private func end(hungUp: Bool = false) {
        if hungUp { self.hungUp = true }
        driver.receive(.close)
    }

    /// Lays the prompt out for the terminal's current size; the next frame is drawn whole.
    private func relayout() {
        size = device.size
        let viewport = Size(
            width: Double(size.columns) * PromptLoop.cellSize.width, height: Double(size.rows) * PromptLoop.cellSize.height)
        prompt.resize(to: viewport, scale: 1)
        placeOnGrid()
        shown = nil
    }

    private func placeOnGrid() {
        let hints = [prompt.refusedHint, prompt.capsLockHint, prompt.pasteRefusedHint, prompt.keyboardHeldElsewhereWarning]
        cellLayout = CellLayout.placingText(of: prompt, columns: size.columns, rows: size.rows, hints: hints)
        laidOut = prompt.layout
        // The line under the field wraps onto the rows kept for it, rather than being cut.
        prompt.hintLines = max(cellLayout?.hintRows ?? 1, 1)
    }


    private func draw() throws {
        let scene = driver.frame(measure: cellLayout?.measureText)
        let screen: Screen
        if let cellLayout {
            let scale = prompt.layout.scale
            let painter = ScreenPainter(
                cellLayout: cellLayout, glyphs: glyphs, colors: colors,
                boldSize: 20 * scale)
            screen = painter.paint(scene)
        } else {
            let style = CellStyle(foreground: prompt.theme.messageColor, background: prompt.theme.background)
            let notice = PromptLoop.enlargeNotice(columns: size.columns)
            screen = ScreenPainter.notice(notice, columns: size.columns, rows: size.rows, style: style, glyphs: glyphs)
        }
        let bytes = writer.update(from: shown, to: screen)
        if !bytes.isEmpty { try device.write(bytes) }
        shown = screen
        lastFrame = wallClock.now
    }

    /// Milliseconds to wait in `poll`, or -1 for no limit: until the driver's next deadline
    /// (`driverWait`, no sooner than the frame interval allows), or the end of the wait after an
    /// ESC or within a paste.
    private func waitTime(driverWait: Int?) -> Int {
        var frameWait = driverWait
        if driver.frameNeeded { frameWait = 0 }
        if let wait = frameWait, let lastFrame {
            frameWait = max(wait, PromptLoop.frameInterval - milliseconds(since: lastFrame))
        }
        var escapeWait: Int?
        if decoder.isWaiting, let escapeSince {
            escapeWait = max(InputDecoder.escapeTimeout - milliseconds(since: escapeSince), 0)
        }
        var pasteWait: Int?
        if decoder.isPasting, let lastInput {
            pasteWait = max(InputDecoder.pasteTimeout - milliseconds(since: lastInput), 0)
        }
        return [frameWait, escapeWait, pasteWait].compactMap { $0 }.min() ?? -1
    }

    /// Reads and feeds what the terminal sent. Returns false when it hung up.
    private func readInput() throws -> Bool {
        var bytes: [UInt8] = []
        guard try device.read(into: &bytes) else { return false }
        let events = decoder.decode(bytes)
        for index in bytes.indices { bytes[index] = 0 }
        escapeSince = decoder.isWaiting ? wallClock.now : nil
        lastInput = wallClock.now
        feed(events)
        return true
    }

    /// Hands what was decoded to the driver: keys go through its key-binding table
    /// (`KeyBinding`), which gives a digit to a text field as text and to a keypad field as a
    /// key, by the field focused when it arrives. A terminal has no clipboard to read: Ctrl+V
    /// never arrives, a paste comes bracketed.
    private func feed(_ events: [InputEvent]) {
        for event in events {
            if let input = Self.surfaceInput(event) {
                driver.receive(input)
                continue
            }
            switch event {
            case .paste(let text): text.secret.withUnsafeBytes { driver.paste(utf8: $0, isWhole: text.isWhole) }
            case .mouse(let column, let row, let phase):
                guard let cellLayout else { continue }
                driver.receive(.tap(cellLayout.point(column: column, row: row), phase, pointer: 0))
            case .suspend:
                // The whole job stops, as the terminal would stop it. Only where a shell can
                // continue it (`fg`), and not when SIGTSTP was ignored as the pad started; under
                // gpg-agent ^Z is nothing, as a key the pad has no use for.
                if let signals, !signals.ignoresSuspend, Platform.hasJobControl(onTerminal: device.descriptor) {
                    suspend(job: true)
                }
            case .key, .text, .refused, .wheel: continue
            }
        }
    }

    /// What the driver gets for a decoded key, text or refusal: a terminal's letters and symbols
    /// are `.typed` (no input method made them), so a PIN field refuses one visibly.
    /// - Returns: nil for a paste (its bytes go to the driver unwrapped) and a mouse event (its
    ///   cell needs the loop's layout).
    static func surfaceInput(_ event: InputEvent) -> SurfaceInput? {
        switch event {
        case .key(let stroke): return .key(stroke)
        case .text(let text): return .typed(text)
        case .refused: return .refused
        case .wheel(let lines): return .wheel(lines: lines)
        case .paste, .mouse, .suspend: return nil
        }
    }

    private func milliseconds(since instant: ContinuousClock.Instant) -> Int {
        let (seconds, attoseconds) = (wallClock.now - instant).components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}

extension PromptLoop: PromptSurface {
    /// A byte on the signal pipe the wait polls, drained as "signal 0": the loop wakes and ticks.
    var wake: (@Sendable () -> Void)? {
        guard let wakeEnd = signals?.wakeEnd else { return nil }
        return {
            var byte: UInt8 = 0
            _ = Platform.writeOnce(wakeEnd, &byte)
        }
    }

    /// Lays the prompt out on the grid again when its layout changed (a field's hint, a lock).
    func prepare(_ driver: PromptDriver) {
        if prompt.layout != laidOut { placeOnGrid() }
    }

    /// The first frame after a relayout at once; others when the prompt needs one and the frame
    /// interval has passed. None once the prompt has ended or the terminal hung up.
    func isFrameDue(_ driver: PromptDriver) -> Bool {
        guard !driver.isFinished, !hungUp else { return false }
        guard let lastFrame, shown != nil else { return true }
        return driver.frameNeeded && milliseconds(since: lastFrame) >= PromptLoop.frameInterval
    }

    /// Draws the frame; a hang-up on the write ends the prompt, another failure too, and `run()`
    /// throws it.
    func present(_ driver: PromptDriver) {
        do {
            try draw()
        } catch where Platform.isHangUp(error) {
            end(hungUp: true)
        } catch {
            failure = error
            end(hungUp: true)
        }
    }

    /// Waits in poll(2) for the terminal's bytes and signals (an ending one stops the prompt;
    /// SIGTSTP, SIGCONT and SIGWINCH are handled here), then feeds what was read; an ESC or a
    /// paste left open too long is ended.
    func waitForInput(_ driver: PromptDriver, milliseconds: Int?) throws {
        guard let signals else { return }
        var slots = PollSlots<WaitSlot>()
        slots.watch(.terminal, device.descriptor)
        slots.watch(.signals, signals.readEnd)
        let ready = try slots.waitForInput(timeout: waitTime(driverWait: milliseconds))
        if ready.isReady(.signals) {
            let drained = signals.drain()
            // An ending signal first, whatever came with it: `kill %1` sends SIGTERM and SIGCONT
            // to a stopped pad, which must end, not take the terminal back from the background.
            if drained.contains(where: Platform.endingSignals.contains) { return end() }
            for signal in drained {
                switch signal {
                case Platform.suspendSignal: suspend()
                case Platform.continueSignal: try resume()
                default: relayout()
                }
            }
        }
        if ready.isReady(.terminal) {
            guard try readInput() else { return end(hungUp: true) }
        }
        if decoder.isPasting, let lastInput, self.milliseconds(since: lastInput) >= InputDecoder.pasteTimeout {
            feed(decoder.abandonPaste())
        }
        if decoder.isWaiting, let escapeSince, self.milliseconds(since: escapeSince) >= InputDecoder.escapeTimeout {
            self.escapeSince = nil
            feed(decoder.flush())
        }
    }
}
