/// The commands of `pinpad` that read the configuration, each with its own section of the
/// files (`[pinentry]`, `[askpass]`, `[agent]`, `[login]`, `[greeter]`) that overrides the general keys.
package enum FrontEnd: String, CaseIterable, Sendable {
    /// `pinpad` itself (and `pinpad layout`): the general keys only.
    case pinpad
    case pinentry, askpass, agent, login, greeter

    /// The section of the files read for it after the general keys; nil for `pinpad`.
    package var section: String? { self == .pinpad ? nil : rawValue }
}
