import PinPadPlatform

/// The shared libraries of this module, opened only when used: libinput and libudev, for touch and keys on a framebuffer or KMS/DRM. Named here, not in
/// PinPadPlatform, so that a program linking PinPadPlatform without this module carries none of
/// their names.
extension SharedLibrary {
    /// `libinput.so.10`, loaded for touch and keys on a framebuffer or KMS/DRM (Debian package libinput10).
    package static let libinput = SharedLibrary("libinput.so.10", feature: "touch and keys on a framebuffer or KMS/DRM", package: "libinput10")

    /// `libudev.so.1`, loaded for touch and keys on a framebuffer or KMS/DRM (Debian package libudev1).
    package static let udev = SharedLibrary("libudev.so.1", feature: "touch and keys on a framebuffer or KMS/DRM", package: "libudev1")
}
