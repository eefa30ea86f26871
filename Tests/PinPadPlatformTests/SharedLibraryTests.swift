import Testing

@testable import PinPadPlatform

/// The loader of the libraries a run needs only for some features (`SharedLibrary`).
@Suite struct SharedLibraryTests {
    /// libinih, as the configuration's module names it.
    static let inih = SharedLibrary("libinih.so.1", feature: "the configuration files", package: "libinih1")

    @Test func aLibraryLoadsByItsAbsolutePathWithTheFunctionsAskedFor() throws {
        try Self.inih.load(functions: ["ini_parse_stream"])
        #expect(Self.inih.isLoaded)
    }

    @Test func aMissingFunctionIsOneLineNamingTheLibraryAndTheFunction() {
        #expect {
            try Self.inih.load(functions: ["ini_parse_stream", "ini_no_such_call"])
        } throws: { error in
            "\(error)" == "cannot use libinih.so.1 for the configuration files: it has no function ini_no_such_call (too old?)"
        }
    }

    @Test func theDirectoriesAreAbsoluteAndTakeNothingFromTheEnvironment() {
        #expect(SharedLibrary.directories.allSatisfy { $0.hasPrefix("/") })
        #expect(SharedLibrary.directories.first?.hasPrefix("/usr/lib/") == true)
    }
}
