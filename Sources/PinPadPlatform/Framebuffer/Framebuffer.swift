internal import CPlatform
import Glibc

/// A Linux framebuffer device (`/dev/fb0`), its memory mapped (`open`, `FBIOGET_VSCREENINFO`,
/// `FBIOPUT_VSCREENINFO` of the same mode to show it, `FBIOGET_FSCREENINFO`, `mmap`; Linux's
/// `Documentation/fb/api.rst`). Pixels are written
/// straight into the mapping, in the device's own format (`FramebufferLayout`).
package final class Framebuffer {
    package let layout: FramebufferLayout
    private let descriptor: Int32
    private let memory: UnsafeMutableRawPointer
    private let size: Int

    /// Opens and maps the framebuffer at `path`.
    /// - Throws: `SystemError` when it cannot be opened, is not a framebuffer, has a pixel format
    ///   pinpad cannot draw in (not 16, 24 or 32 bits of packed true colour), or cannot be mapped.
    package init(path: String) throws(SystemError) {
        let descriptor = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard pinpad_framebuffer_variable(descriptor, &variable) == 0, pinpad_framebuffer_fixed(descriptor, &fixed) == 0 else {
            let number = errno
            Glibc.close(descriptor)
            throw SystemError("\(path) is not a framebuffer", errorNumber: number)
        }
        // Shown even when no console is bound to it; a device that refuses keeps its mode.
        _ = pinpad_framebuffer_activate(descriptor, &variable)
        func channel(_ field: fb_bitfield) -> FramebufferLayout.Channel { .init(offset: Int(field.offset), length: Int(field.length)) }
        let layout = FramebufferLayout(
            width: Int(variable.xres), height: Int(variable.yres), bitsPerPixel: Int(variable.bits_per_pixel),
            lineLength: Int(fixed.line_length), xOffset: Int(variable.xoffset), yOffset: Int(variable.yoffset),
            red: channel(variable.red), green: channel(variable.green), blue: channel(variable.blue))
        let size = Int(fixed.smem_len)
        guard layout.isSupported, size >= layout.byteOffset(x: 0, y: layout.height) else {
            Glibc.close(descriptor)
            throw SystemError("\(path): a \(layout.bitsPerPixel)-bit pixel format pinpad cannot draw in", errorNumber: EINVAL)
        }
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), memory != MAP_FAILED else {
            let number = errno
            Glibc.close(descriptor)
            throw SystemError("cannot map \(path)", errorNumber: number)
        }
        self.descriptor = descriptor
        self.layout = layout
        self.memory = memory
        self.size = size
    }

    /// A framebuffer of `layout` in anonymous memory (`mmap(MAP_ANONYMOUS)`), shown nowhere: what
    /// a presenter draws on it is read back with `withPixels` (tests of the framebuffer's frames).
    /// - Throws: `SystemError` when the layout is not one pinpad draws in, or no memory is left.
    package init(inMemory layout: FramebufferLayout) throws(SystemError) {
        let size = layout.byteOffset(x: 0, y: layout.height)
        guard layout.isSupported, size > 0 else {
            throw SystemError("a \(layout.bitsPerPixel)-bit pixel format pinpad cannot draw in", errorNumber: EINVAL)
        }
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), memory != MAP_FAILED else {
            throw SystemError("cannot map \(size) bytes", errorNumber: errno)
        }
        self.descriptor = -1
        self.layout = layout
        self.memory = memory
        self.size = size
    }

    deinit {
        munmap(memory, size)
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Calls `body` with the mapped bytes, in the device's format (`layout`).
    package func withPixels<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: memory, count: size))
    }

    /// Writes the pixels of the rectangle at (`x`, `y`), `width` × `height`, of the screen,
    /// taking each from `pixel(x, y)` as `0xAARRGGBB`, converted to the device's format.
    package func write(x: Int, y: Int, width: Int, height: Int, pixel: (Int, Int) -> UInt32) {
        let bytes = layout.bytesPerPixel
        for row in y..<(y + height) {
            var offset = layout.byteOffset(x: x, y: row)
            for column in x..<(x + width) {
                let value = layout.encode(pixel(column, row))
                switch bytes {
                case 4: memory.storeBytes(of: value, toByteOffset: offset, as: UInt32.self)
                case 2: memory.storeBytes(of: UInt16(truncatingIfNeeded: value), toByteOffset: offset, as: UInt16.self)
                default:
                    memory.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: offset, as: UInt8.self)
                    memory.storeBytes(of: UInt8(truncatingIfNeeded: value >> 8), toByteOffset: offset + 1, as: UInt8.self)
                    memory.storeBytes(of: UInt8(truncatingIfNeeded: value >> 16), toByteOffset: offset + 2, as: UInt8.self)
                }
                offset += bytes
            }
        }
    }
}
