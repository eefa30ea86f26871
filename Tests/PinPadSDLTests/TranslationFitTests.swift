import PinPadCore
import PinPadRaster
import PinPadSDL
import PinPadTestSupport
import Testing

/// Every shipped translation fits at 480×800, measured with the window's font (DejaVu Sans, as
/// the snapshots; fontconfig's face for Chinese and Japanese): each key's word inside its key at the key's size, each title, message, error
/// and lock line whole (never cut with "…"), each line under a field on one line at its
/// smallest size (the window keeps one).
@Suite(.serialized)
struct TranslationFitTests {
    static let size = Size(width: 480, height: 800)
    /// The room a word keeps inside its key, each side, in pixels.
    static let keyPadding = 4.0

    /// The prompts whose texts are checked, in the language of `Words` now.
    static func prompts() -> [(name: String, prompt: Prompt)] {
        let clock = ManualClock()
        var result: [(String, Prompt)] = []
        result.append(("PIN", Prompt(keypad: Keypad(showsClear: true), viewport: size, clock: clock)))
        let options = Request(title: Words.localized("Confirm"), description: "", entry: .none, okLabel: Words.localized("Yes", context: "key"),
            cancelLabel: Words.localized("No", context: "key"))
        result.append(("confirmation", Prompt(request: options, viewport: size, clock: clock)))
        var notice = Request(title: Words.localized("Notice"), entry: .none)
        notice.cancelLabel = nil
        result.append(("notice", Prompt(request: notice, viewport: size, clock: clock)))
        for title in [Words.localized("Password"), Words.localized("Passphrase"), Words.localized("PIN", context: "field")] {
            result.append(("title \(title)", Prompt(request: Request(title: title), viewport: size, clock: clock)))
        }
        for error in [Words.localized("Wrong PIN"), Words.localized("Too many wrong PINs"), Words.localized("This account cannot sign in here"),
                      Words.localized("The two entries do not match")] {
            let prompt = Prompt(keypad: Keypad(showsClear: true), viewport: size, clock: clock)
            prompt.reject(message: error)
            result.append(("error \(error)", prompt))
        }
        let locked = Prompt(keypad: Keypad(showsClear: true), viewport: size, clock: clock)
        locked.lock(message: Words.localized("This account is locked"), until: clock.now + 65_000)
        result.append(("locked", locked))
        let form = Prompt(
            fields: [FormField(label: Words.localized("User", context: "field"), policy: .textInput, field: PasscodeField(boxCount: 8, isEditable: true)),
                     FormField(label: Words.localized("PIN", context: "field"), field: PasscodeField(boxCount: 4, isEditable: true))],
            keypad: Keypad(showsClear: true), title: Words.localized("Sign in"), viewport: size, clock: clock)
        result.append(("sign-in", form))
        let repeated = Prompt(
            fields: [FormField(label: Words.localized("Passphrase"), policy: .textInput, field: PasscodeField(boxCount: 8, isEditable: true)),
                     FormField(label: Words.localized("Repeat:"), policy: .textInput, field: PasscodeField(boxCount: 8, isEditable: true))],
            keypad: Keypad(), title: Words.localized("Enter PIN"), viewport: size, clock: clock)
        result.append(("repeat", repeated))
        return result
    }

    /// What does not fit in `language`: one line each.
    static func problems(_ language: String) throws -> [String] {
        // The face the program takes for the language (Chinese and Japanese need one of theirs:
        // fonts-wqy-microhei in the test packages), else the snapshots' DejaVu Sans.
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let font = ["zh-cn", "ja"].contains(tag) ? try #require(FontLocator.path(matching: "sans-serif:lang=\(tag)")) : Snapshot.fontPath
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: font)
        var problems: [String] = []
        // A right-to-left language's words that start with a Latin word ("Caps Lock פועל") are
        // still a right-to-left line: the translation starts with a right-to-left mark.
        let rightToLeft = WritingDirection(language: language) == .rightToLeft
        func readsTheWrongWay(_ text: String) -> Bool {
            rightToLeft && text.unicodeScalars.contains(where: DirectionalRuns.isRightToLeft) && !DirectionalRuns.isRightToLeftLine(text)
        }
        try Words.$scoped.withValue(language == "en" ? nil : ShippedTranslations.table(language)) {
            for (name, prompt) in prompts() {
                for primitive in prompt.scene(at: prompt.clock.now, measure: canvas.measure).primitives {
                    guard case .text(let text, let frame, let size, _) = primitive.shape else { continue }
                    if text.hasSuffix("…") { problems.append("\(name): '\(text)' is cut") }
                    if readsTheWrongWay(text) { problems.append("\(name): '\(text)' is set left to right") }
                    if primitive.role == .keyLabel, canvas.measure(text, size).width > frame.width - 2 * keyPadding {
                        problems.append("\(name): '\(text)' is \(Int(canvas.measure(text, size).width)) px wide on a key of \(Int(frame.width)) px")
                    }
                }
            }
            let prompt = Prompt(keypad: Keypad(showsClear: true), viewport: size, clock: ManualClock())
            let line = try #require(prompt.layout.hintLine(under: 0))
            for hint in [Prompt.defaultCapsLockHint, Prompt.defaultKeyboardHeldElsewhereWarning, Prompt.defaultRefusedHint, Prompt.defaultPasteRefusedHint] {
                let width = canvas.measure(hint, 11 * prompt.layout.scale).width
                if width > line.width { problems.append("hint '\(hint)' is \(Int(width)) px at its smallest, the line \(Int(line.width)) px") }
                if readsTheWrongWay(hint) { problems.append("hint '\(hint)' is set left to right") }
            }
        }
        return problems
    }

    @Test func theFifteenLanguagesShip() {
        let required = ["de", "fr", "es", "it", "nl", "pt_BR", "pl", "sv", "ru", "uk", "tr", "ar", "he", "zh_CN", "ja"]
        #expect(Set(required).isSubset(of: ShippedTranslations.languages), "\(ShippedTranslations.languages)")
    }

    @Test(arguments: ShippedTranslations.languages)
    func everyTranslationFitsItsKeyOrLine(language: String) throws {
        let problems = try Self.problems(language)
        #expect(problems.isEmpty, "\(language):\n\(problems.joined(separator: "\n"))")
    }

    /// The letters keyboard's words (Cancel, OK, space, ?123) fit their keys in `language`, at
    /// 480×800 and at 320×480, with every shipped layout on every page: one line each that does not.
    static func keyboardProblems(_ language: String) throws -> [String] {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let font = ["zh-cn", "ja"].contains(tag) ? try #require(FontLocator.path(matching: "sans-serif:lang=\(tag)")) : Snapshot.fontPath
        var problems: [String] = []
        for viewport in [Size(width: 480, height: 800), Size(width: 320, height: 480)] {
            let canvas = try OffscreenCanvas(width: Int(viewport.width), height: Int(viewport.height), fontPath: font)
            Words.$scoped.withValue(language == "en" ? nil : ShippedTranslations.table(language)) {
                for layout in KeyboardLayout.shippedNames {
                    for page in KeyboardPage.allCases {
                        let request = Request(title: Words.localized("Passphrase"), entry: .freeLength(minimum: 1, maximum: 256), policy: .textInput)
                        let prompt = Prompt(request: request, viewport: viewport, clock: ManualClock(start: 10_000), keyboard: ShippedKeyboards.layout(layout))
                        if page != .letters, let frame = prompt.layout.frame(of: .page(page)) {
                            prompt.handle(.tap(frame.center, .down, pointer: 0))
                            prompt.handle(.tap(frame.center, .up, pointer: 0))
                        }
                        let words = Set(prompt.keypad.rows.joined().filter { Layout.isWord($0) || $0 == .character(" ") }.map { prompt.label(of: $0) })
                        for primitive in prompt.scene(at: 20_000, measure: canvas.measure).primitives where primitive.role == .keyLabel {
                            guard case .text(let text, let frame, let size, _) = primitive.shape, words.contains(text) else { continue }
                            let width = canvas.measure(text, size).width
                            if width > frame.width - 2 * keyPadding * prompt.layout.scale {
                                problems.append("\(Int(viewport.width))x\(Int(viewport.height)) \(layout) \(page): '\(text)' is \(Int(width)) px wide at \(Int(size)) px on a key of \(Int(frame.width)) px")
                            }
                            if size < Layout.keyboardWordFloor * prompt.layout.scale - 0.5 {
                                problems.append("\(Int(viewport.width))x\(Int(viewport.height)) \(layout) \(page): '\(text)' is set at \(size) px")
                            }
                        }
                    }
                }
            }
        }
        return Array(Set(problems)).sorted()
    }

    @Test(arguments: ["en"] + ShippedTranslations.languages)
    func everyKeyboardWordFitsItsKey(language: String) throws {
        let problems = try Self.keyboardProblems(language)
        #expect(problems.isEmpty, "\(language):\n\(problems.joined(separator: "\n"))")
    }

    /// The check itself: a word too long for its key even on two lines (cut with "…"), and a
    /// title too long for its lines, are found.
    @Test func aWordTooLongIsFound() throws {
        let word = String(repeating: "Abbrechenabbrechen", count: 3)
        let long = WordTable(language: "xx", words: ["key\u{4}Cancel": word, "Enter PIN": String(repeating: "Geheimzahl ", count: 30)])
        let canvas = try OffscreenCanvas(width: 480, height: 800, fontPath: Snapshot.fontPath)
        try Words.$scoped.withValue(long) {
            let prompt = Prompt(keypad: Keypad(showsClear: true), viewport: Self.size, clock: ManualClock())
            let texts = prompt.scene(at: 0, measure: canvas.measure).primitives.compactMap { primitive -> (String, Rect, Double)? in
                guard case .text(let text, let frame, let size, _) = primitive.shape else { return nil }
                return (text, frame, size)
            }
            #expect(texts.contains { $0.0.hasSuffix("…") && word.contains($0.0.dropLast()) }, "the word is not shown cut")
            #expect(texts.contains { $0.0.hasPrefix("Geheimzahl") && $0.0.hasSuffix("…") }, "the title is not shown cut")
        }
    }
}
