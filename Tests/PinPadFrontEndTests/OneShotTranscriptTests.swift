import Glibc
import PinPadCore
import PinPadPlatform
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The front ends that ask once and exit, without a display: a prompt played by a script on a
/// `ScriptedSurface`, its outcome delivered as the front end delivers it, and the bytes that
/// reach standard output (a pipe here) with the exit status.
struct OneShotTranscriptTests {
    /// What was written to `pipe` (then closed).
    static func drained(_ pipe: (read: Int32, write: Int32)) -> [UInt8] {
        Platform.close(pipe.write)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(pipe.read, &buffer, buffer.count), count > 0 { output += buffer[0..<count] }
        Platform.close(pipe.read)
        return output
    }

    /// askpass asked `prompt` (of `kind`), the pad played `script`.
    static func askpass(_ prompt: String, kind: AskpassRequest.Kind = .secret, _ script: [ScriptStep]) throws -> (output: [UInt8], status: ExitCode?) {
        let options = Options()
        let request = AskpassRequest.request(prompt: prompt, kind: kind, yes: options.yesLabel, no: options.noLabel)
        let surface = ScriptedSurface(script: script)
        let (size, scale) = surface.viewport
        let outcome = surface.run(options.prompt(for: request, viewport: size, scale: scale, clock: surface.clock))
        let pipe = try Platform.makePipe()
        let status = AskpassProgram.deliver(outcome, to: pipe.write).code
        return (drained(pipe), status)
    }

    /// `pinpad` with `options`, the pad played `script`.
    static func program(_ options: Options, _ script: [ScriptStep]) throws -> (output: [UInt8], status: ExitCode?) {
        let surface = ScriptedSurface(script: script)
        let outcome = surface.run(Program.makePrompt(options, clock: surface.clock))
        let pipe = try Platform.makePipe()
        let status = Program.finish(outcome, options, to: pipe.write).code
        return (drained(pipe), status)
    }

    static func typed(_ text: String) -> [ScriptStep] {
        [.input(.text(text)), .input(.key(KeyStroke(.enter)))]
    }

    @Test func askpassWritesTheSecretAndALineFeedAndNothingWhenCancelled() throws {
        let submitted = try Self.askpass("[sudo] password for kiosk: ", Self.typed("pässwörd1"))
        #expect(submitted.output == Array("pässwörd1\n".utf8) && submitted.status == .success)
        // sudo ignores the status: a cancel must be zero bytes, never an empty line tried as a password.
        let cancelled = try Self.askpass("[sudo] password for kiosk: ", [.input(.text("12")), .input(.key(KeyStroke(.escape)))])
        #expect(cancelled.output.isEmpty && cancelled.status == .cancelled)
        let closed = try Self.askpass("Enter PIN for key: ", [.input(.close)])
        #expect(closed.output.isEmpty && closed.status == .cancelled)
    }

    @Test func askpassConfirmationsAreAStatusAlone() throws {
        let yes = try Self.askpass("Allow use of key id?", kind: .confirmation, [.input(.key(KeyStroke(.enter)))])
        #expect(yes.output.isEmpty && yes.status == .success)
        let no = try Self.askpass("Allow use of key id?", kind: .confirmation, [.input(.key(KeyStroke(.escape)))])
        #expect(no.output.isEmpty && no.status == .cancelled)
    }

    @Test func theProgramPrintsThePINWithOrWithoutALineFeed() throws {
        var options = Options()
        options.boxes = 4
        let digits: [ScriptStep] = [.tap(.digit(2)), .tap(.digit(5)), .tap(.digit(8)), .tap(.digit(0))]
        let printed = try Self.program(options, digits)
        #expect(printed.output == Array("2580\n".utf8) && printed.status == .success)
        options.newline = false
        let bare = try Self.program(options, digits)
        #expect(bare.output == Array("2580".utf8) && bare.status == .success)
        let cancelled = try Self.program(options, [.tap(.digit(2)), .tap(.cancel)])
        #expect(cancelled.output.isEmpty && cancelled.status == .cancelled)
    }

    @Test func theProgramTimesOutWithNothingPrinted() throws {
        var options = Options()
        options.timeoutSeconds = 5
        let timedOut = try Self.program(options, [.tap(.digit(1)), .wait(6000)])
        #expect(timedOut.output.isEmpty && timedOut.status == .timedOut)
    }

    /// The line of a run that --timeout ended is in the language of the words shown, the
    /// seconds written as given: it was English in a German run.
    @Test func theTimeoutsLineIsInTheLanguageOfTheWords() {
        var options = Options()
        options.timeoutSeconds = 4
        let german = Words.$scoped.withValue(ShippedTranslations.table("de")) { Program.finish(.timedOut, options).message }
        #expect(german == "Zeitüberschreitung nach 4.0 Sekunden ohne Eingabe")
        #expect(Program.finish(.timedOut, options).message == "timed out after 4.0 seconds without input")
    }
}
