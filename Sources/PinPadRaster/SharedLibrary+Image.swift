import PinPadPlatform

/// The shared libraries of this module, opened only when used: SDL2_image, for a PNG read or written. Named here, not in
/// PinPadPlatform, so that a program linking PinPadPlatform without this module carries none of
/// their names.
extension SharedLibrary {
    /// `libSDL2_image-2.0.so.0`, loaded for PNG images (Debian package libsdl2-image-2.0-0).
    package static let sdlImage = SharedLibrary("libSDL2_image-2.0.so.0", feature: "PNG images", package: "libsdl2-image-2.0-0")
}
