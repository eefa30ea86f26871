import Foundation
import Testing

extension DisplayTests {
    /// The pad's pixels are the program's alone: SDL's X11 window surface (the software
    /// renderer's) keeps them in an MIT-SHM segment, which SDL 2.26 makes with mode 0777; any
    /// local user could attach it and watch each pressed key light up. Every System V segment a
    /// root pad makes is 0600, another user's `shmat` of it fails, and a pad on an X server of
    /// another user (which cannot attach such a segment) still draws, through `XPutImage`. The
    /// tests run as root.
    @Suite(.serialized)
    final class SharedPixelsEndToEndTests {
        let directory: String
        let report: (path: String, remove: () -> Void)

        init() throws {
            var template = Array("/tmp/pinpad-shm-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            // The throw-away user runs the probes built here.
            chmod(directory, 0o755)
            report = try ShownRequest.privatePath()
        }

        deinit {
            try? FileManager.default.removeItem(atPath: directory)
            report.remove()
        }

        /// A program built with gcc from `source` (linked with `libraries`).
        func program(_ name: String, _ source: String, libraries: [String] = []) throws -> String {
            let path = "\(directory)/\(name)"
            try source.write(toFile: "\(path).c", atomically: false, encoding: .utf8)
            let gcc = try Run.run("/usr/bin/gcc", ["-o", path, "\(path).c"] + libraries, within: 60)
            try #require(gcc.status == 0, "gcc: \(gcc.error)")
            return path
        }

        /// The System V segments process `pid` made (`/proc/sysvipc/shm`: key, shmid, perms, size,
        /// cpid…), as id and permission bits.
        func segments(of pid: pid_t) throws -> [(id: Int32, mode: Int)] {
            let table = try String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)
            return table.split(separator: "\n").dropFirst().compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count > 4, Int32(fields[4]) == pid, let id = Int32(fields[1]), let perms = Int(fields[2], radix: 8) else { return nil }
                return (id, perms & 0o777)
            }
        }

        /// Starts `pinpad askpass` with `arguments` on `display`, waits for its pad, runs `body`
        /// with its process id, and stops it; returns its standard error.
        func withPad(_ arguments: [String], display: String? = nil, _ body: (pid_t) throws -> Void) throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = report.path
            if let display {
                environment["DISPLAY"] = display
                environment["XAUTHORITY"] = nil
            }
            let pad = try Run.Running(Run.pinpad, ["askpass", "Passphrase:"] + arguments, environment: environment)
            defer { kill(pad.pid, SIGTERM) }
            let shown = (try? ShownRequest.wait(at: report.path, within: 15) { $0.process == Int(pad.pid) }) != nil
            if shown { try body(pad.pid) }
            kill(pad.pid, SIGTERM)
            let error = pad.finish().error
            try #require(shown, "no pad: \(error)")
            return error
        }

        @Test(arguments: ["software", "accelerated"])
        func theWindowsSharedPixelsAreTheProgramsAlone(renderer: String) throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            try #require(geteuid() == 0, "the test runs pinpad as root and a throw-away user")
            let probe = try program(
                "attach",
                """
                #include <stdlib.h>
                #include <sys/shm.h>
                int main(int argc, char **argv) {
                    if (argc < 2) return 2;
                    return shmat(atoi(argv[1]), NULL, SHM_RDONLY) == (void *)-1 && shmat(atoi(argv[1]), NULL, 0) == (void *)-1 ? 0 : 1;
                }
                """)
            let other = try ThrowawayUser(prefix: "s21shm", password: "unused", home: false)
            _ = try withPad(["--renderer", renderer]) { pid in
                // The window surface is made with the first frame, which the report follows.
                var found: [(id: Int32, mode: Int)] = []
                let deadline = Date().addingTimeInterval(10)
                while found.isEmpty && Date() < deadline && renderer == "software" {
                    found = try segments(of: pid)
                    if found.isEmpty { usleep(50_000) }
                }
                if renderer == "software" { #expect(!found.isEmpty, "the software renderer's window made no MIT-SHM segment") }
                for segment in found {
                    #expect(segment.mode & 0o077 == 0, "segment \(segment.id) has mode \(String(segment.mode, radix: 8))")
                    let attached = try Run.run("/usr/sbin/runuser", ["-u", other.name, "--", probe, String(segment.id)])
                    #expect(attached.status == 0, "\(other.name) attached segment \(segment.id): \(attached.error)")
                }
            }
        }

        @Test func aPadOnTheXServerOfAnotherUserStillDraws() throws {
            try #require(geteuid() == 0, "the test runs pinpad as root and Xvfb as a throw-away user")
            let counter = try program(
                "colours",
                """
                #include <stdio.h>
                #include <X11/Xlib.h>
                #include <X11/Xutil.h>
                int main(void) {
                    Display *display = XOpenDisplay(NULL);
                    if (!display) return 2;
                    Window root = DefaultRootWindow(display);
                    XWindowAttributes attributes;
                    XGetWindowAttributes(display, root, &attributes);
                    XImage *image = XGetImage(display, root, 0, 0, attributes.width, attributes.height, AllPlanes, ZPixmap);
                    if (!image) return 3;
                    unsigned long seen[64]; int count = 0;
                    for (int y = 0; y < attributes.height; y += 2)
                        for (int x = 0; x < attributes.width && count < 64; x += 2) {
                            unsigned long pixel = XGetPixel(image, x, y); int known = 0;
                            for (int i = 0; i < count; i++) if (seen[i] == pixel) known = 1;
                            if (!known) seen[count++] = pixel;
                        }
                    printf("%d\\n", count);
                    return 0;
                }
                """, libraries: ["-lX11"])
            let owner = try ThrowawayUser(prefix: "s21xs", password: "unused", home: false)
            var number = Int.random(in: 400...899)
            while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number = Int.random(in: 400...899) }
            let server = try Run.Running(
                "/usr/sbin/runuser", ["-u", owner.name, "--", "/usr/bin/Xvfb", ":\(number)", "-nolisten", "tcp", "-screen", "0", "800x900x24"])
            defer {
                _ = try? Run.run("/usr/bin/pkill", ["-TERM", "-U", owner.name])
                _ = server.finish(within: 10)
            }
            let deadline = Date().addingTimeInterval(15)
            while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && Date() < deadline { usleep(50_000) }
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = ":\(number)"
            environment["XAUTHORITY"] = nil
            let empty = try Run.run(counter, [], environment: environment)
            try #require(empty.status == 0, "no X server of \(owner.name): \(empty.error)")
            var colours = 0
            let error = try withPad(["--renderer", "software"], display: ":\(number)") { pid in
                #expect(try segments(of: pid).allSatisfy { $0.mode & 0o077 == 0 })
                // The first frames may still be on their way: wait for the keys' colours.
                let deadline = Date().addingTimeInterval(10)
                while colours < 8 && Date() < deadline {
                    colours = Int(try Run.run(counter, [], environment: environment).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
                    if colours < 8 { usleep(100_000) }
                }
            }
            #expect(colours >= 8, "the pad drew \(colours) colours on an X server of another user (before it: \(empty.output)); \(error)")
        }
    }
}
