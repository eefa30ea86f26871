import PinPadCore
import PinPadSDL
import PinPadTerminal
import PinPadFrontEnd

/// The `pinpad` program: parses the command line, runs one command and maps every error to one
/// line on stderr and a documented exit code (`ExitCode`). Nothing but the PIN reaches stdout.
enum Program {
    static func main(_ arguments: [String]) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        let hasOutput = Platform.checkStandardStreams()
        var parser = OptionsParser(arguments)
        let options: Options
        do {
            options = try parser.parse()
        } catch let error as UsageError {
            Platform.complain("\(error.message) (see pinpad --help)")
            Platform.exit(.usage)
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.usage)
        }
        switch options.command {
        case .help:
            Platform.writeOutput(helpText)
            Platform.exit(.success)
        case .version:
            Platform.writeOutput(versionText)
            Platform.exit(.success)
        case .layout:
            let prompt = makePrompt(options, clock: ManualClock())
            Platform.writeOutput(LayoutJSON.encode(prompt.layout) + "\n")
            Platform.exit(.success)
        case .prompt:
            if let path = options.screenshot { screenshot(options, to: path) }
            guard hasOutput else {
                Platform.complain("standard output is closed: the PIN would have nowhere to go")
                Platform.exit(.output)
            }
            run(options)
        }
    }

    /// A prompt configured from the options, laid out for `--size` at the fitting scale.
    static func makePrompt(_ options: Options, clock: any Clock) -> Prompt {
        let keypad = Keypad(layout: options.keypadLayout, showsLetters: options.letters, showsClear: options.clearKey)
        let viewport = Size(width: Double(options.width), height: Double(options.height))
        let scale = options.scale ?? Layout.suggestedScale(for: viewport, pixelRatio: 1)
        let prompt = Prompt(
            fields: formFields(options), keypad: keypad, theme: options.theme, title: options.title,
            message: options.message, viewport: viewport, scale: scale, clock: clock)
        prompt.idleTimeout = options.timeoutSeconds.map { Int(($0 * 1000).rounded(.up)) }
        return prompt
    }

    /// The single field of `--boxes`, or one field per `--field`: editable so the focus can move
    /// between them; a text field takes letters and shows what was typed.
    static func formFields(_ options: Options) -> [FormField] {
        guard !options.fields.isEmpty else {
            return [FormField(field: PasscodeField(
                boxCount: options.boxes, minLength: options.minLength, autoSubmitWhenFull: options.autoSubmit, mask: options.mask))]
        }
        return options.fields.map { spec in
            let isText = spec.policy == .textInput
            let field = PasscodeField(
                boxCount: spec.boxes, minLength: options.minLength.map { min($0, spec.boxes) }, isEditable: true,
                autoSubmitWhenFull: options.autoSubmit, allowedCharacters: isText ? .alphanumeric : .digits,
                mask: isText ? .digits : options.mask)
            return FormField(label: spec.label, policy: spec.policy, field: field)
        }
    }

    /// Renders the chosen state offscreen to a PNG and exits.
    static func screenshot(_ options: Options, to path: String) -> Never {
        let font = fontPath(options)
        let clock = ManualClock(start: 10_000)
        let prompt = makePrompt(options, clock: clock)
        let digits = Array("1234567890")
        for index in 0..<options.fill { prompt.insertText(String(digits[index % digits.count])) }
        if let errorText = options.errorText { prompt.reject(message: errorText) }
        if let key = options.pressedKey, let frame = prompt.layout.frame(of: key) {
            prompt.handle(.tap(frame.center, .down, pointer: 0))
        }
        clock.advance(by: options.elapsed)
        do {
            let canvas = try OffscreenCanvas(width: options.width, height: options.height, fontPath: font)
            canvas.draw(prompt.scene(measure: canvas.measure))
            try canvas.savePNG(path)
            // SDL does not report every failed write (a full disk, /dev/full): read the file back.
            let written = try Image(png: path)
            guard written.width == options.width, written.height == options.height else {
                throw SDLError(.image, "cannot write \(path): it does not read back as the picture")
            }
        } catch let error as SDLError {
            Platform.complain(error.message)
            Platform.exit(error.kind == .image ? .output : exitCode(for: error))
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.output)
        }
        Platform.exit(.success)
    }

    /// Shows the pad on the chosen backend, prints the PIN and exits. The PIN is written before
    /// the window is torn down, so nothing that goes wrong in the teardown can lose it.
    static func run(_ options: Options) -> Never {
        let prompt = makePrompt(options, clock: SystemClock())
        switch resolveBackend(options) {
        case .sdl:
            // With --backend auto, a display that does not answer falls back to the terminal.
            let fallback = options.backend == .auto && TerminalBackend.isAvailable()
            guard let window = openWindow(prompt, options, canFallBack: fallback) else {
                Platform.exit(finish(runTerminal(prompt, options), options))
            }
            let code = withExtendedLifetime(window) {
                let outcome = window.run(prompt)
                if window.wasDestroyedByAnotherProgram { Platform.complain("the window was destroyed by another program") }
                let code = finish(outcome, options)
                // From here on a lost display connection only ends the teardown early.
                DisplayConnection.onLoss = { Platform.exit(code) }
                return code
            }
            Platform.exit(code)
        case .terminal:
            Platform.exit(finish(runTerminal(prompt, options), options))
        case .auto:
            Platform.complain("no display (DISPLAY, WAYLAND_DISPLAY or a KMS/DRM device) and no terminal to show the PIN pad on")
            Platform.exit(.noDisplay)
        }
    }

    /// Delivers the outcome: the PIN on stdout (then wiped), or the line that says why there is
    /// none. Returns the exit status.
    private static func finish(_ outcome: consuming PromptOutcome, _ options: Options) -> ExitCode {
        switch consume outcome {
        case .submitted(let secret):
            guard Platform.writeSecret(secret, newline: options.newline) else {
                Platform.complain("cannot write to standard output: \(Platform.lastError)")
                return .output
            }
            return .success
        case .cancelled:
            return .cancelled
        case .timedOut:
            Platform.complain("timed out after \(options.timeoutSeconds ?? 0) seconds without input")
            return .timedOut
        }
    }

    /// `.sdl` or `.terminal` for `--backend auto`, or `.auto` when neither can work.
    private static func resolveBackend(_ options: Options) -> Options.Backend {
        switch options.backend {
        case .sdl, .terminal: return options.backend
        case .auto:
            if Platform.environment("DISPLAY") != nil || Platform.environment("WAYLAND_DISPLAY") != nil
                || Platform.environment("SDL_VIDEODRIVER") != nil || Platform.hasUsableDRMDevice()
            {
                return .sdl
            }
            return TerminalBackend.isAvailable() ? .terminal : .auto
        }
    }

    /// Opens the window for `prompt`; nil when the display does not answer and the terminal may
    /// take over. Exits with the matching status on any other failure.
    private static func openWindow(_ prompt: Prompt, _ options: Options, canFallBack: Bool) -> PinPadWindow? {
        if !prompt.fields.contains(where: { $0.policy == .textInput }) {
            // Nothing is composed on a keypad: spare Xlib from parsing the Compose table when SDL
            // opens its input method (over a third of the start-up time).
            Platform.setEnvironmentDefault("XCOMPOSEFILE", "/dev/null")
        }
        DisplayConnection.onLoss = {
            Platform.complain("lost the connection to the display")
            Platform.exit(.cancelled)
        }
        let window: PinPadWindow
        do {
            window = try PinPadWindow(options: WindowOptions(
                windowTitle: options.title, width: options.width, height: options.height,
                fullscreen: options.fullscreen, renderer: options.renderer, fontPath: fontPath(options), scale: options.scale))
        } catch let error as SDLError {
            if error.kind == .noDisplay, canFallBack { return nil }
            Platform.complain(error.message)
            Platform.exit(exitCode(for: error))
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.noDisplay)
        }
        if Platform.environment("PINPAD_REPORT_FIRST_FRAME") != nil {
            var reported = false
            window.onPresent = { _ in
                guard !reported else { return }
                reported = true
                Platform.complain("first frame at \(Platform.monotonicMilliseconds()) ms")
            }
        }
        return window
    }

    private static func runTerminal(_ prompt: Prompt, _ options: Options) -> PromptOutcome {
        if Platform.environment("TERM") == "dumb" {
            Platform.complain("the terminal (TERM=dumb) cannot show the PIN pad: it has no cursor addressing")
            Platform.exit(.noDisplay)
        }
        do {
            return try TerminalBackend.run(prompt, options: TerminalOptions(ascii: options.ascii))
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.noDisplay)
        }
    }

    /// `--font`, checked, or fontconfig's sans-serif; exits with `noFont` when there is none.
    private static func fontPath(_ options: Options) -> String {
        if let path = options.fontPath {
            guard Platform.isReadableFile(path) else {
                Platform.complain("cannot read font \(path): not a readable file")
                Platform.exit(.noFont)
            }
            return path
        }
        guard let path = FontLocator.path() else {
            Platform.complain("no font found (install fonts-dejavu-core or pass --font PATH)")
            Platform.exit(.noFont)
        }
        return path
    }

    private static func exitCode(for error: SDLError) -> ExitCode {
        switch error.kind {
        case .noDisplay, .other: return .noDisplay
        case .noRenderer: return .noRenderer
        case .noFont: return .noFont
        case .image: return .output
        }
    }
}
