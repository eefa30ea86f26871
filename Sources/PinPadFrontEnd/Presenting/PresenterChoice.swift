import PinPadCore
import PinPadFeedback
import PinPadFramebuffer
import PinPadPlatform
import PinPadSDL
import PinPadSeat
import PinPadTerminal

/// The one place that chooses where the pad is shown, and falls back: a window (X11, Wayland,
/// or the whole screen through KMS/DRM) when there is a display, else the terminal (before the
/// whole screen when the settings prefer it: `PresenterSettings.prefersTerminal`); with
/// `.auto`, a display that does not answer falls back to the terminal too.
package enum PresenterChoice {
    /// What `open` would try for `settings` now: `.sdl` when `DISPLAY`, `WAYLAND_DISPLAY` or
    /// `SDL_VIDEODRIVER` is set (or `videoDriver`, which sets it); else `.terminal` when
    /// `prefersTerminal` and its terminal opens; else `.sdl` when a DRM card opens, else
    /// `.fbdev` when the framebuffer (`$FRAMEBUFFER` or `/dev/fb0`) exists, else `.terminal`
    /// when its terminal opens, else `.auto` (nothing).
    package static func backend(for settings: PresenterSettings) -> Options.Backend {
        if let driver = settings.videoDriver { Platform.setEnvironmentDefault("SDL_VIDEODRIVER", driver) }
        return backend(
            for: settings, environment: Platform.environment, hasUsableDRMDevice: Platform.hasUsableDRMDevice,
            hasFramebuffer: { Platform.exists(FramebufferOptions.defaultPath) }, isTerminalAvailable: TerminalBackend.isAvailable)
    }

    /// `backend(for:)` with what it looks at given: the environment's variables, whether a DRM
    /// card opens, whether the framebuffer exists, whether a terminal (a path) opens.
    package static func backend(
        for settings: PresenterSettings, environment: (String) -> String?, hasUsableDRMDevice: () -> Bool, hasFramebuffer: () -> Bool,
        isTerminalAvailable: (String) -> Bool
    ) -> Options.Backend {
        switch settings.backend {
        case .sdl, .fbdev, .terminal: return settings.backend
        case .auto:
            if environment("DISPLAY") != nil || environment("WAYLAND_DISPLAY") != nil || environment("SDL_VIDEODRIVER") != nil {
                return .sdl
            }
            if settings.prefersTerminal && isTerminalAvailable(settings.terminal.ttyPath) { return .terminal }
            if hasUsableDRMDevice() { return .sdl }
            if hasFramebuffer() { return .fbdev }
            return isTerminalAvailable(settings.terminal.ttyPath) ? .terminal : .auto
        }
    }

    /// Opens the presenter for `settings`.
    /// - Throws: `FrontEndError` when nothing can show the pad, the window, its renderer or the
    ///   font cannot be had, or the terminal cannot draw it (`TERM=dumb`).
    package static func open(_ settings: PresenterSettings) throws(FrontEndError) -> any Presenter {
        switch backend(for: settings) {
        case .sdl:
            let fallback = settings.backend == .auto && TerminalBackend.isAvailable(ttyPath: settings.terminal.ttyPath)
            do {
                let window = try openWindow(settings)
                if let reduction = window.reduction, settings.sizeIsGiven {
                    Platform.complain(
                        "the window of \(reduction.asked.width)x\(reduction.asked.height) is larger than the screen: "
                            + "it is \(reduction.given.width)x\(reduction.given.height)")
                }
                return window
            } catch let error {
                guard case .noDisplay(let why) = error, fallback else { throw error }
                Platform.complain("\(why): showing the pad in the terminal")
                return try openTerminal(settings)
            }
        case .fbdev:
            let fallback = settings.backend == .auto && TerminalBackend.isAvailable(ttyPath: settings.terminal.ttyPath)
            do {
                return try openFramebuffer(settings)
            } catch let error {
                guard case .noDisplay(let why) = error, fallback else { throw error }
                Platform.complain("\(why): showing the pad in the terminal")
                return try openTerminal(settings)
            }
        case .terminal:
            return try openTerminal(settings)
        case .auto:
            // TRANSLATORS: one line on stderr when there is nowhere to show the pad; DISPLAY,
            // WAYLAND_DISPLAY and KMS/DRM are names, kept as written.
            throw .noDisplay(Words.localized("no display (DISPLAY, WAYLAND_DISPLAY or a KMS/DRM device) and no terminal to show the PIN pad on"))
        }
    }

    private static func openWindow(_ settings: PresenterSettings) throws(FrontEndError) -> PinPadWindow {
        if !settings.usesTextInput && !triesWaylandFirst {
            // Nothing is composed on a keypad: spare Xlib from parsing the Compose table when SDL
            // opens its input method (over a third of the start-up time). Not on Wayland, where
            // xkbcommon reads the file whole and prints an error for /dev/null.
            Platform.setEnvironmentDefault("XCOMPOSEFILE", "/dev/null")
        } else if !triesWaylandFirst && !Platform.isPrivileged && Platform.environment("XCOMPOSECACHE") == nil,
            let directory = CacheDirectory.made()
        {
            // A typed passphrase needs the Compose table (dead keys: ´ then e is é), so Xlib
            // parses it; it keeps the compiled table in a cache of the user's own when told
            // where, and reads that next time (never as root: Xlib uses no cache then).
            Platform.setEnvironment("XCOMPOSECACHE", directory)
        }
        let font = try fontPath(settings)
        do {
            return try PinPadWindow(options: WindowOptions(
                windowTitle: settings.windowTitle, width: settings.width, height: settings.height, fullscreen: settings.fullscreen,
                renderer: settings.renderer, fontPath: font, scale: settings.scale, rotation: settings.rotation,
                accessibility: settings.accessibility, holdsKeyboard: settings.holdsKeyboard,
                asksForInputMethod: settings.asksForInputMethod),
                feedback: { AudioGuide(options: $0) }, touchSeat: { try? LibinputSeat() })
        } catch let error as SDLError {
            switch error.kind {
            case .noRenderer: throw .noRenderer(error.message)
            case .noFont: throw .noFont(error.localizedMessage)
            case .noDisplay, .other, .image: throw .noDisplay(error.message)
            }
        } catch {
            throw .noDisplay("\(error)")
        }
    }

    /// Whether SDL tries Wayland before X11: `SDL_VIDEODRIVER` says `wayland`, or it is unset and
    /// `WAYLAND_DISPLAY` is set.
    private static var triesWaylandFirst: Bool { WaylandCompositor.isTriedFirst }

    private static func openFramebuffer(_ settings: PresenterSettings) throws(FrontEndError) -> FramebufferPresenter {
        let font = try fontPath(settings)
        do {
            return try FramebufferPresenter(options: FramebufferOptions(
                fontPath: font, scale: settings.scale, rotation: settings.rotation, accessibility: settings.accessibility))
        } catch {
            switch error {
            case .noCanvas(let message): throw .noFont(message)
            case .noFramebuffer(let message), .noInput(let message): throw .noDisplay(message)
            }
        }
    }

    private static func openTerminal(_ settings: PresenterSettings) throws(FrontEndError) -> TerminalPresenter {
        if Platform.environment("TERM") == "dumb" {
            throw .noDisplay("the terminal (TERM=dumb) cannot show the PIN pad: it has no cursor addressing")
        }
        do {
            let guide = settings.accessibility.asksForFeedback ? AudioGuide(options: settings.accessibility) : nil
            return try TerminalPresenter(options: settings.terminal, feedback: guide)
        } catch {
            throw .noDisplay("\(error)")
        }
    }

    /// `fontPath`, checked, or fontconfig's sans-serif for the language of the words shown
    /// (`sans-serif:lang=ja`: a face with Japanese's characters when one is installed).
    /// - Throws: `.noFont` when there is none or it is not a readable file (naming why: the
    ///   errno's words, or "not a regular file").
    package static func fontPath(_ settings: PresenterSettings) throws(FrontEndError) -> String {
        if let path = settings.fontPath {
            if let why = Platform.whyNotReadableFile(path) {
                // TRANSLATORS: one line on stderr: {file} is the path given to --font, {reason} why
                // it cannot be read (the system's words: No such file or directory).
                throw .noFont(Words.filled(Words.localized("cannot read font {file}: {reason}"), ["file": path, "reason": why]))
            }
            return path
        }
        let match = { FontLocator.path(matching: fontPattern(language: Words.language)) }
        let found = FontMatchCache.forThisUser().map { $0.fontPath(match: match) } ?? match()
        guard let path = found else { throw .noFont("no font found (install fonts-dejavu-core or pass --font PATH)") }
        return path
    }

    /// fontconfig's pattern of a sans-serif face for `language` (`zh_CN` → `sans-serif:lang=zh-cn`).
    package static func fontPattern(language: String) -> String {
        let tag = String(language.prefix { $0 != "." && $0 != "@" }.lowercased().map { $0 == "_" ? "-" : $0 })
        guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return "sans-serif" }
        return "sans-serif:lang=\(tag)"
    }
}
