import PinPadCore
import Testing

/// Collects the events a prompt delivers through `onEvent`, in order.
final class EventLog {
    /// Every event delivered so far.
    var events: [FieldEvent] = []
    /// The focused field's text at each `completed` event, in order.
    private(set) var completions: [String] = []

    /// Starts recording `prompt`'s events (replaces its `onEvent`).
    init(_ prompt: Prompt) {
        prompt.onEvent = { [unowned self, unowned prompt] event in
            self.events.append(event)
            if event == .completed { self.completions.append(prompt.field.text) }
        }
    }

    /// The `editingChanged` events.
    var changes: [Int] {
        events.compactMap { if case .editingChanged(let count) = $0 { return count } else { return nil } }
    }
}

/// A prompt on a manual clock at 0 ms with the given field, keypad and theme.
func makePrompt(
    _ field: PasscodeField = PasscodeField(), keypad: Keypad = Keypad(), theme: Theme = .dark,
    viewport: Size = Size(width: 480, height: 800), clock: ManualClock = ManualClock()
) -> Prompt {
    Prompt(field: field, keypad: keypad, theme: theme, viewport: viewport, clock: clock)
}

extension Prompt {
    /// Taps the centre of `key` (down, then up) with `pointer`, as a finger would.
    func tap(_ key: Key, pointer: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = layout.frame(of: key) else {
            Issue.record("the keypad has no key \(key)", sourceLocation: sourceLocation)
            return
        }
        handle(.tap(frame.center, .down, pointer: pointer))
        handle(.tap(frame.center, .up, pointer: pointer))
    }

    /// Taps the centre of box `index` (down, then up).
    func tapBox(_ index: Int, pointer: Int = 0) {
        let center = layout.boxes[index].center
        handle(.tap(center, .down, pointer: pointer))
        handle(.tap(center, .up, pointer: pointer))
    }

    /// Types each character of `digits` on the physical keyboard, one key press each.
    func type(_ digits: String) {
        for character in digits {
            guard let value = character.wholeNumberValue else { continue }
            handle(.key(.digit(value)))
        }
    }
}

extension Scene {
    /// The glyphs (text runs and circles) drawn inside `box`: what the box shows.
    func contents(of box: Rect) -> [Primitive] {
        primitives.filter { primitive in
            switch primitive.shape {
            case .text, .circle: return box.contains(primitive.bounds.center)
            case .fill, .stroke, .image: return false
            }
        }
    }
}

extension Primitive {
    /// The string of a text primitive, or nil.
    var string: String? {
        if case .text(let string, _, _, _) = shape { return string }
        return nil
    }

    /// Whether this is a circle (a dot).
    var isCircle: Bool {
        if case .circle = shape { return true }
        return false
    }
}

/// A field with `text` already typed into it (events discarded).
func field(_ text: String, boxCount: Int = 6, isEditable: Bool = false, mask: MaskMode = .dots) -> PasscodeField {
    var field = PasscodeField(boxCount: boxCount, isEditable: isEditable, mask: mask)
    _ = field.insertText(text)
    return field
}
