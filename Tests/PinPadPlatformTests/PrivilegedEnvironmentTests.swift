import PinPadPlatform
import Testing

/// What a privileged run keeps of its environment: the display, the terminal, the language and
/// pinpad's own variables; no variable a library reads files or code from.
struct PrivilegedEnvironmentTests {
    let user: [String: String] = [
        "DISPLAY": ":1", "XAUTHORITY": "/home/anna/.Xauthority", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000",
        "TERM": "xterm", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de", "TZ": "Europe/Berlin",
        "SDL_VIDEODRIVER": "kmsdrm", "SDL_KMSDRM_DEVICE_INDEX": "1", "FRAMEBUFFER": "/dev/fb1", "INVOCATION_ID": "abc",
        "PINPAD_CONFIG_DIR": "/home/anna/etc", "SSH_ASKPASS_PROMPT": "confirm",
        "SDL_DYNAMIC_API": "/home/anna/evil.so", "FONTCONFIG_FILE": "/home/anna/fonts.conf", "XDG_CONFIG_HOME": "/home/anna/.config",
        "XDG_DATA_HOME": "/home/anna/.local/share", "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": "/etc/shadow",
        "ESPEAK_DATA_PATH": "/home/anna/espeak", "LIBGL_DRIVERS_PATH": "/home/anna/dri", "MESA_LOADER_DRIVER_OVERRIDE": "evil",
        "ALSA_CONFIG_PATH": "/home/anna/alsa.conf", "XCURSOR_PATH": "/home/anna/cursors", "XLOCALEDIR": "/home/anna/locale",
        "XCOMPOSEFILE": "/home/anna/compose", "LOCPATH": "/home/anna/loc", "GCONV_PATH": "/home/anna/gconv", "TERMINFO": "/home/anna/ti",
        "LD_PRELOAD": "/home/anna/evil.so", "DBUS_SESSION_BUS_ADDRESS": "unixexec:path=/home/anna/evil", "HOME": "/home/anna",
        "PATH": "/home/anna/bin:/usr/bin", "SDL_INPUT_LINUX_KEEP_KBD": "1",
    ]

    @Test func aReleaseBuildKeepsOnlyTheDisplayTheTerminalAndTheLanguage() {
        let kept = PrivilegedEnvironment.reset(user, home: "/root", hasTestHooks: false) { _ in true }
        #expect(
            kept == [
                "DISPLAY": ":1", "XAUTHORITY": "/home/anna/.Xauthority", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000",
                "TERM": "xterm", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de", "TZ": "Europe/Berlin",
                "SDL_VIDEODRIVER": "kmsdrm", "SDL_KMSDRM_DEVICE_INDEX": "1", "FRAMEBUFFER": "/dev/fb1", "INVOCATION_ID": "abc",
                "PINPAD_CONFIG_DIR": "/home/anna/etc", "SSH_ASKPASS_PROMPT": "confirm",
                "HOME": "/root", "PATH": PrivilegedEnvironment.path, "DBUS_SESSION_BUS_ADDRESS": "disabled:",
            ])
    }

    @Test func theFramebufferIsKeptOnlyWhenItNamesAFramebufferDevice() {
        for (path, isKept) in [("/dev/fb0", true), ("/dev/fb12", true), ("/dev/watchdog", false), ("/dev/fb", false), ("/dev/fb0/../sda", false), ("/tmp/fb0", false)] {
            let kept = PrivilegedEnvironment.reset(["FRAMEBUFFER": path], home: nil, hasTestHooks: true) { _ in true }
            #expect((kept["FRAMEBUFFER"] != nil) == isKept, "\(path)")
        }
    }

    /// sudo's `env_check`: a locale, terminal or zone that is a path to a user's files is removed.
    @Test func aLocaleTerminalOrZoneThatIsAPathIsRemoved() {
        let paths = [
            "LANG": "/home/anna/locale", "LC_ALL": "../../home/anna/x", "LC_CTYPE": "de_DE.UTF-8%s", "LANGUAGE": "de:/x",
            "TERM": "../../home/anna/ti", "COLORTERM": "/x", "TZ": "/home/anna/zone",
        ]
        let kept = PrivilegedEnvironment.reset(paths, home: nil, hasTestHooks: true) { _ in true }
        #expect(kept.keys.sorted() == ["DBUS_SESSION_BUS_ADDRESS", "PATH"])
        for zone in ["../../home/anna/zone", ":/home/anna/zone", "/usr/share/zoneinfo/../../../home/anna/zone"] {
            #expect(PrivilegedEnvironment.reset(["TZ": zone], home: nil, hasTestHooks: false) { _ in true }["TZ"] == nil, "\(zone)")
        }
        for zone in ["Europe/Berlin", ":Europe/Berlin", "UTC", "/usr/share/zoneinfo/Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3"] {
            #expect(PrivilegedEnvironment.reset(["TZ": zone], home: nil, hasTestHooks: false) { _ in true }["TZ"] == zone, "\(zone)")
        }
    }

    @Test func aBuildWithTestHooksAlsoKeepsSDLsDiskAudioInRootsDirectories() {
        let hooked = PrivilegedEnvironment.reset(user, home: "/root", hasTestHooks: true) { $0 == "/tmp/root-only" }
        #expect(hooked["SDL_DISKAUDIOFILE"] == nil, "/etc is not a directory the test judged root's")
        #expect(hooked["SDL_AUDIODRIVER"] == nil, "disk without its file writes sdlaudio.raw where pinpad runs")
        var alsa = user
        alsa["SDL_AUDIODRIVER"] = "alsa"
        #expect(PrivilegedEnvironment.reset(alsa, home: nil, hasTestHooks: true) { _ in false }["SDL_AUDIODRIVER"] == "alsa")
        #expect(hooked["SDL_DYNAMIC_API"] == nil)
        var audio = user
        audio["SDL_DISKAUDIOFILE"] = "/tmp/root-only/audio.raw"
        let kept = PrivilegedEnvironment.reset(audio, home: nil, hasTestHooks: true) { $0 == "/tmp/root-only" }
        #expect(kept["SDL_DISKAUDIOFILE"] == "/tmp/root-only/audio.raw" && kept["SDL_AUDIODRIVER"] == "disk")
        #expect(PrivilegedEnvironment.reset(audio, home: nil, hasTestHooks: false) { _ in true }["SDL_DISKAUDIOFILE"] == nil)
        #expect(PrivilegedEnvironment.reset(audio, home: nil, hasTestHooks: true) { _ in true }["HOME"] == nil)
    }
}
