import PinPadCore
import PinPadRaster
import PinPadTerminal

/// Where and how the pad is shown: what every front end decides the same way.
package struct PresenterSettings {
    /// The backend asked for; `.auto` picks one and falls back (see `PresenterChoice`).
    package var backend: Options.Backend = .auto
    /// The window's title bar text; nil: each request's title (`PinPadWindow`).
    package var windowTitle: String? = Words.localized("Enter PIN")
    /// The window's size in points.
    package var width = 480
    /// The window's height in points.
    package var height = 800
    /// Whether the size was asked for (`size`): a window made smaller to fit the screen is then
    /// said in one line; the default size is fitted without a word.
    package var sizeIsGiven = false
    /// The whole screen, with the cursor hidden.
    package var fullscreen = false
    /// How the pad is turned on the screen (the window and the framebuffer; the terminal draws upright).
    package var rotation = Rotation.none
    /// SDL's video driver (`SDL_VIDEODRIVER` when that is not set); nil: SDL's choice.
    package var videoDriver: String?
    /// The SDL renderer.
    package var renderer = RendererChoice.auto
    /// The font file; nil asks fontconfig.
    package var fontPath: String?
    /// The size multiplier; nil fits the window.
    package var scale: Double?
    /// Speech, key clicks and haptics (the window and the framebuffer; the terminal refuses them in one line).
    package var accessibility = AccessibilityOptions()
    /// The terminal, its characters and colours.
    package var terminal = TerminalOptions()
    /// Whether the keyboard is held while a secret is asked (the window on X11: `grab`).
    package var holdsKeyboard = false
    /// Whether a prompt may use text input (an input method): when none does, Xlib is spared
    /// from loading the Compose table.
    package var usesTextInput = false
    /// Whether the terminal (`terminal.ttyPath`) comes before the whole screen (KMS/DRM, the
    /// framebuffer) when no display is named: the pinentry's when gpg-agent named the terminal
    /// gpg runs in (`GPG_TTY`) and passed no display, so that a PIN asked from a terminal (over
    /// ssh among them) is asked there, not on a screen the user may not be at.
    package var prefersTerminal = false
    /// Whether a text field shows pinpad's letters keyboard (a layout was read: `keyboard-layout`
    /// is not `none` and one is installed), and so never asks for the system's input method.
    package var hasLettersKeyboard = false
    /// Whether a prompt may ask for the system's input method (an on-screen keyboard): a text
    /// field without the letters keyboard (`Prompt`'s keypad is the letters keyboard for every
    /// `.textInput` field when it has a layout).
    package var asksForInputMethod: Bool { usesTextInput && !hasLettersKeyboard }

    /// The defaults: the automatic backend, a 480×800 window.
    package init() {}

    /// The settings of the command line's options.
    package init(options: Options) {
        backend = options.backend
        windowTitle = options.title
        width = options.width
        height = options.height
        sizeIsGiven = options.sizeIsGiven
        fullscreen = options.fullscreen
        holdsKeyboard = options.grab ?? options.fullscreen
        rotation = options.rotation
        renderer = options.renderer
        videoDriver = options.videoDriver
        fontPath = options.fontPath
        scale = options.scale
        accessibility = options.accessibility
        terminal = TerminalOptions(ascii: options.ascii)
        // `--passphrase` alone is one text field (`Program.passphraseRequest`), as a form's.
        usesTextInput = options.fields.contains { $0.policy == .textInput } || (options.passphrase && options.fields.isEmpty)
        hasLettersKeyboard = options.keyboardLayout != nil
    }
}
