extension Words {
    /// What joins the items of a spoken list (a key's name and its place: "Clear, row 5, left")
    /// in the language of `Words`: the Arabic comma and a space ("، ") in Arabic, Persian, Urdu,
    /// Pashto, Sindhi, Sorani and Uyghur, which write it; a comma and a space in the others
    /// (Hebrew writes the Latin comma).
    public static var listSeparator: String {
        let code = language.prefix { $0 != "_" && $0 != "@" && $0 != "." && $0 != "-" }
        return ["ar", "fa", "ur", "ps", "sd", "ckb", "ug"].contains(code) ? "\u{060C} " : ", "
    }
}
