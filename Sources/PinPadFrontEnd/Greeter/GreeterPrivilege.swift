import PinPadPlatform

/// Whether the greeter holds any of root's rights, as the kernel sees the process
/// (`/proc/self/status`, proc(5)): a user ID 0 (real, effective, saved or file system), a group
/// ID 0 (those four, or a supplementary group: `Groups`, which opens root's group's files just
/// as well), or a capability in the effective, permitted or ambient set (`CapEff`, `CapPrm`,
/// `CapAmb`: ambient `CAP_DAC_OVERRIDE` alone reads every file). The greeter is the part a person
/// touches; greetd starts it as an ordinary user, and it refuses any of these (exit 14).
package enum GreeterPrivilege {
    /// What of root's rights the process holds, for the line on stderr ("user ID 0", "group ID
    /// 0", "supplementary group 0", "capabilities", or that the status could not be read); nil:
    /// none.
    package static func rootsRights() -> String? {
        let bytes: [UInt8]
        do { bytes = try Platform.readRegularFile("/proc/self/status", limit: 65_536) } catch { return "\(error)" }
        return rootsRights(inStatus: String(decoding: bytes, as: UTF8.self))
    }

    /// What of root's rights `status`, the text of `/proc/self/status`, shows; nil: none. A
    /// status without its `Uid`, `Gid`, `Groups`, `CapPrm`, `CapEff` and `CapAmb` lines, or with
    /// one that does not read as proc(5) says, counts as root's (nothing is assumed).
    package static func rootsRights(inStatus status: String) -> String? {
        var rights: [String] = []
        var seen: Set<String> = []
        var supplementary = false
        for line in status.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            let fields = line[line.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch key {
            case "Uid", "Gid":
                seen.insert(key)
                // Real, effective, saved set and file system IDs.
                let ids = fields.map { UInt32($0) }
                if ids.count != 4 || ids.contains(where: { $0 == nil || $0 == 0 }) { rights.append(key == "Uid" ? "user ID 0" : "group ID 0") }
            case "Groups":
                seen.insert(key)
                // The supplementary groups, none or more (`getgroups(2)`).
                if fields.contains(where: { UInt32($0) == nil || UInt32($0) == 0 }) { supplementary = true }
            case "CapPrm", "CapEff", "CapAmb":
                seen.insert(key)
                if fields.count != 1 || UInt64(fields[0], radix: 16) != 0, !rights.contains("capabilities") { rights.append("capabilities") }
            default:
                continue
            }
        }
        // Said once: a primary group ID 0 already names root's group.
        if supplementary && !rights.contains("group ID 0") {
            rights.insert("supplementary group 0", at: rights.firstIndex(of: "capabilities") ?? rights.endIndex)
        }
        if seen.count < 6 { rights.append("/proc/self/status without its IDs and capabilities") }
        return rights.isEmpty ? nil : rights.joined(separator: ", ")
    }
}
