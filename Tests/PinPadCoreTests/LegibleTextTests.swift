import PinPadCore
import PinPadTestSupport
import Testing

/// On screens so small that the pad is drawn at a small scale (a 320×240 panel, 240×240), the
/// description is still set at a size a person reads (`Prompt.legibleMessageSize`), in lines tall
/// enough for it, and what does not show scrolls: it was set at 6 to 8 pixels, a key ID
/// unreadable.
@Suite struct LegibleTextTests {
    /// A font's measure, roughly: every character 0.55 of the size wide.
    static func measure(_ text: String, _ size: Double) -> Size { Size(width: Double(text.count) * size * 0.55, height: size) }

    static let description = "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Alice Example <alice@example.com>\"\n255-bit EDDSA key, ID 0x1234ABCD5678EF90,\ncreated 2026-12-01."

    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320), Size(width: 320, height: 260)])
    func aSmallScreensDescriptionIsLegibleAndScrolls(size: Size) {
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description, viewport: size,
            clock: ManualClock())
        #expect(prompt.layout.scale < 0.8, "\(size): scale \(prompt.layout.scale)")
        let measure: Prompt.TextMeasure = Self.measure
        let frame = prompt.layout.message
        func shown() -> [(text: String, size: Double, frame: Rect)] {
            prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
                guard case .text(let text, let rect, let size, _) = primitive.shape, rect.y >= frame.y - 0.01, rect.maxY <= frame.maxY + 0.01,
                    text != "▲", text != "▼"
                else { return nil }
                return (text, size, rect)
            }
        }
        let first = shown()
        #expect(!first.isEmpty, "\(size): no line shows")
        #expect(first.allSatisfy { $0.size >= Prompt.legibleMessageSize }, "\(size): \(first.map { ($0.text, $0.size) })")
        #expect(first.allSatisfy { $0.frame.height >= $0.size * 1.1 }, "\(size): lines shorter than their text")
        // The line that names the key (its user ID in quotes) is in view: the text opens at it
        // where the room does not reach it from gpg's "Please enter the passphrase to
        // unlock…", which is then a scroll up.
        #expect(first.contains { $0.text.hasPrefix("\"Alice") }, "\(size): opens at \(first.map(\.text))")
        // Every word comes into view by scrolling up, then down.
        var seen = Set(first.flatMap { $0.text.split(separator: " ").map(String.init) })
        for _ in 0..<10 {
            prompt.handle(.key(.scrollText(.up, byPage: false)))
            seen.formUnion(shown().flatMap { $0.text.split(separator: " ").map(String.init) })
        }
        #expect(shown().first?.text.hasPrefix("Please enter") == true, "\(size): scrolled up to \(shown().map(\.text))")
        #expect(first.first?.text.hasPrefix("Please enter") == true || first.first?.text.hasPrefix("\"Alice") == true, "\(size): \(first.map(\.text))")
        for _ in 0..<40 {
            prompt.handle(.key(.scrollText(.down, byPage: false)))
            let lines = shown()
            #expect(lines.allSatisfy { $0.size >= Prompt.legibleMessageSize })
            seen.formUnion(lines.flatMap { $0.text.split(separator: " ").map(String.init) })
        }
        let words = Set(Self.description.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        #expect(words.subtracting(seen).isEmpty, "\(size): never shown: \(words.subtracting(seen))")
    }

    /// A retry on such a screen keeps the description beside the error: a line of it and the
    /// error's, both legible, in view at once (at 240×320 and 320×320 the error took the one
    /// line there was and the description was out of view), and nothing moves when the error
    /// appears.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320), Size(width: 320, height: 320)])
    func aSmallScreensRetryKeepsTheDescriptionInView(size: Size) {
        let error = "Bad Passphrase (try 2 of 3)"
        let measure: Prompt.TextMeasure = Self.measure
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description, viewport: size,
            clock: ManualClock())
        let before = prompt.layout
        prompt.showError(error)
        #expect(prompt.layout.keys.map(\.frame) == before.keys.map(\.frame) && prompt.layout.message == before.message, "\(size): the error moved the keys")
        let frame = prompt.layout.message
        let shown = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Double)? in
            guard case .text(let text, let rect, let size, _) = primitive.shape, rect.y >= frame.y - 0.01, rect.maxY <= frame.maxY + 0.01,
                text != "▲", text != "▼"
            else { return nil }
            return (text, size)
        }
        #expect(shown.contains { Self.description.contains($0.0) && !$0.0.isEmpty }, "\(size): no line of the description: \(shown)")
        #expect(shown.contains { error.hasPrefix($0.0) && !$0.0.isEmpty }, "\(size): no line of the error: \(shown)")
        #expect(shown.allSatisfy { $0.1 >= Prompt.legibleMessageSize - 0.01 }, "\(size): \(shown)")
    }

    /// The lines of the description a retry keeps above the error are those that say what is
    /// asked for: its first ones, or, where the room does not reach it from the start, from the
    /// line that names the key (the user ID in quotes), ▲ above it, ▼ at the last: they were
    /// the ones just above the error, its tail ("created 2026-12-01.", a path's end), and at
    /// 320×240 gpg's boilerplate "Please enter the passphrase to". Scrolling moves the
    /// description above the error, which stays in view (it scrolled away with the rest).
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 320), Size(width: 320, height: 480)])
    func aRetryKeepsTheLinesThatNameTheKey(size: Size) {
        let error = "Bad Passphrase (try 2 of 3)"
        let measure: Prompt.TextMeasure = Self.measure
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description, viewport: size,
            clock: ManualClock())
        func shown() -> [String] {
            prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> String? in
                guard case .text(let text, let rect, _, _) = primitive.shape, rect.y >= prompt.layout.message.y - 0.01 else { return nil }
                return rect.maxY <= prompt.layout.message.maxY + 0.01 ? text : nil
            }
        }
        prompt.showError(error)
        let retry = shown()
        #expect(retry.contains { $0.hasPrefix("\"Alice") }, "\(size): the key's user ID is not in view: \(retry)")
        let opensAtStart = retry.first?.hasPrefix("Please enter") == true
        #expect(retry.contains { error.hasPrefix($0) && !$0.isEmpty } && retry.contains("▼") && retry.contains("▲") != opensAtStart, "\(size): \(retry)")
        #expect(!retry.contains("created 2026-12-01."), "\(size): \(retry)")
        // Scrolled, the description reads on above the error, which stays until the next
        // submit; scrolled back, the first view returns.
        var seen = Set(retry)
        for _ in 0..<12 {
            prompt.handle(.key(.scrollText(.down, byPage: false)))
            let lines = shown()
            #expect(lines.contains { error.hasPrefix($0) && !$0.isEmpty } && lines.contains("▲"), "\(size): \(lines)")
            seen.formUnion(lines)
        }
        #expect(seen.contains("created 2026-12-01."), "\(size): the description's end never came into view: \(seen)")
        for _ in 0..<12 { prompt.handle(.key(.scrollText(.up, byPage: false))) }
        let top = shown()
        #expect(top.first?.hasPrefix("Please enter") == true && top.contains { error.hasPrefix($0) && !$0.isEmpty } && !top.contains("▲"), "\(size): \(top) scrolled to the top")
    }

    /// Where even one line of the description and the error do not fit the text area at the
    /// legible size (the PIN pad at 320×240 and 240×240, whose keys are already under 7 mm), the
    /// error takes the title's place at that size, as a phone's lock screen says "Wrong PIN"
    /// where it said "Enter PIN": the description keeps its line, and no key moves. Without a
    /// description the error is legible too (it was set at 6 pixels in a line of its frame).
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240)], [true, false])
    func aTinyScreensErrorTakesTheTitlesPlace(size: Size, described: Bool) {
        let error = "Wrong PIN (2 tries left)"
        let description = described ? "Unlock card 0006 12345678" : ""
        let measure: Prompt.TextMeasure = Self.measure
        let prompt = Prompt(title: "Enter PIN", message: description, viewport: size, clock: ManualClock())
        func texts() -> [(text: String, size: Double, frame: Rect)] {
            prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
                guard primitive.role == .text, case .text(let text, let rect, let size, _) = primitive.shape else { return nil }
                return (text, size, rect)
            }
        }
        let before = prompt.layout
        #expect(texts().contains { $0.text == "Enter PIN" })
        prompt.showError(error)
        #expect(prompt.layout.keys.map(\.frame) == before.keys.map(\.frame) && prompt.layout.fields == before.fields, "\(size): the error moved the keys")
        let retry = texts()
        let shownError = retry.first { $0.text == error }
        #expect(shownError != nil && shownError!.size >= Prompt.legibleMessageSize - 0.01, "\(size): \(retry)")
        // In the title's row (as wide as the screen where nothing else stands in it).
        let title = prompt.layout.title
        #expect(shownError.map { $0.frame.y >= title.y - 0.01 && $0.frame.maxY <= title.maxY + 0.01 } == true, "\(size): \(retry)")
        #expect(!retry.contains { $0.text == "Enter PIN" }, "\(size): \(retry)")
        if described {
            #expect(retry.contains { $0.text == description && $0.size >= Prompt.legibleMessageSize - 0.01 }, "\(size): \(retry)")
            #expect(!retry.contains { $0.text == "▲" || $0.text == "▼" }, "\(size): \(retry)")
        }
        // The next try's submit takes the title back.
        prompt.submit()
        #expect(texts().contains { $0.text == "Enter PIN" })
    }

    /// The keys' digits and words (OK, Cancel, in Hebrew too: `אישור`, `ביטול`) on such a screen
    /// are set at `legibleMessageSize` at least (they were 5 to 9 pixels): on the keypad, on the
    /// button row, and round keys' Cancel under the keys. Only a word too wide for its key at
    /// that size is set smaller, to fit. The letters under a digit stay a hint of their key's
    /// height.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320)], [false, true])
    func aSmallScreensKeyLabelsAreLegible(size: Size, hebrew: Bool) {
        var theme = Theme.dark
        theme.keyShape = KeyShape.circle
        let measure: Prompt.TextMeasure = Self.measure
        let prompts = [
            Prompt(title: "PIN", viewport: size, clock: ManualClock()),
            Prompt(theme: theme, title: "PIN", viewport: size, clock: ManualClock()),
            Prompt(field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", viewport: size, clock: ManualClock()),
        ]
        for prompt in prompts {
            if hebrew {
                prompt.buttonLabels[.submit] = "אישור"
                prompt.buttonLabels[.cancel] = "ביטול"
            }
            #expect(prompt.layout.scale < 0.8, "\(size): scale \(prompt.layout.scale)")
            let labels = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Double, Rect)? in
                guard primitive.role == Primitive.Role.keyLabel, case .text(let text, let rect, let size, _) = primitive.shape, !["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"].contains(text)
                else { return nil }
                return (text, size, rect)
            }
            #expect(labels.count >= 10, "\(size): \(labels.map { $0.0 })")
            // A word's lines (one word on two lines where its key is narrow) are told by the whole word.
            let words = hebrew ? ["אישור", "ביטול"] : ["OK", "Cancel"]
            for (text, textSize, rect) in labels {
                let word = words.first { $0.contains(text) } ?? text
                #expect(
                    textSize >= Prompt.legibleMessageSize - 0.01 || measure(word, Prompt.legibleMessageSize).width > rect.width,
                    "\(size) \(prompt.keypad.isButtonRow ? "buttons" : "keypad"): \(text) at \(textSize) pixels in \(rect)")
            }
        }
    }

    /// ssh-add's askpass question at 240×240: the key's path is in view, not "Enter passphrase
    /// for" above an empty row (the path was a scroll away on the first try and the retry).
    @Test func anSSHKeysPathIsInViewOnATinyScreen() {
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "OpenSSH",
            message: "Enter passphrase for /home/anna/.ssh/id_ed25519_work:", viewport: Size(width: 240, height: 240), clock: ManualClock())
        func shown() -> [String] {
            prompt.scene(at: 0, measure: Self.measure).primitives.compactMap { primitive -> String? in
                guard primitive.role == .text, case .text(let text, let rect, _, _) = primitive.shape, prompt.layout.message.contains(rect.center) else { return nil }
                return text
            }
        }
        #expect(shown().contains { $0.hasPrefix("/home/anna") }, "\(shown())")
        prompt.showError("Bad passphrase, try again")
        // The error takes the title's place there; the path keeps its line.
        #expect(shown().contains { $0.hasPrefix("/home/anna") }, "\(shown())")
    }

    /// A key's path too long for a line at 240×240: the line in view is the one with the file's
    /// name (`/k1_work_laptop_alexandra:`), not the path's directories, which are a scroll up.
    @Test func aLongPathOpensAtItsFilesName() {
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "OpenSSH",
            message: "Enter passphrase for /tmp/s49-28/g/k1_work_laptop_alexandra:", viewport: Size(width: 240, height: 240), clock: ManualClock())
        let shown = prompt.scene(at: 0, measure: Self.measure).primitives.compactMap { primitive -> String? in
            guard primitive.role == .text, case .text(let text, let rect, _, _) = primitive.shape, prompt.layout.message.contains(rect.center) else { return nil }
            return text
        }
        #expect(shown.contains { $0.hasSuffix("alexandra:") }, "\(shown)")
    }

    /// GnuPG's Japanese and German errors on the passphrase's keyboard at 320×240, measured as a
    /// real font sets them (an ideograph or kana an em wide): the error, one line in the title's
    /// row, and a line of the description beside it. It was judged by the text area's whole
    /// width, not the width left beside the scroll cues, where it wraps onto two lines, and took
    /// the description's place.
    @Test(arguments: ["パスフレーズが不正です (現在 2 / 最大 3)", "Falsche Passphrase (Versuch 2 von 3)"])
    func aLongErrorOnATinyScreenLeavesTheDescriptionALine(error: String) {
        let measure: Prompt.TextMeasure = { text, size in
            Size(width: text.unicodeScalars.reduce(0) { $0 + (EastAsianWidth.isWide($1) ? 1 : 0.6) } * size, height: size)
        }
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description,
            viewport: Size(width: 320, height: 240), clock: ManualClock())
        prompt.showError(error)
        let texts = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Rect)? in
            guard primitive.role == .text, case .text(let text, let rect, _, _) = primitive.shape else { return nil }
            return (text, rect)
        }
        #expect(texts.contains { $0.0 == error && $0.1.maxY <= prompt.layout.message.y + 0.01 }, "\(texts)")
        // The line of the description beside it: the one naming the key (its user ID).
        #expect(texts.contains { $0.0.hasPrefix("\"Alice") && prompt.layout.message.contains($0.1.center) }, "\(texts)")
    }

    /// The title and the fields' labels on such a screen are set at `legibleMessageSize` too
    /// ("PIN" above a sign-in's boxes was 5 pixels high at 320×240), in lines tall enough for
    /// it, and no text runs into the boxes under it.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240)])
    func aSmallScreensTitleAndLabelsAreLegible(size: Size) {
        let measure: Prompt.TextMeasure = Self.measure
        let user = FormField(label: "User", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 6, isEditable: true))
        let prompts = [
            Prompt(request: Request(title: "Sign in", description: "Welcome to kiosk 3", label: "PIN"), viewport: size, clock: ManualClock()),
            Prompt(fields: [user, pin], title: "Sign in", message: "Welcome to kiosk 3", viewport: size, clock: ManualClock()),
        ]
        for prompt in prompts {
            #expect(prompt.layout.scale < 0.6, "\(size): scale \(prompt.layout.scale)")
            let texts = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Double, Rect)? in
                guard primitive.role == .text, case .text(let text, let rect, let size, _) = primitive.shape, text != "▲", text != "▼" else { return nil }
                return (text, size, rect)
            }
            for word in ["Sign in", "PIN"] + (prompt.fields.count > 1 ? ["User"] : []) {
                #expect(texts.contains { $0.0 == word && $0.1 >= Prompt.legibleMessageSize - 0.01 }, "\(size): \(word) in \(texts)")
            }
            let boxes = prompt.layout.fields.flatMap(\.boxes)
            for (text, textSize, rect) in texts {
                #expect(rect.height >= textSize * 1.2 - 0.01, "\(size): \(text) at \(textSize) pixels in a line \(rect.height) high")
                #expect(!boxes.contains { $0.intersects(rect) }, "\(size): \(text) over a box")
            }
        }
    }

    /// At scale 1 nothing changes: the theme's size and the least size stand.
    @Test func aLargeScreensTextKeepsTheThemesSize() {
        let prompt = Prompt(title: "PIN", message: "Any 6 digits", clock: ManualClock())
        let measure: Prompt.TextMeasure = Self.measure
        let sizes = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> Double? in
            guard case .text(let text, _, let size, _) = primitive.shape, text == "Any 6 digits" else { return nil }
            return size
        }
        #expect(sizes == [prompt.theme.messageSize])
    }
}
