/// The modules every target may import: the layering of docs/layout-of-the-code.md's "Layers", in one place
/// (Package.swift's dependencies follow it; `ModuleImportTests` checks every source file of every
/// target against it). Each module sits on a layer, and may import only modules of layers below
/// its own: no edge points up or sideways, so the surfaces (the window, the framebuffer, the
/// terminal) never depend on one another, and the system module imports no PinPadCore.
enum ModuleGraph {
    /// A target: where its sources are, its layer (0 the lowest), the modules it may import.
    struct Target {
        let path: String
        let layer: Int
        let imports: Set<String>
    }

    /// The standard library's modules: all PinPadCore may import (with nothing of its own).
    static let standardLibrary: Set<String> = ["Swift", "_Concurrency", "Synchronization"]
    /// What every other target may import besides its dependencies: the standard library and libc.
    static let system: Set<String> = standardLibrary.union(["Glibc"])
    /// The C libraries, wrapped once each (Sources/C*): the lowest layer.
    static let cModules: Set<String> = ["CSDL2", "CFontconfig", "CPlatform", "CInih", "CPAM", "CEspeakNG", "CLibinput", "CCrypt"]

    static let targets: [String: Target] = [
        // The model, and libc: nothing of the other.
        "PinPadCore": Target(path: "Sources/PinPadCore", layer: 1, imports: []),
        "PinPadPlatform": Target(path: "Sources/PinPadPlatform", layer: 1, imports: ["CPlatform"]),
        // Drawing, feedback and input devices, for the surfaces.
        "PinPadRaster": Target(path: "Sources/PinPadRaster", layer: 2, imports: ["PinPadCore", "PinPadPlatform", "CSDL2", "CFontconfig"]),
        "PinPadFeedback": Target(
            path: "Sources/PinPadFeedback", layer: 2, imports: ["PinPadCore", "PinPadPlatform", "CPlatform", "CSDL2", "CEspeakNG"]
        ),
        "PinPadSeat": Target(path: "Sources/PinPadSeat", layer: 2, imports: ["PinPadCore", "PinPadPlatform", "CLibinput"]),
        // The surfaces, siblings.
        "PinPadSDL": Target(path: "Sources/PinPadSDL", layer: 3, imports: ["PinPadCore", "PinPadRaster", "PinPadPlatform", "CSDL2"]),
        "PinPadFramebuffer": Target(
            path: "Sources/PinPadFramebuffer", layer: 3,
            imports: ["PinPadCore", "PinPadRaster", "PinPadFeedback", "PinPadSeat", "PinPadPlatform"]
        ),
        "PinPadTerminal": Target(path: "Sources/PinPadTerminal", layer: 3, imports: ["PinPadCore", "PinPadPlatform"]),
        // The front ends, then the program.
        "PinPadFrontEnd": Target(
            path: "Sources/PinPadFrontEnd", layer: 4,
            imports: [
                "PinPadCore", "PinPadRaster", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadFeedback", "PinPadSeat",
                "PinPadPlatform", "CPAM", "CInih", "CCrypt",
            ]
        ),
        "pinpad": Target(
            path: "Sources/pinpad", layer: 5,
            imports: ["PinPadCore", "PinPadRaster", "PinPadSDL", "PinPadFramebuffer", "PinPadTerminal", "PinPadFrontEnd", "PinPadPlatform"]
        ),
        // Beside the program: the benchmarks (an embedder of the window), the fuzz targets, the
        // tests' scripted surface.
        "pinpad-benchmark": Target(path: "Benchmarks/pinpad-benchmark", layer: 6, imports: ["PinPadCore", "PinPadSDL", "CSDL2"]),
        "PinPadTestSupport": Target(path: "Tests/PinPadTestSupport", layer: 6, imports: ["PinPadCore"]),
        "FuzzSupport": Target(path: "Fuzz/FuzzSupport", layer: 1, imports: []),
        "InputDecoderFuzz": Target(path: "Fuzz/InputDecoderFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadTerminal"]),
        "PasteFilterFuzz": Target(path: "Fuzz/PasteFilterFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore"]),
        "OptionsParserFuzz": Target(path: "Fuzz/OptionsParserFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"]),
        "AskFileFuzz": Target(
            path: "Fuzz/AskFileFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd", "PinPadPlatform"]
        ),
        "PAMConversationFuzz": Target(path: "Fuzz/PAMConversationFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"]),
        "AssuanSessionFuzz": Target(path: "Fuzz/AssuanSessionFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"]),
        "ConfigurationFilesFuzz": Target(
            path: "Fuzz/ConfigurationFilesFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"]
        ),
        "KeyboardLayoutFuzz": Target(path: "Fuzz/KeyboardLayoutFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore"]),
        "GreetdCodecFuzz": Target(path: "Fuzz/GreetdCodecFuzz", layer: 6, imports: ["FuzzSupport", "PinPadCore", "PinPadFrontEnd"]),
        "MessageCatalogFuzz": Target(path: "Fuzz/MessageCatalogFuzz", layer: 6, imports: ["FuzzSupport", "PinPadPlatform"]),
    ]

    /// The layer of `module`: a target's, or 0 for a C library.
    static func layer(of module: String) -> Int? {
        cModules.contains(module) ? 0 : targets[module]?.layer
    }

    /// Everything `target` may import: its modules, and the standard library and libc (the
    /// standard library only, for PinPadCore).
    static func allowed(for target: String) -> Set<String> {
        guard let entry = targets[target] else { return [] }
        return entry.imports.union(target == "PinPadCore" ? standardLibrary : system)
    }
}
