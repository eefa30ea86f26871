/// One JSON value of a greetd message (RFC 8259), as `GreetdJSONParser` reads it: objects by
/// key (a key twice is refused), numbers as their text (greetd's responses hold none; a
/// member of a later greetd is read and left alone).
package indirect enum GreetdJSON: Equatable {
    case object([String: GreetdJSON])
    case array([GreetdJSON])
    case string(String)
    /// A number's text, as it was written (`-12.5e3`).
    case number(String)
    case bool(Bool)
    case null

    /// The member `key` of an object; nil for another value or a missing key.
    package subscript(key: String) -> GreetdJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string; nil for another value.
    package var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
