import PinPadCore

/// Touch and pointers read beside SDL on KMS/DRM: libinput on udev's seat, which the program
/// opens for the window (`PinPadWindow.init(options:feedback:touchSeat:)`) because SDL 2.26's
/// evdev touch starts every slot at position 0 and the kernel does not repeat an unchanged
/// position, so a first touch in the same column or row as the last one before the pad opened
/// landed at the edge.
public protocol TouchSeat: AnyObject {
    /// The descriptor that is readable (`poll(2)`) when input waits.
    var descriptor: Int32 { get }
    /// Reads what waits: the taps (`SurfaceInput.tap`) in pixels of a screen of `screen` pixels,
    /// upright, the window turning them into its content; anything else is ignored.
    func taps(screen: Size) -> [SurfaceInput]
}
