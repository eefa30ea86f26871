import PinPadCore
import PinPadPlatform
import PinPadSDL

/// `pinpad askpass [PROMPT]` and `pinpad-askpass`: an askpass for ssh (`SSH_ASKPASS`) and sudo
/// (`SUDO_ASKPASS`). The secret and a line feed on stdout and exit 0; cancelled: exit 1 and
/// not one byte on stdout (sudo ignores the status, and an empty line would be a password tried
/// and counted). A confirmation exits 0 for Yes and 1 for No.
package enum AskpassProgram {
    /// Runs the askpass.
    /// - Throws: `ProgramExit`, always: how the program ends (`deliver`'s status, or a line and
    ///   the status of what went wrong before).
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        // ssh and sudo give the prompt alone: pinpad's own options come before it.
        let parsed = FrontEndArguments.askpass(arguments)
        try CommandLineEdge.answerHelpAndVersion(parsed, help: askpassHelpText, version: askpassVersionText)
        // Its look and words come from the files' [askpass] section: one of pinpad's options
        // before the prompt (`--timeout 2`) is refused, not shown as the prompt.
        if let first = parsed.client.first, first.hasPrefix("--"),
            case let name = String(first.dropFirst(2).prefix { $0 != "=" }), Options.table.contains(where: { $0.info.key == name })
        {
            let text = Words.localized("askpass takes no {option} (its options are -C, --print-config, --help and --version, before the prompt; see man pinpad)")
            throw ProgramExit(.usage, Words.filled(text, ["option": "--\(name)"]))
        }
        guard Platform.checkStandardStreams() else {
            throw ProgramExit(.output, "standard output is closed: the secret would have nowhere to go")
        }
        let options = try CommandLineEdge.filesOnly(.askpass, arguments: parsed)
        let kind = AskpassRequest.kind(Platform.environment("SSH_ASKPASS_PROMPT"))
        let request = AskpassRequest.request(
            prompt: parsed.client.joined(separator: " "), kind: kind, yes: options.yesLabel, no: options.noLabel)
        var settings = PresenterSettings(options: options)
        settings.windowTitle = request.title
        settings.holdsKeyboard = options.grab ?? true
        settings.usesTextInput = request.policy == .textInput
        try OneShot.run(settings, makePrompt: { options.prompt(for: request, viewport: $0, scale: $1, clock: SystemClock()) }) { deliver($0) }
    }

    /// The secret and a line feed on `descriptor` (stdout; exit 0); nothing for every other end.
    static func deliver(_ outcome: consuming PromptOutcome, to descriptor: Int32 = Platform.standardOutput) -> ProgramExit {
        switch consume outcome {
        case .submitted(let secret):
            guard Platform.writeSecret(secret, newline: true, to: descriptor) else {
                return ProgramExit(.output, "cannot write to standard output: \(Platform.lastError)")
            }
            return ProgramExit(.success)
        case .confirmed: return ProgramExit(.success)
        case .timedOut: return ProgramExit(.timedOut)
        case .cancelled: return ProgramExit(.cancelled)
        case .closed: return ProgramExit(.cancelled)
        case .notConfirmed: return ProgramExit(.cancelled)
        }
    }
}
