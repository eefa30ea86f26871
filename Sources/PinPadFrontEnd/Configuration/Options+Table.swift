import PinPadCore
import PinPadPlatform
import PinPadRaster

extension Options {
    /// Every option of `pinpad`, in the order of `--help`: the command line's parser, the
    /// configuration files' keys, the help and the man pages all read this list.
    package static let table: [Option<Options>] = field + form + look + words + accessibility + running + screenshots + program

    /// The keys of the options that choose where and how the pad is shown: what every front end
    /// takes (`pinpad agent --fullscreen`, and the `[pinentry]` section).
    package static let presentationKeys: Set<String> = Set<String>([
        "backend", "video-driver", "fullscreen", "rotate", "size", "scale", "theme", "theme-file", "key-shape", "font", "renderer",
        "ascii", "grab", "layout", "seed", "letters", "keyboard-layout", "clear-key", "digits", "ok-label", "cancel-label", "clear-label", "caps-lock-text", "keyboard-held-text", "refused-text", "paste-refused-text", "key-size",
    ]).union(accessibility.map(\.info.key))

    /// The keys only one front end reads besides `presentationKeys`, by front end: the
    /// pinentry's repeat mismatch, askpass's confirmation answers.
    package static let frontEndKeys: [FrontEnd: Set<String>] = [.pinentry: ["mismatch-text"], .askpass: ["yes-label", "no-label"]]

    /// The keys `frontEnd` reads: `presentationKeys` and its own (`frontEndKeys`).
    package static func presentationKeys(for frontEnd: FrontEnd) -> Set<String> {
        presentationKeys.union(frontEndKeys[frontEnd] ?? [])
    }

    /// The options among `table` whose keys are in `keys`, for a front end's settings at `path`.
    package static func options<Outer>(_ keys: Set<String>, at path: WritableKeyPath<Outer, Options> & Sendable) -> [Option<Outer>] {
        table.filter { keys.contains($0.info.key) }.map { $0.lifted(path) }
    }

    private static let field: [Option<Options>] = [
        Option(OptionInfo("boxes", .value("N"), group: .field, help: "number of boxes, 1-32 (default 6)"), show: { ["\($0.boxes)"] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            options.boxes = try ValueParsing.integer(text, in: 1...PasscodeField.maximumBoxCount)
        },
        Option(
            OptionInfo("min-length", .value("N"), group: .field, help: "characters needed before OK submits (default: --boxes)"),
            show: { $0.minLength.map { ["\($0)"] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.minLength = try ValueParsing.integer(text, in: 1...PasscodeField.maximumBoxCount)
        },
        Option(
            OptionInfo("auto-submit", .negatedFlag, group: .field, help: "do not submit when the last box fills; wait for OK or Enter"),
            show: { [ValueParsing.text($0.autoSubmit)] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.autoSubmit = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "mask", .value("MODE"), group: .field,
                help: "dots, digits, delayed or delayed:MILLISECONDS (default dots;\ndelayed shows each digit for 1300 ms)"),
            show: { [maskText($0.mask)] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.mask = try mask(text)
        },
    ]

    private static let form: [Option<Options>] = [
        Option(
            OptionInfo(
                "passphrase", .flag, group: .form,
                help: """
                    ask for a passphrase, not a PIN: any text (letters, digits,
                    symbols, accents) up to a page of memory (4096 bytes), shown
                    as dots, on the letters keyboard of --keyboard-layout and a
                    keyboard (with --backend fbdev, as at boot, in the console's
                    keymap); OK submits (a disk's passphrase at boot)
                    """),
            show: { [ValueParsing.text($0.passphrase)] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.passphrase = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "field", .value("LABEL:POLICY:BOXES"), group: .form, isRepeatable: true,
                help: """
                    POLICY keypad (keypad and digit keys only, no input method),
                    hardware (raw keys only) or text (any keyboard, input methods,
                    dead keys and pastes; any Unicode text, shown as typed). Tab
                    and Shift+Tab move between fields; a full field moves on; all
                    values print, one per line
                    """),
            show: { $0.fields.map { "\($0.label):\($0.policy.rawValue):\($0.boxes)" } }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.fields.append(try field(text))
        }
    ]

    private static let look: [Option<Options>] = [
        Option(OptionInfo("title", .value("TEXT"), group: .look, help: "title line (default \"Enter PIN\")"), show: { [$0.title] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.title = text
        },
        Option(OptionInfo("message", .value("TEXT"), group: .look, help: "message line under the title"), show: { [$0.message] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.message = text
        },
        Option(OptionInfo("layout", .value("NAME"), group: .look, help: "phone, calculator or scrambled (default phone)"), show: { [$0.keypadLayoutName] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            options.keypadLayoutName = try ValueParsing.choice(text, ["phone", "calculator", "scrambled"])
        },
        Option(
            OptionInfo(
                "seed", .value("N"), group: .look,
                help: "scrambled keypad with a fixed shuffle (give `pinpad layout`\nthe same seed to get the window's arrangement)"),
            show: { $0.seed.map { ["\($0)"] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.seed = UInt64(try ValueParsing.integer(text, in: 0...Int.max))
        },
        Option(OptionInfo("letters", .flag, group: .look, help: "letters under the digits (2 ABC ... 9 WXYZ)"), show: { [ValueParsing.text($0.letters)] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.letters = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "keyboard-layout", .value("NAME"), group: .look,
                help: "a passphrase's letters keyboard: us, de, fr, es, it, pl, pt,\nnordic, tr, ru, uk, el, he, ar, keyboards/NAME.layout in\n/etc/pinpad, or none for the keypad (default: the locale's)"),
            show: { ($0.keyboardLayoutName ?? $0.localeKeyboardLayoutName).map { [$0] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            guard ConfigurationFiles.isThemeName(text) else { throw InvalidValue(Words.localized("a keyboard layout's name (a file in keyboards/)")) }
            options.keyboardLayoutName = text
        },
        Option(OptionInfo("clear-key", .flag, group: .look, help: "a Clear key beside Cancel"), show: { [ValueParsing.text($0.clearKey)] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.clearKey = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "theme", .value("NAME"), group: .look,
                help: "dark, light, high-contrast (default dark), or a theme file\nthemes/NAME.conf in /etc/pinpad or PREFIX/share/pinpad\n(/usr/share/pinpad for the package)"),
            show: { $0.themeFile == nil ? [$0.themeName] : [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            guard ConfigurationFiles.isThemeName(text) else { throw InvalidValue(Words.localized("a theme's name (a built-in one or a file in themes/)")) }
            options.themeName = text
            options.themeFile = nil
        },
        Option(OptionInfo("theme-file", .value("PATH"), group: .look, trust: .rootFilesWhenPrivileged, help: "a theme file (see pinpad.conf(5)), instead of --theme"), show: { $0.themeFile.map { [$0] } ?? [] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            options.themeFile = try ValueParsing.nonEmpty(text, Words.localized("a file name"))
        },
        Option(
            OptionInfo("key-shape", .value("SHAPE"), group: .look, help: "rounded or circle (a phone's round keys; default: the theme's)"),
            show: { [($0.keyShape ?? $0.theme.keyShape).rawValue] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.keyShape = try ValueParsing.choice(text, KeyShape.self)
        },
        Option(
            OptionInfo("key-size", .value("SIZE"), group: .look, help: "normal or large (keys up to 112x150 px, labels a third larger)"),
            show: { [($0.keySize ?? $0.theme.keySize).rawValue] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.keySize = try ValueParsing.choice(text, KeySize.self)
        },
        Option(
            OptionInfo("size", .value("WxH"), group: .look, help: "window size in points, or viewport for layout and screenshots\n(default 480x800)"),
            show: { ["\($0.width)x\($0.height)"] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            (options.width, options.height) = try ValueParsing.size(text)
            options.sizeIsGiven = true
        },
        Option(OptionInfo("scale", .value("X"), group: .look, help: "size multiplier, 0.25-8 (default: fit the window)"), show: { $0.scale.map { [ValueParsing.text($0)] } ?? [] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.scale = try ValueParsing.number(text, in: 0.25...8)
        },
        Option(OptionInfo("fullscreen", .flag, group: .look, help: "cover the screen and hide the mouse cursor"), show: { [ValueParsing.text($0.fullscreen)] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.fullscreen = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "rotate", .value("DEGREES"), group: .look,
                help: "0, 90, 180 or 270: the pad turned clockwise on the screen, taps\nmapped with it (a panel mounted sideways; window, framebuffer)"),
            show: { ["\($0.rotation.rawValue)"] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            let degrees = try ValueParsing.choice(text, Rotation.allCases.map { String($0.rawValue) })
            options.rotation = Int(degrees).flatMap(Rotation.init) ?? .none
        },
        Option(OptionInfo("font", .value("PATH"), group: .look, trust: .rootFilesWhenPrivileged, help: "TrueType/OpenType font (default: fontconfig's sans-serif)"), show: { $0.fontPath.map { [$0] } ?? [] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.fontPath = try ValueParsing.nonEmpty(text, Words.localized("a font file"))
        },
    ]

    private static let words: [Option<Options>] = [
        Option(
            OptionInfo("digits", .value("STYLE"), group: .words, help: "native or latin: the digits on the keys, the language's own\n(Arabic-Indic in Arabic) or 0-9 (default latin); the PIN is\nalways delivered as 0-9"),
            show: { [$0.digits.rawValue] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.digits = try ValueParsing.choice(text, DigitStyle.self)
        },
        Option(OptionInfo("ok-label", .value("TEXT"), group: .words, help: "the OK key's word (default OK)"), show: { [$0.okLabel] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.okLabel = try ValueParsing.nonEmpty(text, Words.localized("a word"))
        },
        Option(OptionInfo("cancel-label", .value("TEXT"), group: .words, help: "the Cancel key's word (default Cancel)"), show: { [$0.cancelLabel] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.cancelLabel = try ValueParsing.nonEmpty(text, Words.localized("a word"))
        },
        Option(OptionInfo("clear-label", .value("TEXT"), group: .words, help: "the Clear key's word (default Clear)"), show: { [$0.clearLabel] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.clearLabel = try ValueParsing.nonEmpty(text, Words.localized("a word"))
        },
        Option(
            OptionInfo(
                "caps-lock-text", .value("TEXT"), group: .words,
                help: "shown under a text field while Caps Lock is on (default\n\"Caps Lock is on\"; pinentry: gpg-agent's words; empty: none)"),
            show: { [$0.capsLockText] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.capsLockText = text
        },
        Option(
            OptionInfo(
                "keyboard-held-text", .value("TEXT"), group: .words,
                help: "shown under the field while another program holds the keyboard\n(X11), or while a window that holds none (Wayland, a plain X11\nwindow) has lost the keyboard focus (default \"Another program\nis reading the keyboard: use the keypad\", over the letters\nkeyboard \"…: type on the screen\"; empty: none)"),
            show: { [$0.keyboardHeldText] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.keyboardHeldText = text
        },
        Option(
            OptionInfo(
                "refused-text", .value("TEXT"), group: .words,
                help: "shown under a field that refused a character (it did not\nfit, or the field does not take it) until Backspace deletes it;\nOK is refused meanwhile (default \"A character could not be\ntaken: delete it and type again\"; empty: none)"),
            show: { [$0.refusedText] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.refusedText = text
        },
        Option(
            OptionInfo(
                "paste-refused-text", .value("TEXT"), group: .words,
                help: "shown and spoken under a field after a paste it refused whole\n(it did not fit, was not UTF-8, or held a character the field\ndoes not take) until the field next changes (default \"The paste\ncould not be taken whole\"; empty: none)"),
            show: { [$0.pasteRefusedText] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.pasteRefusedText = text
        },
        Option(OptionInfo("yes-label", .value("TEXT"), group: .words, help: "askpass: a confirmation's Yes (default Yes)"), show: { [$0.yesLabel] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.yesLabel = try ValueParsing.nonEmpty(text, Words.localized("a word"))
        },
        Option(OptionInfo("no-label", .value("TEXT"), group: .words, help: "askpass: a confirmation's No (default No)"), show: { [$0.noLabel] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.noLabel = try ValueParsing.nonEmpty(text, Words.localized("a word"))
        },
        Option(
            OptionInfo(
                "mismatch-text", .value("TEXT"), group: .words,
                help: "pinentry: a passphrase typed twice differently, when GnuPG\ngives no text (default The two entries do not match)"),
            show: { [$0.mismatchText] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.mismatchText = try ValueParsing.nonEmpty(text, Words.localized("a text"))
        },
    ]

    private static let accessibility: [Option<Options>] = [
        Option(OptionInfo("speech", .flag, group: .accessibility, help: "speak the prompt and the count of digits, never a digit"), show: { [ValueParsing.text($0.accessibility.speech)] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.accessibility.speech = try ValueParsing.boolean(text)
        },
        Option(OptionInfo("voice", .value("NAME"), group: .accessibility, help: "espeak-ng voice or language (default: the language of\nthe words shown, en without a translation; espeak-ng --voices)"), show: { [$0.accessibility.voice] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            // espeak-ng opens a name with a slash or `..` as a path: a name only.
            let what = Words.localized("a voice's name (espeak-ng --voices; no / or ..)")
            let name = try ValueParsing.nonEmpty(text, what)
            guard !name.includes("/"), !name.includes("..") else { throw InvalidValue(what) }
            options.accessibility.voice = name
        },
        Option(OptionInfo("speech-rate", .value("WPM"), group: .accessibility, help: "words per minute, 80-450 (default 175)"), show: { ["\($0.accessibility.rate)"] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.accessibility.rate = try ValueParsing.integer(text, in: 80...450)
        },
        Option(
            OptionInfo("private-audio", .flag, group: .accessibility, help: "the output is heard by the person alone (headphones): key\nnames are spoken"),
            show: { [ValueParsing.text($0.accessibility.isPrivate)] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.accessibility.isPrivate = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo("audio-device", .value("NAME"), group: .accessibility, help: "SDL's name of the output device (default: the default output)"),
            show: { $0.accessibility.audioDevice.map { [$0] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.accessibility.audioDevice = try ValueParsing.nonEmpty(text, Words.localized("a device name"))
        },
        Option(OptionInfo("key-click", .flag, group: .accessibility, help: "a short click on each key press"), show: { [ValueParsing.text($0.accessibility.keyClick)] }) {
            (options: inout Options, text: String) throws(InvalidValue) in options.accessibility.keyClick = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "haptics", .value("PATH"), group: .accessibility, trust: .rootFilesWhenPrivileged,
                help: "vibrate on each press: /dev/input/eventN with force feedback, or\nan LED vibrator such as /sys/class/leds/vibrator"),
            show: { $0.accessibility.hapticsDevice.map { [$0] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.accessibility.hapticsDevice = try ValueParsing.nonEmpty(text, Words.localized("a device path"))
        },
        Option(
            OptionInfo("haptics-duration", .value("MS"), group: .accessibility, help: "how long each vibration lasts, 1-1000 (default 40)"),
            show: { ["\($0.accessibility.hapticsDuration)"] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.accessibility.hapticsDuration = try ValueParsing.integer(text, in: 1...1000)
        },
    ] + { let defaults = Phrases(); return Phrases.names.map { phraseOption($0, defaults: defaults) } }()

    /// `phrase-NAME`: what is said for `NAME` (`Phrases`), as every other word, per key; a
    /// placeholder the phrase has not (`Phrases.placeholders(of:)`) is refused. Its help shows the
    /// phrase in `defaults` (one `Phrases` for every phrase: each is translated as it is made).
    private static func phraseOption(_ name: String, defaults: Phrases) -> Option<Options> {
        let phrase = "speech: the phrase \(name)", shown = "(default: \(defaults.text(of: name) ?? ""))"
        // `--help`'s lines are at most 64 characters: a long default on a line of its own.
        let help = name == "digits" ? "the spoken digit names, ten, by commas (headphones only)" : phrase + (phrase.count + shown.count < 64 ? " " : "\n") + shown
        return Option(OptionInfo("phrase-\(name)", .value("TEXT"), group: .accessibility, help: help), show: { [$0.accessibility.phrases.text(of: name) ?? ""] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            let known = Phrases.placeholders(of: name)
            if let unknown = Words.placeholders(in: text).first(where: { !known.contains($0) }) {
                throw InvalidValue(unknownPlaceholder: unknown, known: known)
            }
            guard !text.isEmpty, options.accessibility.phrases.set(name, to: text) else {
                throw InvalidValue(name == "digits" ? Words.localized("ten names separated by commas") : Words.localized("a phrase"))
            }
        }
    }

    private static let running: [Option<Options>] = [
        Option(
            OptionInfo(
                "backend", .value("NAME"), group: .running,
                help: "auto, sdl, fbdev or terminal (default auto: a window when there\nis a display or a KMS/DRM device, else the framebuffer /dev/fb0\nwhen there is one, else the terminal)"),
            show: { [$0.backend.rawValue] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.backend = try ValueParsing.choice(text, Backend.self)
        },
        Option(
            OptionInfo("video-driver", .value("NAME"), group: .running, help: "SDL's video driver: x11, wayland, kmsdrm (default: SDL's choice;\nSDL_VIDEODRIVER wins)"),
            show: { $0.videoDriver.map { [$0] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.videoDriver = try ValueParsing.nonEmpty(text, Words.localized("a driver's name"))
        },
        Option(
            OptionInfo(
                "renderer", .value("NAME"), group: .running,
                help: "auto, software or accelerated (default auto: accelerated when\nthe machine has a GPU render node, else software)"),
            show: { [$0.renderer.rawValue] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.renderer = try ValueParsing.choice(text, RendererChoice.self)
        },
        Option(
            OptionInfo(
                "grab", .value("YES|NO"), group: .running,
                help: "hold the keyboard while a secret is asked, so no other window\ngets its keys (X11; default yes for pinentry, askpass, agent\nand --fullscreen, else no; gpg-agent's OPTION no-grab, which\nit sends by default, does not turn it off)"),
            show: { $0.grab.map { [ValueParsing.text($0)] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.grab = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo("ascii", .flag, group: .running, help: "terminal: plain ASCII instead of box-drawing characters"),
            show: { $0.ascii.map { [ValueParsing.text($0)] } ?? [] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.ascii = try ValueParsing.boolean(text)
        },
        Option(OptionInfo("timeout", .value("SECONDS"), group: .running, help: "cancel after this long without input"), show: { $0.timeoutSeconds.map { [ValueParsing.text($0)] } ?? [] }) {
            (options: inout Options, text: String) throws(InvalidValue) in
            options.timeoutSeconds = try ValueParsing.number(text, in: 0.001...86_400)
        },
        Option(
            OptionInfo("newline", short: "n", .negatedFlag, group: .running, help: "print the PIN without a trailing newline"),
            show: { [ValueParsing.text($0.newline)] }
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.newline = try ValueParsing.boolean(text)
        },
    ]

    private static let screenshots: [Option<Options>] = [
        Option(OptionInfo("screenshot", .value("FILE"), group: .screenshots, isInFiles: false, help: "render the pad to a PNG file and exit")) {
            (options: inout Options, text: String) throws(InvalidValue) in options.screenshot = try ValueParsing.nonEmpty(text, Words.localized("a file name"))
        },
        Option(OptionInfo("fill", .value("N"), group: .screenshots, isInFiles: false, help: "show N boxes filled")) {
            (options: inout Options, text: String) throws(InvalidValue) in
            options.fill = try ValueParsing.integer(text, in: 0...PasscodeField.maximumBoxCount)
        },
        Option(OptionInfo("press", .value("KEY"), group: .screenshots, isInFiles: false, help: "show KEY held down: 0-9, delete, submit, cancel, clear")) {
            (options: inout Options, text: String) throws(InvalidValue) in options.pressedKey = try key(text)
        },
        Option(
            OptionInfo(
                "page", .value("PAGE"), group: .screenshots, isInFiles: false,
                help: "a passphrase's letters keyboard on PAGE: letters, symbols or\naccents (default letters; also for `pinpad layout`)")
        ) { (options: inout Options, text: String) throws(InvalidValue) in
            options.keyboardPage = try ValueParsing.choice(text, KeyboardPage.self)
        },
        Option(OptionInfo("error", .value("TEXT"), group: .screenshots, isInFiles: false, help: "show a rejected PIN with this message, mid-shake (100 ms in)")) {
            (options: inout Options, text: String) throws(InvalidValue) in options.errorText = text
        },
        Option(OptionInfo("elapsed", .value("MS"), group: .screenshots, isInFiles: false, help: "milliseconds since the last change (default 1000: settled)")) {
            (options: inout Options, text: String) throws(InvalidValue) in options.elapsedGiven = try ValueParsing.integer(text, in: 0...3_600_000)
        },
    ]

    /// The options every front end with a command line has: the files, `--print-config`,
    /// `--help`.
    package static func programOptions<Target>(help: WritableKeyPath<Target, Bool> & Sendable, printsConfiguration: WritableKeyPath<Target, Bool> & Sendable) -> [Option<Target>] {
        [
            Option(OptionInfo(Configuration<Target>.configKey, short: "C", .value("FILE"), group: .program, isInFiles: false, help: "read FILE after the standard configuration files (repeatable)")) {
                (_: inout Target, _: String) throws(InvalidValue) in
            },
            Option(OptionInfo("print-config", .flag, group: .program, isInFiles: false, help: "print the effective configuration, where each value came from")) {
                (target: inout Target, _: String) throws(InvalidValue) in target[keyPath: printsConfiguration] = true
            },
            Option(OptionInfo("help", short: "h", .flag, group: .program, isInFiles: false, help: "this text")) {
                (target: inout Target, _: String) throws(InvalidValue) in target[keyPath: help] = true
            },
        ]
    }

    /// `--version`, of every command with a command line: it sets `version` (the command then
    /// prints the version and exits 0, as with `--help`, before it reads or checks anything more).
    package static func versionOption<Target>(_ version: WritableKeyPath<Target, Bool> & Sendable) -> Option<Target> {
        Option(OptionInfo("version", .flag, group: .program, isInFiles: false, help: "the version")) {
            (target: inout Target, _: String) throws(InvalidValue) in target[keyPath: version] = true
        }
    }

    private static let program: [Option<Options>] =
        programOptions(help: \Options.wantsHelp, printsConfiguration: \Options.printsConfiguration) + [versionOption(\Options.wantsVersion)]

    // MARK: Values

    /// `LABEL:POLICY:BOXES`, split from the right so the label may hold colons.
    private static func field(_ text: String) throws(InvalidValue) -> FieldOption {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let policies = KeyboardPolicy.allCases.map(\.rawValue)
        guard parts.count >= 3, let policy = KeyboardPolicy(rawValue: String(parts[parts.count - 2])),
            let boxes = Int(parts[parts.count - 1]), (1...PasscodeField.maximumBoxCount).contains(boxes)
        else {
            throw InvalidValue(
                Words.filled(Words.localized("LABEL:POLICY:BOXES with POLICY one of {policies} and BOXES 1 to 32"), ["policies": policies.joined(separator: ", ")]))
        }
        return FieldOption(label: parts[0..<(parts.count - 2)].joined(separator: ":"), policy: policy, boxes: boxes)
    }

    private static func mask(_ text: String) throws(InvalidValue) -> MaskMode {
        if text == "dots" { return .dots }
        if text == "digits" { return .digits }
        if text == "delayed" { return .delayedDots(milliseconds: 1300) }
        if text.hasPrefix("delayed:"), let milliseconds = Int(text.dropFirst(8)), (1...60_000).contains(milliseconds) {
            return .delayedDots(milliseconds: milliseconds)
        }
        throw InvalidValue(Words.localized("dots, digits, delayed or delayed:MILLISECONDS (1 to 60000)"))
    }

    private static func maskText(_ mask: MaskMode) -> String {
        switch mask {
        case .dots: return "dots"
        case .digits: return "digits"
        case .hidden: return "hidden"
        case .delayedDots(let milliseconds): return milliseconds == 1300 ? "delayed" : "delayed:\(milliseconds)"
        }
    }

    private static func key(_ text: String) throws(InvalidValue) -> Key {
        if text.count == 1, let digit = Int(text) { return .digit(digit) }
        switch text {
        case "delete": return .delete
        case "submit", "ok": return .submit
        case "cancel": return .cancel
        case "clear": return .clear
        default: throw InvalidValue(Words.localized("a digit, delete, submit, cancel or clear"))
        }
    }
}
