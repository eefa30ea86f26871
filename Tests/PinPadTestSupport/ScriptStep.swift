import PinPadCore

/// One step of what a `ScriptedSurface` plays to its driver, in the surface's own terms.
public enum ScriptStep: Hashable, Sendable {
    /// Something the surface saw (a key, text, a pointer, focus, the surface closing).
    case input(SurfaceInput)
    /// A finger down and up on the centre of `key`, wherever the prompt's layout has it then.
    case tap(Key)
    /// A paste that arrives by itself (a terminal's bracketed paste): the bytes go to the driver.
    case paste(String)
    /// Puts `text` on the surface's clipboard, for a later Ctrl+V.
    case copy(String)
    /// `milliseconds` pass without input; the driver is ticked at each of its deadlines meanwhile.
    case wait(Int)
}
