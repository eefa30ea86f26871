import Testing

@testable import PinPadFrontEnd

/// The greeter's check for root's rights, on the text of `/proc/self/status`.
struct GreeterPrivilegeTests {
    static func status(
        uid: String = "1000\t1000\t1000\t1000", gid: String = "1000\t1000\t1000\t1000", groups: String = "27 44 ", permitted: String = "0000000000000000",
        ambient: String = "0000000000000000"
    ) -> String {
        "Name:\tpinpad\nUid:\t\(uid)\nGid:\t\(gid)\nGroups:\t\(groups)\nCapInh:\t0000000000000002\nCapPrm:\t\(permitted)\nCapEff:\t0000000000000000\nCapBnd:\t000001ffffffffff\nCapAmb:\t\(ambient)\n"
    }

    @Test func anOrdinaryUserHoldsNone() {
        // The bounding and inheritable sets give no right by themselves.
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status()) == nil)
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(groups: "")) == nil, "no supplementary group")
    }

    /// A supplementary group 0 opens root's group's files as a group ID 0 does (`setpriv
    /// --groups=0`, `usermod -aG root`).
    @Test func aSupplementaryGroup0IsRefused() {
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(groups: "0 27 ")) == "supplementary group 0")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(groups: "27 0")) == "supplementary group 0")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(gid: "0\t0\t0\t0", groups: "0")) == "group ID 0", "said once")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(groups: "0", ambient: "0000000000000002")) == "supplementary group 0, capabilities")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(groups: "27 x")) == "supplementary group 0", "a group that does not read as one")
        #expect(
            GreeterPrivilege.rootsRights(inStatus: Self.status().split(separator: "\n").filter { !$0.hasPrefix("Groups:") }.joined(separator: "\n"))
                == "/proc/self/status without its IDs and capabilities")
    }

    @Test func rootsIDsGroupOrCapabilitiesAreRefused() {
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(uid: "1000\t1000\t0\t1000")) == "user ID 0")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(gid: "0\t1000\t1000\t1000")) == "group ID 0")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(ambient: "0000000000000002")) == "capabilities")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(permitted: "0000000000000002")) == "capabilities")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(uid: "0\t0\t0\t0", gid: "0\t0\t0\t0", permitted: "000001ffffffffff")) == "user ID 0, group ID 0, capabilities")
    }

    @Test func aStatusThatDoesNotReadAsProcSaysCountsAsRoots() {
        #expect(GreeterPrivilege.rootsRights(inStatus: "") == "/proc/self/status without its IDs and capabilities")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(uid: "1000 x 1000 1000")) == "user ID 0")
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status(ambient: "zz")) == "capabilities")
    }
}
