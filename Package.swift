// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pinpad",
    products: [
        .library(name: "PinPadCore", targets: ["PinPadCore"]),
        .library(name: "PinPadSDL", targets: ["PinPadSDL"]),
        .library(name: "PinPadRaster", targets: ["PinPadRaster"]),
        .library(name: "PinPadFeedback", targets: ["PinPadFeedback"]),
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
        // No pkgConfig: fontconfig.pc's -lfreetype would link libfreetype, which nothing of
        // pinpad's calls (SDL2_ttf links it for itself); the module map names fontconfig alone.
        .systemLibrary(name: "CFontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPlatform"),
        // No pkgConfig: its -linih would make every run load libinih (SharedLibrary loads it when a file is read).
        .systemLibrary(name: "CInih", providers: [.apt(["libinih-dev"])]),
        .systemLibrary(name: "CPAM", providers: [.apt(["libpam0g-dev"])]),
        .systemLibrary(name: "CCrypt", providers: [.apt(["libcrypt-dev"])]),
        .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CLibinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        // Every edge points down; ModuleGraph (Tests/PinPadCoreTests) holds the same graph and
        // checks each target's imports against it, and docs/layout-of-the-code.md's "Layers" draws it.
        // libc once, importing no PinPadCore. Debug builds (the tests') hold the test hooks
        // (EnvironmentVariable); a release build has none.
        .target(
            name: "PinPadPlatform", dependencies: ["CPlatform"],
            swiftSettings: [.define("PINPAD_TEST_HOOKS", .when(configuration: .debug))]
        ),
        // Scene to pixels: SDL's software renderer, fonts, PNG (screenshots, fbdev, the window).
        .target(name: "PinPadRaster", dependencies: ["PinPadCore", "PinPadPlatform", "CSDL2", "CFontconfig"]),
        // Speech (espeak-ng), key clicks (SDL audio) and haptics: observers of the prompt's driver.
        .target(name: "PinPadFeedback", dependencies: ["PinPadCore", "PinPadPlatform", "CPlatform", "CSDL2", "CEspeakNG"]),
        // libinput on udev's seat, and the evdev key map.
        .target(name: "PinPadSeat", dependencies: ["PinPadCore", "PinPadPlatform", "CLibinput"]),
        // The surfaces: siblings, none depending on another.
        // The guards of KeymapGuard.swift take the place of libxkbcommon's functions for SDL only
        // when the program exports them; so do SharedMemoryGuard.swift's of libc's `shmget` and
        // WaylandRegistryGuard.swift's of libwayland-client's `wl_proxy_add_listener` and
        // WaylandTextContentGuard.swift's of its `wl_proxy_marshal_array_flags`.
        .target(
            name: "PinPadSDL", dependencies: ["PinPadCore", "PinPadRaster", "PinPadPlatform", "CSDL2"],
            linkerSettings: [
                .unsafeFlags([
                    "-Xlinker", "--export-dynamic-symbol=xkb_keymap_key_get_syms_by_level",
                    "-Xlinker", "--export-dynamic-symbol=xkb_keymap_key_for_each",
                    "-Xlinker", "--export-dynamic-symbol=xkb_state_update_mask",
                    "-Xlinker", "--export-dynamic-symbol=shmget",
                    "-Xlinker", "--export-dynamic-symbol=wl_proxy_add_listener",
                    "-Xlinker", "--export-dynamic-symbol=wl_proxy_marshal_array_flags",
                ])
            ]),
        .target(
            name: "PinPadFramebuffer", dependencies: ["PinPadCore", "PinPadRaster", "PinPadFeedback", "PinPadSeat", "PinPadPlatform"]
        ),
        .target(name: "PinPadTerminal", dependencies: ["PinPadCore", "PinPadPlatform"]),
        // The front ends, with PAM beside the sign-in and libinih beside the configuration files.
        .target(
            name: "PinPadFrontEnd",
            dependencies: [
                "PinPadCore", "PinPadRaster", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadFeedback", "PinPadSeat",
                "PinPadPlatform", "CPAM", "CInih", "CCrypt",
            ]
        ),
        // exports.map: the program exports main, KeymapGuard's xkb functions, SharedMemoryGuard's
        // shmget, WaylandRegistryGuard's wl_proxy_add_listener and WaylandTextContentGuard's
        // wl_proxy_marshal_array_flags only, so the linker drops
        // pinpad's own unused code (--gc-sections) and 5,000 exported names. -z now: every symbol
        // is bound when the program starts, so the relocation table is read-only from then on
        // (full RELRO, as Debian's hardening has it).
        .executableTarget(
            name: "pinpad",
            dependencies: ["PinPadCore", "PinPadRaster", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadFrontEnd", "PinPadPlatform"],
            exclude: ["exports.map"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/pinpad/exports.map", "-Xlinker", "-z", "-Xlinker", "now"])
            ]
        ),
        .executableTarget(
            name: "pinpad-benchmark", dependencies: ["PinPadCore", "PinPadSDL", "CSDL2"], path: "Benchmarks/pinpad-benchmark"
        ),
        // Fuzz targets for libFuzzer: `make fuzz` builds and runs them (docs/testing.md, "Fuzzing and sanitizers").
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
            name: "PAMConversationFuzz", dependencies: ["FuzzSupport", "PinPadFrontEnd"], path: "Fuzz/PAMConversationFuzz",
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
            name: "MessageCatalogFuzz", dependencies: ["FuzzSupport", "PinPadPlatform"], path: "Fuzz/MessageCatalogFuzz", exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "KeyboardLayoutFuzz", dependencies: ["FuzzSupport", "PinPadCore"], path: "Fuzz/KeyboardLayoutFuzz", exclude: ["Corpus"]
        ),
        .executableTarget(
            name: "GreetdCodecFuzz", dependencies: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"], path: "Fuzz/GreetdCodecFuzz", exclude: ["Corpus"]
        ),
        .target(name: "PinPadTestSupport", dependencies: ["PinPadCore"], path: "Tests/PinPadTestSupport"),
        .testTarget(name: "PinPadCoreTests", dependencies: ["PinPadCore", "PinPadTestSupport"]),
        .testTarget(
            name: "PinPadSDLTests",
            dependencies: ["PinPadSDL", "PinPadRaster", "PinPadCore", "PinPadPlatform", "CSDL2", "PinPadTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PinPadTerminalTests",
            dependencies: ["PinPadTerminal", "PinPadCore", "PinPadTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PinPadFramebufferTests", dependencies: ["PinPadFramebuffer", "PinPadRaster", "PinPadSeat", "PinPadCore", "PinPadPlatform", "PinPadTestSupport"]
        ),
        .testTarget(name: "PinPadFeedbackTests", dependencies: ["PinPadFeedback", "PinPadCore", "PinPadPlatform"]),
        .testTarget(name: "PinPadFrontEndTests", dependencies: ["PinPadFrontEnd", "PinPadCore", "PinPadPlatform", "PinPadTestSupport"]),
        .testTarget(name: "PinPadPlatformTests", dependencies: ["PinPadPlatform"]),
        .testTarget(name: "EndToEndTests", dependencies: ["pinpad", "PinPadSDL", "PinPadTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
