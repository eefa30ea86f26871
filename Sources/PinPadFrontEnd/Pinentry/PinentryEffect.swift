import PinPadCore

/// What the pinentry front end must do for the lines it received (`PinentrySession`).
package enum PinentryEffect: Equatable {
    /// Write this line (without its line feed) to the client.
    case send(String)
    /// Write the secret just entered as data lines (`AssuanEscaping.dataLines`), then wipe it.
    case sendSecret
    /// Show this and then call `PinentrySession.answer(_:)` with how it ended.
    case ask(PinentryAsk)
    /// The client said `BYE`: close the connection.
    case close
}

/// One `GETPIN`, `CONFIRM` or `MESSAGE` to show.
package struct PinentryAsk: Equatable {
    /// The request to show.
    package var request: Request
    /// With `SETREPEAT`: the second request, asked after the first is submitted; nil for none.
    package var repeatRequest: Request?
    /// The error shown with the first request again when the two entries differ.
    package var mismatchError: String
    /// `SETTIMEOUT`: seconds until the prompt ends as timed out; nil for none.
    package var timeoutSeconds: Int?
    /// The deadline of the request shown at `now` (clock milliseconds): `timeoutSeconds` later,
    /// at most `PinentrySession.timeoutRange`'s end (never past what an `Int` holds); nil without
    /// a timeout.
    package func deadline(from now: Int) -> Int? {
        guard let timeoutSeconds else { return nil }
        let (deadline, overflow) = now.addingReportingOverflow(min(max(timeoutSeconds, 0), PinentrySession.timeoutRange.upperBound) * 1000)
        return overflow ? Int.max : deadline
    }

    /// `OPTION display`: the X display gpg-agent passed; nil for none.
    package var display: String?
    /// `OPTION ttyname`: the terminal gpg-agent passed; nil for none.
    package var ttyName: String?
    /// `OPTION ttytype`: that terminal's type (its `TERM`, which decides the codes its keypad
    /// sends and how it draws); nil for none.
    package var ttyType: String? = nil
    /// `OPTION grab` (true) or `OPTION no-grab` (false), whichever came last; nil when neither
    /// came. gpg-agent sends `no-grab` unless its configuration says `grab`, so only `true`
    /// counts: it holds the keyboard even when pinpad's `grab` is no (`PinentryProgram`).
    package var holdsKeyboard: Bool? = nil
}

/// How an `ask` ended, told back to `PinentrySession.answer(_:)`.
package enum PinentryAnswer: Equatable {
    /// A secret was entered (and, with a repeat request, entered twice alike).
    case secret(repeated: Bool)
    /// Cancel, Escape, or the window closed.
    case cancelled
    /// `SETTIMEOUT` passed.
    case timedOut
    /// OK in a confirmation or message.
    case confirmed
    /// The "not OK" button.
    case notConfirmed
    /// Nothing could show the pad.
    case unavailable
}
