import PinPadCore

/// One scripted session of the backend conformance suite: a prompt, what the person does (one
/// list of steps per run; a run that is not the last is answered "wrong PIN" and runs again),
/// and what every backend must give for it. Each backend's tests encode the steps as that backend
/// reports them (SDL events, Linux key codes, terminal bytes) and run them on a `ScriptedSurface`
/// through the one `PromptDriver`.
public struct ConformanceSession: Sendable, CustomStringConvertible {
    /// The session's name.
    public var name: String
    /// The prompt's shape.
    public var fields: [Field]
    /// The idle timeout in milliseconds; nil for none.
    public var idleTimeout: Int?
    /// Whether the keypad has a Clear key beside Cancel (`--clear-key`).
    public var showsClear: Bool
    /// The steps of each run.
    public var runs: [[SessionStep]]
    /// Whether each run is a new prompt on the same surface (the agent's next request, a
    /// sign-in's next message), not the same prompt again after "wrong PIN": what the surface
    /// keeps across prompts (Caps Lock's state) must reach the new one.
    public var promptPerRun: Bool
    /// What every backend must give.
    public var expected: SessionRecord

    /// A field of the session's prompt: boxes and policy.
    public struct Field: Sendable {
        /// The number of boxes.
        public var boxes: Int
        /// Its label (a form's fields are labelled).
        public var label: String
        /// What it takes: keypad digits, or text (a passphrase of 1 to `boxes` characters, as
        /// `--field LABEL:text:N`).
        public var policy: KeyboardPolicy

        /// A field of `boxes` boxes.
        public init(boxes: Int, label: String = "", policy: KeyboardPolicy = .keypadOnly) {
            self.boxes = boxes
            self.label = label
            self.policy = policy
        }
    }

    /// Creates a session.
    public init(
        _ name: String, fields: [Field] = [Field(boxes: 4)], idleTimeout: Int? = nil, showsClear: Bool = false, promptPerRun: Bool = false,
        runs: [[SessionStep]], expected: SessionRecord
    ) {
        self.name = name
        self.promptPerRun = promptPerRun
        self.fields = fields
        self.idleTimeout = idleTimeout
        self.showsClear = showsClear
        self.runs = runs
        self.expected = expected
    }

    public var description: String { name }

    /// Whether every step can be encoded by `encoding` (a backend without a clipboard cannot paste).
    public func isSupported(by encoding: (SessionStep) -> [ScriptStep]?) -> Bool {
        runs.joined().allSatisfy { encoding($0) != nil }
    }

    /// Plays the session on a `ScriptedSurface`, each step as `encoding` gives it.
    /// - Returns: what came of it; nil when a step cannot be encoded.
    public func run(encoding: (SessionStep) -> [ScriptStep]?) -> SessionRecord? {
        let surface = ScriptedSurface(script: [])
        let haptics = RecordingHaptics()
        let notices = NoticeWatch.capsLock()
        let refusals = NoticeWatch.refusedCharacter()
        surface.observers = [HapticsObserver(sink: haptics), notices, refusals]
        func makePrompt() -> Prompt {
            let prompt = Prompt(
                fields: fields.map { spec in
                    guard spec.policy == .textInput else { return FormField(label: spec.label, field: PasscodeField(boxCount: spec.boxes)) }
                    return FormField(
                        label: spec.label, policy: spec.policy,
                        field: PasscodeField(freeLength: 1...spec.boxes, isEditable: true, allowedCharacters: .text))
                }, keypad: Keypad(showsClear: showsClear), viewport: surface.viewport.size, clock: surface.clock)
            prompt.idleTimeout = idleTimeout
            return prompt
        }
        var prompt = makePrompt()
        var announcementRequests = 0
        var outcomes: [OutcomeValue] = []
        for (index, steps) in runs.enumerated() {
            if promptPerRun, index > 0 {
                announcementRequests += prompt.announcementRequests
                prompt = makePrompt()
            }
            var script: [ScriptStep] = []
            for step in steps {
                guard let encoded = encoding(step) else { return nil }
                script += encoded
            }
            surface.append(script)
            let outcome = surface.run(prompt).value
            outcomes.append(outcome)
            if index < runs.count - 1, !promptPerRun { prompt.reject(message: "Wrong PIN") }
        }
        return SessionRecord(
            outcomes: outcomes, announcementRequests: announcementRequests + prompt.announcementRequests, hapticPulses: haptics.pulses, capsLockNotices: notices.appearances,
            refusalNotices: refusals.appearances)
    }
}
