/// The kinds of values options take, read from their text; each names what it takes when the
/// text is not one (`InvalidValue`).
package enum ValueParsing {
    /// A whole number in `range`.
    package static func integer(_ text: String, in range: ClosedRange<Int>) throws(InvalidValue) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw InvalidValue("a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A finite number in `range`.
    package static func number(_ text: String, in range: ClosedRange<Double>) throws(InvalidValue) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw InvalidValue("a number from \(ValueParsing.text(range.lowerBound)) to \(ValueParsing.text(range.upperBound))")
        }
        return value
    }

    /// One of `choices`.
    package static func choice(_ text: String, _ choices: [String]) throws(InvalidValue) -> String {
        guard choices.contains(text) else { throw InvalidValue("one of \(choices.joined(separator: ", "))") }
        return text
    }

    /// One of the raw values of `type`.
    package static func choice<Value: RawRepresentable & CaseIterable>(_ text: String, _ type: Value.Type) throws(InvalidValue) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw InvalidValue("one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// `yes`, `true`, `on`, `1` or `no`, `false`, `off`, `0` (any case).
    package static func boolean(_ text: String) throws(InvalidValue) -> Bool {
        switch text.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: throw InvalidValue("yes or no")
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
        else { throw InvalidValue("WIDTHxHEIGHT, 64 to 8192 each") }
        return (width, height)
    }

    /// A number as written in help and errors: `8`, not `8.0`.
    package static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// A flag's value as a file gives it.
    package static func text(_ flag: Bool) -> String { flag ? "yes" : "no" }
}
