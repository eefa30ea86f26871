import PinPadCore
import PinPadFeedback
import PinPadPlatform
import PinPadRaster
import PinPadSeat

/// The PIN pad straight on a Linux framebuffer (`/dev/fb0`), for machines without DRM (SPI
/// panels, vendor kernels), with input from libinput; a keyboard types through the console's
/// keymap (`ConsoleTyping`), as the console would.
///
/// Each frame is drawn by the same software renderer as `pinpad --screenshot`
/// (`OffscreenCanvas`), so the screen is the snapshot pixel for pixel; only the rectangle that
/// changed since the last frame is converted to the framebuffer's pixel format and copied
/// (`Framebuffer.write`), turned with `rotation`. While the pad is up the shown virtual terminal
/// is in graphics mode with its keyboard off, and both are put back afterwards. The loop waits
/// in `poll(2)` on the seat's descriptor (`LibinputSeat.descriptor`) until input, another
/// thread's wake or the prompt's next deadline, so an idle pad costs nothing but the caret
/// blink; the seat takes the devices' events in while a frame is drawn. The ending signals
/// (`Platform.endingSignals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT) cancel.
/// Speech, key clicks and haptics work as in the window (`FramebufferOptions.accessibility`).
public final class FramebufferPresenter: Presenter {
    private let framebuffer: Framebuffer
    private let canvas: OffscreenCanvas
    /// The input devices; nil for a presenter that only draws (`init(framebuffer:options:)`).
    private let seat: LibinputSeat?
    private let options: FramebufferOptions
    private let wakePipe: (read: Int32, write: Int32)
    private var consoleDisplay: ConsoleDisplay?
    private var consoleKeyboard: ConsoleKeyboard?
    /// Speech, clicks and haptics, when the options ask for any: observers of the prompt's
    /// driver, as in the window.
    private var guide: AudioGuide?
    /// Called after each frame is copied to the screen, with the prompt's clock time in milliseconds.
    public var onPresent: ((Int) -> Void)?
    /// What the screen shows now, as content pixels; nil before the first frame.
    private var shown: [UInt32]?

    /// Opens the framebuffer, the canvas and the input devices.
    /// - Throws: `FramebufferError`.
    public init(options: FramebufferOptions) throws(FramebufferError) {
        self.options = options
        do {
            framebuffer = try Framebuffer(path: options.path)
        } catch {
            throw .noFramebuffer(error.description)
        }
        let content = options.rotation.contentSize(onScreen: Size(width: Double(framebuffer.layout.width), height: Double(framebuffer.layout.height)))
        do {
            canvas = try OffscreenCanvas(width: Int(content.width), height: Int(content.height), fontPath: options.fontPath)
        } catch {
            throw .noCanvas("\(error)")
        }
        do {
            seat = try LibinputSeat()
        } catch {
            throw .noInput(error.description)
        }
        do {
            wakePipe = try Platform.makePipe()
        } catch {
            throw .noInput("\(error)")
        }
        consoleDisplay = ConsoleDisplay(path: "/dev/tty0")
        // The keys type what the console would (its keymap: the layout loaded at boot), read
        // before the console's keyboard is turned off; the US layout when there is no console.
        consoleKeyboard = ConsoleKeyboard(path: "/dev/tty0", readingKeymap: true)
        seat?.consoleKeymap = consoleKeyboard?.keymap
        let accessibility = options.accessibility
        if accessibility.asksForFeedback { guide = AudioGuide(options: accessibility) }
    }

    /// A presenter drawing on `framebuffer` (one in memory: `Framebuffer(inMemory:)`), with no
    /// input device and the virtual terminal left as it is: what a frame puts on the screen,
    /// read back by tests.
    /// - Throws: `FramebufferError.noCanvas` or `.noInput` (no pipe).
    package init(framebuffer: Framebuffer, options: FramebufferOptions) throws(FramebufferError) {
        self.options = options
        self.framebuffer = framebuffer
        let content = options.rotation.contentSize(onScreen: Size(width: Double(framebuffer.layout.width), height: Double(framebuffer.layout.height)))
        do {
            canvas = try OffscreenCanvas(width: Int(content.width), height: Int(content.height), fontPath: options.fontPath)
        } catch {
            throw .noCanvas("\(error)")
        }
        seat = nil
        do {
            wakePipe = try Platform.makePipe()
        } catch {
            throw .noInput("\(error)")
        }
    }

    deinit {
        // The last phrase ("cancelled") is heard before the pad goes.
        guide?.finish()
        guide = nil
        consoleKeyboard = nil
        consoleDisplay = nil
        Platform.close(wakePipe.read)
        Platform.close(wakePipe.write)
    }

    /// The screen's size in pixels (`xres` × `yres`).
    private var screen: Size { Size(width: Double(framebuffer.layout.width), height: Double(framebuffer.layout.height)) }

    /// The content size in pixels (the screen's, sides swapped for a quarter turn) and the scale.
    public var viewport: (size: Size, scale: Double) {
        let size = options.rotation.contentSize(onScreen: screen)
        return (size, options.scale ?? Layout.suggestedScale(for: size, pixelRatio: 1))
    }

    /// What `run` waits on.
    private enum WaitSlot { case seat, wake }

    /// Shows `prompt` until it has an outcome (`Presenter.run`).
    public func run(_ prompt: Prompt) -> PromptOutcome {
        let wakeWriteEnd = wakePipe.write
        let previousActions = Platform.pipeEndingSignals(to: wakeWriteEnd)
        defer { Platform.releasePipedEndingSignals(previousActions, from: wakeWriteEnd) }
        let (size, scale) = viewport
        prompt.resize(to: size, scale: scale)
        let driver = PromptDriver(prompt: prompt, observers: guide.map { [$0] } ?? [], capsLock: seat?.isCapsLockOn)
        shown = nil
        canvas.invalidate()
        return driver.run(on: self)
    }

    /// Hands one input of the seat to the driver: a tap turned into the content, a key as it was
    /// pressed. The framebuffer has no clipboard: Ctrl+V pastes nothing.
    private func handle(_ input: SeatInput, _ driver: PromptDriver) {
        switch input {
        case .tap(let point, let phase, let pointer):
            driver.receive(.tap(options.rotation.contentPoint(point, onScreen: screen), phase, pointer: pointer))
        case .key(let stroke):
            driver.receive(.key(stroke))
        case .typed(let text):
            driver.receive(.typed(text))
        case .refused:
            driver.receive(.refused)
        case .capsLock(let locked):
            driver.receive(.capsLock(locked))
        }
    }

    /// Reads the wake pipe to empty; true when an ending signal wrote to it.
    private func readWake() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = (try? bytes.withUnsafeMutableBytes { try Platform.read(wakePipe.read, into: $0) }) ?? 0
        return Platform.holdsEndingSignal(bytes.prefix(count))
    }

    /// Draws the prompt's scene on the canvas and copies what changed to the framebuffer.
    private func draw(_ driver: PromptDriver) {
        canvas.draw(driver.frame(measure: canvas.measure))
        let image = canvas.image()
        guard let area = ChangedArea.between(shown, image.pixels, width: image.width, height: image.height) else { return }
        shown = image.pixels
        copy(area, of: image)
        onPresent?(driver.prompt.clock.now)
    }

    /// Copies the content rectangle `area` of `image` to the screen, turned.
    private func copy(_ area: ChangedArea, of image: Image) {
        let rotation = options.rotation
        let screenArea = area.turned(rotation, contentWidth: image.width, contentHeight: image.height)
        let width = image.width
        let height = image.height
        let pixels = image.pixels
        framebuffer.write(x: screenArea.x, y: screenArea.y, width: screenArea.width, height: screenArea.height) { x, y in
            let (column, row) = ChangedArea.contentPixel(screenX: x, screenY: y, rotation, contentWidth: width, contentHeight: height)
            return pixels[row * width + column]
        }
    }

    /// Draws `prompt` once as it is now and returns at once, reading no input
    /// (`Presenter.show`): a sign-in's locked pad saying "Checking…" while PAM works. The frame
    /// stays until the next prompt; what is tapped or typed meanwhile is dropped by
    /// `discardPendingInput()`.
    public func show(_ prompt: Prompt) {
        let (size, scale) = viewport
        prompt.resize(to: size, scale: scale)
        let driver = PromptDriver(prompt: prompt)
        driver.tick()
        draw(driver)
    }

    /// Starts a wait between prompts: nothing to do, the pad stays on the screen.
    public func beginWaiting() {}

    /// Drops the input that came in meanwhile; true when SIGINT or SIGTERM came.
    public func discardPendingInput() -> Bool {
        _ = seat?.read(screen: screen)
        return readWake()
    }
}

/// The framebuffer as a surface of `PromptDriver.run(on:)`: it waits in poll(2) on the seat's
/// devices and the wake pipe (an asker's interruption, an ending signal) until input or the
/// driver's next deadline.
extension FramebufferPresenter: PromptSurface {
    /// A byte on the wake pipe the wait polls.
    public var wake: (@Sendable () -> Void)? {
        let wakeEnd = wakePipe.write
        return {
            var byte: UInt8 = 0
            _ = Platform.writeOnce(wakeEnd, &byte)
        }
    }

    /// Draws the prompt's scene on the canvas and copies what changed to the framebuffer.
    public func present(_ driver: PromptDriver) {
        draw(driver)
    }

    /// Waits for the seat's input, a wake or `milliseconds`, then hands the driver what the seat
    /// read, up to the input that ends the prompt; an ending signal is `.close`.
    public func waitForInput(_ driver: PromptDriver, milliseconds: Int?) {
        var slots = PollSlots<WaitSlot>()
        if let seat { slots.watch(.seat, seat.descriptor) }
        slots.watch(.wake, wakePipe.read)
        let ready = try? slots.wait(timeout: milliseconds ?? -1)
        if ready?.isReady(.wake) == true, readWake() { driver.receive(.close) }
        for input in seat?.read(screen: screen) ?? [] where !driver.isFinished { handle(input, driver) }
    }
}
