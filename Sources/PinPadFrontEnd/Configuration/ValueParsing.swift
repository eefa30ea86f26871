import PinPadCore

/// The kinds of values options take, read from their text; each names what it takes when the
/// text is not one (`InvalidValue`).
package enum ValueParsing {
    /// A whole number in `range`.
    package static func integer(_ text: String, in range: ClosedRange<Int>) throws(InvalidValue) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw InvalidValue(
                Words.filled(Words.localized("a whole number from {lowest} to {highest}"), ["lowest": "\(range.lowerBound)", "highest": "\(range.upperBound)"]))
        }
        return value
    }

    /// A finite number in `range`.
    package static func number(_ text: String, in range: ClosedRange<Double>) throws(InvalidValue) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw InvalidValue(
                Words.filled(
                    Words.localized("a number from {lowest} to {highest}"),
                    ["lowest": ValueParsing.text(range.lowerBound), "highest": ValueParsing.text(range.upperBound)]))
        }
        return value
    }

    /// One of `choices`.
    package static func choice(_ text: String, _ choices: [String]) throws(InvalidValue) -> String {
        guard choices.contains(text) else { throw InvalidValue(oneOf(choices)) }
        return text
    }

    /// One of the raw values of `type`.
    package static func choice<Value: RawRepresentable & CaseIterable>(_ text: String, _ type: Value.Type) throws(InvalidValue) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw InvalidValue(oneOf(Value.allCases.map(\.rawValue)))
        }
        return value
    }

    /// `yes`, `true`, `on`, `1` or `no`, `false`, `off`, `0` (any case).
    package static func boolean(_ text: String) throws(InvalidValue) -> Bool {
        switch text.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        // TRANSLATORS: what a yes/no option takes: {yes} and {no} are the words to write, `yes`
        // and `no`, which stay English.
        default: throw InvalidValue(Words.filled(Words.localized("{yes} or {no}"), ["yes": "yes", "no": "no"]))
        }
    }

    /// Any text but the empty one.
    package static func nonEmpty(_ text: String, _ what: String) throws(InvalidValue) -> String {
        guard !text.isEmpty else { throw InvalidValue(what) }
        return text
    }

    /// `WIDTHxHEIGHT`, 64 to 8192 each.
    package static func size(_ text: String) throws(InvalidValue) -> (width: Int, height: Int) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (64...8192).contains(width), (64...8192).contains(height)
        else {
            // TRANSLATORS: what --size takes: WIDTHxHEIGHT in the language's words, as
            // delayed:MILLISECONDS is (the x between the two numbers stays).
            throw InvalidValue(Words.filled(Words.localized("WIDTHxHEIGHT, {lowest} to {highest} each"), ["lowest": "64", "highest": "8192"]))
        }
        return (width, height)
    }

    /// `one of A, B, C` in the language of `Words`: what a choice takes.
    private static func oneOf(_ choices: [String]) -> String {
        Words.filled(Words.localized("one of {choices}"), ["choices": choices.joined(separator: ", ")])
    }

    /// A number as written in help and errors: `8`, not `8.0`.
    package static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// A flag's value as a file gives it.
    package static func text(_ flag: Bool) -> String { flag ? "yes" : "no" }
}
