import Foundation
import Testing

extension ConfigurationTrustEndToEndTests {
    /// A drop-in directory anyone may write to (mode 1777): a link planted there to a root-only
    /// file is not read, so no line of that file comes back as an "unknown key"; one line names
    /// the directory, and the sign-in goes on with the other files.
    @Test func aDropInDirectoryOthersMayWriteToGivesNothing() throws {
        try #require(getuid() == 0, "the sign-in runs as root here")
        try write("secret", "hidden-line-of-root = 1\n")
        chmod("\(directory)/secret", 0o600)
        chmod("\(directory)/etc/pinpad.conf.d", 0o1777)
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/etc/pinpad.conf.d/10-planted.conf", withDestinationPath: "\(directory)/secret")
        let result = try Run.pinpad(["login", "--service", "kiosk", "--print-config"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("hidden-line-of-root"), "\(result.error)")
        #expect(result.error == "pinpad: \(directory)/etc/pinpad.conf.d: it or a directory above it is not root's alone (another owner, or writable by group or others): no drop-in is read from it\n", "\(result.error)")
    }

    /// In root's drop-in directory, a link another user owns (to a root-only file) and a FIFO are
    /// each passed over with one line: nothing of them is read, and the sign-in is not stopped
    /// (a FIFO made every run exit 2).
    @Test func aDropInThatIsAnothersLinkOrAFIFOIsSkipped() throws {
        try #require(getuid() == 0, "the sign-in runs as root here")
        try write("secret", "hidden-line-of-root = 1\n")
        chmod("\(directory)/secret", 0o600)
        let link = "\(directory)/etc/pinpad.conf.d/10-planted.conf"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "\(directory)/secret")
        #expect(lchown(link, 65534, 65534) == 0)
        #expect(mkfifo("\(directory)/etc/pinpad.conf.d/20-fifo.conf", 0o644) == 0)
        try write("etc/pinpad.conf.d/30-title.conf", "[login]\ntitle = Kiosk\n")
        let result = try Run.pinpad(["login", "--service", "kiosk", "--print-config"], environment: environment, within: 20)
        #expect(result.status == 0, "\(result.status) \(result.error)")
        #expect(!result.error.contains("hidden-line-of-root"), "\(result.error)")
        #expect(result.error == """
            pinpad: \(link): a link another user than root owns: skipped
            pinpad: \(directory)/etc/pinpad.conf.d/20-fifo.conf: not a regular file: skipped

            """, "\(result.error)")
        #expect(result.output.contains("title = Kiosk"), "\(result.output)")
    }
}
