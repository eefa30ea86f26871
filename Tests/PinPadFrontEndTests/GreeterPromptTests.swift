import Testing

@testable import PinPadCore
@testable import PinPadFrontEnd

/// The pad `pinpad greeter` shows for each `GreeterPad`, without a display.
struct GreeterPromptTests {
    /// The stack's notice in full: pam_faillock's two lines, an expired password's words with a
    /// wrong PIN's, each line of them in the text area, none scrolled out of sight, on a kiosk's
    /// 800×480 panel, its portrait 480×800 and a 1280×1024 monitor.
    @Test func theStacksWordsShowEveryLine() {
        var options = GreeterOptions()
        options.user = "anna"
        options.command = "sway"
        let notices = [
            "The account is locked due to 5 failed logins.\n(5 minutes left to unlock)",
            "You are required to change your password immediately (administrator enforced).\nWrong PIN",
            "Kiosk closed for maintenance until 14:00.\nAsk at the desk.\nThe keys work again afterwards.",
        ]
        for notice in notices {
            for (width, height) in [(800.0, 480.0), (480.0, 800.0), (1280.0, 1024.0)] {
                for field in [GreeterPad.Field.pin(userField: false, user: nil), .pin(userField: true, user: nil)] {
                    let prompt = Greeter.prompt(
                        for: GreeterPad(field, error: notice), options: options, viewport: Size(width: width, height: height), scale: 1,
                        clock: ManualClock(start: 0))
                    let area = prompt.textAreaPrimitives(at: 0, measure: nil)
                    let shown = area.primitives.compactMap { primitive -> String? in
                        if case .text(let text, _, _, _) = primitive.shape { return text }
                        return nil
                    }.joined(separator: " ")
                    #expect(area.scrollLimit == 0, "\(width)×\(height): scrolled, shown: \(shown)")
                    let words = notice.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    #expect(shown == words, "\(width)×\(height): \(shown)")
                }
            }
        }
    }

    /// A notice longer than the pad holds (`pam_echo`'s `file=`: 9.5 KB) above a wrong PIN: the
    /// text area is scrolled to its end, where "Wrong PIN" is, with ▲ at its edge telling the
    /// person there is more above, to drag into sight; every line stays there to be read.
    @Test func aLongNoticeScrollsWithACueAboveTheWrongPIN() {
        var options = GreeterOptions()
        options.user = "anna"
        options.command = "sway"
        let banner = (1...300).map { "Line \($0) of the kiosk's notice." }.joined(separator: "\n")
        // The notice as an `error` text, and as an `info` one (above the message, "Wrong PIN" alone the error).
        let pads = [
            GreeterPad(.pin(userField: false, user: nil), error: banner + "\nWrong PIN"), GreeterPad(.pin(userField: false, user: nil), error: "Wrong PIN", notes: [banner]),
        ]
        for pad in pads {
            for (width, height) in [(800.0, 480.0), (480.0, 800.0), (1280.0, 1024.0)] {
                let prompt = Greeter.prompt(
                    for: pad, options: options,
                    viewport: Size(width: width, height: height), scale: 1, clock: ManualClock(start: 0))
                let area = prompt.textAreaPrimitives(at: 0, measure: nil)
                let shown = area.primitives.compactMap { primitive -> String? in
                    if case .text(let text, _, _, _) = primitive.shape { return text }
                    return nil
                }
                #expect(area.scrollLimit > 250, "\(width)×\(height): scroll limit \(area.scrollLimit)")
                #expect(shown.contains("▲") && !shown.contains("▼"), "\(width)×\(height): \(shown)")
                #expect(shown.contains("Wrong PIN") && shown.contains("Line 300 of the kiosk's notice."), "\(width)×\(height): \(shown)")
            }
        }
    }
}
