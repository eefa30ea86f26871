import PinPadPlatform
import Testing

/// Colours in the framebuffer's own pixel formats (`FramebufferLayout.encode`) and the place of
/// each pixel in its memory (`byteOffset`), for the formats real framebuffers have.
@Suite struct PixelFormatTests {
    func layout(bits: Int, red: (Int, Int), green: (Int, Int), blue: (Int, Int), lineLength: Int = 4000) -> FramebufferLayout {
        FramebufferLayout(
            width: 480, height: 800, bitsPerPixel: bits, lineLength: lineLength, red: .init(offset: red.0, length: red.1),
            green: .init(offset: green.0, length: green.1), blue: .init(offset: blue.0, length: blue.1))
    }

    @Test func xrgb8888KeepsTheColour() {
        let format = layout(bits: 32, red: (16, 8), green: (8, 8), blue: (0, 8))
        #expect(format.encode(0xFF12_3456) == 0x12_3456)
    }

    @Test func xbgr8888SwapsRedAndBlue() {
        let format = layout(bits: 32, red: (0, 8), green: (8, 8), blue: (16, 8))
        #expect(format.encode(0xFF12_3456) == 0x56_3412)
    }

    @Test func rgb565KeepsTheTopBitsOfEachChannel() {
        let format = layout(bits: 16, red: (11, 5), green: (5, 6), blue: (0, 5))
        #expect(format.encode(0xFFFF_FFFF) == 0xFFFF)
        #expect(format.encode(0xFF80_4020) == (0x10 << 11) | (0x10 << 5) | 0x04)
    }

    @Test func bgr888PacksThreeBytes() {
        let format = layout(bits: 24, red: (16, 8), green: (8, 8), blue: (0, 8))
        #expect(format.bytesPerPixel == 3)
        #expect(format.encode(0xFFAA_BBCC) == 0xAA_BBCC)
    }

    @Test func pixelsSitAtTheLineLengthAndThePanningOffset() {
        var format = layout(bits: 16, red: (11, 5), green: (5, 6), blue: (0, 5), lineLength: 1024)
        format.xOffset = 3
        format.yOffset = 800
        #expect(format.byteOffset(x: 0, y: 0) == 800 * 1024 + 6)
        #expect(format.byteOffset(x: 10, y: 2) == 802 * 1024 + 26)
    }

    @Test func unsupportedFormatsAreRefused() {
        #expect(!layout(bits: 8, red: (0, 3), green: (3, 3), blue: (6, 2)).isSupported)
        #expect(!layout(bits: 32, red: (16, 8), green: (8, 8), blue: (0, 8), lineLength: 480 * 4 - 1).isSupported)
        #expect(layout(bits: 32, red: (16, 8), green: (8, 8), blue: (0, 8), lineLength: 480 * 4).isSupported)
    }
}
