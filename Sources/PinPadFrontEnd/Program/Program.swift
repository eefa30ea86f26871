import PinPadCore
import PinPadPlatform
import PinPadSDL

/// The `pinpad` program: parses the command line, runs one command and maps every error to one
/// line on stderr and a documented exit code (`ExitCode`). Nothing but the PIN reaches stdout.
package enum Program {
    /// Runs the command of `arguments`.
    /// - Throws: `ProgramExit`, always: how the program ends.
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        let hasOutput = Platform.checkStandardStreams()
        let (options, configuration, warnings) = try CommandLineEdge.options(help: "pinpad --help") { () throws(UsageError) in
            try Options.read(arguments)
        }
        for warning in warnings { Platform.complain(warning) }
        if options.printsConfiguration { throw CommandLineEdge.printed(configuration.printed(options, derived: options.derivedSources)) }
        switch options.command {
        case .help:
            throw CommandLineEdge.printed(helpText)
        case .version:
            throw CommandLineEdge.printed(versionText)
        case .layout:
            let prompt = makePrompt(options, clock: ManualClock())
            throw CommandLineEdge.printed(LayoutJSON.encode(prompt.layout, label: prompt.label(of:)) + "\n")
        case .prompt:
            if let path = options.screenshot { throw screenshot(options, to: path) }
            guard hasOutput else {
                throw ProgramExit(.output, "standard output is closed: the PIN would have nowhere to go")
            }
            try run(options)
        }
    }

    /// A prompt configured from the options, laid out for `--size` at the fitting scale.
    static func makePrompt(_ options: Options, clock: any Clock) -> Prompt {
        let keypad = Keypad(layout: options.keypadLayout, showsLetters: options.letters, showsClear: options.clearKey)
        let viewport = Size(width: Double(options.width), height: Double(options.height))
        let scale = options.scale ?? Layout.suggestedScale(for: viewport, pixelRatio: 1)
        if options.passphrase && options.fields.isEmpty {
            let prompt = options.prompt(for: passphraseRequest(options), viewport: viewport, scale: scale, clock: clock)
            prompt.idleTimeout = options.idleTimeout
            showPage(options.keyboardPage, on: prompt)
            return prompt
        }
        let prompt = Prompt(
            fields: formFields(options), keypad: keypad, theme: options.theme, title: options.title,
            message: options.message, viewport: viewport, scale: scale, clock: clock, keyboard: options.keyboardLayout)
        prompt.idleTimeout = options.idleTimeout
        options.applyWords(to: prompt)
        showPage(options.keyboardPage, on: prompt)
        return prompt
    }

    /// Taps the page key of `page` on `prompt`'s letters keyboard (`--page`); nothing when the
    /// keyboard does not show, or shows that page already.
    static func showPage(_ page: KeyboardPage, on prompt: Prompt) {
        guard let frame = prompt.layout.frame(of: .page(page)) else { return }
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        prompt.handle(.tap(frame.center, .up, pointer: 0))
    }

    /// The request of `--passphrase`: the title and message, a free-length field of
    /// `--min-length` (default 1) characters up to a page of UTF-8, that takes any text
    /// (`.textInput`: the letters keyboard on screen) and shows dots.
    static func passphraseRequest(_ options: Options) -> Request {
        Request(
            title: options.title, description: options.message,
            entry: .freeLength(minimum: options.minLength ?? 1, maximum: PasscodeField.maximumFreeLength), policy: .textInput)
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
                autoSubmitWhenFull: options.autoSubmit, allowedCharacters: isText ? .text : .digits,
                mask: isText ? .digits : options.mask)
            return FormField(label: spec.label, policy: spec.policy, field: field)
        }
    }

    /// Renders the chosen state offscreen to a PNG; how the program ends then.
    static func screenshot(_ options: Options, to path: String) -> ProgramExit {
        let font: String
        do {
            font = try PresenterChoice.fontPath(PresenterSettings(options: options))
        } catch {
            return ProgramExit(.noFont, error.message)
        }
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
            switch error.kind {
            case .image: return ProgramExit(.output, error.message)
            case .noRenderer: return ProgramExit(.noRenderer, error.message)
            case .noFont: return ProgramExit(.noFont, error.localizedMessage)
            case .noDisplay, .other: return ProgramExit(.noDisplay, error.message)
            }
        } catch let error as SystemError where error.errorNumber != nil {
            // TRANSLATORS: one line on stderr: {file} is the picture's path (--screenshot), {reason}
            // why it cannot be written (the system's words: No such file or directory).
            let text = Words.localized("cannot write {file}: {reason}")
            return ProgramExit(.output, Words.filled(text, ["file": path, "reason": Platform.errorMessage(error.errorNumber ?? 0)]))
        } catch {
            return ProgramExit(.output, "\(error)")
        }
        return ProgramExit(.success)
    }

    /// Shows the pad where `PresenterChoice` says and prints the PIN (`OneShot`).
    /// - Throws: `ProgramExit`, always: `finish`'s, or a presenter's line and status.
    static func run(_ options: Options) throws(ProgramExit) -> Never {
        try OneShot.run(PresenterSettings(options: options), makePrompt: { _, _ in makePrompt(options, clock: SystemClock()) }) {
            finish($0, options)
        }
    }

    /// Delivers the outcome: the PIN on `descriptor` (stdout; then wiped), or the line that says
    /// why there is none, with the exit status.
    static func finish(_ outcome: consuming PromptOutcome, _ options: Options, to descriptor: Int32 = Platform.standardOutput) -> ProgramExit {
        switch consume outcome {
        case .submitted(let secret):
            guard Platform.writeSecret(secret, newline: options.newline, to: descriptor) else {
                return ProgramExit(.output, "cannot write to standard output: \(Platform.lastError)")
            }
            return ProgramExit(.success)
        case .cancelled: return ProgramExit(.cancelled)
        case .closed: return ProgramExit(.cancelled)
        case .confirmed: return ProgramExit(.cancelled)
        case .notConfirmed: return ProgramExit(.cancelled)
        case .timedOut:
            // TRANSLATORS: one line on stderr when --timeout ends the pad; {seconds} is the number
            // given (4.0), written as it is.
            let text = Words.localized("timed out after {seconds} seconds without input")
            return ProgramExit(.timedOut, Words.filled(text, ["seconds": "\(options.timeoutSeconds ?? 0)"]))
        }
    }
}
