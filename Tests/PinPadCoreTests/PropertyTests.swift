import PinPadCore
import PinPadTestSupport
import Testing

/// Random operations with a seeded generator, checking the field's invariants after each
/// (issue 2, "A property test").
@Suite struct PropertyTests {
    /// Scalars the random strings are made of: ASCII and Unicode decimal digits, letters,
    /// emoji, separators and other characters that must all be dropped.
    static let digitPool: [String] = (0...9).flatMap { digit -> [String] in
        [0x30, 0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0x1D7CE].map { base in
            String(Character(Unicode.Scalar(UInt32(base + digit))!))
        }
    }
    static let otherPool: [String] = [
        "a", "b", "Z", "é", "ß", "😀", "👍🏽", "🇫🇷", "👨‍👩‍👧", "1️⃣", " ", "\t", "-", ".", "_", "\u{00A0}",
        "²", "½", "Ⅻ", "①", "\n", "\u{0301}", "#", "*", "+", "",
    ]

    static func randomString(using generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...12, using: &generator)
        var text = ""
        for _ in 0..<length {
            let pool = Bool.random(using: &generator) ? digitPool : otherPool
            text += pool.randomElement(using: &generator)!
        }
        return text
    }

    /// What one random operation was, for the failure message and the completion rules.
    enum Operation: CustomStringConvertible {
        case insert(String, viaPaste: Bool), typeDigit(Int), tapDigit(Int), delete(viaKey: Bool), clear(viaKey: Bool)
        case submit(viaKey: Bool), tapOK, setBoxCount(Int), tapBox(Int), reject, cancel, advance(Int)

        var description: String {
            switch self {
            case .insert(let text, let paste): return "\(paste ? "paste" : "insert")(\(text.unicodeScalars.map { String($0.value, radix: 16) }))"
            case .typeDigit(let digit): return "type(\(digit))"
            case .tapDigit(let digit): return "tap(\(digit))"
            case .delete(let key): return "delete(key: \(key))"
            case .clear(let key): return "clear(key: \(key))"
            case .submit(let key): return "submit(key: \(key))"
            case .tapOK: return "tapOK"
            case .setBoxCount(let count): return "setBoxCount(\(count))"
            case .tapBox(let index): return "tapBox(\(index))"
            case .reject: return "reject"
            case .cancel: return "cancel"
            case .advance(let milliseconds): return "advance(\(milliseconds))"
            }
        }

        /// Whether the operation goes through `Prompt.handle`, which ignores input once the
        /// prompt has an outcome.
        var isInput: Bool {
            switch self {
            case .insert(_, let paste): return paste
            case .typeDigit, .tapDigit, .tapOK, .tapBox, .cancel: return true
            case .delete(let key), .clear(let key), .submit(let key): return key
            case .setBoxCount, .reject, .advance: return false
            }
        }

        var inserts: Bool {
            switch self {
            case .insert, .typeDigit, .tapDigit: return true
            default: return false
            }
        }

        var submits: Bool {
            switch self {
            case .submit, .tapOK: return true
            default: return false
            }
        }
    }

    static func randomOperation(for prompt: Prompt, using generator: inout SeededGenerator) -> Operation {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<14: return .insert(randomString(using: &generator), viaPaste: Bool.random(using: &generator))
        case 14..<32: return .typeDigit(Int.random(in: 0...9, using: &generator))
        case 32..<44: return .tapDigit(Int.random(in: 0...9, using: &generator))
        case 44..<56: return .delete(viaKey: Bool.random(using: &generator))
        case 56..<60: return .clear(viaKey: Bool.random(using: &generator))
        case 60..<66: return .submit(viaKey: Bool.random(using: &generator))
        case 66..<69: return .tapOK
        case 69..<73:
            let count = Bool.random(using: &generator) ? Int.random(in: 1...8, using: &generator) : Int.random(in: 1...32, using: &generator)
            return .setBoxCount(count)
        case 73..<78: return .tapBox(Int.random(in: 0..<prompt.field.boxCount, using: &generator))
        case 78..<86: return .reject
        case 86..<87: return .cancel
        default: return .advance(Int.random(in: 0...700, using: &generator))
        }
    }

    static func perform(_ operation: Operation, on prompt: Prompt, clock: ManualClock) {
        switch operation {
        case .insert(let text, let paste): paste ? prompt.handle(.paste(text)) : prompt.insertText(text)
        case .typeDigit(let digit): prompt.handle(.key(.digit(digit)))
        case .tapDigit(let digit): prompt.tap(.digit(digit), pointer: digit)
        case .delete(let key): key ? prompt.handle(.key(.delete)) : prompt.deleteBackward()
        case .clear(let key): key ? prompt.handle(.key(.clear)) : prompt.clear()
        case .submit(let key): key ? prompt.handle(.key(.submit)) : prompt.submit()
        case .tapOK: prompt.tap(.submit)
        case .setBoxCount(let count): prompt.setBoxCount(count)
        case .tapBox(let index): prompt.tapBox(index)
        case .reject: prompt.reject(message: "Wrong PIN")
        case .cancel: prompt.handle(.key(.cancel))
        case .advance(let milliseconds):
            clock.advance(by: milliseconds)
            prompt.tick()
        }
    }

    @Test func randomOperationsKeepTheFieldsInvariants() {
        var generator = SeededGenerator(seed: 0x0050_494E_5041_4421)
        let operationCount = 100_000
        let segments = 10
        var problems: [String] = []
        var operationsDone = 0
        var completionsSeen = 0
        var changesSeen = 0

        for segment in 0..<segments {
            let boxCount = Int.random(in: 1...12, using: &generator)
            let editable = Bool.random(using: &generator)
            let masks: [MaskMode] = [.dots, .digits, .delayedDots(milliseconds: 800)]
            let field = PasscodeField(
                boxCount: boxCount, minLength: Bool.random(using: &generator) ? nil : Int.random(in: 1...boxCount, using: &generator),
                isEditable: editable, autoSubmitWhenFull: Int.random(in: 0..<4, using: &generator) != 0,
                mask: masks.randomElement(using: &generator)!)
            let layouts: [KeypadLayout] = [.phone, .calculator, .scrambled(seed: UInt64(segment))]
            let clock = ManualClock(start: Int.random(in: 0...1_000_000, using: &generator))
            let prompt = makePrompt(field, keypad: Keypad(layout: layouts.randomElement(using: &generator)!, showsClear: true), clock: clock)
            var events: [FieldEvent] = []
            prompt.onEvent = { events.append($0) }
            var completedSinceChange = false

            for step in 0..<(operationCount / segments) {
                let operation = Self.randomOperation(for: prompt, using: &generator)
                let before = prompt.field
                // OK just after a paste refused whole submits nothing until the field changes.
                let pasteWasRefused = prompt.isPasteRefused
                let wasEnded = prompt.outcome != nil
                let ignored = operation.isInput && wasEnded
                events.removeAll(keepingCapacity: true)
                Self.perform(operation, on: prompt, clock: clock)
                operationsDone += 1
                let after = prompt.field
                let text = after.text
                func fail(_ message: String) {
                    if problems.count < 20 { problems.append("segment \(segment) step \(step) \(operation): \(message); events \(events)") }
                }

                // count ≤ boxCount; only ASCII digits stored.
                if !(1...32).contains(after.boxCount) { fail("boxCount \(after.boxCount)") }
                if after.count > after.boxCount { fail("count \(after.count) > boxCount \(after.boxCount)") }
                if text.count != after.count { fail("text length \(text.count) ≠ count \(after.count)") }
                if !text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) { fail("stored non-digits \(text.unicodeScalars.map(\.value))") }
                if after.hasText != !text.isEmpty { fail("hasText disagrees") }
                if after.isFull != (after.count == after.boxCount) { fail("isFull disagrees") }
                for index in 0..<after.boxCount {
                    let expected = index < text.count ? String(Array(text)[index]) : nil
                    if after.character(at: index) != expected { fail("box \(index) shows \(String(describing: after.character(at: index)))") }
                }

                // Exactly one changed event per real change of the text, none otherwise.
                let changes = events.compactMap { if case .editingChanged(let count) = $0 { return count } else { return nil } }
                let textChanged = before.text != text
                if changes.count != (textChanged ? 1 : 0) { fail("\(changes.count) changed events, text changed: \(textChanged)") }
                if let count = changes.first, count != after.count { fail("changed(count: \(count)) but count is \(after.count)") }
                if ignored && (after != before || !events.isEmpty) { fail("input after the prompt ended was not ignored") }
                if textChanged { completedSinceChange = false }
                changesSeen += changes.count

                // Completion only on transitions, never twice without a change between.
                let completions = events.filter { $0 == .completed }
                if completions.count > 1 { fail("\(completions.count) completions") }
                if !completions.isEmpty {
                    let value = text
                    completionsSeen += 1
                    if completedSinceChange { fail("completed twice without a change") }
                    if value.count < after.minLength { fail("completed below minLength") }
                    if !operation.submits && !(operation.inserts && textChanged && after.isFull && after.autoSubmitWhenFull) {
                        fail("completed without a submit or a transition to full")
                    }
                    if prompt.outcome != .submitted(value) { fail("outcome \(String(describing: prompt.outcome))") }
                    completedSinceChange = true
                }
                let mustComplete =
                    !ignored
                    && ((operation.inserts && textChanged && after.isFull && after.autoSubmitWhenFull)
                        || (operation.submits && before.count >= before.minLength && !completedSinceChange && completions.isEmpty && !before.isCompleted
                            && !before.hasRefusedCharacter && !pasteWasRefused))
                if mustComplete && completions.isEmpty { fail("a transition to full or a valid submit did not complete") }
                if after.isCompleted != completedSinceChange { fail("isCompleted \(after.isCompleted), expected \(completedSinceChange)") }

                // Focus events agree with the focus state.
                let began = events.contains(.editingDidBegin)
                let ended = events.contains(.editingDidEnd)
                if began && (before.isFocused || !after.isEditable) { fail("editingDidBegin while focused or not editable") }
                if ended && !before.isFocused && !began { fail("editingDidEnd while unfocused") }
                if after.isFocused && !after.isEditable { fail("focused but not editable") }
                if let endIndex = events.firstIndex(of: .editingDidEnd),
                    let completeIndex = events.firstIndex(where: { if case .completed = $0 { return true } else { return false } }),
                    endIndex < completeIndex
                {
                    fail("editingDidEnd before completed")
                }
                if problems.count >= 20 { break }
            }
        }
        #expect(operationsDone == operationCount)
        #expect(completionsSeen > 100)
        #expect(changesSeen > 10_000)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The same invariants straight on the value type, with a random veto and focus changes
    /// that `Prompt` does not expose.
    @Test func randomOperationsOnTheFieldHonourTheVeto() {
        var generator = SeededGenerator(seed: 7)
        var field = PasscodeField(boxCount: 6, isEditable: true)
        var problems: [String] = []
        for step in 0..<20_000 {
            let before = field
            let veto = Int.random(in: 0..<5, using: &generator) == 0
            var asked: [(Range<Int>, String)] = []
            field.shouldChange = { range, replacement in
                asked.append((range, replacement))
                return !veto
            }
            let events: [FieldEvent]
            let kind = Int.random(in: 0..<10, using: &generator)
            switch kind {
            case 0..<4: events = field.insertText(Self.randomString(using: &generator))
            case 4..<6: events = field.deleteBackward()
            case 6: events = field.becomeFocused()
            case 7: events = field.resignFocus()
            case 8: events = field.submit()
            default:
                field.isEditable.toggle()
                events = []
            }
            func fail(_ message: String) {
                if problems.count < 20 { problems.append("step \(step) kind \(kind): \(message)") }
            }
            for (range, replacement) in asked {
                if kind < 4 && (range != before.count..<before.count) { fail("insert asked with \(range)") }
                if kind < 4 && replacement.isEmpty { fail("insert asked with nothing to insert") }
                if kind == 4 || kind == 5, range != (before.count - 1)..<before.count || !replacement.isEmpty { fail("delete asked with \(range)") }
            }
            if veto && !asked.isEmpty && (field.text != before.text || !events.isEmpty) { fail("a veto changed something: \(events)") }
            let changes = events.filter { if case .editingChanged = $0 { return true } else { return false } }
            if changes.count != (field.text != before.text ? 1 : 0) { fail("changed events \(changes.count)") }
            if kind == 6 && events == [.editingDidBegin] && (!before.isEditable || before.isFocused) { fail("took focus when it could not") }
            if kind == 7 && (events == [.editingDidEnd]) != before.isFocused { fail("resign events \(events)") }
            if field.isCompleted && Int.random(in: 0..<3, using: &generator) == 0 { _ = field.clear() }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
