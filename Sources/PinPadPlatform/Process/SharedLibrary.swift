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
///
/// Each library is named where it is used (`SharedLibrary.pam` in the sign-in's module,
/// `.espeak` in the feedback's, `.libinput` in the seat's, `.sdlImage` in the raster's), so a
/// program that embeds only some of pinpad (PinPadCore and PinPadSDL) carries none of the
/// others' names.
package struct SharedLibrary: Sendable, Equatable {
    /// Its file name, the soname (`libpam.so.0`).
    package let rawValue: String
    /// What needs it, for the error line.
    package let feature: String
    /// The Debian package that holds it, for the error line.
    package let package: String

    /// A library named `rawValue` (its soname), needed by `feature`, from Debian's `package`.
    package init(_ rawValue: String, feature: String, package: String) {
        self.rawValue = rawValue
        self.feature = feature
        self.package = package
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
