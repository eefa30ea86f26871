import PinPadCore

extension TextInputContent {
    /// text-input-unstable-v3's `content_hint` bits: none (0), or `hidden_text` (0x40) and
    /// `sensitive_data` (0x80).
    var waylandHint: UInt32 { self == .plain ? 0 : 0x40 | 0x80 }

    /// text-input-unstable-v3's `content_purpose`: `normal` (0), `password` (8), `pin` (9).
    var waylandPurpose: UInt32 {
        switch self {
        case .plain: return 0
        case .password: return 8
        case .pin: return 9
        }
    }
}
