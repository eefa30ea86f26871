@testable import PinPadCore
import PinPadTestSupport
import Testing

/// On a wide screen a long description is set beside the keypad rather than taking its keys,
/// and a description that reads as a list is one block of lines against the same edge.
struct WideScreenTextTests {
    static let wide = [Size(width: 1280, height: 1024), Size(width: 1920, height: 1080)]

    static func requests() -> [Request] {
        [
            Request(title: "Duo", description: ReadableTextTests.duoPrompt, policy: .textInput),
            Request(
                title: "Passphrase", description: ReadableTextTests.gpgDescription, label: "Passphrase:", error: ReadableTextTests.gpgError,
                policy: .textInput),
        ]
    }

    /// The smallest key side, in pixels.
    static func keySide(_ layout: Layout) -> Double {
        layout.keys.map { min($0.frame.width, $0.frame.height) }.min() ?? 0
    }

    /// gpg's and Duo's texts at 1280×1024 and 1920×1080: beside the keypad, every word shown,
    /// the keys as large as with no description at all, and an error moves no key.
    @Test(arguments: wide)
    func aLongDescriptionIsBesideTheKeypadWithItsKeysWhole(size: Size) {
        for request in Self.requests() {
            let prompt = ReadableTextTests.prompt(request, size)
            let layout = prompt.layout
            let keypadLeft = layout.keys.map(\.frame.x).min()!
            #expect(layout.message.maxX <= keypadLeft, "\(size) \(request.title): the text is not beside the keypad")
            #expect(layout.message.y < layout.keys.map(\.frame.maxY).max()!, "\(size) \(request.title): the text is above the keypad")
            #expect(ReadableTextTests.shownWords(prompt) == ReadableTextTests.words(request.description) + ReadableTextTests.words(request.error ?? ""))
            var bare = request
            bare.description = ""
            bare.error = nil
            let plain = ReadableTextTests.prompt(bare, size)
            #expect(Self.keySide(layout) >= Self.keySide(plain.layout) - 0.5, "\(size) \(request.title): keys \(Self.keySide(layout)) < \(Self.keySide(plain.layout))")
            let keys = layout.keys
            prompt.reject(message: "Wrong passphrase")
            #expect(prompt.layout.keys == keys, "\(size) \(request.title): an error moved the keys")
        }
    }

    /// A short description stays above the keypad on a near-square monitor, as before.
    @Test func aShortDescriptionStaysAboveTheKeypad() {
        let prompt = ReadableTextTests.prompt(Request(title: "PIN", description: "Enter your PIN"), Size(width: 1280, height: 1024))
        #expect(prompt.layout.orientation == .portrait)
        #expect(prompt.layout.message.maxY <= prompt.layout.keys.map(\.frame.y).min()!)
    }

    /// The description's text runs: their frames and alignments.
    static func descriptionRuns(_ prompt: Prompt) -> [(String, Rect, TextAlignment)] {
        prompt.scene(at: 0).primitives.compactMap { primitive in
            guard primitive.role == .text, case .text(let text, let rect, _, let alignment) = primitive.shape,
                prompt.layout.message.contains(rect.center)
            else { return nil }
            return (text, rect, alignment)
        }
    }

    /// An English list (gpg-agent's words where GnuPG has no Arabic) under a pad in Arabic keeps
    /// its lines against the block's left edge, the side its paragraphs start; an Arabic one's
    /// lines stand against the right edge. The English was set against the right edge.
    @Test func aListStartsOnItsOwnParagraphsSide() {
        Words.$scoped.withValue(WordTable(language: "ar", words: [:])) {
            let english = "Choose a key:\n- the office door\n- the server room"
            let arabic = "اختر مفتاحًا:\n- باب المكتب\n- غرفة الخوادم"
            for (description, alignment) in [(english, TextAlignment.leading), (arabic, .trailing)] {
                let prompt = ReadableTextTests.prompt(Request(title: "Duo", description: description, policy: .textInput), Size(width: 480, height: 800))
                let runs = Self.descriptionRuns(prompt)
                #expect(!runs.isEmpty && runs.allSatisfy { $0.2 == alignment }, "\(description): \(runs.map(\.2))")
            }
        }
    }

    /// Duo's options and a dashed list: one block, its lines from the same left edge, the block
    /// centred in the text's frame, at every size.
    @Test(arguments: ReadableTextTests.screens + wide)
    func aListIsOneLeftAlignedBlockCentred(size: Size) {
        let dashed = "Choose a key:\n- the office door\n- the server room"
        for description in [ReadableTextTests.duoPrompt, dashed] {
            let prompt = ReadableTextTests.prompt(Request(title: "Duo", description: description, policy: .textInput), size)
            let runs = Self.descriptionRuns(prompt)
            #expect(!runs.isEmpty)
            #expect(runs.allSatisfy { $0.2 == .leading }, "\(size): \(runs.map(\.2))")
            let lefts = Set(runs.map { Int($0.1.x.rounded()) })
            #expect(lefts.count == 1, "\(size): lines start at \(lefts)")
            let frame = prompt.layout.message
            if let block = runs.first?.1 {
                #expect(abs((block.x - frame.x) - (frame.maxX - block.maxX)) < 1, "\(size): the block is not centred")
            }
        }
    }

    /// Prose stays centred line by line, and only lines that are items or short make a list.
    @Test(arguments: ReadableTextTests.screens)
    func proseStaysCentred(size: Size) {
        let prompt = ReadableTextTests.prompt(Request(title: "PIN", description: "Enter the PIN of the card in the reader"), size)
        #expect(Self.descriptionRuns(prompt).allSatisfy { $0.2 == .center })
        #expect(!TextWrapping.readsAsList("One line\nTwo lines") { _ in true })
        #expect(!TextWrapping.readsAsList("10.5 kg\nof apples") { _ in true })
        #expect(TextWrapping.readsAsList("1) one\n2) two") { _ in true })
        #expect(TextWrapping.readsAsList("* one\n* two") { _ in false })
    }
}
