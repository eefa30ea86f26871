import PinPadCore
import PinPadRaster
import PinPadSDL
import Testing

/// Every key's word sits inside its own key, measured with the snapshots' font: set smaller down
/// to 14 px, then on two lines, then cut with "…"; never across another key or off the edge.
@Suite(.serialized)
struct KeyWordFitTests {
    /// The texts on keys of `prompt` that run outside their key: one line each.
    static func overflows(_ prompt: Prompt) throws -> [String] {
        let size = prompt.layout.viewport
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: Snapshot.fontPath)
        var problems: [String] = []
        for primitive in prompt.scene(at: prompt.clock.now, measure: canvas.measure).primitives where primitive.role == .keyLabel {
            guard case .text(let text, let frame, let textSize, _) = primitive.shape else { continue }
            guard let key = prompt.layout.keys.first(where: { $0.frame.contains(frame.center) }) else {
                problems.append("'\(text)' is on no key")
                continue
            }
            let measured = canvas.measure(text, textSize)
            if measured.width > key.frame.width - 2 { problems.append("'\(text)' is \(Int(measured.width)) px wide on a key of \(Int(key.frame.width)) px") }
            let top = frame.center.y - measured.height / 2
            if top < key.frame.y - 1 || top + measured.height > key.frame.maxY + 1 {
                problems.append("'\(text)' runs from \(Int(top)) to \(Int(top + measured.height)) on a key from \(Int(key.frame.y)) to \(Int(key.frame.maxY))")
            }
        }
        return problems
    }

    /// The key labels' texts of `prompt`, in order.
    static func words(_ prompt: Prompt) throws -> [String] {
        let size = prompt.layout.viewport
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: Snapshot.fontPath)
        return prompt.scene(at: prompt.clock.now, measure: canvas.measure).primitives.compactMap { primitive in
            guard primitive.role == .keyLabel, case .text(let text, _, _, _) = primitive.shape else { return nil }
            return text
        }
    }

    /// GnuPG's question before a key without protection: three long button words at 480×800.
    static func gnupgEmptyPassphraseConfirmation() -> Prompt {
        let request = Request(
            title: "Passphrase",
            description: "You have not entered a passphrase - this is in general a bad idea!\nPlease confirm that you do not want to have any protection on your key.",
            entry: .none, okLabel: "Yes, protection is not needed", cancelLabel: "Cancel", notOKLabel: "Enter new passphrase")
        return Prompt(request: request, viewport: Size(width: 480, height: 800), clock: ManualClock())
    }

    @Test func gnupgsEmptyPassphraseButtonsEachHoldTheirWord() throws {
        let prompt = Self.gnupgEmptyPassphraseConfirmation()
        #expect(try Self.overflows(prompt) == [])
        #expect(!(try Self.words(prompt)).contains { $0.hasSuffix("…") }, "a word is cut where two lines hold it")
        try Snapshot.assert(prompt, named: "gnupg-empty-passphrase")
    }

    @Test(arguments: [
        ("Cancel this operation right now please thank you very much!", "OK"),
        ("Cancel this operation right now please thank you very much!", "Unlock the encrypted disk now"),
        ("Cancel", "Unlock this very long key now with a very very long label okay"),
    ])
    func longKeypadWordsStayInsideTheirKeys(cancel: String, ok: String) throws {
        for size in [Size(width: 320, height: 480), Size(width: 480, height: 800)] {
            let prompt = Prompt(keypad: Keypad(), viewport: size, clock: ManualClock())
            prompt.buttonLabels = [.cancel: cancel, .submit: ok]
            #expect(try Self.overflows(prompt) == [], "at \(size)")
        }
    }

    /// A word too long even for two lines at 14 px is cut with "…" (the person sees it is cut).
    @Test func aWordTooLongForTwoLinesIsCutVisiblyAndReported() throws {
        let prompt = Prompt(keypad: Keypad(), viewport: Size(width: 480, height: 800), clock: ManualClock())
        let word = String(repeating: "W", count: 20_000)
        prompt.buttonLabels = [.submit: word]
        #expect(try Self.overflows(prompt) == [])
        let shown = try Self.words(prompt).filter { $0.hasPrefix("W") }
        #expect(shown.count == 2 && shown.last?.hasSuffix("…") == true, "\(shown.map { $0.count })")
    }

    /// A line feed in a key's word (pinentry's `SETCANCEL Can%0Acel`) breaks it in two lines.
    @Test func aLineFeedInAKeysWordIsTwoLines() throws {
        let prompt = Prompt(keypad: Keypad(), viewport: Size(width: 480, height: 800), clock: ManualClock())
        prompt.buttonLabels = [.submit: "OK\nsecond"]
        #expect(try Self.words(prompt).filter { ["OK", "second"].contains($0) }.count == 2)
        #expect(try Self.overflows(prompt) == [])
    }
}
