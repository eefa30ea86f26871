import Foundation
import Testing

extension DisplayTests {
    /// A run loads the libraries of the features it uses, not every library pinpad can use:
    /// PAM and libcrypt for a sign-in, espeak-ng for speech, libinput and libudev on KMS/DRM or
    /// a framebuffer, libinih for a configuration file, SDL2_image for a PNG (`SharedLibrary`).
    @Suite(.serialized)
    struct LoadedLibrariesEndToEndTests {
        let end = WindowEndToEndTests()

        /// The libraries loaded on demand, as their file names begin.
        static let onDemand = ["libpam.so", "libcrypt.so", "libinih.so", "libespeak-ng.so", "libinput.so", "libudev.so", "libSDL2_image"]

        @Test func theProgramNeedsNoneOfTheLibrariesLoadedOnDemand() throws {
            let result = try Run.run("/usr/bin/readelf", ["-d", Run.pinpad])
            try #require(result.status == 0, "readelf: \(result.error)")
            let needed = result.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.joined(separator: "\n")
            for library in LoadedLibrariesEndToEndTests.onDemand {
                #expect(!needed.contains(library), "pinpad needs \(library) at start: \(needed)")
            }
        }

        @Test func anAskpassWindowMapsNoneOfThemAndStillTakesWhatIsTyped() throws {
            let pad = try end.start(["askpass", "Passphrase:"], environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
            // Read through cat: Foundation reads a /proc file only as far as its size, 0.
            let maps = try Run.run("/bin/cat", ["/proc/\(pad.running.pid)/maps"]).output
            try end.xdotool(["type", "--delay", "30", "abc"])
            try end.xdotool(["key", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "abc\n")
            #expect(maps.contains("libSDL2-2.0.so"), "the maps were not read")
            for library in LoadedLibrariesEndToEndTests.onDemand {
                #expect(!maps.contains("/" + library), "an askpass window mapped \(library)")
            }
        }

        @Test func aScreenshotLoadsSDL2ImageWhenItWritesThePNG() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-libraries-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("pad.png").path
            let result = try Run.pinpad(["--screenshot", file, "--fill", "2"])
            #expect(result.status == 0, "\(result.error)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        }
    }
}
