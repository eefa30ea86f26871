import PinPadCore
import PinPadFrontEnd
import PinPadPlatform
import PinPadSDL

/// `pinpad askpass [PROMPT]` and `pinpad-askpass`: an askpass for ssh (`SSH_ASKPASS`) and sudo
/// (`SUDO_ASKPASS`). The secret and a line feed on stdout and exit 0; cancelled: exit 1 and
/// not one byte on stdout (sudo ignores the status, and an empty line would be a password tried
/// and counted). A confirmation exits 0 for Yes and 1 for No.
enum AskpassProgram {
    static func main(_ arguments: [String]) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        guard Platform.checkStandardStreams() else {
            Platform.complain("standard output is closed: the secret would have nowhere to go")
            Platform.exit(.output)
        }
        let kind = AskpassRequest.kind(Platform.environment("SSH_ASKPASS_PROMPT"))
        let request = AskpassRequest.request(prompt: arguments.joined(separator: " "), kind: kind)
        DisplayConnection.onLoss = { Platform.exit(.cancelled) }
        var settings = PresenterSettings()
        settings.windowTitle = request.title
        settings.usesTextInput = request.policy == .textInput
        var presenter: (any Presenter)?
        do {
            presenter = try PresenterChoice.open(settings)
        } catch {
            Platform.complain(error.message)
            Platform.exit(.noDisplay)
        }
        let (size, scale) = presenter!.viewport
        let prompt = Prompt(request: request, viewport: size, scale: scale)
        ShownRequestReport.attach(prompt, to: presenter!)
        let code: ExitCode
        do {
            switch try presenter!.run(prompt) {
            case .submitted(let secret):
                if Platform.writeSecret(secret, newline: true) {
                    code = .success
                } else {
                    Platform.complain("cannot write to standard output: \(Platform.lastError)")
                    code = .output
                }
            case .confirmed: code = .success
            case .timedOut: code = .timedOut
            case .cancelled: code = .cancelled
            case .closed: code = .cancelled
            case .notConfirmed: code = .cancelled
            }
        } catch {
            Platform.complain("\(error)")
            code = .noDisplay
        }
        DisplayConnection.onLoss = { Platform.exit(code) }
        presenter = nil
        Platform.exit(code)
    }
}
