#if canImport(Glibc)
import Glibc
#endif

/// Starts libFuzzer from a fuzz target's `@main` type.
///
/// SwiftPM links an executable with `--defsym main=<Target>_main`, so libFuzzer's own `main`
/// never runs; the target's entry point calls `run(_:)` instead, which hands the command line to
/// libFuzzer's driver. The test function is also exported as `LLVMFuzzerTestOneInput`, which
/// libFuzzer's objects refer to.
///
/// Built without `-D LIBFUZZER` (a plain `swift build`), the target only says how to build it.
package enum FuzzDriver {
    /// A libFuzzer test function: called with one input of `size` bytes; returns 0.
    package typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

    /// Runs libFuzzer with the process's arguments (corpus directories, `-max_total_time=`, …,
    /// as documented at https://llvm.org/docs/LibFuzzer.html) and exits with its status.
    /// The corresponding C function is `LLVMFuzzerRunDriver`.
    package static func run(_ testOneInput: TestOneInput) -> Never {
        #if LIBFUZZER
        var argumentCount = CommandLine.argc
        var arguments = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argumentCount, &arguments, testOneInput))
        #else
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "fuzz target"
        let message = "\(name): built without libFuzzer; build and run it with `make fuzz`\n"
        _ = write(STDERR_FILENO, message, message.utf8.count)
        exit(2)
        #endif
    }
}

#if LIBFUZZER
/// libFuzzer's entry point for programs with their own `main` (`FuzzerDriver.cpp`).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: FuzzDriver.TestOneInput
) -> CInt
#endif
