import Foundation
import Testing

/// The secret's page is locked in memory; where it cannot be (`RLIMIT_MEMLOCK` too small for an
/// unprivileged user), the pad says so in one line and goes on.
struct LockedMemoryTests {
    @Test func aLockRefusedBecauseOfRLIMIT_MEMLOCKIsSaidOnceAndThePadGoesOn() throws {
        // Root locks memory whatever the limit (CAP_IPC_LOCK): run the pad as nobody then.
        let asUser = getuid() == 0 ? "exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$@\"" : "exec \"$@\""
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["HOME"] = "/tmp"
        let result = try Run.run(
            "/bin/sh", ["-c", "ulimit -l 0 && " + asUser, "sh", Run.pinpad, "--timeout", "1", "--renderer", "software"],
            environment: environment, within: 30)
        #expect(result.status == 3, "the pad did not go on to its timeout: \(result.status) \(result.error)")
        let warnings = result.error.split(separator: "\n").filter { $0.contains("cannot be locked") }
        #expect(warnings.count == 1, "stderr: \(result.error)")
        #expect(warnings.first?.contains("RLIMIT_MEMLOCK is 0 bytes") == true)
    }

    @Test func withRoomToLockNothingIsSaid() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        let result = try Run.pinpad(["--timeout", "1", "--renderer", "software"], environment: environment, within: 30)
        #expect(result.status == 3)
        #expect(!result.error.contains("cannot be locked"), "stderr: \(result.error)")
    }
}
