/// What the driver asks of its surface after an input (`PromptDriver.receive(_:)`).
public enum SurfaceRequest: Hashable, Sendable {
    /// Read the clipboard (Ctrl+V) and hand its bytes to `PromptDriver.paste(utf8:)`; a surface
    /// without a clipboard does nothing.
    case pasteClipboard
}
