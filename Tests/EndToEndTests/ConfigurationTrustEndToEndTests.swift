import Foundation
import Testing

/// Issue 21: what a root run takes from files and the environment, and the front ends that never
/// refuse to ask because of a configuration file. The built `pinpad` runs as root here.
@Suite(.serialized)
final class ConfigurationTrustEndToEndTests {
    let directory: String

    init() throws {
        var template = Array("/tmp/pt-XXXXXX".utf8CString)
        directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        for folder in ["etc/pinpad.conf.d", "share", "home/pinpad", "permit", "ask"] {
            try FileManager.default.createDirectory(atPath: "\(directory)/\(folder)", withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var environment: [String: String] {
        var environment = Run.environmentWithoutDisplay
        environment["PINPAD_CONFIG_DIR"] = "\(directory)/etc"
        environment["PINPAD_DATA_DIR"] = "\(directory)/none"
        environment["XDG_CONFIG_HOME"] = "\(directory)/home"
        return environment
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(toFile: "\(directory)/\(path)", atomically: false, encoding: .utf8)
    }

    /// `pinpad pinentry` given `lines` on standard input.
    func pinentry(_ lines: String, environment: [String: String]) throws -> Run.Result {
        try Run.run("/bin/sh", ["-c", "printf '\(lines)' | '\(Run.pinpad)' pinentry"], environment: environment)
    }

    /// Defect 3: a user's file naming `pam-confdir` (a stack of pam_permit) is not read by a root
    /// sign-in: the effective configuration holds nothing of it.
    @Test func aRootSignInReadsNoUsersFile() throws {
        try #require(getuid() == 0, "the sign-in runs as root here")
        try write("permit/kiosk", "auth sufficient pam_permit.so\naccount sufficient pam_permit.so\n")
        try write("home/pinpad/pinpad.conf", "[login]\npam-confdir = \(directory)/permit\ntitle = Mine\n")
        let result = try Run.pinpad(["login", "--service", "kiosk", "--print-config"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains(directory), "\(result.output)")
        #expect(result.output.contains("# files read: none"), "\(result.output)")
    }

    /// Defect 3: a group-writable file of the administrator's directory gives a root run nothing,
    /// `service` included, with one line naming it.
    @Test func aGroupWritableFilesServiceIsRefused() throws {
        try write("etc/pinpad.conf", "[login]\nservice = permit\n")
        chmod("\(directory)/etc/pinpad.conf", 0o664)
        let result = try Run.pinpad(["login", "--print-config"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "pinpad: \(directory)/etc/pinpad.conf: not root's alone (its owner, group or others may write to it): a run as root takes no setting from it: skipped\n")
        #expect(result.output.contains("; service ="), "\(result.output)")
    }

    /// A file of root's alone (0644) given with -C in a directory everyone may write to (sticky,
    /// as /tmp) gives a root run nothing, and the line names the directory, which is what is not
    /// root's alone, not the file.
    @Test func aRootsFileInAWorldWritableDirectoryNamesTheDirectory() throws {
        try #require(getuid() == 0, "the file is root's and the run is root's here")
        try FileManager.default.createDirectory(atPath: "\(directory)/shared", withIntermediateDirectories: false)
        chmod("\(directory)/shared", 0o1777)
        try write("shared/c.conf", "title = Shared\n")
        chmod("\(directory)/shared/c.conf", 0o644)
        let result = try Run.pinpad(["-C", "\(directory)/shared/c.conf", "--print-config"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.error
                == "pinpad: \(directory)/shared/c.conf: the directory \(directory)/shared is not root's alone (another owner, or writable by group or others): a run as root takes no setting from it: skipped\n",
            "\(result.error)")
        #expect(!result.output.contains("title = Shared"), "\(result.output)")
    }

    /// Defect 11: a drop-in that is a link to nothing is one line; the pinentry still greets and
    /// answers.
    @Test func thePinentryGreetsPastADanglingDropIn() throws {
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/etc/pinpad.conf.d/10-gone.conf", withDestinationPath: "\(directory)/nowhere")
        let result = try pinentry("GETINFO flavor\\nBYE\\n", environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "OK Pleased to meet you\nD pinpad\nOK\nOK closing connection\n")
        #expect(result.error == "pinpad: \(directory)/etc/pinpad.conf.d/10-gone.conf: there is no such file (a link to nothing?): skipped\n")
    }

    /// Defect 11: a wrong file does not stop the pinentry: one line, the defaults, the greeting.
    @Test func thePinentryFallsBackToTheDefaultsPastAWrongFile() throws {
        try write("etc/pinpad.conf", "[pinentry]\nfullscreen = maybe\n")
        let result = try pinentry("BYE\\n", environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "OK Pleased to meet you\nOK closing connection\n")
        #expect(result.error == "pinpad: \(directory)/etc/pinpad.conf:2: fullscreen takes yes or no, not 'maybe' (see man pinpad.conf): the configuration files are not used\n")
    }

    /// Defect 11: a wrong file does not stop the password agent: one line, and it does its work
    /// with the command line alone. A wrong command line is still exit 2.
    @Test func theAgentFallsBackToTheCommandLinePastAWrongFile() throws {
        try write("etc/pinpad.conf", "[agent]\ntheme = no-such-theme\n")
        let result = try Run.pinpad(["agent", "--list", "--directory", "\(directory)/ask"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("pinpad: theme (\(directory)/etc/pinpad.conf:2): no theme no-such-theme"), "\(result.error)")
        #expect(result.error.hasSuffix(": the configuration files are not used\n") && result.error.split(separator: "\n").count == 1, "\(result.error)")
        let wrong = try Run.pinpad(["agent", "--list", "--bogus"], environment: environment)
        #expect(wrong.status == 2)
    }
}

extension DisplayTests {
    /// Defect 9: a timeout beyond what the clock holds is a parameter error, and the next GETPIN
    /// shows the pad instead of trapping (exit 132); the client's hang-up then cancels it.
    @Suite(.serialized)
    final class PinentryTimeoutEndToEndTests {
        @Test func aHugeTimeoutIsRefusedAndGETPINStillAsks() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_CONFIG_DIR"] = "/nonexistent"
            environment["XDG_CONFIG_HOME"] = "/nonexistent"
            let result = try Run.run(
                "/bin/sh", ["-c", "printf 'SETTIMEOUT 9223372036854775807\\nGETPIN\\n' | '\(Run.pinpad)' pinentry"], environment: environment)
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 3 && lines[1].hasPrefix("ERR ") && lines[2].hasPrefix("ERR "), "\(result.output)")
        }
    }
}
