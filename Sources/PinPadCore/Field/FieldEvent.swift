/// What happened to a `PasscodeField`, named after UIKit's control events of a text field.
/// Events carry counts, never characters.
public enum FieldEvent: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The field took focus (UIKit's `editingDidBegin`).
    case editingDidBegin
    /// The text changed; `count` is the new number of characters (UIKit's `editingChanged`).
    case editingChanged(count: Int)
    /// The field was submitted: it became full with auto-submit on, or `submit()` was called
    /// with at least `minLength` characters. The value stays in the field (`Prompt.takeOutcome()`
    /// takes it from a prompt).
    case completed
    /// The field gave up focus (UIKit's `editingDidEnd`).
    case editingDidEnd

    /// A description that never contains the value.
    public var description: String {
        switch self {
        case .editingDidBegin: return "editingDidBegin"
        case .editingChanged(let count): return "editingChanged(count: \(count))"
        case .completed: return "completed"
        case .editingDidEnd: return "editingDidEnd"
        }
    }

    /// A mirror with counts only, so `dump` and debuggers never show characters.
    public var customMirror: Mirror {
        switch self {
        case .editingChanged(let count): return Mirror(self, children: ["count": count], displayStyle: .enum)
        case .completed, .editingDidBegin, .editingDidEnd: return Mirror(self, children: [:], displayStyle: .enum)
        }
    }
}
