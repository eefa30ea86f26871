extension Words {
    /// `template` with each `{name}` of `values` replaced by its value, in one pass over the
    /// template: braces in a value (an argument quoted in an error) are never read as a
    /// placeholder. A `{name}` without a value stays as written.
    package static func filled(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
