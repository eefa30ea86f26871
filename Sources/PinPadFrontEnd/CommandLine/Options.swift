import PinPadCore
import PinPadRaster

/// Everything the command line and the configuration files can set (`Options.table`), with the
/// documented defaults.
package struct Options {
    /// What to do.
    package enum Command: Equatable {
        /// Show the pad and print the PIN.
        case prompt
        /// Print the geometry as JSON.
        case layout
        /// Print the help text.
        case help
        /// Print the version.
        case version
    }

    /// Where the pad is shown.
    package enum Backend: String, CaseIterable, Sendable {
        case auto, sdl, fbdev, terminal
    }

    /// One `--field LABEL:POLICY:BOXES` of a form.
    package struct FieldOption: Equatable {
        package var label: String
        package var policy: KeyboardPolicy
        package var boxes: Int
    }

    package var command = Command.prompt
    package var fields: [FieldOption] = []
    /// `passphrase`: the single field takes any text, shown as dots, with the letters keyboard
    /// (`keyboardLayout`) on screen, instead of a PIN in boxes.
    package var passphrase = false
    package var boxes = 6
    package var minLength: Int?
    package var title = Words.localized("Enter PIN")
    package var message = ""
    package var keypadLayout = KeypadLayout.phone
    /// `layout`'s name as given (`phone`, `calculator`, `scrambled`).
    package var keypadLayoutName = "phone"
    /// `seed`: a scrambled keypad with this shuffle.
    package var seed: UInt64?
    package var letters = false
    /// `keyboard-layout`: the letters keyboard's layout file's name (`keyboards/NAME.layout`),
    /// or `none` for the keypad in every field; nil: the locale's (`KeyboardLayout.name(forLocale:)`).
    package var keyboardLayoutName: String?
    /// The letters keyboard's layout, read by `complete`: shown for a passphrase; nil when the
    /// locale's file is not installed (the keypad then).
    package var keyboardLayout: KeyboardLayout?
    /// The locale's layout's name when `keyboard-layout` is not given and its file is installed
    /// (`--print-config` shows it: the initramfs hook writes it down, the initramfs having no
    /// locale).
    package var localeKeyboardLayoutName: String?
    package var clearKey = false
    package var mask = MaskMode.dots
    package var theme = Theme.dark
    /// `theme`: a built-in theme's name or a theme file's (`themes/NAME.conf`).
    package var themeName = "dark"
    /// `theme-file`: a theme file's path, instead of `theme`.
    package var themeFile: String?
    /// `key-shape`, over the theme's own.
    package var keyShape: KeyShape?
    package var width = 480
    package var height = 800
    /// Whether `size` was given (a file or the command line), not the default 480×800.
    package var sizeIsGiven = false
    package var scale: Double?
    package var fullscreen = false
    package var rotation = Rotation.none
    package var autoSubmit = true
    package var timeoutSeconds: Double?
    package var renderer = RendererChoice.auto
    package var backend = Backend.auto
    /// `video-driver`: SDL's video driver (`SDL_VIDEODRIVER`, e.g. `kmsdrm`); nil: SDL's choice.
    package var videoDriver: String?
    package var ascii: Bool?
    /// `grab`: whether the keyboard is held while a secret is asked; nil: the front end's
    /// default (held for pinentry, askpass and `--fullscreen`).
    package var grab: Bool?
    package var fontPath: String?
    package var newline = true
    /// The words of the keys: OK, Cancel and Clear (`ok-label`, `cancel-label`, `clear-label`).
    package var okLabel = Key.submit.label
    package var cancelLabel = Key.cancel.label
    package var clearLabel = Key.clear.label
    /// `digits`: the digits drawn on the keys, the language's own or 0-9 (default).
    package var digits = DigitStyle.latin
    /// The words of askpass's confirmations (`yes-label`, `no-label`).
    package var yesLabel = Words.localized("Yes", context: "key")
    package var noLabel = Words.localized("No", context: "key")
    /// `caps-lock-text`: the hint under a text field while Caps Lock is on; empty for none.
    package var capsLockText = Prompt.defaultCapsLockHint
    /// `keyboard-held-text`: the warning under the field while another program holds the
    /// keyboard; empty for none.
    package var keyboardHeldText = Prompt.defaultKeyboardHeldElsewhereWarning
    /// `refused-text`: the line under a field that refused a character, until it is deleted;
    /// empty for none.
    package var refusedText = Prompt.defaultRefusedHint
    /// `paste-refused-text`: the line under a field after a paste it refused whole, until the
    /// field next changes; empty for none.
    package var pasteRefusedText = Prompt.defaultPasteRefusedHint
    /// pinentry's text for a passphrase typed twice differently, when GnuPG gives none
    /// (`mismatch-text`).
    package var mismatchText = Words.localized("The two entries do not match")
    package var screenshot: String?
    package var fill = 0
    package var pressedKey: Key?
    /// `--page`: the letters keyboard's page for a screenshot and `pinpad layout` (its page key
    /// tapped once the prompt is made).
    package var keyboardPage = KeyboardPage.letters
    package var errorText: String?
    /// `--elapsed`; nil: 1000 ms, or 100 ms (mid-shake) with `--error`.
    package var elapsedGiven: Int?
    /// `--help`: print the help text.
    package var wantsHelp = false
    /// `--version`: print the version (`pinpad --version`, `pinpad layout --version`).
    package var wantsVersion = false
    /// Where values not given came from, for `--print-config`: `key-shape` and `font` from a
    /// theme file.
    package var derivedSources: [String: String] = [:]
    /// `--print-config`: print the effective configuration and exit.
    package var printsConfiguration = false
    /// Speech, key clicks and haptics (`speech` … `phrase`).
    package var accessibility = AccessibilityOptions()
    /// `key-size`, over the theme's own.
    package var keySize: KeySize?

    /// Milliseconds since the last change in a screenshot.
    package var elapsed: Int { elapsedGiven ?? (errorText == nil ? 1000 : 100) }

    /// `--timeout` in whole milliseconds (rounded up), for `Prompt.idleTimeout`; nil for none.
    package var idleTimeout: Int? { timeoutSeconds.map { Int(($0 * 1000).rounded(.up)) } }

    /// The words a prompt draws on its keys instead of their own (`Prompt.buttonLabels`).
    package var buttonLabels: [Key: String] {
        var labels: [Key: String] = [:]
        if okLabel != Key.submit.label { labels[.submit] = okLabel }
        if cancelLabel != Key.cancel.label { labels[.cancel] = cancelLabel }
        if clearLabel != Key.clear.label { labels[.clear] = clearLabel }
        return labels
    }

    /// The keypad of `layout`, `letters` and `clear-key`.
    package var keypad: Keypad { Keypad(layout: keypadLayout, showsLetters: letters, showsClear: clearKey) }

    /// A prompt for a front end's `request` in this look: the keypad (the letters keyboard for a
    /// passphrase), the theme and the words.
    package func prompt(for request: Request, viewport: Size, scale: Double, clock: any Clock) -> Prompt {
        let prompt = Prompt(request: request, keypad: keypad, theme: theme, viewport: viewport, scale: scale, clock: clock, keyboard: keyboardLayout)
        applyWords(to: prompt)
        return prompt
    }

    /// Puts the configured words on `prompt`'s keys where it has the keys' own words (`OK`,
    /// `Cancel`, `Clear`), the language's digits on the digit keys with `digits = native`, and `caps-lock-text` where it has the default Caps Lock hint: a
    /// request's words of its own (pinentry's `SETOK "Sign"`, askpass's answers, gpg-agent's
    /// `default-capshint`) stay.
    package func applyWords(to prompt: Prompt) {
        for (key, word) in buttonLabels where (prompt.buttonLabels[key] ?? key.label) == key.label {
            prompt.buttonLabels[key] = word
        }
        if digits == .native {
            for value in 0...9 where prompt.buttonLabels[.digit(value)] == nil {
                prompt.buttonLabels[.digit(value)] = digits.label(of: value, language: Words.language)
            }
        }
        if prompt.capsLockHint == Prompt.defaultCapsLockHint { prompt.capsLockHint = capsLockText }
        prompt.keyboardHeldElsewhereWarning = keyboardHeldText
        prompt.refusedHint = refusedText
        prompt.pasteRefusedHint = pasteRefusedText
    }

    /// The defaults.
    package init() {}
}
