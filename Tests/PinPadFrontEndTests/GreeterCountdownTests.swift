import Testing

@testable import PinPadFrontEnd

/// The greeter's countdown line under a lockout: every `{time}` of `countdown-text` replaced by
/// the time left, `M:SS`, and nothing else of the text changed.
struct GreeterCountdownTests {
    @Test func everyTimePlaceholderIsReplaced() throws {
        #expect(GreeterOptions().countdown(600) == "Try again in 10:00")
        let cases: [(text: String, seconds: Int, line: String)] = [
            ("Noch {time} warten", 75, "Noch 1:15 warten"),
            ("{time}", 9, "0:09"),
            ("{time} / {time}", 61, "1:01 / 1:01"),
            ("{time}{time}", 0, "0:000:00"),
            ("Wait {tim} {time", 5, "Wait {tim} {time"),
            ("انتظر {time} ثانية", 130, "انتظر 2:10 ثانية"),
        ]
        for (text, seconds, line) in cases {
            let options = try GreeterOptions(["--command", "sway", "--countdown-text", text])
            #expect(options.countdown(seconds) == line, "\(text)")
        }
    }
}
