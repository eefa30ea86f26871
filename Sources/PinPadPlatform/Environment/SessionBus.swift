/// Keeps SDL from starting a D-Bus session bus. SDL 2.26 connects to the session bus while it
/// starts its video and audio (`SDL_DBus_Init`: screen saver, input methods, thread priority);
/// with `DBUS_SESSION_BUS_ADDRESS` unset and no `$XDG_RUNTIME_DIR/bus`, libdbus falls back to
/// `autolaunch:`, which runs `dbus-launch --autolaunch` (dbus-x11): a `dbus-daemon --session`
/// that outlives the pad, and, for an account without a home, about 3 s before the window shows.
///
/// Then the address is set to `disabled:`, an address libdbus cannot open: SDL goes on without a
/// bus at once, and nothing is started. The only program pinpad runs (a sign-in's `--exec`
/// command) gets an environment of its own, made from PAM's (`pam_getenvlist`), without it.
package enum SessionBus {
    /// The address that keeps libdbus from starting a bus.
    package static let disabled = "disabled:"

    /// Sets `DBUS_SESSION_BUS_ADDRESS` to `disabled` when it is unset or empty and libdbus would
    /// find no bus of its own at `$XDG_RUNTIME_DIR/bus` (`_dbus_lookup_session_address`).
    /// Call before SDL starts a subsystem.
    package static func keepSDLFromStartingOne() {
        guard Platform.environment("DBUS_SESSION_BUS_ADDRESS") == nil else { return }
        if let runtime = Platform.environment("XDG_RUNTIME_DIR"), Platform.exists(runtime + "/bus") { return }
        Platform.setEnvironment("DBUS_SESSION_BUS_ADDRESS", disabled)
    }
}
