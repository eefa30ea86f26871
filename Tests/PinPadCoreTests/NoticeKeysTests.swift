import PinPadCore
import PinPadTestSupport
import Testing

/// Escape on a confirmation or notice: it cancels whether or not a Cancel button is shown
/// (pinentry's `CONFIRM --one-button` and `MESSAGE`, a sign-in's last word).
struct NoticeKeysTests {
    func notice(cancelLabel: String?) -> Prompt {
        Prompt(request: Request(title: "Note", description: "The card is locked", entry: .none, okLabel: "OK", cancelLabel: cancelLabel))
    }

    @Test(arguments: [nil, "Cancel"])
    func escapeCancelsANoticeWithOrWithoutACancelButton(cancelLabel: String?) {
        let prompt = notice(cancelLabel: cancelLabel)
        prompt.handle(.key(.cancel))
        #expect(prompt.takeOutcome()?.value == .cancelled)
    }

    /// Keys the notice has no button for still do nothing.
    @Test func digitsAndDeleteDoNothingOnANotice() {
        let prompt = notice(cancelLabel: nil)
        prompt.handle(.key(.digit(4)))
        prompt.handle(.key(.delete))
        prompt.handle(.key(.clear))
        #expect(prompt.result == nil)
        prompt.handle(.key(.submit))
        #expect(prompt.takeOutcome()?.value == .confirmed)
    }
}
