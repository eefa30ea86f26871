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
}
