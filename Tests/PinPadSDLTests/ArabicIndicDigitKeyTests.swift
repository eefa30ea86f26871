import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// A key that types an Arabic-Indic digit (`١`, SDL's key symbol U+0661) or an Extended one
/// (`۱`, U+06F1) is that digit in a PIN field, which delivers it as ASCII, as the keypad's
/// native digits do; in a text field it types the character itself. Never dropped.
@Suite struct ArabicIndicDigitKeyTests {
    static func keyDown(_ symbol: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: symbol)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    @Test func bothArabicIndicDigitRowsAreDigitKeys() {
        for value in 0...9 {
            #expect(EventTranslator.physicalKey(0x0660 + UInt32(value)) == .digit(value))
            #expect(EventTranslator.physicalKey(0x06F0 + UInt32(value)) == .digit(value))
        }
        #expect(EventTranslator.physicalKey(0x066A) == nil, "the Arabic percent sign is no digit")
    }

    @Test func typedIntoAPINFieldTheyAreItsDigits() {
        let driver = PromptDriver(prompt: Prompt(request: Request(entry: .boxes(4)), clock: ManualClock()))
        var translator = EventTranslator()
        for symbol: UInt32 in [0x0661, 0x0662, 0x06F3, 0x0664] {
            guard case .input(let input) = translator.translate(Self.keyDown(symbol)) else {
                Issue.record("U+\(String(symbol, radix: 16)) was dropped")
                continue
            }
            driver.receive(input)
        }
        #expect(driver.prompt.field.text == "1234")
    }
}
