@testable import PinPadSDL
import Testing

extension SDLTests {
    /// When a window that holds no keyboard says the keys go elsewhere: transcripts of focus
    /// changes, presents and the seat's answer, on a clock in milliseconds.
    struct FocusWarningTests {
        /// A keyboard arriving on a Wayland seat (a USB keyboard, a barcode scanner, wtype) takes
        /// the focus away for a moment: no warning, and no question to the seat.
        @Test func aMomentaryFocusLossDoesNotWarn() {
            var warning = FocusWarning()
            warning.focusGained()
            warning.focusLost(at: 1_000)
            #expect(!warning.asksForKeyboard(at: 1_000 + FocusWarning.lostDelay - 1))
            #expect(!warning.isShown(at: 1_000 + FocusWarning.lostDelay - 1))
            #expect(warning.nextDeadline == 1_000 + FocusWarning.lostDelay)
            warning.focusGained()
            #expect(warning.nextDeadline == nil)
            #expect(!warning.isShown(at: 5_000))
        }

        /// The focus away for a while with a keyboard on the seat: the warning, until the focus
        /// comes back.
        @Test func aFocusAwayForAWhileWarnsUntilItComesBack() {
            var warning = FocusWarning()
            warning.focusGained()
            warning.focusLost(at: 1_000)
            let due = 1_000 + FocusWarning.lostDelay
            #expect(warning.asksForKeyboard(at: due))
            warning.seatChecked(hasKeyboard: true)
            #expect(!warning.asksForKeyboard(at: due + 1))
            #expect(warning.isShown(at: due))
            #expect(warning.nextDeadline == nil, "the loop woke again for a warning already shown")
            warning.focusGained()
            #expect(!warning.isShown(at: due + 10_000))
        }

        /// The seat's only keyboard unplugged also takes the focus: no key goes anywhere, and no
        /// warning shows, then or later; one plugged in again gives the focus back.
        @Test func theLastKeyboardUnpluggedDoesNotWarn() {
            var warning = FocusWarning()
            warning.holdsKeyboard = true
            warning.presented(at: 0)
            warning.focusGained()
            warning.focusLost(at: 2_000)
            #expect(warning.asksForKeyboard(at: 2_000 + FocusWarning.lostDelay))
            warning.seatChecked(hasKeyboard: false)
            #expect(!warning.isShown(at: 2_000 + FocusWarning.lostDelay))
            #expect(!warning.isShown(at: 60_000))
            #expect(!warning.asksForKeyboard(at: 60_000))
            // A keyboard that comes and takes the focus away again is asked about anew.
            warning.focusGained()
            warning.focusLost(at: 70_000)
            #expect(warning.asksForKeyboard(at: 70_000 + FocusWarning.lostDelay))
        }

        /// A window meant to hold the keyboard that the compositor never gives the focus (sway's
        /// `no_focus`): the keys go to another window, and it warns a while after its first
        /// present; not when the seat has no keyboard, and not a window not meant to hold it.
        @Test func aWindowMeantToHoldTheKeyboardAndNeverFocusedWarns() {
            var warning = FocusWarning()
            warning.holdsKeyboard = true
            #expect(warning.nextDeadline == nil, "a window not yet presented waits for nothing")
            warning.presented(at: 100)
            warning.presented(at: 400)
            let due = 100 + FocusWarning.unfocusedDelay
            #expect(!warning.asksForKeyboard(at: due - 1))
            #expect(warning.nextDeadline == due)
            #expect(warning.asksForKeyboard(at: due))
            warning.seatChecked(hasKeyboard: true)
            #expect(warning.isShown(at: due))
            warning.focusGained()
            #expect(!warning.isShown(at: due + 1))

            var withoutKeyboard = FocusWarning()
            withoutKeyboard.holdsKeyboard = true
            withoutKeyboard.presented(at: 0)
            withoutKeyboard.seatChecked(hasKeyboard: false)
            #expect(!withoutKeyboard.isShown(at: 10_000))

            var notHolding = FocusWarning()
            notHolding.presented(at: 0)
            #expect(notHolding.nextDeadline == nil)
            #expect(!notHolding.asksForKeyboard(at: 10_000))
        }

        /// The next prompt on the window (its own clock from 0): a focus still away counts from
        /// its start, and its first present starts the wait for a focus never given.
        @Test func theNextPromptCountsFromItsStart() {
            var warning = FocusWarning()
            warning.focusGained()
            warning.focusLost(at: 50_000)
            warning.seatChecked(hasKeyboard: true)
            warning.promptStarted(at: 0)
            #expect(!warning.isShown(at: 0))
            #expect(warning.asksForKeyboard(at: FocusWarning.lostDelay))

            var unfocused = FocusWarning()
            unfocused.holdsKeyboard = true
            unfocused.presented(at: 90_000)
            unfocused.promptStarted(at: 0)
            #expect(unfocused.nextDeadline == nil)
            unfocused.presented(at: 10)
            #expect(unfocused.nextDeadline == 10 + FocusWarning.unfocusedDelay)
        }
    }
}
