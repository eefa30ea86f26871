/// How the keypad's keys are drawn (`Theme.keyShape`).
public enum KeyShape: String, Hashable, Sendable, CaseIterable {
    /// Rounded rectangles filling the key cells (`Theme.keyRadius`).
    case rounded
    /// Circles as large as the key cells allow, centred in them: a phone's lock-screen look.
    /// The whole cell still takes the tap. Cancel and Clear are their words in a circle that
    /// shows only while pressed; a confirmation's buttons stay rounded.
    case circle
}
