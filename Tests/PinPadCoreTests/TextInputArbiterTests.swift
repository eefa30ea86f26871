import PinPadCore
import Testing

/// Records every call the arbiter makes, as the SDL backend would receive them.
final class RecordingTextInput: TextInputBackend {
    struct Call: Equatable {
        var enabled: Bool
        var rect: Rect?
    }

    var calls: [Call] = []

    func setTextInput(enabled: Bool, rect: Rect?) {
        calls.append(Call(enabled: enabled, rect: rect))
    }
}

struct TextInputArbiterTests {
    let badgeBox = Rect(x: 10, y: 20, width: 30, height: 40)
    let otherBox = Rect(x: 50, y: 20, width: 30, height: 40)

    @Test func startsByTurningTextInputOff() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        #expect(backend.calls == [.init(enabled: false, rect: nil)])
        #expect(arbiter.state == .off)
        #expect(arbiter.policy == nil)
    }

    @Test func focusTextThenKeypadThenEndKeypadRestoresText() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .textInput, rect: badgeBox)
        arbiter.claim(2, policy: .keypadOnly)
        arbiter.release(2)
        #expect(backend.calls == [
            .init(enabled: false, rect: nil), .init(enabled: true, rect: badgeBox),
            .init(enabled: false, rect: nil), .init(enabled: true, rect: badgeBox),
        ])
        #expect(arbiter.policy == .textInput)
    }

    @Test func exactlyOneBackendCallPerEffectiveChange() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .keypadOnly)
        arbiter.claim(2, policy: .hardwareKeys)
        arbiter.release(2)
        arbiter.release(1)
        #expect(backend.calls.count == 1, "keypad and hardware policies both keep text input off: no call")
        arbiter.claim(3, policy: .textInput, rect: badgeBox)
        arbiter.claim(3, policy: .textInput, rect: badgeBox)
        arbiter.move(3, rect: badgeBox)
        #expect(backend.calls.count == 2)
        arbiter.move(3, rect: otherBox)
        #expect(backend.calls.last == .init(enabled: true, rect: otherBox))
        #expect(backend.calls.count == 3)
    }

    @Test func rapidSwitchingEndsInTheNewestClaimsState() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        for round in 0..<50 {
            arbiter.claim(1, policy: .textInput, rect: badgeBox)
            arbiter.release(1)
            arbiter.claim(2, policy: .keypadOnly)
            if round % 2 == 0 { arbiter.release(2) }
        }
        #expect(arbiter.state == .off)
        for (previous, next) in zip(backend.calls, backend.calls.dropFirst()) {
            #expect(previous != next, "two identical calls in a row")
        }
    }

    @Test func aFieldReleasedWhileFocusedGivesUpItsClaim() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .keypadOnly)
        arbiter.claim(2, policy: .textInput, rect: badgeBox)
        arbiter.release(2)
        #expect(arbiter.state == .off)
        #expect(arbiter.policy == .keypadOnly)
        arbiter.release(1)
        #expect(arbiter.policy == nil)
    }

    @Test func moveWithoutAClaimChangesNothing() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.move(9, rect: badgeBox)
        #expect(backend.calls.count == 1)
    }
}
