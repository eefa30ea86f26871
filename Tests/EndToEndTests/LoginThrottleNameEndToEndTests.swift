import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// What is typed in the user field and names no account (a PIN typed there by mistake) is
    /// never written to disk: it is counted under the one record such names share
    /// (`SERVICE@%unknown`); a name with an account keeps its own.
    @Test func aNameWithoutAnAccountIsCountedUnderOneSharedRecord() throws {
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
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/throttle").filter { !$0.hasPrefix(".") }.sorted()
        #expect(!names.contains { $0.contains("135790") }, "the typed name is on disk: \(names)")
        #expect(names == ["pinpad-recorded@%unknown", "pinpad-recorded@\(user.name)"], "\(names)")
    }
}
