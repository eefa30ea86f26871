import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The password agent without a display, a socket or root: an ask file as systemd writes it in,
/// the pad played by a script, and the datagram the agent would send out.
struct PasswordAgentTranscriptTests {
    static let askFile = """
        [Ask]
        PID=4242
        Socket=/run/systemd/ask-password/sck.5c4a
        AcceptCached=1
        Echo=0
        NotAfter=0
        Message=Please enter passphrase for disk root:
        Id=cryptsetup:/dev/vda2

        """

    /// The datagram answering `askFile` when its pad plays `script`; empty for no answer.
    /// `withdrawn`: the request went away as the secret was submitted; `withdrawnWhileShown`: it
    /// went away while the pad showed (`WithdrawalWatch` interrupts the prompt).
    static func answer(_ script: [ScriptStep], askFile: String = askFile, withdrawn: Bool = false, withdrawnWhileShown: Bool = false) throws -> [UInt8] {
        let request = try PasswordRequest(bytes: Array(askFile.utf8))
        let surface = ScriptedSurface(script: script)
        let (size, scale) = surface.viewport
        let prompt = Options().prompt(for: request.request, viewport: size, scale: scale, clock: surface.clock)
        let interruption = Interruption()
        prompt.interruption = interruption
        if withdrawnWhileShown { interruption.request() }
        let outcome = surface.run(prompt)
        // The agent's own mapping of an outcome to its datagram (`PasswordAgent.answer`).
        var datagram: [UInt8] = []
        PasswordAgentReply.deliver(outcome, withdrawn: withdrawn) { first, bytes in datagram = [first] + Array(bytes) }
        return datagram
    }

    @Test func aPassphraseTypedIsAnsweredWithAPlusAndItsBytes() throws {
        let typed: [ScriptStep] = [.input(.text("Kor®ekt-Pferd")), .input(.key(KeyStroke(.enter)))]
        #expect(try Self.answer(typed) == Array("+Kor®ekt-Pferd".utf8))
        let tapped: [ScriptStep] = [.tap(.digit(4)), .tap(.digit(2)), .tap(.submit)]
        #expect(try Self.answer(tapped) == Array("+42".utf8))
    }

    @Test func aCancelIsAMinusAndAWithdrawnOrClosedRequestGetsNothing() throws {
        #expect(try Self.answer([.input(.text("12")), .input(.key(KeyStroke(.escape)))]) == Array("-".utf8))
        #expect(try Self.answer([.input(.text("12")), .input(.key(KeyStroke(.enter)))], withdrawnWhileShown: true).isEmpty, "withdrawn while shown: nothing")
        let submitted: [ScriptStep] = [.input(.text("12")), .input(.key(KeyStroke(.enter)))]
        #expect(try Self.answer(submitted, withdrawn: true).isEmpty, "withdrawn as it was submitted: the secret goes nowhere")
    }
}
