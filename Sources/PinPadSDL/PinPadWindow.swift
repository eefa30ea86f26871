internal import CSDL2
import PinPadCore
import PinPadRaster
import PinPadPlatform

/// The PIN pad in an SDL window: X11, Wayland, or the whole screen through SDL's KMS/DRM driver
/// (`SDL_VIDEODRIVER=kmsdrm`). Draws a prompt's scenes and feeds it mouse, touch and key input.
///
/// The custom-keypad route: text input is stopped right after `SDL_Init` and never started, so
/// no input method or on-screen keyboard is requested. Only a form's `.textInput` field turns it
/// on while it is focused, through the prompt's `TextInputArbiter`. Every SDL call happens on the
/// thread that made the window.
public final class PinPadWindow: Presenter {
    private let video: VideoSystem
    let window: PinPadRaster.Window
    private var drawer: SceneDrawer?
    private let options: WindowOptions
    private var translator = EventTranslator()
    private let textInputBackend = SDLTextInput()
    private let textInput: TextInputArbiter
    /// Speech, clicks and haptics, when the options ask for any and the program gave a way to
    /// make them (`feedback`).
    private var guide: (any PromptObserver)?

    /// Set when the video driver cannot block for events (SDL 2's KMS/DRM and offscreen
    /// drivers): the loop then waits on the input devices itself.
    private let deviceWait: InputDeviceWait?
    /// Touch and pointers on KMS/DRM, when the program gave a way to open them (`TouchSeat`).
    private let seat: (any TouchSeat)?
    /// The shown virtual terminal's keyboard, turned off while the pad is up, when SDL does not
    /// do it (KMS/DRM without a controlling terminal).
    private let consoleKeyboard: ConsoleKeyboard?

    /// The most bytes of the clipboard one paste reads.
    static let pasteLimit = 4096

    /// Whether the keyboard is held (`KeyboardGrab`, X11 only) while a prompt that asks for a
    /// secret runs, so that a window given the focus meanwhile gets none of its keys; a
    /// confirmation or a message does not hold it. Set before each `run` by a front end that
    /// learns it per request (the pinentry's `OPTION grab` and `no-grab`).
    public var holdsKeyboard: Bool
    /// The keyboard held while a secret is asked (`holdsKeyboard`).
    private var keyboardGrab: KeyboardGrab?
    /// Whether the keys typed go elsewhere for a window that holds no keyboard (Wayland, or an
    /// X11 window not asked to): the focus away for a while, or never given to a window meant to
    /// hold the keyboard, while the seat has a keyboard (`FocusWarning`). The pad then warns under
    /// its field as for a keyboard held elsewhere.
    private var focusWarning = FocusWarning()
    /// Whether the keys down as the first prompt started were read (`holdOverKeysDown`).
    private var heldKeysRead = false
    /// Caps Lock as the X server holds it, on X11 (`ServerCapsLock`); elsewhere SDL's modifiers.
    private var serverCapsLock: ServerCapsLock?

    /// Called after each frame is presented, with the prompt's clock time in milliseconds.
    public var onPresent: ((Int) -> Void)?
    /// Called for every SDL event before it is handled (tests use it to check text-input state).
    public var onEventHandled: (() -> Void)?

    /// Opens the window.
    /// - Parameters:
    ///   - options: its title, size in points, full screen, renderer, font, scale, rotation,
    ///     accessibility and whether it holds the keyboard.
    ///   - feedback: makes the speech, clicks and haptics `options.accessibility` asks for (the
    ///     program's `AudioGuide`), called once when it asks for any; nil: none.
    ///   - touchSeat: opens the touch and pointer input read beside SDL on KMS/DRM (libinput),
    ///     called once on that driver; nil or a nil result: SDL's own.
    /// - Throws: `SDLError` with kind `.noDisplay` (no video driver or window), `.noRenderer` or
    ///   `.noFont`.
    public init(
        options: WindowOptions, feedback: ((AccessibilityOptions) -> any PromptObserver)? = nil,
        touchSeat: (() -> (any TouchSeat)?)? = nil
    ) throws {
        self.options = options
        holdsKeyboard = options.holdsKeyboard
        X11Errors.install()
        VideoSystem.keepsSystemInputMethod = options.asksForInputMethod
        video = try VideoSystem(video: true)
        // Now, with SDL_Init's text input off, SDL hears of the held text-input manager in a
        // process whose prompts may ask for the input method: it makes its seat's text input,
        // never enabled, before the window exists. sway gives a text input the focus (`enter`)
        // only when the keyboard focus changes: one made after the window had the focus never
        // had it, and the input method it enabled was activated and never deactivated, its text
        // lost. (Here, not in PinPadRaster: the held manager is kept in this module's copy of
        // the shim's storage.)
        tellHeldTextInputManager()
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        isWayland = driver == "wayland"
        // A Wayland window's creation and destruction wait for the compositor's answer as its
        // presents do: all are watched.
        if isWayland { PresentWatch.start() }
        PinPadRaster.Window.watchingAnswer = isWayland ? { PresentWatch.watching($0) } : nil
        let window = try PinPadRaster.Window(video: video, title: options.windowTitle ?? "pinpad", width: options.width, height: options.height, fullscreen: options.fullscreen)
        self.window = window
        X11Errors.window = window.x11Window ?? 0
        X11Errors.isWindowLost = false
        let renderer = try PresentWatch.watching(driver == "wayland") { try Renderer(window: window, choice: options.renderer) }
        drawer = SceneDrawer(renderer: renderer, text: try TextCache(fontPath: options.fontPath, video: video), keepsPicture: renderer.keepsPicture)
        if options.fullscreen { SDL_ShowCursor(SDL_DISABLE) }
        textInput = TextInputArbiter(backend: textInputBackend)
        deviceWait = ["x11", "wayland", "windows", "cocoa"].contains(driver) ? nil : InputDeviceWait()
        let accessibility = options.accessibility
        if accessibility.asksForFeedback { guide = feedback?(accessibility) }
        seat = driver.lowercased() == "kmsdrm" ? touchSeat?() : nil
        translator.dropsPointerEvents = seat != nil
        // SDL's KMS/DRM input mutes /dev/tty only; without one the shown VT would get every key.
        consoleKeyboard = driver.lowercased() == "kmsdrm" && !ConsoleKeyboard.hasControllingTerminal
            && Platform.environment("SDL_INPUT_LINUX_KEEP_KBD") == nil ? ConsoleKeyboard(path: "/dev/tty0") : nil
        if driver == "x11" {
            // Xlib's raw key events tell a quick second press of a key from auto-repeat.
            SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
            translator.readsRawKeyEvents = true
            translator.keyMappingChangeQueued = KeyMappingChange.isQueued
            serverCapsLock = ServerCapsLock(window: window)
        }
    }

    deinit {
        // The last phrase ("cancelled") is heard before the window goes; audio closes before video.
        guide?.finish()
        guide = nil
        // The renderer's destruction waits for a Wayland compositor as the window's does.
        if isWayland { PresentWatch.watching { drawer = nil } } else { drawer = nil }
        X11Errors.window = 0
    }

    /// Whether another program destroyed the window (`XDestroyWindow`, e.g. `xdotool
    /// windowclose`); `run` then returned `.cancelled`.
    public var wasDestroyedByAnotherProgram: Bool { X11Errors.isWindowLost }

    /// Whether SDL's text input is on (`SDL_IsTextInputActive`); false throughout in the keypad
    /// route, true only while a `.textInput` field of a form is focused.
    public var isTextInputActive: Bool { VideoSystem.isTextInputActive }

    /// When the window was made smaller than asked to fit the screen: the size asked for and
    /// the size it has, in points.
    public var reduction: (asked: (width: Int, height: Int), given: (width: Int, height: Int))? {
        window.reducedFrom.map { ($0, window.size) }
    }

    /// The SDL renderer driver in use, e.g. `software` or `opengl`.
    public var rendererName: String { drawer?.renderer.name ?? "none" }

    /// The drawable size in pixels and the scale the prompt should use for it.
    public var viewport: (size: Size, scale: Double) {
        guard let drawer else { return (Size(width: 0, height: 0), 1) }
        let output = drawer.renderer.outputSize
        let points = window.size
        let ratio = points.width > 0 ? Double(output.width) / Double(points.width) : 1
        let rotation = options.rotation
        let size = rotation.contentSize(onScreen: Size(width: Double(output.width), height: Double(output.height)))
        let scale = options.scale.map { $0 * ratio }
            ?? Layout.suggestedScale(
                for: rotation.contentSize(onScreen: Size(width: Double(points.width), height: Double(points.height))), pixelRatio: ratio)
        return (size, scale)
    }

    /// Shows `prompt` and handles input until it has an outcome: a `PromptDriver`'s loop with the
    /// window as its surface (`PromptDriver.run(on:)`). Closing the window or SIGINT/SIGTERM
    /// cancels.
    /// - Returns: the prompt's outcome (`Prompt.takeOutcome()`): the secret moves to the caller.
    public func run(_ prompt: Prompt) -> PromptOutcome {
        prompt.textInput = textInput
        defer { prompt.textInput = nil }
        // SDL's own SIGINT and SIGTERM handlers only mark a quit for the next look at the queue;
        // the wait on the devices would sleep through a signal that came just before it.
        if SDL_GetHintBoolean(SDL_HINT_NO_SIGNAL_HANDLERS, SDL_FALSE) == SDL_FALSE { deviceWait?.catchEndingSignals() }
        defer { deviceWait?.releaseEndingSignals() }
        if options.windowTitle == nil && !prompt.title.isEmpty { window.title = prompt.title }
        fit(prompt)
        let driver = PromptDriver(prompt: prompt, observers: guide.map { [$0] } ?? [], capsLock: isCapsLockOn)
        keyboardGrab = holdsKeyboard && !prompt.isConfirmation ? KeyboardGrab.hold(window) : nil
        // A key already down as the window's first prompt starts (Return still held from the
        // command that started the pad, or from another program's window) does nothing until
        // released: the X server repeats it as presses, which SDL takes for new ones. Later
        // prompts keep the keys typed ahead into them; SDL saw the presses of keys held since.
        if translator.readsRawKeyEvents && !heldKeysRead {
            heldKeysRead = true
            holdOverKeysDown()
        }
        defer {
            keyboardGrab = nil
            prompt.isKeyboardHeldElsewhere = false
        }
        // While another program holds the keyboard, the grab is tried again now and then.
        nextGrabTry = prompt.clock.now + KeyboardGrab.retryInterval
        focusWarning.promptStarted(at: prompt.clock.now)
        focusWarning.holdsKeyboard = holdsKeyboard && !prompt.isConfirmation && keyboardGrab == nil
        return driver.run(on: self)
    }

    /// How often a Wayland prompt that an asker may interrupt looks for it without SDL's wake,
    /// in milliseconds.
    static let interruptionLook = 250

    /// Waits for the next event or `timeout` milliseconds (nil: no limit); true when `event`
    /// holds an event.
    private func wait(for event: inout SDL_Event, milliseconds timeout: Int?) -> Bool {
        guard let deviceWait else {
            guard let timeout else { return SDL_WaitEvent(&event) != 0 }
            return SDL_WaitEventTimeout(&event, Int32(clamping: timeout)) != 0
        }
        if SDL_PollEvent(&event) != 0 { return true }
        guard timeout != 0 else { return false }
        deviceWait.wait(milliseconds: timeout, others: seat.map { [$0.descriptor] } ?? [])
        return SDL_PollEvent(&event) != 0
    }

    /// Whether the seat has a keyboard now: on Wayland, a seat of the compositor's with one
    /// (`pinpad_wayland_keyboard_seats` on a new connection, half a second at most; a compositor
    /// that does not answer counts as having one); elsewhere always (an X server always has its
    /// core keyboard).
    private var seatHasKeyboard: Bool {
        guard isWayland else { return true }
        return pinpad_wayland_keyboard_seats(500) != 0
    }

    /// Notes the keys the X server has down now (`XQueryKeymap` on SDL's connection) as held
    /// over (`EventTranslator.holdOver(keymap:)`).
    private func holdOverKeysDown() {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { return }
        var keymap = [CChar](repeating: 0, count: 32)
        XQueryKeymap(display, &keymap)
        keymap.withUnsafeBytes { translator.holdOver(keymap: $0) }
    }

    /// Drops the input events queued while no prompt ran (keys, text, mouse, touch:
    /// `SDL_FlushEvents`), after `SDL_PumpEvents`; the X server's events are read for the
    /// window's destruction.
    /// - Returns: true when a quit is queued (`SDL_QUIT`: SIGINT, SIGTERM, the window closed),
    ///   or another program destroyed the window.
    public func discardPendingInput() -> Bool {
        _ = seat?.taps(screen: translator.outputSize)
        SDL_PumpEvents()
        // The X server's events read meanwhile: the window's own destruction among them
        // (`X11Errors.observe`), Caps Lock's state.
        var message = SDL_Event()
        while SDL_PeepEvents(&message, 1, SDL_GETEVENT, SDL_SYSWMEVENT.rawValue, SDL_SYSWMEVENT.rawValue) > 0 {
            serverCapsLock?.observe(message.syswm.msg)
            X11Errors.observe(message.syswm.msg)
        }
        SDL_FlushEvents(SDL_KEYDOWN.rawValue, SDL_KEYMAPCHANGED.rawValue)
        SDL_FlushEvents(SDL_MOUSEMOTION.rawValue, SDL_MOUSEWHEEL.rawValue)
        SDL_FlushEvents(SDL_FINGERDOWN.rawValue, SDL_MULTIGESTURE.rawValue)
        // A compositor that ended meanwhile is a lost display, as in the run loop.
        if window.hasLostWaylandConnection { DisplayConnection.connectionLost(wayland: true) }
        return SDL_HasEvent(SDL_QUIT.rawValue) == SDL_TRUE || X11Errors.isWindowLost
    }

    /// Whether the window is a Wayland compositor's: its presents are watched (`PresentWatch`).
    private var isWayland = false
    /// When the keyboard grab is tried again while another program holds the keyboard, in the
    /// prompt's clock milliseconds.
    private var nextGrabTry = 0

    /// Draws one frame of `prompt` and presents it, reading no input (`Presenter.show`).
    public func show(_ prompt: Prompt) {
        draw(prompt)
    }

    /// Draws one frame of `prompt` and presents it.
    public func draw(_ prompt: Prompt) {
        guard let drawer else { return }
        let text = drawer.text
        // The prompt is laid out for the content size: the turned picture's.
        let size = prompt.layout.viewport
        let turned = options.rotation != .none && drawer.renderer.beginTurned(width: Int(size.width), height: Int(size.height))
        drawer.draw(prompt.scene { text.measure($0, size: $1) })
        let present = { if turned { drawer.renderer.presentTurned(self.options.rotation) } else { drawer.renderer.present() } }
        if isWayland { PresentWatch.watching(present) } else { present() }
        focusWarning.presented(at: prompt.clock.now)
        onPresent?(prompt.clock.now)
    }

    private func fit(_ prompt: Prompt) {
        drawer?.invalidate()
        let (size, scale) = viewport
        let points = window.size
        // The screen's size: turning the content size back swaps its sides again.
        let screen = options.rotation.contentSize(onScreen: size)
        translator.outputSize = screen
        translator.rotation = options.rotation
        translator.pixelRatio = (
            points.width > 0 ? screen.width / Double(points.width) : 1, points.height > 0 ? screen.height / Double(points.height) : 1
        )
        textInputBackend.pixelRatio = translator.pixelRatio
        // The smallest key is 9 mm on this screen (in drawable pixels), 96 DPI when it does not say.
        prompt.pixelsPerInch = (window.pixelsPerInch ?? Layout.defaultPixelsPerInch) * translator.pixelRatio.0
        prompt.resize(to: size, scale: scale)
    }

    /// Whether Caps Lock is on: the X server's lock state on X11, elsewhere SDL's modifier state
    /// (`SDL_GetModState`, `KMOD_CAPS`), which SDL keeps from the keyboard's events. Each new
    /// prompt's driver is told it as it starts (`PromptDriver.init(prompt:observers:capsLock:)`).
    private var isCapsLockOn: Bool {
        serverCapsLock?.isOn ?? (SDL_GetModState().rawValue & KMOD_CAPS.rawValue != 0)
    }

    /// Tells the driver whether Caps Lock is on when that changed (`SurfaceInput.capsLock`).
    private func readCapsLock(into driver: PromptDriver) {
        let locked = isCapsLockOn
        if locked != driver.prompt.isCapsLockOn { driver.receive(.capsLock(locked)) }
    }

    private func handle(_ event: SDL_Event, _ driver: PromptDriver) {
        let prompt = driver.prompt
        defer { onEventHandled?() }
        defer { readCapsLock(into: driver) }
        if event.type == SDL_SYSWMEVENT.rawValue {
            serverCapsLock?.observe(event.syswm.msg)
            // The run loop ends the prompt as for a closed window before it waits again.
            X11Errors.observe(event.syswm.msg)
        }
        if event.type == SDL_WINDOWEVENT.rawValue, SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_GAINED {
            textInputBackend.focusChanged(gained: true)
            focusWarning.focusGained()
            if keyboardGrab == nil { prompt.isKeyboardHeldElsewhere = false }
        }
        if event.type == SDL_WINDOWEVENT.rawValue, SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_LOST {
            textInputBackend.focusChanged(gained: false)
            // Warned only once it has stayed away (`FocusWarning`), on the run loop's next turn.
            focusWarning.focusLost(at: prompt.clock.now)
        }
        if event.type == textInputBackend.startMarker {
            textInputBackend.awaitsMarker = false
            return
        }
        // A compositor that ended is a lost display, as a lost X server is, not a closed window.
        if event.type == SDL_QUIT.rawValue, window.hasLostWaylandConnection { DisplayConnection.connectionLost(wayland: true) }
        // With text input off (a PIN field) SDL sends no text: a key press carries its own, so a
        // digit of another script (`١`) is typed and a letter is refused, never lost.
        let isTextQueued = textInputBackend.awaitsMarker && textInput.state.enabled
        switch translator.translate(
            event, typesText: EventTranslator.keyPressesTypeText(textInputOn: textInput.state.enabled, awaitingStart: textInputBackend.awaitsMarker),
            textIsQueued: isTextQueued)
        {
        case .input(let input):
            // What a key means is the driver's to say (`KeyBinding`); Ctrl+V asks for the clipboard.
            if driver.receive(input) == .pasteClipboard { paste(into: driver) }
        case .resized:
            drawer?.invalidate()
            fit(prompt)
        case .exposed:
            drawer?.invalidate()
            prompt.setNeedsDisplay()
        case .none: break
        }
    }

    /// A touch or pointer tap from the seat, in screen pixels, turned into the content. Keys
    /// come from SDL (its keymaps type letters into text fields).
    private func handle(_ input: SurfaceInput, _ driver: PromptDriver) {
        guard case .tap(let point, let phase, let pointer) = input else { return }
        let screen = translator.outputSize
        driver.receive(.tap(options.rotation.contentPoint(point, onScreen: screen), phase, pointer: pointer))
    }

    /// Pastes the clipboard's text straight from SDL's buffer into the field's page, then zeroes
    /// that buffer before it is freed, and deletes the copy SDL left on the X server
    /// (`ClipboardProperty`): no copy of what was pasted is left behind.
    private func paste(into driver: PromptDriver) {
        defer { ClipboardProperty.erase(for: window) }
        // SDL hands the clipboard on as a C string ("" when there is none): a NUL it holds ends
        // it there, even at its start (then SDL_HasClipboardText says there is none).
        guard let text = SDL_GetClipboardText() else { return }
        // Held on the X server: the clipboard's whole length.
        let held = ClipboardProperty.length(for: window)
        defer {
            // The whole buffer, past a NUL too: SDL allocated it with malloc (`SDL_strdup`,
            // `SDL_malloc`), whose usable size covers every byte it copied.
            memset(text, 0, pinpad_allocated_size(text))
            SDL_free(text)
        }
        // Only the start of a huge clipboard is read (no secret is longer than a page), and a
        // clipboard longer than that is refused whole, never taken in part; so is one holding a
        // NUL before its end. A NUL at its very end is the owner's terminator, not text.
        let length = strnlen(text, PinPadWindow.pasteLimit + 1)
        let isCutAtNUL = held.map { $0 > length + 1 || ($0 == length + 1 && length == 0) } ?? false
        guard length > 0 || isCutAtNUL else { return }
        driver.paste(
            utf8: UnsafeRawBufferPointer(start: text, count: min(length, PinPadWindow.pasteLimit)),
            isWhole: length <= PinPadWindow.pasteLimit && !isCutAtNUL)
    }
}

/// The window as a surface of `PromptDriver.run(on:)`: it waits in `SDL_WaitEventTimeout` (or on
/// the input devices, where SDL's video driver cannot block) until the next event or the
/// driver's next deadline, hands what happened to the driver, and draws only when it needs a
/// frame, so an idle prompt costs no CPU.
extension PinPadWindow: PromptSurface {
    /// A user event pushed on SDL's queue (`SDL_PushEvent`, thread-safe) and, where the loop
    /// waits on the input devices, a byte on their wake pipe: the wait ends and the loop ticks.
    public var wake: (@Sendable () -> Void)? {
        let wakeDescriptor = deviceWait?.wakeDescriptor
        return {
            var wake = SDL_Event()
            wake.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&wake)
            var byte: UInt8 = 0
            if let wakeDescriptor { _ = Platform.writeOnce(wakeDescriptor, &byte) }
        }
    }

    /// The keyboard grab tried again while another program holds the keyboard, the warning of
    /// keys going elsewhere, and a window another program destroyed (`.close`).
    public func prepare(_ driver: PromptDriver) {
        let prompt = driver.prompt
        if let keyboardGrab, !keyboardGrab.isHeld, prompt.clock.now >= nextGrabTry {
            keyboardGrab.retry()
            nextGrabTry = prompt.clock.now + KeyboardGrab.retryInterval
        }
        if focusWarning.asksForKeyboard(at: prompt.clock.now) { focusWarning.seatChecked(hasKeyboard: seatHasKeyboard) }
        prompt.isKeyboardHeldElsewhere = keyboardGrab.map { !$0.isHeld } ?? focusWarning.isShown(at: prompt.clock.now)
        if X11Errors.isWindowLost { driver.receive(.close) }
    }

    /// Draws and presents the driver's frame (`draw(_:)`); a window destroyed meanwhile ends
    /// the prompt as closed.
    public func present(_ driver: PromptDriver) {
        draw(driver.prompt)
        if X11Errors.isWindowLost { driver.receive(.close) }
    }

    /// Waits for SDL's next event, the input devices' or `milliseconds` (sooner for the next
    /// keyboard grab or focus warning), then hands the driver every event queued, up to the one
    /// that ends the prompt: the rest stay queued for the next prompt.
    public func waitForInput(_ driver: PromptDriver, milliseconds: Int?) {
        let prompt = driver.prompt
        var event = SDL_Event()
        let grabTry = keyboardGrab?.isHeld == false ? nextGrabTry : nil
        let own = [grabTry, keyboardGrab == nil ? focusWarning.nextDeadline : nil].compactMap { $0 }.min()
        var timeout = [milliseconds, own.map { max($0 - prompt.clock.now, 0) }].compactMap { $0 }.min()
        // On Wayland SDL's wake from another thread (`SDL_PushEvent`) is the compositor's
        // answer to a sync: a stopped one never wakes a prompt that waits on an asker (greetd's
        // answer while "Checking…"). Such a wait looks again now and then.
        if isWayland && prompt.interruption != nil { timeout = min(timeout ?? PinPadWindow.interruptionLook, PinPadWindow.interruptionLook) }
        let hasEvent = wait(for: &event, milliseconds: timeout)
        if let deviceWait {
            if deviceWait.receivedEndingSignal {
                deviceWait.receivedEndingSignal = false
                driver.receive(.close)
            }
            translator.ignoredMice = deviceWait.sdlAbsolutePointers
            let motions = deviceWait.takeMotions()
            if let seat {
                for input in seat.taps(screen: translator.outputSize) where !driver.isFinished { handle(input, driver) }
            } else {
                for motion in motions where !driver.isFinished { driver.receive(translator.input(for: motion)) }
            }
        }
        if hasEvent {
            handle(event, driver)
            // Events after the one that ended the prompt stay queued for the next prompt.
            while !driver.isFinished, SDL_PollEvent(&event) != 0 { handle(event, driver) }
            // SDL may have let the grab go while it read these (`KeyboardGrab`).
            keyboardGrab?.confirm()
        }
    }
}
