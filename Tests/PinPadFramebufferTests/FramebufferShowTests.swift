import PinPadCore
import PinPadPlatform
import PinPadRaster
import Testing

@testable import PinPadFramebuffer

/// What the framebuffer shows between prompts (`Presenter.show`): a sign-in's locked pad saying
/// "Checking…" while PAM works, drawn at once, pixel for pixel the canvas's picture of its scene.
@Suite(.serialized) struct FramebufferShowTests {
    /// A 32-bit xRGB framebuffer of `width` × `height` pixels in memory.
    static func framebuffer(width: Int, height: Int) throws -> Framebuffer {
        try Framebuffer(
            inMemory: FramebufferLayout(
                width: width, height: height, bitsPerPixel: 32, lineLength: width * 4, red: .init(offset: 16, length: 8),
                green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8)))
    }

    /// The sign-in's pad as `Login` shows it while PAM checks: its keys locked, `Checking…`
    /// where an error goes.
    static func checkingPad(_ size: Size, clock: ManualClock) -> Prompt {
        let prompt = Prompt(request: Request(title: "Sign in", label: "PIN"), viewport: size, scale: 1, clock: clock)
        prompt.reservedErrorLines = 2
        prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true))
        return prompt
    }

    @Test(arguments: [(480, 800), (800, 480)])
    func theCheckingPadIsOnTheScreenAtOnce(width: Int, height: Int) throws {
        let fontPath = try #require(FontLocator.path(), "no font")
        let size = Size(width: Double(width), height: Double(height))
        let framebuffer = try Self.framebuffer(width: width, height: height)
        let presenter = try FramebufferPresenter(framebuffer: framebuffer, options: FramebufferOptions(path: "/dev/null", fontPath: fontPath, scale: 1))
        let clock = ManualClock()
        let shown = Self.checkingPad(size, clock: clock)
        presenter.show(shown)

        // The same scene on a canvas of its own: what the screen must hold.
        let canvas = try OffscreenCanvas(width: width, height: height, fontPath: fontPath)
        let expected = Self.checkingPad(size, clock: clock)
        let scene = expected.scene(measure: canvas.measure)
        #expect(scene.primitives.contains(where: { primitive in
            if case .text("Checking…", _, _, _) = primitive.shape { true } else { false }
        }))
        canvas.draw(scene)
        let picture = canvas.image().pixels
        let screen = framebuffer.withPixels { bytes in (0..<(width * height)).map { bytes.load(fromByteOffset: $0 * 4, as: UInt32.self) & 0xFF_FFFF } }
        #expect(screen.contains(where: { $0 != 0 }), "nothing was drawn")
        let differing = zip(screen, picture.map { $0 & 0xFF_FFFF }).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from the Checking… frame")
    }
}
