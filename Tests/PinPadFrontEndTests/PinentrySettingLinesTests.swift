import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// The setting lines a pinentry hands on when it runs again after its display was lost: a new
/// session given them asks exactly as the old one would.
struct PinentrySettingLinesTests {
    func ask(_ session: inout PinentrySession) -> PinentryAsk? {
        session.receive("GETPIN").lazy.compactMap { if case .ask(let ask) = $0 { return ask } else { return nil } }.first
    }

    func resumed(_ session: PinentrySession) -> PinentrySession {
        var resumed = PinentrySession()
        resumed.resume(session.settingLines)
        return resumed
    }

    @Test func aNewSessionGivenTheSettingLinesAsksAlike() throws {
        var session = PinentrySession()
        for line in [
            "OPTION ttyname=/dev/pts/3", "OPTION --display :0", "OPTION default-ok=_Unlock", "SETDESC Please unlock%0Athe card",
            "SETPROMPT Passphrase:", "SETTITLE First", "SETTITLE Second", "SETCANCEL _Stop", "SETNOTOK _Never", "SETKEYINFO n/ABCD",
            "SETTIMEOUT 30", "SETREPEAT Again:", "SETREPEATERROR Differ", "SETERROR Bad passphrase", "OPTION bogus", "SETTIMEOUT x",
            "GETINFO pid", "NOP",
        ] { _ = session.receive(line) }
        #expect(session.settingLines.count == 13, "\(session.settingLines)")
        #expect(session.settingLines.contains("SETTITLE Second") && !session.settingLines.contains("SETTITLE First"))
        var copy = resumed(session)
        #expect(ask(&copy) == ask(&session))
    }

    /// Lines that set nothing are passed over: the session resumed neither asks nor closes.
    @Test func resumingPassesOverLinesThatSetNothing() throws {
        var session = PinentrySession()
        session.resume(["SETDESC Unlock", "GETPIN", "BYE", "CONFIRM", "SETPROMPT PIN:"])
        #expect(!session.isAsking)
        #expect(session.settingLines == ["SETDESC Unlock", "SETPROMPT PIN:"])
        let asked = try #require(ask(&session))
        #expect(asked.request.description == "Unlock" && asked.request.title == "PIN")
    }

    /// An error and a repeat prompt hold for one GETPIN; RESET keeps only the options.
    @Test func whatHeldForOneRequestOrWasResetIsNotHandedOn() throws {
        var session = PinentrySession()
        for line in ["OPTION display=:1", "SETDESC Unlock", "SETERROR Bad PIN", "SETREPEAT", "GETPIN"] { _ = session.receive(line) }
        #expect(session.isAsking)
        _ = session.answer(.cancelled)
        #expect(!session.isAsking)
        #expect(session.settingLines == ["OPTION display=:1", "SETDESC Unlock"])
        var copy = resumed(session)
        #expect(ask(&copy) == ask(&session))
        _ = session.answer(.cancelled)
        _ = session.receive("RESET")
        #expect(session.settingLines == ["OPTION display=:1"])
    }
}
