import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadFrontEnd

/// The presenter session every front end shows its prompts through, on scripted surfaces: opened
/// at the first prompt, not before; reused for the next; opened anew after `close`; a presenter
/// that cannot be opened is the front end's error, and the next `open` tries again.
struct PresenterSessionTests {
    /// A session whose presenters are scripted surfaces, each playing `script`; `failures`: how
    /// many opens fail first. `opened` counts the surfaces made.
    final class Surfaces {
        var opened: [ScriptedSurface] = []
        var failures = 0
        let script: [ScriptStep]

        init(script: [ScriptStep], failures: Int = 0) {
            self.script = script
            self.failures = failures
        }

        func session() -> PresenterSession {
            PresenterSession(settings: PresenterSettings(), onDisplayLoss: nil) { [self] (_: PresenterSettings) throws(FrontEndError) -> any Presenter in
                if failures > 0 {
                    failures -= 1
                    throw .noDisplay("no display")
                }
                let surface = ScriptedSurface(script: script)
                opened.append(surface)
                return surface
            }
        }
    }

    /// Runs a four-box prompt on the session's presenter, opening it when needed.
    func enter(_ session: PresenterSession) throws -> PromptResult {
        let surface = try #require(try session.open() as? ScriptedSurface)
        let (size, scale) = session.viewport
        let prompt = Prompt(request: Request(title: "PIN", entry: .boxes(4)), viewport: size, scale: scale, clock: surface.clock)
        return try session.run(prompt).result
    }

    @Test func thePresenterIsOpenedAtTheFirstPromptAndReusedUntilClosed() throws {
        let steps: [ScriptStep] = [.tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4))]
        let surfaces = Surfaces(script: steps + steps + steps)
        let session = surfaces.session()
        #expect(surfaces.opened.isEmpty && session.presenter == nil, "nothing is opened before a prompt")
        #expect(try enter(session) == .submitted)
        #expect(try enter(session) == .submitted)
        #expect(surfaces.opened.count == 1, "the second prompt reuses the first one's presenter")
        session.close()
        #expect(session.presenter == nil)
        #expect(try enter(session) == .submitted)
        #expect(surfaces.opened.count == 2, "closed, the next prompt opens a new one")
    }

    @Test func aPresenterThatCannotOpenIsTheFrontEndsErrorAndIsTriedAgain() throws {
        let surfaces = Surfaces(script: [.tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4))], failures: 1)
        let session = surfaces.session()
        #expect(throws: FrontEndError.noDisplay("no display")) { try session.open() }
        #expect(session.presenter == nil && !session.showsWindow)
        #expect(try enter(session) == .submitted)
        #expect(surfaces.opened.count == 1)
    }

    /// A window on a scripted surface that another program destroys during each prompt; it holds
    /// the keyboard when told. Only the Presenter protocol says so: the session never asks which
    /// backend it is.
    final class DestroyedWindow: Presenter {
        let surface: ScriptedSurface
        var holdsKeyboard = false
        var showsWindow: Bool { true }
        var wasDestroyedByAnotherProgram: Bool { true }
        var viewport: (size: Size, scale: Double) { surface.viewport }

        init(script: [ScriptStep]) { surface = ScriptedSurface(script: script) }

        func run(_ prompt: Prompt) throws -> PromptOutcome { surface.run(prompt) }
    }

    @Test func aWindowAnotherProgramDestroyedIsLetGoAndTheKeyboardHoldReachesIt() throws {
        var opened: [DestroyedWindow] = []
        let session = PresenterSession(settings: PresenterSettings(), onDisplayLoss: nil) { (_: PresenterSettings) throws(FrontEndError) -> any Presenter in
            let window = DestroyedWindow(script: [.tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4))])
            opened.append(window)
            return window
        }
        session.replacesLostWindow = true
        try session.open()
        session.holdKeyboard(true)
        #expect(opened.first?.holdsKeyboard == true, "the hold reached the window")
        #expect(session.showsWindow)
        let window = try #require(opened.first)
        let (size, scale) = session.viewport
        let prompt = Prompt(request: Request(title: "PIN", entry: .boxes(4)), viewport: size, scale: scale, clock: window.surface.clock)
        #expect(try session.run(prompt).result == .submitted)
        #expect(session.presenter == nil, "the destroyed window was let go")
        try session.open()
        #expect(opened.count == 2, "the next prompt has a window of its own")
    }
}
