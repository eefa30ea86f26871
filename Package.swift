// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pinpad",
    products: [
        .library(name: "PinPadCore", targets: ["PinPadCore"]),
        .library(name: "PinPadSDL", targets: ["PinPadSDL"]),
        .library(name: "PinPadTerminal", targets: ["PinPadTerminal"]),
        .library(name: "PinPadFramebuffer", targets: ["PinPadFramebuffer"]),
        .library(name: "PinPadPlatform", targets: ["PinPadPlatform"]),
        .executable(name: "pinpad", targets: ["pinpad"]),
    ],
    targets: [
        // The standard library's rounding calls libm: link it for programs that use only the core.
        .target(name: "PinPadCore", linkerSettings: [.linkedLibrary("m")]),
        .systemLibrary(
            // No pkgConfig: sdl2.pc's -D_REENTRANT is a flag SwiftPM refuses (a warning on every
            // build); the shim includes <SDL2/…> and the module map names the libraries.
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(name: "CPlatform"),
        .systemLibrary(name: "CInih", pkgConfig: "inih", providers: [.apt(["libinih-dev"])]),
        .systemLibrary(name: "CPAM", providers: [.apt(["libpam0g-dev"])]),
        .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CLibinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .target(name: "PinPadSDL", dependencies: ["PinPadCore", "PinPadPlatform", "CSDL2", "CFontconfig"]),
        .target(name: "PinPadFramebuffer", dependencies: ["PinPadCore", "PinPadSDL", "PinPadPlatform", "CLibinput"]),
        .target(name: "PinPadTerminal", dependencies: ["PinPadCore", "PinPadPlatform"]),
        // Debug builds (the tests') hold the test hooks (EnvironmentVariable); a release build has none.
        .target(
            name: "PinPadPlatform", dependencies: ["PinPadCore", "CPlatform", "CInih", "CPAM", "CEspeakNG", "CLibinput"],
            swiftSettings: [.define("PINPAD_TEST_HOOKS", .when(configuration: .debug))]
        ),
        .target(name: "PinPadFrontEnd", dependencies: ["PinPadCore", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadPlatform"]),
        .executableTarget(name: "pinpad", dependencies: ["PinPadCore", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadFrontEnd", "PinPadPlatform"]),
        .executableTarget(
            name: "pinpad-benchmark", dependencies: ["PinPadCore", "PinPadSDL", "CSDL2"], path: "Benchmarks/pinpad-benchmark"
        ),
        // Fuzz targets for libFuzzer: `make fuzz` builds and runs them (README, "Fuzzing and sanitizers").
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "InputDecoderFuzz", dependencies: ["FuzzSupport", "PinPadCore", "PinPadTerminal"],
            path: "Fuzz/InputDecoderFuzz", exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "PasteFilterFuzz", dependencies: ["FuzzSupport", "PinPadCore"], path: "Fuzz/PasteFilterFuzz", exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "OptionsParserFuzz", dependencies: ["FuzzSupport", "PinPadFrontEnd"], path: "Fuzz/OptionsParserFuzz",
            exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "AskFileFuzz", dependencies: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd", "PinPadPlatform"], path: "Fuzz/AskFileFuzz",
            exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "PAMConversationFuzz", dependencies: ["FuzzSupport", "PinPadFrontEnd", "PinPadPlatform"], path: "Fuzz/PAMConversationFuzz",
            exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "AssuanSessionFuzz", dependencies: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"], path: "Fuzz/AssuanSessionFuzz",
            exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "ConfigurationFilesFuzz", dependencies: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"],
            path: "Fuzz/ConfigurationFilesFuzz", exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "KeyboardLayoutFuzz", dependencies: ["FuzzSupport", "PinPadCore"], path: "Fuzz/KeyboardLayoutFuzz", exclude: ["Corpus"]
        ),
        .target(name: "PinPadTestSupport", dependencies: ["PinPadCore"], path: "Tests/PinPadTestSupport"),
        .testTarget(name: "PinPadCoreTests", dependencies: ["PinPadCore", "PinPadTestSupport"]),
        .testTarget(
            name: "PinPadSDLTests",
            dependencies: ["PinPadSDL", "PinPadCore", "PinPadPlatform", "CSDL2", "PinPadTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PinPadTerminalTests",
            dependencies: ["PinPadTerminal", "PinPadCore", "PinPadTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PinPadFramebufferTests", dependencies: ["PinPadFramebuffer", "PinPadCore", "PinPadPlatform", "PinPadTestSupport"]),
        .testTarget(name: "PinPadFrontEndTests", dependencies: ["PinPadFrontEnd", "PinPadCore", "PinPadPlatform"]),
        .testTarget(name: "PinPadPlatformTests", dependencies: ["PinPadPlatform", "PinPadCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["pinpad"]),
    ],
    swiftLanguageModes: [.v6]
)
