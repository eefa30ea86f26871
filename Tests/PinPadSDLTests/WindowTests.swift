import CSDL2
import Foundation
import PinPadCore
@testable import PinPadSDL
import PinPadTestSupport
import Testing

extension SDLTests {
    /// A real SDL window on the X server in `DISPLAY` (`make test` runs under xvfb-run), fed with
    /// pushed SDL events (`SDL_PushEvent`), one window at a time.
    @Suite(.serialized)
    struct WindowTests {
        static let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

        func window() throws -> PinPadWindow {
            try #require(Self.hasDisplay, "no DISPLAY: run the window tests through `make test` (xvfb-run)")
            return try PinPadWindow(options: WindowOptions(width: 480, height: 800, renderer: .software, fontPath: Snapshot.fontPath))
        }

        func push(key symbol: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(bitPattern: symbol.rawValue)
            event.key.keysym.mod = UInt16(modifiers.rawValue)
            event.key.state = UInt8(SDL_PRESSED)
            SDL_PushEvent(&event)
        }

        /// What X11 delivers alongside a key press while text input is on.
        func push(text: String) {
            var event = SDL_Event()
            event.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &event.text.text) { buffer in
                for (index, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
            }
            SDL_PushEvent(&event)
        }

        func push(finger type: SDL_EventType, at point: Point, in size: Size) {
            var event = SDL_Event()
            event.type = type.rawValue
            event.tfinger.touchId = 1
            event.tfinger.fingerId = 7
            event.tfinger.x = Float(point.x / size.width)
            event.tfinger.y = Float(point.y / size.height)
            SDL_PushEvent(&event)
        }

        func push(mouse type: SDL_EventType, at point: Point, which: UInt32) {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.which = which
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x)
            event.button.y = Int32(point.y)
            SDL_PushEvent(&event)
        }

        func prompt(boxes: Int = 6, minLength: Int? = nil) -> Prompt {
            Prompt(field: PasscodeField(boxCount: boxes, minLength: minLength), viewport: Size(width: 480, height: 800))
        }

        @Test func textInputStaysOffForAWholeSessionIncludingPaste() throws {
            let window = try window()
            #expect(!window.isTextInputActive, "text input is on right after the window opened")
            var sawTextInput = false
            window.onEventHandled = { [unowned window] in sawTextInput = sawTextInput || window.isTextInputActive }
            SDL_SetClipboardText("12")
            push(key: SDLK_3)
            push(text: "3")
            push(key: SDLK_v, modifiers: KMOD_LCTRL)
            push(key: SDLK_KP_4)
            push(text: "4")
            push(key: SDLK_RETURN)
            let outcome = window.run(prompt(boxes: 6, minLength: 4)).value
            #expect(outcome == .submitted("3124"))
            #expect(!sawTextInput)
            #expect(!window.isTextInputActive)
        }

        func pushRepeat(key symbol: SDL_KeyCode) {
            var repeated = SDL_Event()
            repeated.type = SDL_KEYDOWN.rawValue
            repeated.key.keysym.sym = SDL_Keycode(bitPattern: symbol.rawValue)
            repeated.key.repeat = 1
            SDL_PushEvent(&repeated)  // SDL stamps it with the current time
        }

        @Test func holdingAKeyTypesOneDigit() throws {
            let window = try window()
            push(key: SDLK_7)
            usleep(300_000)  // auto-repeat starts after its delay
            pushRepeat(key: SDLK_7)
            usleep(40_000)
            pushRepeat(key: SDLK_7)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt(boxes: 4, minLength: 1)).value == .submitted("7"))
        }

        /// A keyboard whose repeat starts quickly (`xset r rate 120 30`) flags repeats within
        /// 150 ms of the press; each typed a digit. Only a press after a release types again
        /// (the end-to-end tests press keys quickly through a real X server).
        @Test func repeatsSoonAfterThePressTypeNothing() throws {
            let window = try window()
            push(key: SDLK_7)
            pushRepeat(key: SDLK_7)
            pushRepeat(key: SDLK_7)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt(boxes: 4, minLength: 1)).value == .submitted("7"))
        }

        /// The README's library example, as written there, with a wrong PIN first.
        @Test func theLibraryExampleOfTheREADME() throws {
            let prompt = Prompt(field: PasscodeField(boxCount: 4), title: "Enter PIN")
            prompt.idleTimeout = 5000
            let window = try window()
            // Keys typed before the first PIN was checked wait for the second prompt.
            for symbol in [SDLK_1, SDLK_1, SDLK_1, SDLK_1, SDLK_2, SDLK_5, SDLK_8, SDLK_0] { push(key: symbol) }
            var unlocked = false
            var attempts = 0
            while case .submitted(let pin) = window.run(prompt) {
                attempts += 1
                if pin.matches("2580") {
                    unlocked = true
                    break
                }
                prompt.reject(message: "Wrong PIN")
            }
            #expect(unlocked && attempts == 2)
        }

        @Test func oneTouchGivesOneDigitEvenWithSyntheticMouseEvents() throws {
            let window = try window()
            let prompt = prompt(boxes: 4, minLength: 1)
            let size = window.viewport.size
            prompt.resize(to: size, scale: window.viewport.scale)
            let nine = try #require(prompt.layout.frame(of: .digit(9))).center
            push(finger: SDL_FINGERDOWN, at: nine, in: size)
            push(mouse: SDL_MOUSEBUTTONDOWN, at: nine, which: PINPAD_SDL_TOUCH_MOUSEID)
            push(finger: SDL_FINGERUP, at: nine, in: size)
            push(mouse: SDL_MOUSEBUTTONUP, at: nine, which: PINPAD_SDL_TOUCH_MOUSEID)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt).value == .submitted("9"))
        }

        @Test func mouseClickCommitsOnRelease() throws {
            let window = try window()
            let prompt = prompt(boxes: 4, minLength: 1)
            prompt.resize(to: window.viewport.size, scale: window.viewport.scale)
            let two = try #require(prompt.layout.frame(of: .digit(2))).center
            let three = try #require(prompt.layout.frame(of: .digit(3))).center
            push(mouse: SDL_MOUSEBUTTONDOWN, at: two, which: 0)
            push(mouse: SDL_MOUSEBUTTONUP, at: two, which: 0)
            push(mouse: SDL_MOUSEBUTTONDOWN, at: three, which: 0)
            push(mouse: SDL_MOUSEBUTTONUP, at: two, which: 0)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt).value == .submitted("2"))
        }

        /// A mouse wheel turned over a description too long for its frame scrolls it a line a
        /// notch, towards the person down, away up (it did nothing: only a drag and the keys
        /// scrolled); a wheel set to scroll "naturally" the other way round.
        @Test func theMouseWheelScrollsTheDescription() throws {
            let window = try window()
            let long = (1...60).map { "Line \($0) of a long notice." }.joined(separator: "\n")
            let prompt = Prompt(request: Request(title: "Notice", description: long), viewport: Size(width: 480, height: 800))
            prompt.resize(to: window.viewport.size, scale: window.viewport.scale)
            func wheel(_ notches: Int32, flipped: Bool = false) {
                var event = SDL_Event()
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.which = 0
                event.wheel.y = notches
                event.wheel.direction = flipped ? UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) : UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
                SDL_PushEvent(&event)
            }
            // The first line shown after each event that moved it.
            var shown: [Int] = []
            window.onEventHandled = { if prompt.textScroll >= 0 && prompt.textScroll != shown.last { shown.append(prompt.textScroll) } }
            wheel(-3)
            wheel(1)
            wheel(1, flipped: true)
            push(key: SDLK_ESCAPE)
            #expect(window.run(prompt).value == .cancelled)
            #expect(shown == [3, 2, 3], "\(shown)")
        }

        func push(focus: SDL_WindowEventID, to window: PinPadWindow) {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(focus.rawValue)
            event.window.windowID = SDL_GetWindowID(window.window.pointer)
            SDL_PushEvent(&event)
        }

        /// A window that holds no keyboard (Wayland, or an X11 window not asked to hold it) and
        /// lost the keyboard focus gets none of the keys typed: once the focus has stayed away
        /// `FocusWarning.lostDelay` it warns under its field (`FocusWarningTests`; on sway,
        /// `WaylandStallEndToEndTests`). A focus lost for a moment (a keyboard arriving on a
        /// Wayland seat) does not warn: here the prompt's clock stands still while the focus is
        /// away, and no warning shows, then or after the focus came back; nor does a window not
        /// meant to hold the keyboard that was never focused.
        @Test func aFocusLostForAMomentDoesNotWarn() throws {
            let window = try window()
            let prompt = Prompt(
                field: PasscodeField(boxCount: 4, minLength: 1), viewport: Size(width: 480, height: 800), clock: ManualClock())
            // The hint as each event was handled, beside the digits typed by then (the window's
            // own events, shown and exposed, come between).
            var hints: [(typed: String, hint: String?)] = []
            window.onEventHandled = { hints.append((prompt.field.text, prompt.shownHint)) }
            push(key: SDLK_1)
            push(focus: SDL_WINDOWEVENT_FOCUS_LOST, to: window)
            push(key: SDLK_2)
            push(focus: SDL_WINDOWEVENT_FOCUS_GAINED, to: window)
            push(key: SDLK_3)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt).value == .submitted("123"))
            #expect(hints.allSatisfy { $0.hint == nil }, "a focus lost for a moment warned: \(hints)")
            #expect(!prompt.isKeyboardHeldElsewhere)
        }

        @Test func escapeAndQuitCancel() throws {
            let window = try window()
            push(key: SDLK_ESCAPE)
            #expect(window.run(prompt()).value == .cancelled)
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            #expect(window.run(prompt()).value == .cancelled)
        }

        func form() -> Prompt {
            let badge = FormField(
                label: "Badge", policy: .textInput,
                field: PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .alphanumeric, mask: .digits))
            let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true))
            return Prompt(fields: [badge, pin], viewport: Size(width: 480, height: 800))
        }

        /// A form cancelled while its text field had the focus left text input on for the next
        /// prompt on the same window (its claim was never released).
        @Test func theNextPromptOnTheWindowStartsWithTextInputOff() throws {
            let window = try window()
            push(key: SDLK_ESCAPE)
            #expect(window.run(form()).value == .cancelled)
            var sawTextInput = window.isTextInputActive
            window.onEventHandled = { [unowned window] in sawTextInput = sawTextInput || window.isTextInputActive }
            push(key: SDLK_4)
            push(key: SDLK_RETURN)
            #expect(window.run(prompt(boxes: 4, minLength: 1)).value == .submitted("4"))
            #expect(!sawTextInput)
        }

        /// Requests in a row on one window, one ended from another thread (`Interruption`).
        @Test func requestsInARowAndAnInterruptionFromAnotherThread() throws {
            let window = try window()
            let interruption = Interruption()
            let waker = Thread {
                usleep(150_000)
                interruption.request()
            }
            waker.start()
            #expect(try window.present(Request(title: "First"), interruption: interruption).value == .closed)
            push(key: SDLK_RETURN)
            #expect(try window.present(Request(description: "Sure?", entry: .none)).value == .confirmed)
            push(key: SDLK_2)
            push(key: SDLK_RETURN)
            #expect(try window.present(Request(entry: .freeLength(minimum: 1, maximum: 8))).value == .submitted("2"))
        }

        @Test func textFieldTurnsTextInputOnAndThePinFieldTurnsItOff() throws {
            let window = try window()
            var states: [Bool] = []
            window.onEventHandled = { [unowned window] in states.append(window.isTextInputActive) }
            push(text: "12")  // into the badge (text input is on while it is focused)
            push(key: SDLK_TAB)  // to the PIN: text input goes off
            push(text: "34")  // some other code started text input: the PIN field ignores it
            push(key: SDLK_5)
            push(key: SDLK_ESCAPE)
            let prompt = form()
            #expect(window.run(prompt).value == .cancelled)
            #expect(prompt.fields[0].field.text == "12")
            #expect(prompt.fields[1].field.text == "5")
            let afterTab = states.suffix(3)
            #expect(states.first == true, "text input was off while the badge field was focused: \(states)")
            #expect(afterTab.allSatisfy { !$0 }, "text input came back on in the PIN field: \(states)")
            #expect(!window.isTextInputActive)
        }

        @Test func compositionNeverInserts() throws {
            let window = try window()
            var event = SDL_Event()
            event.type = SDL_TEXTEDITING.rawValue
            withUnsafeMutableBytes(of: &event.edit.text) { buffer in
                for (index, byte) in "ka".utf8.enumerated() { buffer[index] = byte }
            }
            SDL_PushEvent(&event)
            push(key: SDLK_ESCAPE)
            let prompt = form()
            #expect(window.run(prompt).value == .cancelled)
            #expect(prompt.fields[0].field.text == "")
        }

        @Test func aWholeFormSubmitsOneLinePerField() throws {
            let window = try window()
            push(text: "AB")
            push(text: "CD")
            for symbol in [SDLK_9, SDLK_8, SDLK_7, SDLK_6] { push(key: symbol) }
            #expect(window.run(form()).value == .submitted("ABCD\n9876"))
        }

        /// SDL's offscreen driver, like KMS/DRM, has no blocking wait; SDL itself would pump every
        /// millisecond. The window waits on the input devices instead: an idle second costs a few
        /// wake-ups, not a thousand.
        @Test func idleWithoutABlockingDriverWakesRarely() throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            defer { unsetenv("SDL_VIDEODRIVER") }
            let window = try PinPadWindow(options: WindowOptions(width: 480, height: 800, renderer: .software, fontPath: Snapshot.fontPath))
            var theme = Theme.dark
            theme.caretBlinkInterval = 0
            let prompt = Prompt(field: PasscodeField(boxCount: 4), theme: theme, viewport: Size(width: 480, height: 800))
            prompt.idleTimeout = 1200
            // RUSAGE_THREAD (1): this thread only; ru_nvcsw counts its voluntary sleeps.
            var before = rusage()
            getrusage(__rusage_who_t(1), &before)
            #expect(window.run(prompt).value == .timedOut)
            var after = rusage()
            getrusage(__rusage_who_t(1), &after)
            let sleeps = after.ru_nvcsw - before.ru_nvcsw
            #expect(sleeps <= 20, "the thread went to sleep \(sleeps) times in an idle 1.2 s")
        }
    }
}
