import PinPadCore
import PinPadSDL
import PinPadSeat

/// libinput's taps for the window on KMS/DRM (`PinPadWindow`'s `touchSeat`); its keys are
/// left to SDL, whose keymaps type letters into text fields.
extension LibinputSeat: TouchSeat {
    package func taps(screen: Size) -> [SurfaceInput] {
        read(screen: screen).compactMap { input in
            guard case .tap(let point, let phase, let pointer) = input else { return nil }
            return .tap(point, phase, pointer: pointer)
        }
    }
}
