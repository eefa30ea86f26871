import FuzzSupport
import PinPadCore

/// A fuzz run on one `PasscodeField`: the input picks its box count (1…32) or free length (up to
/// `maximumFreeLength`), allowed characters, minimum length, focus, auto-submit and veto, then a
/// list of edits — mostly `insertText` with any UTF-8, invalid bytes decoded leniently, or any
/// Unicode scalars. A model of the field, kept from its documentation, follows each edit: the
/// field must hold what the model holds (at most `boxCount` characters, as Swift's `String`
/// counts them, and `capacity` bytes of UTF-8) and report exactly the events the documentation
/// promises.
enum FieldScript {
    /// The separators `insertText` strips.
    private static let separators: Set<Unicode.Scalar> = [" ", "\t", "-", ".", "_", "\u{00A0}"]

    /// Runs the script the rest of `input` describes; traps when the field and its model differ.
    static func run(_ input: inout FuzzInput) {
        let allowed = input.element(of: [AllowedCharacters.digits, .alphanumeric, .text, .visibleText])
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
        var held: [Unicode.Scalar] = []
        func count(_ scalars: [Unicode.Scalar]) -> Int { String(String.UnicodeScalarView(scalars)).count }
        while !input.isAtEnd {
            let (isFocused, isCompleted) = (field.isFocused, field.isCompleted)
            veto?.reset()
            var expected: [FieldEvent] = []
            let events: [FieldEvent]
            switch input.byte() % 10 {
            case 0...4:
                let text = self.text(&input)
                events = field.insertText(text)
                let accepted = self.accepted(text, after: held, boxCount: field.boxCount, capacity: field.capacity, field.allowedCharacters)
                let before = count(held)
                if !accepted.isEmpty, veto.map({ answer(of: $0, to: before..<before, String(String.UnicodeScalarView(accepted))) }) ?? true {
                    held += accepted
                    expected = [.editingChanged(count: count(held))]
                    if count(held) == field.boxCount && field.autoSubmitWhenFull {
                        expected += [.completed] + (isFocused ? [.editingDidEnd] : [])
                    }
                    precondition(field.isCompleted == (expected.count > 1), "completion state wrong after insertText")
                }
            case 5:
                events = field.deleteBackward()
                let before = count(held)
                if !held.isEmpty, veto.map({ answer(of: $0, to: before - 1..<before, "") }) ?? true {
                    held = Array(String(String(String.UnicodeScalarView(held)).dropLast()).unicodeScalars)
                    expected = [.editingChanged(count: count(held))]
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
                if count(held) >= minLength && !isCompleted {
                    expected = [.completed] + (isFocused ? [.editingDidEnd] : [])
                }
            case 8:
                events = isFocused ? field.resignFocus() : field.becomeFocused()
                if isFocused || field.isEditable { expected = [isFocused ? .editingDidEnd : .editingDidBegin] }
                precondition(field.isFocused == (isFocused != !expected.isEmpty), "focus did not follow its events")
            default:
                let newCount = input.integer(in: 1...largestBoxCount)
                events = field.setBoxCount(newCount)
                if count(held) > newCount {
                    held = Array(String(String(String.UnicodeScalarView(held)).prefix(newCount)).unicodeScalars)
                    expected = [.editingChanged(count: newCount)]
                }
            }
            precondition(events == expected, "events \(events) differ from \(expected)")
            precondition(field.count == count(held) && field.count <= field.boxCount, "count \(field.count) of \(field.boxCount), expected \(count(held))")
            if !events.isEmpty { check(field, holds: held) }
        }
        check(field, holds: held)
    }

    /// The scalars `insertText` stores for `text` after `held`, by its documentation: a separator
    /// is stripped (except in a text field), a Unicode decimal digit becomes its ASCII digit in a
    /// digits or alphanumeric field, an ASCII letter stays in an alphanumeric field, a text field
    /// keeps every scalar but control characters as it is; anything else is refused. They fill
    /// up to `boxCount` characters (a scalar that only extends the last character still goes in,
    /// unless the field was full before) and `capacity` bytes; the first that does not fit ends
    /// the insertion, and when it would have extended a character this insertion started, that
    /// character is left out whole. Nothing goes into a full field.
    private static func accepted(
        _ text: String, after held: [Unicode.Scalar], boxCount: Int, capacity: Int, _ allowed: AllowedCharacters
    ) -> [Unicode.Scalar] {
        var result = held
        var accepted: [Unicode.Scalar] = []
        var characters = String(String.UnicodeScalarView(held)).count
        var bytes = held.reduce(0) { $0 + UTF8.width($1) }
        guard characters < boxCount else { return [] }
        var lastCharacterStart: Int?
        for scalar in text.unicodeScalars where allowed.isText || !separators.contains(scalar) {
            let stored: Unicode.Scalar
            if allowed.isText {
                guard scalar.properties.generalCategory != .control, allowed == .text || scalar.properties.generalCategory != .format else { continue }
                stored = scalar
            } else if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                stored = Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))
            } else if allowed == .alphanumeric, scalar.isASCII, scalar.properties.isAlphabetic {
                stored = scalar
            } else {
                continue
            }
            let after = String(String.UnicodeScalarView(result + [stored])).count
            guard after == characters || characters < boxCount, bytes + UTF8.width(stored) <= capacity else {
                if after == characters, let start = lastCharacterStart { accepted.removeLast(accepted.count - start) }
                break
            }
            if after != characters { lastCharacterStart = accepted.count }
            result.append(stored)
            accepted.append(stored)
            characters = after
            bytes += UTF8.width(stored)
        }
        return accepted
    }

    /// The veto's answer, after checking that it was asked about `range` and `replacement`.
    private static func answer(of veto: Veto, to range: Range<Int>, _ replacement: String) -> Bool {
        guard let request = veto.request else { preconditionFailure("the veto was not asked") }
        precondition(request.range == range && request.replacement == replacement, "the veto was asked the wrong question")
        return request.allows
    }

    /// Traps unless `field` holds exactly `held`, read box by box through `character(at:)` (each
    /// a character as `String` counts them), within its box count and capacity, each allowed.
    private static func check(_ field: borrowing PasscodeField, holds held: [Unicode.Scalar]) {
        let text = String(String.UnicodeScalarView(held))
        let characters = Array(text)
        precondition(field.count == characters.count && field.count <= field.boxCount, "count \(field.count) of \(field.boxCount), expected \(characters.count)")
        precondition(field.byteCount == text.utf8.count && field.byteCount <= field.capacity, "\(field.byteCount) bytes, expected \(text.utf8.count)")
        precondition(Array(field.text.unicodeScalars) == held, "the field does not hold the scalars typed")
        let allowed = field.allowedCharacters
        for index in characters.indices {
            let isAllowed = switch allowed {
            case .text: !characters[index].unicodeScalars.contains { $0.properties.generalCategory == .control }
            case .visibleText: !characters[index].unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }
            case .digits: characters[index].isASCII && characters[index].isNumber
            case .alphanumeric: characters[index].isASCII && (characters[index].isNumber || characters[index].isLetter)
            }
            precondition(isAllowed && field.character(at: index) == String(characters[index]), "box \(index) holds the wrong character")
        }
        precondition(field.character(at: characters.count) == nil && field.character(at: -1) == nil, "a box outside the text has a character")
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
