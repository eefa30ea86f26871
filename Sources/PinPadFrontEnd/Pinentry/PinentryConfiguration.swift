import PinPadPlatform
import PinPadSDL

/// Where the pinentry draws, from a file: gpg-agent starts `pinentry-program` with no options
/// and passes only a fixed list of environment variables (not `SDL_VIDEODRIVER`), so a kiosk
/// says it here. The file is `PINPAD_PINENTRY_CONFIG` or `/etc/pinpad/pinentry.conf`; keys:
/// `backend` (auto, sdl, fbdev, terminal), `video-driver` (SDL's, e.g. kmsdrm), `fullscreen` (yes,
/// no), `font` (a path), `size` (WIDTHxHEIGHT). A missing file is no error; a bad one is one
/// line on stderr and the defaults.
package enum PinentryConfiguration {
    /// The default file.
    package static let defaultPath = "/etc/pinpad/pinentry.conf"

    /// The settings the file gives.
    package static func settings() -> PresenterSettings {
        var settings = PresenterSettings()
        settings.windowTitle = "pinentry"
        let path = Platform.environment("PINPAD_PINENTRY_CONFIG") ?? defaultPath
        let file: IniFile
        do {
            file = try IniFile(path: path)
        } catch {
            if case .malformed(let line) = error { Platform.complain("\(path):\(line): not a key = value line") }
            return settings
        }
        for entry in file.entries {
            switch entry.key {
            case "backend": settings.backend = Options.Backend(rawValue: entry.value) ?? settings.backend
            case "video-driver": Platform.setEnvironmentDefault("SDL_VIDEODRIVER", entry.value)
            case "fullscreen": settings.fullscreen = ["yes", "true", "1"].contains(entry.value)
            case "font": settings.fontPath = entry.value
            case "size":
                let parts = entry.value.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2, parts.allSatisfy({ (64...8192).contains($0) }) { (settings.width, settings.height) = (parts[0], parts[1]) }
            default: Platform.complain("\(path): unknown key \(entry.key)")
            }
        }
        return settings
    }
}
