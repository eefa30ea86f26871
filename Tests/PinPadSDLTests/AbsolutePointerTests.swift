import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadSDL

/// An absolute pointer's evdev events (QEMU's tablet: 0–32767 on both axes) become presses,
/// moves and releases at positions normalised to the device's range.
@Suite struct AbsolutePointerTests {
    let tablet = AbsolutePointer(range: (0...32767, 0...32767))

    func events(_ pointer: inout AbsolutePointer, _ list: [(UInt16, UInt16, Int32)]) -> [AbsolutePointer.Motion] {
        list.compactMap { pointer.take(InputEvent(type: $0.0, code: $0.1, value: $0.2)) }
    }

    let report = (InputEvent.synchronization, InputEvent.report, Int32(0))

    @Test func aClickIsAPressAndAReleaseWhereThePointerIs() {
        var pointer = tablet
        let motions = events(&pointer, [
            (InputEvent.absolute, InputEvent.axisX, 16384), (InputEvent.absolute, InputEvent.axisY, 8192), report,
            (InputEvent.key, InputEvent.leftButton, 1), report,
            (InputEvent.key, InputEvent.leftButton, 0), report,
        ])
        #expect(motions.map(\.phase) == [.down, .up])
        #expect(abs(motions[0].x - 16384.0 / 32767) < 1e-9 && abs(motions[0].y - 8192.0 / 32767) < 1e-9)
    }

    @Test func movesCountOnlyWhilePressed() {
        var pointer = tablet
        let motions = events(&pointer, [
            (InputEvent.absolute, InputEvent.axisX, 100), report,
            (InputEvent.key, InputEvent.leftButton, 1), report,
            (InputEvent.absolute, InputEvent.axisX, 32767), report,
            (InputEvent.key, InputEvent.leftButton, 0), report,
            (InputEvent.absolute, InputEvent.axisX, 200), report,
        ])
        #expect(motions.map(\.phase) == [.down, .moved, .up])
        #expect(motions[1].x == 1)
    }

    @Test func aDroppedReportIsIgnored() {
        var pointer = tablet
        let motions = events(&pointer, [
            (InputEvent.key, InputEvent.leftButton, 1), (InputEvent.synchronization, InputEvent.dropped, 0), report,
            (InputEvent.absolute, InputEvent.axisX, 500), report,
            (InputEvent.key, InputEvent.leftButton, 1), report,
        ])
        // The press in the dropped report never happened: no move while pressed, then the press.
        #expect(motions.map(\.phase) == [.down])
        #expect(motions.first?.x == 500.0 / 32767)
    }

    @Test func positionsOutsideTheRangeAreClamped() {
        var pointer = AbsolutePointer(range: (100...4000, 200...3000))
        let motions = events(&pointer, [
            (InputEvent.absolute, InputEvent.axisX, 50), (InputEvent.absolute, InputEvent.axisY, 5000),
            (InputEvent.key, InputEvent.leftButton, 1), report,
        ])
        #expect(motions == [AbsolutePointer.Motion(x: 0, y: 1, phase: .down)])
    }
}
