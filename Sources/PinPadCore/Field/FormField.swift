/// One field of a prompt: a label, the keyboards it takes (`KeyboardPolicy`) and its model.
public struct FormField: Equatable {
    /// The line drawn above the boxes; empty for an unlabeled single field.
    public var label: String
    /// Which keyboards may type into it.
    public var policy: KeyboardPolicy
    /// The model.
    public var field: PasscodeField
    /// The words shown under the field (and spoken) when OK is pressed while it holds fewer
    /// characters than its minimum ("Enter a user name"): the form is not submitted and the
    /// focus goes to it (`Prompt.shownHint`); empty: OK then only leaves the form unsubmitted.
    public var emptyHint: String

    /// Creates a form field.
    public init(label: String = "", policy: KeyboardPolicy = .keypadOnly, field: PasscodeField, emptyHint: String = "") {
        self.label = label
        self.policy = policy
        self.field = field
        self.emptyHint = emptyHint
    }
}
