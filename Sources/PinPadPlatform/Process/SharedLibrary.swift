import Glibc

/// A shared library pinpad opens only when a run needs it, instead of every run loading it
/// before `main`: PAM and libcrypt for a sign-in, espeak-ng for speech, libinput and libudev on a
/// framebuffer or KMS/DRM, libinih when there is a configuration file, SDL2_image for a PNG.
///
/// It is opened by its absolute path in the system's library directory (such as
/// `/usr/lib/x86_64-linux-gnu`), never through a search path or a variable of the environment, and every function pinpad calls is looked up before the first
/// call: a library that is missing or too old is one line naming it, and only the feature that
/// needs it fails. The C side (`loaded_library.h`) then only finds what is loaded.
/// The corresponding C calls are `dlopen(path, RTLD_NOW | RTLD_LOCAL)` and `dlsym`.
package enum SharedLibrary: String, CaseIterable, Sendable {
    case pam = "libpam.so.0"
    case crypt = "libcrypt.so.1"
    case inih = "libinih.so.1"
    case espeak = "libespeak-ng.so.1"
    case libinput = "libinput.so.10"
    case udev = "libudev.so.1"
    case sdlImage = "libSDL2_image-2.0.so.0"

    /// What needs it, for the error line.
    package var feature: String {
        switch self {
        case .pam: "the sign-in (PAM)"
        case .crypt: "the sign-in's hashes"
        case .inih: "the configuration files"
        case .espeak: "speech"
        case .libinput, .udev: "touch and keys on a framebuffer or KMS/DRM"
        case .sdlImage: "PNG images"
        }
    }

    /// The Debian package that holds it, for the error line.
    package var package: String {
        switch self {
        case .pam: "libpam0g"
        case .crypt: "libcrypt1"
        case .inih: "libinih1"
        case .espeak: "libespeak-ng1"
        case .libinput: "libinput10"
        case .udev: "libudev1"
        case .sdlImage: "libsdl2-image-2.0-0"
        }
    }

    /// Loads the library (once; later calls only check) and checks that it has every function
    /// in `functions`.
    /// - Throws: `SystemError` with one line naming the library, what needs it and why it could
    ///   not be loaded (`dlerror`), or the first missing function.
    package func load(functions: [String]) throws(SystemError) {
        guard let handle = SharedLibrary.open(self) else {
            throw SystemError("cannot load \(rawValue) for \(feature) (Debian package \(package)): \(SharedLibrary.lastError())")
        }
        for function in functions where dlsym(handle, function) == nil {
            throw SystemError("cannot use \(rawValue) for \(feature): it has no function \(function) (too old?)")
        }
    }

    /// Whether the library is loaded in this process (by `load`, or by another library).
    package var isLoaded: Bool { dlopen(rawValue, RTLD_LAZY | RTLD_NOLOAD) != nil }

    /// The directories tried, in order: Debian's multiarch library directories for this
    /// architecture (`/usr/lib/x86_64-linux-gnu`, then `/lib/…` where `/lib` is not merged into
    /// `/usr/lib`), then `/usr/lib64` and `/usr/lib` of other distributions.
    package static var directories: [String] {
        #if arch(x86_64)
            let triple = "x86_64-linux-gnu"
        #elseif arch(arm64)
            let triple = "aarch64-linux-gnu"
        #elseif arch(arm)
            let triple = "arm-linux-gnueabihf"
        #elseif arch(i386)
            let triple = "i386-linux-gnu"
        #elseif arch(riscv64)
            let triple = "riscv64-linux-gnu"
        #elseif arch(powerpc64le)
            let triple = "powerpc64le-linux-gnu"
        #elseif arch(s390x)
            let triple = "s390x-linux-gnu"
        #else
            let triple = "unknown-linux-gnu"
        #endif
        return ["/usr/lib/\(triple)", "/lib/\(triple)", "/usr/lib64", "/usr/lib"]
    }

    private static func open(_ library: SharedLibrary) -> UnsafeMutableRawPointer? {
        if let loaded = dlopen(library.rawValue, RTLD_NOW | RTLD_NOLOAD) { return loaded }
        for directory in directories where Platform.exists(directory + "/" + library.rawValue) {
            return dlopen(directory + "/" + library.rawValue, RTLD_NOW | RTLD_LOCAL)
        }
        return nil
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "no such file in \(directories.joined(separator: ", "))"
    }
}
