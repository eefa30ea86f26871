/// The environment a privileged run keeps, as sudo's `env_reset` and login(1) make one: the
/// variables that say where the pad is shown and in which language, and nothing else. A user's
/// variables steer the libraries pinpad loads (`SDL_DYNAMIC_API` loads a library,
/// `FONTCONFIG_FILE` and `XDG_CONFIG_HOME` choose fontconfig's files, `SDL_DISKAUDIOFILE` is a
/// file SDL writes, `ESPEAK_DATA_PATH`, `LIBGL_*`, `GCONV_PATH`…); a root run must not take them.
/// Made at the start of `main`, before any library is initialised (`Platform.resetPrivilegedEnvironment`).
package enum PrivilegedEnvironment {
    /// Variables kept by name: the display (`DISPLAY`, `XAUTHORITY`, `WAYLAND_DISPLAY` with
    /// `XDG_RUNTIME_DIR`, `SDL_VIDEODRIVER` and `SDL_KMSDRM_DEVICE_INDEX` for a kiosk's card,
    /// `FRAMEBUFFER` when it is `/dev/fbN`), the terminal (`TERM`, `COLORTERM`, `NO_COLOR`), the
    /// language and time (`LANG`, `LANGUAGE`, `TZ`; these as `checkedNames` and `isZoneName`),
    /// systemd's markers of a service (`INVOCATION_ID`, `MANAGERPID`) and ssh's kind of askpass
    /// request (`SSH_ASKPASS_PROMPT`).
    package static let keptNames: Set<String> = [
        "DISPLAY", "XAUTHORITY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER", "SDL_KMSDRM_DEVICE_INDEX",
        "FRAMEBUFFER", "TERM", "COLORTERM", "NO_COLOR", "LANG", "LANGUAGE", "TZ", "INVOCATION_ID", "MANAGERPID",
        "SSH_ASKPASS_PROMPT",
    ]

    /// Variables naming a file root would open, kept only when no one but root could have put
    /// what is there (`Platform.untrustedReason(environmentFile:)`): `XAUTHORITY`, which libX11
    /// opens (a user's FIFO held the pad for ever; a user's link would have root read another
    /// file). Each one dropped is said in one line.
    package static let rootsFileNames: Set<String> = ["XAUTHORITY"]

    /// Variables naming a directory root would use, kept only when it is a private runtime
    /// directory (mode 0700, not a link) in directories that are root's alone
    /// (`Platform.untrustedReason(environmentDirectory:)`): `XDG_RUNTIME_DIR`, where the Wayland
    /// socket is found (connected to, never opened as a file; SDL's pointer image is a new file,
    /// `mkostemp`).
    package static let rootsDirectoryNames: Set<String> = ["XDG_RUNTIME_DIR"]

    /// Variables kept only when their value holds no `/` or `%` (sudo's `env_check`): a locale's
    /// or a terminal's name, never a path to files of a user's (glibc and ncurses open them).
    package static let checkedNames: Set<String> = ["LANG", "LANGUAGE", "TERM", "COLORTERM"]

    /// Whether `zone` is a time zone's name (`Europe/Berlin`, `UTC`, `:Europe/Berlin`) or a path
    /// under `/usr/share/zoneinfo`, with no `..` (sudo's `env_check` of `TZ`): glibc opens it.
    package static func isZoneName(_ zone: String) -> Bool {
        let name = zone.hasPrefix(":") ? String(zone.dropFirst()) : zone
        return !name.includes("..") && !name.includes("%") && (!name.hasPrefix("/") || name.hasPrefix("/usr/share/zoneinfo/"))
    }

    /// Prefixes of variables kept: the locale's categories (`LC_ALL`, `LC_CTYPE`…, checked as
    /// `checkedNames`) and pinpad's own, which `ProcessEnvironment` judges one by one.
    package static let keptPrefixes = ["LC_", "PINPAD_"]

    /// In a build with test hooks only (`Platform.hasTestHooks`, never installed): SDL's audio
    /// driver, which the tests set to `disk` to hear what is spoken (`disk` only with a kept
    /// `SDL_DISKAUDIOFILE`).
    package static let testHookNames: Set<String> = ["SDL_AUDIODRIVER"]

    /// In a build with test hooks only, and only when the file is in a directory that is root's
    /// (`Platform.isRootsDirectory`): the file SDL's `disk` audio driver writes.
    package static let testHookFiles: Set<String> = ["SDL_DISKAUDIOFILE"]

    /// Whether `path` names a framebuffer device by its kernel name (`/dev/fbN`): root opens
    /// what `FRAMEBUFFER` names to be read and written, and opening some devices acts
    /// (`/dev/watchdog` arms the watchdog).
    package static func isFramebufferDevice(_ path: String) -> Bool {
        let number = path.utf8.dropFirst("/dev/fb".utf8.count)
        return path.hasPrefix("/dev/fb") && !number.isEmpty && number.count <= 3 && number.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The search path a privileged run is given (sudo's `secure_path` of Debian).
    package static let path = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    /// What a privileged run's environment becomes: of `environment`, the variables kept
    /// (`keptNames`, `keptPrefixes`, and in a build with test hooks `testHookNames` and
    /// `testHookFiles`), with `HOME` set to `home` (the effective user's, from the password
    /// database), `PATH` to `path`, and `DBUS_SESSION_BUS_ADDRESS` to `disabled:` (no session bus
    /// of a user: libdbus would open what it names, `unixexec:` runs a program).
    /// - Parameters:
    ///   - environment: the variables as `NAME` to value.
    ///   - home: the effective user's home; nil keeps `HOME` unset.
    ///   - hasTestHooks: whether the build holds the test hooks.
    ///   - isRootsDirectory: whether a directory and those above it are root's alone.
    package static func reset(
        _ environment: [String: String], home: String?, hasTestHooks: Bool, isRootsDirectory: (String) -> Bool
    ) -> [String: String] {
        var kept = environment.filter { name, value in
            if name == "FRAMEBUFFER" { return isFramebufferDevice(value) }
            if name == "TZ" { return isZoneName(value) }
            if checkedNames.contains(name) || name.hasPrefix("LC_") { return !value.includes("/") && !value.includes("%") }
            if keptNames.contains(name) || keptPrefixes.contains(where: { name.hasPrefix($0) }) { return true }
            guard hasTestHooks else { return false }
            if testHookNames.contains(name) { return true }
            guard testHookFiles.contains(name), let slash = value.lastIndex(of: "/") else { return false }
            return isRootsDirectory(slash == value.startIndex ? "/" : String(value[..<slash]))
        }
        // Without its file, the `disk` driver writes `sdlaudio.raw` in the working directory.
        if kept["SDL_AUDIODRIVER"]?.includes("disk") == true && kept["SDL_DISKAUDIOFILE"] == nil {
            kept["SDL_AUDIODRIVER"] = nil
        }
        kept["HOME"] = home
        kept["PATH"] = path
        kept["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        return kept
    }
}
