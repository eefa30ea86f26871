/// What happened to a `PasscodeField`, named after the seed article's control events.
/// Events carry counts, never characters, except the single `completed`.
public enum FieldEvent: Hashable, Sendable, CustomStringConvertible {
    /// The field took focus (UIKit's `editingDidBegin`).
    case editingDidBegin
    /// The text changed; `count` is the new number of characters (UIKit's `editingChanged`).
    case editingChanged(count: Int)
    /// The field was submitted: it became full with auto-submit on, or `submit()` was called
    /// with at least `minLength` characters. Carries the value.
    case completed(String)
    /// The field gave up focus (UIKit's `editingDidEnd`).
    case editingDidEnd

    /// A description that never contains the value.
    public var description: String {
        switch self {
        case .editingDidBegin: return "editingDidBegin"
        case .editingChanged(let count): return "editingChanged(count: \(count))"
        case .completed(let value): return "completed(\(value.count) characters)"
        case .editingDidEnd: return "editingDidEnd"
        }
    }
}
