import Foundation
import Testing

/// A Wayland compositor of a test's own: sway headless (`WLR_BACKENDS=headless
/// WLR_RENDERER=pixman`, one output of the pad's size, no border, no Xwayland) or weston's
/// headless backend (which offers no seat), run as a throw-away user (sway and cage refuse to run
/// as root) in a private `XDG_RUNTIME_DIR`, so that its socket name is the test's alone. Needs
/// root; ended (and its user's processes with it) when released.
final class WaylandSession {
    enum Compositor {
        /// sway 1.7 on wlroots' headless backend, drawn with pixman: `grim` reads its screen,
        /// `wtype` types into it.
        case sway
        /// weston 10's headless backend: no input device, so no `wl_seat` at all.
        case westonHeadless
        /// weston 10's X11 backend with its kiosk shell, drawn with pixman, in an Xvfb of its own
        /// in private namespaces as cage is; `weston-screenshooter` reads its screen (`--debug`).
        case westonX11
        /// cage 0.1.4 (without `-d`: it asks clients to draw their decorations) on wlroots' X11
        /// backend, in an Xvfb of its own, both in private mount and network namespaces (cage
        /// reserves an X display for Xwayland: the namespaces keep it from the machine's);
        /// `xdotool` types and taps into that Xvfb (`inNamespaces`), cage passes it on.
        case cage
    }

    let user: ThrowawayUser
    /// The private runtime directory, owned by `user`, mode 0700.
    let runtimeDirectory: String
    /// The socket's name in it (`WAYLAND_DISPLAY`).
    private(set) var socket = ""
    private let compositor: Run.Running
    private var stopped = false

    /// Starts `compositor` with an output of `width`×`height` pixels and waits up to 20 s for its
    /// socket. cage runs `child` (a shell script, run by `/bin/sh` as the compositor's user, in
    /// the environment cage gives its client: `WAYLAND_DISPLAY`, and `DISPLAY` for its Xwayland),
    /// as a kiosk's cage runs its program, or else waits; cage ends when `child` ends.
    init(_ compositor: Compositor, width: Int = 480, height: Int = 800, child: String? = nil) throws {
        isSway = compositor == .sway
        outputSize = (width, height)
        isWeston = compositor == .westonX11
        user = try ThrowawayUser(prefix: "pinpad-wl", password: "unused", home: false)
        let (userID, groupID, _) = try user.account()
        // Not in /tmp, which cage's namespace replaces with an empty one (a checkout there is
        // bound back into it).
        var template = Array("/run/pinpad-wayland-XXXXXX".utf8CString)
        runtimeDirectory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        var environment = Run.environmentWithoutDisplay
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["HOME"] = runtimeDirectory
        let arguments: [String]
        switch compositor {
        case .sway:
            let configuration = "\(runtimeDirectory)/sway.conf"
            try "output HEADLESS-1 resolution \(width)x\(height)\ndefault_border none\nxwayland disable\n"
                .write(toFile: configuration, atomically: false, encoding: .utf8)
            environment["WLR_BACKENDS"] = "headless"
            environment["WLR_RENDERER"] = "pixman"
            environment["WLR_LIBINPUT_NO_DEVICES"] = "1"
            arguments = ["/usr/bin/sway", "--config", configuration]
        case .cage, .westonX11:
            // The shell stays the compositor's and Xvfb's parent, and ends both when the test ends
            // it. cage's own program only waits, its output closed (it would keep the test's pipes
            // open). weston's X11 window is the output's size; the Xvfb is a little larger.
            let childScript = "\(runtimeDirectory)/child.sh"
            try (child ?? "exec sleep 3600 >/dev/null 2>&1\n").write(toFile: childScript, atomically: false, encoding: .utf8)
            chmod(childScript, 0o644)
            let nested = compositor == .cage
                ? "WLR_BACKENDS=x11 WLR_RENDERER=pixman /usr/bin/cage -- /bin/sh \(childScript)"
                : "/usr/bin/weston --backend=x11-backend.so --use-pixman --shell=kiosk-shell.so --socket=pinpad-test "
                    + "--width=\(width) --height=\(height) --no-config --idle-time=0 --debug"
            // A checkout under /tmp (its pad run by cage's child) is bound back into the new /tmp.
            let checkout = Run.pinpad.split(separator: "/", omittingEmptySubsequences: true).prefix(2)
            let keptUnderTemporary = checkout.count == 2 && checkout.first == "tmp" ? "/\(checkout.joined(separator: "/"))" : nil
            let hostTemporary = "\(runtimeDirectory)/host-tmp"
            let keep = keptUnderTemporary.map { path in
                """
                    mkdir -p \(hostTemporary) && mount --bind /tmp \(hostTemporary) || exit 1
                    mount -t tmpfs pinpad-test /tmp || exit 1
                    mkdir -p \(path) && mount --bind \(hostTemporary)\(path.dropFirst(4)) \(path) || exit 1
                    """
            } ?? "mount -t tmpfs pinpad-test /tmp || exit 1"
            let script = """
                \(keep)
                /usr/bin/Xvfb :0 -screen 0 \(width + 64)x\(height + 64)x24 -nolisten tcp & x=$!
                n=0; while [ ! -S /tmp/.X11-unix/X0 ] && [ $n -lt 200 ]; do sleep 0.05; n=$((n+1)); done
                export DISPLAY=:0
                /usr/bin/setpriv --reuid=\(userID) --regid=\(groupID) --clear-groups -- env \(nested) & c=$!
                trap 'kill $c $x; wait' TERM
                wait $c; kill $x; wait
                """
            arguments = ["/usr/bin/unshare", "--mount", "--net", "--", "/bin/sh", "-c", script]
        case .westonHeadless:
            arguments = [
                "/usr/bin/weston", "--backend=headless-backend.so", "--socket=pinpad-test", "--width=\(width)",
                "--height=\(height)", "--shell=kiosk-shell.so", "--no-config", "--idle-time=0",
            ]
        }
        chown(runtimeDirectory, userID, groupID)
        chmod(runtimeDirectory, 0o700)
        let asUser = ["/usr/bin/setpriv", "--reuid=\(userID)", "--regid=\(groupID)", "--clear-groups", "--"]
        let command = [.cage, .westonX11].contains(compositor) ? arguments : asUser + arguments
        self.compositor = try Run.Running(command[0], Array(command.dropFirst()), environment: environment)
        socket = try waitForSocket(within: 20)
    }

    deinit { stop() }

    /// The environment that puts a program on this compositor: the test's, without any display,
    /// with this `XDG_RUNTIME_DIR` and `WAYLAND_DISPLAY`.
    var environment: [String: String] {
        var environment = Run.environmentWithoutDisplay
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["WAYLAND_DISPLAY"] = socket
        return environment
    }

    /// Whether the compositor is sway.
    let isSway: Bool
    /// The output's size, in pixels.
    let outputSize: (width: Int, height: Int)
    /// Whether the compositor is weston on X11 (screenshots with `weston-screenshooter`).
    let isWeston: Bool

    /// Whether an Xwayland runs in the compositor's network namespace (cage's, started by cage
    /// when a client connects to its X display; sway's own is disabled).
    var xwaylandRuns: Bool {
        guard let namespace = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(compositor.pid)/ns/net") else { return false }
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { process in
            guard process.allSatisfy(\.isNumber), let name = try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8) else { return false }
            return name == "Xwayland\n" && (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/ns/net")) == namespace
        }
    }

    /// Stops the compositor (SIGSTOP: a hung compositor, alive and silent), or lets it go on
    /// (SIGCONT); sway only, whose process is the one started.
    func pause(_ paused: Bool) {
        kill(compositor.pid, paused ? SIGSTOP : SIGCONT)
    }

    /// Kills the compositor (SIGKILL: a crash, its sockets closed at once).
    func crash() {
        _ = Glibc.kill(compositor.pid, SIGKILL)
    }

    /// Whether the compositor still runs.
    var isRunning: Bool { !stopped && kill(compositor.pid, 0) == 0 }

    /// Ends the compositor (SIGTERM, then SIGKILL after 20 s: cage and its Xvfb take seconds on a
    /// loaded machine) and removes its directory; its
    /// output, for a failing test's message.
    @discardableResult
    func stop() -> String {
        guard !stopped else { return "" }
        stopped = true
        kill(compositor.pid, SIGTERM)
        let result = compositor.finish(within: 20)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
        return result.error
    }

    /// Runs a Wayland client (`grim`, `wtype`) on this compositor, as root, to completion.
    func client(_ path: String, _ arguments: [String], within seconds: Double = 20) throws -> Run.Result {
        try Run.run(path, arguments, environment: environment, within: seconds)
    }

    /// Starts a Wayland client that runs until it is ended.
    func startClient(_ path: String, _ arguments: [String]) throws -> Run.Running {
        try Run.Running(path, arguments, environment: environment)
    }

    /// Waits up to `seconds` for sway to give the keyboard focus to a window of process `pid`
    /// (`swaymsg -t get_tree` on its IPC socket in the runtime directory): keys sent before go
    /// nowhere.
    func waitForFocus(of pid: pid_t, within seconds: Double = 20) throws {
        let deadline = Date().addingTimeInterval(seconds)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)) ?? []
        let socket = try #require(names.first { $0.hasPrefix("sway-ipc.") }, "no sway IPC socket in \(runtimeDirectory)")
        func focused(_ node: Any) -> Bool {
            guard let node = node as? [String: Any] else { return false }
            if node["focused"] as? Bool == true, node["pid"] as? Int == Int(pid) { return true }
            return ((node["nodes"] as? [Any]) ?? []).contains(where: focused) || ((node["floating_nodes"] as? [Any]) ?? []).contains(where: focused)
        }
        while Date() < deadline {
            let tree = try client("/usr/bin/swaymsg", ["--socket", "\(runtimeDirectory)/\(socket)", "--raw", "--type", "get_tree"])
            if let json = try? JSONSerialization.jsonObject(with: Data(tree.output.utf8)), focused(json) { return }
            usleep(50_000)
        }
        Issue.record("sway gave no window of process \(pid) the focus within \(seconds) s")
    }

    /// Runs `arguments` in the compositor's namespaces (`nsenter`; cage's Xvfb is `:0` there).
    func inNamespaces(_ arguments: [String], within seconds: Double = 20) throws -> Run.Result {
        var environment = Run.environmentWithoutDisplay
        environment["DISPLAY"] = ":0"
        return try Run.run("/usr/bin/nsenter", ["--target", String(compositor.pid), "--mount", "--net", "--"] + arguments, environment: environment, within: seconds)
    }

    /// Taps at `points` (pixels of the output), one after the other, as a finger would: a virtual
    /// pointer of the tests' own (`Tests/Fixtures/virtual_pointer_tap.c`,
    /// wlr-virtual-pointer-unstable-v1, sway only) moves there and presses and releases its left
    /// button. Built at the first use with wayland-scanner's code for the protocol, whose XML
    /// Debian ships in librust-wayland-protocols-dev. A pointer must be on the seat before the pad
    /// opened (`holdPointer`).
    func tap(_ points: [(x: Int, y: Int)]) throws {
        let program = try tapProgram()
        let arguments = [String(outputSize.width), String(outputSize.height)] + points.flatMap { [String($0.x), String($0.y)] }
        let tapped = try client(program, arguments)
        try #require(tapped.status == 0, "virtual_pointer_tap: \(tapped.status) \(tapped.error)")
    }

    /// A virtual pointer that stays on the seat while it runs (for up to 120 s), started before a
    /// pad so that the pad has its wl_pointer when the taps come, as a kiosk's touchscreen is
    /// there before the pad: the events of a pointer that comes later reach nothing until the
    /// client has bound it.
    func holdPointer() throws -> Run.Running {
        let holder = try startClient(try tapProgram(), [String(outputSize.width), String(outputSize.height), "--hold", "120"])
        let first = holder.line(within: 10)
        guard first == "ready" else {
            kill(holder.pid, SIGKILL)
            throw NoCompositor(description: "virtual_pointer_tap --hold: \(first ?? "nothing") \(holder.finish().error)")
        }
        return holder
    }

    /// The tap program, built at the first call.
    private func tapProgram() throws -> String {
        let program = "\(runtimeDirectory)/virtual_pointer_tap"
        if !FileManager.default.isExecutableFile(atPath: program) {
            let registry = "/usr/share/cargo/registry"
            let versions = (try? FileManager.default.contentsOfDirectory(atPath: registry))?.filter { $0.hasPrefix("wayland-protocols-") } ?? []
            let xml = try #require(
                versions.sorted().map { "\(registry)/\($0)/wlr-protocols/unstable/wlr-virtual-pointer-unstable-v1.xml" }
                    .last { FileManager.default.fileExists(atPath: $0) },
                "no wlr-virtual-pointer-unstable-v1.xml (librust-wayland-protocols-dev)")
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/virtual_pointer_tap.c").path
            let header = "wlr-virtual-pointer-unstable-v1-client-protocol.h", code = "virtual-pointer-protocol.c"
            for (kind, output) in [("client-header", header), ("private-code", code)] {
                let scanned = try Run.run("/usr/bin/wayland-scanner", [kind, xml, "\(runtimeDirectory)/\(output)"])
                try #require(scanned.status == 0, "wayland-scanner: \(scanned.error)")
            }
            let built = try Run.run(
                "/usr/bin/gcc", ["-I", runtimeDirectory, "-o", program, source, "\(runtimeDirectory)/\(code)", "-lwayland-client"], within: 60)
            try #require(built.status == 0, "gcc: \(built.error)")
        }
        return program
    }

    /// The screen as a PNG file (`grim`), in the runtime directory.
    func screenshot(named name: String) throws -> String {
        let path = "\(runtimeDirectory)/\(name).png"
        guard isWeston else {
            let result = try client("/usr/bin/grim", [path])
            try #require(result.status == 0, "grim: \(result.status) \(result.error)")
            return path
        }
        // weston-screenshooter writes wayland-screenshot-DATE.png into its working directory.
        let directory = "\(runtimeDirectory)/screenshots"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let result = try client("/bin/sh", ["-c", "cd \"$0\" && exec /usr/bin/weston-screenshooter", directory])
        try #require(result.status == 0, "weston-screenshooter: \(result.status) \(result.error)")
        let shot = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".png") }, "no screenshot")
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: "\(directory)/\(shot)", toPath: path)
        return path
    }

    private func waitForSocket(within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)) ?? []
            if let name = names.first(where: { ($0.hasPrefix("wayland-") || $0 == "pinpad-test") && !$0.hasSuffix(".lock") }) {
                var status = stat()
                if stat("\(runtimeDirectory)/\(name)", &status) == 0, status.st_mode & S_IFMT == S_IFSOCK { return name }
            }
            guard kill(compositor.pid, 0) == 0 else { break }
            usleep(50_000)
        }
        let output = stop()
        throw NoCompositor(description: "no Wayland socket in \(runtimeDirectory) within \(seconds) s: \(output)")
    }

    /// The compositor did not start.
    struct NoCompositor: Error, CustomStringConvertible {
        let description: String
    }
}
