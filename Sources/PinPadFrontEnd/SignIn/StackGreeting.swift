/// What a PAM stack says before it asks for the PIN on every sign-in (`pam_echo`'s welcome, an
/// `info` of a module before the one that asks): its greeting, which is never why a sign-in was
/// refused. It is learnt from the last attempt whose stack asked for the PIN — the texts said
/// before that question — so that a later attempt refused before the question, which starts with
/// the same words again, is judged by what follows them alone (`pam_faillock`'s lockout words),
/// or as a refusal without a word when nothing follows (`pam_faillock`'s `silent`). Before any
/// attempt asked for the PIN the greeting is not known: a refusal's words are then all it said.
/// `pinpad login` (`LoginSession`) and `pinpad greeter` (`GreeterSession`) judge refusals by it.
package struct StackGreeting: Equatable {
    /// The texts said before the PIN's question in the last attempt that asked it, in order.
    package private(set) var texts: [String] = []

    package init() {}

    /// Learns the greeting from an attempt whose stack asked for the PIN: `textsBeforeQuestion`,
    /// the error and information texts said before that question, in order.
    package mutating func learn(_ textsBeforeQuestion: some Sequence<String>) {
        texts = Array(textsBeforeQuestion)
    }

    /// The words of a refusal before the PIN's question: `texts` (the attempt's error and
    /// information texts, in order) without the greeting they start with — as many of its texts
    /// as they start with alike.
    package func words(of texts: [String]) -> ArraySlice<String> {
        texts.dropFirst(zip(texts, self.texts).prefix { $0 == $1 }.count)
    }
}
