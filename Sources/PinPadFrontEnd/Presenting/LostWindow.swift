import PinPadCore
import PinPadPlatform

/// A window another program destroyed (`XDestroyWindow`, as `xdotool windowclose` does): the
/// prompt on it ended as cancelled, and every front end says so in the same one line.
package enum LostWindow {
    /// Whether `presenter` is a window another program destroyed; then one line on stderr. A
    /// front end that shows more requests drops that presenter and opens a new one for the next.
    package static func report(_ presenter: any Presenter) -> Bool {
        guard presenter.wasDestroyedByAnotherProgram else { return false }
        Platform.complain("the window was destroyed by another program")
        return true
    }
}
