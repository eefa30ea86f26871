/// Which way a language is written, and so which way the pad is laid out: right to left, the
/// boxes fill from the right and the keypad's rows that are not digits alone (Cancel, 0, OK;
/// Cancel and Clear; a request's buttons) are mirrored, as a phone mirrors them; the digits'
/// grid stays 1-2-3 from the left, as on phones.
public enum WritingDirection: Hashable, Sendable {
    /// Left to right: Latin, Cyrillic, Greek, the CJK scripts…
    case leftToRight
    /// Right to left: Arabic and Hebrew (the boxes fill from the right, the bottom row mirrored).
    case rightToLeft

    /// The direction of a language (`ar`, `he`, `fa_IR`): right to left for Arabic, Hebrew,
    /// Persian, Urdu, Yiddish, Pashto, Sorani, Dhivehi, Uyghur and Sindhi.
    public init(language: String) {
        let code = language.prefix { $0 != "_" && $0 != "@" && $0 != "." && $0 != "-" }
        self = ["ar", "he", "fa", "ur", "yi", "ps", "ckb", "dv", "ug", "sd"].contains(code) ? .rightToLeft : .leftToRight
    }
}
