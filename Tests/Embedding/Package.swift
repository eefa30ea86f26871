// swift-tools-version:6.0
// A program that embeds the PIN pad the way the README shows: the model (PinPadCore) drawn in an
// SDL window (PinPadSDL), nothing else of pinpad. `Tests/Embedding/run` builds it and checks
// that the binary needs only SDL's libraries and fontconfig (`readelf -d`).
import PackageDescription

let package = Package(
    name: "EmbeddedPad",
    dependencies: [.package(name: "pinpad", path: "../..")],
    targets: [
        .executableTarget(
            name: "EmbeddedPad",
            dependencies: [.product(name: "PinPadCore", package: "pinpad"), .product(name: "PinPadSDL", package: "pinpad")]
        )
    ],
    swiftLanguageModes: [.v6]
)
