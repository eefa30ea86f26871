import FuzzSupport
import PinPadCore

/// A fuzz run on one `PasscodeField`: the input picks its box count (1…32) or free length (up to
/// 256), allowed characters, minimum length, focus, auto-submit and veto, then a list of edits —
/// mostly `insertText` with
/// any UTF-8, invalid bytes decoded leniently, or any Unicode scalars. A model of the field, kept
/// from its documentation, follows each edit: the field must hold what the model holds (at most
/// `boxCount` allowed characters) and report exactly the events the documentation promises.
enum FieldScript {
    /// The separators `insertText` strips.
    private static let separators: Set<Unicode.Scalar> = [" ", "\t", "-", ".", "_", "\u{00A0}"]

    /// Runs the script the rest of `input` describes; traps when the field and its model differ.
    static func run(_ input: inout FuzzInput) {
        let allowed = input.element(of: [AllowedCharacters.digits, .alphanumeric, .text])
        var field: PasscodeField
        if input.byte() % 4 == 0 {
            let longest = input.integer(in: 1...PasscodeField.maximumFreeLength)
            field = PasscodeField(freeLength: input.integer(in: -2...longest)...longest, isEditable: input.boolean(), allowedCharacters: allowed)
        } else {
            field = PasscodeField(
                boxCount: input.integer(in: 1...32), minLength: input.boolean() ? input.integer(in: -2...40) : nil,
                isEditable: input.boolean(), autoSubmitWhenFull: input.boolean(), allowedCharacters: allowed)
        }
        let largestBoxCount = field.isFreeLength ? PasscodeField.maximumFreeLength : PasscodeField.maximumBoxCount
        let veto = input.boolean() ? Veto(answers: UInt64(input.byte()) &* 0x0101_0101_0101_0101) : nil
        if let veto { field.shouldChange = veto.allows }
        var held: [UInt8] = []
        while !input.isAtEnd {
            let (isFocused, isCompleted) = (field.isFocused, field.isCompleted)
            veto?.reset()
            var expected: [FieldEvent] = []
            let events: [FieldEvent]
            switch input.byte() % 10 {
            case 0...4:
                let text = self.text(&input)
                events = field.insertText(text)
                let accepted = self.accepted(text, room: field.boxCount - held.count, field.allowedCharacters)
                if !accepted.isEmpty, veto.map({ answer(of: $0, to: held.count..<held.count, String(decoding: accepted, as: UTF8.self)) }) ?? true {
                    held += accepted
                    expected = [.editingChanged(count: held.count)]
                    if held.count == field.boxCount && field.autoSubmitWhenFull {
                        expected += [.completed] + (isFocused ? [.editingDidEnd] : [])
                    }
                    precondition(field.isCompleted == (expected.count > 1), "completion state wrong after insertText")
                }
            case 5:
                events = field.deleteBackward()
                if !held.isEmpty, veto.map({ answer(of: $0, to: held.count - 1..<held.count, "") }) ?? true {
                    held.removeLast()
                    expected = [.editingChanged(count: held.count)]
                    precondition(!field.isCompleted, "a deletion left the field completed")
                }
            case 6:
                events = field.clear()
                if !held.isEmpty { expected = [.editingChanged(count: 0)] }
                held.removeAll()
                precondition(!field.isCompleted, "a cleared field is completed")
            case 7:
                let minLength = field.minLength
                events = field.submit()
                if held.count >= minLength && !isCompleted {
                    expected = [.completed] + (isFocused ? [.editingDidEnd] : [])
                }
            case 8:
                events = isFocused ? field.resignFocus() : field.becomeFocused()
                if isFocused || field.isEditable { expected = [isFocused ? .editingDidEnd : .editingDidBegin] }
                precondition(field.isFocused == (isFocused != !expected.isEmpty), "focus did not follow its events")
            default:
                let newCount = input.integer(in: 1...largestBoxCount)
                events = field.setBoxCount(newCount)
                if held.count > newCount {
                    held.removeLast(held.count - newCount)
                    expected = [.editingChanged(count: newCount)]
                }
            }
            precondition(events == expected, "events \(events) differ from \(expected)")
            precondition(field.count == held.count && field.count <= field.boxCount, "count \(field.count) of \(field.boxCount), expected \(held.count)")
            if !events.isEmpty { check(field, holds: held) }
        }
        check(field, holds: held)
    }

    /// The characters `insertText` stores for `text` by its documentation, up to `room`: a
    /// separator is stripped (except in a text field), a Unicode decimal digit becomes its ASCII
    /// digit, an ASCII letter stays in an alphanumeric field and printable ASCII in a text field,
    /// anything else is dropped.
    private static func accepted(_ text: String, room: Int, _ allowed: AllowedCharacters) -> [UInt8] {
        var accepted: [UInt8] = []
        for scalar in text.unicodeScalars where accepted.count < room && (allowed == .text || !separators.contains(scalar)) {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                accepted.append(UInt8(ascii: "0") + UInt8(value))
            } else if allowed == .alphanumeric, scalar.isASCII, scalar.properties.isAlphabetic {
                accepted.append(UInt8(scalar.value))
            } else if allowed == .text, (0x20..<0x7F).contains(scalar.value) {
                accepted.append(UInt8(scalar.value))
            }
        }
        return accepted
    }

    /// The veto's answer, after checking that it was asked about `range` and `replacement`.
    private static func answer(of veto: Veto, to range: Range<Int>, _ replacement: String) -> Bool {
        guard let request = veto.request else { preconditionFailure("the veto was not asked") }
        precondition(request.range == range && request.replacement == replacement, "the veto was asked the wrong question")
        return request.allows
    }

    /// Traps unless `field` holds exactly `held`, read box by box through `character(at:)`, within
    /// its box count, each an allowed ASCII character.
    private static func check(_ field: borrowing PasscodeField, holds held: [UInt8]) {
        precondition(field.count == held.count && field.count <= field.boxCount, "count \(field.count) of \(field.boxCount), expected \(held.count)")
        let allowed = field.allowedCharacters
        for index in 0..<held.count {
            let byte = held[index]
            let isAllowed = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (allowed == .alphanumeric && Unicode.Scalar(byte).properties.isAlphabetic)
                || (allowed == .text && (0x20..<0x7F).contains(byte))
            precondition(isAllowed && field.character(at: index) == String(Unicode.Scalar(byte)), "box \(index) holds the wrong character")
        }
        precondition(field.character(at: held.count) == nil && field.character(at: -1) == nil, "a box outside the text has a character")
    }

    /// Text to insert: any bytes decoded leniently as UTF-8, or any Unicode scalars.
    private static func text(_ input: inout FuzzInput) -> String {
        let length = Int(input.byte() % 48)
        if input.boolean() { return String(decoding: input.bytes(upTo: length), as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let value = UInt32(input.byte()) << 16 | UInt32(input.byte()) << 8 | UInt32(input.byte())
            scalars.append(Unicode.Scalar(value % 0x11_0000) ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}
