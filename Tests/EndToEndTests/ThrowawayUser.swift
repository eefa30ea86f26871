import Foundation
import Testing

/// A user made for one test (`useradd --create-home`, or with a home that is not there, as
/// sudo's target or `nobody` may have; its password set with `chpasswd`) and removed with its
/// home when released (`userdel --remove`, after ending whatever it still
/// runs: userdel keeps a user that does). Needs root.
final class ThrowawayUser {
    let name: String
    let password: String
    private var made = false

    /// Makes `PREFIX` and six random digits, with `password`; without `home`, its home is
    /// `/nonexistent/NAME`, which is not made; with `system`, a system account (`useradd
    /// --system`: a user id below `UID_MIN`).
    init(prefix: String, password: String, home: Bool = true, system: Bool = false) throws {
        name = prefix + String(UInt32.random(in: 100_000...999_999))
        self.password = password
        let homeArguments = home ? ["--create-home"] : ["--no-create-home", "--home-dir", "/nonexistent/\(name)"]
        let added = try Run.run("/usr/sbin/useradd", homeArguments + (system ? ["--system"] : []) + ["--shell", "/bin/sh", name])
        try #require(added.status == 0, "useradd: \(added.status) \(added.error)")
        made = true
        let set = try Run.run("/bin/sh", ["-c", "echo \"$0:$1\" | /usr/sbin/chpasswd", name, password])
        try #require(set.status == 0, "chpasswd: \(set.status) \(set.error)")
    }

    deinit {
        guard made else { return }
        _ = try? Run.run("/usr/bin/pkill", ["-KILL", "-U", name])
        for _ in 0..<50 {
            guard let removed = try? Run.run("/usr/sbin/userdel", ["--remove", name]), removed.error.contains("currently used") else { break }
            usleep(100_000)
        }
    }

    /// The user's id, group id and home (`getpwnam`).
    func account() throws -> (userID: uid_t, groupID: gid_t, home: String) {
        let entry = try #require(getpwnam(name), "no account for \(name)")
        return (entry.pointee.pw_uid, entry.pointee.pw_gid, String(cString: entry.pointee.pw_dir))
    }
}
