import Testing

@testable import PinPadFrontEnd

/// The stack's greeting learnt from one attempt and recognised in another's texts, a welcome
/// naming the user (`pam_echo`'s `%u`) too.
struct StackGreetingTests {
    @Test func aGreetingIsRecognisedAndTheWordsAfterItAreTheRefusals() {
        var greeting = StackGreeting()
        #expect(greeting.words(of: ["Welcome to the kiosk.", "Locked"], user: "anna") == ["Welcome to the kiosk.", "Locked"], "not known yet: all words")
        greeting.learn(["Welcome to the kiosk."], user: "anna")
        #expect(greeting.words(of: ["Welcome to the kiosk.", "Locked"], user: "bob") == ["Locked"])
        #expect(greeting.words(of: ["Welcome to the kiosk."], user: "bob").isEmpty)
        #expect(greeting.words(of: ["Kiosk closed"], user: "anna") == ["Kiosk closed"])
    }

    /// "Welcome, %u.": learnt for anna, it is bob's greeting too, and not a text that differs
    /// elsewhere.
    @Test func aWelcomeNamingTheUserIsTheGreetingOfEveryUser() {
        var greeting = StackGreeting()
        greeting.learn(["Welcome, anna.", "Kiosk 3"], user: "anna")
        #expect(greeting.words(of: ["Welcome, bob.", "Kiosk 3", "Locked"], user: "bob") == ["Locked"])
        #expect(greeting.words(of: ["Welcome, anna.", "Kiosk 3"], user: "anna").isEmpty)
        #expect(greeting.words(of: ["Welcome, bob!", "Kiosk 3"], user: "bob") == ["Welcome, bob!", "Kiosk 3"])
        #expect(greeting.words(of: ["Welcome, carol.", "Kiosk 3"], user: "bob") == ["Welcome, carol.", "Kiosk 3"], "another name than the attempt's")
        #expect(greeting.texts(for: "bob") == ["Welcome, bob.", "Kiosk 3"])
    }

    /// A learnt name whose letters are in the text's other words too ("e" in "Welcome"): each
    /// place may be the name or not.
    @Test func aShortNameInTheGreetingsOtherWordsIsNoObstacle() {
        var greeting = StackGreeting()
        greeting.learn(["Welcome, e. See you."], user: "e")
        #expect(greeting.words(of: ["Welcome, bob. See you.", "Locked"], user: "bob") == ["Locked"])
        #expect(greeting.words(of: ["Welcome, . See you."], user: "").isEmpty)
        greeting.learn(["Hello"], user: nil)
        #expect(greeting.words(of: ["Hello", "Locked"], user: "bob") == ["Locked"])
    }

    /// A name is replaced where it stands as a word of its own: not inside a longer number or
    /// word ("e" in "Welcome", "1234" in "12345"), yet beside letters of another kind (digits
    /// beside kana).
    @Test func aNameIsReplacedWhereItStandsAsAWord() {
        #expect(UserNameInText.replacing("1234", in: "Welcome, 1234. 12345", with: "…") == "Welcome, …. 12345")
        #expect(UserNameInText.replacing("e", in: "Welcome, e.", with: "…") == "Welcome, ….")
        #expect(UserNameInText.replacing("1234", in: "ようこそ1234さん", with: "…") == "ようこそ…さん")
        #expect(UserNameInText.replacing("anna", in: "Hanna and anna", with: "…") == "Hanna and …")
        #expect(UserNameInText.replacing("", in: "Welcome", with: "…") == "Welcome")
        #expect(UserNameInText.replacing(nil, in: "Welcome", with: "…") == "Welcome")
        #expect(UserNameInText.matches("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", user: "a", said: String(repeating: "a", count: 48), saidUser: "a") == false)
    }
}
