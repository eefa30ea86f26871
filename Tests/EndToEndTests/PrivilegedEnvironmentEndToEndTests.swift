import Foundation
import Testing

extension DisplayTests {
    /// A root pad takes none of a user's variables for its libraries (issue 21, defect 3): SDL's
    /// `SDL_DYNAMIC_API` loads no library of theirs, fontconfig's `FONTCONFIG_FILE` and
    /// `XDG_CONFIG_HOME` choose none of its files. The tests run as root.
    @Suite(.serialized)
    final class PrivilegedEnvironmentEndToEndTests {
        let directory: String
        let report: (path: String, remove: () -> Void)

        init() throws {
            var template = Array("/tmp/pinpad-env-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            report = try ShownRequest.privatePath()
        }

        deinit {
            try? FileManager.default.removeItem(atPath: directory)
            report.remove()
        }

        /// Starts `pinpad` with `arguments` and the test's environment with `extra`, waits for its
        /// pad, and stops it; nil when no pad showed (then the process's stderr is returned).
        /// `pinpad pinentry` is given a GETPIN on its standard input, a FIFO held open until the
        /// pad is stopped.
        func show(_ arguments: [String], _ extra: [String: String]) throws -> (shown: Bool, error: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = report.path
            environment.merge(extra) { $1 }
            var client: Int32 = -1
            let pad: Run.Running
            if arguments.first == "pinentry" {
                let fifo = "\(directory)/assuan"
                try #require(mkfifo(fifo, 0o600) == 0)
                let command = "exec \"$0\" \"$@\" < '\(fifo)'"
                pad = try Run.Running("/bin/sh", ["-c", command, Run.pinpad] + arguments, environment: environment)
                client = open(fifo, O_WRONLY)
                try #require(client >= 0)
                _ = "GETPIN\n".withCString { write(client, $0, strlen($0)) }
            } else {
                pad = try Run.Running(Run.pinpad, arguments, environment: environment)
            }
            let shown = (try? ShownRequest.wait(at: report.path, within: 15) { $0.process == Int(pad.pid) }) != nil
            kill(pad.pid, SIGTERM)
            if client >= 0 { close(client) }
            return (shown, pad.finish().error)
        }

        /// A library whose constructor writes `marker`, built with gcc.
        func library(writing marker: String) throws -> String {
            let source = "\(directory)/evil.c"
            let library = "\(directory)/evil.so"
            try """
            #include <fcntl.h>
            #include <unistd.h>
            __attribute__((constructor)) static void mark(void) { close(open("\(marker)", O_WRONLY | O_CREAT, 0600)); }
            """.write(toFile: source, atomically: false, encoding: .utf8)
            let gcc = try Run.run("/usr/bin/gcc", ["-shared", "-fPIC", "-o", library, source], within: 60)
            try #require(gcc.status == 0, "gcc: \(gcc.error)")
            return library
        }

        @Test(arguments: [["pinentry"], ["askpass", "Passphrase:"], ["--boxes", "4"]])
        func sdlDynamicAPILoadsNoLibraryInARootPad(arguments: [String]) throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            try #require(geteuid() == 0, "the test runs pinpad as root")
            let marker = "\(directory)/constructor-ran"
            let library = try library(writing: marker)
            let result = try show(arguments, ["SDL_DYNAMIC_API": library])
            #expect(result.shown, "no pad: \(result.error)")
            #expect(!FileManager.default.fileExists(atPath: marker), "root pinpad loaded SDL_DYNAMIC_API's library")
        }

        @Test func aUsersFontconfigFilesAreNotReadByARootPad() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            try #require(geteuid() == 0, "the test runs pinpad as root")
            try FileManager.default.createDirectory(atPath: "\(directory)/config/fontconfig", withIntermediateDirectories: true)
            let empty = "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n"
            try empty.write(toFile: "\(directory)/config/fontconfig/fonts.conf", atomically: false, encoding: .utf8)
            try empty.write(toFile: "\(directory)/fonts.conf", atomically: false, encoding: .utf8)
            let result = try show(
                ["askpass", "Passphrase:"], ["XDG_CONFIG_HOME": "\(directory)/config", "FONTCONFIG_FILE": "\(directory)/fonts.conf"])
            #expect(result.shown, "no pad: \(result.error)")
        }

        /// A root pad never opens the file a user's `XAUTHORITY` names, nor uses a directory of a
        /// user's as `XDG_RUNTIME_DIR` (review of issue 21, finding 5): a FIFO there held libX11's
        /// `open` for ever. Each is dropped with one line, and the pad goes on (here without a
        /// cookie, so it says it cannot reach the display) instead of hanging.
        @Test func aUsersXauthorityOrRuntimeDirectoryIsNotOpenedByARootPad() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            try #require(geteuid() == 0, "the test runs pinpad as root")
            let shared = "\(directory)/shared"
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
            chmod(shared, 0o777)
            let fifo = "\(shared)/cookie"
            try #require(mkfifo(fifo, 0o666) == 0)
            var environment = ProcessInfo.processInfo.environment
            environment["XAUTHORITY"] = fifo
            environment["XDG_RUNTIME_DIR"] = shared
            let result = try Run.pinpad(["askpass", "Passphrase:"], environment: environment, within: 15)
            let lines = result.error.split(separator: "\n")
            #expect(lines.filter { $0.contains("XAUTHORITY") && $0.contains(fifo) }.count == 1, "\(result.error)")
            #expect(lines.filter { $0.contains("XDG_RUNTIME_DIR") && $0.contains(shared) }.count == 1, "\(result.error)")
            // A cookie of root's, in directories only root may write, is kept.
            let cookie = try #require(ProcessInfo.processInfo.environment["XAUTHORITY"], "xvfb-run gives a cookie")
            let copy = "\(directory)/cookie"
            try FileManager.default.copyItem(atPath: cookie, toPath: copy)
            chmod(copy, 0o600)
            let kept = try show(["askpass", "Passphrase:"], ["XAUTHORITY": copy])
            #expect(kept.shown, "no pad with root's cookie: \(kept.error)")
            #expect(!kept.error.contains("XAUTHORITY"), "\(kept.error)")
        }

        /// An absolute `WAYLAND_DISPLAY` is a socket's path that libwayland takes as it is, in no
        /// `XDG_RUNTIME_DIR`: in a directory anyone may write (a socket of a user's there), a root
        /// pad drops it with one line, as it drops such an `XDG_RUNTIME_DIR`, and opens on X11;
        /// it connected to it. A relative one with a `/` in it is dropped the same way.
        @Test func anAbsoluteWaylandDisplayInAUsersDirectoryIsNotUsedByARootPad() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            try #require(geteuid() == 0, "the test runs pinpad as root")
            let shared = "\(directory)/shared"
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
            chmod(shared, 0o777)
            for display in ["\(shared)/wayland-1", "../../\(shared)/wayland-1"] {
                let result = try show(["--boxes", "4"], ["WAYLAND_DISPLAY": display])
                #expect(result.shown, "no pad: \(result.error)")
                let lines = result.error.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].hasPrefix("pinpad: WAYLAND_DISPLAY=\(display) is not used, as pinpad runs as root"), "\(result.error)")
            }
        }
    }
}
