/// How a framebuffer keeps its pixels (`struct fb_var_screeninfo` and `fb_fix_screeninfo`,
/// Linux's `Documentation/fb/api.rst`): the visible size, where the visible area starts, the
/// bytes of a line, and each colour channel's place in a pixel.
package struct FramebufferLayout: Equatable, Sendable {
    /// One channel's place in a pixel: its lowest bit and its number of bits (`fb_bitfield`).
    package struct Channel: Equatable, Sendable {
        package var offset: Int
        package var length: Int

        package init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    /// The visible size in pixels (`xres`, `yres`).
    package var width: Int
    package var height: Int
    /// Bits of one pixel (`bits_per_pixel`): 16, 24 or 32.
    package var bitsPerPixel: Int
    /// Bytes from one line to the next (`line_length`), at least `width × bytesPerPixel`.
    package var lineLength: Int
    /// The visible area's first pixel in the buffer (`xoffset`, `yoffset`: panning).
    package var xOffset: Int
    package var yOffset: Int
    package var red: Channel
    package var green: Channel
    package var blue: Channel

    package init(
        width: Int, height: Int, bitsPerPixel: Int, lineLength: Int, xOffset: Int = 0, yOffset: Int = 0, red: Channel, green: Channel,
        blue: Channel
    ) {
        self.width = width
        self.height = height
        self.bitsPerPixel = bitsPerPixel
        self.lineLength = lineLength
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Bytes of one pixel.
    package var bytesPerPixel: Int { bitsPerPixel / 8 }

    /// Whether pinpad can draw on it: 16, 24 or 32 bits a pixel, packed true colour, channels
    /// of 1 to 8 bits inside the pixel, lines long enough.
    package var isSupported: Bool {
        [16, 24, 32].contains(bitsPerPixel) && width > 0 && height > 0 && lineLength >= width * bytesPerPixel
            && [red, green, blue].allSatisfy { $0.length >= 1 && $0.length <= 8 && $0.offset + $0.length <= bitsPerPixel }
    }

    /// The pixel value of an `0xAARRGGBB` colour: each channel's top `length` bits, at its offset.
    package func encode(_ argb: UInt32) -> UInt32 {
        func place(_ value: UInt32, _ channel: Channel) -> UInt32 {
            (value >> UInt32(8 - channel.length)) << UInt32(channel.offset)
        }
        return place((argb >> 16) & 0xFF, red) | place((argb >> 8) & 0xFF, green) | place(argb & 0xFF, blue)
    }

    /// The byte offset of visible pixel (x, y) in the buffer.
    package func byteOffset(x: Int, y: Int) -> Int {
        (y + yOffset) * lineLength + (x + xOffset) * bytesPerPixel
    }
}
