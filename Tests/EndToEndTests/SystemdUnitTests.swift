import Foundation
import Testing

/// The password agent's systemd units as `make install` writes them, checked by systemd's own
/// `systemd-analyze verify` (which also checks that `ExecStart=` names an executable).
struct SystemdUnitTests {
    @Test func theInstalledUnitsVerify() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var template = Array("/tmp/pu-XXXXXX".utf8CString)
        let root = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let binaries = URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent().path
        let made = try Run.run("/usr/bin/make", ["-s", "-C", repository.path, "units", "DESTDIR=\(root)", "BINDIR=\(binaries)", "UNITDIR=/units"])
        try #require(made.status == 0, "make units: \(made.error)")
        let units = ["pinpad-ask-password.path", "pinpad-ask-password.service"].map { "\(root)/units/\($0)" }
        let verified = try Run.run("/usr/bin/systemd-analyze", ["verify"] + units, within: 60)
        #expect(verified.status == 0, "systemd-analyze verify: \(verified.error)")
        #expect(verified.error.isEmpty, "systemd-analyze verify: \(verified.error)")
        let service = try String(contentsOfFile: units[1], encoding: .utf8)
        #expect(service.contains("ExecStart=\(binaries)/pinpad agent --watch --fullscreen\n"))
        let path = try String(contentsOfFile: units[0], encoding: .utf8)
        #expect(path.contains("DirectoryNotEmpty=/run/systemd/ask-password\n"))
    }
}
