import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// The records of the throttle directory, the salt (`%salt`) and temporary files left out.
    func throttleRecords() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "\(directory)/throttle").filter { !$0.hasPrefix(".") && $0 != "%salt" }.sorted()
    }

    /// What is typed in the user field and names no account (a PIN typed there by mistake) is
    /// never written to disk: it is counted under a one-way hash of it (`SERVICE@%h-HASH`); a
    /// name with an account keeps its own record.
    @Test func aNameWithoutAnAccountIsCountedUnderAHashOfIt() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        try recordingService("pinpad-recorded")
        let login = try login("pinpad-recorded", ["--user-field"])
        try signIn(as: "135790", pin: "2468")
        let retry = try next()
        #expect(retry.error == "Wrong PIN", "shown: '\(retry.error)'")
        try retry.tap("", cancel: true, with: end)
        #expect(login.finish(within: 30).status == 1)
        let again = try self.login("pinpad-recorded", ["--user-field"])
        try signIn(as: user.name, pin: "1111")
        try next().tap("", cancel: true, with: end)
        #expect(again.finish(within: 30).status == 1)
        let names = try throttleRecords()
        #expect(!names.contains { $0.contains("135790") }, "the typed name is on disk: \(names)")
        #expect(names.count == 2 && names.contains("pinpad-recorded@\(user.name)"), "\(names)")
        #expect(names.contains { $0.hasPrefix("pinpad-recorded@%h-") && $0.count > 40 }, "\(names)")
    }

    /// Two `pam_userdb` names without a system account, typed in the user field, keep counts of
    /// their own: a right PIN for one never clears the other's wrong ones (which would give a
    /// holder of one PIN endless guesses at the others); the salt of the hash is root's alone.
    @Test func aRightPINForOneNameWithoutAnAccountKeepsAnothersCount() throws {
        let login = try login("pinpad-userdb", ["--user-field"])
        try signIn(as: "kiosk2", pin: "1357")
        let retry = try next()
        #expect(retry.error == "Wrong PIN", "shown: '\(retry.error)'")
        try retry.tap("", cancel: true, with: end)
        #expect(login.finish(within: 30).status == 1)
        let counted = try throttleRecords()
        #expect(counted.count == 1, "\(counted)")
        let record = try counted.first.map { try String(contentsOfFile: "\(directory)/throttle/\($0)", encoding: .utf8) }
        let again = try self.login("pinpad-userdb", ["--user-field"])
        try signIn(as: "kiosk1", pin: pin)
        let signedIn = again.finish(within: 30)
        #expect(signedIn.status == 0, "\(signedIn.status) \(signedIn.error)")
        let left = try throttleRecords()
        #expect(left == counted, "kiosk2's count is gone: \(left)")
        #expect(try counted.first.map { try String(contentsOfFile: "\(directory)/throttle/\($0)", encoding: .utf8) } == record)
        #expect(!left.contains { $0.contains("kiosk") }, "a typed name is on disk: \(left)")
        var status = stat()
        #expect(lstat("\(directory)/throttle/%salt", &status) == 0 && status.st_mode & 0o7777 == 0o600 && status.st_uid == 0)
    }
}
