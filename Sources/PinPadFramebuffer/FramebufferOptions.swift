import PinPadCore
import PinPadPlatform

/// How to show the pad on a framebuffer.
public struct FramebufferOptions: Sendable {
    /// The framebuffer device, e.g. `/dev/fb0`.
    public var path: String
    /// The font file for every text run.
    public var fontPath: String
    /// Size multiplier; nil fits the design to the screen (`Layout.suggestedScale`).
    public var scale: Double?
    /// How the pad is turned on the screen; touches and pointers are mapped with it.
    public var rotation: Rotation
    /// Speech, key clicks and haptics (`AudioGuide`), as in the window.
    public var accessibility: AccessibilityOptions

    /// Creates options; `path` defaults to `$FRAMEBUFFER` (the variable tslib and DirectFB read)
    /// or `/dev/fb0`.
    public init(
        path: String? = nil, fontPath: String, scale: Double? = nil, rotation: Rotation = .none, accessibility: AccessibilityOptions = AccessibilityOptions()
    ) {
        self.path = path ?? FramebufferOptions.defaultPath
        self.fontPath = fontPath
        self.scale = scale
        self.rotation = rotation
        self.accessibility = accessibility
    }

    /// `$FRAMEBUFFER`, else `/dev/fb0`.
    public static var defaultPath: String { Platform.environment("FRAMEBUFFER") ?? "/dev/fb0" }
}
