/// The headings options are listed under, in `--help`, `pinpad(1)` and `pinpad.conf(5)`, in
/// this order.
package enum OptionGroup: CaseIterable, Sendable {
    case field, form, look, words, accessibility, running, screenshots, agent, login, greeter, pinentry, program

    /// The heading.
    package var title: String {
        switch self {
        case .field: return "Field"
        case .form: return "Form (instead of --boxes; repeat for each field, top to bottom)"
        case .look: return "Look"
        case .words: return "Words (every text the pad shows, for another language)"
        case .accessibility: return "Accessibility (speech, sounds, haptics; see ACCESSIBILITY in pinpad(1))"
        case .running: return "Running"
        case .screenshots: return "Screenshots (no display needed)"
        case .agent: return "Password agent"
        case .login: return "Sign-in"
        case .pinentry: return "gpg-agent's (as GnuPG's pinentries take them)"
        case .greeter: return "greetd greeter"
        case .program: return "Program"
        }
    }
}
