import Testing

@testable import PinPadFrontEnd

/// Where `.auto` shows the pad, with the environment, the DRM card, the framebuffer and the
/// terminal given rather than this machine's.
struct PresenterChoiceTests {
    /// The choice for `settings` on a machine with `variables` set, a DRM card that opens when
    /// `drm`, `/dev/fb0` when `framebuffer`, and the terminals in `terminals` opening.
    func choice(
        _ settings: PresenterSettings, variables: [String: String] = [:], drm: Bool = true, framebuffer: Bool = true,
        terminals: Set<String> = ["/dev/pts/4"]
    ) -> Options.Backend {
        PresenterChoice.backend(
            for: settings, environment: { variables[$0] }, hasUsableDRMDevice: { drm }, hasFramebuffer: { framebuffer },
            isTerminalAvailable: { terminals.contains($0) })
    }

    /// gpg run in a terminal (`GPG_TTY`, over ssh or on a desktop's console) on a machine with a
    /// screen: gpg-agent names the terminal and passes no display, and the PIN is asked in that
    /// terminal, not on the whole screen, where the user may not be.
    @Test func aPinentryWithATerminalAndNoDisplayAsksInTheTerminal() {
        var settings = PresenterSettings()
        settings.terminal.ttyPath = "/dev/pts/4"
        settings.prefersTerminal = true
        #expect(choice(settings) == .terminal)
        #expect(choice(settings, variables: ["DISPLAY": ":0"]) == .sdl, "a display comes first")
        #expect(choice(settings, variables: ["SDL_VIDEODRIVER": "kmsdrm"]) == .sdl, "video-driver = kmsdrm: the kiosk's whole screen")
        #expect(choice(settings, terminals: []) == .sdl, "a terminal that does not open: the whole screen")
    }

    /// A program not asked from a terminal (a kiosk's sign-in, the password agent): the whole
    /// screen before the terminal, KMS/DRM before the framebuffer.
    @Test func withoutAPreferenceTheScreenComesBeforeTheTerminal() {
        var settings = PresenterSettings()
        settings.terminal.ttyPath = "/dev/pts/4"
        #expect(choice(settings) == .sdl)
        #expect(choice(settings, drm: false) == .fbdev)
        #expect(choice(settings, drm: false, framebuffer: false) == .terminal)
        #expect(choice(settings, drm: false, framebuffer: false, terminals: []) == .auto)
        settings.backend = .terminal
        #expect(choice(settings, variables: ["DISPLAY": ":0"]) == .terminal, "a backend asked for is taken")
    }
}
