import PinPadPlatform

/// The shared libraries of this module, opened only when used: libinih, for the configuration files. Named here, not in
/// PinPadPlatform, so that a program linking PinPadPlatform without this module carries none of
/// their names.
extension SharedLibrary {
    /// `libinih.so.1`, loaded for the configuration files (Debian package libinih1).
    package static let inih = SharedLibrary("libinih.so.1", feature: "the configuration files", package: "libinih1")
}
