/// Where a user name stands in a PAM stack's text (`pam_echo`'s `%u`: "Welcome, anna."): the
/// text said for one user compared with the text said for another, and the name typed in a user
/// field hidden from what is shown or logged after a refusal (it may be a PIN typed in the wrong
/// field). Names and texts are compared as Unicode scalars, as PAM passes them on.
package enum UserNameInText {
    /// What stands in a text for a name that is not shown: "…".
    package static let hidden = "\u{2026}"

    /// Whether `text`, said for `user`, is `said`, said for `saidUser`: alike but where `said`
    /// names `saidUser` and `text` names `user` instead. Each place `said` names `saidUser` may
    /// be the name or the same letters in other words ("Welcome, e." for `e`), so every way is
    /// tried. Without a name (nil or empty) for `said`, the texts must be the same.
    package static func matches(_ text: String, user: String?, said: String, saidUser: String?) -> Bool {
        if text == said { return true }
        let saidName = Array((saidUser ?? "").unicodeScalars)
        guard !saidName.isEmpty else { return false }
        let name = Array((user ?? "").unicodeScalars)
        let text = Array(text.unicodeScalars)
        let said = Array(said.unicodeScalars)
        // Positions (in `said`, in `text`) still to try, and those tried.
        var pending = [(0, 0)]
        var tried = Set<Int>()
        while let (saidIndex, textIndex) = pending.popLast() {
            if saidIndex == said.count && textIndex == text.count { return true }
            guard tried.insert(saidIndex * (text.count + 1) + textIndex).inserted else { continue }
            if starts(said, at: saidIndex, with: saidName) && starts(text, at: textIndex, with: name) {
                pending.append((saidIndex + saidName.count, textIndex + name.count))
            }
            if saidIndex < said.count && textIndex < text.count && said[saidIndex] == text[textIndex] {
                pending.append((saidIndex + 1, textIndex + 1))
            }
        }
        return false
    }

    /// `text` with each place it names `user` (from the left, not overlapping) as `replacement`;
    /// `text` itself without a name (nil or empty). A place is a name only where it is not part
    /// of a longer word or number: the name's first and last characters do not go on into a
    /// neighbour of their kind (a digit beside a digit, a letter beside a letter), so "e" is not
    /// found in "Welcome", nor "10" in "2010", while "1234" is in "Welcome, 1234." and
    /// "ようこそ1234さん".
    package static func replacing(_ user: String?, in text: String, with replacement: String) -> String {
        let name = Array((user ?? "").unicodeScalars)
        guard !name.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if starts(scalars, at: index, with: name),
                index == 0 || !isSameKind(scalars[index - 1], name[0]),
                index + name.count == scalars.count || !isSameKind(scalars[index + name.count], name[name.count - 1])
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index += name.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Whether `one` and `other` would run on into one word: both digits, or both letters.
    private static func isSameKind(_ one: Unicode.Scalar, _ other: Unicode.Scalar) -> Bool {
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType != nil }
        let isLetter = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic && !isDigit(scalar) }
        return (isDigit(one) && isDigit(other)) || (isLetter(one) && isLetter(other))
    }

    /// Whether `scalars` has `part` at `index`.
    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with part: [Unicode.Scalar]) -> Bool {
        index + part.count <= scalars.count && scalars[index..<index + part.count].elementsEqual(part)
    }
}
