import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The front ends' own words (the sign-in's, askpass's, the agent's titles, the keys' defaults)
/// come from the catalog, and a word set on the command line wins over it.
struct FrontEndWordsTests {
    @Test func theFrontEndsWordsComeFromTheCatalogAndConfiguredOnesWin() throws {
        try Words.$scoped.withValue(ShippedTranslations.table("de")) {
            let login = try LoginOptions(["--service", "kiosk"])
            #expect(login.wrongPINText == "Falsche PIN" && login.userLabel == "Benutzer" && login.presentation.title == "Anmelden")
            #expect(login.countdownText == "Erneut versuchen in {time}" && login.lockedText == "Dieses Konto ist gesperrt")
            #expect(try LoginOptions(["--service", "kiosk", "--wrong-pin-text", "Falsch"]).wrongPINText == "Falsch")
            let greeter = try GreeterOptions(["--command", "sway"])
            #expect(greeter.presentation.title == "Anmelden" && greeter.wrongPINText == "Falsche PIN" && greeter.userLabel == "Benutzer")
            #expect(try GreeterOptions(["--command", "sway", "--title", "Tür 3"]).presentation.title == "Tür 3")
            let confirmation = AskpassRequest.request(prompt: "Allow?", kind: .confirmation)
            #expect(confirmation.title == "Bestätigen" && confirmation.okLabel == "Ja" && confirmation.cancelLabel == "Nein")
            let secret = SecretRequest.request(prompt: "Password:", capacity: 100)
            #expect(secret.title == "Passwort" && secret.description.isEmpty)
            let options = Options()
            #expect(options.cancelLabel == "Abbrechen" && options.buttonLabels.isEmpty && options.accessibility.voice == "de")
            let (configured, _, _) = try Options.read(["--cancel-label", "Zurück"], readsFiles: false)
            #expect(configured.buttonLabels[.cancel] == "Zurück")
        }
    }

    /// The sign-in's notice (an expired account) shows the OK key's word of the language, and
    /// `ok-label` over it.
    @Test func theSignInNoticesOKKeyIsTranslatedAndTakesTheConfiguredWord() throws {
        try Words.$scoped.withValue(ShippedTranslations.table("tr")) {
            for (arguments, word) in [([String](), "Tamam"), (["--ok-label", "Devam"], "Devam")] {
                let login = try LoginOptions(["--service", "kiosk"] + arguments)
                let request = Login.noticeRequest(title: login.presentation.title, text: "Hesabın süresi doldu")
                let prompt = login.presentation.prompt(for: request, viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
                #expect(prompt.buttonLabels[.submit] == word, "\(arguments)")
            }
        }
    }

    /// pinentry's own fallbacks (the OK key, the prompt, a confirmation's question) come from the
    /// catalog; gpg's words still win.
    @Test func pinentrysFallbackWordsAreTranslated() throws {
        Words.$scoped.withValue(ShippedTranslations.table("de")) {
            var session = PinentrySession()
            let pin = session.receive("GETPIN").compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
            #expect(pin?.okLabel == "OK" && pin?.title == "PIN" && pin?.cancelLabel == "Abbrechen")
            var confirming = PinentrySession()
            let confirm = confirming.receive("CONFIRM").compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
            #expect(confirm?.description == "Bestätigen?" && confirm?.title == "Bestätigen")
        }
        Words.$scoped.withValue(ShippedTranslations.table("tr")) {
            var session = PinentrySession()
            let pin = session.receive("GETPIN").compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
            #expect(pin?.okLabel == "Tamam" && pin?.title == "PIN")
            var confirming = PinentrySession()
            let confirm = confirming.receive("CONFIRM").compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
            #expect(confirm?.okLabel == "Tamam")
        }
        Words.$scoped.withValue(ShippedTranslations.table("fr")) {
            var session = PinentrySession()
            let pin = session.receive("GETPIN").compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
            #expect(pin?.title == "Code PIN")
        }
    }

    /// gpg-agent sends its buttons' and prompts' words in GnuPG's English when GnuPG has no
    /// catalog for the language (Arabic, Hebrew: `OPTION default-ok=_OK`, `SETPROMPT
    /// Passphrase:`): the pad says them in its own language, as it says its own. A word GnuPG
    /// translated (`_Abbrechen`) and any other English word (`SETOK _Unlock`) are shown as sent.
    @Test func gpgAgentsUntranslatedWordsAreSaidInThePadsLanguage() throws {
        let agentLines = [
            "OPTION default-ok=_OK", "OPTION default-cancel=_Cancel", "OPTION default-prompt=PIN:", "SETDESC Please enter the passphrase",
        ]
        func asked(_ lines: [String]) -> Request? {
            var session = PinentrySession()
            return lines.flatMap { session.receive($0) }.compactMap { if case .ask(let ask) = $0 { return ask.request } else { return nil } }.first
        }
        Words.$scoped.withValue(ShippedTranslations.table("ar")) {
            let passphrase = asked(agentLines + ["SETPROMPT Passphrase:", "GETPIN"])
            #expect(passphrase?.title == "عبارة المرور" && passphrase?.okLabel == "موافق" && passphrase?.cancelLabel == "إلغاء")
            let pin = asked(agentLines + ["GETPIN"])
            #expect(pin?.title == Words.localized("PIN", context: "field") && pin?.title != "PIN")
            let card = asked(agentLines + ["SETPROMPT PIN:", "GETPIN"])
            #expect(card?.title == pin?.title)
            let confirm = asked(agentLines + ["CONFIRM"])
            #expect(confirm?.okLabel == "موافق" && confirm?.cancelLabel == "إلغاء")
            let other = asked(["OPTION default-ok=_OK", "SETOK _Unlock", "SETPROMPT Passphrase for work:", "GETPIN"])
            #expect(other?.okLabel == "Unlock" && other?.title == "Passphrase for work")
        }
        Words.$scoped.withValue(ShippedTranslations.table("he")) {
            #expect(asked(agentLines + ["SETPROMPT Passphrase:", "GETPIN"])?.cancelLabel == "ביטול")
        }
        // A new passphrase asked twice (`gpg --passwd`): gpg-agent's "Repeat:" and its
        // mismatch's English words are the pad's own too; in English, the mismatch as sent.
        func repeating(_ lines: [String]) -> PinentryAsk? {
            var session = PinentrySession()
            return lines.flatMap { session.receive($0) }.compactMap { if case .ask(let ask) = $0 { return ask } else { return nil } }.first
        }
        let repeatLines = agentLines + ["SETREPEATERROR does not match - try again", "SETREPEAT Repeat:", "SETPROMPT Passphrase:", "GETPIN"]
        Words.$scoped.withValue(ShippedTranslations.table("ar")) {
            let ask = repeating(repeatLines)
            #expect(ask?.repeatRequest?.title == "كرّر" && ask?.mismatchError == "الإدخالان غير متطابقين", "\(String(describing: ask))")
            #expect(repeating(agentLines + ["SETREPEATERROR لا يتطابق", "SETREPEAT Repeat:", "GETPIN"])?.mismatchError == "لا يتطابق")
        }
        #expect(repeating(repeatLines)?.mismatchError == "does not match - try again")
        Words.$scoped.withValue(ShippedTranslations.table("de")) {
            #expect(asked(["OPTION default-cancel=_Abbrechen", "GETPIN"])?.cancelLabel == "Abbrechen")
        }
    }

    /// Hebrew's error for a fill over one box says "more than one box", not "more than box 1".
    @Test func aFillOverOneBoxIsSaidInHebrew() throws {
        Words.$scoped.withValue(ShippedTranslations.table("he")) {
            let error = #expect(throws: UsageError.self) { try Options.read(["--fill", "2", "--boxes", "1"], readsFiles: false) }
            #expect(error?.message == "--fill 2 הוא יותר מתיבה אחת", "\(error?.message ?? "")")
        }
    }

    /// An agent's request without a message asks for a password in the language alone: one
    /// translated title, no English word beside it.
    @Test func anAgentRequestWithoutAMessageIsTitledPasswordInTheLanguage() throws {
        try Words.$scoped.withValue(ShippedTranslations.table("de")) {
            let request = try PasswordRequest(bytes: Array("[Ask]\nSocket=/run/systemd/ask-password/sck.1\n".utf8)).request
            #expect(request.title == "Passwort" && request.description.isEmpty)
        }
    }
}
