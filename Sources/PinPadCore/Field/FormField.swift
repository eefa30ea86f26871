/// One field of a prompt: a label, the keyboards it takes (`KeyboardPolicy`) and its model.
public struct FormField: Equatable {
    /// The line drawn above the boxes; empty for an unlabeled single field.
    public var label: String
    /// Which keyboards may type into it.
    public var policy: KeyboardPolicy
    /// The model.
    public var field: PasscodeField

    /// Creates a form field.
    public init(label: String = "", policy: KeyboardPolicy = .keypadOnly, field: PasscodeField) {
        self.label = label
        self.policy = policy
        self.field = field
    }
}
