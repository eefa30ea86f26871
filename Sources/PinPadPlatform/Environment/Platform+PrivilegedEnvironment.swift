import Glibc

extension Platform {
    /// In a privileged run (`isPrivileged`), replaces this process's environment with the one
    /// `PrivilegedEnvironment.reset` keeps (`clearenv`, then `setenv`), `HOME` being the effective
    /// user's home (`getpwuid(geteuid())`); does nothing otherwise. Call first in `main`, before
    /// any library (SDL, fontconfig, espeak-ng, libinput, PAM) reads a variable. A variable of
    /// `PrivilegedEnvironment.rootsFileNames` or `rootsDirectoryNames` whose file or directory
    /// another user than root could have made or changed is dropped, with one line on stderr.
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
        // A file or directory a user could have chosen is never opened by root: dropped, with one line.
        for name in PrivilegedEnvironment.rootsFileNames.union(PrivilegedEnvironment.rootsDirectoryNames).sorted() {
            guard let value = current[name] else { continue }
            let isFile = PrivilegedEnvironment.rootsFileNames.contains(name)
            guard let reason = isFile ? untrustedReason(environmentFile: value) : untrustedReason(environmentDirectory: value) else { continue }
            current[name] = nil
            complain("\(name)=\(value) is not used, as pinpad runs as root: \(reason)")
        }
        if let display = current["WAYLAND_DISPLAY"], let reason = untrustedReason(waylandDisplay: display) {
            current["WAYLAND_DISPLAY"] = nil
            complain("WAYLAND_DISPLAY=\(display) is not used, as pinpad runs as root: \(reason)")
        }
        let home = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_dir) }
        let kept = PrivilegedEnvironment.reset(current, home: home, hasTestHooks: hasTestHooks) { isRootsDirectory($0) }
        clearenv()
        for (name, value) in kept { setenv(name, value, 1) }
    }

    /// Why root may not open the file at `path` that a variable names (`XAUTHORITY`); nil when
    /// it may: an absolute path with no `.` or `..`, every directory on the way root's alone, as
    /// written (`untrustedReason(pathAsWritten:)`, judged with `lstat` before anything is
    /// opened), then the file itself opened without following a link and without waiting
    /// (`O_NOFOLLOW | O_NONBLOCK`): a regular file, root's, writable by no one else.
    /// - Returns: one phrase naming what is wrong, or nil.
    static func untrustedReason(environmentFile path: String) -> String? {
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), path.index(after: slash) != path.endIndex else {
            return "\(path) is not an absolute path to a file"
        }
        let name = String(path[path.index(after: slash)...])
        if name == "." || name == ".." { return "\(path) holds a . or .. component" }
        return untrustedReason(file: name, in: slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    /// Why root may not connect to the Wayland socket that `WAYLAND_DISPLAY` names; nil when it
    /// may: a name with no `/`, which libwayland looks up in `XDG_RUNTIME_DIR` (judged itself), or
    /// an absolute path, which libwayland takes as it is, looked up in no `XDG_RUNTIME_DIR`: its
    /// directory is judged as that directory would be (`untrustedReason(environmentDirectory:)`).
    /// - Returns: one phrase naming what is wrong, or nil.
    static func untrustedReason(waylandDisplay name: String) -> String? {
        guard name.includes("/") else { return nil }
        guard name.hasPrefix("/"), let slash = name.lastIndex(of: "/"), name.index(after: slash) != name.endIndex else {
            return "\(name) is neither a socket's name in XDG_RUNTIME_DIR nor an absolute path to a socket"
        }
        return untrustedReason(environmentDirectory: slash == name.startIndex ? "/" : String(name[..<slash]))
    }

    /// Why root may not use the directory at `path` that a variable names (`XDG_RUNTIME_DIR`);
    /// nil when it may: a private runtime directory as the XDG Base Directory specification has
    /// them (`/run/user/UID`), judged with `lstat` before anything in it is used: an absolute
    /// path with no `.` or `..`, every directory above it root's alone, as written
    /// (`untrustedReason(pathAsWritten:)`), and the directory itself no link, entered by its owner
    /// alone (mode 0700 or less), whoever owns it: a root pad on a user's Wayland compositor
    /// connects to the compositor's socket there. No one but that owner can put anything in it.
    /// - Returns: one phrase naming what is wrong, or nil.
    static func untrustedReason(environmentDirectory path: String) -> String? {
        let components = path.split(separator: "/")
        guard path.hasPrefix("/"), let name = components.last else { return "\(path) is not an absolute path to a directory" }
        if components.contains(where: { $0 == "." || $0 == ".." }) { return "\(path) holds a . or .. component" }
        let parent = "/" + components.dropLast().joined(separator: "/")
        if let reason = untrustedReason(pathAsWritten: parent) { return reason }
        var status = stat()
        guard lstat(parent + (parent == "/" ? "" : "/") + name, &status) == 0 else {
            return "\(path) cannot be examined: \(String(cString: strerror(errno)))"
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return "\(path) is not a directory (or is a link)" }
        guard status.st_mode & 0o077 == 0 else { return "\(path) is open to others (mode \(String(status.st_mode & 0o7777, radix: 8)))" }
        return nil
    }
}
