import PinPadCore
import PinPadRaster

/// How to open the PIN pad window.
public struct WindowOptions: Sendable {
    /// The window title (window managers show it); nil: each prompt's own title, as it runs.
    public var windowTitle: String?
    /// Window width in points.
    public var width: Int
    /// Window height in points.
    public var height: Int
    /// Cover the whole screen (`SDL_WINDOW_FULLSCREEN_DESKTOP`) and hide the mouse cursor.
    public var fullscreen: Bool
    /// Which renderer draws.
    public var renderer: RendererChoice
    /// The font file for every text run.
    public var fontPath: String
    /// Size multiplier; nil fits the design to the window (`Layout.suggestedScale`).
    public var scale: Double?
    /// How the pad is turned on the screen; taps are mapped with it.
    public var rotation: Rotation
    /// Speech, key clicks and haptics; all off by default. They are made by the `feedback` given
    /// to `PinPadWindow.init` (PinPadFeedback's `AudioGuide`).
    public var accessibility: AccessibilityOptions
    /// Whether the keyboard is held while a prompt asks for a secret (`PinPadWindow.holdsKeyboard`).
    public var holdsKeyboard: Bool
    /// Whether a prompt shown in this window may ask for the system's input method (an
    /// on-screen keyboard): a text field without pinpad's letters keyboard. False on Wayland:
    /// the compositor's text-input manager is hidden from SDL, and no input method is ever
    /// activated (`VideoSystem.keepsSystemInputMethod`). True by default.
    public var asksForInputMethod: Bool

    /// Creates options; every parameter has the documented default.
    public init(
        windowTitle: String? = nil, width: Int = 480, height: Int = 800, fullscreen: Bool = false,
        renderer: RendererChoice = .auto, fontPath: String, scale: Double? = nil, rotation: Rotation = .none,
        accessibility: AccessibilityOptions = AccessibilityOptions(), holdsKeyboard: Bool = false,
        asksForInputMethod: Bool = true
    ) {
        self.asksForInputMethod = asksForInputMethod
        self.holdsKeyboard = holdsKeyboard
        self.rotation = rotation
        self.accessibility = accessibility
        self.windowTitle = windowTitle
        self.width = width
        self.height = height
        self.fullscreen = fullscreen
        self.renderer = renderer
        self.fontPath = fontPath
        self.scale = scale
    }
}
