import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// What ssh and sudo ask an askpass, as requests.
struct AskpassRequestTests {
    @Test func sshsPromptsBecomeRequests() {
        let key = AskpassRequest.request(prompt: "Enter passphrase for key '/root/.ssh/id_ed25519': ", kind: .secret)
        #expect(key.title == "Passphrase" && key.description == "Enter passphrase for key '/root/.ssh/id_ed25519'")
        #expect(key.policy == .textInput && key.error == nil)
        let pin = AskpassRequest.request(prompt: "Enter PIN for ECDSA-SK key /root/.ssh/id_ecdsa_sk: ", kind: .secret)
        #expect(pin.title == "PIN" && pin.policy == .textInput, "a card's PIN may hold letters: the field takes them")
        #expect(pin.capacity == 1022 && key.capacity == 1022 && pin.entry == .freeLength(minimum: 1, maximum: 1022))
        let retry = AskpassRequest.request(prompt: "Bad passphrase, try again for /root/.ssh/id_ed25519: ", kind: .secret)
        #expect(retry.error == "Bad passphrase, try again" && retry.description == "Enter passphrase for /root/.ssh/id_ed25519")
        let sudo = AskpassRequest.request(prompt: "[sudo] password for kiosk: ", kind: .secret)
        #expect(sudo.title == "Password")
    }

    /// A Duo two-factor prompt through askpass (`pam_duo` under sudo or sshd): its header, the
    /// question, the three options and the last question are all on the pad, whole; and ssh's
    /// retry keeps the key's name on screen while the next passphrase is typed.
    @Test func aDuoPromptAndSshsRetryAreReadWhole() {
        let duo = "Duo two-factor login for kiosk\n\nEnter a passcode or select one of the following options:\n\n"
            + " 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234\n\nPasscode or option (1-3): "
        func shown(_ prompt: Prompt) -> [String] {
            prompt.scene(at: prompt.clock.now).primitives.flatMap { primitive -> [String] in
                guard primitive.role == .text, case .text(let text, let frame, _, _) = primitive.shape, prompt.layout.message.contains(frame.center) else { return [] }
                return text.split(separator: " ").map(String.init)
            }
        }
        for size in [Size(width: 480, height: 800), Size(width: 800, height: 480)] {
            let prompt = Prompt(request: AskpassRequest.request(prompt: duo, kind: .secret), viewport: size, clock: ManualClock())
            #expect(shown(prompt) == duo.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).dropLast().map { $0 } + ["(1-3)"], "\(size)")
        }
        let retry = Prompt(request: AskpassRequest.request(prompt: "Bad passphrase, try again for /root/.ssh/id_ed25519: ", kind: .secret), clock: ManualClock())
        retry.handle(.text("se"))
        #expect(shown(retry) == ["Enter", "passphrase", "for", "/root/.ssh/id_ed25519", "Bad", "passphrase,", "try", "again"])
    }

    /// ssh-add's retry (a new askpass, "Bad passphrase, try again for KEY: ") is laid out as its
    /// first try ("Enter passphrase for KEY: ") was: the text field and every key where they
    /// were, at a phone's and a 7" panel's sizes. The retry's one red line took the place of the
    /// first try's text, and at 320×480 the keys moved up 64 px and grew 16 px.
    @Test func sshAddsRetryKeepsTheFirstTrysKeysInPlace() {
        for key in ["/root/.ssh/id_ed25519", "/home/alice.longname/.ssh/id_ed25519_sk_yubikey_work", "/root/.ssh/id_rsa (will confirm each use)"] {
            for size in [Size(width: 320, height: 480), Size(width: 480, height: 800), Size(width: 800, height: 480), Size(width: 360, height: 640)] {
                let first = Prompt(request: AskpassRequest.request(prompt: "Enter passphrase for \(key): ", kind: .secret), viewport: size, clock: ManualClock())
                let retry = Prompt(request: AskpassRequest.request(prompt: "Bad passphrase, try again for \(key): ", kind: .secret), viewport: size, clock: ManualClock())
                #expect(retry.errorMessage == "Bad passphrase, try again", "\(key) \(size)")
                #expect(first.layout.keys.map(\.frame) == retry.layout.keys.map(\.frame), "\(key) \(size): the keys moved")
                #expect(first.layout.fields.map(\.row) == retry.layout.fields.map(\.row), "\(key) \(size): the field moved")
            }
        }
    }

    /// Only a first line saying so makes a retry: the lines after it stay the description, and a
    /// "try again" further down (a Duo prompt's advice) is no retry. The whole prompt was once
    /// made the error, one scrolling red line with the options hidden above it.
    @Test func onlyAFirstLineThatSaysSoIsARetry() {
        let sudo = AskpassRequest.request(prompt: "Sorry, try again.\n[sudo] password for alice: ", kind: .secret)
        #expect(sudo.error == "Sorry, try again." && sudo.description == "[sudo] password for alice", "\(sudo.error ?? "nil") | \(sudo.description)")
        let duo = "Duo two-factor login for alice\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n"
            + " 2. Phone call to XXX-XXX-1234\n\nIf a push does not arrive, try again with 2.\nPasscode or option (1-2): "
        let advised = AskpassRequest.request(prompt: duo, kind: .secret)
        #expect(advised.error == nil && advised.description == "Duo two-factor login for alice\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n\nIf a push does not arrive, try again with 2.\nPasscode or option (1-2)")
    }

    @Test func confirmAndNone() {
        #expect(AskpassRequest.kind("confirm") == .confirmation && AskpassRequest.kind("none") == .notice && AskpassRequest.kind(nil) == .secret)
        let confirm = AskpassRequest.request(prompt: "Allow use of key id?", kind: .confirmation)
        #expect(confirm.entry == .none && confirm.okLabel == "Yes" && confirm.cancelLabel == "No")
        let notice = AskpassRequest.request(prompt: "Confirm user presence for key ED25519-SK", kind: .notice)
        #expect(notice.entry == .none && notice.cancelLabel == nil)
    }

    /// The configured words go on a confirmation's answers and replace the keys' own words,
    /// and leave a request's words of its own.
    @Test func theConfiguredWordsGoOnTheButtons() {
        var options = Options()
        options.yesLabel = "Ja"
        options.noLabel = "Nein"
        options.okLabel = "Weiter"
        let confirm = options.prompt(
            for: AskpassRequest.request(prompt: "Allow use of key id?", kind: .confirmation, yes: options.yesLabel, no: options.noLabel), viewport: Size(width: 480, height: 800), scale: 1,
            clock: ManualClock())
        #expect(confirm.label(of: .submit) == "Ja" && confirm.label(of: .cancel) == "Nein")
        let own = options.prompt(
            for: Request(title: "Sign", okLabel: "Sign", cancelLabel: "Cancel"), viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
        #expect(own.label(of: .submit) == "Sign" && own.label(of: .cancel) == "Cancel")
        let secret = options.prompt(for: AskpassRequest.request(prompt: "Password:", kind: .secret), viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
        #expect(secret.label(of: .submit) == "Weiter")
    }

    /// sudo's prompt and PAM's in the languages pinpad ships, as their catalogs translate them
    /// (Debian 12's `sudoers.mo` `[sudo] password for %p: `, `Linux-PAM.mo` `Password: `): a
    /// password, not a passphrase; a prompt that is only the word is the title alone.
    @Test func translatedSudoAndPAMPromptsAskForAPassword() {
        let sudo = [
            "[sudo] Passwort für alice: ", "[sudo] Mot de passe de alice : ", "[sudo] contraseña para alice: ", "[sudo] password di alice: ",
            "[sudo] wachtwoord voor alice: ", "[sudo] senha para alice: ", "[sudo] hasło użytkownika alice: ", "[sudo] lösenord för alice: ",
            "[sudo] пароль для alice: ", "[sudo] пароль до alice: ", "[sudo] alice 的密码：", "[sudo] alice のパスワード:",
        ]
        for prompt in sudo {
            let request = AskpassRequest.request(prompt: prompt, kind: .secret)
            #expect(request.title == "Password" && request.description == SecretRequest.trimmed(prompt), "\(prompt)")
        }
        let pam = ["Passwort: ", "Mot de passe : ", "Contraseña: ", "Wachtwoord: ", "Senha: ", "Hasło: ", "Lösenord: ", "Пароль: ", "Parola: ",
                   "كلمة السر: ", "ססמה: ", "密码： ", "パスワード:"]
        for prompt in pam {
            let request = SecretRequest.request(prompt: prompt, capacity: 100)
            #expect(request.title == "Password" && request.description.isEmpty, "\(prompt): \(request.title) \(request.description)")
        }
        #expect(SecretRequest.trimmed("[sudo] alice 的密码：") == "[sudo] alice 的密码")
    }

    /// A prompt for a passphrase whose word holds the word for a password (Russian's
    /// "парольную фразу", Spanish's "frase de contraseña", Dutch's "wachtwoordzin", Turkish's
    /// "parola ifadesi") asks for a passphrase, not a password.
    @Test func aTranslatedPassphrasePromptAsksForAPassphrase() {
        let prompts = [
            "Введите парольную фразу для /dev/sda2: ", "Введіть парольну фразу для /dev/sda2: ", "Introduzca la frase de contraseña para /dev/sda2: ",
            "Voer de wachtwoordzin in voor /dev/sda2: ", "/dev/sda2 için parola ifadesini girin: ", "הזינו משפט סיסמה עבור /dev/sda2: ",
            "Enter passphrase for key '/home/alice/.ssh/id_ed25519': ",
        ]
        for prompt in prompts {
            let request = SecretRequest.request(prompt: prompt, capacity: 100)
            #expect(request.title == "Passphrase" && request.description == SecretRequest.trimmed(prompt), "\(prompt): \(request.title)")
        }
    }
}
