import Testing

@testable import PinPadPlatform

/// Text searched by its UTF-8 bytes (`StringProtocol.includes`, `replacingEvery`), without the
/// regex runtime.
@Suite struct StringSearchTests {
    @Test func includesFindsBytesAnywhere() {
        #expect("themes/../x".includes(".."))
        #expect(!"theme.conf".includes(".."))
        #expect("abc".includes(""))
        #expect(!"ab".includes("abc"))
        #expect("Grüße".includes("üß"))
    }

    @Test func aCombiningMarkAfterASlashDoesNotHideIt() {
        // One character to String's own contains (a slash with an acute), two scalars here.
        let name = "ocean/\u{301}..\u{301}/x"
        #expect(name.includes("/"))
        #expect(name.includes(".."))
    }

    @Test func replacingEveryReplacesEachOccurrenceOnce() {
        #expect("Wait {time}, {time}".replacingEvery("{time}", with: "5 s") == "Wait 5 s, 5 s")
        #expect("{time}{time}".replacingEvery("{time}", with: "{time}") == "{time}{time}")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect("none".replacingEvery("", with: "x") == "none")
    }
}
