import PinPadCore
import PinPadFrontEnd
import Testing

/// The options of speech, sounds, haptics and large keys (issue 16), read once for every front end.
struct AccessibilityOptionsTests {
    func parse(_ arguments: [String]) throws(UsageError) -> Options {
        try Options.read(arguments, readsFiles: false).options
    }

    @Test func everyOptionIsRead() throws {
        let options = try parse([
            "--speech", "--voice", "de", "--speech-rate=220", "--private-audio", "--audio-device", "USB Headset", "--key-click",
            "--haptics", "/dev/input/event3", "--haptics-duration", "25", "--phrase-progress", "{count} von {total}",
            "--phrase-cancelled", "abgebrochen", "--key-size", "large",
        ])
        var expected = AccessibilityOptions()
        expected.speech = true
        expected.voice = "de"
        expected.rate = 220
        expected.isPrivate = true
        expected.audioDevice = "USB Headset"
        expected.keyClick = true
        expected.hapticsDevice = "/dev/input/event3"
        expected.hapticsDuration = 25
        expected.phrases.progress = "{count} von {total}"
        expected.phrases.cancelled = "abgebrochen"
        #expect(options.accessibility == expected)
        #expect(options.theme.keySize == .large)
    }

    @Test func theDefaultsAreOff() throws {
        let options = try parse([])
        #expect(options.accessibility == AccessibilityOptions())
        #expect(!options.accessibility.makesSound && options.accessibility.hapticsDevice == nil)
        #expect(options.theme.keySize == .normal)
    }

    @Test(arguments: [
        (["--speech-rate", "79"], "--speech-rate takes a whole number from 80 to 450, not '79'"),
        (["--haptics-duration", "0"], "--haptics-duration takes a whole number from 1 to 1000, not '0'"),
        (["--voice", ""], "--voice takes a voice's name (espeak-ng --voices; no / or ..), not ''"),
        (["--key-size", "huge"], "--key-size takes one of normal, large, not 'huge'"),
        (["--key-click=yes"], "--key-click takes no value"),
        (["--phrase-digits", "one,two"], "--phrase-digits takes ten names separated by commas, not 'one,two'"),
        (["--phrase-complete", ""], "--phrase-complete takes a phrase, not ''"),
    ])
    func aWrongValueIsOneLine(arguments: [String], message: String) {
        #expect { try parse(arguments) } throws: { ($0 as! UsageError).message == message }
    }

    @Test func theAgentAndTheSignInPassThemOn() throws {
        let agent = try PasswordAgentOptions(["--watch", "--speech", "--key-size", "large", "--phrase-ok", "okay"], readsFiles: false)
        #expect(agent.presentation.accessibility.speech && agent.presentation.theme.keySize == .large)
        #expect(agent.presentation.accessibility.phrases.submit == "okay")
        let login = try LoginOptions(["--service", "kiosk", "--speech", "--haptics", "/sys/class/leds/vibrator"], readsFiles: false)
        #expect(login.presentation.accessibility.speech && login.presentation.accessibility.hapticsDevice == "/sys/class/leds/vibrator")
    }
}
