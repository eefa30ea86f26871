import PinPadPlatform

/// Where the configuration files are, in the order they are read (a later one wins):
/// `/usr/share/pinpad/pinpad.conf` (the package's), `/etc/pinpad/pinpad.conf`,
/// `/etc/pinpad/pinpad.conf.d/*.conf` (sorted by name), `$XDG_CONFIG_HOME/pinpad/pinpad.conf`
/// (else `~/.config/pinpad/pinpad.conf`; not for a system service, and not when running as
/// root), then each `-C FILE`. Themes are found in the same directories' `themes/`.
package struct ConfigurationFiles: Sendable {
    /// The package's directory: `share/pinpad` beside the program's `bin` (`/usr/share/pinpad`
    /// for `/usr/bin/pinpad`; `/usr/share/pinpad` for a program in a directory not named
    /// `bin`), or `PINPAD_DATA_DIR` (`EnvironmentVariable.dataDirectory`).
    package var dataDirectory: String
    /// The administrator's directory: `/etc/pinpad`, or `PINPAD_CONFIG_DIR`.
    package var systemDirectory: String
    /// The checkout's `Assets` for a program built in it and not installed (`checkoutAssets`):
    /// its `themes/` and `keyboards/` are looked in after the package's, so `theme = ocean` and
    /// `keyboard-layout = de` work from the build directory before `make install`; nil for any
    /// other program, or with `PINPAD_DATA_DIR`.
    package var checkoutAssetsDirectory: String?
    /// Why a program built in a checkout does not read the checkout's `Assets` (run as root, and
    /// the checkout is not root's alone); nil when it does, or for any other program.
    package var checkoutAssetsRefusal: String?
    /// The user's directory, nil for a system service (started by systemd's system manager:
    /// `INVOCATION_ID` set, `MANAGERPID` not), for a privileged run (root: `ProcessEnvironment`) or
    /// without `XDG_CONFIG_HOME` and `HOME`.
    package var userDirectory: String?
    /// Whether the run is privileged: keys that name files (`OptionInfo.Trust`) are then taken
    /// only from root's files.
    package var isPrivileged: Bool
    /// The locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`; the first set and not empty), which
    /// picks the keyboard layout when `keyboard-layout` is not given; nil for none.
    package var locale: String?
    /// Lines for stderr: the variables set and not read (`PINPAD_CONFIG_DIR` as root).
    package var warnings: [String] = []

    /// The directories of `environment` (this process's by default).
    package init(environment: ProcessEnvironment = .process, executable: String? = Platform.executablePath()) {
        isPrivileged = environment.isPrivileged
        warnings = [EnvironmentVariable.dataDirectory, .configurationDirectory].compactMap(environment.refusal)
        if let data = environment.value(.dataDirectory) {
            dataDirectory = data
        } else if let executable, let bin = executable.lastIndex(of: "/"), let prefix = executable[..<bin].lastIndex(of: "/"),
            executable[executable.index(after: prefix)..<bin] == "bin"
        {
            dataDirectory = String(executable[..<prefix]) + "/share/pinpad"
        } else {
            dataDirectory = "/usr/share/pinpad"
        }
        if environment.value(.dataDirectory) == nil, let executable, let checkout = ConfigurationFiles.checkoutAssets(executable, isPrivileged: environment.isPrivileged) {
            switch checkout {
            case .success(let assets): checkoutAssetsDirectory = assets
            case .failure(let refusal): checkoutAssetsRefusal = refusal.reason
            }
        }
        systemDirectory = environment.value(.configurationDirectory) ?? "/etc/pinpad"
        locale = [EnvironmentVariable.localeAll, .localeCharacters, .language].lazy.compactMap { environment.value($0) }.first { !$0.isEmpty }
        let isSystemService = environment.value(.invocationID) != nil && environment.value(.managerProcessID) == nil
        if isSystemService || environment.isPrivileged {
            userDirectory = nil
        } else if let base = environment.value(.configurationHome), base.hasPrefix("/") {
            userDirectory = base + "/pinpad"
        } else {
            userDirectory = environment.value(.home).map { $0 + "/.config/pinpad" }
        }
    }

    /// The directories of the variables `lookup` gives (tests), read as a run that is privileged
    /// or not would read them.
    package init(environment lookup: (String) -> String?, isPrivileged: Bool = false, executable: String? = Platform.executablePath()) {
        var values: [String: String] = [:]
        for variable in EnvironmentVariable.allCases { values[variable.rawValue] = lookup(variable.rawValue) }
        self.init(environment: ProcessEnvironment(values, isPrivileged: isPrivileged), executable: executable)
    }

    /// The `Assets` directory of the checkout a program was built in (`CHECKOUT/.build…/…/pinpad`
    /// beside `CHECKOUT/Package.swift`), which holds the themes and keyboard layouts `make
    /// install` puts in the package's directory. Taken only as `pinpad.conf.d` is (`Platform.untrustedReason(directory:)`):
    /// when running as root, only if it and every directory above it are root's alone.
    /// - Returns: the directory, or why it is not read; nil for a program not in a checkout's
    ///   build directory.
    static func checkoutAssets(_ executable: String, isPrivileged: Bool) -> Result<String, CheckoutRefusal>? {
        let components = executable.split(separator: "/", omittingEmptySubsequences: false)
        guard let build = components.firstIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") }), build > 0 else { return nil }
        let checkout = components[..<build].joined(separator: "/")
        let assets = checkout + "/Assets"
        guard Platform.exists(checkout + "/Package.swift"), Platform.isDirectory(assets + "/themes") else { return nil }
        if let reason = Platform.untrustedReason(directory: assets, isPrivileged: isPrivileged) {
            return .failure(CheckoutRefusal(reason: "\(assets)/themes and keyboards are not read: \(reason); run the installed pinpad (make install)"))
        }
        return .success(assets)
    }

    /// Why the checkout's `Assets` are not read (`checkoutAssets`).
    struct CheckoutRefusal: Error {
        /// One line: the directory, why, and what to do.
        var reason: String
    }

    /// The drop-in directory: `pinpad.conf.d` in the administrator's directory.
    package var dropInDirectory: String { systemDirectory + "/pinpad.conf.d" }

    /// The standard files, in order; those that do not exist are left out, and so are
    /// directories among the drop-ins. A drop-in that is a dangling link stays in, so that
    /// reading it names it.
    package func standardPaths(
        exists: (String) -> Bool = Platform.exists, isDirectory: (String) -> Bool = Platform.isDirectory,
        entries: (String) -> [String] = Platform.directoryEntries
    ) -> [String] {
        let dropIns = dropInDirectory
        let first = [dataDirectory + "/pinpad.conf", systemDirectory + "/pinpad.conf"].filter(exists)
        let named = entries(dropIns).filter { $0.hasSuffix(".conf") && !$0.hasPrefix(".") }.sorted().map { dropIns + "/" + $0 }
        let user = userDirectory.map { [$0 + "/pinpad.conf"] }?.filter(exists) ?? []
        return first + named.filter { !isDirectory($0) } + user
    }

    /// The theme file for `name`: `themes/NAME.conf` in the administrator's directory, else in
    /// the package's, else in the checkout's (`checkoutAssetsDirectory`); nil when none exists,
    /// or when `name` is not a name (`isThemeName`).
    package func themePath(_ name: String, exists: (String) -> Bool = Platform.exists) -> String? {
        guard ConfigurationFiles.isThemeName(name) else { return nil }
        return ([systemDirectory, dataDirectory] + [checkoutAssetsDirectory].compactMap { $0 }).map { "\($0)/themes/\(name).conf" }.first(where: exists)
    }

    /// The keyboard layout file for `name`: `keyboards/NAME.layout` in the administrator's
    /// directory, else in the package's, else in the checkout's (`checkoutAssetsDirectory`), as
    /// a theme's; nil when none exists, or when `name` is not a name.
    package func keyboardLayoutPath(_ name: String, exists: (String) -> Bool = Platform.exists) -> String? {
        guard ConfigurationFiles.isThemeName(name) else { return nil }
        return ([systemDirectory, dataDirectory] + [checkoutAssetsDirectory].compactMap { $0 }).map { "\($0)/keyboards/\(name).layout" }.first(where: exists)
    }

    /// Whether `name` names a file in a directory and nothing else: not empty, no `/`, not `.`
    /// or `..`, no NUL.
    package static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\u{0}")
    }
}
