import PinPadPlatform

/// The shared libraries of this module, opened only when used: espeak-ng, for speech. Named here, not in
/// PinPadPlatform, so that a program linking PinPadPlatform without this module carries none of
/// their names.
extension SharedLibrary {
    /// `libespeak-ng.so.1`, loaded for speech (Debian package libespeak-ng1).
    package static let espeak = SharedLibrary("libespeak-ng.so.1", feature: "speech", package: "libespeak-ng1")
}
