/// What a text field holds, as the platform's input method (an on-screen keyboard) is told it:
/// whether the input method may show, complete, correct and learn what is typed. On Wayland it
/// is text-input-unstable-v3's `zwp_text_input_v3.set_content_type` (hint bits, purpose).
public enum TextInputContent: Hashable, Sendable {
    /// Text shown as it is typed (a name): hint `none`, purpose `normal`.
    case plain
    /// A password or passphrase, its characters hidden: hint `sensitive_data | hidden_text`,
    /// purpose `password`. The input method must neither suggest nor learn it.
    case password
    /// A PIN (digits only), its digits hidden: hint `sensitive_data | hidden_text`, purpose
    /// `pin`.
    case pin
}
