@testable import PinPadCore
import PinPadTestSupport
import Testing

/// A disk's name, a key's ID, a card's serial are never broken while the text has room for them
/// whole at its smallest size; beside the keypad on a wide screen the description's lines are
/// long (about 60 characters), not the boxes' width.
struct WholeWordsTests {
    static let disk =
        "Please enter passphrase for disk Samsung_SSD_870_EVO_1TB_S6PUNX0T123456789 (luks-0a1b2c3d-4e5f-6789-abcd-ef0123456789) on /dev/nvme0n1p3:"
    static let card = "Please unlock the card\n\nNumber: D276 0001 2401 0304 0000 1234 5678\nHolder: Alice Example\nCounter: 42"
    static let gpg =
        "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Alice Example <alice@example.org>\"\n255-bit EDDSA key, ID 66AB6D7BDCBBC192,\ncreated 2026-12-01.\n"

    static let screens = [Size(width: 800, height: 480), Size(width: 1280, height: 1024), Size(width: 1920, height: 1080), Size(width: 480, height: 800)]

    /// The description's text runs, in the message's frame.
    static func runs(_ prompt: Prompt, measure: Prompt.TextMeasure?) -> [String] {
        let frame = prompt.layout.message
        return prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
            guard primitive.role == .text, case .text(let text, let rect, _, _) = primitive.shape, frame.contains(rect.center) else { return nil }
            return text
        }
    }

    /// A font whose digits are wider than the estimate (DejaVu Sans's are 0.64 em).
    static func wideDigits(_ text: String, _ size: Double) -> Size {
        Size(width: text.reduce(0) { $0 + ($1.isNumber ? 0.64 : 0.53) } * size, height: size * 1.2)
    }

    /// Each of `units` (a word, or a serial's groups) inside one run.
    static func whole(_ units: [String], in runs: [String]) -> [String] {
        units.filter { unit in !runs.contains { $0.contains(unit) } }
    }

    @Test(arguments: screens)
    func identifiersAreNotBrokenWhileThereIsRoom(size: Size) {
        let cases: [(String, [String])] = [
            (Self.disk, ["Samsung_SSD_870_EVO_1TB_S6PUNX0T123456789", "(luks-0a1b2c3d-4e5f-6789-abcd-ef0123456789)", "/dev/nvme0n1p3:"]),
            (Self.card, ["D276 0001 2401 0304 0000 1234 5678"]),
            (Self.gpg, ["66AB6D7BDCBBC192,", "<alice@example.org>\""]),
        ]
        for (description, units) in cases {
            for keyboard in [nil, ShippedKeyboards.layout("us")] {
                for measure in [nil, Self.wideDigits as Prompt.TextMeasure] {
                    let prompt = Prompt(
                        request: Request(title: "Unlock", description: description, label: "Passphrase:", policy: .textInput),
                        viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock(), keyboard: keyboard)
                    let runs = Self.runs(prompt, measure: measure)
                    #expect(Self.whole(units, in: runs).isEmpty, "\(size) \(keyboard == nil ? "keypad" : "letters") \(measure == nil ? "" : "wide digits"): \(runs)")
                }
            }
        }
    }

    /// Beside the keypad at 1920×1080 (keypad mode), gpg's lines are long: its key's line and
    /// its user ID each on one line.
    @Test func gpgsLinesBesideTheKeypadAreLong() {
        let size = Size(width: 1920, height: 1080)
        let prompt = Prompt(
            request: Request(title: "Unlock key", description: Self.gpg, label: "Passphrase:", policy: .textInput),
            viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock())
        let runs = Self.runs(prompt, measure: nil)
        #expect(runs.contains("255-bit EDDSA key, ID 66AB6D7BDCBBC192,"), "\(runs)")
        #expect(runs.contains("\"Alice Example <alice@example.org>\""), "\(runs)")
        // About 60 characters of the message's size (by the estimate, which errs wide: a real
        // font's prose sets a few more).
        let characters = prompt.layout.message.width / (prompt.theme.messageSize * prompt.layout.scale * TextWrapping.estimatedAdvance)
        #expect(characters >= 50, "\(characters) characters a line")
    }
}
