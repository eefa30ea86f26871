import PinPadCore
import PinPadSDL

/// Everything the command line can set, with the documented defaults.
struct Options {
    /// What to do.
    enum Command: Equatable {
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
    enum Backend: String, CaseIterable {
        case auto, sdl, terminal
    }

    /// One `--field LABEL:POLICY:BOXES` of a form.
    struct FieldOption: Equatable {
        var label: String
        var policy: KeyboardPolicy
        var boxes: Int
    }

    var command = Command.prompt
    var fields: [FieldOption] = []
    var boxes = 6
    var minLength: Int?
    var title = "Enter PIN"
    var message = ""
    var keypadLayout = KeypadLayout.phone
    var letters = false
    var clearKey = false
    var mask = MaskMode.dots
    var theme = Theme.dark
    var width = 480
    var height = 800
    var scale: Double?
    var fullscreen = false
    var autoSubmit = true
    var timeoutSeconds: Double?
    var renderer = RendererChoice.auto
    var backend = Backend.auto
    var ascii: Bool?
    var fontPath: String?
    var newline = true
    var screenshot: String?
    var fill = 0
    var pressedKey: Key?
    var errorText: String?
    var elapsed = 1000
}
