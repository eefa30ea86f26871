import Glibc
import PinPadCore
import PinPadPlatform
import PinPadRaster
import Testing

@testable import PinPadFramebuffer

/// Every ending signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) cancels a framebuffer prompt, as it
/// does a terminal's: none takes its default action, which would end the process with the
/// virtual terminal in graphics mode and its keyboard off.
@Suite(.serialized) struct FramebufferSignalTests {
    @Test(arguments: Platform.endingSignals)
    func anEndingSignalCancelsThePrompt(signal: Int32) throws {
        #expect(Platform.endingSignals.sorted() == [SIGINT, SIGQUIT, SIGTERM, SIGHUP].sorted())
        let fontPath = try #require(FontLocator.path(), "no font")
        let framebuffer = try FramebufferShowTests.framebuffer(width: 480, height: 800)
        let presenter = try FramebufferPresenter(framebuffer: framebuffer, options: FramebufferOptions(path: "/dev/null", fontPath: fontPath, scale: 1))
        let prompt = Prompt(request: Request(title: "Unlock", label: "PIN"), viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
        var raised = false
        presenter.onPresent = { _ in
            guard !raised else { return }
            raised = true
            Platform.raise(signal)
        }
        let outcome = presenter.run(prompt)
        #expect(raised)
        if case .cancelled = outcome {} else { Issue.record("signal \(signal) did not cancel the prompt") }
        // The handlers are put back afterwards.
        #expect(Platform.signalPipeWriteEnd == -1)
    }
}
