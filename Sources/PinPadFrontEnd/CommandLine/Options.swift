import PinPadCore
import PinPadSDL

/// Everything the command line can set, with the documented defaults.
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
    package enum Backend: String, CaseIterable {
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
    package var boxes = 6
    package var minLength: Int?
    package var title = "Enter PIN"
    package var message = ""
    package var keypadLayout = KeypadLayout.phone
    package var letters = false
    package var clearKey = false
    package var mask = MaskMode.dots
    package var theme = Theme.dark
    package var width = 480
    package var height = 800
    package var scale: Double?
    package var fullscreen = false
    package var rotation = Rotation.none
    package var autoSubmit = true
    package var timeoutSeconds: Double?
    package var renderer = RendererChoice.auto
    package var backend = Backend.auto
    package var ascii: Bool?
    package var fontPath: String?
    package var newline = true
    package var screenshot: String?
    package var fill = 0
    package var pressedKey: Key?
    package var errorText: String?
    package var elapsed = 1000

    /// `--timeout` in whole milliseconds (rounded up), for `Prompt.idleTimeout`; nil for none.
    package var idleTimeout: Int? { timeoutSeconds.map { Int(($0 * 1000).rounded(.up)) } }
}
