/// The one owner of the backend's text-input state (on or off, for the whole window), so that
/// each field's `KeyboardPolicy` holds only while that field edits. Fields claim their keyboard policy when they begin editing and release it when they
/// end or go away; the most recent claim wins, and releasing it restores what the claim before it
/// needed. The backend is told exactly once per change of the effective state.
public final class TextInputArbiter {
    /// What the backend was last told: text input on or off, and the rectangle (pixels) when on.
    public struct State: Hashable, Sendable {
        /// Whether text input is on.
        public var enabled: Bool
        /// The focused box, in pixels, when on.
        public var rect: Rect?
        /// Whether the platform's input method (an on-screen keyboard) is asked for while on;
        /// false: a physical keyboard's text only (`TextInputBackend.setKeyboardTextOnly`).
        public var usesInputMethod: Bool
        /// What the field holds, as the input method is told it while on (`.plain` when off).
        public var content: TextInputContent

        /// A state; `usesInputMethod` is true whenever text input is on unless said otherwise.
        public init(enabled: Bool, rect: Rect?, usesInputMethod: Bool? = nil, content: TextInputContent = .plain) {
            self.enabled = enabled
            self.rect = rect
            self.usesInputMethod = usesInputMethod ?? enabled
            self.content = content
        }

        /// Text input off.
        public static let off = State(enabled: false, rect: nil)
    }

    private struct Claim {
        var owner: Int
        var policy: KeyboardPolicy
        var rect: Rect?
        var usesInputMethod: Bool
        var content: TextInputContent
    }

    private let backend: any TextInputBackend
    private var claims: [Claim] = []

    /// The state the backend was last told.
    public private(set) var state: State

    /// Takes over `backend` and turns its text input off at once (SDL starts it on by itself).
    public init(backend: any TextInputBackend) {
        self.backend = backend
        state = .off
        backend.setTextInput(enabled: false, rect: nil)
    }

    /// The field `owner` began editing with `policy`; its focused box is at `rect` (pixels).
    /// A second claim by the same owner replaces its first and becomes the newest.
    /// `usesInputMethod` false: a `.textInput` field that pinpad's letters keyboard types into
    /// takes a physical keyboard's text, never the platform's input method. `content`: what the
    /// field holds, as the input method is told it (`PasscodeField.textInputContent`).
    public func claim(
        _ owner: Int, policy: KeyboardPolicy, rect: Rect? = nil, usesInputMethod: Bool = true, content: TextInputContent = .plain
    ) {
        claims.removeAll { $0.owner == owner }
        claims.append(Claim(owner: owner, policy: policy, rect: rect, usesInputMethod: usesInputMethod, content: content))
        apply()
    }

    /// Moves the rectangle of `owner`'s claim (its caret moved to another box); no effect when
    /// `owner` has no claim.
    public func move(_ owner: Int, rect: Rect?) {
        guard let index = claims.firstIndex(where: { $0.owner == owner }) else { return }
        claims[index].rect = rect
        apply()
    }

    /// The field `owner` ended editing or went away: its claim is dropped and the claim before it,
    /// if any, decides again.
    public func release(_ owner: Int) {
        claims.removeAll { $0.owner == owner }
        apply()
    }

    /// The policy in force: the newest claim's, or nil when nobody claims (text input off).
    public var policy: KeyboardPolicy? { claims.last?.policy }

    private func apply() {
        let wanted: State
        if let top = claims.last, top.policy.wantsTextInput {
            wanted =
                top.usesInputMethod
                ? State(enabled: true, rect: top.rect, content: top.content) : State(enabled: true, rect: nil, usesInputMethod: false)
        } else {
            wanted = .off
        }
        guard wanted != state else { return }
        state = wanted
        if wanted.enabled && !wanted.usesInputMethod {
            backend.setKeyboardTextOnly()
        } else {
            backend.setTextInput(enabled: wanted.enabled, rect: wanted.rect, content: wanted.content)
        }
    }
}
