import Glibc

extension Platform {
    /// In a privileged run (`isPrivileged`), replaces this process's environment with the one
    /// `PrivilegedEnvironment.reset` keeps (`clearenv`, then `setenv`), `HOME` being the effective
    /// user's home (`getpwuid(geteuid())`); does nothing otherwise. Call first in `main`, before
    /// any library (SDL, fontconfig, espeak-ng, libinput, PAM) reads a variable.
    package static func resetPrivilegedEnvironment() {
        guard isPrivileged else { return }
        var current: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                current[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        let home = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_dir) }
        let kept = PrivilegedEnvironment.reset(current, home: home, hasTestHooks: hasTestHooks) { isRootsDirectory($0) }
        clearenv()
        for (name, value) in kept { setenv(name, value, 1) }
    }
}
