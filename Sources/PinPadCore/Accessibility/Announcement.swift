/// What the pad says after a change of its prompt: one phrase, interrupting the one before it.
public struct Announcement: Hashable, Sendable {
    /// The words, for speech.
    public var text: String
    /// The same words as SSML for the speech synthesizer when one of them is a key's name that is
    /// a character (on a private output only): that character inside
    /// `<say-as interpret-as="characters">`, so punctuation a voice says nothing for (`-`, `(`)
    /// is named; `<`, `>` and `&` escaped. Nil when the text is spoken as it is.
    public var markup: String?

    /// Creates an announcement.
    public init(text: String, markup: String? = nil) {
        self.text = text
        self.markup = markup
    }
}
