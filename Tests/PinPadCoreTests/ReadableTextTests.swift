@testable import PinPadCore
import PinPadTestSupport
import Testing

/// Every word an asker sends is on screen, an error keeps the description beside it, and
/// nothing under a finger moves when an error appears.
struct ReadableTextTests {
    /// gpg-agent's unlock text, as gpg 2.2 (Debian 12) sends it in `SETDESC` (percent escapes
    /// decoded) for a throw-away ed25519 key: captured from a real gpg with a throw-away
    /// GNUPGHOME whose `pinentry-program` logged the Assuan lines.
    static let gpgDescription =
        "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Kiosk Tester <kiosk@example.org>\"\n255-bit EDDSA key, ID 5E747A4969C55D87,\ncreated 2026-12-02.\n"
    /// The retry's `SETERROR` of that gpg-agent.
    static let gpgError = "Bad Passphrase (try 2 of 3)"
    /// A Duo two-factor prompt as ssh's or sudo's askpass gets it from `pam_duo`: a header, a
    /// blank line, the question, the numbered options, the question again.
    static let duoPrompt =
        "Duo two-factor login for kiosk\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234\n\nPasscode or option (1-3):"

    static let screens = [Size(width: 480, height: 800), Size(width: 800, height: 480), Size(width: 1080, height: 1920), Size(width: 1280, height: 1024)]

    static func prompt(_ request: Request, _ size: Size, clock: ManualClock = ManualClock()) -> Prompt {
        Prompt(request: request, viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: clock)
    }

    /// The words of the text runs in the message's frame, in order.
    static func shownWords(_ prompt: Prompt, at time: Int = 0) -> [String] {
        let frame = prompt.layout.message
        return prompt.scene(at: time).primitives.flatMap { primitive -> [String] in
            guard primitive.role == .text, case .text(let text, let rect, _, _) = primitive.shape, frame.contains(rect.center) else { return [] }
            return text.split(separator: " ").map(String.init)
        }
    }

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    @Test(arguments: screens)
    func gpgsUnlockTextIsReadWholeWithItsRetryError(size: Size) {
        let request = Request(
            title: "Passphrase", description: Self.gpgDescription, label: "Passphrase:", error: Self.gpgError, policy: .textInput)
        let prompt = Self.prompt(request, size)
        let shown = Self.shownWords(prompt)
        #expect(shown == Self.words(Self.gpgDescription) + Self.words(Self.gpgError), "\(size)")
        #expect(shown.contains("5E747A4969C55D87,") && shown.contains("2026-12-02."), "\(size): the key's ID and date, whole")
    }

    @Test(arguments: screens)
    func aDuoPromptShowsItsOptionsAndItsQuestion(size: Size) {
        let request = Request(title: "Duo", description: Self.duoPrompt, policy: .textInput)
        let prompt = Self.prompt(request, size)
        #expect(Self.shownWords(prompt) == Self.words(Self.duoPrompt), "\(size)")
        // A blank line is kept, at half a line's cost: the text's lines are spaced unevenly.
        let rows = prompt.scene(at: 0).primitives.compactMap { primitive -> Double? in
            guard primitive.role == .text, case .text(_, let rect, _, _) = primitive.shape, prompt.layout.message.contains(rect.center) else { return nil }
            return rect.y
        }
        let steps = zip(rows.dropFirst(), rows).map { $0 - $1 }
        let line = steps.min()!, afterBlank = steps.max()!
        #expect(steps.allSatisfy { abs($0 - line) < 0.05 || abs($0 - afterBlank) < 0.05 }, "\(size): \(steps)")
        #expect(abs(afterBlank - line * 1.5) < 0.05, "\(size): \(steps)")
        // The keys gave way, but no further than a finger's size: 9 mm at 96 DPI.
        let smallest = prompt.layout.keys.map { min($0.frame.width, $0.frame.height) }.min()!
        #expect(smallest >= 9 / 25.4 * 96, "\(size)")
    }

    /// The description stays while the error shows under it, through the next try's typing,
    /// until that try is submitted.
    @Test func anErrorKeepsTheDescriptionUntilTheNextSubmit() {
        let clock = ManualClock()
        let request = Request(title: "Passphrase", description: Self.gpgDescription, policy: .textInput)
        let prompt = Self.prompt(request, Size(width: 480, height: 800), clock: clock)
        prompt.handle(.text("wrong"))
        prompt.handle(.key(.submit))
        prompt.reject(message: Self.gpgError)
        #expect(Self.shownWords(prompt, at: clock.now) == Self.words(Self.gpgDescription) + Self.words(Self.gpgError))
        let error = prompt.scene(at: clock.now).primitives.first { $0.string == Self.gpgError }
        #expect(error?.color == prompt.theme.errorColor)
        clock.advance(by: 2000)
        prompt.handle(.text("sec"))
        #expect(Self.shownWords(prompt, at: clock.now) == Self.words(Self.gpgDescription) + Self.words(Self.gpgError), "kept while typing")
        prompt.handle(.key(.submit))
        #expect(Self.shownWords(prompt, at: clock.now) == Self.words(Self.gpgDescription), "gone with the next submit")
    }

    /// The keys' frames are the same before and after an error, for a short and a long
    /// description, a PIN and a passphrase, at every size; and during a sign-in's lock.
    @Test(arguments: screens)
    func nothingMovesWhenAnErrorAppears(size: Size) {
        for description in ["", "Unlock the kiosk", Self.gpgDescription, Self.duoPrompt] {
            for entry in [Request.Entry.boxes(6), .freeLength(minimum: 1, maximum: 64)] {
                let prompt = Self.prompt(Request(description: description, entry: entry), size)
                let keys = prompt.layout.keys, fields = prompt.layout.fields
                prompt.handle(.key(.digit(1)))
                prompt.reject(message: "Wrong PIN")
                #expect(prompt.layout.keys == keys && prompt.layout.fields == fields, "\(size) \(description.prefix(12))")
                prompt.showError("Wrong PIN, and a much longer explanation of what went wrong that wraps onto more lines")
                #expect(prompt.layout.keys == keys && prompt.layout.fields == fields, "\(size) \(description.prefix(12)), long error")
            }
        }
    }

    /// A sign-in keeps two lines (a lock's text and its countdown): a lock moves no key either.
    @Test(arguments: screens)
    func aSignInsLockMovesNothing(size: Size) {
        let prompt = Self.prompt(Request(title: "Sign in"), size)
        prompt.reservedErrorLines = 2
        let keys = prompt.layout.keys
        prompt.reject(message: "Wrong PIN")
        prompt.lock(message: "Locked.", until: prompt.clock.now + 60_000)
        #expect(prompt.layout.keys == keys, "\(size)")
        prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true))
        #expect(prompt.layout.keys == keys, "\(size)")
        let checking = prompt.scene(at: prompt.clock.now).primitives.first { $0.string == "Checking…" }
        #expect(checking?.color == prompt.theme.messageColor, "waiting is not an error")
    }

    /// While a sign-in checks what was entered, the boxes do not already look accepted.
    @Test func anEntryBeingCheckedIsNotShownAsAccepted() {
        let prompt = Self.prompt(Request(title: "Sign in", entry: .boxes(4)), Size(width: 480, height: 800))
        for digit in [1, 2, 3, 4] { prompt.handle(.key(.digit(digit))) }
        #expect(prompt.result != nil)
        prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true))
        let borders = prompt.scene(at: prompt.clock.now + 1000).primitives.filter { $0.role == .boxBorder }
        #expect(!borders.isEmpty && borders.allSatisfy { $0.color != prompt.theme.accent })
    }

    /// A lock whose text tells its own time (pam_faillock's) shows no countdown beside it.
    @Test func aLockThatTellsItsTimeHasNoCountdown() {
        let prompt = Self.prompt(Request(title: "Sign in"), Size(width: 480, height: 800))
        let text = "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)"
        prompt.lock(KeypadLock(message: text, until: prompt.clock.now + 600_000, showsCountdown: false))
        #expect(prompt.lockText(at: prompt.clock.now) == text)
        prompt.lock(message: "Locked", until: prompt.clock.now + 65_000)
        #expect(prompt.lockText(at: prompt.clock.now) == "Locked\nTry again in 1:05")
    }
}
