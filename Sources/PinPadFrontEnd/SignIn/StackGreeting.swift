/// What a PAM stack says before it asks for the PIN on every sign-in (`pam_echo`'s welcome, an
/// `info` of a module before the one that asks): its greeting, which is never why a sign-in was
/// refused. It is learnt from the last attempt whose stack asked for the PIN — the texts said
/// before that question, and the user they were said for — (or refused a name it does not know
/// before asking, with no `error` text: all it said), so that a later attempt refused
/// before the question, which starts with the same words again, is judged by what follows them
/// alone (`pam_faillock`'s lockout words), or as a refusal without a word when nothing follows
/// (`pam_faillock`'s `silent`). A greeting that names the user (`pam_echo`'s `%u`: "Welcome,
/// anna.") is known for every user: a later attempt's texts are compared with the user's name
/// where the learnt ones had theirs (`UserNameInText`). Before any attempt asked for the PIN the
/// greeting is not known: a refusal's words are then all it said.
/// `pinpad login` (`LoginSession`) and `pinpad greeter` (`GreeterSession`) judge refusals by it.
package struct StackGreeting: Equatable {
    /// The texts said before the PIN's question in the last attempt that asked it, in order.
    package private(set) var texts: [String] = []
    /// The user of that attempt (nil when it had none: the stack asked for the name).
    package private(set) var user: String?
    /// Whether an attempt taught the greeting (`learn`), none as it may be.
    package private(set) var isLearnt = false

    package init() {}

    /// Learns the greeting from an attempt for `user` whose stack asked for the PIN:
    /// `textsBeforeQuestion`, the error and information texts said before that question, in order
    /// (or all an unknown name's refusal said).
    package mutating func learn(_ textsBeforeQuestion: some Sequence<String>, user: String?) {
        texts = Array(textsBeforeQuestion)
        self.user = user
        isLearnt = true
    }

    /// The words of a refusal before the PIN's question: `texts` (the error and information
    /// texts of an attempt for `user`, in order) without the greeting they start with — as many
    /// of its texts as they start with alike, `user`'s name where the greeting had its user's.
    package func words(of texts: [String], user: String?) -> ArraySlice<String> {
        texts.dropFirst(greeted(in: texts, user: user))
    }

    /// How many of `texts` (an attempt's, for `user`) start as the greeting's do, alike.
    private func greeted(in texts: [String], user: String?) -> Int {
        zip(texts, self.texts).prefix { UserNameInText.matches($0, user: user, said: $1, saidUser: self.user) }.count
    }

    /// Whether `texts` (an attempt's texts before the PIN's question, for `user`) start with the
    /// whole learnt greeting and say more after it: words the stack added to its greeting
    /// (pam_faillock's lockout, after a pam_echo welcome or none), not a greeting that changed
    /// (a banner with the time in it, `pam_exec`'s), which says nothing of a refusal.
    package func isFollowed(in texts: [String], user: String?) -> Bool {
        guard isLearnt else { return false }
        let greeted = greeted(in: texts, user: user)
        return greeted == self.texts.count && texts.count > greeted
    }

    /// Whether `texts` (an attempt's texts before the PIN's question, for `user`) say nothing
    /// (blank texts only) or the learnt greeting alike, no more and no less: only then is a
    /// refusal after the question told as a wrong PIN (`pinpad login`, `pinpad greeter`), since
    /// words the stack said that are not its known greeting may be why it refused
    /// (pam_faillock's, before a `required` preauth lets it ask).
    package func saysNothingElse(_ texts: [String], user: String?) -> Bool {
        texts.allSatisfy { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            || (isLearnt && texts.count == self.texts.count && greeted(in: texts, user: user) == texts.count)
    }

    /// The greeting as the stack says it for `user`: each text with `user`'s name where it named
    /// the user it was learnt from; none before it is known.
    package func texts(for user: String?) -> [String] {
        guard let learnt = self.user, !learnt.isEmpty else { return texts }
        return texts.map { UserNameInText.replacing(learnt, in: $0, with: user ?? "") }
    }
}
