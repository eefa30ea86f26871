import Testing

@testable import PinPadFrontEnd

/// The greeter's check for root's rights, on the text of `/proc/self/status`.
struct GreeterPrivilegeTests {
    static func status(uid: String = "1000\t1000\t1000\t1000", gid: String = "1000\t1000\t1000\t1000", permitted: String = "0000000000000000", ambient: String = "0000000000000000") -> String {
        "Name:\tpinpad\nUid:\t\(uid)\nGid:\t\(gid)\nGroups:\t0 27\nCapInh:\t0000000000000002\nCapPrm:\t\(permitted)\nCapEff:\t0000000000000000\nCapBnd:\t000001ffffffffff\nCapAmb:\t\(ambient)\n"
    }

    @Test func anOrdinaryUserHoldsNone() {
        // The bounding and inheritable sets, and a supplementary group 0, give no right by themselves.
        #expect(GreeterPrivilege.rootsRights(inStatus: Self.status()) == nil)
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
