/// Why the framebuffer pad cannot be shown.
public enum FramebufferError: Error, Equatable, CustomStringConvertible {
    /// No framebuffer, or one pinpad cannot draw on (its message says which and why).
    case noFramebuffer(String)
    /// udev or libinput could not give the input devices.
    case noInput(String)
    /// The font or the offscreen canvas could not be made.
    case noCanvas(String)

    public var description: String {
        switch self {
        case .noFramebuffer(let message), .noInput(let message), .noCanvas(let message): return message
        }
    }
}
