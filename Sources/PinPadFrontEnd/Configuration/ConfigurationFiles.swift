import PinPadPlatform

/// Where the configuration files are, in the order they are read (a later one wins):
/// `/usr/share/pinpad/pinpad.conf` (the package's), `/etc/pinpad/pinpad.conf`,
/// `/etc/pinpad/pinpad.conf.d/*.conf` (sorted by name), `$XDG_CONFIG_HOME/pinpad/pinpad.conf`
/// (else `~/.config/pinpad/pinpad.conf`; not for a system service), then each `-C FILE`.
/// Themes are found in the same directories' `themes/`.
package struct ConfigurationFiles: Sendable {
    /// The package's directory: `share/pinpad` beside the program's `bin` (`/usr/share/pinpad`
    /// for `/usr/bin/pinpad`; `/usr/share/pinpad` for a program in a directory not named
    /// `bin`), or `PINPAD_DATA_DIR`.
    package var dataDirectory: String
    /// The administrator's directory: `/etc/pinpad`, or `PINPAD_CONFIG_DIR`.
    package var systemDirectory: String
    /// The user's directory, nil for a system service (started by systemd's system manager:
    /// `INVOCATION_ID` set, `MANAGERPID` not) or without `XDG_CONFIG_HOME` and `HOME`.
    package var userDirectory: String?

    /// The directories of this process's environment.
    package init(environment: (String) -> String? = Platform.environment, executable: String? = Platform.executablePath()) {
        if let data = environment("PINPAD_DATA_DIR") {
            dataDirectory = data
        } else if let executable, let bin = executable.lastIndex(of: "/"), let prefix = executable[..<bin].lastIndex(of: "/"),
            executable[executable.index(after: prefix)..<bin] == "bin"
        {
            dataDirectory = String(executable[..<prefix]) + "/share/pinpad"
        } else {
            dataDirectory = "/usr/share/pinpad"
        }
        systemDirectory = environment("PINPAD_CONFIG_DIR") ?? "/etc/pinpad"
        let isSystemService = environment("INVOCATION_ID") != nil && environment("MANAGERPID") == nil
        if isSystemService {
            userDirectory = nil
        } else if let base = environment("XDG_CONFIG_HOME"), base.hasPrefix("/") {
            userDirectory = base + "/pinpad"
        } else {
            userDirectory = environment("HOME").map { $0 + "/.config/pinpad" }
        }
    }

    /// The standard files, in order; those that do not exist are left out, and so are
    /// directories among the drop-ins. A drop-in that is a dangling link stays in, so that
    /// reading it names it.
    package func standardPaths(
        exists: (String) -> Bool = Platform.exists, isDirectory: (String) -> Bool = Platform.isDirectory,
        entries: (String) -> [String] = Platform.directoryEntries
    ) -> [String] {
        let dropIns = systemDirectory + "/pinpad.conf.d"
        let first = [dataDirectory + "/pinpad.conf", systemDirectory + "/pinpad.conf"].filter(exists)
        let named = entries(dropIns).filter { $0.hasSuffix(".conf") && !$0.hasPrefix(".") }.sorted().map { dropIns + "/" + $0 }
        let user = userDirectory.map { [$0 + "/pinpad.conf"] }?.filter(exists) ?? []
        return first + named.filter { !isDirectory($0) } + user
    }

    /// The theme file for `name`: `themes/NAME.conf` in the administrator's directory, else in
    /// the package's; nil when neither exists.
    package func themePath(_ name: String, exists: (String) -> Bool = Platform.exists) -> String? {
        [systemDirectory, dataDirectory].map { "\($0)/themes/\(name).conf" }.first(where: exists)
    }
}
