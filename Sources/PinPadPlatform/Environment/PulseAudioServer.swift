/// Keeps libpulse from writing to stderr for an account whose home cannot hold its files.
/// Without `XDG_RUNTIME_DIR` (a greeter or a service that no login session started), libpulse
/// looks for the user's own server under `~/.config/pulse/MACHINE-runtime` and first creates
/// `~/.config/pulse` (or `$XDG_CONFIG_HOME/pulse`): for an account whose home does not exist or
/// is not its own to write (`/nonexistent`), it prints "Failed to create secure directory" on
/// stderr, twice, then tries the system-wide server all the same.
///
/// Then `PULSE_SERVER` is set to that system-wide server, the only one such an account can
/// reach: the sound goes where it went, and stderr holds only pinpad's own lines.
package enum PulseAudioServer {
    /// The system-wide server's socket, as libpulse names it (`PA_SYSTEM_RUNTIME_PATH`).
    package static let systemWide = "unix:/var/run/pulse/native"

    /// The `PULSE_SERVER` to set with `environment` (a variable's value by name), or nil to
    /// leave it: nil when `PULSE_SERVER` or `XDG_RUNTIME_DIR` is given, or the directory
    /// libpulse writes to (`XDG_CONFIG_HOME`, else `HOME`) is one `isWritable` says this process
    /// may write to.
    package static func server(environment: (String) -> String?, isWritable: (String) -> Bool) -> String? {
        guard environment("PULSE_SERVER") == nil, environment("XDG_RUNTIME_DIR") == nil else { return nil }
        guard let directory = environment("XDG_CONFIG_HOME") ?? environment("HOME"), isWritable(directory) else { return systemWide }
        return nil
    }

    /// Sets `PULSE_SERVER` as `server` says for this process. Call before SDL starts its audio.
    package static func keepFromWritingToAnUnusableHome() {
        guard let server = server(environment: Platform.environment, isWritable: Platform.isWritable) else { return }
        Platform.setEnvironment("PULSE_SERVER", server)
    }
}
