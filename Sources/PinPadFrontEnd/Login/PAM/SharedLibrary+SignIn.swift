import PinPadPlatform

/// The shared libraries of this module, opened only when used: libpam and libcrypt, for a sign-in. Named here, not in
/// PinPadPlatform, so that a program linking PinPadPlatform without this module carries none of
/// their names.
extension SharedLibrary {
    /// `libpam.so.0`, loaded for the sign-in (PAM) (Debian package libpam0g).
    package static let pam = SharedLibrary("libpam.so.0", feature: "the sign-in (PAM)", package: "libpam0g")

    /// `libcrypt.so.1`, loaded for the sign-in's hashes (Debian package libcrypt1).
    package static let crypt = SharedLibrary("libcrypt.so.1", feature: "the sign-in's hashes", package: "libcrypt1")
}
