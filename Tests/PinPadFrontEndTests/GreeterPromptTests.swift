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

    /// A small greeter (a 240×320 panel) after a wrong PIN with the stack's words (a welcome
    /// above, pam_faillock's two lines as the error): the pad keeps its size, its keys where the
    /// first try had them within a few pixels' shrink, never drawn tiny. The lines reserved for
    /// the error were counted at a width that narrowed as the scale shrank, twice: the pad fell
    /// to a twentieth of its size.
    @Test func aSmallGreeterKeepsItsSizeAfterTheStacksWords() throws {
        var options = GreeterOptions()
        options.user = "anna"
        options.command = "sway"
        for (width, height) in [(240.0, 320.0), (320.0, 240.0), (320.0, 480.0)] {
            let size = Size(width: width, height: height)
            let first = Greeter.prompt(for: GreeterPad(.pin(userField: false, user: nil), notes: ["Welcome to the kiosk."]), options: options, viewport: size, scale: 1, clock: ManualClock(start: 0))
            let retry = Greeter.prompt(
                for: GreeterPad(.pin(userField: false, user: nil), error: "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)", notes: ["Welcome to the kiosk."]),
                options: options, viewport: size, scale: 1, clock: ManualClock(start: 0))
            #expect(retry.layout.scale >= first.layout.scale * 0.6, "\(width)×\(height): scale \(first.layout.scale) then \(retry.layout.scale)")
            let five = try #require(retry.layout.frame(of: .digit(5)))
            #expect(five.height >= 18 && five.width >= 18, "\(width)×\(height): key 5 is \(five)")
        }
    }

    /// A `wrong-pin-text` of several lines (German, set by the administrator) and no stack's
    /// texts: the first pad keeps its lines, so the retry that shows it moves and shrinks no key,
    /// from 240×320 to a monitor. The first pad kept one line, and the retry's keypad moved ~23 px.
    @Test func aLongWrongPINTextMovesNoKeyOnTheRetry() {
        for userField in [false, true] {
            var options = GreeterOptions()
            options.command = "sway"
            options.userField = userField
            if !userField { options.user = "anna" }
            options.wrongPINText = "Falsche PIN. Nach zwei weiteren Fehlversuchen wird das Konto für zehn Minuten gesperrt."
            for (width, height) in [(240.0, 320.0), (320.0, 480.0), (360.0, 640.0), (480.0, 800.0), (800.0, 480.0), (1280.0, 1024.0)] {
                let size = Size(width: width, height: height)
                let field = GreeterPad.Field.pin(userField: userField, user: nil)
                let first = Greeter.prompt(for: GreeterPad(field), options: options, viewport: size, scale: 1, clock: ManualClock(start: 0))
                let retry = Greeter.prompt(for: GreeterPad(field, error: options.wrongPINText), options: options, viewport: size, scale: 1, clock: ManualClock(start: 0))
                #expect(retry.layout.keys == first.layout.keys && retry.layout.fields == first.layout.fields, "\(width)×\(height), user field \(userField)")
            }
        }
    }

    /// A notice longer than the pad holds (`pam_echo`'s `file=`: 9.5 KB) above a wrong PIN. As
    /// the error's text, the text area is scrolled to its end, where "Wrong PIN" is, with ▲ at
    /// its edge telling the person there is more above, to drag into sight. As a note above the
    /// request (its description), the notice's start stays above "Wrong PIN", as it was before
    /// the error, with ▼ at its last line shown. Every line stays there to be read.
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
                if pad.notes.isEmpty {
                    #expect(shown.contains("▲") && !shown.contains("▼"), "\(width)×\(height): \(shown)")
                    #expect(shown.contains("Wrong PIN") && shown.contains("Line 300 of the kiosk's notice."), "\(width)×\(height): \(shown)")
                } else {
                    #expect(!shown.contains("▲") && shown.contains("▼"), "\(width)×\(height): \(shown)")
                    #expect(shown.contains("Wrong PIN") && shown.contains("Line 1 of the kiosk's notice."), "\(width)×\(height): \(shown)")
                    #expect(!shown.contains("Line 300 of the kiosk's notice."), "\(width)×\(height): \(shown)")
                }
            }
        }
    }
}
