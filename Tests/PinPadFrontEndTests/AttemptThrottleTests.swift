import Foundation
import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// The sign-in's throttle (`AttemptThrottle`) with a clock and a store of the test's own, its
/// records' text, and its files on disk (`AttemptFileStore`, `PrivateStateDirectory`).
struct AttemptThrottleTests {
    /// Records in memory; `failing` makes every call throw, `corrupt` makes loads throw.
    final class MemoryStore: AttemptStore {
        var records: [String: AttemptRecord] = [:]
        var failingWrites = false
        var corrupt: Set<String> = []

        func load(service: String, user: String) throws(AttemptStoreError) -> AttemptRecord? {
            if corrupt.contains(user) { throw AttemptStoreError("the wrong-PIN count of \(user) is corrupt") }
            return records["\(service)@\(user)"]
        }

        func exclusively<Result>(_ body: () -> Result) -> Result { body() }

        func save(_ record: AttemptRecord?, service: String, user: String) throws(AttemptStoreError) {
            if failingWrites { throw AttemptStoreError("cannot keep the wrong-PIN count") }
            corrupt.remove(user)
            records["\(service)@\(user)"] = record
        }
    }

    /// A throttle over `store` whose wall clock reads `time[0]`, and the lines it said.
    final class Setup {
        var time: Int64 = 1_764_000_000
        var lines: [String] = []
        let store = MemoryStore()
        var throttle: AttemptThrottle!

        init(_ settings: ThrottleSettings = ThrottleSettings()) {
            throttle = AttemptThrottle(
                settings: settings, service: "kiosk", message: "Too many wrong PINs", store: store, now: { [unowned self] in self.time },
                complain: { [unowned self] in self.lines.append($0) })
        }

        /// One wrong PIN for `user`, admitted and judged; false when it had to wait.
        func wrong(_ user: String = "anna") -> Bool {
            guard throttle.admit(user: user, isEmpty: false, at: 0) == nil else { return false }
            throttle.settle(accepted: false, asked: true)
            return true
        }

        /// The seconds `user` waits now (from the lock's end on a clock at 0).
        func waiting(_ user: String = "anna") -> Int {
            (throttle.lock(user: user, at: 0)?.until ?? 0) / 1000
        }
    }

    @Test func theWaitsGrowFromTheFirstAndStopAtTheCap() {
        let throttle = Setup().throttle!
        #expect((0...12).map { throttle.wait(afterFailures: $0) } == [0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600])
        #expect(throttle.wait(afterFailures: AttemptRecord.failureLimit) == 3600)
        var settings = ThrottleSettings()
        (settings.freeAttempts, settings.firstWait, settings.longestWait) = (1, 86_400, 604_800)
        let long = Setup(settings).throttle!
        #expect(long.wait(afterFailures: 1) == 86_400 && long.wait(afterFailures: 3) == 345_600 && long.wait(afterFailures: 40) == 604_800)
    }

    @Test func fiveWrongPINsAreFreeThenEachFurtherAttemptWaitsLonger() {
        let setup = Setup()
        for _ in 1...5 { #expect(setup.wrong()) }
        #expect(setup.waiting() == 30)
        #expect(!setup.wrong(), "an attempt during the wait went through")
        setup.time += 29
        #expect(setup.waiting() == 1 && !setup.wrong())
        setup.time += 1
        #expect(setup.waiting() == 0 && setup.wrong())
        #expect(setup.waiting() == 60)
        setup.time += 60
        #expect(setup.wrong() && setup.waiting() == 120)
        #expect(setup.store.records["kiosk@anna"] == AttemptRecord(failures: 7, last: setup.time))
        // Another user's count is their own.
        #expect(setup.waiting("ben") == 0 && setup.wrong("ben"))
        #expect(setup.lines.isEmpty)
    }

    @Test func aRightPINClearsTheCountAndCancelOrAnEmptySubmitNeverCounts() throws {
        let setup = Setup()
        for _ in 1...4 { #expect(setup.wrong()) }
        // Empty: no attempt, nothing counted, nothing for PAM to judge.
        #expect(setup.throttle.admit(user: "anna", isEmpty: true, at: 0) == nil)
        setup.throttle.settle(accepted: false, asked: true)
        #expect(setup.store.records["kiosk@anna"]?.failures == 4)
        // Cancel is never admitted: nothing happens at all. A PIN PAM never asked for is taken back.
        #expect(setup.throttle.admit(user: "anna", isEmpty: false, at: 0) == nil)
        #expect(setup.store.records["kiosk@anna"]?.failures == 5, "counted before PAM hears it")
        setup.throttle.settle(accepted: false, asked: false)
        #expect(setup.store.records["kiosk@anna"]?.failures == 4)
        #expect(setup.throttle.admit(user: "anna", isEmpty: false, at: 0) == nil)
        setup.throttle.settle(accepted: true, asked: true)
        #expect(setup.store.records["kiosk@anna"] == nil)
        for _ in 1...5 { #expect(setup.wrong()) }
        #expect(setup.waiting() == 30)
    }

    @Test func aCountStoppedWhilePAMChecksStaysCounted() {
        let setup = Setup()
        for _ in 1...4 { #expect(setup.wrong()) }
        #expect(setup.throttle.admit(user: "anna", isEmpty: false, at: 0) == nil)
        // The sign-in ends here (a power cut): the next run finds the attempt counted.
        let next = AttemptThrottle(
            settings: ThrottleSettings(), service: "kiosk", message: "", store: setup.store, now: { setup.time }, complain: { _ in })
        #expect(next.lock(user: "anna", at: 0)?.until == 30_000)
    }

    @Test func theWaitStartsWhenPAMSaysNo() {
        let setup = Setup()
        for _ in 1...4 { #expect(setup.wrong()) }
        #expect(setup.throttle.admit(user: "anna", isEmpty: false, at: 0) == nil)
        setup.time += 2  // pam_faildelay
        setup.throttle.settle(accepted: false, asked: true)
        #expect(setup.waiting() == 30)
    }

    @Test func aClockSetBackNeverMakesTheWaitLongerThanItsLength() {
        let setup = Setup()
        for _ in 1...5 { #expect(setup.wrong()) }
        setup.time += 30
        #expect(setup.wrong() && setup.waiting() == 60)
        setup.time -= 86_400
        #expect(setup.waiting() == 60, "a day back")
        setup.time += 86_400 + 3_600
        #expect(setup.waiting() == 0)
    }

    /// `throttle-after = 1`: the line says "1 wrong PIN", not "1 wrong PINs".
    @Test func aCorruptCountsLineCountsOneWrongPINInTheSingular() {
        var settings = ThrottleSettings()
        settings.freeAttempts = 1
        let setup = Setup(settings)
        setup.store.corrupt = ["anna"]
        _ = setup.waiting()
        #expect(setup.lines == ["the wrong-PIN count of anna is corrupt; waiting as after 1 wrong PIN"])
    }

    @Test func aCorruptOrUnwritableCountFailsClosedWithOneLine() {
        let setup = Setup()
        setup.store.corrupt = ["anna"]
        #expect(setup.waiting() == 30, "a corrupt count waits")
        #expect(setup.lines == ["the wrong-PIN count of anna is corrupt; waiting as after 5 wrong PINs"])
        #expect(setup.store.records["kiosk@anna"] == AttemptRecord(failures: 5, last: setup.time), "replaced by one that waits")
        #expect(!setup.wrong())
        setup.time += 30
        #expect(setup.wrong() && setup.waiting() == 60)
        #expect(setup.lines.count == 1)

        let unwritable = Setup()
        unwritable.store.failingWrites = true
        #expect(unwritable.throttle.admit(user: "anna", isEmpty: false, at: 1000)?.until == 31_000, "an attempt that cannot be counted waits")
        #expect(unwritable.throttle.admit(user: "anna", isEmpty: false, at: 1000) != nil)
        #expect(unwritable.lines == ["cannot keep the wrong-PIN count"], "said once")
        unwritable.store.corrupt = ["ben"]
        #expect(unwritable.waiting("ben") == 30)
        unwritable.time += 3_600
        #expect(unwritable.waiting("ben") == 30, "a corrupt count that cannot be replaced never lets an attempt through")
    }

    @Test func recordsAreReadStrictly() throws {
        #expect(try AttemptRecord(text: Array("failures=7\nlast=1764612345\n".utf8)) == AttemptRecord(failures: 7, last: 1_764_612_345))
        #expect(AttemptRecord(failures: 7, last: 1_764_612_345).text == Array("failures=7\nlast=1764612345\n".utf8))
        #expect(try AttemptRecord(text: Array("last=5\nfailures=0".utf8)) == AttemptRecord(failures: 0, last: 5))
        let corrupt = [
            "", "failures=7\n", "failures=7\nlast=1\nfailures=8\n", "failures=-1\nlast=1\n", "failures=+1\nlast=1\n",
            "failures=1000001\nlast=1\n", "failures=7\nlast=99999999999999999999\n", "failures=7\nlast=16725225601\n",
            "failures= 7\nlast=1\n", "failures=7\nlast=1\nother=2\n", "failures\nlast=1\n", "failures=0x7\nlast=1\n", "\u{FF}",
        ]
        for text in corrupt {
            #expect(throws: AttemptRecord.Corrupt.self, "\(text)") { try AttemptRecord(text: Array(text.utf8)) }
        }
        #expect(throws: AttemptRecord.Corrupt.self) { try AttemptRecord(text: [0xFF, 0xFE]) }
    }

    @Test func fileNamesStayInTheDirectoryAndFoldCase() {
        #expect(AttemptFileStore.fileName(service: "Kiosk", user: "Anna") == "kiosk@anna")
        #expect(AttemptFileStore.fileName(service: "kiosk", user: "../../etc/passwd") == "kiosk@%2E%2E%2F%2E%2E%2Fetc%2Fpasswd")
        #expect(AttemptFileStore.fileName(service: "kiosk", user: "ä.b") == "kiosk@%C3%A4%2Eb")
        #expect(AttemptFileStore.fileName(service: "kiosk", user: "") == "kiosk@")
        let long = AttemptFileStore.fileName(service: "kiosk", user: String(repeating: "é", count: 64))
        #expect(long.utf8.count <= AttemptFileStore.nameLimit && long.hasSuffix("%+"))
        #expect(long == AttemptFileStore.fileName(service: "kiosk", user: String(repeating: "é", count: 63) + "x"), "cut names share one count")
    }

    /// Counts from several threads.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        func add() {
            lock.lock()
            value += 1
            lock.unlock()
        }
    }

    /// The records on disk, each read held until every sign-in has read, as the unluckiest
    /// timing would have it, unless the directory is locked (then the others wait for the one
    /// that reads).
    final class UnluckyStore: AttemptStore, @unchecked Sendable {
        let files: AttemptFileStore
        let readers = Tally()
        let signIns: Int

        init(path: String, signIns: Int) {
            files = AttemptFileStore(path: path)
            self.signIns = signIns
        }

        func load(service: String, user: String) throws(AttemptStoreError) -> AttemptRecord? {
            let record = try files.load(service: service, user: user)
            readers.add()
            while readers.count < signIns && !isLocked { sched_yield() }
            return record
        }

        func save(_ record: AttemptRecord?, service: String, user: String) throws(AttemptStoreError) {
            try files.save(record, service: service, user: user)
        }

        func exclusively<Result>(_ body: () -> Result) -> Result { files.exclusively(body) }

        /// Whether some descriptor holds the directory's exclusive lock (a try of a shared
        /// `flock`, which other tries do not block, fails).
        var isLocked: Bool {
            let descriptor = open(files.directory.path, O_RDONLY | O_DIRECTORY)
            defer { close(descriptor) }
            return flock(descriptor, LOCK_SH | LOCK_NB) != 0
        }
    }

    @Test func padsAtTheSameMomentCannotAllTakeTheLastFreeAttempt() throws {
        let (parent, path) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        var oneFree = ThrottleSettings()
        (oneFree.freeAttempts, oneFree.firstWait) = (1, 600)
        let settings = oneFree
        let store = UnluckyStore(path: path, signIns: 8)
        let admitted = Tally()
        // Eight sign-ins for one user at once, each on a thread of its own with its own throttle,
        // as eight processes would be: one attempt is free, so one goes to PAM.
        let finished = DispatchSemaphore(value: 0)
        for _ in 1...8 {
            Thread {
                let throttle = AttemptThrottle(
                    settings: settings, service: "kiosk", message: "", store: store, now: Platform.wallClockSeconds, complain: { _ in })
                if throttle.admit(user: "anna", isEmpty: false, at: 0) == nil { admitted.add() }
                finished.signal()
            }.start()
        }
        for _ in 1...8 { #expect(finished.wait(timeout: .now() + 30) == .success) }
        #expect(admitted.count == 1, "\(admitted.count) attempts went through")
        #expect(try AttemptFileStore(path: path).load(service: "kiosk", user: "anna")?.failures == 1)
    }

    /// A new directory's path under a private one of the test's own (not made yet).
    func scratch() throws -> (parent: String, path: String) {
        let parent = NSTemporaryDirectory() + "/throttle-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return (parent, parent + "/state")
    }

    @Test func theFilesAreRootsAloneWrittenWholeAndNeverFollowed() throws {
        let (parent, path) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let store = AttemptFileStore(path: path)
        #expect(try store.load(service: "kiosk", user: "anna") == nil)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o700 && status.st_uid == geteuid(), "made 0700")
        try store.save(AttemptRecord(failures: 3, last: 99), service: "kiosk", user: "anna")
        #expect(try store.load(service: "kiosk", user: "anna") == AttemptRecord(failures: 3, last: 99))
        #expect(stat("\(path)/kiosk@anna", &status) == 0 && status.st_mode & 0o7777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["kiosk@anna"], "no temporary file is left")
        try store.save(nil, service: "kiosk", user: "anna")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)

        // A link in the record's place is not followed: it is refused, and replaced by a write.
        let target = "\(parent)/target"
        try "failures=0\nlast=0\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o600)
        #expect(symlink(target, "\(path)/kiosk@anna") == 0)
        #expect(throws: AttemptStoreError("cannot read the wrong-PIN count: \(path)/kiosk@anna is a symbolic link")) {
            try store.load(service: "kiosk", user: "anna")
        }
        try store.save(AttemptRecord(failures: 1, last: 1), service: "kiosk", user: "anna")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "failures=0\nlast=0\n", "the link's target was written")
        #expect(try store.load(service: "kiosk", user: "anna") == AttemptRecord(failures: 1, last: 1))

        // A record others may read, or garbage, is refused.
        chmod("\(path)/kiosk@anna", 0o644)
        #expect(throws: AttemptStoreError.self) { try store.load(service: "kiosk", user: "anna") }
        try "failures=lots\n".write(toFile: "\(path)/kiosk@ben", atomically: false, encoding: .utf8)
        chmod("\(path)/kiosk@ben", 0o600)
        #expect(throws: AttemptStoreError("the wrong-PIN count \(path)/kiosk@ben is corrupt: failures is not a number")) {
            try store.load(service: "kiosk", user: "ben")
        }
        // A directory in one others may write (where it could be swapped for a fresh one) is
        // used for nothing, and neither is one others may enter.
        let inShared = "/tmp/pinpad-throttle-\(UUID().uuidString)"
        #expect(throws: AttemptStoreError("cannot keep the wrong-PIN count: \(inShared) lies in /tmp, which others may write")) {
            try AttemptFileStore(path: inShared).save(nil, service: "kiosk", user: "anna")
        }
        #expect(!FileManager.default.fileExists(atPath: inShared))
        chmod(path, 0o755)
        #expect(throws: AttemptStoreError.self) { try store.save(nil, service: "kiosk", user: "anna") }
        #expect(throws: AttemptStoreError.self) { try store.load(service: "kiosk", user: "carl") }
    }

    /// Every directory on the way to the count is root's (or the effective user's) and not a
    /// link (review of issue 21, finding 4): a user who owned a directory above the count's
    /// parent moved it away and put a link in its place, and the count started again from zero.
    @Test func aDirectoryAboveOfAnotherUserOrALinkOnTheWayIsRefused() throws {
        try #require(geteuid() == 0, "the test gives a directory to another user")
        let (parent, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        chmod(parent, 0o755)
        let kiosk = parent + "/kiosk"
        try FileManager.default.createDirectory(atPath: kiosk + "/state", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        #expect(chown(kiosk, 4_000_021, 4_000_021) == 0)
        #expect(throws: AttemptStoreError.self) {
            try AttemptFileStore(path: kiosk + "/state/pinpad").save(AttemptRecord(failures: 1, last: 1), service: "kiosk", user: "anna")
        }
        #expect(!FileManager.default.fileExists(atPath: kiosk + "/state/pinpad"), "made in a directory another user may move")

        // A link on the way, even one leading to a directory of root's, is not followed.
        let elsewhere = parent + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        #expect(symlink(elsewhere, parent + "/linked") == 0)
        #expect(throws: AttemptStoreError.self) {
            try AttemptFileStore(path: parent + "/linked/pinpad").save(AttemptRecord(failures: 1, last: 1), service: "kiosk", user: "anna")
        }
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/pinpad"), "made through a link")
        // The same directories with no one else's on the way are used.
        chown(kiosk, 0, 0)
        try AttemptFileStore(path: kiosk + "/state/pinpad").save(AttemptRecord(failures: 1, last: 1), service: "kiosk", user: "anna")
        #expect(try AttemptFileStore(path: kiosk + "/state/pinpad").load(service: "kiosk", user: "anna") == AttemptRecord(failures: 1, last: 1))
    }

    /// A name kept hashed has a record of its own, found again whatever its case, under a file
    /// name that holds no part of it, made with the directory's salt (made once, 0600, kept);
    /// another directory's salt gives another name; a corrupt salt fails closed.
    @Test func aHashedNameKeepsARecordOfItsOwnUnderASaltedHash() throws {
        let (parent, path) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let store = AttemptFileStore(path: path, hashesName: { $0 != "anna" })
        try store.save(AttemptRecord(failures: 2, last: 5), service: "Kiosk", user: "Badge-0042")
        try store.save(AttemptRecord(failures: 1, last: 6), service: "kiosk", user: "badge-0043")
        try store.save(AttemptRecord(failures: 4, last: 7), service: "kiosk", user: "anna")
        #expect(try store.load(service: "kiosk", user: "BADGE-0042") == AttemptRecord(failures: 2, last: 5))
        #expect(try AttemptFileStore(path: path, hashesName: { _ in true }).load(service: "kiosk", user: "badge-0043")?.failures == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(names.count == 4 && names.contains("%salt") && names.contains("kiosk@anna"), "\(names)")
        let hashed = names.filter { $0.hasPrefix("kiosk@%h-") }
        #expect(hashed.count == 2 && hashed.allSatisfy { $0.count == "kiosk@%h-".count + 43 && !$0.contains("0042") && !$0.contains("0043") }, "\(hashed)")
        var status = stat()
        #expect(stat("\(path)/%salt", &status) == 0 && status.st_mode & 0o7777 == 0o600)
        let salt = try String(contentsOfFile: "\(path)/%salt", encoding: .utf8)
        #expect(Platform.isSalt(salt) && salt.count == 16)
        try store.save(nil, service: "kiosk", user: "badge-0042")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasPrefix("kiosk@%h-") }.count == 1, "only that name's record is cleared")
        #expect(try String(contentsOfFile: "\(path)/%salt", encoding: .utf8) == salt, "the salt is kept")

        let (otherParent, otherPath) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: otherParent) }
        try AttemptFileStore(path: otherPath, hashesName: { _ in true }).save(AttemptRecord(failures: 1, last: 1), service: "kiosk", user: "badge-0043")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: otherPath).contains { hashed.contains($0) }, "another machine's salt gives another name")

        try "not a salt!".write(toFile: "\(path)/%salt", atomically: false, encoding: .utf8)
        chmod("\(path)/%salt", 0o600)
        #expect(throws: AttemptStoreError("the salt \(path)/%salt is corrupt")) { try store.load(service: "kiosk", user: "badge-0043") }
        #expect(try store.load(service: "kiosk", user: "anna")?.failures == 4, "a name kept as written needs no salt")
    }
}
